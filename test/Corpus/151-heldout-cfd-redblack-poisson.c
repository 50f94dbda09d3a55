// RUN: loopgen %s  --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-29, seventh round, C. Red-black colours of a step-2 loop from a remainder); kept as written.
/* Pressure Poisson equation  lap(p) = rhs  on a uniform grid with Dirichlet
 * boundaries (the boundary values of p are kept), solved by red-black
 * successive over-relaxation until the RMS residual drops below tol. */
#include <math.h>
#include <stddef.h>

#define IDX(i, j, nx) ((size_t)(j) * (size_t)(nx) + (size_t)(i))

/* SOR update of one interior point. */
#define SOR_POINT(p, rhs, i, j, nx, h2, w)                                   \
    do {                                                                     \
        const double nb_ = (p)[IDX((i) - 1, (j), (nx))] +                    \
                           (p)[IDX((i) + 1, (j), (nx))] +                    \
                           (p)[IDX((i), (j) - 1, (nx))] +                    \
                           (p)[IDX((i), (j) + 1, (nx))];                     \
        const double gs_ = 0.25 * (nb_ - (h2) * (rhs)[IDX((i), (j), (nx))]); \
        (p)[IDX((i), (j), (nx))] += (w) * (gs_ - (p)[IDX((i), (j), (nx))]);  \
    } while (0)

static void sor_colour(int nx, int ny, int colour, double h2, double omega,
                       const double *rhs, double *p)
{
    int i, j;
    for (j = 1; j < ny - 1; ++j)
        for (i = 1 + (j + colour) % 2; i < nx - 1; i += 2)
            SOR_POINT(p, rhs, i, j, nx, h2, omega);
}

static double rms_residual(int nx, int ny, double inv_h2, const double *rhs,
                           const double *p)
{
    int i, j;
    double ss = 0.0;
    for (j = 1; j < ny - 1; ++j)
        for (i = 1; i < nx - 1; ++i) {
            const double lap = (p[IDX(i - 1, j, nx)] + p[IDX(i + 1, j, nx)] +
                                p[IDX(i, j - 1, nx)] + p[IDX(i, j + 1, nx)] -
                                4.0 * p[IDX(i, j, nx)]) * inv_h2;
            const double r = lap - rhs[IDX(i, j, nx)];
            ss += r * r;
        }
    return sqrt(ss / ((double)(nx - 2) * (double)(ny - 2)));
}

#pragma loopgen offload
#pragma loopgen validate(nx = 128, ny = 128, max_iter = 200, h = 0.01, omega = 1.7, tol = 1e-6)
int poisson_rbsor(int nx, int ny, int max_iter, double h, double omega,
                  double tol, const double *rhs, double *p, double *final_res)
{
    const double h2 = h * h;
    const double inv_h2 = 1.0 / h2;
    double res;
    int it = 0;

    if (nx < 3 || ny < 3 || max_iter <= 0)
        return 0;

    do {
        sor_colour(nx, ny, 0, h2, omega, rhs, p);
        sor_colour(nx, ny, 1, h2, omega, rhs, p);
        res = rms_residual(nx, ny, inv_h2, rhs, p);
        ++it;
    } while (it < max_iter && res > tol);

    *final_res = res;
    return it;
}
