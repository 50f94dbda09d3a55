// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 2 of 2 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, seventh round. A guard on a float parameter before a pointer rotation); kept as written.
// Passive scalar transport on a doubly periodic grid with first-order upwind
// differencing and forward-Euler time stepping.  The velocity field is given
// at cell centres; q is advanced nsteps times using q_work as scratch.
#include <cmath>
#include <utility>

#pragma loopgen offload
#pragma loopgen validate(nx = 256, ny = 256, nsteps = 20, dt = 0.1, dx = 1.0)
void advect_upwind(int nx, int ny, int nsteps, float dt, float dx,
                   const float *u, const float *v, float *q, float *q_work) {
  if (nx < 2 || ny < 2 || dx <= 0.0f) return;
  const float c = dt / dx;

  float *cur = q;
  float *nxt = q_work;
  for (int s = 0; s < nsteps; ++s) {
    for (int j = 0; j < ny; ++j) {
      const int jm = j == 0 ? ny - 1 : j - 1;
      const int jp = j == ny - 1 ? 0 : j + 1;
      for (int i = 0; i < nx; ++i) {
        const int im = i == 0 ? nx - 1 : i - 1;
        const int ip = i == nx - 1 ? 0 : i + 1;
        const float uc = u[j * nx + i];
        const float vc = v[j * nx + i];
        const float qc = cur[j * nx + i];
        const float dqx = uc > 0.0f ? qc - cur[j * nx + im] : cur[j * nx + ip] - qc;
        const float dqy = vc > 0.0f ? qc - cur[jm * nx + i] : cur[jp * nx + i] - qc;
        nxt[j * nx + i] = qc - c * (uc * dqx + vc * dqy);
      }
    }
    std::swap(cur, nxt);
  }

  // After an odd number of steps the answer sits in the scratch buffer.
  if (cur != q)
    for (int k = 0; k < nx * ny; ++k) q[k] = cur[k];
}

// Total scalar mass and its maximum, for conservation/monotonicity checks.
#pragma loopgen offload
#pragma loopgen validate(nx = 256, ny = 256)
float scalar_diagnostics(int nx, int ny, const float *q, float *qmax) {
  if (nx <= 0 || ny <= 0) return 0.0f;
  float mass = 0.0f;
  float hi = q[0];
  for (int j = 0; j < ny; ++j)
    for (int i = 0; i < nx; ++i) {
      mass += q[j * nx + i];
      hi = std::fmax(hi, q[j * nx + i]);
    }
  *qmax = hi;
  return mass;
}
