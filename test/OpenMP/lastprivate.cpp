// RUN: loopgen %s --openmp -Rpass=loopgen-parallelism -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: loopgen %s --openmp --emit=loopir -o - 2>&1 | FileCheck %s --check-prefix=IR
// RUN: loopgen %s --openmp --validate --emulate --size n=3000 | FileCheck %s
// lastprivate(x): x leaves the loop with its last iteration's value (and
// keeps its own where the loop runs no iteration; OpenMP leaves that value
// unspecified, so the original compiled with OpenMP is no reference for it).
// Each iteration writes its own copy; the last stores it, which the
// dependence test sees.
#include <omp.h>

// REMARK: lastprivate.cpp:[[@LINE+5]]:3: remark: loop over 'i' is parallel: annotated ('#pragma omp parallel for'), and proven free of loop-carried dependences
float scale_last(int n, const float *in, float *out) {
  float last = -1.0f;
  float scale = 2.0f;
#pragma omp parallel for firstprivate(scale) lastprivate(last)
  for (int i = 0; i < n; ++i) {
    last = in[i] * scale;
    out[i] = last;
  }
  return last;
}

// Downwards, with a value that only the last iteration computes.
double first_ratio(int n, const double *a, double *r) {
  double q = 0.0;
#pragma omp parallel for lastprivate(q)
  for (int i = n - 1; i >= 0; --i) {
    q = a[i] / (1.0 + a[i]);
    r[i] = q * q;
  }
  return q;
}
// IR-LABEL: func scale_last
// IR: array last_last: float[1]
// IR: for i in [0, n) parallel (asserted parallel) [#pragma omp parallel for]
// IR: var last_it: float = last
// IR: if i == n - 1 {
// IR-NEXT: last_last[0] = last_it
// IR: if 0 < n
// IR-NEXT: last = last_last[0]
// CHECK: RESULT function=scale_last status=PASS
// CHECK: RESULT function=first_ratio status=PASS
// CHECK: PASS: 2 of 2
