// RUN: not loopgen %s --validate --emulate --trust-annotations > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// A mismatch that comes from the order in which the translation adds a
// float sum is told from one that comes from the translation: the harness
// is built again with the sums in their original order (--strict-fp, kept
// on the GPU), and each function gets its verdict, with where the sums are
// and the size.
#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 100000)
float variance_coefficient(int n, const float *a) {
  float s = 0, s2 = 0;
  for (int i = 0; i < n; i++) {
    s += a[i] + 100.0f;
    s2 += (a[i] + 100.0f) * (a[i] + 100.0f);
  }
  // Cancellation: the difference of two sums of about 10^9 each.
  float mean = s / n;
  float q0sqr = (s2 / n - mean * mean) / (mean * mean);
  return 1.0f / (q0sqr * (1.0f + q0sqr));
}

// A genuinely wrong translation (a dependence the user claims away) that
// also sums in another order: still a failure, and not blamed on the order.
#pragma loopgen offload
#pragma loopgen array(a[n], idx[n])
#pragma loopgen validate(n = 4096)
float prefix_total(int n, const int *idx, float *a) {
#pragma loopgen parallel
  for (int i = 1; i < n; ++i)
    a[i] = a[i - 1 + 0 * idx[i]] + 1.0f;
  float s = 0;
  for (int i = 0; i < n; ++i)
    s += a[i];
  return s;
}
// CHECK: RESULT function=variance_coefficient status=FAIL
// CHECK: RESULT function=prefix_total status=FAIL
// The sizes are halved until each function matches: the sum's rounding
// appears from some size on, the wrong translation at every size.
// CHECK: loopgen: note: 'prefix_total' differs at every size tried, down to n=4
// CHECK: loopgen: note: the difference of 'variance_coefficient' appears between n={{[0-9]+}} (matches) and n={{[0-9]+}} (differs)
// CHECK: loopgen: rebuilding with the floating-point reductions in their original order (--strict-fp)
// CHECK-DAG: loopgen: note: 'variance_coefficient' differs from the original only through the order of its floating-point reductions (+ into 's' at {{.*}}reduction-order.cpp:13:3, + into 's2' at {{.*}}reduction-order.cpp:13:3): up to {{.*}} (relative) at n=100000; the translation with their original order (--strict-fp) matches
// CHECK-DAG: loopgen: note: 'prefix_total' differs from the original with its floating-point reductions in their original order too (--strict-fp): their order is not the difference
