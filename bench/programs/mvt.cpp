// Matrix-vector products in both orientations (mvt): x1 = A y1, x2 = A^T y2.
#pragma loopgen offload
#pragma loopgen array(A[n][n], y1[n], y2[n], x1[n], x2[n])
#pragma loopgen validate(n = 4000)
void mvt(int n, const float *A, const float *y1, const float *y2, float *x1,
         float *x2) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      x1[i] += A[i * n + j] * y1[j];
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      x2[i] += A[j * n + i] * y2[j];
}
