// RUN: loopgen %s --openmp --validate --emulate --size n=4096 --size inv_dx2=100.0 --size width=32 --size strength=0.5 --size gain=2.0 | FileCheck %s
// CHECK: PASS: [[N:[1-9][0-9]*]] of [[N]] functions match the sequential original
// Style: "#pragma omp parallel for" whose body calls a static inline helper and reads
//        a const float coeffs[5] stencil table; "firstprivate(scale) lastprivate(last)".
// Field: Seismic imaging (acoustic finite-difference modelling along a 1-D trace).
// Computes: 4th-order second derivative with a sponge (absorbing) taper at the ends,
//           and gain-scaling of a recorded trace returning its last scaled sample.

#include <cmath>
#include <cstdio>
#include <vector>
#include <omp.h>

// Cerjan-style sponge damping factor: 1 in the interior, decays near either end.
static inline float sponge_taper(int i, int n, int width, float strength)
{
    int d = (i < n - 1 - i) ? i : (n - 1 - i);
    if (d >= width)
        return 1.0f;
    float r = (float)(width - d) / (float)width;
    return expf(-strength * r * r);
}

void fd4_laplacian(const float *u, float *lap, int n, float inv_dx2,
                   int width, float strength)
{
    const float coeffs[5] = {-1.0f / 12.0f, 4.0f / 3.0f, -5.0f / 2.0f,
                             4.0f / 3.0f, -1.0f / 12.0f};

#pragma omp parallel for schedule(static)
    for (int i = 2; i < n - 2; ++i) {
        float acc = 0.0f;
        for (int k = 0; k < 5; ++k)
            acc += coeffs[k] * u[i + k - 2];
        lap[i] = acc * inv_dx2 * sponge_taper(i, n, width, strength);
    }
}

float scale_trace(std::vector<float> &trace, std::vector<float> &out, int n,
                  float gain)
{
    float scale = gain;
    float last = 0.0f;

#pragma omp parallel for firstprivate(scale) lastprivate(last)
    for (int i = 0; i < n; ++i) {
        float s = trace[i] * scale;
        out[i] = s;
        last = s;
    }
    return last;
}

int main()
{
    const int n = 4096;
    std::vector<float> u(n), lap(n, 0.0f), out(n, 0.0f);
    for (int i = 0; i < n; ++i) {
        float x = (float)(i - n / 2) / 64.0f;
        u[i] = expf(-x * x);
    }
    fd4_laplacian(u.data(), lap.data(), n, 100.0f, 32, 0.5f);
    float last = scale_trace(lap, out, n, 2.0f);
    std::printf("lap[n/2]=%f last=%f\n", lap[n / 2], last);
    return 0;
}
