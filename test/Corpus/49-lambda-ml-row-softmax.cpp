// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: three loops per row (max, exp-sum, normalize) with a lambda
//            `[&]` capturing the row maximum, defined inside the row loop.
// Field:     machine learning, numerically stable softmax over the rows of
//            a logits matrix (attention scores / classifier outputs).
// Computes:  probs[r][c] = exp(logits[r][c] - max_r) / sum_c' exp(...).
// GPU:       the loop over rows is parallel (one thread, or one warp/block
//            per row); within a row the max and the sum are reductions
//            (sequential per thread in the simplest mapping) and the
//            normalize loop is element-wise after them. The lambda is
//            inlined. Float: the order of the sum changes the last bits.
#include <cmath>

#pragma loopgen offload
#pragma loopgen array(logits[rows][cols], probs[rows][cols])
#pragma loopgen validate(rows = 512, cols = 100) tolerance(1e-5)
void softmax_rows(int rows, int cols, const float *logits, float *probs) {
  for (int r = 0; r < rows; ++r) {
    const float *in = logits + r * cols;
    float *out = probs + r * cols;

    float mx = in[0];
    for (int c = 1; c < cols; ++c)
      if (in[c] > mx)
        mx = in[c];

    auto expf_shift = [&](float x) { return std::exp(x - mx); };

    float sum = 0.0f;
    for (int c = 0; c < cols; ++c) {
      out[c] = expf_shift(in[c]);
      sum += out[c];
    }

    const float inv = 1.0f / sum;
    for (int c = 0; c < cols; ++c)
      out[c] *= inv;
  }
}
