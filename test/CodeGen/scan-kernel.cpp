// RUN: loopgen --format-style=none %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: loopgen --format-style=none %s --emit=report -o - | FileCheck %s --check-prefix=REPORT
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// A running total becomes one single-pass scan kernel: its element
// function computes what each iteration accumulates, its body function runs
// the iteration from its running value, and the thread of the last
// iteration stores the total; the host launches a block per tile.
#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
float prefix(int n, const float *x, float *out) {
  float s = 0;
  for (int i = 0; i < n; i++) {
    float v = x[i] * 2;
    s += v;
    out[i] = s;
  }
  return s;
}
// REPORT: function prefix: 1 parallel kernel
// REPORT: loop i: sequential, scan kernel

// CHECK: {{^}}// loopgen: scan kernel for the loop at scan-kernel.cpp:13:3 ('s' accumulates with '+')
// CHECK-NEXT: {{^}}__global__ void __launch_bounds__(LOOPGEN_SCAN_THREADS, LOOPGEN_SCAN_BLOCKS) prefix_scan0(int n, float *s, const float *__restrict__ x, float *__restrict__ out, loopgen_scan_tiles<float> loopgen_tiles) {
// CHECK-NEXT: {{^ +}}const long long loopgen_first = (long long)(0), loopgen_end = (long long)(n);
// CHECK-NEXT: {{^ +}}loopgen_scan<loopgen_op_add, float>(0LL, loopgen_end, loopgen_tiles,
// CHECK-NEXT: {{^ +}}[&]() -> float { return (float)(s[0]); },
// CHECK-NEXT: {{^ +}}[&](long long loopgen_at) -> float {
// CHECK-NEXT: {{^ +}}const int i = (int)(loopgen_first + loopgen_at);
// CHECK-NEXT: {{^ +}}float v = x[i] * 2;
// CHECK-NEXT: {{^ +}}return v;
// CHECK: {{^ +}}[&](long long loopgen_at, float loopgen_prefix, float loopgen_x) {
// CHECK-NEXT: {{^ +}}const int i = (int)(loopgen_first + loopgen_at);
// CHECK-NEXT: {{^ +}}float loopgen_value = loopgen_prefix;
// CHECK-NEXT: {{^ +}}float v = x[i] * 2;
// CHECK-NEXT: {{^ +}}loopgen_value = loopgen_op_add::apply(loopgen_value, loopgen_x);
// CHECK-NEXT: {{^ +}}out[i] = loopgen_value;
// CHECK-NEXT: {{^ +}}if (loopgen_at == loopgen_end - 1)
// CHECK-NEXT: {{^ +}}s[0] = loopgen_value;

// CHECK: {{^ +}}{ // prefix_scan0: the scan at scan-kernel.cpp:13:3
// CHECK: {{^ +}}const long long loopgen_tiles = (loopgen_n + loopgen_scan_tile_size<float>() - 1) / loopgen_scan_tile_size<float>();
// CHECK: {{^ +}}LOOPGEN_LAUNCH(prefix_scan0, dim3((unsigned)loopgen_tiles), dim3(LOOPGEN_SCAN_THREADS), 0, n, d_s, d_x, d_out, loopgen_scan_prepare<float>(loopgen_tiles));
