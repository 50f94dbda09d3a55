// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, second round); see the comment below for what it computes.
// 2-D acoustic wave equation, second order in time, three rotating buffers.
#include <cmath>

static inline int idx(int i, int j, int nx) { return i * nx + j; }

#pragma loopgen offload
#pragma loopgen array(u_prev[ny][nx], u_curr[ny][nx], u_next[ny][nx], vel[ny][nx])
#pragma loopgen validate(nx = 256, ny = 192, nsteps = 20, dt = 0.001f, dx = 0.01f)
void wave2d(int nx, int ny, int nsteps, float dt, float dx,
            float *u_prev, float *u_curr, float *u_next, const float *vel) {
  const float inv_dx2 = 1.0f / (dx * dx);
  for (int step = 0; step < nsteps; ++step) {
    for (int i = 1; i < ny - 1; ++i) {
      for (int j = 1; j < nx - 1; ++j) {
        float lap = (u_curr[idx(i + 1, j, nx)] + u_curr[idx(i - 1, j, nx)] +
                     u_curr[idx(i, j + 1, nx)] + u_curr[idx(i, j - 1, nx)] -
                     4.0f * u_curr[idx(i, j, nx)]) * inv_dx2;
        float c = vel[idx(i, j, nx)];
        u_next[idx(i, j, nx)] = 2.0f * u_curr[idx(i, j, nx)] -
                                u_prev[idx(i, j, nx)] + c * c * dt * dt * lap;
      }
    }
    // rigid boundaries
    for (int j = 0; j < nx; ++j) {
      u_next[j] = 0.0f;
      u_next[(ny - 1) * nx + j] = 0.0f;
    }
    for (int i = 0; i < ny; ++i) {
      u_next[i * nx] = 0.0f;
      u_next[i * nx + nx - 1] = 0.0f;
    }
    // rotate: prev <- curr <- next <- prev
    float *tmp = u_prev;
    u_prev = u_curr;
    u_curr = u_next;
    u_next = tmp;
  }
}
