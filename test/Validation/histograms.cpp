// RUN: loopgen %s -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: env LOOPGEN_EMU_MULTIPROCESSORS=1 loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=33 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --strict-fp -Rpass=loopgen-parallelism -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRICT
// Histograms: a loop that only adds to elements of an integer array at
// computed places runs in parallel, its adds atomic. Floating-point bins
// (the order of rounding would change from run to run) and bins read in
// the loop stay sequential.
#pragma loopgen offload
#pragma loopgen array(v[n], hist[bins])
#pragma loopgen validate(n = 100003, bins = 16)
void histogram(int n, int bins, const int *v, int *hist) {
  for (int b = 0; b < bins; b++)
    hist[b] = 0;
  for (int i = 0; i < n; i++)
    hist[v[i]]++;
}
// REMARK: :[[@LINE-3]]:3: remark: loop over 'i' is parallel: proven free of loop-carried dependences apart from a reduction (atomic updates of 'hist')
// CHECK: {{^ +}}atomicAdd((int *)&hist[v[i]], (int)((int)(1)));

#pragma loopgen offload
#pragma loopgen array(x[n], hist[256])
#pragma loopgen validate(n = 100003)
void hist_float(int n, const float *x, long long *hist) {
  for (int i = 0; i < n; i++) {
    int b = (int)(x[i] * 256);
    if (b >= 0 && b < 256)
      hist[b] += 2;
    else
      hist[0] -= 1;
  }
}
// Bins of a constant count that fit are privatized per block in shared
// memory, where the threads add; each block then adds its bins to the array.
// CHECK: {{^ +}}__shared__ unsigned long long loopgen_bins_hist[256];
// CHECK: {{^ +}}loopgen_bins_hist[loopgen_j] = 0;
// CHECK-NEXT: {{^ +}}__syncthreads();
// CHECK: {{^ +}}atomicAdd((unsigned long long *)&loopgen_bins_hist[b],
// CHECK-NEXT: {{^ +}}(unsigned long long)((long long)(2)));
// CHECK: {{^ +}}atomicAdd((unsigned long long *)&loopgen_bins_hist[0],
// CHECK-NEXT: {{^ +}}(unsigned long long)(-(long long)(1)));
// CHECK: {{^ +}}for (long long loopgen_i = loopgen_vectors * 4 +
// CHECK: {{^ +}}__syncthreads();
// CHECK-NEXT: {{^ +}}for (int loopgen_j = threadIdx.x; loopgen_j < 256; loopgen_j += blockDim.x)
// CHECK-NEXT: {{^ +}}if (loopgen_bins_hist[loopgen_j] != 0)
// CHECK-NEXT: {{^ +}}atomicAdd((unsigned long long *)&hist[loopgen_j],
// CHECK-NEXT: {{^ +}}loopgen_bins_hist[loopgen_j]);

// Two-dimensional bins, flattened in shared memory.
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 100003)
void hist_2d(int n, const float *x, const float *y, unsigned hist[4][64]) {
  for (int i = 0; i < n; i++)
    hist[(int)(y[i] * 4)][(int)(x[i] * 64)] += 1;
}
// CHECK: {{^ +}}__shared__ unsigned int loopgen_bins_hist[256];
// CHECK: {{^ +}}atomicAdd((unsigned int *)&loopgen_bins_hist[(int)(loopgen_y_0 * 4) * 64 +
// CHECK-NEXT: {{^ +}}(int)(loopgen_x_0 * 64)],

#pragma loopgen offload
#pragma loopgen array(x[n], w[n], hist[64])
#pragma loopgen validate(n = 1000)
void weighted_float(int n, const float *x, const float *w, float *hist) {
  for (int i = 0; i < n; i++)
    hist[(int)(x[i] * 64)] += w[i];
}
// Floating-point adds in any order reassociate, as reductions do: in shared
// bins, then into 'hist'; --strict-fp keeps them in order.
// REMARK: :[[@LINE-5]]:3: remark: loop over 'i' is parallel: proven free of loop-carried dependences apart from a reduction (atomic updates of 'hist'); its floating-point result is rounded in another order
// CHECK-LABEL: {{^}}__global__ void weighted_float_kernel0(
// CHECK: {{^ +}}__shared__ float loopgen_bins_hist[64];
// CHECK: {{^ +}}atomicAdd((float *)&loopgen_bins_hist[(int)(loopgen_x_0 * 64)],
// STRICT: :[[@LINE-9]]:3: remark: loop over 'i' is sequential: {{.*}}; 'hist' is only added to, but --strict-fp keeps atomic adds of floating-point values, which round in an order that changes from run to run

#pragma loopgen offload
#pragma loopgen array(v[n], hist[16], out[n])
#pragma loopgen validate(n = 1000)
void reads_too(int n, const int *v, int *hist, int *out) {
  for (int i = 0; i < n; i++) {
    hist[v[i]] += 1;
    out[i] = hist[v[i]];
  }
}
// REMARK: :[[@LINE-5]]:3: remark: loop over 'i' is sequential
// VALID: PASS: 5 of 5 functions match the sequential original
