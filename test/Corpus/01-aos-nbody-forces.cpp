// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: array of structs, read through a pointer (const Particle *p,
//            p[i].x, p[j].m).
// Field:     astrophysics, direct-summation N-body.
// Computes:  the softened gravitational acceleration on every body from all
//            bodies (the self term is zero because dx = dy = dz = 0).
// GPU:       the loop over i is parallel, one thread per body; the loop over
//            j is a sequential per-thread sum into three private
//            accumulators. p is read-only: each element is a 16-byte record
//            {x, y, z, m} that can move with one vector load. ax, ay, az are
//            written once per i.
#include <cmath>

struct Particle {
  float x, y, z, m;
};

#pragma loopgen offload
#pragma loopgen array(p[n], ax[n], ay[n], az[n])
#pragma loopgen validate(n = 1000, G = 1.0f, eps2 = 0.01f)
void nbody_accel(int n, float G, float eps2, const Particle *p, float *ax,
                 float *ay, float *az) {
  for (int i = 0; i < n; ++i) {
    const float xi = p[i].x, yi = p[i].y, zi = p[i].z;
    float sx = 0.0f, sy = 0.0f, sz = 0.0f;
    for (int j = 0; j < n; ++j) {
      const float dx = p[j].x - xi;
      const float dy = p[j].y - yi;
      const float dz = p[j].z - zi;
      const float r2 = dx * dx + dy * dy + dz * dz + eps2;
      const float inv_r = 1.0f / std::sqrt(r2);
      const float s = p[j].m * inv_r * inv_r * inv_r;
      sx += s * dx;
      sy += s * dy;
      sz += s * dz;
    }
    ax[i] = G * sx;
    ay[i] = G * sy;
    az[i] = G * sz;
  }
}
