// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, fourth round); kept as written. Refused or unvalidated until 2026-11-29.
// Box (mean) filter on a grey-scale image using a summed-area table.
// The integral image is built with a prefix sum along every row followed by
// a prefix sum along every column; the mean over a (2r+1)x(2r+1) window,
// clipped at the image border, is then read with four lookups per pixel.
// The integral image is kept in double to avoid cancellation on big images.
#include <vector>
#include <algorithm>

class BoxFilter {
public:
    int width = 0, height = 0;
    std::vector<double> integral;   // inclusive summed-area table, width*height

    BoxFilter() = default;

#pragma loopgen offload
#pragma loopgen validate(width = 640, height = 480, radius = 4)
    void apply(const std::vector<float>& img, std::vector<float>& out, int radius)
    {
        // 1) running sum along each row
        for (int y = 0; y < height; ++y) {
            double acc = 0.0;
            for (int x = 0; x < width; ++x) {
                acc += img[y * width + x];
                integral[y * width + x] = acc;
            }
        }

        // 2) running sum down each column
        for (int x = 0; x < width; ++x) {
            for (int y = 1; y < height; ++y)
                integral[y * width + x] += integral[(y - 1) * width + x];
        }

        // 3) window mean from the summed-area table
        auto sat = [&](int y, int x) -> double {
            return (x < 0 || y < 0) ? 0.0 : integral[y * width + x];
        };

        for (int y = 0; y < height; ++y) {
            const int y0 = std::max(y - radius, 0) - 1;
            const int y1 = std::min(y + radius, height - 1);
            for (int x = 0; x < width; ++x) {
                const int x0 = std::max(x - radius, 0) - 1;
                const int x1 = std::min(x + radius, width - 1);
                const double sum = sat(y1, x1) - sat(y0, x1) - sat(y1, x0) + sat(y0, x0);
                const int area = (y1 - y0) * (x1 - x0);
                out[y * width + x] = static_cast<float>(sum / std::max(area, 1));
            }
        }
    }
};
