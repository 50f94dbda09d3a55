// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: generic code, a function template instantiated for float:
//            batchnorm_inference<T> is called from an offloaded non-template
//            wrapper (batchnorm_f32), and relu_inplace<T> is itself marked
//            for offload and explicitly instantiated for float.
// Field:     machine-learning inference, batch normalization folded into a
//            per-channel scale and shift (NCHW layout), then ReLU.
// Computes:  y = gamma * (x - mean) / sqrt(var + eps) + beta per channel;
//            relu_inplace clamps negatives to zero.
// GPU:       batchnorm: b, ch and p are all parallel (the per-channel scale s
//            and shift t are private to the (b, ch) iteration, or recomputed
//            per thread); no reduction. relu: one parallel loop. A
//            translation must instantiate the template with T = float.
#include <cmath>

template <typename T>
void batchnorm_inference(int n, int c, int hw, const T *x, const T *mean,
                         const T *var, const T *gamma, const T *beta, T eps,
                         T *y) {
  for (int b = 0; b < n; ++b) {
    for (int ch = 0; ch < c; ++ch) {
      const T s = gamma[ch] / std::sqrt(var[ch] + eps);
      const T t = beta[ch] - mean[ch] * s;
      for (int p = 0; p < hw; ++p) {
        const int idx = (b * c + ch) * hw + p;
        y[idx] = x[idx] * s + t;
      }
    }
  }
}

#pragma loopgen offload
#pragma loopgen array(x[n][c][hw], mean[c], var[c], gamma[c], beta[c], y[n][c][hw])
#pragma loopgen validate(n = 4, c = 16, hw = 256, eps = 1e-5f)
void batchnorm_f32(int n, int c, int hw, const float *x, const float *mean,
                   const float *var, const float *gamma, const float *beta,
                   float eps, float *y) {
  batchnorm_inference<float>(n, c, hw, x, mean, var, gamma, beta, eps, y);
}

#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 16384)
template <typename T>
void relu_inplace(int n, T *x) {
  for (int i = 0; i < n; ++i)
    x[i] = x[i] > T(0) ? x[i] : T(0);
}

template void relu_inplace<float>(int n, float *x);
