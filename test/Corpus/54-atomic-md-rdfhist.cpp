// RUN: loopgen %s --openmp --validate --emulate --size n=256 --size nbins=64 --size box=10.0 --size rmax=5.0 --size ntypes=4 | FileCheck %s
// CHECK: PASS: [[N:[1-9][0-9]*]] of [[N]] functions match the sequential original
// Style: #pragma omp atomic increments into integer histograms whose bin is computed from the
//        data (shapes given by #pragma loopgen array), plus parallel for zeroing/normalization.
// Field: Molecular dynamics analysis.
// Computes: pair radial distribution function g(r) with minimum-image periodic distances,
//           its ideal-gas normalization, and a per-species atom count from a type index array.

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <omp.h>

#pragma loopgen array(x[n], y[n], z[n], hist[nbins])
void rdf_histogram(const double *x, const double *y, const double *z, int *hist,
                   int n, int nbins, double box, double rmax)
{
    const double inv_dr = nbins / rmax;
    const double rmax2 = rmax * rmax;

#pragma omp parallel for
    for (int b = 0; b < nbins; b++)
        hist[b] = 0;

#pragma omp parallel for schedule(dynamic, 8)
    for (int i = 0; i < n - 1; i++) {
        for (int j = i + 1; j < n; j++) {
            double dx = x[i] - x[j];
            double dy = y[i] - y[j];
            double dz = z[i] - z[j];
            dx -= box * floor(dx / box + 0.5);
            dy -= box * floor(dy / box + 0.5);
            dz -= box * floor(dz / box + 0.5);
            double r2 = dx * dx + dy * dy + dz * dz;
            if (r2 < rmax2) {
                int bin = (int)(sqrt(r2) * inv_dr);
                if (bin >= 0 && bin < nbins) {
#pragma omp atomic
                    hist[bin] += 2;
                }
            }
        }
    }
}

/* g(r_b) = hist_b / (N * rho * V_shell(b)) */
void rdf_normalize(const int *hist, double *gr, int n, int nbins, double box, double rmax)
{
    const double pi = 3.14159265358979323846;
    const double dr = rmax / nbins;
    const double rho = n / (box * box * box);

#pragma omp parallel for
    for (int b = 0; b < nbins; b++) {
        double rlo = b * dr;
        double rhi = rlo + dr;
        double shell = (4.0 / 3.0) * pi * (rhi * rhi * rhi - rlo * rlo * rlo);
        gr[b] = (double)hist[b] / (n * rho * shell);
    }
}

#pragma loopgen array(type[n], count[ntypes])
void species_count(const int *type, int *count, int n, int ntypes)
{
#pragma omp parallel for
    for (int t = 0; t < ntypes; t++)
        count[t] = 0;

#pragma omp parallel for
    for (int i = 0; i < n; i++) {
        int t = type[i] % ntypes;
        if (t < 0)
            t += ntypes;
#pragma omp atomic
        count[t]++;
    }
}

int main()
{
    const int n = 256;
    const int nbins = 64;
    const int ntypes = 4;
    const double box = 10.0;
    const double rmax = 5.0;

    std::vector<double> x(n), y(n), z(n), gr(nbins);
    std::vector<int> hist(nbins), type(n), count(ntypes);

    /* jittered simple-cubic lattice, 7x7x7 sites, first n filled */
    const int side = 7;
    const double a = box / side;
    srand(12345);
    for (int i = 0; i < n; i++) {
        int ix = i % side, iy = (i / side) % side, iz = i / (side * side);
        x[i] = (ix + 0.5) * a + 0.2 * a * (rand() / (double)RAND_MAX - 0.5);
        y[i] = (iy + 0.5) * a + 0.2 * a * (rand() / (double)RAND_MAX - 0.5);
        z[i] = (iz + 0.5) * a + 0.2 * a * (rand() / (double)RAND_MAX - 0.5);
        type[i] = rand() % ntypes;
    }

    rdf_histogram(x.data(), y.data(), z.data(), hist.data(), n, nbins, box, rmax);
    rdf_normalize(hist.data(), gr.data(), n, nbins, box, rmax);
    species_count(type.data(), count.data(), n, ntypes);

    int peak = 0;
    for (int b = 1; b < nbins; b++)
        if (gr[b] > gr[peak])
            peak = b;
    printf("g(r) peak %.3f at r = %.3f; species: %d %d %d %d\n",
           gr[peak], (peak + 0.5) * rmax / nbins, count[0], count[1], count[2], count[3]);
    return 0;
}
