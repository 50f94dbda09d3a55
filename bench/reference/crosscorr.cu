// Hand-written cross-correlation (seed 000's scheme), for comparing with
// loopgen's output: UI x UJ station pairs per thread (1x1, 2x1, 2x2 as in
// the seed), the stations' samples of each time step loaded once. Same
// layout and arithmetic as samples/crosscorr.cpp (time-major re/im, float).
// Prints "ref crosscorr unroll=UIxUJ ms=<median> regs=<registers> check=ok".
#include "timing.h"
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

template <int UI, int UJ>
__global__ void crosscorrRef(int S, int T, const float *__restrict__ Re,
                             const float *__restrict__ Im,
                             float *__restrict__ CRe, float *__restrict__ CIm) {
  int Is[UI], Js[UJ];
#pragma unroll
  for (int A = 0; A < UI; ++A)
    Is[A] = (blockIdx.y * UI + A) * blockDim.y + threadIdx.y;
#pragma unroll
  for (int B = 0; B < UJ; ++B)
    Js[B] = (blockIdx.x * UJ + B) * blockDim.x + threadIdx.x;
  if (Is[0] >= S || Js[0] >= S)
    return;
  float SR[UI][UJ] = {}, SI[UI][UJ] = {};
  for (int K = 0; K < T; ++K) {
    const float *R = Re + (size_t)K * S, *M = Im + (size_t)K * S;
    float RI[UI], MI[UI], RJ[UJ], MJ[UJ];
#pragma unroll
    for (int A = 0; A < UI; ++A) {
      RI[A] = Is[A] < S ? R[Is[A]] : 0.f;
      MI[A] = Is[A] < S ? M[Is[A]] : 0.f;
    }
#pragma unroll
    for (int B = 0; B < UJ; ++B) {
      RJ[B] = Js[B] < S ? R[Js[B]] : 0.f;
      MJ[B] = Js[B] < S ? M[Js[B]] : 0.f;
    }
#pragma unroll
    for (int A = 0; A < UI; ++A)
#pragma unroll
      for (int B = 0; B < UJ; ++B) {
        SR[A][B] += RI[A] * RJ[B] + MI[A] * MJ[B];
        SI[A][B] += MI[A] * RJ[B] - RI[A] * MJ[B];
      }
  }
#pragma unroll
  for (int A = 0; A < UI; ++A)
#pragma unroll
    for (int B = 0; B < UJ; ++B)
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
  auto Measure = [&](auto Kernel, int UI, int UJ) {
    dim3 Block(32, 8), Grid((S + 32 * UJ - 1) / (32 * UJ),
                            (S + 8 * UI - 1) / (8 * UI));
    cudaFuncAttributes Attr;
    cudaFuncGetAttributes(&Attr, Kernel);
    cudaMemset(CRe, 0, (size_t)S * S * 4);
    float Ms =
        medianMs([&] { Kernel<<<Grid, Block>>>(S, T, Re, Im, CRe, CIm); }, 5);
    // Check 64 outputs against the definition (re and im hold the same data).
    std::vector<float> Out((size_t)S * S);
    cudaMemcpy(Out.data(), CRe, Out.size() * 4, cudaMemcpyDeviceToHost);
    bool OK = true;
    for (int Q = 0; Q < 64; ++Q) {
      int I = (Q * 7919) % S, J = (Q * 104729) % S;
      double V = 0;
      for (int K = 0; K < T; ++K)
        V += 2.0 * H[(size_t)K * S + I] * H[(size_t)K * S + J];
      OK &= std::abs(Out[(size_t)I * S + J] - V) <=
            1e-4 * std::max(1.0, std::abs(V));
    }
    std::printf("ref crosscorr unroll=%dx%d ms=%.4f regs=%d check=%s\n", UI,
                UJ, Ms, Attr.numRegs, OK ? "ok" : "FAIL");
  };
  Measure(crosscorrRef<1, 1>, 1, 1);
  Measure(crosscorrRef<2, 1>, 2, 1);
  Measure(crosscorrRef<2, 2>, 2, 2);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
