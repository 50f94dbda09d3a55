// RUN: loopgen %s --openmp -Rpass=loopgen-parallelism -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: loopgen %s --openmp --validate --emulate --size n=200 | FileCheck %s
// A correct 'reduction(+: w)' on an inner loop, where loopgen runs the
// outer loop in parallel itself (w is private to its iterations): the inner
// loop runs in each outer thread, and the clause is no error.
#define N 256

#pragma loopgen validate(n = N)
void prefix_rows(int n, double a[N], double y[N]) {
  int i, j;
  double w;
  // REMARK: reduction-in-parallel-loop.cpp:[[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (i = 0; i < n; i++) {
    w = 1.0;
    // REMARK: reduction-in-parallel-loop.cpp:[[@LINE+2]]:5: remark: loop over 'j' runs sequentially in each thread of the enclosing parallel loop, which holds its reduction's scalar ('#pragma omp parallel for' holds)
#pragma omp parallel for reduction(+: w)
    for (j = 0; j < i; j++)
      w += a[j];
    y[i] = w;
  }
}
// CHECK: PASS: 1 of 1
