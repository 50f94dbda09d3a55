// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, tenth round. C structs of structs, a helper given &b); kept as written.
/* Velocity-Verlet integration of independent tethered particles (a cheap
 * cloth/dust effect): gravity, a spring back to the origin, linear drag,
 * and an inelastic bounce on the ground plane z = 0. */
#include <math.h>

#define GRAVITY   9.81f
#define TETHER_K  4.0f
#define DRAG      0.15f
#define RESTITUTION 0.7f

typedef struct {
    float x, y, z;
} vec3_t;

typedef struct {
    vec3_t pos;
    vec3_t vel;
    float mass;
    float radius;
} body_t;

static vec3_t v3_add(vec3_t a, vec3_t b) { vec3_t r = {a.x + b.x, a.y + b.y, a.z + b.z}; return r; }
static vec3_t v3_scale(vec3_t a, float s) { vec3_t r = {a.x * s, a.y * s, a.z * s}; return r; }

static vec3_t body_accel(const body_t *b)
{
    float inv_m = b->mass > 1e-6f ? 1.0f / b->mass : 0.0f;
    vec3_t f;
    f.x = -TETHER_K * b->pos.x - DRAG * b->vel.x;
    f.y = -TETHER_K * b->pos.y - DRAG * b->vel.y;
    f.z = -TETHER_K * b->pos.z - DRAG * b->vel.z;
    vec3_t a = v3_scale(f, inv_m);
    a.z -= GRAVITY;
    return a;
}

#pragma loopgen validate(n = 100000, nsteps = 20, dt = 0.001)
#pragma loopgen offload
void integrate_bodies(body_t *bodies, int n, int nsteps, float dt)
{
    int i, s;
    for (i = 0; i < n; i++) {
        body_t b = bodies[i];
        vec3_t a = body_accel(&b);
        for (s = 0; s < nsteps; s++) {
            /* x(t+dt) = x + v dt + a dt^2 / 2 */
            b.pos = v3_add(b.pos, v3_add(v3_scale(b.vel, dt), v3_scale(a, 0.5f * dt * dt)));
            vec3_t v_half = v3_add(b.vel, v3_scale(a, 0.5f * dt));
            b.vel = v_half;
            a = body_accel(&b);
            b.vel = v3_add(v_half, v3_scale(a, 0.5f * dt));
            if (b.pos.z < b.radius) {
                b.pos.z = b.radius;
                if (b.vel.z < 0.0f)
                    b.vel.z = -RESTITUTION * b.vel.z;
            }
        }
        bodies[i] = b;
    }
}
