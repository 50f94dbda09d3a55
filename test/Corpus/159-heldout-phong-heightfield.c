// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, ninth round. C structs of structs built and returned by value); kept as written.
/* Phong shading of a terrain height field lit by a single point light.
 * Normals come from central differences (one-sided at the clamped border),
 * the light is attenuated with distance, output is linear RGB in [0,1]. */
#include <math.h>

typedef struct { float x, y, z; } vec3;
typedef struct { vec3 pos; vec3 color; float power; } point_light;
typedef struct { vec3 ambient; vec3 diffuse; float specular; float shininess; } material;

static inline vec3 v3(float x, float y, float z) { vec3 r; r.x = x; r.y = y; r.z = z; return r; }
static inline vec3 vsub(vec3 a, vec3 b) { return v3(a.x - b.x, a.y - b.y, a.z - b.z); }
static inline vec3 vscale(vec3 a, float s) { return v3(a.x * s, a.y * s, a.z * s); }
static inline float vdot(vec3 a, vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static inline vec3 vnorm(vec3 a)
{
    float l = sqrtf(vdot(a, a));
    return l > 1e-20f ? vscale(a, 1.0f / l) : v3(0.0f, 0.0f, 1.0f);
}
static inline int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }
static inline float sat(float v) { return v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v); }

#pragma loopgen validate(w = 128, h = 128, cell = 1.0f, zscale = 8.0f, light_x = 40.0f, light_y = 90.0f, light_z = 60.0f, eye_x = 64.0f, eye_y = -40.0f, eye_z = 120.0f, shininess = 24.0f)
#pragma loopgen offload
void phong_heightfield(const float *height, float *rgb, int w, int h,
                       float cell, float zscale,
                       float light_x, float light_y, float light_z,
                       float eye_x, float eye_y, float eye_z, float shininess)
{
    point_light L;
    material M;
    vec3 eye = v3(eye_x, eye_y, eye_z);
    int i, j;

    L.pos = v3(light_x, light_y, light_z);
    L.color = v3(1.0f, 0.95f, 0.85f);
    L.power = 1.0f;
    M.ambient = v3(0.08f, 0.10f, 0.12f);
    M.diffuse = v3(0.35f, 0.55f, 0.25f);
    M.specular = 0.4f;
    M.shininess = shininess;

    for (j = 0; j < h; ++j) {
        for (i = 0; i < w; ++i) {
            int il = clampi(i - 1, 0, w - 1), ir = clampi(i + 1, 0, w - 1);
            int jd = clampi(j - 1, 0, h - 1), ju = clampi(j + 1, 0, h - 1);
            float sx = (ir - il) * cell, sy = (ju - jd) * cell;
            float dzdx = sx > 0.0f ? (height[j * w + ir] - height[j * w + il]) * zscale / sx : 0.0f;
            float dzdy = sy > 0.0f ? (height[ju * w + i] - height[jd * w + i]) * zscale / sy : 0.0f;

            vec3 n = vnorm(v3(-dzdx, -dzdy, 1.0f));
            vec3 p = v3(i * cell, j * cell, height[j * w + i] * zscale);
            vec3 to_light = vsub(L.pos, p);
            float d2 = vdot(to_light, to_light);
            vec3 l = vnorm(to_light);
            vec3 v = vnorm(vsub(eye, p));

            float ndl = vdot(n, l);
            float diff = ndl > 0.0f ? ndl : 0.0f;
            float spec = 0.0f;
            if (ndl > 0.0f) {
                vec3 r = vsub(vscale(n, 2.0f * ndl), l);
                float rv = vdot(r, v);
                if (rv > 0.0f) spec = powf(rv, M.shininess);
            }
            float att = L.power / (1.0f + 1e-4f * d2);

            float *px = rgb + 3 * (j * w + i);
            px[0] = sat(M.ambient.x + att * L.color.x * (M.diffuse.x * diff + M.specular * spec));
            px[1] = sat(M.ambient.y + att * L.color.y * (M.diffuse.y * diff + M.specular * spec));
            px[2] = sat(M.ambient.z + att * L.color.z * (M.diffuse.z * diff + M.specular * spec));
        }
    }
}
