// Seed 002's privatization and array expansion examples, as a user would
// write them: temporaries declared before the loop that every iteration
// overwrites before reading.
#include <vector>

// The seed's slide: A is declared outside the loop over i, so as written
// every iteration shares it; each iteration writes A[0..N) before reading.
#define N 32
#pragma loopgen offload
#pragma loopgen array(B[m][N], out[m])
#pragma loopgen validate(m = 20000)
void row_energy(int m, const float *B, float *out) {
  float A[N];
  float s;
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < N; ++j)
      A[j] = B[i * N + j] * B[i * N + j];
    s = 0;
    for (int j = 0; j < N; ++j)
      s += A[j];
    out[i] = s;
  }
}

// The same with a run-time size: the temporary is a std::vector, which each
// thread cannot allocate, so it is expanded into one device array with a
// slice per thread.
#pragma loopgen offload
#pragma loopgen array(in[m][n], out[m][n])
#pragma loopgen validate(m = 3000, n = 100)
void smooth_rows(int m, int n, const double *in, double *out) {
  std::vector<double> tmp(n);
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < n; ++j)
      tmp[j] = in[i * n + j];
    for (int j = 1; j < n - 1; ++j)
      out[i * n + j] = (tmp[j - 1] + 2 * tmp[j] + tmp[j + 1]) / 4;
    out[i * n] = tmp[0];
    out[i * n + n - 1] = tmp[n - 1];
  }
}

// One tridiagonal system per row (the implicit sweeps of seed 002's
// rollback): the forward sweep reads y[k-1] and the backward sweep x[k+1],
// both written earlier in the same iteration of the loop over rows.
#pragma loopgen offload
#pragma loopgen array(a[m][n], b[m][n], c[m][n], r[m][n], x[m][n])
#pragma loopgen validate(m = 2048, n = 64) tolerance(1e-8)
void tridiag_rows(int m, int n, const double *a, const double *b,
                  const double *c, const double *r, double *x) {
  std::vector<double> cp(n), y(n);
  for (int i = 0; i < m; ++i) {
    // Diagonally dominant: b in [3, 4).
    cp[0] = c[i * n] / (3 + b[i * n]);
    y[0] = r[i * n] / (3 + b[i * n]);
    for (int k = 1; k < n; ++k) {
      double den = 3 + b[i * n + k] - a[i * n + k] * cp[k - 1];
      cp[k] = c[i * n + k] / den;
      y[k] = (r[i * n + k] - a[i * n + k] * y[k - 1]) / den;
    }
    x[i * n + n - 1] = y[n - 1];
    for (int k = n - 2; k >= 0; --k)
      x[i * n + k] = y[k] - cp[k] * x[i * n + k + 1];
  }
}
