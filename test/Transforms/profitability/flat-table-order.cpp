// RUN: loopgen %s -o /dev/null 2>&1 | FileCheck %s
// The order of the data a function touches counts the dimensions an
// access moves along, not its subscripts as written: a flat table
// `L[i * (m + 1) + j]` is two, as `L[i][j]` is. An LCS of cheap cells
// stays on the host in both styles (the flat one went to the GPU, where
// its tiles lose to the core).
#include <algorithm>
#define N 100

#pragma loopgen offload
void lcs_carray(int n, int m, const char a[N], const char b[N],
                int L[N + 1][N + 1]) {
  // CHECK: :[[@LINE+1]]:3: warning: 'lcs_carray' runs on the host as written: the loop over the wavefronts holds as much of the work as any loop and would run its wavefronts in tiles, but each cell does fewer than 5 operations
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++)
      L[i][j] = a[i - 1] == b[j - 1] ? L[i - 1][j - 1] + 1
                                     : std::max(L[i - 1][j], L[i][j - 1]);
}

#pragma loopgen offload
#pragma loopgen array(a[n], b[m], L[(n + 1) * (m + 1)])
void lcs_flat(int n, int m, const char *a, const char *b, int *L) {
  // CHECK: :[[@LINE+1]]:3: warning: 'lcs_flat' runs on the host as written: the loop over the wavefronts holds as much of the work as any loop and would run its wavefronts in tiles, but each cell does fewer than 5 operations
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++)
      L[i * (m + 1) + j] =
          a[i - 1] == b[j - 1]
              ? L[(i - 1) * (m + 1) + j - 1] + 1
              : std::max(L[(i - 1) * (m + 1) + j], L[i * (m + 1) + j - 1]);
}

// A convolution walks one dimension of x along i + j: its work (n * m)
// is more than its data, and it runs on the GPU.
#pragma loopgen offload
#pragma loopgen array(x[n + m], h[m], y[n])
void convolve(int n, int m, const float *x, const float *h, float *y) {
  // CHECK-NOT: warning: 'convolve'
  for (int i = 0; i < n; i++) {
    float s = 0;
    for (int j = 0; j < m; j++)
      s += x[i + j] * h[j];
    y[i] = s;
  }
}
