// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28); see the comment below for what it computes.
// "Modern C++" style: small generic helpers taking lambdas, used to
// normalise a signal, apply a nonlinearity and compute a weighted score.
#include <cmath>
#include <vector>

template <typename T, typename F>
static void transform_into(const std::vector<T> &in, std::vector<T> &out, F f) {
  for (size_t i = 0; i < in.size(); ++i)
    out[i] = f(in[i]);
}

template <typename T, typename F>
static T reduce(const std::vector<T> &v, T init, F op) {
  T acc = init;
  for (const T &x : v)
    acc = op(acc, x);
  return acc;
}

#pragma loopgen offload
#pragma loopgen validate(gain = 1.5f, bias = 0.25f)
float process(const std::vector<float> &x, const std::vector<float> &w,
              std::vector<float> &y, float gain, float bias) {
  const float n = static_cast<float>(x.size());
  const float mean = reduce(x, 0.0f, [](float a, float b) { return a + b; }) / n;
  auto centre = [mean](float v) { return v - mean; };
  auto act = [=](float v) { return std::tanh(gain * v + bias); };

  transform_into(x, y, [&](float v) { return act(centre(v)); });

  float score = 0.0f;
  for (size_t i = 0; i < y.size(); ++i)
    score += [&](size_t k) { return w[k] * y[k]; }(i);
  return score;
}
