// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// std::complex<float> and <double> are their two parts: a local is two
// locals, an array (pointer, std::vector) is a record array of two slots,
// a parameter by value or reference is one record; + - * /, their
// compound assignments, conj, polar, exp, real, imag, abs, norm and arg are
// written out on the parts. Styles: a DFT with polar and +=, magnitudes,
// conj and /= and *=, Mandelbrot's escape loop on a typedef, an FIR filter
// through a reference, a twiddle with exp and a list, a scale by a complex
// parameter, and a complex sum into a reference.
#include <cmath>
#include <complex>
#include <vector>

using cplx = std::complex<double>;

// Naive DFT: X[k] = sum_n x[n] e^{-2 pi i k n / N}
#pragma loopgen offload
#pragma loopgen validate(n = 256)
void dft(int n, const std::vector<std::complex<double>> &x,
         std::vector<std::complex<double>> &X) {
  const double pi = 3.14159265358979323846;
  for (int k = 0; k < n; ++k) {
    std::complex<double> sum(0.0, 0.0);
    for (int t = 0; t < n; ++t) {
      double angle = -2.0 * pi * k * t / n;
      sum += x[t] * std::polar(1.0, angle);
    }
    X[k] = sum;
  }
}

#pragma loopgen offload
#pragma loopgen array(z[n], mag[n], ph[n])
#pragma loopgen validate(n = 1000)
void magnitude(int n, const std::complex<float> *z, float *mag, float *ph) {
  for (int i = 0; i < n; ++i) {
    mag[i] = std::abs(z[i]);
    ph[i] = std::arg(z[i]) + z[i].real() * 0.0f + std::norm(z[i]) * 0.0f;
  }
}

#pragma loopgen offload
#pragma loopgen array(a[n], b[n], c[n])
#pragma loopgen validate(n = 1000)
void cmul(int n, const std::complex<float> *a, const std::complex<float> *b,
          std::complex<float> *c) {
  for (int i = 0; i < n; ++i) {
    std::complex<float> p = a[i] * std::conj(b[i]);
    p /= (b[i] + 2.0f);
    c[i] = p - std::complex<float>(1.0f, 0.5f);
    c[i] *= 2.0f;
  }
}
// CHECK-LABEL: func dft(n: int, x: const double[x_size][2] vector [records of std::complex<double>]
// CHECK: var sum_re: double = 0.0
// CHECK: sum_re += x[t][0] * (1.0 * cos(angle)) - x[t][1] * (1.0 * sin(angle))
// CHECK: X[k][1] = sum_im
// CHECK-LABEL: func cmul
// CHECK: var new_re: float =
// CHECK-NEXT: p_im =
// CHECK-NEXT: p_re = new_re

// Mandelbrot: the escape loop on a complex number, per pixel.
#pragma loopgen offload
#pragma loopgen array(iters[h][w])
#pragma loopgen validate(w = 64, h = 48, max_iter = 200)
void mandelbrot(int w, int h, int max_iter, int *iters) {
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      cplx c(-2.0 + 3.0 * x / w, -1.2 + 2.4 * y / h);
      cplx z = 0;
      int it = 0;
      while (std::abs(z) <= 2.0 && it < max_iter) {
        z = z * z + c;
        ++it;
      }
      iters[y * w + x] = it;
    }
}

// FIR filter of a complex signal by real taps, written through a reference.
#pragma loopgen offload
#pragma loopgen array(h[taps], x[n], y[n])
#pragma loopgen validate(n = 500, taps = 16)
void fir(int n, int taps, const std::vector<float> &h,
         const std::vector<std::complex<float>> &x,
         std::vector<std::complex<float>> &y) {
  for (int i = taps; i < n; ++i) {
    auto &out = y[i];
    out = 0.0f;
    for (int k = 0; k < taps; ++k)
      out += h[k] * x[i - k];
  }
}

// A twiddle with std::exp and an assignment from a list.
#pragma loopgen offload
#pragma loopgen array(in[n], out[n])
#pragma loopgen validate(n = 512)
void twiddle(int n, const cplx *in, cplx *out) {
  const double pi = std::acos(-1.0);
  for (int k = 0; k < n; ++k) {
    const cplx w = std::exp(cplx(0.0, -2.0 * pi * k / n));
    const cplx v = in[k] * w;
    out[k] = {v.real() * 0.5, -v.imag()};
  }
}

#pragma loopgen offload
#pragma loopgen array(in[n], out[n])
#pragma loopgen validate(n = 300)
void rotate(int n, cplx w, const cplx *in, cplx *out) {
  for (int i = 0; i < n; ++i)
    out[i] = in[i] * w + w.imag();
}

#pragma loopgen offload
#pragma loopgen array(z[n])
#pragma loopgen validate(n = 1000)
void total(int n, const std::complex<float> *z, std::complex<float> &sum) {
  sum = 0;
  for (int i = 0; i < n; ++i)
    sum += z[i] * z[i];
}
// VALID: PASS: 8 of 8 functions match the sequential original
