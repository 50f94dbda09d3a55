// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, ninth round. A popcount helper's while loop changing its by-value parameter, in a parallel loop); kept as written.
// Stereo matching with the census transform: 5x5 census signatures for a
// rectified left/right pair (border pixels replicated), Hamming matching cost
// aggregated over a 3x1 horizontal window, winner-takes-all disparity and a
// histogram of the chosen disparities.
#include <vector>
#include <cstdint>
#include <cstddef>
#include <algorithm>

static inline int popcount32(uint32_t v)
{
    int c = 0;
    while (v) {
        v &= v - 1u;
        ++c;
    }
    return c;
}

static inline uint32_t census5x5(const std::vector<float>& img, std::size_t w, std::size_t h,
                                 std::size_t x, std::size_t y)
{
    const float center = img[y * w + x];
    uint32_t bits = 0;
    for (int dy = -2; dy <= 2; ++dy) {
        for (int dx = -2; dx <= 2; ++dx) {
            if (dx == 0 && dy == 0) continue;
            const long yy = std::min(std::max((long)y + dy, 0L), (long)h - 1);
            const long xx = std::min(std::max((long)x + dx, 0L), (long)w - 1);
            bits = (bits << 1) | (img[yy * w + xx] < center ? 1u : 0u);
        }
    }
    return bits;
}

#pragma loopgen validate(w = 160, h = 120, max_disp = 32)
#pragma loopgen offload
void census_stereo(const std::vector<float>& left, const std::vector<float>& right,
                   std::vector<uint32_t>& cen_l, std::vector<uint32_t>& cen_r,
                   std::vector<int>& disparity, std::vector<int>& hist,
                   std::size_t w, std::size_t h, int max_disp)
{
    cen_l.assign(w * h, 0u);
    cen_r.assign(w * h, 0u);
    disparity.assign(w * h, 0);
    hist.assign(max_disp > 0 ? max_disp : 1, 0);

    for (std::size_t y = 0; y < h; ++y)
        for (std::size_t x = 0; x < w; ++x) {
            cen_l[y * w + x] = census5x5(left, w, h, x, y);
            cen_r[y * w + x] = census5x5(right, w, h, x, y);
        }

    // Hamming distance between left pixel (x,y) and right pixel (x-d,y),
    // summed over x-1..x+1 with clamping at the image border.
    auto cost = [&](std::size_t x, std::size_t y, std::size_t d) {
        int c = 0;
        for (int k = -1; k <= 1; ++k) {
            long xl = std::min(std::max((long)x + k, 0L), (long)w - 1);
            long xr = std::max(xl - (long)d, 0L);
            c += popcount32(cen_l[y * w + xl] ^ cen_r[y * w + xr]);
        }
        return c;
    };

    for (std::size_t y = 0; y < h; ++y) {
        for (std::size_t x = 0; x < w; ++x) {
            int best_cost = 1 << 30;
            int best_d = 0;
            for (int d = 0; d < max_disp; ++d) {
                if ((std::size_t)d > x) break;    // no match outside right image
                const int c = cost(x, y, (std::size_t)d);
                if (c < best_cost) {
                    best_cost = c;
                    best_d = d;
                }
            }
            disparity[y * w + x] = best_d;
            ++hist[best_d];
        }
    }
}
