// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: range-based for over std::vector<float>: a by-value reduction
//            `for (float g : grad) ss += g * g;` and an in-place update
//            through a reference `for (auto &g : grad) g *= s;`.
// Field:     machine-learning training, the two halves of an optimizer
//            utility (global gradient norm, then rescaling).
// Computes:  grad_l2_norm returns ||grad||_2; scale_grad multiplies every
//            gradient component by s.
// GPU:       grad_l2_norm: the range-for is a parallel loop over
//            [0, grad.size()) with `ss` a + reduction, the sqrt on the
//            result. scale_grad: a plain parallel loop writing grad in place.
//            n gives the vectors' size (checked against size()).
#include <cmath>
#include <vector>

#pragma loopgen offload
#pragma loopgen array(grad[n])
#pragma loopgen validate(n = 10000)
float grad_l2_norm(int n, const std::vector<float> &grad) {
  float ss = 0.0f;
  for (float g : grad)
    ss += g * g;
  return std::sqrt(ss);
}

#pragma loopgen offload
#pragma loopgen array(grad[n])
#pragma loopgen validate(n = 10000, s = 0.125f)
void scale_grad(int n, float s, std::vector<float> &grad) {
  for (auto &g : grad)
    g *= s;
}
