// Hand-written cross-correlation (seed 000's scheme), for comparing with
// loopgen's output: 2x2 station pairs per thread, the four stations'
// samples of each time step loaded once. Same layout and arithmetic as
// samples/crosscorr.cpp (time-major re/im, float). Prints
// "ref crosscorr ms=<median> regs=<registers>".
#include "timing.h"
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

__global__ void crosscorrRef(int S, int T, const float *__restrict__ Re,
                             const float *__restrict__ Im,
                             float *__restrict__ CRe, float *__restrict__ CIm) {
  const int J0 = blockIdx.x * blockDim.x * 2 + threadIdx.x;
  const int I0 = blockIdx.y * blockDim.y * 2 + threadIdx.y;
  const int J1 = J0 + blockDim.x, I1 = I0 + blockDim.y;
  if (I0 >= S || J0 >= S)
    return;
  float SR[2][2] = {}, SI[2][2] = {};
  for (int K = 0; K < T; ++K) {
    const float *R = Re + (size_t)K * S, *M = Im + (size_t)K * S;
    const float RI[2] = {R[I0], I1 < S ? R[I1] : 0.f};
    const float MI[2] = {M[I0], I1 < S ? M[I1] : 0.f};
    const float RJ[2] = {R[J0], J1 < S ? R[J1] : 0.f};
    const float MJ[2] = {M[J0], J1 < S ? M[J1] : 0.f};
#pragma unroll
    for (int A = 0; A < 2; ++A)
#pragma unroll
      for (int B = 0; B < 2; ++B) {
        SR[A][B] += RI[A] * RJ[B] + MI[A] * MJ[B];
        SI[A][B] += MI[A] * RJ[B] - RI[A] * MJ[B];
      }
  }
  const int Is[2] = {I0, I1}, Js[2] = {J0, J1};
#pragma unroll
  for (int A = 0; A < 2; ++A)
#pragma unroll
    for (int B = 0; B < 2; ++B)
      if (Is[A] < S && Js[B] < S) {
        CRe[(size_t)Is[A] * S + Js[B]] = SR[A][B];
        CIm[(size_t)Is[A] * S + Js[B]] = SI[A][B];
      }
}

int main(int argc, char **argv) {
  int S = argc > 1 ? std::atoi(argv[1]) : 1024;
  int T = argc > 2 ? std::atoi(argv[2]) : 500;
  size_t N = (size_t)S * T;
  std::vector<float> H(N);
  for (size_t I = 0; I < N; ++I)
    H[I] = (I * 2654435761u % 1000) / 1000.0f;
  float *Re, *Im, *CRe, *CIm;
  cudaMalloc(&Re, N * 4);
  cudaMalloc(&Im, N * 4);
  cudaMalloc(&CRe, (size_t)S * S * 4);
  cudaMalloc(&CIm, (size_t)S * S * 4);
  cudaMemcpy(Re, H.data(), N * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(Im, H.data(), N * 4, cudaMemcpyHostToDevice);
  dim3 Block(32, 8), Grid((S + 63) / 64, (S + 15) / 16);
  cudaFuncAttributes Attr;
  cudaFuncGetAttributes(&Attr, crosscorrRef);
  float Ms = medianMs(
      [&] { crosscorrRef<<<Grid, Block>>>(S, T, Re, Im, CRe, CIm); }, 5);
  // Check 64 outputs against the definition (re and im hold the same data).
  std::vector<float> Out((size_t)S * S);
  cudaMemcpy(Out.data(), CRe, Out.size() * 4, cudaMemcpyDeviceToHost);
  bool OK = true;
  for (int Q = 0; Q < 64; ++Q) {
    int I = (Q * 7919) % S, J = (Q * 104729) % S;
    double V = 0;
    for (int K = 0; K < T; ++K)
      V += 2.0 * H[(size_t)K * S + I] * H[(size_t)K * S + J];
    OK &= std::abs(Out[(size_t)I * S + J] - V) <= 1e-4 * std::max(1.0, std::abs(V));
  }
  std::printf("ref crosscorr ms=%.4f regs=%d check=%s\n", Ms, Attr.numRegs,
              OK ? "ok" : "FAIL");
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
