// RUN: loopgen %s --emit=report -o - 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_EMU_MULTIPROCESSORS=1 loopgen %s --validate --emulate --size n=9001 | FileCheck %s --check-prefix=VALID
// A running value that an if and its else update by different amounts,
// with one operator: the element is the ?: of the two, and the loop is a
// scan. With two operators it is not, and the loop stays as written.
#include <algorithm>
#pragma loopgen offload
#pragma loopgen array(x[n], y[n], out[n])
#pragma loopgen validate(n = 100000)
void signed_walk(int n, const int *x, const int *y, long *out) {
  long s = 0;
  for (int i = 0; i < n; ++i) {
    if (x[i] > y[i])
      s += x[i];
    else
      s -= y[i];
    out[i] = s;
  }
}
// CHECK: function signed_walk
// CHECK: loop i: sequential, scan kernel

#pragma loopgen offload
#pragma loopgen array(x[n], level[n])
#pragma loopgen validate(n = 100000)
void water_level(int n, const float *x, float *level) {
  float high = 0;
  for (int i = 0; i < n; ++i) {
    float v = x[i] * 2;
    if (v > 1.0f)
      high = std::max(high, v);
    else
      high = std::max(high, v * 0.5f);
    level[i] = high;
  }
}
// CHECK: function water_level
// CHECK: loop i: sequential, scan kernel

#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 1000)
void mixed_ops(int n, const int *x, int *out) {
  int s = 1;
  for (int i = 0; i < n; ++i) {
    if (x[i] % 2)
      s += x[i];
    else
      s *= 3;
    out[i] = s;
  }
}
// CHECK: function mixed_ops: runs on the host as written

// VALID: PASS: 3 of 3
