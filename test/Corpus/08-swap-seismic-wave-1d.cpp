// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: triple buffering, two std::swap calls per step that rotate the
//            pointer parameters themselves (prev <- cur <- next <- prev).
// Field:     seismic / acoustic modelling, 1-D second-order wave equation
//            with a source wavelet injected at one grid point.
// Computes:  `steps` leapfrog steps u_next = 2 u - u_prev + c2 * Lap(u),
//            fixed (zero) ends, plus wavelet[t] added at index src. Which of
//            the three caller buffers holds the newest field depends on
//            steps % 3 (steps = 30 here: the one passed as cur).
// GPU:       the time loop is sequential; the loop over i is parallel (a
//            1-D stencil reading three neighbours); the two boundary stores
//            and the source injection are single-element updates between
//            launches. The pointer rotation means each step's kernel reads
//            and writes a different permutation of the three buffers.
#include <utility>

#pragma loopgen offload
#pragma loopgen array(prev[n], cur[n], next[n], wavelet[steps])
#pragma loopgen validate(n = 1000, steps = 30, src = 100, c2 = 0.25)
void wave1d(int n, int steps, int src, double c2, const double *wavelet,
            double *prev, double *cur, double *next) {
  for (int t = 0; t < steps; ++t) {
    for (int i = 1; i < n - 1; ++i)
      next[i] = 2.0 * cur[i] - prev[i] +
                c2 * (cur[i + 1] - 2.0 * cur[i] + cur[i - 1]);
    next[0] = 0.0;
    next[n - 1] = 0.0;
    next[src] += wavelet[t];

    std::swap(prev, cur);  // prev <- cur
    std::swap(cur, next);  // cur <- next, next <- old prev (to be overwritten)
  }
}
