// RUN: loopgen %s --emit=report | FileCheck %s
// RUN: loopgen %s -Rpass=loopgen-parallelism -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Loops inside loops of unknown length within a parallel loop: a ray march
// whose `while` calls a scene's distance over its spheres, and a Newton
// iteration whose `do`-`while` evaluates a polynomial by a loop. The inner
// loops run in order in the thread (no pass maps them), the march's flag
// and step count are scalars of the pixel's iteration.
#include <cmath>
static float scene(float x, float y, float z, const float *sph, int ns) {
  float d = y + 1.0f;
  for (int k = 0; k < ns; ++k) {
    float dx = x - sph[4 * k], dy = y - sph[4 * k + 1], dz = z - sph[4 * k + 2];
    d = std::fmin(d, std::sqrt(dx * dx + dy * dy + dz * dz) - sph[4 * k + 3]);
  }
  return d;
}

#pragma loopgen array(sph[4 * ns], img[h][w])
#pragma loopgen validate(w = 64, h = 48, ns = 5, max_steps = 64)
#pragma loopgen offload
void march(const float *sph, float *img, int w, int h, int ns, int max_steps) {
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      float dx = (x + 0.5f) / w - 0.5f, dy = 0.5f - (y + 0.5f) / h, dz = 1.0f;
      float t = 0.0f;
      int steps = 0;
      bool hit = false;
      while (steps < max_steps && t < 50.0f) {
        float d = scene(t * dx, t * dy, t * dz, sph, ns);
        if (d < 1e-3f) {
          hit = true;
          break;
        }
        t += d;
        ++steps;
      }
      img[y * w + x] = hit ? 1.0f - (float)steps / max_steps : 0.0f;
    }
}

#pragma loopgen array(c[n], root[n], coef[m])
#pragma loopgen validate(n = 1000, m = 4)
#pragma loopgen offload
void newton(const float *c, float *root, const float *coef, int n, int m) {
  for (int i = 0; i < n; ++i) {
    float x = 1.0f + 0.001f * i;
    int it = 0;
    float step;
    do {
      float p = 0.0f, dp = 0.0f;
      for (int k = m - 1; k >= 0; --k) {
        dp = dp * x + p;
        p = p * x + coef[k];
      }
      p -= c[i];
      step = dp != 0.0f ? p / dp : 0.0f;
      x -= step;
      ++it;
    } while (std::fabs(step) > 1e-5f && it < 50);
    root[i] = x; // Not `it`: FMA may change the step that stops it.
  }
}
// CHECK: function march: 1 parallel kernel
// CHECK-NEXT: loop y: parallel, grid y
// CHECK-NEXT: loop x: parallel, grid x
// CHECK-NEXT: loop k: sequential, loop in kernel
// CHECK: function newton: 1 parallel kernel
// CHECK-NEXT: loop i: parallel, grid x
// CHECK-NEXT: loop k: sequential, loop in kernel
// REMARK: remark: loop over 'k' is sequential: it is inside a loop of unknown length, whose steps run in order in one thread
// A while loop of a row's iteration holding a loop over the row: the rows
// stay apart, so the loop over them is parallel.
#pragma loopgen array(a[m][n])
#pragma loopgen validate(m = 100, n = 64)
#pragma loopgen offload
void rows(int m, int n, float *a) {
  for (int r = 0; r < m; ++r) {
    int t = 0;
    while (t < 10) {
      for (int i = 0; i < n; ++i)
        a[r * n + i] += 1;
      t++;
    }
  }
}
// CHECK: function rows:
// CHECK: loops-in-while-loops.cpp:[[@LINE-10]]:3  loop r: parallel, grid x
// VALID: PASS: 3 of 3 functions match the sequential original
