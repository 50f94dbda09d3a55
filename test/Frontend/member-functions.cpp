// RUN: loopgen %s -Rpass=loopgen-map-to-grid -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=1001,width=33,height=7,count=17 | FileCheck %s --check-prefix=VALID
// Member functions, as C++ programs keep a simulation's or an image's state
// in a class: the members a method uses are its object's (read by the host
// through `this`), unchanged scalar members are sizes and coefficients like
// scalar parameters, and shapes and validate() name members as the method
// does. Kernels go before the class; the host code replaces the method's
// body; its copy for small sizes is a member too.
#include <cmath>
#include <vector>

// In-class definitions; the size is a member; a helper method and a
// member written by a reduction.
// CHECK: __global__ void advance_kernel
// CHECK: struct Heat1D {
// CHECK: void advance_on_host(int steps) {
// CHECK: void advance(int steps) {
// CHECK: LOOPGEN_LAUNCH(advance_
// CHECK: this->energy
struct Heat1D {
  int n = 0;
  float alpha = 0.1f;
  std::vector<float> u, next;
  double energy = 0;

  float laplacian(int i) const { return u[i - 1] - 2 * u[i] + u[i + 1]; }

#pragma loopgen offload
#pragma loopgen array(u[n], next[n])
#pragma loopgen validate(n = 50000, steps = 8)
  void advance(int steps) {
    for (int s = 0; s < steps; ++s) {
      // REMARK: member-functions.cpp:[[@LINE+1]]:7: remark: loop nest becomes a kernel with 1-D grid (x: 'i')
      for (int i = 1; i < n - 1; ++i)
        next[i] = u[i] + alpha * laplacian(i);
      for (int i = 1; i < n - 1; ++i)
        u[i] = next[i];
    }
    double e = 0;
    for (int i = 0; i < n; ++i)
      e += u[i] * u[i];
    energy = e;
  }
};

// Out-of-line definitions: a raw pointer member, a const method that
// returns a value, a static method called by class name.
class Image {
public:
  int width = 0, height = 0;
  float *pixels = nullptr;

  void brighten(float gain);
  double mean() const;
  static float clampUnit(float v) { return v < 0 ? 0 : (v > 1 ? 1 : v); }
  // Their host copies, declared where the class ends.
  // CHECK: double mean_on_host() const;
  // CHECK-NEXT: void brighten_on_host(float gain);
  // CHECK-NEXT: };
};

#pragma loopgen offload
#pragma loopgen array(pixels[height * width])
#pragma loopgen validate(width = 640, height = 480, gain = 1.5f)
// CHECK: __global__ void brighten_kernel0(int width, int height, float gain,
// CHECK: void Image::brighten_on_host(float gain) {
// CHECK: void Image::brighten(float gain) {
void Image::brighten(float gain) {
  // REMARK: member-functions.cpp:[[@LINE+1]]:3: remark: loop nest becomes a kernel with 2-D grid (y: 'y', x: 'x')
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x)
      pixels[y * width + x] = Image::clampUnit(pixels[y * width + x] * gain);
}

#pragma loopgen offload
#pragma loopgen array(pixels[height * width])
#pragma loopgen validate(width = 640, height = 480)
double Image::mean() const {
  double sum = 0;
  for (int i = 0; i < width * height; ++i)
    sum += pixels[i];
  return sum / (width * height);
}

namespace blas {
// A static method: a function in its class's scope.
// CHECK: __global__ void axpy_kernel0(int n, float a,
// CHECK: struct Level1 {
// CHECK: static void axpy_on_host(int n, float a, const float *x, float *y) {
struct Level1 {
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 100000, a = 2.5f)
  static void axpy(int n, float a, const float *x, float *y) {
    for (int i = 0; i < n; ++i)
      y[i] += a * x[i];
  }
};
} // namespace blas
namespace sim {
struct Body { float x, y, vx, vy; };

// A vector of records and a C array as members; one offloaded method calls
// another (the reference of one calls the other's reference).
struct System {
  std::vector<Body> bodies;
  float coeff[3] = {0.5f, 0.25f, 0.125f};
  int count = 0;

#pragma loopgen offload
#pragma loopgen validate(count = 20000, dt = 0.01f)
  void drift(float dt) {
    for (int i = 0; i < count; ++i) {
      bodies[i].x += dt * bodies[i].vx * coeff[0];
      bodies[i].y += dt * bodies[i].vy * coeff[1];
    }
  }

#pragma loopgen offload
#pragma loopgen validate(count = 20000, dt = 0.01f)
  void step(float dt) {
    drift(dt);
    for (int i = 0; i < count; ++i)
      bodies[i].vy -= dt * 9.81f;
  }
};
} // namespace sim

// VALID: advance:
// VALID: u {{.*}} ok
// VALID: energy {{.*}} ok
// VALID: RESULT function=advance status=PASS
// VALID: RESULT function=brighten status=PASS
// VALID: RESULT function=mean status=PASS
// VALID: RESULT function=axpy status=PASS
// VALID: bodies {{.*}} ok
// VALID: RESULT function=drift status=PASS
// VALID: RESULT function=step status=PASS
// VALID: PASS: 6 of 6 functions match the sequential original
