// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: early exit at the top of the function: BLAS-style quick
//            returns (`if (m == 0 || n == 0) return;`, a return when the
//            call would change nothing, and `if (n <= 0) return 0.0f;` in a
//            function that returns a value).
// Field:     dense linear algebra, reference-BLAS style (column-major matrix
//            with a leading dimension).
// Computes:  sgemv_n: y := alpha * A * x + beta * y for an m x n column-major
//            A (lda >= m). sasum: the sum of absolute values of x.
// GPU:       the quick returns are host-side tests before any launch (or
//            before any copy). In sgemv_n the loop over rows i is parallel
//            and the sum over columns j is sequential per thread (A read
//            with stride lda along j, unit stride across threads). In sasum
//            the loop is a + reduction.
#include <cmath>

#pragma loopgen offload
#pragma loopgen array(A[n][lda], x[n], y[m])
#pragma loopgen validate(m = 500, n = 300, lda = 512, alpha = 1.5f, beta = 0.5f)
void sgemv_n(int m, int n, float alpha, const float *A, int lda,
             const float *x, float beta, float *y) {
  if (m == 0 || n == 0)
    return;
  if (alpha == 0.0f && beta == 1.0f)
    return;

  for (int i = 0; i < m; ++i) {
    float temp = 0.0f;
    for (int j = 0; j < n; ++j)
      temp += A[i + j * lda] * x[j];
    y[i] = alpha * temp + beta * y[i];
  }
}

#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 10000)
float sasum(int n, const float *x) {
  if (n <= 0)
    return 0.0f;
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    s += std::fabs(x[i]);
  return s;
}
