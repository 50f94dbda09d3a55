// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s -o - 2>/dev/null | FileCheck %s --check-prefix=WARP
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --validate --emulate --size n=1 --size m=2 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --validate --emulate --size n=17 --size m=5 | FileCheck %s --check-prefix=VALID
// Dynamic programming over a table: each cell from cells before it on
// every loop, none on its anti-diagonal. The diagonals run in parallel,
// one after another; a warp runs each cell of a diagonal, its lanes
// sharing the k loop's maximum, lane 0 the stores before and after it.
#include <algorithm>
#include <vector>
#define N 80

// PolyBench's nussinov: i runs down, j up, a k loop in each cell.
#define match(b1, b2) (((b1) + (b2)) == 3 ? 1 : 0)
#define max_score(s1, s2) ((s1 >= s2) ? s1 : s2)
static void init_rna(int n, char seq[N], int table[N][N]) {
  for (int i = 0; i < n; i++)
    seq[i] = (char)((i + 1) % 4);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      table[i][j] = 0;
}
// WARP: kernel for the loop at dynamic-programming.cpp:[[@LINE+11]]:3 (grid x: i, one warp per iteration; its lanes share the loop at dynamic-programming.cpp:[[@LINE+24]]:7)
// WARP: {{^}}      __syncwarp();
// WARP-NEXT: {{^}}      if (loopgen_lane == 0) {
// WARP: loopgen_lane_table_elem = loopgen_op_max::identity<int>();
// WARP: table_elem = loopgen_op_max::apply(
// WARP: if (loopgen_lane == 0) {
#pragma loopgen offload
#pragma loopgen validate(n = 45) init(init_rna)
void nussinov(int n, char seq[N], int table[N][N]) {
  // CHECK: :[[@LINE+2]]:3: remark: loops over 'i', 'j' run as wavefronts wave = -i + j, in parallel over 'i' within each
  // CHECK: :[[@LINE+1]]:3: warning: 'nussinov' runs on the host as written when its kernels have few iterations per launch (below LOOPGEN_HOST_BELOW, 384 by default for wavefronts
  for (int i = n - 1; i >= 0; i--) {
    for (int j = i + 1; j < n; j++) {
      if (j - 1 >= 0)
        table[i][j] = max_score(table[i][j], table[i][j - 1]);
      if (i + 1 < n)
        table[i][j] = max_score(table[i][j], table[i + 1][j]);
      if (j - 1 >= 0 && i + 1 < n) {
        if (i < j - 1)
          table[i][j] = max_score(table[i][j],
                                  table[i + 1][j - 1] + match(seq[i], seq[j]));
        else
          table[i][j] = max_score(table[i][j], table[i + 1][j - 1]);
      }
      for (int k = i + 1; k < j; k++)
        table[i][j] = max_score(table[i][j], table[i][k] + table[k + 1][j]);
    }
  }
}

// Longest common subsequence over C arrays, with std::max.
#pragma loopgen offload
#pragma loopgen array(a[n], b[m])
#pragma loopgen validate(n = 40, m = 31)
void lcs(int n, int m, const int *a, const int *b, int L[N][N]) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' run as wavefronts wave = i + j, in parallel over 'i' within each
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++)
      L[i][j] = a[i - 1] % 3 == b[j - 1] % 3
                    ? L[i - 1][j - 1] + 1
                    : std::max(L[i - 1][j], L[i][j - 1]);
}

// Edit distance on nested vectors, the cost through a helper, a local for
// the substitution.
static float cheapest(float x, float y, float z) {
  float c = x < y ? x : y;
  return c < z ? c : z;
}
#pragma loopgen offload
#pragma loopgen array(s[n], t[m], d[n + 1][m + 1])
#pragma loopgen validate(n = 33, m = 47)
void edit(int n, int m, const std::vector<float> &s,
          const std::vector<float> &t, std::vector<std::vector<float>> &d) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' run as wavefronts wave = i + j, in parallel over 'i' within each
  for (int i = 1; i <= n; ++i) {
    for (int j = 1; j <= m; ++j) {
      float sub = s[i - 1] == t[j - 1] ? 0.0f : 1.0f;
      d[i][j] = cheapest(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + sub);
    }
  }
}

// Row-major flat with an extent of m + 1: the subscripts are divided by
// the stride m + 1 into two dimensions (Reshape/sum-extents.cpp).
#pragma loopgen offload
#pragma loopgen array(F[n + 1][m + 1])
#pragma loopgen validate(n = 20, m = 9)
void flat(int n, int m, long *F) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' run as wavefronts wave = i + j
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++)
      F[i * (m + 1) + j] = F[(i - 1) * (m + 1) + j] + F[i * (m + 1) + j - 1];
}
// VALID: PASS: 4 of 4 functions match the sequential original
