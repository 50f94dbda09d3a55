// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=1 --size m=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=6 --size m=35 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --strict-fp -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRICT
// A scalar that the nest only accumulates into (a running best score, a
// residual) no longer keeps it sequential: each wavefront's iterations
// reduce into it, in any order, as a parallel loop's would. Under
// --strict-fp a floating-point sum keeps its order, and the nest stays.
#include <algorithm>
#include <cmath>
#define N 64

// Smith-Waterman: the best local alignment score.
#pragma loopgen offload
#pragma loopgen validate(n = 40, m = 47)
void local_alignment(int n, int m, const char a[N], const char b[N],
                     int H[N + 1][N + 1], int best[1]) {
  int score = 0;
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' run as wavefronts wave = i + j, in parallel over 'i' (reducing max into 'score') within each
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++) {
      int h = std::max(0, std::max(H[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 3 : -3),
                                   std::max(H[i - 1][j] - 2, H[i][j - 1] - 2)));
      H[i][j] = h;
      score = std::max(score, h);
    }
  best[0] = score;
}

// Gauss-Seidel sweeps, each measuring how much it changed.
#pragma loopgen offload
#pragma loopgen validate(n = 30, m = 3)
void sweeps(int n, int m, double u[N][N], double change[N]) {
  for (int t = 0; t < m; t++) {
    double diff = 0.0;
    // CHECK: :[[@LINE+2]]:5: remark: loops over 'i', 'j' run as wavefronts wave = i + j, in parallel over 'i' (reducing + into 'diff') within each
    // STRICT: :[[@LINE+1]]:5: remark: loops over 'i', 'j' do not run as wavefronts
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++) {
        double v = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
        diff += std::fabs(v - u[i][j]);
        u[i][j] = v;
      }
    change[t] = diff;
  }
}
// VALID: PASS: 2 of 2 functions match the sequential original
