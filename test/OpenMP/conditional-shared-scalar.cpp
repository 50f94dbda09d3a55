// RUN: loopgen %s --openmp -Rpass=loopgen-parallelism -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: loopgen %s --openmp --validate --emulate --size n=40,d=6 | FileCheck %s
// A shared scalar written by one iteration of an OpenMP loop (the bias
// slot of a gradient, `else *grad_b = ...` at j == d, through an output
// parameter bound to a local): not a proven dependence, so the claim is
// trusted (it was an error: "scalar 'gb' is written in the loop but is not
// a reduction"). A scalar written by every iteration still is one.
#include <vector>

static void combine(int n, int d, const double *partial, float *grad,
                    float *grad_b) {
  // REMARK: conditional-shared-scalar.cpp:[[@LINE+2]]:3: remark: loop over 'j' is parallel, as its '#pragma omp parallel for' claims (loopgen cannot prove it: scalar 'gb' is written in the loop but is not a reduction
#pragma omp parallel for
  for (int j = 0; j <= d; ++j) {
    double s = 0.0;
    for (int t = 0; t < 4; ++t)
      s += partial[t * (d + 1) + j];
    if (j < d)
      grad[j] = (float)(s / n);
    else
      *grad_b = (float)(s / n);
  }
}

float gradient_step(int n, int d, const std::vector<double> &partial,
                    std::vector<float> &w) {
  std::vector<float> grad(d);
  float gb = 0.0f;
  combine(n, d, partial.data(), grad.data(), &gb);
#pragma omp parallel for
  for (int j = 0; j < d; ++j)
    w[j] -= 0.1f * grad[j];
  return gb;
}
// CHECK: PASS: 2 of 2 functions match the sequential original
