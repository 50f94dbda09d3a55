// RUN: loopgen %s --openmp -o %t.cu 2>&1 | FileCheck %s
// RUN: loopgen %s --openmp --validate --emulate --size n1=64,n2=128 | FileCheck %s --check-prefix=VALID
// Rodinia's back-propagation layer as written: a reduction clause on a
// scalar that each iteration sets before reading it is legal OpenMP (the
// clause changes nothing); loopgen warns and keeps the scalar private.
void layer_forward(int n1, int n2, const float *w, const float *x, float *y) {
  float sum;
  int j, k;
  // CHECK: reduction-set-each-iteration.c:[[@LINE+1]]:1: warning: 'reduction(+: sum)' is ignored: each iteration sets 'sum' before it reads it
#pragma omp parallel for private(k) reduction(+: sum)
  for (j = 0; j < n2; j++) {
    sum = 0.0f;
    for (k = 0; k < n1; k++)
      sum += w[k * n2 + j] * x[k];
    y[j] = sum;
  }
}
// VALID: PASS: 1 of 1 functions match the sequential original
