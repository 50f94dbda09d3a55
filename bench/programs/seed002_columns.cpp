// Seed 002's uncoalesced example: the parallel loop over j encloses the one
// over i, so a warp along i would touch A[i][j] n elements apart; loopgen
// puts j on threadIdx.x instead (interchange inside the band).
#pragma loopgen offload
#pragma loopgen array(A[m][n], B[m][n])
#pragma loopgen validate(m = 4096, n = 4096)
void columns(int m, int n, const float *B, float *A) {
  for (int j = 0; j < n; ++j)
    for (int i = 0; i < m; ++i)
      A[i * n + j] = 2 * B[i * n + j] + 1;
}
