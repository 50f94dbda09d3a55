// RUN: loopgen %s -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// A temporary array whose reads sit under conditions that keep them inside
// what the same iteration wrote (k > 0 ? t[k - 1] : ..., if (k >= 1 && ...),
// a right operand of &&) is private to the iteration; a guard that does not
// keep the read inside (k >= 0, t[0] written before the loop) leaves it
// shared.
// clang-format off
#include <cstddef>

#pragma loopgen offload
#pragma loopgen array(a[n][m], out[n][m])
#pragma loopgen validate(n = 50, m = 70)
void select_guard(int n, int m, const float *a, float *out) {
  float tmp[1024];
  for (int i = 0; i < n; ++i) {
    for (int k = 0; k < m; ++k)
      tmp[k] = a[i * m + k] * 2.0f;
    for (int k = 0; k < m; ++k)
      out[i * m + k] = k > 0 ? tmp[k - 1] + tmp[k] : tmp[k];
  }
}
// CHECK: guarded-reads.cpp:[[@LINE-7]]:3: remark: 'tmp' is privatized in the loop over 'i'
// CHECK: guarded-reads.cpp:[[@LINE-8]]:3: remark: loop over 'i' is parallel

#pragma loopgen offload
#pragma loopgen array(a[n][m], out[n][m])
#pragma loopgen validate(n = 50, m = 70)
void if_guard(int n, int m, const float *a, float *out) {
  float tmp[1024];
  for (int i = 0; i < n; ++i) {
    for (int k = 0; k < m; ++k)
      tmp[k] = a[i * m + k] * 2.0f;
    for (int k = 0; k < m; ++k) {
      float v = tmp[k];
      if (k + 1 < m && k >= 1)
        v += tmp[k + 1] - tmp[k - 1];
      else if (!(k < 1))
        v -= tmp[k - 1];
      out[i * m + k] = v;
    }
  }
}
// CHECK: guarded-reads.cpp:[[@LINE-13]]:3: remark: 'tmp' is privatized in the loop over 'i'

#pragma loopgen offload
#pragma loopgen array(a[n][m], out[n][m], flag[m])
#pragma loopgen validate(n = 50, m = 70)
void and_guard(int n, int m, const float *a, const int *flag, float *out) {
  float tmp[1024];
  for (int i = 0; i < n; ++i) {
    for (int k = 0; k < m; ++k)
      tmp[k] = a[i * m + k];
    for (int k = 0; k < m; ++k)
      out[i * m + k] = (k + 2 < m && tmp[k + 2] > 0.5f) ? 1.0f : 0.0f;
  }
}
// CHECK: guarded-reads.cpp:[[@LINE-7]]:3: remark: 'tmp' is privatized in the loop over 'i'

#pragma loopgen offload
#pragma loopgen array(a[n][m], out[n][m])
#pragma loopgen validate(n = 20, m = 30)
void guard_too_wide(int n, int m, const float *a, float *out) {
  float tmp[1024];
  tmp[0] = 1.0f;
  for (int i = 0; i < n; ++i) {
    for (int k = 1; k < m; ++k)
      tmp[k] = a[i * m + k] * 2.0f;
    for (int k = 0; k < m; ++k)
      out[i * m + k] = k >= 0 ? tmp[k] : 0.0f;
  }
}
// CHECK: guarded-reads.cpp:[[@LINE-3]]:33: remark: 'tmp' is not privatized in the loop over 'i': 'tmp[k]' is read before it is written in the same iteration

// A comparison with an unsigned operand converts the other one: k - 1 >= m
// holds at k = 0 (k - 1 wraps), so the read of t[0], written before the
// loop, happens; the guard is not used.
#pragma loopgen offload
#pragma loopgen array(a[n][m], out[n][m])
#pragma loopgen validate(n = 20, m = 30)
void unsigned_guard(int n, size_t m, const float *a, float *out) {
  float tmp[1024];
  tmp[0] = 5.0f;
  for (int i = 0; i < n; ++i) {
    for (int k = 1; k < (int)m; ++k)
      tmp[k] = a[i * m + k];
    for (int k = 0; k < (int)m; ++k)
      out[i * m + k] = (k - 1 >= m) ? tmp[k] : 1.0f;
  }
}
// CHECK: guarded-reads.cpp:[[@LINE-3]]:39: remark: 'tmp' is not privatized in the loop over 'i': 'tmp[k]' is read before it is written in the same iteration

// A size_t index compared by name keeps its guard.
#pragma loopgen offload
#pragma loopgen array(a[n][m], out[n][m])
#pragma loopgen validate(n = 20, m = 30)
void size_t_guard(int n, size_t m, const float *a, float *out) {
  float tmp[1024];
  for (int i = 0; i < n; ++i) {
    for (size_t k = 0; k < m; ++k)
      tmp[k] = a[i * m + k];
    for (size_t k = 0; k < m; ++k)
      out[i * m + k] = k > 0 ? tmp[k - 1] : tmp[k];
  }
}
// CHECK: guarded-reads.cpp:[[@LINE-7]]:3: remark: 'tmp' is privatized in the loop over 'i'

// PASS: PASS: 6 of 6 functions match the sequential original
