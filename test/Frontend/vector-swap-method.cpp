// RUN: loopgen %s -Rpass=loopgen-lower -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK --allow-empty
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size steps=3 | FileCheck %s
// Double buffering with std::vector's own swap, `u.swap(next)`: the same
// rotation as std::swap(u, next), the caller's vector holding the last step.
#include <vector>

#pragma loopgen offload
#pragma loopgen validate(n = 5000, steps = 4)
void diffuse(int n, int steps, std::vector<float> &u) {
  std::vector<float> next(n);
  // REMARK-NOT: error
  for (int t = 0; t < steps; ++t) {
    next[0] = u[0];
    next[n - 1] = u[n - 1];
    for (int i = 1; i < n - 1; ++i)
      next[i] = 0.25f * u[i - 1] + 0.5f * u[i] + 0.25f * u[i + 1];
    u.swap(next);
  }
}
// CHECK: RESULT function=diffuse status=PASS
