// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: parallel loops on both branches of a data-dependent `if`:
//            a max reduction gives the CFL number; a stable step runs the
//            upwind update, an unstable one copies the old field (the caller
//            then retries with a smaller dt).
// Field:     computational fluid dynamics, first-order upwind advection of
//            a scalar q by a non-negative velocity field u in 1-D.
// Computes:  qnew[i] = q[i] - dt/dx u[i] (q[i] - q[i-1]) (qnew[0] = q[0])
//            when cfl = max|u| dt/dx <= cfl_max, else qnew = q; returns cfl.
// GPU:       loop 1: parallel max reduction (exact); the branch on the
//            reduced scalar; loop 2 (either branch): parallel, each
//            iteration reading q[i-1] and q[i] and writing only qnew[i].
#include <algorithm>
#include <cmath>

#pragma loopgen offload
#pragma loopgen array(u[n], q[n], qnew[n])
#pragma loopgen validate(n = 10000, dt = 0.001f, dx = 0.01f, cfl_max = 0.9f)
float advect_if_stable(int n, float dt, float dx, float cfl_max,
                       const float *u, const float *q, float *qnew) {
  float umax = 0.0f;
  for (int i = 0; i < n; ++i)
    umax = std::max(umax, std::fabs(u[i]));
  const float cfl = umax * dt / dx;

  if (cfl <= cfl_max) {
    const float c = dt / dx;
    qnew[0] = q[0];
    for (int i = 1; i < n; ++i)
      qnew[i] = q[i] - c * u[i] * (q[i] - q[i - 1]);
  } else {
    for (int i = 0; i < n; ++i)
      qnew[i] = q[i];
  }
  return cfl;
}
