// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o /dev/null -Rpass=loopgen-lower 2>&1 | FileCheck %s --check-prefix=SHAPE
// Subscripts through values the function computes, tested against sizes
// where the access runs: a back-projection's nearest detector, a 2-D
// histogram's bins, a table looked up by a rounded coordinate. Each
// reaches what its test allows.
// CHECK: PASS: 3 of 3 functions match the sequential original
#include <cmath>

#pragma loopgen offload
#pragma loopgen validate(npix = 64, nangles = 30, ndet = 90)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'sino' is sino[nangles][ndet], indexed linearly
void backproject(const float *sino, float *img, int npix, int nangles,
                 int ndet) {
  for (int y = 0; y < npix; ++y)
    for (int x = 0; x < npix; ++x) {
      float s = 0.0f;
      for (int a = 0; a < nangles; ++a) {
        const float th = 3.14159265f * (float)a / (float)nangles;
        const float t = (x - 0.5f * npix) * std::cos(th) +
                        (y - 0.5f * npix) * std::sin(th) + 0.5f * ndet;
        const int d = (int)std::floor(t + 0.5f);
        if (d >= 0 && d < ndet)
          s += sino[a * ndet + d];
      }
      img[y * npix + x] = s;
    }
}

#pragma loopgen offload
#pragma loopgen validate(n = 5000, nbx = 16, nby = 12)
// SHAPE: [[@LINE+2]]:{{[0-9]+}}: remark: the shape of 'hist' is hist[nby][nbx], indexed linearly
void hist2d(int n, const float *x, const float *y, int nbx, int nby,
            int *hist) {
  for (int i = 0; i < n; ++i) {
    const int bx = (int)(x[i] * nbx);
    const int by = (int)(y[i] * nby);
    if (bx < 0 || bx >= nbx || by < 0 || by >= nby)
      continue;
    hist[by * nbx + bx] += 1;
  }
}

#pragma loopgen offload
#pragma loopgen validate(n = 3000, ntab = 50)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'table' is table[ntab]
void lookup(int n, const float *u, const float *table, int ntab, float *out) {
  for (int i = 0; i < n; ++i) {
    const int k = (int)std::lround(u[i] * (ntab - 1));
    out[i] = (0 <= k && k < ntab) ? table[k] : 0.0f;
  }
}
