// RUN: loopgen %s --emit=report -o - 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A suffix sum, and running values split apart, in the styles people write
// them: accumulating into an array element, into a reference parameter,
// through a helper over std::vectors, with std::min/max. Each gets the scan
// kernel and matches the sequential loop.
#include <algorithm>
#include <vector>
#pragma loopgen offload
#pragma loopgen array(x[n], out[n], acc[1])
#pragma loopgen validate(n = 50000)
void into_element(int n, const int *x, int *out, int *acc) {
  acc[0] = 0;
  for (int i = n - 1; i >= 0; --i) {
    acc[0] += x[i];
    out[i] = acc[0];
  }
}
#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 50000)
void into_reference(int n, const long *x, long *out, long &total) {
  for (int i = n - 1; i >= 0; --i) {
    total += x[i];
    out[i] = total;
  }
}
static int twice(int v) { return 2 * v; }
#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 50000)
void with_vectors(int n, const std::vector<int> &x, std::vector<int> &out) {
  int s = 0;
  for (int i = n - 1; i >= 0; --i) {
    s += twice(x[i]);
    out[i] = s;
  }
}
#pragma loopgen offload
#pragma loopgen array(x[n], y[n], a[n], b[n])
#pragma loopgen validate(n = 50000)
void min_max_apart(int n, const float *x, const float *y, float *a, float *b) {
  float lo = 1e30f, hi = -1e30f;
  for (int i = n - 1; i >= 0; --i) {
    lo = std::min(lo, x[i]);
    hi = std::max(hi, y[i]);
    a[i] = lo;
    b[i] = hi;
  }
}
// CHECK: function into_element: 1 parallel kernel
// CHECK-NEXT: loop i: sequential, scan kernel
// CHECK: function into_reference: 1 parallel kernel
// CHECK-NEXT: loop i: sequential, scan kernel
// CHECK: function with_vectors: 1 parallel kernel
// CHECK-NEXT: loop i: sequential, scan kernel
// CHECK: function min_max_apart: 2 parallel kernels
// CHECK-NEXT: (part 1 of 2)  loop i: sequential, scan kernel
// CHECK-NEXT: (part 2 of 2)  loop i: sequential, scan kernel
// VALID: PASS: 4 of 4
