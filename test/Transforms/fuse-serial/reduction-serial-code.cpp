// RUN: loopgen %s --force-gpu --stop-after=fuse-serial -Rpass=loopgen-fuse-serial -o - 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: loopgen --format-style=none --force-gpu %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=2 | FileCheck %s --check-prefix=VALID
// A host loop that launches a reduction between single-thread code (a
// triangular solve: the row's right-hand side, the row's dot product, the
// solution's element) launches one kernel a row: the reduction's last
// block runs the code before it, combines, and runs the code after it.
// The code before moves past the threads' work, so the threads must not
// read what it writes: otherwise it keeps its own kernel.

// CHECK: kernel for the loop at reduction-serial-code.cpp:[[@LINE+12]]:5 (grid x: j; its last block runs the single-thread code before and after it)
// CHECK: if (loopgen_last_block(loopgen_ticket)) {
// CHECK-NEXT: if (threadIdx.x == 0) {
// CHECK-NEXT: w[0] = b[i];
// CHECK: loopgen_finish_in_block<loopgen_op_add>(loopgen_partials_w, loopgen_result_w);
// CHECK-NEXT: if (threadIdx.x == 0) {
// CHECK-NEXT: y[i] = w[0] / L[i * 64 + i];
#pragma loopgen offload
#pragma loopgen validate(n = 37)
void forward(int n, const double L[64][64], const double b[64], double y[64]) {
  for (int i = 0; i < n; i++) {
    double w = b[i];
    for (int j = 0; j < i; j++)
      w -= L[i][j] * y[j];
    y[i] = w / L[i][i];
  }
}

// The scaled row is written before the dot product reads it: three
// launches a row.
// CHECK-LABEL: single-thread kernel for the statements at
// CHECK: kernel for the loop at reduction-serial-code.cpp:[[@LINE+7]]:5 (grid x: j; its last block runs the single-thread code after it)
#pragma loopgen offload
#pragma loopgen validate(n = 29)
void scaled(int n, const double A[64][64], double x[64], double y[64]) {
  for (int i = 0; i < n; i++) {
    x[i] = 0.5 * x[i] + 1;
    double s = 0;
    for (int j = 0; j <= i; j++)
      s += A[i][j] * x[j];
    y[i] = s;
  }
}
// A reduction that also adds to an array atomically (a histogram), and a
// plain store into that array after it: the store keeps its own kernel
// (in the last block it would be written as an atomic add; found by
// scripts/loopgen-stress, seed 31).
// CHECK: kernel for the loop at reduction-serial-code.cpp:[[@LINE+9]]:5 (grid x: i)
// CHECK-NOT: its last block runs
// CHECK: void histogram_parity(
#pragma loopgen offload
#pragma loopgen array(h[8], b[n], out[t])
#pragma loopgen validate(n = 40, t = 3)
void histogram_parity(int n, int t, int *h, const int *b, int *out) {
  for (int r = 0; r < t; r++) {
    int s = 0;
    for (int i = 0; i < n; i++) {
      h[b[i] & 7] += 1;
      s ^= b[i];
    }
    h[r] = s & 255;
  }
}
// VALID: PASS: 3 of 3 functions match the sequential original
// PLAN: reduction-serial-code.cpp:27:5: remark: kernel at reduction-serial-code.cpp:27:5's last block runs the single-thread code beside it: one launch instead of 3 [-Rpass=loopgen-fuse-serial]
// PLAN: reduction-serial-code.cpp:43:5: remark: kernel at reduction-serial-code.cpp:43:5's last block runs the single-thread code beside it: one launch instead of 2 [-Rpass=loopgen-fuse-serial]
// PLAN-NOT: remark
// PLAN: for j in [0, i) parallel reduction(+: w) [threads stride over the grid; vector reads of y by 2] [its last block runs the single-thread code beside it] [grid x] @kernel {
// PLAN: for j in [0, i + 1) parallel reduction(+: s) [threads stride over the grid; vector reads of x by 2] [its last block runs the single-thread code beside it] [grid x] @kernel {
// PLAN: for i in [0, n) parallel reduction(^: s) [threads stride over the grid; vector reads of b by 4; histograms per block: h] [grid x] [atomic: h] @kernel {
