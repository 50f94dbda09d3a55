// RUN: loopgen %s --openmp --validate --emulate --size n=4096 --size h=64 --size w=64 --size kappa=0.1 --size lambda=0.2 | FileCheck %s
// CHECK: PASS: [[N:[1-9][0-9]*]] of [[N]] functions match the sequential original
// Style: Rodinia SRAD/hotspot-style image filter under #pragma omp parallel for with
//        neighbours clamped at the border ((x == 0) ? x : x - 1, (x == w-1) ? x : x + 1),
//        and a separate statistics loop with reduction(+: sum, sum2).
// Field: Image processing (edge-preserving denoising).
// Computes: one explicit step of Perona-Malik anisotropic diffusion with conduction
//           c = 1 / (1 + (|grad I| / kappa)^2), and the image mean, variance and q0^2.

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <omp.h>

#pragma loopgen array(img[h * w], out[h * w])
void perona_malik_step(const float *img, float *out, int h, int w, float kappa, float lambda)
{
    const float inv_k2 = 1.0f / (kappa * kappa);

#pragma omp parallel for
    for (int y = 0; y < h; y++) {
        int yn = (y == 0) ? y : y - 1;
        int ys = (y == h - 1) ? y : y + 1;
        for (int x = 0; x < w; x++) {
            int xw = (x == 0) ? x : x - 1;
            int xe = (x == w - 1) ? x : x + 1;

            float c0 = img[y * w + x];
            float gN = img[yn * w + x] - c0;
            float gS = img[ys * w + x] - c0;
            float gW = img[y * w + xw] - c0;
            float gE = img[y * w + xe] - c0;

            float cN = 1.0f / (1.0f + gN * gN * inv_k2);
            float cS = 1.0f / (1.0f + gS * gS * inv_k2);
            float cW = 1.0f / (1.0f + gW * gW * inv_k2);
            float cE = 1.0f / (1.0f + gE * gE * inv_k2);

            out[y * w + x] = c0 + lambda * (cN * gN + cS * gS + cW * gW + cE * gE);
        }
    }
}

/* stats[0] = mean, stats[1] = variance, stats[2] = q0^2 = var / mean^2 (SRAD speckle scale) */
void image_stats(const float *img, double *stats, int n)
{
    double sum = 0.0;
    double sum2 = 0.0;

#pragma omp parallel for reduction(+: sum, sum2)
    for (int i = 0; i < n; i++) {
        double v = img[i];
        sum += v;
        sum2 += v * v;
    }

    double mean = sum / n;
    double var = sum2 / n - mean * mean;
    stats[0] = mean;
    stats[1] = var;
    stats[2] = (mean != 0.0) ? var / (mean * mean) : 0.0;
}

int main()
{
    const int h = 64;
    const int w = 64;
    const int n = h * w;
    const int steps = 10;
    const float kappa = 0.1f;
    const float lambda = 0.2f;

    std::vector<float> a(n), b(n);
    double s_before[3], s_after[3];

    /* bright square on a dark background plus uniform noise */
    srand(7);
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            float base = (x > w / 4 && x < 3 * w / 4 && y > h / 4 && y < 3 * h / 4) ? 0.8f : 0.2f;
            a[y * w + x] = base + 0.05f * ((float)rand() / (float)RAND_MAX - 0.5f);
        }

    image_stats(a.data(), s_before, n);
    for (int s = 0; s < steps; s++) {
        perona_malik_step(a.data(), b.data(), h, w, kappa, lambda);
        a.swap(b);
    }
    image_stats(a.data(), s_after, n);

    printf("mean %.5f -> %.5f, var %.6f -> %.6f\n",
           s_before[0], s_after[0], s_before[1], s_after[1]);
    return 0;
}
