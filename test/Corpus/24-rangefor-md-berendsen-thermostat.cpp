// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: range-based for over a flat std::vector<float> of velocity
//            components (3 per atom): a kinetic-energy reduction, then
//            `for (auto &v : vel) v *= lambda;`; a guard return at the top.
// Field:     molecular dynamics, Berendsen weak-coupling thermostat.
// Computes:  the instantaneous temperature T = sum m v^2 / dof (k_B = 1,
//            dof = 3 natoms - 3), rescales all velocities by
//            lambda = sqrt(1 + tau_ratio (T0 / T - 1)), and returns T.
// GPU:       first loop: parallel + reduction over 3*natoms components;
//            lambda is a scalar computed on the reduced value; second loop:
//            parallel element-wise scaling. No dependence between elements.
#include <cmath>
#include <vector>

#pragma loopgen offload
#pragma loopgen array(vel[3 * natoms])
#pragma loopgen validate(natoms = 1000, mass = 1.0f, T0 = 0.1f, tau_ratio = 0.1f)
float berendsen_rescale(int natoms, float mass, float T0, float tau_ratio,
                        std::vector<float> &vel) {
  if (natoms < 2)
    return 0.0f;
  float twice_ke = 0.0f;
  for (float v : vel)
    twice_ke += mass * v * v;
  const float T = twice_ke / static_cast<float>(3 * natoms - 3);
  if (T <= 0.0f)
    return 0.0f;
  const float lambda = std::sqrt(1.0f + tau_ratio * (T0 / T - 1.0f));
  for (auto &v : vel)
    v *= lambda;
  return T;
}
