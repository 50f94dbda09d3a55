// LU without pivoting with one loop over the row, the k bound the lesser
// of i and j held in a local first (`int m = j < i ? j : i;`).
#ifndef N
#define N 2000
#endif
static void init_lu(int n, double *A) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i * n + j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
}
#pragma loopgen offload
#pragma loopgen array(A[n * n])
#pragma loopgen validate(n = N) init(init_lu)
void lu_local_bound(int n, double *A) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int m = j < i ? j : i;
      for (int k = 0; k < m; k++)
        A[i * n + j] -= A[i * n + k] * A[k * n + j];
      if (j < i)
        A[i * n + j] /= A[j * n + j];
    }
}
