// RUN: loopgen %s --openmp --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, tenth round. A local vector made by a helper); kept as written.
// Separable Gaussian blur for a single-channel float image (microscopy
// background estimation). Clamp-to-edge borders, two passes via a temp buffer.
#include <cmath>
#include <vector>
#include <algorithm>

static inline int clamp_index(int i, int n)
{
    return std::min(std::max(i, 0), n - 1);
}

static std::vector<float> gaussian_kernel(int radius, float sigma)
{
    std::vector<float> w(2 * radius + 1);
    float sum = 0.0f;
    float inv2s2 = 1.0f / (2.0f * sigma * sigma);
    for (int k = -radius; k <= radius; ++k) {
        w[k + radius] = std::exp(-(float)(k * k) * inv2s2);
        sum += w[k + radius];
    }
    for (size_t k = 0; k < w.size(); ++k)
        w[k] /= sum;
    return w;
}

#pragma loopgen array(src[height][width])
#pragma loopgen array(tmp[height][width])
#pragma loopgen array(dst[height][width])
#pragma loopgen validate(width = 1024, height = 768, radius = 4, sigma = 2.0)
#pragma loopgen offload
void gaussian_blur(const float* src, float* tmp, float* dst,
                   int width, int height, int radius, float sigma)
{
    if (radius <= 0 || sigma <= 0.0f) {
        for (int i = 0; i < width * height; ++i)
            dst[i] = src[i];
        return;
    }
    std::vector<float> w = gaussian_kernel(radius, sigma);

    // horizontal pass
    #pragma omp parallel for
    for (int y = 0; y < height; ++y) {
        const float* row = src + (size_t)y * width;
        for (int x = 0; x < width; ++x) {
            float acc = 0.0f;
            for (int k = -radius; k <= radius; ++k)
                acc += w[k + radius] * row[clamp_index(x + k, width)];
            tmp[(size_t)y * width + x] = acc;
        }
    }

    // vertical pass
    #pragma omp parallel for
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            float acc = 0.0f;
            for (int k = -radius; k <= radius; ++k)
                acc += w[k + radius] * tmp[(size_t)clamp_index(y + k, height) * width + x];
            dst[(size_t)y * width + x] = acc;
        }
    }
}
