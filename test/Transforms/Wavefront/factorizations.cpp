// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --validate --emulate --size n=2 | FileCheck %s --check-prefix=VALID
// LU written row by row, as PolyBench writes it: for each row, the part
// left of the diagonal (a triangular solve along the row), then the rest.
// The two loops over j cover [0, i) and [i, n): fused, they run in the
// same order, and the nest runs as wavefronts i + j.
#define N 64

static void init_spd(int n, double A[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
}

#pragma loopgen offload
#pragma loopgen validate(n = 37) init(init_spd)
void lu(int n, double A[N][N]) {
  int i, j, k;
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' run as wavefronts wave = i + j, in parallel over 'i' within each
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
    }
    for (j = i; j < n; j++) {
      for (k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
    }
  }
}

// The same with a scalar accumulator and loops declaring their indices.
#pragma loopgen offload
#pragma loopgen array(A[n][n])
#pragma loopgen validate(n = 29)
void lu_local(int n, float *A) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' run as wavefronts wave = i + j, in parallel over 'i' within each
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      float w = A[i * n + j];
      for (int k = 0; k < j; k++)
        w -= A[i * n + k] * A[k * n + j];
      A[i * n + j] = w / A[j * n + j];
    }
    for (int c = i; c < n; c++) {
      float w = A[i * n + c];
      for (int k = 0; k < i; k++)
        w -= A[i * n + k] * A[k * n + c];
      A[i * n + c] = w;
    }
  }
}
// VALID: PASS: 2 of 2 functions match the sequential original
