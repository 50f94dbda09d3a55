// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o /dev/null -Rpass=loopgen-parallelism 2>&1 | FileCheck %s --check-prefix=PAR
// C's memset and memcpy over arrays: a histogram cleared before it counts
// (bytes of zeros, as many as the counts take), flags set to a byte, and a
// time loop that keeps the last step with memcpy: each a loop over the
// elements.
// CHECK: PASS: 3 of 3 functions match the sequential original
#include <string.h>

#pragma loopgen offload
#pragma loopgen validate(n = 100000, nbins = 256)
void byte_histogram(int n, int nbins, const unsigned char *data,
                    unsigned *hist) {
  int i;
  // PAR: memset-memcpy.c:[[@LINE+1]]:3: remark: loop over 'memset' is parallel
  memset(hist, 0, nbins * sizeof(unsigned));
  for (i = 0; i < n; i++)
    hist[data[i] % nbins]++;
}

#pragma loopgen offload
#pragma loopgen validate(n = 5000, steps = 20)
void diffuse(int n, int steps, double *u, double *prev) {
  int t, i;
  for (t = 0; t < steps; t++) {
    // PAR: memset-memcpy.c:[[@LINE+1]]:5: remark: loop over 'memcpy' is parallel
    memcpy(prev, u, (size_t)n * sizeof(double));
    for (i = 1; i < n - 1; i++)
      u[i] = prev[i] + 0.25 * (prev[i - 1] - 2.0 * prev[i] + prev[i + 1]);
  }
}

/* A byte other than 0 into bytes: each element holds it. */
#pragma loopgen offload
#pragma loopgen validate(n = 50000)
void mark_valid(int n, const float *x, unsigned char *ok) {
  int i;
  // PAR: memset-memcpy.c:[[@LINE+1]]:3: remark: loop over 'memset' is parallel
  memset(ok, 1, (size_t)n);
  for (i = 0; i < n; i++)
    if (x[i] < 0.5f)
      ok[i] = 0;
}
