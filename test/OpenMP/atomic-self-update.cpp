// RUN: loopgen %s --openmp -Rpass=loopgen-parallelism -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: loopgen %s --openmp --validate --emulate | FileCheck %s
// RUN: loopgen %s --openmp -o - | FileCheck %s --check-prefix=OUT
// '#pragma omp atomic' on y[j] = y[j] + e is the atomic add y[j] += e:
// the loop runs in parallel with atomic adds, whichever way it is written.
// The copies of the original in the output (and the harness) write it
// y[j] += e: nvcc's front end writes y[j] = y[j] + e back as
// (y[j]) = ((y[j]) + (e)), which GCC refuses under the pragma.
// OUT: {{^}}#pragma omp atomic
// OUT-NEXT: {{^ *}}y[j] += A[i][j];
#define N 8

#pragma loopgen validate(n = N)
void column_sums(int n, double A[N][N], double y[N]) {
  int i, j;
  // REMARK: atomic-self-update.cpp:[[@LINE+2]]:3: remark: loop over 'i' is parallel: annotated ('#pragma omp parallel for'), and proven free of loop-carried dependences apart from a reduction (atomic updates of 'y')
#pragma omp parallel for private(j)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
#pragma omp atomic
      y[j] = y[j] + A[i][j];
}
// CHECK: PASS: 1 of 1
