// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// An index declared before a loop left by `break` holds where the loop
// stopped: the break leaves it there (it used to be one step past it, in
// each thread's loop). In a thread's own loop (a while loop over it) and
// outside every loop (a search, whose condition may call <cmath>).
#include <cmath>
// The first column over a threshold in each row, C style: the index
// declared before the inner loop says where it stopped.
#pragma loopgen offload
#pragma loopgen array(x[rows][m], pos[rows])
#pragma loopgen validate(rows = 300, m = 40, t = 0.9)
void first_over_rows(int rows, int m, double t, const double *x, int *pos) {
  for (int r = 0; r < rows; ++r) {
    int j;
    for (j = 0; j < m; ++j)
      if (x[r * m + j] > t)
        break;
    pos[r] = j;
  }
}
// CHECK-LABEL: func first_over_rows
// CHECK: if j_running {
// CHECK-NEXT: j_1 += 1

#pragma loopgen offload
#pragma loopgen array(trace[n])
#pragma loopgen validate(n = 100000, max_slope = 0.97)
long first_steep(long n, float max_slope, const float *trace) {
  long i;
  for (i = 1; i < n; ++i) {
    if (std::fabs(trace[i] - trace[i - 1]) > max_slope)
      break;
  }
  return i < n ? i : -1;
}
// CHECK-LABEL: func first_steep
// CHECK: if fabsf(trace[i_1] - trace[i_1 - 1]) > max_slope {
// CHECK: var i: long = first_i < n ? first_i : 1 > n ? 1 : n

// VALID: PASS: 2 of 2 functions match the sequential original
