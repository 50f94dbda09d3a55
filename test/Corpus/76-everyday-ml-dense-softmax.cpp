// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Constructs: const float* + int sizes, 2-D weights flattened W[o * in_dim + i], lambda (relu),
// std::exp, max-subtracted softmax (max reduction, double sum), argmax with index, two layers.
// Field: ML inference. Two-layer MLP classifier on one input: hidden = relu(W1 x + b1),
// logits = W2 hidden + b2, probs = softmax(logits); returns the predicted class.
#include <cmath>
#include <algorithm>

#pragma loopgen validate(in_dim = 128, hidden_dim = 64, classes = 10)
#pragma loopgen array(probs[classes])
#pragma loopgen offload
int mlp_predict(const float* x, const float* W1, const float* b1, const float* W2, const float* b2,
                float* hidden, float* probs, int in_dim, int hidden_dim, int classes)
{
    auto relu = [](float v) { return v > 0.0f ? v : 0.0f; };
    for (int h = 0; h < hidden_dim; ++h) {
        float acc = b1[h];
        for (int i = 0; i < in_dim; ++i)
            acc += W1[h * in_dim + i] * x[i];
        hidden[h] = relu(acc);
    }
    for (int c = 0; c < classes; ++c) {
        float acc = b2[c];
        for (int h = 0; h < hidden_dim; ++h)
            acc += W2[c * hidden_dim + h] * hidden[h];
        probs[c] = acc;
    }
    float mx = probs[0];
    for (int c = 1; c < classes; ++c)
        mx = std::max(mx, probs[c]);
    double total = 0.0;
    for (int c = 0; c < classes; ++c) {
        probs[c] = std::exp(probs[c] - mx);
        total += probs[c];
    }
    int best = 0;
    for (int c = 0; c < classes; ++c) {
        probs[c] = (float)(probs[c] / total);
        if (probs[c] > probs[best])
            best = c;
    }
    return best;
}
