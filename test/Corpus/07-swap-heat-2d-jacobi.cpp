// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: double buffering, std::swap(cur, nxt) of two local pointers
//            inside a time loop around a parallel stencil.
// Field:     PDE stencils, explicit heat equation (FTCS) on a plate with a
//            fixed (Dirichlet) boundary.
// Computes:  `steps` explicit diffusion steps of the 5-point Laplacian; the
//            newest field ends in u (copied back from the scratch buffer
//            when steps is odd).
// GPU:       the time loop t stays sequential on the host (or one persistent
//            kernel); the (j, i) nest inside is parallel, a 2-D grid. After
//            the swap the kernel must read the other buffer: the roles of u
//            and scratch alternate with the parity of t. The first copy and
//            the final copy-back are parallel loops. No reduction.
#include <utility>

#pragma loopgen offload
#pragma loopgen array(u[ny][nx], scratch[ny][nx])
#pragma loopgen validate(nx = 128, ny = 96, steps = 20, alpha = 0.2f)
void heat2d(int nx, int ny, int steps, float alpha, float *u, float *scratch) {
  // Both buffers start with the same values, so the boundary is the same
  // whichever buffer holds the current step.
  for (int k = 0; k < nx * ny; ++k)
    scratch[k] = u[k];

  float *cur = u;
  float *nxt = scratch;
  for (int t = 0; t < steps; ++t) {
    for (int j = 1; j < ny - 1; ++j) {
      for (int i = 1; i < nx - 1; ++i) {
        const int c = j * nx + i;
        nxt[c] = cur[c] + alpha * (cur[c - 1] + cur[c + 1] + cur[c - nx] +
                                   cur[c + nx] - 4.0f * cur[c]);
      }
    }
    std::swap(cur, nxt);
  }

  // After an odd number of steps the newest field is in scratch.
  if (steps % 2 == 1) {
    for (int k = 0; k < nx * ny; ++k)
      u[k] = scratch[k];
  }
}
