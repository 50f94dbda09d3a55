// RUN: env OMP_NUM_THREADS=2 loopgen %s --openmp --validate --emulate --size n=10000 | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 loopgen %s --openmp --validate --emulate --size n=7 | FileCheck %s
// Per-thread partial results indexed by omp_get_thread_num() (Rodinia's
// k-means and streamcluster): loopgen runs the function as one OpenMP
// thread would, and validation runs the original with one thread too (with
// two, its partials land in other slots and the comparison failed).
#include <omp.h>

#pragma loopgen array(part[64 * 4], key[n], x[n])
void partials(int n, const int *key, const float *x, float *part) {
  int i;
#pragma omp parallel
  {
    int tid = omp_get_thread_num();
#pragma omp for
    for (i = 0; i < n; i++)
      part[tid * 4 + (key[i] & 3)] += x[i];
  }
}
// CHECK: PASS: 1 of 1 functions match the sequential original
