// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, fifth round); kept as written.
// Sobel gradient magnitude with replicated (clamped) borders, thresholded to
// a binary edge mask.
#include <vector>
#include <algorithm>
#include <cmath>

#pragma loopgen validate(width = 1920, height = 1080, thresh = 0.35)
#pragma loopgen offload
void sobel_edges(const std::vector<float> &gray, std::vector<unsigned char> &edges,
                 int width, int height, float thresh)
{
    auto px = [&](int xx, int yy) {
        xx = std::min(std::max(xx, 0), width - 1);
        yy = std::min(std::max(yy, 0), height - 1);
        return gray[yy * width + xx];
    };

    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            float gx = -px(x - 1, y - 1) + px(x + 1, y - 1)
                     - 2.0f * px(x - 1, y) + 2.0f * px(x + 1, y)
                     - px(x - 1, y + 1) + px(x + 1, y + 1);
            float gy = -px(x - 1, y - 1) - 2.0f * px(x, y - 1) - px(x + 1, y - 1)
                     + px(x - 1, y + 1) + 2.0f * px(x, y + 1) + px(x + 1, y + 1);
            float mag = std::sqrt(gx * gx + gy * gy);
            edges[y * width + x] = mag > thresh ? 255 : 0;
        }
    }
}
