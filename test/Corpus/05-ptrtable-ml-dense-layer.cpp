// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: pointer tables for a batch of activations and a weight matrix
//            (float **X, float **W, float **Y), indexed X[b][k], W[o][k].
// Field:     machine-learning inference, a fully connected layer with ReLU.
// Computes:  Y[b][o] = max(0, bias[o] + sum_k W[o][k] * X[b][k]).
// GPU:       b and o are parallel (a 2-D grid); k is a sequential dot
//            product per thread, a matrix-product shape whose X rows and W
//            rows can be staged through shared-memory tiles. bias is
//            read-only. No cross-thread reduction.
#pragma loopgen offload
#pragma loopgen array(X[batch][nin], W[nout][nin], bias[nout], Y[batch][nout])
#pragma loopgen validate(batch = 32, nin = 128, nout = 64)
void dense_relu(int batch, int nin, int nout, float **X, float **W,
                const float *bias, float **Y) {
  for (int b = 0; b < batch; ++b) {
    for (int o = 0; o < nout; ++o) {
      float acc = bias[o];
      for (int k = 0; k < nin; ++k)
        acc += W[o][k] * X[b][k];
      Y[b][o] = acc > 0.0f ? acc : 0.0f;
    }
  }
}
