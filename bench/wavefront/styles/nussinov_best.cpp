// A nussinov-like table through a local maximum: `if (x > best) best = x`
// over the k loop, doubles, the neighbours first.
#ifndef N
#define N 2500
#endif
static void init_table(int n, int seq[N], double table[N][N]) {
  for (int i = 0; i < n; i++)
    seq[i] = (i * 7 + 3) % 4;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      table[i][j] = 0;
}
#pragma loopgen offload
#pragma loopgen validate(n = N) init(init_table)
void nussinov_best(int n, int seq[N], double table[N][N]) {
  for (int i = n - 2; i >= 0; i--)
    for (int j = i + 1; j < n; j++) {
      double best = table[i][j - 1];
      if (table[i + 1][j] > best)
        best = table[i + 1][j];
      double d = table[i + 1][j - 1];
      if (i < j - 1 && seq[i] + seq[j] == 3)
        d += 1.0;
      if (d > best)
        best = d;
      for (int k = i + 1; k < j; k++) {
        double x = table[i][k] + table[k + 1][j];
        if (x > best)
          best = x;
      }
      table[i][j] = best;
    }
}
