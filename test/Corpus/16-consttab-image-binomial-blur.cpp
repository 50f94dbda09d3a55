// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: a local constant table `const float k[3] = {...}` indexed by a
//            small inner loop, with clamped (replicated-edge) indexing.
// Field:     image processing, the horizontal pass of a separable binomial
//            (1-2-1) blur.
// Computes:  out[y][x] = 0.25 in[y][x-1] + 0.5 in[y][x] + 0.25 in[y][x+1],
//            with the column index clamped to [0, width-1].
// GPU:       y and x are parallel (2-D grid); the 3-tap loop is sequential
//            (fully unrollable: constant bounds and a constant table that can
//            become immediates or constant memory). No reduction.
#include <algorithm>

#pragma loopgen offload
#pragma loopgen array(in[height][width], out[height][width])
#pragma loopgen validate(width = 200, height = 120)
void blur_rows_121(int width, int height, const float *in, float *out) {
  const float k[3] = {0.25f, 0.5f, 0.25f};
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      float acc = 0.0f;
      for (int t = 0; t < 3; ++t) {
        const int xx = std::min(std::max(x + t - 1, 0), width - 1);
        acc += k[t] * in[y * width + xx];
      }
      out[y * width + x] = acc;
    }
  }
}
