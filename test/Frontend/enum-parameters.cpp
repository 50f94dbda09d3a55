// RUN: loopgen %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size act=0,op=1,edge=2 | FileCheck %s --check-prefix=VALID
// Enums at the offloaded function's signature, by value or by const
// reference, scoped or not: the host passes their integer values to the
// kernels; validate(...) names the values to test.
#include <cmath>
#include <vector>

enum class Activation { Relu, Tanh, Sigmoid };
enum Op { OP_ADD, OP_MUL };
namespace img {
enum class Edge : unsigned char { Clamp, Wrap, Zero };
}

#pragma loopgen offload
#pragma loopgen validate(n = 1000, act = Activation::Sigmoid)
void activate(float *x, int n, Activation act) {
  for (int i = 0; i < n; ++i) {
    float v = x[i];
    switch (act) {
    case Activation::Relu:
      v = v > 0 ? v : 0;
      break;
    case Activation::Tanh:
      v = std::tanh(v);
      break;
    case Activation::Sigmoid:
      v = 1.0f / (1.0f + std::exp(-v));
      break;
    }
    x[i] = v;
  }
}
// CHECK-LABEL: void activate(float *x, int n, Activation act) {
// CHECK: const int act_value = (int)(act);

#pragma loopgen offload
#pragma loopgen validate(n = 500, op = OP_MUL)
void combine(const std::vector<double> &a, const std::vector<double> &b,
             std::vector<double> &c, int n, const Op &op) {
  for (int i = 0; i < n; ++i)
    c[i] = op == OP_ADD ? a[i] + b[i] : a[i] * b[i];
}
// CHECK-LABEL: const Op &op) {
// CHECK: const unsigned int op_value = (unsigned int)(op);

#pragma loopgen offload
#pragma loopgen array(in[n], out[n])
#pragma loopgen validate(n = 700, edge = img::Edge::Wrap)
void shift(const float *in, float *out, int n, img::Edge edge) {
  for (int i = 0; i < n; ++i) {
    int j = i + 3;
    if (j >= n)
      j = edge == img::Edge::Clamp ? n - 1 : edge == img::Edge::Wrap ? j - n : -1;
    out[i] = j < 0 ? 0.0f : in[j];
  }
}
// CHECK-LABEL: img::Edge edge) {
// CHECK: const unsigned char edge_value = (unsigned char)(edge);
// VALID: PASS: 3 of 3 functions match the sequential original
