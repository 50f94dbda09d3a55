// RUN: loopgen %s --force-gpu --stop-after=copy-in -Rpass=loopgen-copy-in -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --force-gpu --stop-after=copy-in -Rpass=loopgen-copy-in -o /dev/null 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: loopgen %s --force-gpu --validate --emulate --size n=37 --size m=19 | FileCheck %s --check-prefix=VALID
// Parameter arrays the function writes whole before it reads them are not
// copied in: the harness poisons device buffers, so a read the analysis
// missed would fail validation. Each function below holds one that is not
// copied in, and one (or more) that must be.

// A product into a temporary, then a product of the temporary (2mm).
#pragma loopgen offload
#pragma loopgen array(a[n][m], b[m][n], tmp[n][n], d[n][n])
void products(int n, int m, const float *a, const float *b, float *tmp,
              float *d) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      tmp[i * n + j] = 0;
      for (int k = 0; k < m; k++)
        tmp[i * n + j] += a[i * m + k] * b[k * n + j];
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        d[i * n + j] += tmp[i * n + k] * tmp[k * n + j];
}
// CHECK-DAG: remark: array 'tmp' is not copied to the GPU: a kernel overwrites every element before anything reads it

// A recurrence along each row, forward and backward (deriche), then both.
#pragma loopgen offload
#pragma loopgen array(x[n][m], fw[n][m], bw[n][m], out[n][m])
void rows(int n, int m, const float *x, float *fw, float *bw, float *out) {
  for (int i = 0; i < n; i++) {
    float prev = 0;
    for (int j = 0; j < m; j++) {
      fw[i * m + j] = x[i * m + j] + 0.5f * prev;
      prev = fw[i * m + j];
    }
  }
  for (int i = 0; i < n; i++) {
    float next = 0;
    for (int j = m - 1; j >= 0; j--) {
      bw[i * m + j] = x[i * m + j] + 0.25f * next;
      next = bw[i * m + j];
    }
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      out[i * m + j] = fw[i * m + j] + bw[i * m + j];
}
// CHECK-DAG: remark: array 'fw' is not copied to the GPU
// CHECK-DAG: remark: array 'bw' is not copied to the GPU
// CHECK-DAG: remark: array 'out' is not copied to the GPU

// Copied in: a neighbour read in the kernel that writes the array, a read
// under a write made only where a condition holds, a read in a kernel before
// the one that writes the array whole.
#pragma loopgen offload
#pragma loopgen array(x[n], ahead[n], some[n], late[n], y[n], z[n], w[n])
void exposed(int n, const float *x, float *ahead, float *some, float *late,
             float *y, float *z, float *w) {
  for (int i = 0; i < n; i++) {
    ahead[i] = x[i];
    y[i] = ahead[(i + 1) % n];
  }
  for (int i = 0; i < n; i++) {
    if (x[i] > 0)
      some[i] = x[i];
    z[i] = some[i];
  }
  for (int i = 0; i < n; i++)
    some[i] = 0;
  for (int i = 0; i < n; i++)
    w[i] = late[i];
  for (int i = 0; i < n; i++)
    late[i] = x[i];
}
// CHECK-NOT: remark: array '{{ahead|some|late|x}}'

// VALID: RESULT function=products status=PASS
// VALID: RESULT function=rows status=PASS
// VALID: RESULT function=exposed status=PASS

// Copied in: the write is under a loop that runs no iteration at i = 0,
// so a[0] keeps the caller's value (which validation cannot see: the
// harness poisons the host's outputs alike).
#pragma loopgen offload
#pragma loopgen array(b[n][n], zt[n])
void zero_trip(int n, const float *b, float *zt) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      zt[i] = b[j * n + i];
}
// ZERO-NOT: remark: array 'zt'
