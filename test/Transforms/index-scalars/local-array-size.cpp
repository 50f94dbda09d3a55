// RUN: loopgen %s --force-gpu -o - | FileCheck %s
// RUN: loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// A local that sizes a local std::vector is replaced in the vector's size
// too when its declaration is dropped: the host allocated the vector with
// the dropped local (`len`, undeclared; `half`, CUDA's type), and the
// output did not compile.
#include <vector>
#pragma loopgen offload
#pragma loopgen array(a[n][m], b[n])
#pragma loopgen validate(n = 300, m = 40)
void rows(int n, int m, const float *a, float *b) {
  const int len = m / 2;
  for (int i = 0; i < n; ++i) {
    std::vector<float> w(len);
    for (int j = 0; j < len; ++j)
      w[j] = a[i * m + j] * a[i * m + j + len];
    float s = 0;
    for (int j = 0; j < len; ++j)
      s += w[j];
    b[i] = s;
  }
}
// CHECK-LABEL: void rows(int n, int m, const float *a, float *b) {
// CHECK: float *d_w = nullptr;
// CHECK-NEXT: loopgen_allocate(
// CHECK-NEXT: &d_w, (size_t)std::max<long long>(0, m / 2) * (size_t)(n) * sizeof(float),

#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
#pragma loopgen validate(n = 300)
void pairs(int n, const float *a, float *b) {
  int half = n / 2;
  std::vector<float> w(half + 1);
  for (int i = 0; i < half; ++i)
    w[i] = a[2 * i] + a[2 * i + 1];
  for (int i = 0; i < half; ++i)
    b[i] = w[i];
}
// CHECK-LABEL: void pairs(int n, const float *a, float *b) {
// CHECK: float *d_w = nullptr;
// CHECK-NEXT: loopgen_allocate(
// CHECK-NEXT: &d_w, (size_t)std::max<long long>(0, n / 2 + 1) * sizeof(float), "w");
// VALID: PASS: 2 of 2 functions match the sequential original
