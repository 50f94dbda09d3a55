// RUN: loopgen %s -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=40 --size m=33 | FileCheck %s --check-prefix=VALID
// Wavefronts that run in tiles are not launch-bound. Their work is of the
// order of their data, so a cell must cost the CPU more than copying it
// to the GPU and back: from 5 operations a cell (Smith-Waterman's 9) the
// function runs on the GPU from 1024 iterations a launch, on the host
// below; an LCS's 3 keep it on the host (bench/wavefront/tiles.sh).
#include <algorithm>
#define N 64

#pragma loopgen offload
#pragma loopgen validate(n = 50, m = 47)
void local_alignment(int n, int m, const char a[N], const char b[N],
                     int H[N + 1][N + 1], int best[1]) {
  int score = 0;
  // CHECK: :[[@LINE+1]]:3: warning: 'local_alignment' runs on the host as written when its kernels have few iterations per launch (below LOOPGEN_HOST_BELOW, 1024 by default for wavefronts of tiles, at run time)
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++) {
      int h = std::max(0, std::max(H[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 3 : -3),
                                   std::max(H[i - 1][j] - 2, H[i][j - 1] - 2)));
      H[i][j] = h;
      score = std::max(score, h);
    }
  best[0] = score;
}

#pragma loopgen offload
#pragma loopgen validate(n = 50, m = 47)
void common_prefixes(int n, int m, const char a[N], const char b[N],
                     int L[N + 1][N + 1]) {
  // CHECK: :[[@LINE+1]]:3: warning: 'common_prefixes' runs on the host as written: the loop over the wavefronts holds as much of the work as any loop and would run its wavefronts in tiles, but each cell does fewer than 5 operations
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++)
      L[i][j] = a[i - 1] == b[j - 1] ? L[i - 1][j - 1] + 1
                                     : std::max(L[i - 1][j], L[i][j - 1]);
}
// VALID: PASS: 2 of 2 functions match the sequential original
