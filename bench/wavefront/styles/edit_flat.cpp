// Edit distance over a flat (n + 1) x (m + 1) table, the row stride held
// in a local (`int w = m + 1;`), the minimum of three taken with ifs.
#ifndef N
#define N 2000
#endif
static void init_text(int n, int m, char *a, char *b, int *D) {
  for (int i = 0; i < n; i++)
    a[i] = 'a' + (i * 7) % 4;
  for (int j = 0; j < m; j++)
    b[j] = 'a' + (j * 5) % 4;
  for (int k = 0; k < (n + 1) * (m + 1); k++)
    D[k] = 0;
}
#pragma loopgen offload
#pragma loopgen array(a[n], b[m], D[(n + 1) * (m + 1)])
#pragma loopgen validate(n = N, m = N) init(init_text)
void edit_flat(int n, int m, char *a, char *b, int *D) {
  int w = m + 1;
  for (int i = 0; i <= n; i++)
    D[i * w] = i;
  for (int j = 0; j <= m; j++)
    D[j] = j;
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++) {
      int c = a[i - 1] == b[j - 1] ? 0 : 1;
      int best = D[(i - 1) * w + j] + 1;
      if (D[i * w + j - 1] + 1 < best)
        best = D[i * w + j - 1] + 1;
      if (D[(i - 1) * w + j - 1] + c < best)
        best = D[(i - 1) * w + j - 1] + c;
      D[i * w + j] = best;
    }
}
