// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
/*
 * Construct: pointer table in Numerical-Recipes style (double **data,
 *            data[i][j] with i a sample and j a feature), C89-style loop
 *            indices declared at the top of the function.
 * Field:     statistics / genomics, per-feature mean and standard deviation
 *            of a sample matrix before standardization.
 * Computes:  ave[j] and sdev[j] (two-pass, unbiased) of every column j.
 * GPU:       the loop over features j is parallel (one thread per column,
 *            neighbouring threads reading neighbouring elements of a row);
 *            each thread runs two sequential sums over the samples i. The
 *            row-pointer table is read-only.
 */
#include <cmath>

#pragma loopgen offload
#pragma loopgen array(data[nsamp][nfeat], ave[nfeat], sdev[nfeat])
#pragma loopgen validate(nsamp = 500, nfeat = 300)
void column_moments(int nsamp, int nfeat, double **data, double *ave,
                    double *sdev) {
  int i, j;
  double s, ep, dev, var;

  for (j = 0; j < nfeat; j++) {
    s = 0.0;
    for (i = 0; i < nsamp; i++)
      s += data[i][j];
    ave[j] = s / nsamp;
    ep = 0.0;
    var = 0.0;
    for (i = 0; i < nsamp; i++) {
      dev = data[i][j] - ave[j];
      ep += dev;
      var += dev * dev;
    }
    /* corrected two-pass formula */
    var = (var - ep * ep / nsamp) / (nsamp > 1 ? nsamp - 1 : 1);
    sdev[j] = std::sqrt(var > 0.0 ? var : 0.0);
  }
}
