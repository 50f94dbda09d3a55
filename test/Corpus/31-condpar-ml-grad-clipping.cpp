// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: a parallel loop under a data-dependent condition: a norm
//            reduction, then `if (norm > max_norm) for (...) g[i] *= ...;`.
// Field:     machine-learning training, clipping the global gradient norm
//            before the optimizer step.
// Computes:  returns the pre-clipping L2 norm of grad; if it exceeds
//            max_norm, scales grad so that its norm becomes max_norm.
// GPU:       the first loop is a parallel + reduction; the condition is
//            evaluated on the reduced scalar (on the host after copying it
//            back, or on the device by the kernel's threads); the second
//            loop is parallel and launched (or executed) only when the
//            condition holds. With the validation sizes the branch is taken
//            (norm of 10000 values in [0, 1) ~ 57 > 1).
#include <cmath>

#pragma loopgen offload
#pragma loopgen array(grad[n])
#pragma loopgen validate(n = 10000, max_norm = 1.0f)
float clip_grad_norm(int n, float max_norm, float *grad) {
  float sq = 0.0f;
  for (int i = 0; i < n; ++i)
    sq += grad[i] * grad[i];
  const float norm = std::sqrt(sq);
  if (norm > max_norm) {
    for (int i = 0; i < n; ++i)
      grad[i] *= max_norm / norm;
  }
  return norm;
}
