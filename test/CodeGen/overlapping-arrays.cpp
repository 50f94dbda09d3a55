// RUN: loopgen %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: g++ -std=c++17 -w -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h -I%runtime -DGENERATED='"%t.cu"' %S/Inputs/overlapping-arrays-driver.cpp -o %t.exe
// RUN: env LOOPGEN_HOST_BELOW=0 LOOPGEN_REPORT_FALLBACK=1 %t.exe 2>&1 | FileCheck %s --check-prefix=OUT
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -Xcompiler -fopenmp -cubin %t.cu -o %t.cubin %}
// The kernels assume that no two arrays overlap. A call whose arrays do
// (in place, `waxpby(n, 1.0, x, b, p, x)` as miniFE and HPCCG call it, or
// a shifted view) runs the original on one host thread (was: the program
// stopped, "arrays 'x' and 'w' overlap; loopgen assumes they do not").

// CHECK-LABEL: {{^}}void waxpby(
// CHECK: {{^ +}}if (loopgen_overlap((const void *)(x), (size_t)(n) * sizeof(double),
// CHECK-NEXT: {{^ +}}(const void *)(w), (size_t)(n) * sizeof(double)) ||
// CHECK-NEXT: {{^ +}}loopgen_overlap(
// CHECK: {{^ +}}(size_t)(n) * sizeof(double))) { // Arrays 'x' and 'w', 'y' and 'w'.
// CHECK: {{^ +}}loopgen_report_fallback("waxpby");
// CHECK-NEXT: {{^ +}}{{\[\[maybe_unused\]\]}} loopgen_one_thread loopgen_alone;
// CHECK-NEXT: {{^ +}}return waxpby_on_host(n, alpha, x, beta, y, w);
// CHECK-NEXT: {{^ +}}}
// CHECK: {{^ +}}loopgen_allocate(&d_x,
#pragma loopgen offload
#pragma loopgen array(x[n], y[n], w[n])
void waxpby(int n, double alpha, const double *x, double beta, const double *y,
            double *w) {
  for (int i = 0; i < n; ++i)
    w[i] = alpha * x[i] + beta * y[i];
}

// A shifted view: out[i] = in[i + 1] over one buffer, which the original
// computes in order.
#pragma loopgen offload
#pragma loopgen array(in[n + 1], out[n])
void shift_left(int n, const float *in, float *out) {
  for (int i = 0; i < n; ++i)
    out[i] = in[i + 1];
}

// OUT: loopgen: waxpby: a run-time check failed; the original ran on the host
// OUT: x[4095]=4095.5 y[4095]=1
// OUT: loopgen: shift_left: a run-time check failed; the original ran on the host
// OUT: v[0]=1 v[998]=999 v[999]=999
// OUT-NOT: loopgen:
// OUT: apart: w[7]=7.5
