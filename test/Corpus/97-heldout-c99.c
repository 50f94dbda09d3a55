// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, second round); see the comment below for what it computes.
/* C99: normalise rows of a matrix and compute a smoothed row energy. */
#include <math.h>

#define N 1024
#define M 256

static inline float sqr(float x) { return x * x; }
static inline float maxf(float a, float b) { return a > b ? a : b; }

#pragma loopgen offload
#pragma loopgen array(a[N][M], out[N][M], energy[N])
void normalise_rows(const float *restrict a, float *restrict out,
                    float *restrict energy) {
  int i, j;
  for (i = 0; i < N; i++) {
    float s = 0.0f;
    for (j = 0; j < M; j++)
      s += sqr(a[i * M + j]);
    float inv = 1.0f / sqrtf(maxf(s, 1e-12f));
    for (j = 0; j < M; j++)
      out[i * M + j] = a[i * M + j] * inv;
    energy[i] = s / M;
  }
  /* three-point smoothing of the energy, in place from the left */
  for (i = 1; i < N - 1; i++)
    energy[i] = 0.25f * energy[i - 1] + 0.5f * energy[i] + 0.25f * energy[i + 1];
}
