// RUN: loopgen %s --openmp --validate --emulate --size n=256 --size d=16 --size lr=0.05 | FileCheck %s
// CHECK: PASS: [[N:[1-9][0-9]*]] of [[N]] functions match the sequential original
// Style: C99 with restrict pointers and loop indices declared at the top; parallel for with
//        private(j), a #pragma omp parallel for simd update loop, and a
//        #pragma omp parallel for reduction(+:err) convergence-error loop (computed once).
// Field: Machine learning (full-batch gradient descent for least-squares regression).
// Computes: residuals X*w - y, the mean-squared-error gradient, the updated weights, and
//           the L2 norm of the weight change used as the convergence criterion.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

void linreg_gradient_step(int n, int d, float lr,
                          const float *restrict X, const float *restrict y,
                          const float *restrict w, float *restrict resid,
                          float *restrict grad, float *restrict w_new)
{
    int i, j;

    /* residual r_i = x_i . w - y_i */
#pragma omp parallel for private(j)
    for (i = 0; i < n; i++) {
        float s = 0.0f;
        for (j = 0; j < d; j++)
            s += X[i * d + j] * w[j];
        resid[i] = s - y[i];
    }

    /* gradient g_j = (1/n) sum_i r_i x_ij */
#pragma omp parallel for private(i)
    for (j = 0; j < d; j++) {
        float g = 0.0f;
        for (i = 0; i < n; i++)
            g += resid[i] * X[i * d + j];
        grad[j] = g / (float)n;
    }

    /* w_new = w - lr * g */
#pragma omp parallel for simd
    for (j = 0; j < d; j++)
        w_new[j] = w[j] - lr * grad[j];
}

double weight_change_norm(int d, const float *restrict w, const float *restrict w_new)
{
    double err = 0.0;
    int j;

#pragma omp parallel for reduction(+:err)
    for (j = 0; j < d; j++) {
        double diff = (double)w_new[j] - (double)w[j];
        err += diff * diff;
    }

    return sqrt(err);
}

int main(void)
{
    const int n = 256;
    const int d = 16;
    const float lr = 0.05f;
    const int epochs = 20;
    int i, j, e;
    double err = 0.0;

    float *X     = (float *)malloc((size_t)n * d * sizeof(float));
    float *y     = (float *)malloc((size_t)n * sizeof(float));
    float *resid = (float *)malloc((size_t)n * sizeof(float));
    float *w     = (float *)malloc((size_t)d * sizeof(float));
    float *w_new = (float *)malloc((size_t)d * sizeof(float));
    float *grad  = (float *)malloc((size_t)d * sizeof(float));
    if (!X || !y || !resid || !w || !w_new || !grad)
        return 1;

    srand(2024);
    for (i = 0; i < n; i++) {
        float t = 0.0f;
        for (j = 0; j < d; j++) {
            X[i * d + j] = (float)rand() / (float)RAND_MAX - 0.5f;
            t += X[i * d + j] * (0.1f * (float)(j + 1));   /* true weights 0.1*(j+1) */
        }
        y[i] = t + 0.01f * ((float)rand() / (float)RAND_MAX - 0.5f);
    }
    for (j = 0; j < d; j++)
        w[j] = 0.0f;

    double t0 = omp_get_wtime();
    for (e = 0; e < epochs; e++) {
        float *tmp;
        linreg_gradient_step(n, d, lr, X, y, w, resid, grad, w_new);
        err = weight_change_norm(d, w, w_new);
        tmp = w; w = w_new; w_new = tmp;
    }
    double t1 = omp_get_wtime();

    printf("after %d epochs: |dw| = %.6e, w[0] = %.5f, w[%d] = %.5f (%.3f ms)\n",
           epochs, err, w[0], d - 1, w[d - 1], 1e3 * (t1 - t0));

    free(X); free(y); free(resid); free(w); free(w_new); free(grad);
    return 0;
}
