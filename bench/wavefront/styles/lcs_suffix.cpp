// Longest common subsequence from the ends of both strings: the table of
// suffixes, both loops counting down, std::max.
#include <algorithm>
#ifndef N
#define N 2000
#endif
static void init_lcs(int n, int m, const char a[N], const char b[N],
                     int S[N + 1][N + 1]) {
  char *x = const_cast<char *>(a), *y = const_cast<char *>(b);
  for (int i = 0; i < n; i++)
    x[i] = 'a' + (i * 7) % 5;
  for (int j = 0; j < m; j++)
    y[j] = 'a' + (j * 3) % 5;
  for (int i = 0; i <= n; i++)
    for (int j = 0; j <= m; j++)
      S[i][j] = 0;
}
#pragma loopgen offload
#pragma loopgen validate(n = N, m = N) init(init_lcs)
void lcs_suffix(int n, int m, const char a[N], const char b[N],
                int S[N + 1][N + 1]) {
  for (int i = n - 1; i >= 0; i--)
    for (int j = m - 1; j >= 0; j--) {
      if (a[i] == b[j])
        S[i][j] = S[i + 1][j + 1] + 1;
      else
        S[i][j] = std::max(S[i + 1][j], S[i][j + 1]);
    }
}
