// RUN: loopgen %s -o %t.cu 2>&1 | FileCheck %s --allow-empty --check-prefix=NOSHAPE
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size h=3,w=2 | FileCheck %s
// A pointer written at the same element in both branches of an if whose
// condition loopgen cannot read (`if (det > eps) u[c] = ...; else u[c] =
// 0;`): whichever branch runs, the element is written, so the access gives
// the shape. (It was "accessed only under conditions" and the function
// stayed on the host.)
// NOSHAPE-NOT: needs a shape
#pragma loopgen offload
#pragma loopgen validate(h = 24, w = 31, eps = 0.01)
void solve_2x2(int h, int w, float eps, const float *a, const float *b,
               float *u, float *v) {
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      int c = y * w + x;
      float det = a[c] * a[c] - b[c];
      if (det > eps) {
        u[c] = a[c] / det;
        v[c] = b[c] / det;
      } else {
        u[c] = 0.0f;
        v[c] = 0.0f;
      }
    }
}

// A flat loop over a size's product, the output written in both branches.
#pragma loopgen offload
#pragma loopgen validate(h = 24, w = 31)
void keep_positive(int h, int w, const double *in, double *out) {
  for (int i = 0; i < h * w; ++i)
    if (in[i] > 0.0)
      out[i] = in[i];
    else
      out[i] = -in[i] * 0.5;
}
// CHECK-NOT: FAIL
// CHECK: PASS: 2 of 2 functions match the sequential original
