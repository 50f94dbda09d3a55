// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: both early exits: `if (nrays == 0) return;` at the top of the
//            function and `break` at the first hit in a per-ray loop over
//            occluders (an any-hit query, so the first hit is enough).
// Field:     rendering / ray tracing, shadow rays against a sphere soup.
// Computes:  shadowed[r] = 1 if ray r = orig + t * dir hits any sphere for
//            t in (1e-4, tmax), else 0. Directions need not be normalized.
//            Sphere radii are 0.05 * sph[4s+3].
// GPU:       the loop over rays is parallel, one thread per ray; the loop
//            over spheres is sequential per thread and ends early at the
//            break (divergent). The sphere table is read-only, read by every
//            thread in the same order (broadcast). No reduction.
#include <cmath>

#pragma loopgen offload
#pragma loopgen array(orig[nrays][3], dir[nrays][3], sph[nspheres][4], shadowed[nrays])
#pragma loopgen validate(nrays = 4096, nspheres = 200, tmax = 10.0f)
void shadow_rays(int nrays, int nspheres, float tmax, const float *orig,
                 const float *dir, const float *sph, int *shadowed) {
  if (nrays == 0)
    return;
  for (int r = 0; r < nrays; ++r) {
    const float ox = orig[3 * r], oy = orig[3 * r + 1], oz = orig[3 * r + 2];
    const float dx = dir[3 * r], dy = dir[3 * r + 1], dz = dir[3 * r + 2];
    const float a = dx * dx + dy * dy + dz * dz;
    int hit = 0;
    for (int s = 0; s < nspheres; ++s) {
      const float lx = sph[4 * s] - ox;
      const float ly = sph[4 * s + 1] - oy;
      const float lz = sph[4 * s + 2] - oz;
      const float rad = 0.05f * sph[4 * s + 3];
      const float b = lx * dx + ly * dy + lz * dz;
      const float c = lx * lx + ly * ly + lz * lz - rad * rad;
      const float disc = b * b - a * c;
      if (a > 1e-12f && disc >= 0.0f) {
        const float t = (b - std::sqrt(disc)) / a;
        if (t > 1e-4f && t < tmax) {
          hit = 1;
          break;
        }
      }
    }
    shadowed[r] = hit;
  }
}
