// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 2 of 2 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, fourth round); kept as written.
// Scoring a batch of (user, item) pairs with a trained biased matrix
// factorization model:  p(click) = sigmoid(mu + b_u + b_i + <U_u, V_i>).
// Factor matrices are dense row-major float arrays of rank k.  Also a
// second kernel that L2-normalises the item factors in place (for cosine
// retrieval), leaving zero rows unchanged.
#include <cmath>
#include <cstdint>

#pragma loopgen array(U[n_users][k], V[n_items][k], user_bias[n_users], item_bias[n_items], users[batch], items[batch], scores[batch])
#pragma loopgen offload
#pragma loopgen validate(batch = 8192, n_users = 1024, n_items = 2048, k = 32, global_bias = 0.1)
void score_batch(const float *U, const float *V,
                 const float *user_bias, const float *item_bias,
                 const int *users, const int *items, float *scores,
                 float global_bias, int batch, int n_users, int n_items, int k)
{
    // numerically stable logistic function
    auto sigmoid = [](float x) {
        if (x >= 0.0f) {
            const float z = std::exp(-x);
            return 1.0f / (1.0f + z);
        }
        const float z = std::exp(x);
        return z / (1.0f + z);
    };

    for (int b = 0; b < batch; ++b) {
        const int u = users[b] % n_users;
        const int it = items[b] % n_items;

        const float *pu = U + static_cast<std::int64_t>(u) * k;
        const float *qi = V + static_cast<std::int64_t>(it) * k;

        float dot = 0.0f;
        for (int f = 0; f < k; ++f)
            dot += pu[f] * qi[f];

        scores[b] = sigmoid(global_bias + user_bias[u] + item_bias[it] + dot);
    }
}

#pragma loopgen array(V[n_items][k])
#pragma loopgen offload
#pragma loopgen validate(n_items = 4096, k = 64)
void normalize_item_factors(float *V, int n_items, int k)
{
    for (int i = 0; i < n_items; ++i) {
        float *row = V + static_cast<std::int64_t>(i) * k;
        float ss = 0.0f;
        for (int f = 0; f < k; ++f)
            ss += row[f] * row[f];
        if (ss <= 1e-20f) continue;
        const float inv = 1.0f / std::sqrt(ss);
        for (int f = 0; f < k; ++f)
            row[f] *= inv;
    }
}
