// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Constructs: struct of arrays parameter (struct ImageSoA { std::vector<float> r, g, b; }),
// 2-D flattened img[y * width + x], clamped neighbour reads (x > 0 ? ... : ...), inline helper,
// std::sqrt/std::min, static const luminance weights.
// Field: computer graphics. Converts an RGB image to luminance, then writes the Sobel gradient
// magnitude (edge strength) clamped to [0,1].
#include <vector>
#include <cmath>
#include <algorithm>

// (was: const float* r, g, b members -> 'member 'r' of type 'const float *' is not supported')
struct ImageSoA { std::vector<float> r, g, b; };

inline int clampi(int v, int lo, int hi) { return v < lo ? lo : (v > hi ? hi : v); }

#pragma loopgen validate(width = 128, height = 96)
#pragma loopgen array(img.r[height][width], img.g[height][width], img.b[height][width])
#pragma loopgen offload
void sobel_edges(const ImageSoA& img, int width, int height, float* lum, float* edges)
{
    static const float wr = 0.2126f, wg = 0.7152f, wb = 0.0722f;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            int p = y * width + x;
            lum[p] = wr * img.r[p] + wg * img.g[p] + wb * img.b[p];
        }
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            int xl = x > 0 ? x - 1 : x;
            int xr = x < width - 1 ? x + 1 : x;
            int yu = clampi(y - 1, 0, height - 1);
            int yd = clampi(y + 1, 0, height - 1);
            float gx = (lum[yu * width + xr] + 2.0f * lum[y * width + xr] + lum[yd * width + xr])
                     - (lum[yu * width + xl] + 2.0f * lum[y * width + xl] + lum[yd * width + xl]);
            float gy = (lum[yd * width + xl] + 2.0f * lum[yd * width + x] + lum[yd * width + xr])
                     - (lum[yu * width + xl] + 2.0f * lum[yu * width + x] + lum[yu * width + xr]);
            edges[y * width + x] = std::min(1.0f, std::sqrt(gx * gx + gy * gy));
        }
    }
}
