// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls %t | count 0
// Shapes that the accesses reach only where conditions hold: the error
// gives the shape they reach there. (Taps read only inside a convolution's
// padding test get theirs: Frontend/shape-tests-of-data.cpp.)
#include <algorithm>

// A shape that would divide by a size: the host computes it on entry,
// before the guard that keeps the divisor from 0.
#pragma loopgen offload
// CHECK: shape-only-under-conditions.cpp:[[@LINE+1]]:37: error: pointer parameter 'out' needs a shape: add '#pragma loopgen array(out[n / s])' before the function, with its real extents (loopgen cannot infer it: its extent divides by a size, which the function may test only after its start; its accesses reach out[n / s])
void every_sth(int n, int s, float *out) {
  if (s <= 0)
    return;
  for (int i = 0; i < n / s; ++i)
    out[i] = i;
}

// Read only in a triangle that may be empty (`j < i` at i = 0).
#pragma loopgen offload
// CHECK: shape-only-under-conditions.cpp:[[@LINE+1]]:36: error: pointer parameter 'v' needs a shape: add '#pragma loopgen array(v[n - 1])' before the function, with its real extents (loopgen cannot infer it: it is accessed only in triangular loops that may not run (j < i); where they run, its accesses reach v[n - 1])
void prefix_excl(int n, const int *v, int *out) {
  for (int i = 0; i < n; ++i) {
    int c = 0;
    for (int j = 0; j < i; ++j)
      c += v[j];
    out[i] = c;
  }
}

// Rows read under a guard of another size (y + k < n, for y < h): n and
// h + 1 do not compare, so the guarded reach is a hint.
#pragma loopgen offload
#pragma loopgen array(out[h][w])
// CHECK: shape-only-under-conditions.cpp:[[@LINE+1]]:53: error: pointer parameter 'in' needs a shape: add '#pragma loopgen array(in[n][w])' before the function, with its real extents (loopgen cannot infer it: it is accessed only under conditions; where they hold, its accesses reach in[n][w])
void guarded_rows(int h, int n, int w, const float *in, float *out) {
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      float s = 0.0f;
      for (int k = 0; k < 2; ++k)
        if (y + k < n)
          s += in[(y + k) * w + x];
      out[y * w + x] = s;
    }
}
