// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --emit=report -o - 2>/dev/null | FileCheck %s --check-prefix=REPORT
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A running total kept in a reference parameter, in an array element or in
// a local updated through a helper, over std::vectors: the element is held
// in a scalar across the loop, and the loop runs as a scan like the one
// written with a local.
#include <vector>

// CHECK: :[[@LINE+7]]:5: remark: 'total' is accumulated in scalar 'total_acc' across the loop over 'i'
// CHECK: :[[@LINE+5]]:3: remark: loop over 'i' runs as a parallel scan: 'total_acc' accumulates with '+'
#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 20011)
void by_reference(int n, const float *x, float *out, double &total) {
  for (int i = 0; i < n; i++) {
    total += x[i];
    out[i] = total;
  }
}
// REPORT: function by_reference: 1 parallel kernel
// REPORT: loop i: sequential, scan kernel

// CHECK: :[[@LINE+8]]:5: remark: 'acc[0]' is accumulated in scalar 'acc_acc' across the loop over 'i'
// CHECK: :[[@LINE+6]]:3: remark: loop over 'i' runs as a parallel scan: 'acc_acc' accumulates with '+'
#pragma loopgen offload
#pragma loopgen array(x[n], out[n], acc[1])
#pragma loopgen validate(n = 20011)
void into_element(int n, const int *x, int *out, int *acc) {
  acc[0] = 0;
  for (int i = 0; i < n; i++) {
    acc[0] += x[i];
    out[i] = acc[0];
  }
}
// REPORT: function into_element: 1 parallel kernel
// REPORT: loop i: sequential, scan kernel

static inline long add(long a, long b) { return a + b; }

// CHECK: :[[@LINE+5]]:3: remark: loop over 'i' runs as a parallel scan: 's' accumulates with '+'
#pragma loopgen offload
#pragma loopgen validate(n = 20011)
void helper_vectors(int n, const std::vector<int> &x, std::vector<long> &out) {
  long s = 0;
  for (int i = 0; i < n; ++i) {
    s = add(s, x[i]);
    out[i] = s;
  }
}
// REPORT: function helper_vectors: 1 parallel kernel
// REPORT: loop i: sequential, scan kernel

// VALID: PASS: 3 of 3 functions match the sequential original
