// RUN: loopgen %s --force-gpu -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=1 --size m=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=67 --size m=130 | FileCheck %s --check-prefix=VALID
// Wavefronts of tiles in the styles a style campaign wrote them: the
// inner loop outer (j then i), a summed-area table in place, a cost grid
// with ?: minima, dynamic time warping, counts modulo a prime with
// `continue`, a 9-point sweep through a row pointer. Each runs in tiles
// and validates, also at sizes that are no multiple of the tile.
#include <algorithm>
#include <cmath>
#define N 140

#pragma loopgen offload
#pragma loopgen validate(n = 75, m = 90)
void ed_j_outer(int n, int m, const int a[N], const int b[N],
                int D[N + 1][N + 1]) {
  for (int i = 0; i <= n; i++)
    D[i][0] = i;
  for (int j = 0; j <= m; j++)
    D[0][j] = j;
  // CHECK: :[[@LINE+2]]:3: remark: loops over 'j', 'i' run as wavefronts wave = j + i
  // CHECK: :[[@LINE+1]]:3: remark: wavefronts wave run in tiles of 64 iterations of 'j'
  for (int j = 1; j <= m; j++)
    for (int i = 1; i <= n; i++)
      D[i][j] = std::min(std::min(D[i - 1][j], D[i][j - 1]) + 1,
                         D[i - 1][j - 1] + (a[i - 1] != b[j - 1]));
}

#pragma loopgen offload
#pragma loopgen validate(n = 75, m = 90)
void summed_area(int n, int m, double S[N][N]) {
  // CHECK: :[[@LINE+1]]:3: remark: wavefronts wave run in tiles
  for (int i = 1; i < n; i++)
    for (int j = 1; j < m; j++)
      S[i][j] += S[i - 1][j] + S[i][j - 1] - S[i - 1][j - 1];
}

#pragma loopgen offload
#pragma loopgen validate(n = 75, m = 130)
void min_cost(int n, int m, const float C[N][N], float P[N][N]) {
  P[0][0] = C[0][0];
  for (int i = 1; i < n; i++)
    P[i][0] = P[i - 1][0] + C[i][0];
  for (int j = 1; j < m; j++)
    P[0][j] = P[0][j - 1] + C[0][j];
  // CHECK: :[[@LINE+1]]:3: remark: wavefronts wave run in tiles
  for (int i = 1; i < n; i++)
    for (int j = 1; j < m; j++) {
      float u = P[i - 1][j], l = P[i][j - 1], d = P[i - 1][j - 1];
      float mn = u < l ? u : l;
      mn = mn < d ? mn : d;
      P[i][j] = mn + C[i][j];
    }
}

#pragma loopgen offload
#pragma loopgen validate(n = 75, m = 90)
void dtw(int n, int m, const double s[N], const double t[N],
         double D[N + 1][N + 1]) {
  for (int i = 0; i <= n; i++)
    D[i][0] = INFINITY;
  for (int j = 0; j <= m; j++)
    D[0][j] = INFINITY;
  D[0][0] = 0.0;
  // CHECK: :[[@LINE+1]]:3: remark: wavefronts wave run in tiles
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++) {
      double cost = std::fabs(s[i - 1] - t[j - 1]);
      D[i][j] = cost + std::min(D[i - 1][j], std::min(D[i][j - 1], D[i - 1][j - 1]));
    }
}

#pragma loopgen offload
#pragma loopgen validate(n = 74, m = 91)
void paths_mod(int n, int m, const int blocked[N + 1][N + 1],
               long long P[N + 1][N + 1]) {
  const long long MOD = 1000000007LL;
  // CHECK: :[[@LINE+1]]:3: remark: wavefronts wave run in tiles
  for (int i = 0; i <= n; i++)
    for (int j = 0; j <= m; j++) {
      if (blocked[i][j] == 3) {
        P[i][j] = 0;
        continue;
      }
      if (i == 0 && j == 0) {
        P[i][j] = 1;
        continue;
      }
      long long v = 0;
      if (i > 0)
        v += P[i - 1][j];
      if (j > 0)
        v += P[i][j - 1];
      P[i][j] = v % MOD;
    }
}

#pragma loopgen offload
#pragma loopgen array(A[n * m])
#pragma loopgen validate(n = 75, m = 90)
void sweep9_rows(int n, int m, float *A) {
  // CHECK: :[[@LINE+1]]:3: remark: wavefronts wave run in tiles
  for (int i = 1; i < n - 1; i++) {
    float *r = A + i * m;
    for (int j = 1; j < m - 1; j++) {
      float c = r[j - m - 1] + r[j - m + 1] + r[j + m - 1] + r[j + m + 1];
      float e = r[j - m] + r[j + m] + r[j - 1] + r[j + 1];
      r[j] = (c + 2.0f * e + 4.0f * r[j]) * (1.0f / 16.0f);
    }
  }
}
// VALID: PASS: 6 of 6 functions match the sequential original
