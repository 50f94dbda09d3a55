// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, third round); see the comment below for what it computes.
// Graphics: primary rays against a small scene of spheres, nearest hit
// per ray, then Lambert shading of the hit with one directional light.
#include <cmath>

struct Ray { float ox, oy, oz, dx, dy, dz; };
struct Sphere { float cx, cy, cz, r; };
struct Hit { float t; int id; };

static inline float hit_sphere(const Ray &ray, const Sphere &s) {
  const float ocx = ray.ox - s.cx, ocy = ray.oy - s.cy, ocz = ray.oz - s.cz;
  const float b = ocx * ray.dx + ocy * ray.dy + ocz * ray.dz;
  const float c = ocx * ocx + ocy * ocy + ocz * ocz - s.r * s.r;
  const float disc = b * b - c;
  if (disc < 0.0f)
    return -1.0f;
  const float sq = std::sqrt(disc);
  float t = -b - sq;
  if (t > 1e-4f)
    return t;
  t = -b + sq;
  return t > 1e-4f ? t : -1.0f;
}

#pragma loopgen offload
#pragma loopgen array(rays[nrays], spheres[nspheres], hits[nrays], shade[nrays])
#pragma loopgen validate(nrays = 65536, nspheres = 32, lx = 0.3f, ly = 0.8f, lz = 0.52f)
void trace_primary(int nrays, int nspheres, float lx, float ly, float lz,
                   const Ray *rays, const Sphere *spheres, Hit *hits, float *shade) {
  for (int i = 0; i < nrays; ++i) {
    const Ray r = rays[i];
    Hit best{1e30f, -1};
    for (int s = 0; s < nspheres; ++s) {
      const float t = hit_sphere(r, spheres[s]);
      if (t > 0.0f && t < best.t) {
        best.t = t;
        best.id = s;
      }
    }
    hits[i] = best;
    if (best.id < 0) {
      shade[i] = 0.0f;
      continue;
    }
    const Sphere &s = spheres[best.id];
    const float px = r.ox + best.t * r.dx, py = r.oy + best.t * r.dy, pz = r.oz + best.t * r.dz;
    const float inv_r = 1.0f / s.r;
    const float nx = (px - s.cx) * inv_r, ny = (py - s.cy) * inv_r, nz = (pz - s.cz) * inv_r;
    shade[i] = std::fmax(0.0f, nx * lx + ny * ly + nz * lz);
  }
}
