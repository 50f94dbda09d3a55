// Hand-written min-plus products r = d (x) d, 8x8 outputs per thread, for
// comparing with loopgen's output (same arithmetic as samples/minplus.cpp,
// float). Two schemes, both timed with their preprocessing:
//  - seed004: seed 004's, rows of d and of a transposed copy t (made by a
//    first kernel) read 4 consecutive elements at a time with 16-byte loads;
//  - vector: columns adjacent in each thread, read as two 16-byte loads
//    that a warp makes contiguous; the 8 rows are the same for the whole
//    warp (broadcast) and read 4 steps of k at a time with 16-byte loads;
//    no transposition, rows padded to a multiple of 64 with +inf.
// Prints "ref minplus scheme=<name> ms=<median> regs=<registers> check=ok".
#include "timing.h"
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

__global__ void transpose(int N, int NP, const float *D, float *T) {
  int I = blockIdx.y * blockDim.y + threadIdx.y;
  int J = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N && J < N)
    T[(size_t)J * NP + I] = D[(size_t)I * N + J];
}

// Rows padded to NP (a multiple of 256), the padding filled with +inf.
__global__ void pad(int N, int NP, const float *D, float *P) {
  int I = blockIdx.y * blockDim.y + threadIdx.y;
  int J = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < NP && J < NP)
    P[(size_t)I * NP + J] = I < N && J < N ? D[(size_t)I * N + J] : 1e30f;
}

__global__ void minplusRef(int N, int NP, const float *__restrict__ P,
                           const float *__restrict__ T, float *__restrict__ R) {
  // Thread (tx, ty) owns rows ty*8.. and columns tx*8.. of its 64x64 tile.
  const int I0 = (blockIdx.y * 8 + threadIdx.y) * 8;
  const int J0 = (blockIdx.x * 8 + threadIdx.x) * 8;
  float V[8][8];
#pragma unroll
  for (int A = 0; A < 8; ++A)
#pragma unroll
    for (int B = 0; B < 8; ++B)
      V[A][B] = 1e30f;
  for (int K = 0; K < NP; K += 4) {
    float4 X[8], Y[8];
#pragma unroll
    for (int A = 0; A < 8; ++A) {
      X[A] = *reinterpret_cast<const float4 *>(P + (size_t)(I0 + A) * NP + K);
      Y[A] = *reinterpret_cast<const float4 *>(T + (size_t)(J0 + A) * NP + K);
    }
#pragma unroll
    for (int A = 0; A < 8; ++A)
#pragma unroll
      for (int B = 0; B < 8; ++B)
        V[A][B] = fminf(V[A][B],
                        fminf(fminf(X[A].x + Y[B].x, X[A].y + Y[B].y),
                              fminf(X[A].z + Y[B].z, X[A].w + Y[B].w)));
  }
#pragma unroll
  for (int A = 0; A < 8; ++A)
#pragma unroll
    for (int B = 0; B < 8; ++B)
      if (I0 + A < N && J0 + B < N)
        R[(size_t)(I0 + A) * N + J0 + B] = V[A][B];
}

