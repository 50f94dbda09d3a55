// RUN: loopgen %s --force-gpu --no-wave-tiles --print-after=wavefront -o /dev/null 2>&1 | FileCheck %s
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=67 --size m=130 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=1 --size m=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --no-wave-tiles --validate --emulate --size n=2 --size m=3 | FileCheck %s --check-prefix=VALID
// Wavefronts over 32-bit unsigned indices: the innermost index and the
// range of w are computed from 64-bit signed copies of the indices. In
// their own type -1u * i wrapped modulo 2^32, and added to a 64-bit w it
// was 2^32 too large: no cell of either function below was computed (a
// style campaign found both).
#define N 140

// Edit distance of suffixes, both loops counting down.
#pragma loopgen offload
#pragma loopgen validate(n = 75, m = 90)
void suffixes(unsigned n, unsigned m, const char a[N], const char b[N],
              unsigned D[N + 1][N + 1]) {
  for (unsigned i = 0; i <= n; i++)
    D[i][m] = n - i;
  for (unsigned j = 0; j <= m; j++)
    D[n][j] = m - j;
  // CHECK: for wave in [-1 * (long long)m - (long long)n, -1) sequential [wavefronts] [tilable, skew 0] {
  // CHECK: if (-1 * (long long)i - (long long)wave <= (long long)m) && (-1 * (long long)i - (long long)wave > (long long)0) {
  for (unsigned i = n; i >= 1; i--)
    for (unsigned j = m; j >= 1; j--) {
      unsigned best = D[i][j] + (a[i - 1] == b[j - 1] ? 0u : 1u);
      unsigned d = D[i][j - 1] + 1u, r = D[i - 1][j] + 1u;
      if (d < best)
        best = d;
      if (r < best)
        best = r;
      D[i - 1][j - 1] = best;
    }
}

// A Gauss-Seidel sweep over a flat array.
#pragma loopgen offload
#pragma loopgen array(U[n * n])
#pragma loopgen validate(n = 75)
void sweep(unsigned n, double *U) {
  for (unsigned i = 1; i < n - 1; ++i)
    for (unsigned j = 1; j < n - 1; ++j)
      U[i * n + j] = 0.25 * (U[(i - 1) * n + j] + U[(i + 1) * n + j] +
                             U[i * n + j - 1] + U[i * n + j + 1]);
}
// Signed indices over unsigned extents: w's range, of type int, is
// computed modulo 2^32 (-m - n); the tiles read it as an int before
// widening it (read as unsigned, it was 2^32 - m - n: two launches, wrong).
#pragma loopgen offload
#pragma loopgen validate(n = 75, m = 90)
void signed_suffixes(unsigned n, unsigned m, const char a[N], const char b[N],
                     unsigned D[N + 1][N + 1]) {
  for (unsigned i = 0; i <= n; i++)
    D[i][m] = n - i;
  for (unsigned j = 0; j <= m; j++)
    D[n][j] = m - j;
  for (int i = n; i >= 1; i--)
    for (int j = m; j >= 1; j--) {
      unsigned best = D[i][j] + (a[i - 1] == b[j - 1] ? 0u : 1u);
      unsigned d = D[i][j - 1] + 1u, r = D[i - 1][j] + 1u;
      if (d < best)
        best = d;
      if (r < best)
        best = r;
      D[i - 1][j - 1] = best;
    }
}
// VALID: PASS: 3 of 3 functions match the sequential original
