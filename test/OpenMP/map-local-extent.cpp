// RUN: loopgen %s --openmp --validate --emulate --size w=37,h=21,nsph=3 | FileCheck %s
// RUN: loopgen %s --openmp -o %t.cu 2>&1 | FileCheck %s --check-prefix=WARN
// Map sections whose extents name locals of the function's sizes
// (`const int npix = width * height;`, then `map(from: img[0:npix])`), as
// OpenMP codes write them: the local's value gives the shape. (It was
// "unknown name 'npix'" and the function stayed on the host.) A local the
// function changes before is still unknown.
// CHECK: PASS: 1 of 1 functions match the sequential original
#include <cmath>

void shade(const float *spheres, int nsph, float *img, int w, int h) {
  const int npix = w * h;
  const int coords = 4 * nsph;
#pragma omp target teams distribute parallel for map(to: spheres[0:coords]) map(from: img[0:npix])
  for (int p = 0; p < npix; ++p) {
    float x = (float)(p % w) / w, y = (float)(p / w) / h, best = 1e30f;
    for (int s = 0; s < nsph; ++s) {
      float dx = x - spheres[4 * s], dy = y - spheres[4 * s + 1];
      best = std::fmin(best, std::sqrt(dx * dx + dy * dy) - spheres[4 * s + 3]);
    }
    img[p] = best;
  }
}

// WARN: map-local-extent.cpp:[[@LINE+6]]:1: warning: in the shape of 'a': unknown name 'm'
void halve(float *a, int n) {
  int m = n;
  if (m > 8)
    m = 8;
  n = m;
#pragma omp target teams distribute parallel for map(tofrom: a[0:m])
  for (int i = 0; i < n; ++i)
    a[i] *= 0.5f;
}
