// RUN: loopgen %s --emit=report -o - 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_EMU_MULTIPROCESSORS=1 loopgen %s --validate --emulate --size n=9001 | FileCheck %s --check-prefix=VALID
// Stream compaction written with the count's increment first: the write at
// [k - 1] after `k++` (or at any fixed offset from k) lands on a different
// element in every iteration that writes, so the loop is a scan. Two
// writes of one array at different offsets may meet: that loop stays as
// written.
#pragma loopgen offload
#pragma loopgen array(x[n], kept[n], count[1])
#pragma loopgen validate(n = 100000)
void increment_first(int n, const int *x, int *kept, int *count) {
  int k = 0;
  for (int i = 0; i < n; ++i)
    if (x[i] % 5 != 0) {
      k++;
      kept[k - 1] = x[i];
    }
  count[0] = k;
}
// CHECK: function increment_first
// CHECK: loop i: sequential, scan kernel

#pragma loopgen offload
#pragma loopgen array(x[n], where[n + 1], count[1])
#pragma loopgen validate(n = 100000)
void one_based(int n, const float *x, int *where, int *count) {
  int k = 0;
  for (int i = 0; i < n; ++i) {
    if (x[i] > 0.5f) {
      where[k + 1] = i;
      k += 1;
    }
  }
  count[0] = k;
}
// CHECK: function one_based
// CHECK: loop i: sequential, scan kernel

#pragma loopgen offload
#pragma loopgen array(x[n], pairs[2 * n + 2], count[1])
#pragma loopgen validate(n = 1000)
void overlapping(int n, const int *x, int *pairs, int *count) {
  int k = 0;
  for (int i = 0; i < n; ++i)
    if (x[i] % 2) {
      pairs[k] = i;
      pairs[k + 1] = x[i];
      k++;
    }
  count[0] = k;
}
// CHECK: function overlapping: runs on the host as written

// VALID: PASS: 3 of 3