__global__ void minplusVector(int N, int NP, const float *__restrict__ P,
                              float *__restrict__ R) {
  // Block (32, 4): a thread owns columns J0..J0+7 and rows I0 + 4a.
  const int J0 = (blockIdx.x * 32 + threadIdx.x) * 8;
  const int I0 = blockIdx.y * 32 + threadIdx.y;
  float V[8][8];
#pragma unroll
  for (int A = 0; A < 8; ++A)
#pragma unroll
    for (int B = 0; B < 8; ++B)
      V[A][B] = 1e30f;
  for (int K = 0; K < NP; K += 4) {
    float4 X[8];
#pragma unroll
    for (int A = 0; A < 8; ++A)
      X[A] = *reinterpret_cast<const float4 *>(P + (size_t)(I0 + 4 * A) * NP + K);
#pragma unroll
    for (int KK = 0; KK < 4; ++KK) {
      const float *Row = P + (size_t)(K + KK) * NP + J0;
      const float4 Y0 = *reinterpret_cast<const float4 *>(Row);
      const float4 Y1 = *reinterpret_cast<const float4 *>(Row + 4);
      const float Y[8] = {Y0.x, Y0.y, Y0.z, Y0.w, Y1.x, Y1.y, Y1.z, Y1.w};
#pragma unroll
      for (int A = 0; A < 8; ++A) {
        const float XA = KK == 0 ? X[A].x : KK == 1 ? X[A].y : KK == 2 ? X[A].z : X[A].w;
#pragma unroll
        for (int B = 0; B < 8; ++B)
          V[A][B] = fminf(V[A][B], XA + Y[B]);
      }
    }
  }
#pragma unroll
  for (int A = 0; A < 8; ++A)
#pragma unroll
    for (int B = 0; B < 8; ++B)
      if (I0 + 4 * A < N && J0 + B < N)
        R[(size_t)(I0 + 4 * A) * N + J0 + B] = V[A][B];
}

int main(int argc, char **argv) {
  int N = argc > 1 ? std::atoi(argv[1]) : 1536;
  int NP = (N + 255) / 256 * 256; // Whole blocks of either scheme.
  std::vector<float> H((size_t)N * N);
  for (size_t I = 0; I < H.size(); ++I)
    H[I] = (I * 2654435761u % 1000) / 1000.0f;
  float *D, *P, *T, *R;
  cudaMalloc(&D, H.size() * 4);
  cudaMalloc(&P, (size_t)NP * NP * 4);
  cudaMalloc(&T, (size_t)NP * NP * 4);
  cudaMalloc(&R, H.size() * 4);
  cudaMemcpy(D, H.data(), H.size() * 4, cudaMemcpyHostToDevice);
  auto Check = [&] {
    // 64 outputs against the definition.
    std::vector<float> Out(H.size());
    cudaMemcpy(Out.data(), R, Out.size() * 4, cudaMemcpyDeviceToHost);
    bool OK = true;
    for (int S = 0; S < 64; ++S) {
      int I = (S * 7919) % N, J = (S * 104729) % N;
      float V = 1e30f;
      for (int K = 0; K < N; ++K)
        V = std::min(V, H[(size_t)I * N + K] + H[(size_t)K * N + J]);
      OK &= Out[(size_t)I * N + J] == V;
    }
    cudaMemset(R, 0, Out.size() * 4);
    return OK;
  };
  dim3 B16(16, 16), G16((NP + 15) / 16, (NP + 15) / 16);
  auto Seed004 = [&] {
    pad<<<G16, B16>>>(N, NP, D, P);
    pad<<<G16, B16>>>(N, NP, D, T); // Padding of t: +inf too.
    transpose<<<G16, B16>>>(N, NP, D, T);
    minplusRef<<<dim3(NP / 64, NP / 64), dim3(8, 8)>>>(N, NP, P, T, R);
  };
  auto Vector = [&] {
    pad<<<G16, B16>>>(N, NP, D, P);
    minplusVector<<<dim3(NP / 256, NP / 32), dim3(32, 4)>>>(N, NP, P, R);
  };
  cudaFuncAttributes Attr;
  cudaFuncGetAttributes(&Attr, minplusRef);
  float Ms = medianMs(Seed004, 5);
  std::printf("ref minplus scheme=seed004 ms=%.4f regs=%d check=%s\n", Ms,
              Attr.numRegs, Check() ? "ok" : "FAIL");
  cudaFuncGetAttributes(&Attr, minplusVector);
  Ms = medianMs(Vector, 5);
  std::printf("ref minplus scheme=vector ms=%.4f regs=%d check=%s\n", Ms,
              Attr.numRegs, Check() ? "ok" : "FAIL");
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
