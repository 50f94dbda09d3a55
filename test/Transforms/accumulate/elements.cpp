// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --print-after=accumulate -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: env LOOPGEN_EMU_MULTIPROCESSORS=1 loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A loop accumulating into array elements or through a reference (as
// people write a dot product) accumulates into scalars across the loop,
// which makes it a reduction.

#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 10001)
void dot_ref(int n, const double *x, const double *y, double &out) {
  out = 0;
  for (int i = 0; i < n; i++)
    // CHECK: :[[@LINE+1]]:5: remark: 'out' is accumulated in scalar 'out_acc' across the loop over 'i' (loaded before it, stored after it)
    out += x[i] * y[i];
}
// IR: var out_acc: double = out
// IR: for i in [0, n) sequential {
// IR-NEXT: out_acc += x[i] * y[i]
// IR: out = out_acc

#pragma loopgen offload
#pragma loopgen array(x[n], y[n], res[1])
#pragma loopgen validate(n = 10001)
void dot_ptr(int n, const double *x, const double *y, double *res) {
  *res = 0.0;
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is parallel: {{.*}}apart from a reduction (+ into 'res_acc')
  for (int i = 0; i < n; i++)
    *res += x[i] * y[i];
}

// Two elements of one array, provably distinct.
#pragma loopgen offload
#pragma loopgen array(x[n], out[2])
#pragma loopgen validate(n = 10001)
void range(int n, const float *x, float *out) {
  out[0] = x[0];
  out[1] = x[0];
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is parallel: {{.*}}apart from reductions (max into 'out_acc', min into 'out_acc_1')
  for (int i = 1; i < n; i++) {
    if (x[i] > out[0])
      out[0] = x[i];
    if (x[i] < out[1])
      out[1] = x[i];
  }
}

// Elements that may be the same (k), or read for another purpose, stay.
#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 100, k = 3)
void stays(int n, int k, const float *x, float *out) {
  // CHECK-NOT: remark: 'out[{{.*}}]' is accumulated
  for (int i = 0; i < n; i++) {
    out[0] += x[i];
    out[k] += x[i];
  }
  for (int i = 0; i < n; i++) {
    out[1] += x[i];
    out[2] = out[1];
  }
}
// VALID: PASS: 4 of 4 functions match the sequential original
