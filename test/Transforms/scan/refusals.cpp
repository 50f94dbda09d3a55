// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --strict-fp -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRICT
// RUN: loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// Loops that look like scans but are none stay sequential, with a remark
// that says why; --strict-fp keeps floating-point scans sequential.

// CHECK: :[[@LINE+5]]:3: remark: loop over 'i' stays sequential: the recurrence on 'a' is not one accumulation with an associative operator, so it is no scan
#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
#pragma loopgen validate(n = 1000)
void linear(int n, float *a, const float *b) {
  for (int i = 1; i < n; i++)
    a[i] = 0.5f * a[i - 1] + b[i];
}

// CHECK: :[[@LINE+6]]:3: remark: loop over 'i' stays sequential: scalar 's' is read in the loop, and its update is not one accumulation with an associative operator, so it is no scan
#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 1000)
void decay(int n, const float *x, float *out) {
  float s = 0;
  for (int i = 0; i < n; i++) {
    s = s * 0.5f + x[i];
    out[i] = s;
  }
}

// CHECK: :[[@LINE+6]]:3: remark: loop over 'i' stays sequential: scalar 's' is an integer that accumulates floating-point values, rounded at every step, so it is no scan
#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 1000)
void rounded(int n, const float *x, int *out) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += x[i] * 3;
    out[i] = s;
  }
}

// CHECK: :[[@LINE+6]]:3: remark: loop over 'i' stays sequential: scalar 's' is a scan, but 'b', which it accumulates, is written before its update
#pragma loopgen offload
#pragma loopgen array(b[n], out[n])
#pragma loopgen validate(n = 1000)
void overwritten(int n, int *b, int *out) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    b[i] = b[i] + s;
    s += b[i];
    out[i] = s;
  }
}

// CHECK: :[[@LINE+6]]:3: remark: loop over 'i' stays sequential: scalar 's' is a scan, but the rest of the loop is not parallel: 'out[i]' and 'out[i - 1]' touch the same element of 'out' in different iterations
#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 1000)
void carried(int n, const int *x, int *out) {
  int s = 0;
  for (int i = 1; i < n; i++) {
    s += x[i];
    out[i] = s + out[i - 1];
  }
}

// STRICT: :[[@LINE+7]]:3: remark: loop over 'i' stays sequential: scalar 's' is a scan, but --strict-fp keeps the order of its floating-point rounding
// CHECK: :[[@LINE+6]]:3: remark: loop over 'i' runs as a parallel scan
#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 1000)
void running(int n, const double *x, double *out) {
  double s = 0;
  for (int i = 0; i < n; i++) {
    s += x[i];
    out[i] = s;
  }
}

// What the update accumulates is changed in its if before the update.
// CHECK: :[[@LINE+6]]:3: remark: loop over 'i' stays sequential: scalar 's' is read in the loop, and its update is not one accumulation with an associative operator, so it is no scan
#pragma loopgen offload
#pragma loopgen array(x[n], b[n], out[n])
#pragma loopgen validate(n = 1000)
void changed_in_if(int n, const float *x, float *b, float *out) {
  float s = 0;
  for (int i = 0; i < n; i++) {
    float t = x[i];
    if (t > 0.5f) {
      t = t * 2;
      b[i] = t;
      s += t + b[i];
    }
    out[i] = s;
  }
}

// The element written moves with a value read in the iteration: no
// recurrence along i.
// CHECK: :[[@LINE+6]]:3: remark: loop over 'i' is sequential: cannot prove that 'a[i + m]' writes different elements
// CHECK-NOT: runs as a parallel scan
#pragma loopgen offload
#pragma loopgen array(x[n], a[2 * n + 40])
#pragma loopgen validate(n = 1000)
void shifted(int n, const int *x, int *a) {
  for (int i = 1; i < n; i++) {
    int m = x[i];
    a[i + m] = a[i + m - 1] + 1;
  }
}

// VALID: PASS: 8 of 8 functions match the sequential original
