// RUN: loopgen %s -o %t.cu
// RUN: FileCheck %s --check-prefix=OUT < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=5,sweeps=2,nbins=3 | FileCheck %s
// Work vectors reset as people write it: `v.assign(n, 0)` at each sweep,
// `v.resize(n)` before filling, `std::fill(v.begin(), v.end(), x)`. A
// vector keeps its size on the GPU: where n is its size on entry (the host
// checks), assign is a fill and resize nothing; elsewhere the call runs
// the original. (These calls were refused as calls of unknown functions.)
// Where the size differs on entry, the call runs the original:
// OUT-LABEL: void damped_jacobi(
// OUT: if (((long long)n != (long long)lap_size)) {
// OUT: return damped_jacobi_on_host(n, sweeps, rhs, u, lap);
// OUT-LABEL: void histogram(
// OUT: if (((long long)nbins != (long long)counts_size)) {
// OUT: return histogram_on_host(n, nbins, x, counts);
#include <algorithm>
#include <vector>

#pragma loopgen offload
#pragma loopgen validate(n = 400, sweeps = 5)
void damped_jacobi(int n, int sweeps, const std::vector<float> &rhs,
                   std::vector<float> &u, std::vector<float> &lap) {
  for (int s = 0; s < sweeps; ++s) {
    lap.assign(n, 0.0f);
    for (int i = 1; i < n - 1; ++i)
      lap[i] = u[i - 1] - 2.0f * u[i] + u[i + 1];
    for (int i = 1; i < n - 1; ++i)
      u[i] += 0.3f * (lap[i] + rhs[i]);
  }
}

#pragma loopgen offload
#pragma loopgen validate(n = 1000, nbins = 16)
void histogram(int n, int nbins, const std::vector<float> &x,
               std::vector<int> &counts) {
  counts.resize(nbins);
  std::fill(counts.begin(), counts.end(), 0);
  for (int i = 0; i < n; ++i) {
    int b = (int)(x[i] * nbins);
    b = std::min(std::max(b, 0), nbins - 1);
    counts[b] += 1;
  }
}
// CHECK-NOT: FAIL
// CHECK: PASS: 2 of 2 functions match the sequential original
