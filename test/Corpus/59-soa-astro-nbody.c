// RUN: loopgen %s --openmp --validate --emulate --size n=256 --size G=1.0 --size eps2=0.01 --size dt=0.001 | FileCheck %s
// CHECK: PASS: [[N:[1-9][0-9]*]] of [[N]] functions match the sequential original
// Style: all-pairs N-body in struct-of-arrays layout; "#pragma omp parallel for"
//        over bodies, sequential inner loop accumulating into local fx/fy/fz.
// Field: Astrophysics (gravitational N-body / stellar dynamics).
// Computes: softened gravitational forces with sqrtf, then a semi-implicit
//           Euler (kick-drift) update of velocities and positions.

#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

void nbody_forces(const float *x, const float *y, const float *z,
                  const float *m, float *fxo, float *fyo, float *fzo,
                  int n, float G, float eps2)
{
#pragma omp parallel for schedule(static)
    for (int i = 0; i < n; ++i) {
        const float xi = x[i];
        const float yi = y[i];
        const float zi = z[i];
        float fx = 0.0f, fy = 0.0f, fz = 0.0f;

        for (int j = 0; j < n; ++j) {
            if (j == i)
                continue;
            float dx = x[j] - xi;
            float dy = y[j] - yi;
            float dz = z[j] - zi;
            float r2 = dx * dx + dy * dy + dz * dz + eps2;
            float inv_r = 1.0f / sqrtf(r2);
            float inv_r3 = inv_r * inv_r * inv_r;
            float s = G * m[j] * inv_r3;
            fx += s * dx;
            fy += s * dy;
            fz += s * dz;
        }

        fxo[i] = m[i] * fx;
        fyo[i] = m[i] * fy;
        fzo[i] = m[i] * fz;
    }
}

void nbody_integrate(float *x, float *y, float *z,
                     float *vx, float *vy, float *vz,
                     const float *fx, const float *fy, const float *fz,
                     const float *m, int n, float dt)
{
#pragma omp parallel for
    for (int i = 0; i < n; ++i) {
        float inv_m = 1.0f / (fabsf(m[i]) + 1.0e-6f);
        vx[i] += dt * fx[i] * inv_m;
        vy[i] += dt * fy[i] * inv_m;
        vz[i] += dt * fz[i] * inv_m;
        x[i] += dt * vx[i];
        y[i] += dt * vy[i];
        z[i] += dt * vz[i];
    }
}

int main(void)
{
    const int n = 256;
    const int steps = 4;
    float *x = (float *)malloc(n * sizeof(float));
    float *y = (float *)malloc(n * sizeof(float));
    float *z = (float *)malloc(n * sizeof(float));
    float *vx = (float *)calloc(n, sizeof(float));
    float *vy = (float *)calloc(n, sizeof(float));
    float *vz = (float *)calloc(n, sizeof(float));
    float *m = (float *)malloc(n * sizeof(float));
    float *fx = (float *)malloc(n * sizeof(float));
    float *fy = (float *)malloc(n * sizeof(float));
    float *fz = (float *)malloc(n * sizeof(float));

    srand(42);
    for (int i = 0; i < n; ++i) {
        x[i] = (float)rand() / RAND_MAX - 0.5f;
        y[i] = (float)rand() / RAND_MAX - 0.5f;
        z[i] = (float)rand() / RAND_MAX - 0.5f;
        m[i] = 1.0f / n;
    }

    for (int s = 0; s < steps; ++s) {
        nbody_forces(x, y, z, m, fx, fy, fz, n, 1.0f, 0.01f);
        nbody_integrate(x, y, z, vx, vy, vz, fx, fy, fz, m, n, 0.001f);
    }
    printf("x[0]=%f y[0]=%f z[0]=%f\n", x[0], y[0], z[0]);

    free(x); free(y); free(z); free(vx); free(vy); free(vz);
    free(m); free(fx); free(fy); free(fz);
    return 0;
}
