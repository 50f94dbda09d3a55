// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_EMU_MULTIPROCESSORS=1 loopgen %s --validate --emulate --size n=9001 | FileCheck %s --check-prefix=VALID
// Two running values in one loop: when each statement touches one of them
// and no array one group writes is touched by the other, the loop splits
// into one loop per value, each a scan. A value computed from the other, or
// an array shared between the groups, keeps the loop whole.
#pragma loopgen offload
#pragma loopgen array(x[n], y[n], a[n], b[n])
#pragma loopgen validate(n = 100000)
void two_totals(int n, const int *x, const int *y, int *a, long *b) {
  int s = 0;
  long t = 1;
  for (int i = 0; i < n; ++i) {
    s += x[i];
    t += y[i] * 2;
    a[i] = s;
    b[i] = t;
  }
}
// CHECK: scan-split.cpp:[[@LINE-7]]:3: remark: loop over 'i' is split into 2 loops, one per running value ('s', 't'), each a scan

#pragma loopgen offload
#pragma loopgen array(x[n], lo[n], hi[n])
#pragma loopgen validate(n = 100000)
void running_range(int n, const float *x, float *lo, float *hi) {
  float low = 1e30f, high = -1e30f;
  for (int i = 0; i < n; ++i) {
    low = x[i] < low ? x[i] : low;
    lo[i] = low;
    high = x[i] > high ? x[i] : high;
    hi[i] = high;
  }
}
// CHECK: scan-split.cpp:[[@LINE-7]]:3: remark: loop over 'i' is split into 2 loops, one per running value ('low', 'high'), each a scan

#pragma loopgen offload
#pragma loopgen array(x[n], a[n])
#pragma loopgen validate(n = 1000)
void chained(int n, const int *x, int *a) {
  int s = 0, t = 0;
  for (int i = 0; i < n; ++i) {
    s += x[i];
    t += s;
    a[i] = t;
  }
}
// CHECK-NOT: loop over 'i' is split{{.*}}'s', 't'

#pragma loopgen offload
#pragma loopgen array(x[n], a[n], b[n])
#pragma loopgen validate(n = 1000)
void shared_array(int n, const int *x, int *a, int *b) {
  int s = 0, t = 0;
  for (int i = 0; i < n; ++i) {
    s += x[i];
    a[i] = s;
    t += a[i] * 2;
    b[i] = t;
  }
}
// CHECK-NOT: is split

// VALID: PASS: 4 of 4
