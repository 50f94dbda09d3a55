// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o /dev/null -Rpass=loopgen-lower 2>&1 | FileCheck %s --check-prefix=SHAPE
// Accesses under conditions that do not bound their subscripts get the
// shape of their loops: a test of data selects iterations (a buffer is
// sized for all of them), `j != i` leaves one point out of a range, and a
// convolution's padding test bounds the sum of an output position and a
// tap, which the tap's subscript does not read. (A bound on an index the
// subscript reads still bounds the shape: Errors/shape-only-under-conditions.cpp.)
// CHECK: PASS: 4 of 4 functions match the sequential original

#pragma loopgen offload
#pragma loopgen validate(n = 1000, threshold = 0.5)
// SHAPE: [[@LINE+2]]:{{[0-9]+}}: remark: the shape of 'x' is x[n]
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'y' is y[n]
void clip(int n, const float *x, float *y, float threshold) {
  for (int i = 0; i < n; ++i)
    if (x[i] > threshold)
      y[i] = threshold;
}

// Pairs of distinct particles (an N-body force).
#pragma loopgen offload
#pragma loopgen validate(n = 300)
// SHAPE: [[@LINE+2]]:{{[0-9]+}}: remark: the shape of 'px' is px[n]
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'f' is f[n]
void pair_forces(int n, const double *px, double *f) {
  for (int i = 0; i < n; ++i) {
    double s = 0.0;
    for (int j = 0; j < n; ++j) {
      if (j == i)
        continue;
      double d = px[j] - px[i];
      s += d / (1.0 + d * d);
    }
    f[i] = s;
  }
}

// A 3x3 convolution with zero padding: the taps are read only inside the
// image.
#pragma loopgen offload
#pragma loopgen array(in[h][w], out[cout][h][w])
#pragma loopgen validate(cout = 4, h = 40, w = 30)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'taps' is taps[9 * cout]
void conv(int cout, int h, int w, const float *taps, const float *in,
          float *out) {
  for (int co = 0; co < cout; ++co)
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        float acc = 0;
        for (int ky = 0; ky < 3; ++ky)
          for (int kx = 0; kx < 3; ++kx)
            if (y + ky - 1 >= 0 && y + ky - 1 < h && x + kx - 1 >= 0 &&
                x + kx - 1 < w)
              acc += in[(y + ky - 1) * w + x + kx - 1] *
                     taps[co * 9 + ky * 3 + kx];
        out[(co * h + y) * w + x] = acc;
      }
}

// A Jacobi iteration that swaps its buffers: the second is read from the
// second step on.
#pragma loopgen offload
#pragma loopgen validate(n = 2000, steps = 5)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'tmp' is tmp[n]
void smooth(int n, int steps, double *u, double *tmp) {
  double *cur = u, *next = tmp;
  for (int s = 0; s < steps; ++s) {
    for (int i = 0; i < n; ++i) {
      double l = i > 0 ? cur[i - 1] : cur[i];
      double r = i < n - 1 ? cur[i + 1] : cur[i];
      next[i] = 0.25 * l + 0.5 * cur[i] + 0.25 * r;
    }
    double *t = cur;
    cur = next;
    next = t;
  }
  if (cur != u)
    for (int i = 0; i < n; ++i)
      u[i] = cur[i];
}
