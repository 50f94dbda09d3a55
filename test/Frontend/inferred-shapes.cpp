// RUN: loopgen %s -Rpass=loopgen-lower -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: loopgen %s -Rpass=loopgen-parallelism -o %t.cu 2>&1 | FileCheck %s --check-prefix=PAR
// RUN: loopgen %s --emit=loopir -o - 2>&1 | FileCheck %s --check-prefix=IR
// RUN: loopgen %s --validate --emulate | FileCheck %s
// Pointer parameters without '#pragma loopgen array': each gets the
// extent its accesses reach (exact: rectangular loops of step 1, no
// condition around the access), in the styles people write.

// REMARK: inferred-shapes.cpp:[[@LINE+3]]:{{[0-9]+}}: remark: the shape of 'x' is x[n]: the elements its accesses reach
#pragma loopgen offload
#pragma loopgen validate(n = 1000, a = 2)
void axpy(int n, float a, const float *x, float *y) {
  for (int i = 0; i < n; ++i)
    y[i] += a * x[i];
}

// A row-major image read at its neighbours: whole rows of w, up to the
// last row the stencil reads; the analysis sees its rows.
// REMARK: inferred-shapes.cpp:[[@LINE+4]]:{{[0-9]+}}: remark: the shape of 'in' is in[h][w], indexed linearly
// PAR: inferred-shapes.cpp:[[@LINE+4]]:{{.*}} loop over 'y' is parallel: proven
#pragma loopgen offload
#pragma loopgen validate(h = 40, w = 30)
void blur(int h, int w, const double *in, double *out) {
  for (int y = 1; y < h - 1; ++y)
    for (int x = 1; x < w - 1; ++x)
      out[y * w + x] = (in[(y - 1) * w + x] + in[(y + 1) * w + x] +
                        in[y * w + x - 1] + in[y * w + x + 1]) /
                       4.0;
}

// A loop that runs down, and a second array read with an offset.
// REMARK: inferred-shapes.cpp:[[@LINE+3]]:{{[0-9]+}}: remark: the shape of 'src' is src[n + 3]
#pragma loopgen offload
#pragma loopgen validate(n = 500)
void shift_reverse(int n, const int *src, int *dst) {
  for (int i = n - 1; i >= 0; --i)
    dst[n - 1 - i] = src[i + 3];
}

// Strip-mined into blocks of 16 (the block count n / 16 a size of its
// own) and a remainder loop: the extent is the greater of their reaches.
// REMARK: inferred-shapes.cpp:[[@LINE+3]]:{{[0-9]+}}: remark: the shape of 'x' is x[16 * (n / 16) > n ? 16 * (n / 16) : n]
#pragma loopgen offload
#pragma loopgen validate(n = 1000)
void blocked_square(int n, const double *x, double *y) {
  for (int b = 0; b < n / 16; ++b)
    for (int i = b * 16; i < (b + 1) * 16; ++i)
      y[i] = x[i] * x[i];
  for (int i = n / 16 * 16; i < n; ++i)
    y[i] = x[i] * x[i];
}

// IR: func axpy(n: int, a: float, x: const float[n] pointer [shape inferred]

// CHECK: RESULT function=axpy status=PASS
// CHECK: RESULT function=blur status=PASS
// CHECK: RESULT function=shift_reverse status=PASS
// CHECK: RESULT function=blocked_square status=PASS
// CHECK: PASS: 4 of 4 functions match the sequential original
