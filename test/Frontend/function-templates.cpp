// RUN: loopgen %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s --check-prefix=CU < %t.cu
// RUN: loopgen %s --validate --emulate 2>/dev/null | FileCheck %s
// An offloaded function template: each instantiation in the file (called
// from main, or instantiated explicitly) is translated; the template stays
// as written for other types, and after it the output defines each
// instantiation as an explicit specialization with kernels of its own.
// A template the file never instantiates is said so.
#include <cstddef>
#include <vector>

#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 5000, a = 3)
template <typename Real>
void axpy(int n, Real a, const Real *x, Real *y) {
  for (int i = 0; i < n; ++i)
    y[i] += a * x[i];
}

#pragma loopgen offload
#pragma loopgen array(v[n])
#pragma loopgen validate(n = 3000)
template <class T>
T sum_of_squares(int n, const T *v) {
  T s = T(0);
  for (int i = 0; i < n; ++i)
    s += v[i] * v[i];
  return s;
}
template double sum_of_squares<double>(int, const double *);

#pragma loopgen offload
template <typename T> void never_used(int n, T *v) {
  for (int i = 0; i < n; ++i)
    v[i] = T(1);
}

int main() {
  std::vector<float> xf(100, 1.0f), yf(100, 2.0f);
  std::vector<double> xd(100, 1.0), yd(100, 2.0);
  axpy(100, 2.0f, xf.data(), yf.data());
  axpy<double>(100, 2.0, xd.data(), yd.data());
  return 0;
}
// WARN: warning: function template 'never_used' is marked '#pragma loopgen offload' but this file does not instantiate it: there is nothing to translate
// CU: template <typename Real>
// CU-NEXT: void axpy(int n, Real a, const Real *x, Real *y) {
// CU: __global__ void axpy_float_kernel0(
// CU: template <>
// CU-NEXT: void axpy<float>(int n, float a, const float *x, float *y) {
// CU: __global__ void axpy_double_kernel0(
// CU: template <>
// CU-NEXT: void axpy<double>(int n, double a, const double *x, double *y) {
// CU: template <>
// CU-NEXT: double sum_of_squares<double>(int n, const double *v) {
// CHECK: RESULT function=axpy_float status=PASS
// CHECK: RESULT function=axpy_double status=PASS
// CHECK: RESULT function=sum_of_squares_double status=PASS
