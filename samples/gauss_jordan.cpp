// Batched Gauss-Jordan elimination (seed 000's third example, best effort):
// invert many small matrices at once. Each system is a 32x32 matrix
// augmented with the identity; no pivoting (the inputs are diagonally
// dominant, see init).
void init(int batch, int n, float *a) {
  for (int b = 0; b < batch; ++b)
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < 2 * n; ++j)
        a[(b * n + i) * 2 * n + j] =
            j < n ? (i == j ? n + 1.0f : 1.0f / (1 + i + j))
                  : (j - n == i ? 1.0f : 0.0f);
}

#pragma loopgen offload
#pragma loopgen array(a[batch][n][2 * n])
#pragma loopgen validate(batch = 512, n = 32) init(init) tolerance(1e-3)
void gauss_jordan(int batch, int n, float *a) {
  for (int b = 0; b < batch; ++b)
    for (int k = 0; k < n; ++k) {
      float pivot = a[(b * n + k) * 2 * n + k];
      for (int j = 0; j < 2 * n; ++j)
        a[(b * n + k) * 2 * n + j] /= pivot;
      for (int i = 0; i < n; ++i)
        if (i != k) {
          float f = a[(b * n + i) * 2 * n + k];
          for (int j = 0; j < 2 * n; ++j)
            a[(b * n + i) * 2 * n + j] -= f * a[(b * n + k) * 2 * n + j];
        }
    }
}
