// RUN: loopgen %s --openmp --validate --emulate --size n=4096 --size alpha=0.5 --size beta=0.25 | FileCheck %s
// CHECK: PASS: [[N:[1-9][0-9]*]] of [[N]] functions match the sequential original
// Style: OpenMP 4.5 target offload, "target teams distribute parallel for" with
//        reduction(+:sum) and explicit map(to:/tofrom:) array sections.
// Field: Computational fluid dynamics (pressure-Poisson conjugate-gradient solver).
// Computes: the vector kernels of one CG iteration: dot product, AXPY
//           (x += alpha*p, r -= alpha*Ap) and the direction update p = r + beta*p.

#include <cstdio>
#include <cstdlib>
#include <vector>
#include <omp.h>

double cg_dot(const double *x, const double *y, int n)
{
    double sum = 0.0;
#pragma omp target teams distribute parallel for reduction(+:sum) map(to: x[0:n], y[0:n]) map(tofrom: sum)
    for (int i = 0; i < n; ++i)
        sum += x[i] * y[i];
    return sum;
}

void cg_axpy(double alpha, const double *x, double *y, int n)
{
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
    for (int i = 0; i < n; ++i)
        y[i] += alpha * x[i];
}

void cg_xpay(const double *r, double beta, double *p, int n)
{
#pragma omp target teams distribute parallel for map(to: r[0:n]) map(tofrom: p[0:n])
    for (int i = 0; i < n; ++i)
        p[i] = r[i] + beta * p[i];
}

int main()
{
    const int n = 4096;
    std::vector<double> x(n, 0.0), r(n), p(n), Ap(n);
    for (int i = 0; i < n; ++i) {
        r[i] = 1.0 / (1.0 + i % 17);
        p[i] = r[i];
    }

    for (int it = 0; it < 5; ++it) {
        // diagonal (Jacobi-like) operator stands in for the Laplacian here
        for (int i = 0; i < n; ++i)
            Ap[i] = (4.0 + (i % 3)) * p[i];
        double rr = cg_dot(r.data(), r.data(), n);
        double pAp = cg_dot(p.data(), Ap.data(), n);
        double alpha = rr / pAp;
        cg_axpy(alpha, p.data(), x.data(), n);
        cg_axpy(-alpha, Ap.data(), r.data(), n);
        double rr_new = cg_dot(r.data(), r.data(), n);
        cg_xpay(r.data(), rr_new / rr, p.data(), n);
        std::printf("iter %d residual %e\n", it, rr_new);
    }
    return 0;
}
