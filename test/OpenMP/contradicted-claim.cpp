// RUN: %exit1 loopgen %s --openmp -o %t.cu 2>&1 | FileCheck %s
// An OpenMP loop with a dependence loopgen proves: the claim is wrong, and
// the error names both accesses.
// CHECK: contradicted-claim.cpp:[[@LINE+2]]:1: error: '#pragma omp parallel for' on a loop with a loop-carried dependence
void prefix(int n, float *a) {
#pragma omp parallel for
  for (int i = 1; i < n; ++i)
    a[i] = a[i - 1] + 1.0f;
}
