// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=37 | FileCheck %s --check-prefix=VALID
// Every form of scan runs as a parallel scan and matches the sequential
// loop: inclusive and exclusive running totals, recurrences into arrays
// (in place too), conditional counts, min/max, products, bitwise operators,
// elements computed by statements before the update, and a scan launched
// from a host loop. The default sizes span several tiles of the scan.
#include <algorithm>
#include <vector>

// CHECK: :[[@LINE+6]]:3: remark: loop over 'i' runs as a parallel scan: 's' accumulates with '+', and each iteration runs from its running value; its floating-point values are rounded in another order
#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 20011)
double inclusive(int n, const double *x, double *out) {
  double s = 1.5;
  for (int i = 0; i < n; i++) {
    s += x[i];
    out[i] = s;
  }
  return s;
}

// CHECK: :[[@LINE+6]]:3: remark: loop over 'i' runs as a parallel scan: 'total' accumulates with '+'
#pragma loopgen offload
#pragma loopgen array(x[n], before[n], after[n])
#pragma loopgen validate(n = 20011)
long exclusive(long n, const int *x, long *before, long *after) {
  long total = 7;
  for (long i = 0; i < n; ++i) {
    before[i] = total * 2;
    total = total + x[i] - 3;
    after[i] = total;
  }
  return total;
}

// Seed 001's sequential scan, written as a recurrence.
// CHECK: :[[@LINE+6]]:3: remark: loop over 'i' runs as a parallel scan: the recurrence on 'scanned' accumulates with '+'
#pragma loopgen offload
#pragma loopgen array(input[n], scanned[n])
#pragma loopgen validate(n = 20011)
void recurrence(int n, const int *input, int *scanned) {
  scanned[0] = 0;
  for (int i = 1; i < n; ++i)
    scanned[i] = input[i - 1] + scanned[i - 1];
}

// CHECK: :[[@LINE+5]]:3: remark: loop over 'i' runs as a parallel scan: the recurrence on 'x' accumulates with '*'
#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 9001)
void products_in_place(int n, std::vector<double> &x) {
  for (int i = 1; i < n; i++)
    x[i] *= x[i - 1];
}

// Stream compaction: each kept element's place in the output.
// CHECK: :[[@LINE+6]]:3: remark: loop over 'i' runs as a parallel scan: 'kept' accumulates with '+'
#pragma loopgen offload
#pragma loopgen array(x[n], place[n])
#pragma loopgen validate(n = 20011)
int compact(int n, const float *x, int *place) {
  int kept = 0;
  for (int i = 0; i < n; i++) {
    place[i] = x[i] > 0.5f ? kept : -1;
    if (x[i] > 0.5f)
      kept++;
  }
  return kept;
}

// Stream compaction written with the counter in the if; writes at a counter
// that decreases are no compaction and stay sequential.
// CHECK: :[[@LINE+6]]:3: remark: loop over 'i' runs as a parallel scan: 'n_out' accumulates with '+'
#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 20011)
int compact_in_if(int n, const double *x, double *out) {
  int n_out = 0;
  for (int i = 0; i < n; i++)
    if (x[i] < 0.25) {
      out[n_out] = x[i] * 2;
      n_out = n_out + 1;
    }
  return n_out;
}
// CHECK: :[[@LINE+6]]:3: remark: loop over 'i' stays sequential: scalar 'top' is a scan, but the rest of the loop is not parallel
#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 1001)
void compact_down(int n, const int *x, int *out) {
  int top = n - 1;
  for (int i = 0; i < n; i++)
    if (x[i] > 7) {
      out[top] = x[i];
      top--;
    }
}

// CHECK: :[[@LINE+7]]:3: remark: loop over 'i' runs as a parallel scan: 'lo' accumulates with 'min'
// CHECK: :[[@LINE+10]]:3: remark: loop over 'i' runs as a parallel scan: 'hi' accumulates with 'max'
#pragma loopgen offload
#pragma loopgen array(x[n], low[n], high[n])
#pragma loopgen validate(n = 20011)
void extremes(int n, const float *x, float *low, float *high) {
  float lo = 2, hi = -1;
  for (int i = 0; i < n; i++) {
    lo = std::min(lo, x[i]);
    low[i] = lo;
  }
  for (int i = 0; i < n; i++) {
    if (x[i] > hi)
      hi = x[i];
    high[i] = hi * 2;
  }
}

// A local computed before the update, and the running value read by an
// inner loop.
// CHECK: :[[@LINE+6]]:3: remark: loop over 'i' runs as a parallel scan: 'bits' accumulates with '^'
#pragma loopgen offload
#pragma loopgen array(x[n], out[n][4])
#pragma loopgen validate(n = 20011)
void parity(int n, const unsigned *x, unsigned *out) {
  unsigned bits = 0;
  for (int i = 0; i < n; i++) {
    unsigned v = x[i] * 2654435761u;
    bits ^= v;
    for (int k = 0; k < 4; k++)
      out[i * 4 + k] = bits >> (8 * k);
  }
}

// A scan in each step of a host loop, continuing from the last.
// CHECK: :[[@LINE+7]]:5: remark: loop over 'i' runs as a parallel scan: 'run' accumulates with '+'
#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 5003, steps = 3)
void steps_of_scans(int n, int steps, const int *x, int *out) {
  int run = 0;
  for (int t = 0; t < steps; t++)
    for (int i = 0; i < n; i++) {
      run += x[i] + t;
      out[i] = run;
    }
}

// VALID: PASS: 10 of 10 functions match the sequential original
