// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: double buffering with local pointers `double *a = u, *b = tmp;`
//            swapped by std::swap each step; the copy-back is chosen by a
//            pointer comparison `if (a != u)` after the time loop.
// Field:     engineering heat transfer, explicit (FTCS) conduction along a
//            1-D rod with both ends held at fixed temperatures.
// Computes:  `steps` updates u_i <- u_i + r (u_{i-1} - 2 u_i + u_{i+1}) for
//            interior points; u[0] and u[n-1] never change. The final
//            profile is left in u.
// GPU:       the time loop is sequential (host loop or persistent kernel);
//            the interior loop is a parallel 3-point stencil; the roles of
//            u and tmp alternate with the parity of t. The boundary copy and
//            the final copy-back are parallel or single-element work.
#include <utility>

#pragma loopgen offload
#pragma loopgen array(u[n], tmp[n])
#pragma loopgen validate(n = 4000, steps = 151, r = 0.25)
void heat_rod(int n, int steps, double r, double *u, double *tmp) {
  // Ends are fixed: give the scratch buffer the same boundary values.
  tmp[0] = u[0];
  tmp[n - 1] = u[n - 1];

  double *a = u, *b = tmp;
  for (int t = 0; t < steps; ++t) {
    for (int i = 1; i < n - 1; ++i)
      b[i] = a[i] + r * (a[i - 1] - 2.0 * a[i] + a[i + 1]);
    std::swap(a, b);
  }

  // After an odd number of steps the newest profile sits in tmp.
  if (a != u) {
    for (int i = 0; i < n; ++i)
      u[i] = a[i];
  }
}
