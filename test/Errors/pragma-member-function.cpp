// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// RUN: %exit1 loopgen %s --validate --emulate -- -DVALIDATE=1 2>&1 | FileCheck %s --check-prefix=CTOR
// RUN: %exit1 loopgen %s --validate --emulate -- -DVALIDATE=2 2>&1 | FileCheck %s --check-prefix=PRIVATE
// Member functions that loopgen cannot offload: a class template's (by
// name, not taken for a pragma followed by nothing); and validation of a
// method whose object the harness cannot make.
#ifndef VALIDATE
template <typename T> struct Grid {
#pragma loopgen offload
#pragma loopgen array(a[n])
  // CHECK: pragma-member-function.cpp:[[@LINE+1]]:8: error: member functions of class templates cannot be offloaded yet; offload a member function of a class, or a free function
  void clear(int n, T *a) {
    for (int i = 0; i < n; ++i)
      a[i] = 0;
  }
};
template struct Grid<float>;
// CHECK-NOT: must be followed by
#elif VALIDATE == 1
#include <vector>
class Particles {
public:
  explicit Particles(int count) : x(count), v(count), n(count) {}
#pragma loopgen offload
#pragma loopgen validate(n = 100, dt = 0.01f)
  // CTOR: pragma-member-function.cpp:[[@LINE+1]]:8: error: the validation harness cannot make an object of 'Particles' to call 'drift' on: 'Particles' has no default constructor (the translation itself does not need it)
  void drift(float dt) {
    for (int i = 0; i < n; ++i)
      x[i] += dt * v[i];
  }

private:
  std::vector<float> x, v;
  int n;
};
#else
#include <vector>
struct Cloud {
  std::vector<float> x;
#pragma loopgen offload
#pragma loopgen validate(n = 100)
  // PRIVATE: pragma-member-function.cpp:[[@LINE+1]]:8: error: the validation harness cannot make an object of 'Cloud' to call 'scale' on: its member 'factor' is not public
  void scale(int n) {
    for (int i = 0; i < n; ++i)
      x[i] *= factor;
  }

private:
  float factor = 2;
};
#endif
