// RUN: loopgen %s '-Rpass=loopgen-(lower|map-to-grid)' -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size img.w=17,img.h=9,p.n=33,f.n=5 | FileCheck %s --check-prefix=VALID
// Structs that carry their sizes and pointers to their data, as C and C++
// programs pass a grid, an image or a vector around: the scalar members the
// function does not change are values the host reads (loop bounds, shapes,
// coefficients: the loops stay on the grid); the elements of pointer
// members are shaped by array(s.p[...]) or by their accesses, and copied
// back whether the struct comes by value or by reference.
#include <vector>

struct Image {
  int w, h;
  const float *in;
  float *out;
};

// By value; shapes inferred from the accesses.
#pragma loopgen offload
#pragma loopgen validate(img.w = 64, img.h = 48)
void blur(Image img) {
  for (int y = 1; y < img.h - 1; ++y)
    for (int x = 1; x < img.w - 1; ++x)
      img.out[y * img.w + x] =
          (img.in[(y - 1) * img.w + x] + img.in[(y + 1) * img.w + x] +
           img.in[y * img.w + x - 1] + img.in[y * img.w + x + 1]) *
          0.25f;
}
// REMARK: remark: the shape of 'img.in' is img.in[img.h][img.w], indexed linearly: the elements its accesses reach
// REMARK: remark: loop nest becomes a kernel with 2-D grid
// CHECK-LABEL: void blur(Image img) {
// CHECK: const int img_w = img.w;
// CHECK: const int img_h = img.h;

// A C typedef'd struct by reference, with a coefficient member.
typedef struct {
  int n;
  double alpha;
  double *x;
  const double *y;
} Axpy;

#pragma loopgen offload
#pragma loopgen array(p.x[p.n], p.y[p.n])
#pragma loopgen validate(p.n = 1000, p.alpha = 0.75)
void axpy(Axpy &p) {
  for (int i = 0; i < p.n; ++i)
    p.x[i] += p.alpha * p.y[i];
}
// REMARK: remark: loop nest becomes a kernel with 1-D grid (x: 'i')

// A size member beside vectors, and a member the function changes (a
// counter: stays in device memory and is copied back).
struct Field {
  int n;
  float dt;
  int steps;
  std::vector<float> u, v;
};

#pragma loopgen offload
#pragma loopgen validate(f.n = 3000)
void advance(Field &f) {
  for (int i = 0; i < f.n; ++i)
    f.v[i] += f.dt * f.u[i];
  f.steps += 1;
}
// REMARK: remark: loop nest becomes a kernel with 1-D grid (x: 'i')
// VALID: f.steps {{.*}} ok
// VALID: PASS: 3 of 3 functions match the sequential original
