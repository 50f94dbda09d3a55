// Measures the arithmetic peaks: independent FMA chains in registers, 2
// flops per FMA, in float and in double. Prints one line:
// "fp32_gflops=<GFLOP/s> fp64_gflops=<GFLOP/s>".
#include "timing.h"
#include <cstdio>

template <class T>
__global__ void fmaChains(T *Out, T Seed, int Iterations) {
  T A[8];
  for (int K = 0; K < 8; ++K)
    A[K] = Seed + threadIdx.x * T(1e-7) + K;
  for (int I = 0; I < Iterations; ++I)
#pragma unroll
    for (int K = 0; K < 8; ++K)
      A[K] = fma(A[K], T(0.999999), T(1e-7));
  T S = 0;
  for (int K = 0; K < 8; ++K)
    S += A[K];
  Out[blockIdx.x * blockDim.x + threadIdx.x] = S;
}

template <class T> double peakGflops(int Iterations) {
  int SMs = 0;
  cudaDeviceGetAttribute(&SMs, cudaDevAttrMultiProcessorCount, 0);
  const int Blocks = SMs * 8, Threads = 256;
  T *Out = nullptr;
  cudaMalloc(&Out, sizeof(T) * Blocks * Threads);
  float Ms = medianMs(
      [&] { fmaChains<T><<<Blocks, Threads>>>(Out, T(1), Iterations); }, 10);
  cudaFree(Out);
  return 2.0 * 8 * Iterations * double(Blocks) * Threads / (Ms * 1e6);
}

int main() {
  double Fp32 = peakGflops<float>(1 << 14), Fp64 = peakGflops<double>(1 << 12);
  std::printf("fp32_gflops=%.0f fp64_gflops=%.0f\n", Fp32, Fp64);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
