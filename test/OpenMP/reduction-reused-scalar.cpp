// RUN: loopgen %s --openmp -Rpass=loopgen-parallelism -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: loopgen %s --openmp --validate --emulate --size n=64 | FileCheck %s
// One scalar declared at the top serves several loops (PolyBench's ludcmp):
// loopgen gives each loop its own copy, and a reduction clause naming the
// scalar names that copy.
#include <omp.h>

void forward_backward(int n, const double *A, const double *b, double *y,
                      double *x) {
#pragma omp target data map(to: A[0:n*n], b[0:n]) map(alloc: y[0:n]) map(from: x[0:n])
  {
    double w;
    int i, j;
    for (i = 0; i < n; i++) {
      w = b[i];
      // REMARK: reduction-reused-scalar.cpp:[[@LINE+2]]:7: remark: loop over 'j' is parallel: annotated ('#pragma omp target teams distribute parallel for'), and proven free of loop-carried dependences apart from a reduction (+ into 'w_1')
#pragma omp target teams distribute parallel for reduction(-: w)
      for (j = 0; j < i; j++)
        w -= A[i * n + j] * y[j];
      y[i] = w;
    }
    for (i = n - 1; i >= 0; i--) {
      w = y[i];
#pragma omp target teams distribute parallel for reduction(-: w)
      for (j = i + 1; j < n; j++)
        w -= A[i * n + j] * x[j];
      x[i] = w / (1.0 + A[i * n + i] * A[i * n + i]);
    }
  }
}
// CHECK: PASS: 1 of 1
