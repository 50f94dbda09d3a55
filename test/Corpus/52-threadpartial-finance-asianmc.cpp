// RUN: loopgen %s --openmp --validate --emulate --size n=1024 --size nsteps=32 --size s0=100.0 --size strike=100.0 --size rate=0.05 --size sigma=0.2 --size expiry=1.0 | FileCheck %s
// CHECK: PASS: [[N:[1-9][0-9]*]] of [[N]] functions match the sequential original
// Style: NPB/Rodinia-style #pragma omp parallel region with omp_get_thread_num() /
//        omp_get_num_threads(), per-thread partial sums in double partial[64] indexed by tid,
//        #pragma omp for schedule(static) inside the region, combined after the region.
// Field: Computational finance.
// Computes: Monte Carlo price and standard error of an arithmetic-average Asian call option
//           from pre-generated standard normal increments (one row of nsteps per path).

#include <cmath>
#include <cstdio>
#include <vector>
#include <omp.h>

#define MAX_THREADS 64

/* result[0] = discounted price, result[1] = standard error */
void asian_option_mc(const double *z, double *payoff, double *result,
                     int n, int nsteps, double s0, double strike,
                     double rate, double sigma, double expiry)
{
    double partial[MAX_THREADS];
    double partial_sq[MAX_THREADS];
    int used_threads = 1;
    int t;

    for (t = 0; t < MAX_THREADS; t++) {
        partial[t] = 0.0;
        partial_sq[t] = 0.0;
    }

    const double dt    = expiry / nsteps;
    const double drift = (rate - 0.5 * sigma * sigma) * dt;
    const double vol   = sigma * sqrt(dt);

    int max_threads = omp_get_max_threads();
    if (max_threads > MAX_THREADS)
        max_threads = MAX_THREADS;

#pragma omp parallel num_threads(max_threads)
    {
        int tid = omp_get_thread_num();
        int nthreads = omp_get_num_threads();

        if (tid == 0)
            used_threads = nthreads;

#pragma omp for schedule(static)
        for (int p = 0; p < n; p++) {
            double s = s0;
            double avg = 0.0;
            for (int k = 0; k < nsteps; k++) {
                s = s * exp(drift + vol * z[p * nsteps + k]);
                avg += s;
            }
            avg = avg / nsteps;
            double pay = (avg > strike) ? (avg - strike) : 0.0;
            payoff[p] = pay;
            partial[tid] += pay;
            partial_sq[tid] += pay * pay;
        }
    }

    double sum = 0.0;
    double sum_sq = 0.0;
    for (t = 0; t < used_threads; t++) {
        sum += partial[t];
        sum_sq += partial_sq[t];
    }

    const double disc = exp(-rate * expiry);
    const double mean = sum / n;
    double var = sum_sq / n - mean * mean;
    if (var < 0.0)
        var = 0.0;

    result[0] = disc * mean;
    result[1] = disc * sqrt(var / n);
}

int main()
{
    const int n = 1024;
    const int nsteps = 32;
    const double pi = 3.14159265358979323846;

    std::vector<double> z((size_t)n * nsteps), payoff(n);
    double result[3];

    /* Box-Muller on a 64-bit LCG: deterministic normals, generated once on the host */
    unsigned long long state = 0x2545F4914F6CDD1DULL;
    for (size_t i = 0; i + 1 < z.size(); i += 2) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        double u1 = ((state >> 11) + 1.0) / 9007199254740993.0;
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        double u2 = (state >> 11) / 9007199254740992.0;
        double r = sqrt(-2.0 * log(u1));
        z[i]     = r * cos(2.0 * pi * u2);
        z[i + 1] = r * sin(2.0 * pi * u2);
    }

    asian_option_mc(z.data(), payoff.data(), result, n, nsteps,
                    100.0, 100.0, 0.05, 0.2, 1.0);

    printf("Asian call = %.6f +/- %.6f\n", result[0], result[1]);
    return 0;
}
