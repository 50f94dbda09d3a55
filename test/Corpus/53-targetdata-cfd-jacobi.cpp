// RUN: loopgen %s --openmp --validate --emulate --size n=48 --size m=48 --size iters=8 --size h2=0.0004 | FileCheck %s
// CHECK: PASS: [[N:[1-9][0-9]*]] of [[N]] functions match the sequential original
// Style: offload dialect: #pragma omp target data map(to:) map(tofrom:) map(from:) around a
//        host time loop with two #pragma omp target teams distribute parallel for collapse(2)
//        stencil sweeps (clamped boundary); a target reduction with explicit map(to:) extents.
// Field: Computational fluid dynamics (pressure-Poisson solve of a projection method).
// Computes: 2*iters Jacobi sweeps for lap(p) = f with zero-gradient (clamped) boundaries,
//           ping-ponging u -> unew -> u on the device, then the interior residual L2 norm.

#include <cmath>
#include <cstdio>
#include <vector>
#include <omp.h>

void jacobi_poisson_offload(double *u, double *unew, const double *f,
                            int n, int m, int iters, double h2)
{
#pragma omp target data map(to: f[0:n*m]) map(tofrom: u[0:n*m]) map(from: unew[0:n*m])
    {
        for (int it = 0; it < iters; it++) {

            /* sweep 1: u -> unew */
#pragma omp target teams distribute parallel for collapse(2)
            for (int i = 0; i < n; i++)
                for (int j = 0; j < m; j++) {
                    int im = (i == 0) ? i : i - 1;
                    int ip = (i == n - 1) ? i : i + 1;
                    int jm = (j == 0) ? j : j - 1;
                    int jp = (j == m - 1) ? j : j + 1;
                    unew[i * m + j] = 0.25 * (u[im * m + j] + u[ip * m + j]
                                            + u[i * m + jm] + u[i * m + jp]
                                            - h2 * f[i * m + j]);
                }

            /* sweep 2: unew -> u */
#pragma omp target teams distribute parallel for collapse(2)
            for (int i = 0; i < n; i++)
                for (int j = 0; j < m; j++) {
                    int im = (i == 0) ? i : i - 1;
                    int ip = (i == n - 1) ? i : i + 1;
                    int jm = (j == 0) ? j : j - 1;
                    int jp = (j == m - 1) ? j : j + 1;
                    u[i * m + j] = 0.25 * (unew[im * m + j] + unew[ip * m + j]
                                         + unew[i * m + jm] + unew[i * m + jp]
                                         - h2 * f[i * m + j]);
                }
        }
    }
}

/* || (u_N + u_S + u_W + u_E - 4 u_C) - h^2 f ||_2 over interior points */
double poisson_residual(const double *u, const double *f, int n, int m, double h2)
{
    double res = 0.0;

#pragma omp target teams distribute parallel for collapse(2) reduction(+: res) \
        map(to: u[0:n*m], f[0:n*m]) map(tofrom: res)
    for (int i = 1; i < n - 1; i++)
        for (int j = 1; j < m - 1; j++) {
            double r = u[(i - 1) * m + j] + u[(i + 1) * m + j]
                     + u[i * m + j - 1] + u[i * m + j + 1]
                     - 4.0 * u[i * m + j] - h2 * f[i * m + j];
            res += r * r;
        }

    return sqrt(res);
}

int main()
{
    const int n = 48;
    const int m = 48;
    const int iters = 8;
    const double h = 1.0 / (n - 1);
    const double h2 = h * h;
    const double pi = 3.14159265358979323846;

    std::vector<double> u((size_t)n * m, 0.0), unew((size_t)n * m, 0.0), f((size_t)n * m);

    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++) {
            double x = i * h, y = j * h;
            f[i * m + j] = cos(pi * x) * cos(pi * y);     /* zero-mean, Neumann-compatible */
            u[i * m + j] = 0.01 * sin(2.0 * pi * x) * sin(pi * y);
        }

    double r0 = poisson_residual(u.data(), f.data(), n, m, h2);
    jacobi_poisson_offload(u.data(), unew.data(), f.data(), n, m, iters, h2);
    double r1 = poisson_residual(u.data(), f.data(), n, m, h2);

    printf("residual: %.6e -> %.6e after %d sweeps\n", r0, r1, 2 * iters);
    return 0;
}
