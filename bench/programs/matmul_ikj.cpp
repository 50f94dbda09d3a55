// Matrix product written in i, k, j order on flat arrays: the loop over k
// carries the accumulation, the loop over j inside it is parallel. loopgen
// recovers the shapes from the flat extents, then moves j outside k, so one
// kernel with (i, j) on the grid runs k in each thread (instead of the host
// launching a kernel per k).
#pragma loopgen offload
#pragma loopgen array(A[n * p], B[p * m], C[n * m])
#pragma loopgen validate(n = 512, m = 384, p = 256)
void matmul_ikj(int n, int m, int p, const float *A, const float *B,
                float *C) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      C[i * m + j] = 0.0f;
  for (int i = 0; i < n; ++i)
    for (int k = 0; k < p; ++k)
      for (int j = 0; j < m; ++j)
        C[i * m + j] += A[i * p + k] * B[k * m + j];
}
