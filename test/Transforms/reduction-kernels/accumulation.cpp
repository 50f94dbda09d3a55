// RUN: loopgen %s --stop-after=reduction-kernels -Rpass=loopgen-reduction-kernels -o - 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=1000 --size m=37 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=3 --size m=1 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=600000 --size m=2 | FileCheck %s --check-prefix=VALID
// How reduction kernels accumulate: threads stride over the iterations of
// the outermost grid dimension, so that few partials remain; a 1-D loop
// from 0 reads its read-only arrays at its index as vectors first (not the
// histogram it adds into, nor an array read under a condition); a small
// histogram is added into per block in shared memory. A loop from 1 runs one iteration a thread: its threads start at 0, the
// first idle, so that each warp's accesses start at a 128-byte line. With
// more rows than a grid's y dimension holds (65535 blocks), the strided
// grid is capped before its limits are checked.

#pragma loopgen offload
#pragma loopgen array(x[n], y[n], h[16], b[n])
long long dot_and_histogram(int n, const int *x, const int *y, int *h,
                            const int *b) {
  long long s = 0;
  for (int i = 0; i < n; i++) {
    s += (long long)x[i] * (b[i] > 0 ? y[i] : 1);
    h[b[i] & 15] += 1;
  }
  return s;
}
// CHECK: accumulation.cpp:19:3: remark: reduction kernel at accumulation.cpp:19:3: its threads stride over the iterations of 'i', reading 'x', 'b' as vectors of 4; each block adds into 'h' in shared memory [-Rpass=loopgen-reduction-kernels]

#pragma loopgen offload
#pragma loopgen array(a[n][m])
double total(int n, int m, const double *a) {
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += a[i * m + j];
  return s;
}
// CHECK: accumulation.cpp:31:3: remark: reduction kernel at accumulation.cpp:31:3: its threads stride over the iterations of 'i' [-Rpass=loopgen-reduction-kernels]

#pragma loopgen offload
#pragma loopgen array(x[n])
double from_one(int n, const double *x) {
  double s = 0;
  for (int i = 1; i < n; i++)
    s += x[i];
  return s;
}
// CHECK: accumulation.cpp:42:3: remark: reduction kernel at accumulation.cpp:42:3: one iteration a thread [-Rpass=loopgen-reduction-kernels]

#pragma loopgen offload
#pragma loopgen array(h[16], b[n])
void histogram(int n, int *h, const int *b) {
  for (int i = 0; i < n; i++)
    h[b[i] & 15] += 1;
}
// CHECK: accumulation.cpp:51:3: remark: histogram kernel at accumulation.cpp:51:3: its threads stride over the iterations of 'i', reading 'b' as vectors of 4; each block adds into 'h' in shared memory [-Rpass=loopgen-reduction-kernels]
// CHECK-NOT: remark
// CHECK: for i in [0, n) parallel reduction(+: s) [threads stride over the grid; vector reads of x b by 4; histograms per block: h] [grid x] [atomic: h] @kernel {
// CHECK: for i in [0, n) parallel reduction(+: s) [threads stride over the grid] [grid y] @kernel {
// CHECK: for i in [1, n) parallel reduction(+: s) [grid x] @kernel {
// CHECK: for i in [0, n) parallel [threads stride over the grid; vector reads of b by 4; histograms per block: h] [grid x] [atomic: h] @kernel {
// VALID: PASS: 4 of 4 functions match the sequential original
