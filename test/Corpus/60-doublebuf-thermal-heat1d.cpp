// RUN: loopgen %s --openmp --validate --emulate --size n=2048 --size steps=51 --size alpha=0.25 --size dx=0.01 | FileCheck %s
// CHECK: PASS: [[N:[1-9][0-9]*]] of [[N]] functions match the sequential original
// Style: double buffering in a sequential time loop: "#pragma omp parallel for"
//        sweep cur -> next, pointer swap, final parallel copy-back on odd step counts.
// Field: Thermal engineering (1-D transient heat conduction in a rod, explicit FTCS).
// Computes: `steps` explicit heat-equation updates with fixed-temperature ends,
//           and the rod's total thermal energy (trapezoidal rule, reduction).

#include <cstdio>
#include <vector>
#include <omp.h>

void heat1d_ftcs(float *cur, float *next, int n, int steps, float alpha)
{
    for (int t = 0; t < steps; ++t) {
#pragma omp parallel for
        for (int i = 1; i < n - 1; ++i)
            next[i] = cur[i] + alpha * (cur[i - 1] - 2.0f * cur[i] + cur[i + 1]);

        // Dirichlet boundaries: ends stay at their initial temperature
        next[0] = cur[0];
        next[n - 1] = cur[n - 1];

        float *tmp = cur;
        cur = next;
        next = tmp;
    }

    // After an odd number of swaps the newest field lives in the caller's
    // "next" buffer; copy it back so the result is always in the first argument.
    if (steps % 2 == 1) {
#pragma omp parallel for
        for (int i = 0; i < n; ++i)
            next[i] = cur[i];
    }
}

double rod_energy(const float *u, int n, float dx)
{
    double e = 0.0;
#pragma omp parallel for reduction(+:e)
    for (int i = 1; i < n - 1; ++i)
        e += (double)u[i];
    e += 0.5 * ((double)u[0] + (double)u[n - 1]);
    return e * dx;
}

int main()
{
    const int n = 2048;
    std::vector<float> a(n, 0.0f), b(n, 0.0f);
    a[0] = 100.0f;                    // hot end
    a[n - 1] = 0.0f;                  // cold end
    for (int i = n / 4; i < n / 2; ++i)
        a[i] = 50.0f;                 // initial hot slab

    double e0 = rod_energy(a.data(), n, 0.01f);
    heat1d_ftcs(a.data(), b.data(), n, 51, 0.25f);
    double e1 = rod_energy(a.data(), n, 0.01f);
    std::printf("energy %f -> %f, u[n/4]=%f\n", e0, e1, a[n / 4]);
    return 0;
}
