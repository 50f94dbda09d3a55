// Measures the FP32 peak: independent FMA chains in registers, 2 flops per
// FMA. Prints one line: "fp32_gflops=<GFLOP/s>".
#include "timing.h"
#include <cstdio>

__global__ void fmaChains(float *Out, float Seed, int Iterations) {
  float A[8];
  for (int K = 0; K < 8; ++K)
    A[K] = Seed + threadIdx.x * 1e-7f + K;
  for (int I = 0; I < Iterations; ++I)
#pragma unroll
    for (int K = 0; K < 8; ++K)
      A[K] = fmaf(A[K], 0.999999f, 1e-7f);
  float S = 0;
  for (int K = 0; K < 8; ++K)
    S += A[K];
  Out[blockIdx.x * blockDim.x + threadIdx.x] = S;
}

int main() {
  int SMs = 0;
  cudaDeviceGetAttribute(&SMs, cudaDevAttrMultiProcessorCount, 0);
  const int Blocks = SMs * 8, Threads = 256, Iterations = 1 << 14;
  float *Out = nullptr;
  cudaMalloc(&Out, sizeof(float) * Blocks * Threads);
  float Ms = medianMs(
      [&] { fmaChains<<<Blocks, Threads>>>(Out, 1.0f, Iterations); }, 10);
  double Flops = 2.0 * 8 * Iterations * double(Blocks) * Threads;
  std::printf("fp32_gflops=%.0f\n", Flops / (Ms * 1e6));
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
