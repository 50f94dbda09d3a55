// Hand-written direct Coulomb summation (seed 000's scheme), for comparing
// with loopgen's output: K grid points per thread along x, blockDim.x
// apart, atoms read once per K points. Same data layout and arithmetic as
// samples/coulomb.cpp (sqrt and division, float), and with Fast, q * rsqrtf
// as loopgen's --fast-math makes it. Prints, for K = 1, 2, 4, 8 and both
// modes: "ref mode=<exact|fast> K=<k> ms=<median> regs=<registers>
// blocks_per_sm=<occupancy>".
#include "timing.h"
#include <cstdio>
#include <cstdlib>
#include <vector>

template <int K, bool Fast>
__global__ void coulombRef(int NX, int NY, int Atoms, float Spacing, float Z,
                           const float *__restrict__ AtomData,
                           float *__restrict__ Energy) {
  const int I0 = blockIdx.x * blockDim.x * K + threadIdx.x;
  const int J = blockIdx.y * blockDim.y + threadIdx.y;
  if (J >= NY)
    return;
  const float Y = Spacing * J;
  float X[K], E[K];
#pragma unroll
  for (int C = 0; C < K; ++C) {
    X[C] = Spacing * (I0 + C * blockDim.x);
    E[C] = 0.0f;
  }
  for (int A = 0; A < Atoms; ++A) {
    const float AX = AtomData[4 * A], AY = AtomData[4 * A + 1];
    const float AZ = AtomData[4 * A + 2], Q = AtomData[4 * A + 3];
    const float DY2 = (Y - AY) * (Y - AY), DZ2 = (Z - AZ) * (Z - AZ);
#pragma unroll
    for (int C = 0; C < K; ++C)
    {
      const float R2 = (X[C] - AX) * (X[C] - AX) + DY2 + DZ2;
      E[C] += Fast ? Q * rsqrtf(R2) : Q / sqrtf(R2);
    }
  }
#pragma unroll
  for (int C = 0; C < K; ++C)
    if (I0 + C * (int)blockDim.x < NX)
      Energy[J * NX + I0 + C * blockDim.x] += E[C];
}

template <int K, bool Fast> void run(int NX, int NY, int Atoms, float *D, float *Out) {
  dim3 Block(32, 8), Grid((NX + 32 * K - 1) / (32 * K), (NY + 7) / 8);
  cudaFuncAttributes Attr;
  cudaFuncGetAttributes(&Attr, coulombRef<K, Fast>);
  int Occupancy = 0;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&Occupancy, coulombRef<K, Fast>, 256,
                                                0);
  float Ms = medianMs(
      [&] {
        coulombRef<K, Fast><<<Grid, Block>>>(NX, NY, Atoms, 0.1f, 0.5f, D, Out);
      },
      5);
  std::printf("ref mode=%s K=%d ms=%.4f regs=%d blocks_per_sm=%d\n",
              Fast ? "fast" : "exact", K, Ms, Attr.numRegs, Occupancy);
}

int main(int argc, char **argv) {
  int NX = argc > 1 ? std::atoi(argv[1]) : 1024;
  int NY = argc > 2 ? std::atoi(argv[2]) : 1024;
  int Atoms = argc > 3 ? std::atoi(argv[3]) : 1000;
  std::vector<float> H(4 * Atoms);
  for (size_t I = 0; I < H.size(); ++I)
    H[I] = (I * 2654435761u % 1000) / 1000.0f;
  float *D, *Out;
  cudaMalloc(&D, H.size() * sizeof(float));
  cudaMalloc(&Out, sizeof(float) * NX * NY);
  cudaMemset(Out, 0, sizeof(float) * NX * NY);
  cudaMemcpy(D, H.data(), H.size() * sizeof(float), cudaMemcpyHostToDevice);
  run<1, false>(NX, NY, Atoms, D, Out);
  run<2, false>(NX, NY, Atoms, D, Out);
  run<4, false>(NX, NY, Atoms, D, Out);
  run<8, false>(NX, NY, Atoms, D, Out);
  run<1, true>(NX, NY, Atoms, D, Out);
  run<2, true>(NX, NY, Atoms, D, Out);
  run<4, true>(NX, NY, Atoms, D, Out);
  run<8, true>(NX, NY, Atoms, D, Out);
  return cudaGetLastError() == cudaSuccess ? 0 : 1;
}
