// RUN: loopgen %s --stop-after=cub-scans -Rpass=loopgen-cub-scans -o - 2>&1 | FileCheck %s --check-prefix=PLAN
// RUN: loopgen --format-style=none %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// RUN: loopgen %s --validate --emulate --size n=1 | FileCheck %s --check-prefix=PASS
// Scans of an array's elements run as CUB's DeviceScan from raw pointers,
// its fast path (measured faster than loopgen's own scan): a running total
// from 0 (no initial value), from another value set just before the loop
// (that value on the host), in place, a running maximum in place (loopgen's
// functor), a recurrence into another array (CUB's exclusive scan from the
// element before the first iteration, read on the device, then the last
// step in one thread). A scan of a computed element keeps loopgen's own
// scan kernel.
// clang-format off
#include <algorithm>
#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 3000)
int running_total(int n, const int *x, int *out) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += x[i];
    out[i] = s;
  }
  return s;
}
// CHECK: { // running_total_scan0: the scan at cub-scans.cpp:[[@LINE-6]]:3, by CUB's DeviceScan
// CHECK: LOOPGEN_CHECK(cub::DeviceScan::InclusiveScan(nullptr, loopgen_bytes, loopgen_in, loopgen_out, loopgen_cub_op<loopgen_op_add>(), loopgen_n));
// CHECK: loopgen_copy_element(d_s, loopgen_out + loopgen_n - 1);

#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 2500, base = 3)
void from_offset(int n, double base, const double *x, double *out) {
  double s = base * 2;
  for (int i = 0; i < n; i++) {
    s = s + x[i];
    out[i] = s;
  }
}
// CHECK: { // from_offset_scan0: the scan at cub-scans.cpp:[[@LINE-5]]:3, by CUB's DeviceScan
// CHECK: cub::DeviceScan::InclusiveScanInit(nullptr, loopgen_bytes, loopgen_in, loopgen_out, loopgen_cub_op<loopgen_op_add>(), (double)(base * 2), loopgen_n));

#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 4000)
void in_place(int n, float *x) {
  for (int i = 1; i < n; i++)
    x[i] += x[i - 1];
}
// CHECK: { // in_place_scan0: the scan at cub-scans.cpp:[[@LINE-3]]:3, by CUB's DeviceScan
// CHECK: float *const loopgen_in = d_x + (long long)(1) - 1;
// CHECK: cub::DeviceScan::InclusiveScan(nullptr, loopgen_bytes, loopgen_in, loopgen_out, loopgen_cub_op<loopgen_op_add>(), loopgen_n + 1));

#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 3500)
void running_max(int n, long long *x) {
  for (int i = 1; i < n; i++)
    x[i] = std::max(x[i - 1], x[i]);
}
// CHECK: { // running_max_scan0: the scan at cub-scans.cpp:[[@LINE-3]]:3, by CUB's DeviceScan
// CHECK: loopgen_cub_op<loopgen_op_max>(), loopgen_n + 1));

#pragma loopgen offload
#pragma loopgen array(a[n], c[n])
#pragma loopgen validate(n = 3000)
void into_other(int n, const float *a, float *c) {
  for (int i = 1; i < n; i++)
    c[i] = c[i - 1] + a[i];
}
// CHECK: { // into_other_scan0: the scan at cub-scans.cpp:[[@LINE-3]]:3, by CUB's DeviceScan
// CHECK: const float *const loopgen_in = d_a + (long long)(1);
// CHECK: float *const loopgen_out = d_c + (long long)(1) - 1;
// CHECK: cub::DeviceScan::ExclusiveScan(nullptr, loopgen_bytes, loopgen_in, loopgen_out, loopgen_cub_op<loopgen_op_add>(), cub::FutureValue<float>(loopgen_out), loopgen_n));
// CHECK: loopgen_scan_step<loopgen_op_add>(loopgen_out + loopgen_n, loopgen_in + loopgen_n - 1);

// The maximum from a value the loop before leaves two elements back.
#pragma loopgen offload
#pragma loopgen array(a[n], c[n])
#pragma loopgen validate(n = 2900)
void max_from_two(int n, const int *a, int *c) {
  c[0] = 5;
  c[1] = a[0];
  for (int i = 2; i < n; i++)
    c[i] = std::max(c[i - 1], a[i]);
}
// CHECK: { // max_from_two_scan{{[0-9]+}}: the scan at cub-scans.cpp:[[@LINE-3]]:3, by CUB's DeviceScan
// CHECK: int *const loopgen_out = d_c + (long long)(2) - 1;
// CHECK: loopgen_scan_step<loopgen_op_max>(

#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 3000)
void computed(int n, const float *x, float *out) {
  float s = 0;
  for (int i = 0; i < n; i++) {
    s += x[i] * x[i];
    out[i] = s;
  }
}
// CHECK: scan kernel for the loop at cub-scans.cpp:[[@LINE-5]]:3
// CHECK-NOT: cub::DeviceScan
// CHECK: loopgen_scan<loopgen_op_add, float>(

// PASS: PASS: 7 of 7 functions match the sequential original
// PLAN: cub-scans.cpp:22:3: remark: scan at cub-scans.cpp:22:3 runs as CUB's DeviceScan: a scan of 'x' into 'out' from the operator's identity [-Rpass=loopgen-cub-scans]
// PLAN: cub-scans.cpp:37:3: remark: scan at cub-scans.cpp:37:3 runs as CUB's DeviceScan: a scan of 'x' into 'out' from the value set before the loop [-Rpass=loopgen-cub-scans]
// PLAN: cub-scans.cpp:49:3: remark: scan at cub-scans.cpp:49:3 runs as CUB's DeviceScan: a scan of 'x' in place [-Rpass=loopgen-cub-scans]
// PLAN: cub-scans.cpp:60:3: remark: scan at cub-scans.cpp:60:3 runs as CUB's DeviceScan: a scan of 'x' in place [-Rpass=loopgen-cub-scans]
// PLAN: cub-scans.cpp:70:3: remark: scan at cub-scans.cpp:70:3 runs as CUB's DeviceScan: a recurrence into 'c' of 'a' [-Rpass=loopgen-cub-scans]
// PLAN: cub-scans.cpp:86:3: remark: scan at cub-scans.cpp:86:3 runs as CUB's DeviceScan: a recurrence into 'c' of 'a' [-Rpass=loopgen-cub-scans]
// PLAN-NOT: remark
// PLAN: for i in [0, n) sequential scan(+: s, element x[i]) [by CUB's DeviceScan] @scan-kernel {
// PLAN: func computed(
// PLAN-NOT: by CUB
