// Smith-Waterman local alignment: the table and the best score, kept in a
// local the loops only take the maximum into.
#include <algorithm>
#ifndef N
#define N 2000
#endif
static void init_seqs(int n, int m, char a[N], char b[N], int H[N + 1][N + 1],
                      int best[1]) {
  for (int i = 0; i < n; i++)
    a[i] = 'a' + (i * 7) % 4;
  for (int j = 0; j < m; j++)
    b[j] = 'a' + (j * 5) % 4;
  for (int i = 0; i <= n; i++)
    for (int j = 0; j <= m; j++)
      H[i][j] = 0;
  best[0] = 0;
}
#pragma loopgen offload
#pragma loopgen validate(n = N, m = N) init(init_seqs)
void smith_waterman(int n, int m, char a[N], char b[N], int H[N + 1][N + 1],
                    int best[1]) {
  int score = 0;
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++) {
      int h = std::max(0, std::max(H[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 3 : -3),
                                   std::max(H[i - 1][j] - 2, H[i][j - 1] - 2)));
      H[i][j] = h;
      score = std::max(score, h);
    }
  best[0] = score;
}
