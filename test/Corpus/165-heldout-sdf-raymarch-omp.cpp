// RUN: loopgen %s --openmp --size width=256 --size height=192 --size nsph=6 --size max_steps=64 --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, eighth round. A ray march: a while loop calling a loop over spheres, in an OpenMP target loop); kept as written.
// Sphere-tracing renderer for a signed-distance-field scene (ground plane,
// a torus and a list of spheres), offloaded with OpenMP target directives.
// Output is a grey-scale image with Lambert shading and a cheap
// step-count ambient-occlusion term.
#include <omp.h>
#include <cmath>

#pragma omp declare target
static inline float sd_sphere(float px, float py, float pz,
                              float cx, float cy, float cz, float r)
{
    const float dx = px - cx, dy = py - cy, dz = pz - cz;
    return std::sqrt(dx * dx + dy * dy + dz * dz) - r;
}

static inline float sd_torus(float px, float py, float pz, float R, float r)
{
    const float q = std::sqrt(px * px + pz * pz) - R;
    return std::sqrt(q * q + py * py) - r;
}

// spheres: packed (cx, cy, cz, radius)
static inline float scene_sdf(float px, float py, float pz, const float* spheres, int nsph)
{
    float d = py + 1.0f;                                   // ground plane y = -1
    d = std::fmin(d, sd_torus(px, py + 0.5f, pz - 4.0f, 1.0f, 0.3f));
    for (int k = 0; k < nsph; ++k) {
        const float* s = spheres + 4 * k;
        d = std::fmin(d, sd_sphere(px, py, pz, s[0], s[1], s[2], std::fabs(s[3])));
    }
    return d;
}
#pragma omp end declare target

void render_sdf(const float* spheres, int nsph, float* img, int width, int height,
                float fov_deg, int max_steps, float max_dist)
{
    const int npix = width * height;
    const float aspect = (float)width / (float)height;
    const float tan_half = std::tan(0.5f * fov_deg * 3.14159265f / 180.0f);
    const float lx = 0.577f, ly = 0.577f, lz = -0.577f;   // light direction

    #pragma omp target teams distribute parallel for map(to: spheres[0:4*nsph]) map(from: img[0:npix])
    for (int p = 0; p < npix; ++p) {
        const int x = p % width, y = p / width;
        // camera at origin looking down +z
        float dx = (2.0f * (x + 0.5f) / width - 1.0f) * tan_half * aspect;
        float dy = (1.0f - 2.0f * (y + 0.5f) / height) * tan_half;
        float dz = 1.0f;
        const float inv_len = 1.0f / std::sqrt(dx * dx + dy * dy + dz * dz);
        dx *= inv_len; dy *= inv_len; dz *= inv_len;

        float t = 0.0f;
        int steps = 0;
        bool hit = false;
        while (steps < max_steps && t < max_dist) {
            const float d = scene_sdf(t * dx, t * dy, t * dz, spheres, nsph);
            if (d < 1e-3f * (1.0f + t)) { hit = true; break; }
            t += d;
            ++steps;
        }

        float shade = 0.1f;                                   // sky
        if (hit) {
            const float hx = t * dx, hy = t * dy, hz = t * dz, e = 1e-3f;
            float nx = scene_sdf(hx + e, hy, hz, spheres, nsph) - scene_sdf(hx - e, hy, hz, spheres, nsph);
            float ny = scene_sdf(hx, hy + e, hz, spheres, nsph) - scene_sdf(hx, hy - e, hz, spheres, nsph);
            float nz = scene_sdf(hx, hy, hz + e, spheres, nsph) - scene_sdf(hx, hy, hz - e, spheres, nsph);
            const float nl = std::sqrt(nx * nx + ny * ny + nz * nz) + 1e-12f;
            nx /= nl; ny /= nl; nz /= nl;
            const float diffuse = std::fmax(nx * lx + ny * ly + nz * lz, 0.0f);
            const float ao = 1.0f - (float)steps / (float)max_steps;
            shade = 0.15f + 0.85f * diffuse * ao;
        }
        img[p] = shade;
    }
}
