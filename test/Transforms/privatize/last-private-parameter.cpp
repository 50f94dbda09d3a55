// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --print-after=privatize -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --force-gpu --validate --emulate --size nr=1 --size nq=0 --size n=1 --size m=0 | FileCheck %s --check-prefix=VALID
// A parameter array used as a temporary of a loop nest (PolyBench's
// doitgen) gets a private copy in each iteration; the last iteration writes
// the parameter itself, which ends as the sequential loop leaves it. An
// array whose iterations write different elements is not such a temporary.

// CHECK: :[[@LINE+7]]:3: remark: parameter 'sum' is a temporary of the loops over 'r', 'q': every read in an iteration follows a write in the same iteration, and each writes the same elements; the iterations use a copy 'sum_private' and the last one 'sum' itself, which ends as the loop leaves it
// CHECK: :[[@LINE+6]]:3: remark: loop over 'r' is parallel: proven free of loop-carried dependences
// CHECK: :[[@LINE+6]]:5: remark: loop over 'q' is parallel: proven free of loop-carried dependences
#pragma loopgen offload
#pragma loopgen array(A[nr][nq][np], C4[np][np], sum[np])
#pragma loopgen validate(nr = 10, nq = 8, np = 12)
void doitgen(int nr, int nq, int np, double *A, const double *C4, double *sum) {
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      for (int p = 0; p < np; p++) {
        sum[p] = 0.0;
        for (int s = 0; s < np; s++)
          sum[p] += A[(r * nq + q) * np + s] * C4[s * np + p];
      }
      for (int p = 0; p < np; p++)
        A[(r * nq + q) * np + p] = sum[p];
    }
}
// IR: for r in [0, nr) sequential {
// IR-NEXT: for q in [0, nq) sequential {
// IR-NEXT: array sum_private: double[np]
// IR-NEXT: if (r == nr - 1) && (q == nq - 1) {
// IR: sum[p] = 0.0
// IR: } else {
// IR: sum_private[p] = 0.0

// A row buffer of one loop, read in another order than written.
// CHECK: :[[@LINE+5]]:3: remark: parameter 'tmp' is a temporary of the loop over 'i'
#pragma loopgen offload
#pragma loopgen array(x[n][m], tmp[m], out[n][m])
#pragma loopgen validate(n = 9, m = 11)
void rows_tmp(int n, int m, const float *x, float *tmp, float *out) {
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      tmp[j] = x[i * m + j] * 2;
    for (int j = 0; j < m; j++)
      out[i * m + j] = tmp[j] + tmp[m - 1 - j];
  }
}

// The elements written move with the loop: no temporary.
// CHECK-NOT: parameter 'row' is a temporary
// CHECK: :[[@LINE+5]]:3: remark: loop over 'i' is sequential
#pragma loopgen offload
#pragma loopgen array(row[n], out[n][n])
#pragma loopgen validate(n = 30)
void moving(int n, float *row, float *out) {
  for (int i = 0; i < n; i++) {
    row[i] = i;
    for (int j = 0; j <= i; j++)
      out[i * n + j] = row[j];
  }
}

// VALID: PASS: 3 of 3 functions match the sequential original
