// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o /dev/null -Rpass=loopgen-lower 2>&1 | FileCheck %s --check-prefix=SHAPE
// Neighbours read under a guard (clamped at the border, or zero outside):
// the guard bounds the index where the access runs, so the shape comes from
// the elements the accesses reach there, with no pragma. Guards as selects,
// as ifs, through a local index, mirrored and negated.
// CHECK: PASS: 3 of 3 functions match the sequential original

#pragma loopgen offload
#pragma loopgen validate(w = 64, h = 48)
// SHAPE: [[@LINE+2]]:38: remark: the shape of 'in' is in[h][w], indexed linearly
// SHAPE: [[@LINE+1]]:49: remark: the shape of 'out' is out[h][w], indexed linearly
void blur(int w, int h, const float *in, float *out) {
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      int xl = (x == 0) ? x : x - 1;
      float l = x > 0 ? in[y * w + x - 1] : in[y * w + x];
      float r = (x < w - 1) ? in[y * w + x + 1] : in[y * w + x];
      float u = (y != 0) ? in[(y - 1) * w + x] : in[y * w + x];
      float d = (h - 1 == y) ? in[y * w + x] : in[(y + 1) * w + x];
      out[y * w + x] = 0.2f * (l + r + u + d + in[y * w + xl]);
    }
}

#pragma loopgen offload
#pragma loopgen validate(n = 500)
// SHAPE: [[@LINE+2]]:38: remark: the shape of 'p' is p[n]
// SHAPE: [[@LINE+1]]:49: remark: the shape of 'q' is q[n]
void laplace_1d(int n, const double *p, double *q) {
  for (int i = 0; i < n; ++i) {
    double left = i > 0 ? p[i - 1] : 0.0;
    double right = !(i >= n - 1) ? p[i + 1] : 0.0;
    q[i] = 2.0 * p[i] - left - right;
  }
}

#pragma loopgen offload
#pragma loopgen validate(n = 500)
// SHAPE: [[@LINE+1]]:39: remark: the shape of 'a' is a[n]
float differences(int n, const float *a) {
  float s = 0.0f;
  for (int i = 0; i < n; ++i) {
    if (i > 0)
      s += a[i] - a[i - 1];
    if (i + 1 < n && a[i + 1] > a[i])
      s += 1.0f;
  }
  return s;
}
