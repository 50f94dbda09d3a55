// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Constructs: const float* + int n, early return, inline helper, loop with break when found,
// accumulation into double sum, returns a value.
// Field: bioinformatics. Trims a sequencing read at the first position where the sliding-window
// (4 bases) mean quality drops below a threshold, writes a keep-mask and returns the mean kept quality.
#include <algorithm>

inline float window_mean(const float* q, int i, int n)
{
    float s = 0.0f;
    for (int k = 0; k < 4; ++k)
        s += q[std::min(i + k, n - 1)];
    return s / 4.0f;
}

#pragma loopgen validate(n = 2000, threshold = 0.2)
#pragma loopgen array(qual[n], keep[n])
#pragma loopgen offload
double trim_read(const float* qual, int n, float threshold, float* keep)
{
    if (n == 0) return 0.0;
    int cut = n;
    for (int i = 0; i < n; ++i) {
        float m = window_mean(qual, i, n);   // was: if (window_mean(...) < threshold) -> error
        if (m < threshold) {
            cut = i;
            break;
        }
    }
    double total = 0.0;
    for (int i = 0; i < n; ++i) {
        keep[i] = i < cut ? 1.0f : 0.0f;
        if (i < cut)
            total += qual[i];
    }
    return cut > 0 ? total / cut : 0.0;
}
