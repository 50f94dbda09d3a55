// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: hint pragmas: `#pragma unroll` on the inner coefficient loop of
//            a high-order stencil, `__restrict__` pointer parameters; the
//            coefficients are a function-local `static const float` table.
// Field:     seismic imaging (reverse-time migration kernels), the 8th-order
//            finite-difference second derivative along x of a 2-D pressure
//            field.
// Computes:  lap[z][x] = (c0 p[z][x] + sum_{k=1..4} ck (p[z][x-k] + p[z][x+k]))
//            * inv_dx2 for 4 <= x < nx-4, and 0 in the four-point halo on
//            each side.
// GPU:       z and x are parallel (2-D grid, x on threadIdx.x); the k loop is
//            unrolled per thread; neighbouring threads reuse each other's p
//            values (a candidate for a shared-memory row tile). No
//            reduction.
#pragma loopgen offload
#pragma loopgen array(p[nz][nx], lap[nz][nx])
#pragma loopgen validate(nz = 64, nx = 256, inv_dx2 = 100.0f)
void d2dx2_fd8(int nz, int nx, float inv_dx2, const float *__restrict__ p,
               float *__restrict__ lap) {
  static const float c[5] = {-205.0f / 72.0f, 8.0f / 5.0f, -1.0f / 5.0f,
                             8.0f / 315.0f, -1.0f / 560.0f};
  for (int z = 0; z < nz; ++z) {
    const float *row = p + z * nx;
    for (int x = 0; x < nx; ++x) {
      if (x < 4 || x >= nx - 4) {
        lap[z * nx + x] = 0.0f;
      } else {
        float acc = c[0] * row[x];
#pragma unroll
        for (int k = 1; k <= 4; ++k)
          acc += c[k] * (row[x - k] + row[x + k]);
        lap[z * nx + x] = acc * inv_dx2;
      }
    }
  }
}
