// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Construct: do-while convergence loop (max update < eps, capped) around red-black Gauss-Seidel/SOR sweeps,
//            border neighbours read under 'if (j + 1 < m)' style guards.
// Field: image processing (harmonic inpainting / smoothing of an image towards data, Poisson-type equation).
// Computes: img relaxed so that each pixel approaches the mean of its 4 neighbours plus a data term lambda*(data-img).
#include <cmath>
#include <cstddef>

#pragma loopgen validate(n = 96, m = 128, lambda = 0.1, omega = 1.5, eps = 1e-5, max_sweeps = 300)
#pragma loopgen array(img[n][m], data[n][m])
#pragma loopgen offload
int redblack_sor(float *img, const float *data, std::size_t n, std::size_t m,
                 float lambda, float omega, float eps, int max_sweeps) {
  int sweeps = 0;
  float maxdelta;
  do {
    maxdelta = 0.0f;
    for (int colour = 0; colour < 2; colour++) {
      for (std::size_t i = 0; i < n; i++) {
        for (std::size_t j = (i + colour) % 2; j < m; j += 2) {
          float s = 0.0f;
          int cnt = 0;
          if (i > 0) { s += img[(i - 1) * m + j]; cnt++; }
          if (i + 1 < n) { s += img[(i + 1) * m + j]; cnt++; }
          if (j > 0) { s += img[i * m + j - 1]; cnt++; }
          if (j + 1 < m) { s += img[i * m + j + 1]; cnt++; }
          float old = img[i * m + j];
          float gs = (s + lambda * data[i * m + j]) / (cnt + lambda);
          float upd = old + omega * (gs - old);
          img[i * m + j] = upd;
          float d = std::fabs(upd - old);
          if (d > maxdelta)
            maxdelta = d;
        }
      }
    }
    sweeps++;
  } while (maxdelta > eps && sweeps < max_sweeps);
  return sweeps;
}
