// RUN: loopgen %s --openmp --size n=300,d=8,lambda=0.01,lr=0.1,epochs=3 --validate --emulate | FileCheck %s
// CHECK: PASS: 2 of 2 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, eighth round, OpenMP. Per-thread partials, an output parameter bound to &gb; sizes on the command line); kept as written.
// L2-regularised logistic regression: full-batch loss and gradient, plus a
// plain gradient-descent driver. OpenMP version: each thread accumulates its
// own partial gradient, the partials are combined afterwards.
#include <omp.h>
#include <vector>
#include <cmath>
#include <cstddef>

// X is n x d row-major, y holds labels in {0,1}.
// Returns the mean regularised log-loss; writes dL/dw into grad[0..d-1]
// and dL/db into *grad_b.
double logreg_loss_grad(const float* X, const float* y, const float* w, float b,
                        int n, int d, float lambda, float* grad, float* grad_b)
{
    if (n <= 0 || d <= 0) return 0.0;

    const int nthreads = omp_get_max_threads();
    const int stride = d + 1;                       // last slot holds the bias term
    std::vector<double> partial((size_t)nthreads * stride, 0.0);
    double loss = 0.0;

    #pragma omp parallel reduction(+:loss)
    {
        const int tid = omp_get_thread_num();
        double* g = &partial[(size_t)tid * stride];

        #pragma omp for schedule(static)
        for (int i = 0; i < n; ++i) {
            const float* xi = X + (size_t)i * d;
            double z = b;
            for (int j = 0; j < d; ++j)
                z += (double)w[j] * xi[j];

            // numerically stable log(1 + exp(z)) and sigmoid
            const double lse = (z > 0.0) ? z + std::log1p(std::exp(-z))
                                         : std::log1p(std::exp(z));
            const double p = (z >= 0.0) ? 1.0 / (1.0 + std::exp(-z))
                                        : std::exp(z) / (1.0 + std::exp(z));
            const double yi = y[i] > 0.5f ? 1.0 : 0.0;
            loss += lse - yi * z;

            const double r = p - yi;
            for (int j = 0; j < d; ++j)
                g[j] += r * xi[j];
            g[d] += r;
        }
    }

    // combine the per-thread partial gradients
    const double inv_n = 1.0 / n;
    #pragma omp parallel for schedule(static)
    for (int j = 0; j <= d; ++j) {
        double s = 0.0;
        for (int t = 0; t < nthreads; ++t)
            s += partial[(size_t)t * stride + j];
        if (j < d)
            grad[j] = (float)(s * inv_n + lambda * w[j]);
        else
            *grad_b = (float)(s * inv_n);
    }

    double reg = 0.0;
    #pragma omp parallel for reduction(+:reg)
    for (int j = 0; j < d; ++j)
        reg += (double)w[j] * w[j];

    return loss * inv_n + 0.5 * lambda * reg;
}

// Full-batch gradient descent; returns the final loss.
double logreg_train(const float* X, const float* y, float* w, float* b,
                    int n, int d, float lambda, float lr, int epochs)
{
    std::vector<float> grad(d);
    float gb = 0.0f;
    double loss = 0.0;
    for (int e = 0; e < epochs; ++e) {
        loss = logreg_loss_grad(X, y, w, *b, n, d, lambda, grad.data(), &gb);
        #pragma omp parallel for
        for (int j = 0; j < d; ++j)
            w[j] -= lr * grad[j];
        *b -= lr * gb;
    }
    return loss;
}
