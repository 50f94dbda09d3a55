// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, fourth round); kept as written but for a stray `iters` in validate().
/* Multichannel FIR filtering for a microphone array: every channel c has its
 * own NTAPS-tap impulse response h[c][*] (e.g. a beamforming / equalisation
 * filter) and the output is the causal convolution
 *     y[c][i] = sum_{k=0}^{NTAPS-1} h[c][k] * x[c][i-k]
 * with zero history before the first sample. A final per-channel gain is
 * applied. */
#include <stddef.h>

#define NTAPS 32

#pragma loopgen offload
#pragma loopgen validate(nch = 64, n = 4096)
#pragma loopgen array(x[nch][n], h[nch][NTAPS], gain[nch], y[nch][n])
void fir_multichannel(int nch, int n,
                      const float *restrict x,
                      const float *restrict h,
                      const float *restrict gain,
                      float *restrict y)
{
    int c, i, k;
    float acc;
    const float *xc;
    const float *hc;

    for (c = 0; c < nch; c++) {
        xc = x + (size_t)c * n;
        hc = h + (size_t)c * NTAPS;
        for (i = 0; i < n; i++) {
            acc = 0.0f;
            for (k = 0; k < NTAPS; k++) {
                if (i - k >= 0)
                    acc += hc[k] * xc[i - k];
            }
            y[(size_t)c * n + i] = gain[c] * acc;
        }
    }
}
