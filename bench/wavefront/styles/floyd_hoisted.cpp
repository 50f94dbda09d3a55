// Floyd-Warshall with d[i][k] read once per row into a local, as people
// write it.
#ifndef N
#define N 2000
#endif
static void init_paths(int n, double d[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      d[i][j] = i == j ? 0 : 1 + (i * 7 + j * 13) % 23;
}
#pragma loopgen offload
#pragma loopgen validate(n = N) init(init_paths)
void floyd_hoisted(int n, double d[N][N]) {
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++) {
      double dik = d[i][k];
      for (int j = 0; j < n; j++)
        if (dik + d[k][j] < d[i][j])
          d[i][j] = dik + d[k][j];
    }
}
