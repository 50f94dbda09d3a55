// RUN: loopgen %s --openmp --validate --emulate --size n=8192 --size nlat=64 --size nlon=128 | FileCheck %s
// CHECK: PASS: [[N:[1-9][0-9]*]] of [[N]] functions match the sequential original
// Style: parallel for with reduction(+: ...) and reduction(max: ...) on scalars; a 2-D loop
//        nest with collapse(2), loop indices declared at the top and listed in private(i, j).
// Field: Climate / atmospheric model post-processing.
// Computes: surface-temperature anomaly against a climatology on a lat-lon grid with
//           cos(lat) cell weights, then the area-weighted global-mean and peak |anomaly|.

#include <cmath>
#include <cstdio>
#include <vector>
#include <omp.h>

/* anom(i,j) = T(i,j) - Tclim(i,j);  wgt(i,j) = cos(lat_i)  (cell-area weight) */
void compute_anomaly(const double *temp, const double *clim, const double *coslat,
                     double *anom, double *wgt, int nlat, int nlon)
{
    int i, j;

#pragma omp parallel for collapse(2) private(i, j)
    for (i = 0; i < nlat; i++)
        for (j = 0; j < nlon; j++) {
            anom[i * nlon + j] = temp[i * nlon + j] - clim[i * nlon + j];
            wgt[i * nlon + j]  = coslat[i];
        }
}

/* stats[0] = area-weighted mean anomaly, stats[1] = max |anomaly|, stats[2] = total weight */
void global_anomaly_stats(const double *anom, const double *wgt, double *stats, int n)
{
    int i;
    double wsum = 0.0;
    double wtot = 0.0;
    double amax = 0.0;

#pragma omp parallel for private(i) reduction(+: wsum, wtot) reduction(max: amax)
    for (i = 0; i < n; i++) {
        double a  = anom[i];
        double w  = wgt[i];
        double aa = fabs(a);
        wsum += w * a;
        wtot += w;
        if (aa > amax)
            amax = aa;
    }

    stats[0] = (wtot != 0.0) ? wsum / wtot : 0.0;
    stats[1] = amax;
    stats[2] = wtot;
}

int main()
{
    const int nlat = 64;
    const int nlon = 128;
    const int n = nlat * nlon;
    const double pi = 3.14159265358979323846;

    std::vector<double> temp(n), clim(n), anom(n), wgt(n), coslat(nlat);
    double stats[3];

    for (int i = 0; i < nlat; i++) {
        double lat = -0.5 * pi + (i + 0.5) * pi / nlat;
        coslat[i] = cos(lat);
        for (int j = 0; j < nlon; j++) {
            double lon = 2.0 * pi * j / nlon;
            clim[i * nlon + j] = 288.0 - 30.0 * sin(lat) * sin(lat);
            temp[i * nlon + j] = clim[i * nlon + j]
                               + 2.0 * cos(3.0 * lon) * cos(lat)
                               + 0.5 * sin(5.0 * lat);
        }
    }

    compute_anomaly(temp.data(), clim.data(), coslat.data(), anom.data(), wgt.data(), nlat, nlon);
    global_anomaly_stats(anom.data(), wgt.data(), stats, n);

    printf("global mean anomaly = %.6f K, max |anomaly| = %.6f K, weight = %.4f\n",
           stats[0], stats[1], stats[2]);
    return 0;
}
