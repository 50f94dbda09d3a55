// RUN: loopgen %s --openmp --validate --emulate --size n=1000 --size r=0.02 --size v=0.30 | FileCheck %s
// CHECK: PASS: [[N:[1-9][0-9]*]] of [[N]] functions match the sequential original
// Style: strip-mined loop for cache blocking: "#pragma omp parallel for" over
//        blocks of BS options (#define), inner loop over the block, serial remainder loop.
// Field: Computational finance (European option pricing, PARSEC/HeCBench blackscholes).
// Computes: Black-Scholes call and put prices for a portfolio of options.

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <omp.h>

#define BS 64

// Abramowitz-Stegun polynomial approximation of the cumulative normal
static inline float cnd(float d)
{
    const float A1 = 0.31938153f;
    const float A2 = -0.356563782f;
    const float A3 = 1.781477937f;
    const float A4 = -1.821255978f;
    const float A5 = 1.330274429f;
    const float RSQRT2PI = 0.39894228040143267794f;

    float K = 1.0f / (1.0f + 0.2316419f * fabsf(d));
    float c = RSQRT2PI * expf(-0.5f * d * d) *
              (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
    if (d > 0.0f)
        c = 1.0f - c;
    return c;
}

void black_scholes_blocked(const float *spot, const float *strike,
                           const float *years, float *call, float *put,
                           int n, float r, float v)
{
#pragma omp parallel for schedule(static)
    for (int b = 0; b < n / BS; ++b) {
        for (int i = b * BS; i < (b + 1) * BS; ++i) {
            float S = fabsf(spot[i]) + 1.0f;
            float X = fabsf(strike[i]) + 1.0f;
            float T = fminf(fabsf(years[i]) + 0.1f, 10.0f);
            float sqrtT = sqrtf(T);
            float d1 = (logf(S / X) + (r + 0.5f * v * v) * T) / (v * sqrtT);
            float d2 = d1 - v * sqrtT;
            float cndd1 = cnd(d1);
            float cndd2 = cnd(d2);
            float expRT = expf(-r * T);
            call[i] = S * cndd1 - X * expRT * cndd2;
            put[i] = X * expRT * (1.0f - cndd2) - S * (1.0f - cndd1);
        }
    }

    // remainder that does not fill a whole block
    for (int i = (n / BS) * BS; i < n; ++i) {
        float S = fabsf(spot[i]) + 1.0f;
        float X = fabsf(strike[i]) + 1.0f;
        float T = fminf(fabsf(years[i]) + 0.1f, 10.0f);
        float sqrtT = sqrtf(T);
        float d1 = (logf(S / X) + (r + 0.5f * v * v) * T) / (v * sqrtT);
        float d2 = d1 - v * sqrtT;
        float cndd1 = cnd(d1);
        float cndd2 = cnd(d2);
        float expRT = expf(-r * T);
        call[i] = S * cndd1 - X * expRT * cndd2;
        put[i] = X * expRT * (1.0f - cndd2) - S * (1.0f - cndd1);
    }
}

int main()
{
    const int n = 1000;
    float *spot = (float *)malloc(n * sizeof(float));
    float *strike = (float *)malloc(n * sizeof(float));
    float *years = (float *)malloc(n * sizeof(float));
    float *call = (float *)malloc(n * sizeof(float));
    float *put = (float *)malloc(n * sizeof(float));

    srand(7);
    for (int i = 0; i < n; ++i) {
        spot[i] = 5.0f + 25.0f * rand() / (float)RAND_MAX;
        strike[i] = 1.0f + 99.0f * rand() / (float)RAND_MAX;
        years[i] = 0.25f + 9.75f * rand() / (float)RAND_MAX;
    }

    black_scholes_blocked(spot, strike, years, call, put, n, 0.02f, 0.30f);
    std::printf("call[0]=%f put[0]=%f call[n-1]=%f\n", call[0], put[0], call[n - 1]);

    free(spot); free(strike); free(years); free(call); free(put);
    return 0;
}
