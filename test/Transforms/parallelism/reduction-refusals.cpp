// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --strict-fp -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRICT
// Loops that look like reductions but are not stay sequential, with the
// reason; --strict-fp keeps floating-point sums in their order.
#include <cmath>

// The running total is read for another purpose: a scan, not a reduction.
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
void running(int n, const float *x, float *y) {
  float s = 0;
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is sequential: scalar 's' is written in the loop but is not a reduction: it is read there other than to accumulate into it
  for (int i = 0; i < n; i++) {
    s += x[i];
    y[i] = s;
  }
}

// Not associative: s = s / x[i] and s = x[i] - s.
#pragma loopgen offload
#pragma loopgen array(x[n])
float quotient(int n, const float *x) {
  float s = 1, t = 0;
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is sequential: scalar 's' is written in the loop but is not a reduction: it is assigned a value that does not accumulate into it
  for (int i = 0; i < n; i++)
    s /= x[i];
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is sequential: scalar 't' is written in the loop but is not a reduction: it is assigned a value that does not accumulate into it
  for (int i = 0; i < n; i++)
    t = x[i] - t;
  return s + t;
}

// Rounded to an integer at every step: not a sum (trunc(s + 1.5) + 1.5
// rounds twice where one sum of the two would round once).
#pragma loopgen offload
#pragma loopgen array(x[n])
int truncated(int n, const float *x) {
  int s = 0, t = 0;
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is sequential: scalar 's' is written in the loop but is not a reduction: it is assigned a value that does not accumulate into it
  for (int i = 0; i < n; i++)
    s = (int)(s + x[i] - 0.5f);
  // Converting the element first keeps an integer sum.
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is parallel: {{.*}}apart from a reduction (+ into 't')
  for (int i = 0; i < n; i++)
    t = t + (int)(x[i] * 10);
  return s + t;
}

// Two operators on one scalar.
#pragma loopgen offload
#pragma loopgen array(x[n])
float mixed(int n, const float *x) {
  float s = 0;
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is sequential: scalar 's' is written in the loop but is not a reduction: it is updated with different operators or values
  for (int i = 0; i < n; i++) {
    s += x[i];
    s *= 0.5f;
  }
  return s;
}

// A flag set to two different values: the last one stored wins.
#pragma loopgen offload
#pragma loopgen array(x[n])
int last_mark(int n, const float *x) {
  int f = 0;
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is sequential: scalar 'f' is written in the loop but is not a reduction: it is updated with different operators or values
  for (int i = 0; i < n; i++) {
    if (x[i] > 0.9f)
      f = 1;
    if (x[i] < 0.1f)
      f = 2;
  }
  return f;
}

// The accumulator of each row is private to an iteration of the parallel
// loop: the inner loop runs in its thread.
#pragma loopgen offload
#pragma loopgen array(A[n][m], rows[n])
void row_sums(int n, int m, const float *A, float *rows) {
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is parallel: proven free of loop-carried dependences{{$| \[}}
  for (int i = 0; i < n; i++) {
    float s = 0;
    // CHECK: :[[@LINE+1]]:5: remark: loop over 'j' is sequential: scalar 's' is declared outside the loop and written in every iteration [
    for (int j = 0; j < m; j++)
      s += A[i * m + j];
    rows[i] = s;
  }
}

// --strict-fp: floating-point sums stay sequential, integers and maxima not.
#pragma loopgen offload
#pragma loopgen array(x[n], v[n])
float strict(int n, const float *x, const int *v) {
  float s = 0, m = 0;
  int c = 0;
  // STRICT: :[[@LINE+1]]:3: remark: loop over 'i' is sequential: scalar 's' is a floating-point reduction, and --strict-fp keeps its order of rounding
  for (int i = 0; i < n; i++)
    s += x[i];
  // STRICT: :[[@LINE+1]]:3: remark: loop over 'i' is parallel: {{.*}}apart from reductions (+ into 'c', max into 'm') [
  for (int i = 0; i < n; i++) {
    c += v[i];
    m = fmaxf(m, x[i]);
  }
  return s + m + c;
}
