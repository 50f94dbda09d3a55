// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, second round); see the comment below for what it computes.
// Forward kinematics of many planar 2-link robot arms.
#include <cmath>

struct ArmState {
  float theta1, theta2;
  int id;
};

struct Pose {
  float elbow_x, elbow_y;
  float tip_x, tip_y;
};

#pragma loopgen offload
#pragma loopgen array(arms[count], out[count])
#pragma loopgen validate(count = 50000, l1 = 0.5f, l2 = 0.35f)
void forward_kinematics(int count, float l1, float l2, const ArmState *arms,
                        Pose *out) {
  for (int k = 0; k < count; ++k) {
    const ArmState &a = arms[k];
    float c1 = cosf(a.theta1), s1 = sinf(a.theta1);
    float c12 = cosf(a.theta1 + a.theta2), s12 = sinf(a.theta1 + a.theta2);
    Pose p;
    p.elbow_x = l1 * c1;
    p.elbow_y = l1 * s1;
    p.tip_x = p.elbow_x + l2 * c12;
    p.tip_y = p.elbow_y + l2 * s12;
    // arms with odd id are mounted mirrored
    if (a.id % 2 == 1) {
      p.elbow_x = -p.elbow_x;
      p.tip_x = -p.tip_x;
    }
    out[k] = p;
  }
}
