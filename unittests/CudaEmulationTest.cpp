//===- CudaEmulationTest.cpp - Tests of the CPU CUDA emulation ------------===//
//
// The kernels below are written the way loopgen emits them: CUDA built-ins,
// __shared__, LOOPGEN_LAUNCH and the runtime API, with no CUDA header.
//
//===----------------------------------------------------------------------===//

#include "loopgen/runtime/cuda_emulation.h"

#include "gtest/gtest.h"

#include <algorithm>
#include <vector>

namespace {

// Each thread of a 2-D grid of 2-D blocks bumps the element it owns.
__global__ void countCoverage(int *Hits, int Width, int Height) {
  int X = blockIdx.x * blockDim.x + threadIdx.x;
  int Y = blockIdx.y * blockDim.y + threadIdx.y;
  if (X < Width && Y < Height)
    Hits[Y * Width + X] += 1;
}

TEST(CudaEmulation, IndexMath2DCoversEveryElementOnce) {
  const int Width = 100, Height = 37;
  std::vector<int> Hits(Width * Height, 0);
  dim3 Block(16, 8);
  dim3 Grid((Width + Block.x - 1) / Block.x, (Height + Block.y - 1) / Block.y);
  LOOPGEN_LAUNCH(countCoverage, Grid, Block, 0, Hits.data(), Width, Height);
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
  for (int I = 0; I < Width * Height; ++I)
    ASSERT_EQ(Hits[I], 1) << "element " << I;
}

__global__ void recordIndex3D(unsigned *Out) {
  unsigned Block =
      (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  unsigned Thread =
      (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  unsigned PerBlock = blockDim.x * blockDim.y * blockDim.z;
  Out[Block * PerBlock + Thread] += Block * 1000 + Thread + 1;
}

TEST(CudaEmulation, IndexMath3D) {
  dim3 Grid(3, 2, 2), Block(4, 3, 2);
  std::vector<unsigned> Out(12 * 24, 0);
  LOOPGEN_LAUNCH(recordIndex3D, Grid, Block, 0, Out.data());
  for (unsigned B = 0; B < 12; ++B)
    for (unsigned T = 0; T < 24; ++T)
      ASSERT_EQ(Out[B * 24 + T], B * 1000 + T + 1);
}

// Without a real barrier, most threads would read slots not yet written.
__global__ void reverseShared(const int *In, int *Out) {
  __shared__ int S[256];
  unsigned Tid = threadIdx.x;
  unsigned Base = blockIdx.x * blockDim.x;
  S[Tid] = In[Base + Tid];
  __syncthreads();
  Out[Base + Tid] = S[blockDim.x - 1 - Tid];
}

TEST(CudaEmulation, SyncthreadsIsABarrier) {
  const int Blocks = 4, Threads = 256;
  std::vector<int> In(Blocks * Threads), Out(Blocks * Threads, -1);
  for (int I = 0; I < Blocks * Threads; ++I)
    In[I] = I * 7 + 3;
  for (uint64_t Seed : {1, 2, 3}) {
    loopgen_emu::setSeed(Seed);
    LOOPGEN_LAUNCH(reverseShared, Blocks, Threads, 0, In.data(), Out.data());
    for (int B = 0; B < Blocks; ++B)
      for (int T = 0; T < Threads; ++T)
        ASSERT_EQ(Out[B * Threads + T], In[B * Threads + Threads - 1 - T]);
  }
}

// Two barriers per step: read both partners, wait, write, wait.
__global__ void treeReduce(const int *In, int *BlockSums) {
  __shared__ int S[512];
  unsigned Tid = threadIdx.x;
  S[Tid] = In[blockIdx.x * blockDim.x + Tid];
  __syncthreads();
  for (unsigned Stride = blockDim.x / 2; Stride > 0; Stride /= 2) {
    int Sum = 0;
    if (Tid < Stride)
      Sum = S[Tid] + S[Tid + Stride];
    __syncthreads();
    if (Tid < Stride)
      S[Tid] = Sum;
    __syncthreads();
  }
  if (Tid == 0)
    BlockSums[blockIdx.x] = S[0];
}

TEST(CudaEmulation, BarriersInALoopTreeReduction) {
  const int Blocks = 8, Threads = 512;
  std::vector<int> In(Blocks * Threads);
  for (int I = 0; I < Blocks * Threads; ++I)
    In[I] = (I * 37) % 101 - 50;
  std::vector<int> Sums(Blocks, 0);
  for (uint64_t Seed : {5, 6}) {
    loopgen_emu::setSeed(Seed);
    LOOPGEN_LAUNCH(treeReduce, Blocks, Threads, 0, In.data(), Sums.data());
    for (int B = 0; B < Blocks; ++B) {
      int Expected = 0;
      for (int T = 0; T < Threads; ++T)
        Expected += In[B * Threads + T];
      EXPECT_EQ(Sums[B], Expected) << "block " << B;
    }
  }
}

// The last 32 values are folded with __syncwarp only, and the block barrier
// after it must still wait for the warp to finish.
__global__ void warpTail(const int *In, int *Out) {
  __shared__ int S[128];
  unsigned Tid = threadIdx.x;
  S[Tid] = In[Tid];
  __syncthreads();
  if (Tid < 64)
    S[Tid] += S[Tid + 64];
  __syncthreads();
  if (Tid < 32) {
    for (unsigned Stride = 32; Stride > 0; Stride /= 2) {
      int V = Tid < Stride ? S[Tid + Stride] : 0;
      __syncwarp();
      if (Tid < Stride)
        S[Tid] += V;
      __syncwarp();
    }
  }
  __syncthreads();
  Out[Tid] = S[0];
}

TEST(CudaEmulation, SyncwarpThenSyncthreads) {
  std::vector<int> In(128), Out(128, 0);
  for (int I = 0; I < 128; ++I)
    In[I] = I + 1;
  LOOPGEN_LAUNCH(warpTail, 1, 128, 0, In.data(), Out.data());
  for (int I = 0; I < 128; ++I)
    ASSERT_EQ(Out[I], 128 * 129 / 2);
}

__global__ void reverseDynamic(float *Data) {
  LOOPGEN_DYNAMIC_SHARED(float, Buf);
  unsigned Tid = threadIdx.x;
  unsigned Base = blockIdx.x * blockDim.x;
  Buf[Tid] = Data[Base + Tid];
  __syncthreads();
  Data[Base + Tid] = Buf[blockDim.x - 1 - Tid];
}

TEST(CudaEmulation, DynamicSharedMemory) {
  const int Blocks = 3, Threads = 200;
  std::vector<float> Data(Blocks * Threads);
  for (int I = 0; I < Blocks * Threads; ++I)
    Data[I] = float(I) * 0.5f;
  std::vector<float> Expected = Data;
  for (int B = 0; B < Blocks; ++B)
    std::reverse(Expected.begin() + B * Threads,
                 Expected.begin() + (B + 1) * Threads);
  LOOPGEN_LAUNCH(reverseDynamic, Blocks, Threads, Threads * sizeof(float),
                 Data.data());
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
  EXPECT_EQ(Data, Expected);
}

__global__ void scale(float *X, float Factor, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    X[I] *= Factor;
}

TEST(CudaEmulation, MemoryApi) {
  const int N = 1000;
  float *Dev = nullptr, *Copy = nullptr;
  ASSERT_EQ(cudaMalloc(&Dev, N * sizeof(float)), cudaSuccess);
  ASSERT_EQ(cudaMalloc(reinterpret_cast<void **>(&Copy), N * sizeof(float)),
            cudaSuccess);
  ASSERT_NE(Dev, nullptr);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(Dev) % 256, 0u);
  // Fresh device memory is garbage, not zeros.
  unsigned char First;
  std::memcpy(&First, Dev, 1);
  EXPECT_EQ(First, 0xCD);

  ASSERT_EQ(cudaMemset(Dev, 0, N * sizeof(float)), cudaSuccess);
  std::vector<float> Host(N, 1.0f);
  ASSERT_EQ(
      cudaMemcpy(Host.data(), Dev, N * sizeof(float), cudaMemcpyDeviceToHost),
      cudaSuccess);
  EXPECT_EQ(Host, std::vector<float>(N, 0.0f));

  for (int I = 0; I < N; ++I)
    Host[I] = float(I);
  ASSERT_EQ(
      cudaMemcpy(Dev, Host.data(), N * sizeof(float), cudaMemcpyHostToDevice),
      cudaSuccess);
  LOOPGEN_LAUNCH(scale, (N + 127) / 128, 128, 0, Dev, 2.0f, N);
  ASSERT_EQ(cudaDeviceSynchronize(), cudaSuccess);
  ASSERT_EQ(cudaMemcpy(Copy, Dev, N * sizeof(float), cudaMemcpyDeviceToDevice),
            cudaSuccess);
  std::vector<float> Back(N);
  ASSERT_EQ(
      cudaMemcpy(Back.data(), Copy, N * sizeof(float), cudaMemcpyDeviceToHost),
      cudaSuccess);
  for (int I = 0; I < N; ++I)
    ASSERT_EQ(Back[I], 2.0f * I);

  EXPECT_EQ(cudaMemcpy(Dev, Host.data(), 4, cudaMemcpyKind(42)),
            cudaErrorInvalidMemcpyDirection);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidMemcpyDirection);
  EXPECT_EQ(cudaFree(Dev), cudaSuccess);
  EXPECT_EQ(cudaFree(Copy), cudaSuccess);
  EXPECT_EQ(cudaFree(nullptr), cudaSuccess);

  int Count = 0;
  EXPECT_EQ(cudaGetDeviceCount(&Count), cudaSuccess);
  EXPECT_EQ(Count, 1);
  EXPECT_EQ(cudaSetDevice(0), cudaSuccess);
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
}

TEST(CudaEmulation, EventTiming) {
  cudaEvent_t Start, Stop;
  ASSERT_EQ(cudaEventCreate(&Start), cudaSuccess);
  ASSERT_EQ(cudaEventCreate(&Stop), cudaSuccess);
  float Ms = -1.0f;
  EXPECT_EQ(cudaEventElapsedTime(&Ms, Start, Stop),
            cudaErrorInvalidResourceHandle);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidResourceHandle);
  std::vector<float> X(4096, 1.0f);
  ASSERT_EQ(cudaEventRecord(Start), cudaSuccess);
  LOOPGEN_LAUNCH(scale, 32, 128, 0, X.data(), 3.0f, 4096);
  ASSERT_EQ(cudaEventRecord(Stop, 0), cudaSuccess);
  ASSERT_EQ(cudaEventSynchronize(Stop), cudaSuccess);
  ASSERT_EQ(cudaEventElapsedTime(&Ms, Start, Stop), cudaSuccess);
  EXPECT_GE(Ms, 0.0f);
  EXPECT_EQ(X[4095], 3.0f);
  EXPECT_EQ(cudaEventDestroy(Start), cudaSuccess);
  EXPECT_EQ(cudaEventDestroy(Stop), cudaSuccess);
}

// Thread T reads what thread T - 1 writes, with no barrier in between.
__global__ void racyChain(int *A) {
  unsigned T = threadIdx.x;
  if (T > 0)
    A[T] = A[T - 1] + 1;
}

TEST(CudaEmulation, RacesShowUnderRandomOrder) {
  const int N = 256;
  std::vector<int> Sequential(N);
  for (int I = 0; I < N; ++I)
    Sequential[I] = I;
  bool SawDifference = false;
  for (uint64_t Seed : {1, 2, 3, 4}) {
    loopgen_emu::setSeed(Seed);
    std::vector<int> A(N, 0);
    LOOPGEN_LAUNCH(racyChain, 1, N, 0, A.data());
    SawDifference |= A != Sequential;
  }
  EXPECT_TRUE(SawDifference);
}

__device__ int StartOrder[64];
__device__ int Started;

__global__ void recordOrder(int Unused) {
  (void)Unused;
  StartOrder[atomicAdd(&Started, 1)] = threadIdx.x;
}

std::vector<int> orderForSeed(uint64_t Seed) {
  loopgen_emu::setSeed(Seed);
  Started = 0;
  LOOPGEN_LAUNCH(recordOrder, 1, 64, 0, 0);
  EXPECT_EQ(Started, 64);
  return std::vector<int>(StartOrder, StartOrder + 64);
}

TEST(CudaEmulation, SeedsChooseThreadOrder) {
  std::vector<int> A = orderForSeed(11), B = orderForSeed(12);
  EXPECT_NE(A, B);
  EXPECT_EQ(orderForSeed(11), A) << "a seed must reproduce its order";
  std::vector<int> Sorted = A;
  std::sort(Sorted.begin(), Sorted.end());
  for (int I = 0; I < 64; ++I)
    ASSERT_EQ(Sorted[I], I);
}

__global__ void atomicSums(float *FloatSum, int *IntSum, unsigned *Max) {
  unsigned I = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(FloatSum, 0.5f);
  atomicAdd(IntSum, int(I));
  atomicMax(Max, I);
}

TEST(CudaEmulation, AtomicAdd) {
  float FloatSum = 0.0f;
  int IntSum = 0;
  unsigned Max = 0;
  LOOPGEN_LAUNCH(atomicSums, 16, 256, 0, &FloatSum, &IntSum, &Max);
  const int N = 16 * 256;
  EXPECT_EQ(FloatSum, 0.5f * N);
  EXPECT_EQ(IntSum, N * (N - 1) / 2);
  EXPECT_EQ(Max, unsigned(N - 1));
  int Word = 5;
  EXPECT_EQ(atomicCAS(&Word, 5, 9), 5);
  EXPECT_EQ(atomicCAS(&Word, 5, 1), 9);
  EXPECT_EQ(Word, 9);
  EXPECT_EQ(atomicExch(&Word, 2), 9);
  EXPECT_EQ(Word, 2);
}

__global__ void neverRuns(int *Flag) { *Flag = 1; }

TEST(CudaEmulation, BadLaunchConfiguration) {
  int Flag = 0;
  LOOPGEN_LAUNCH(neverRuns, 1, 1025, 0, &Flag);
  EXPECT_EQ(cudaPeekAtLastError(), cudaErrorInvalidConfiguration);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidConfiguration);
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
  LOOPGEN_LAUNCH(neverRuns, dim3(4, 0), 32, 0, &Flag);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidConfiguration);
  LOOPGEN_LAUNCH(neverRuns, 1, dim3(32, 32, 2), 0, &Flag);
  EXPECT_EQ(cudaGetLastError(), cudaErrorInvalidConfiguration);
  EXPECT_EQ(Flag, 0);
  LOOPGEN_LAUNCH(neverRuns, 1, dim3(32, 32), 0, &Flag);
  EXPECT_EQ(cudaGetLastError(), cudaSuccess);
  EXPECT_EQ(Flag, 1);
  EXPECT_STREQ(cudaGetErrorString(cudaErrorInvalidConfiguration),
               "invalid configuration argument");
}

// Half the block returns early; the other half's barrier must not hang.
__global__ void earlyExit(int *Out) {
  __shared__ int S[64];
  unsigned Tid = threadIdx.x;
  if (Tid % 2)
    return;
  S[Tid] = int(Tid);
  __syncthreads();
  Out[Tid] = S[(Tid + 2) % 64];
}

TEST(CudaEmulation, ExitedThreadsLeaveTheBarrier) {
  std::vector<int> Out(64, -1);
  LOOPGEN_LAUNCH(earlyExit, 1, 64, 0, Out.data());
  for (int T = 0; T < 64; T += 2)
    EXPECT_EQ(Out[T], (T + 2) % 64);
  EXPECT_EQ(Out[1], -1);
}

// Each thread owns its copy of a by-value parameter.
__global__ void ownCopy(int Value, int *Out) {
  Value += int(threadIdx.x);
  __syncthreads();
  Out[threadIdx.x] = Value;
}

TEST(CudaEmulation, ArgumentsAreCopied) {
  std::vector<int> Out(32);
  int Value = 100;
  long Wide = 100; // Converted to the int parameter, as nvcc does.
  LOOPGEN_LAUNCH(ownCopy, 1, 32, 0, Value, Out.data());
  EXPECT_EQ(Value, 100);
  for (int T = 0; T < 32; ++T)
    EXPECT_EQ(Out[T], 100 + T);
  LOOPGEN_LAUNCH(ownCopy, 1, 32, 0, Wide, Out.data());
  EXPECT_EQ(Out[31], 131);
}

__device__ __forceinline__ float clampUnit(float X) { return __saturatef(X); }

TEST(CudaEmulation, DeviceMathAndMinMax) {
  EXPECT_FLOAT_EQ(rsqrtf(4.0f), 0.5f);
  EXPECT_DOUBLE_EQ(rsqrt(16.0), 0.25);
  EXPECT_FLOAT_EQ(__expf(0.0f), 1.0f);
  EXPECT_FLOAT_EQ(__logf(1.0f), 0.0f);
  EXPECT_FLOAT_EQ(__powf(2.0f, 3.0f), 8.0f);
  EXPECT_FLOAT_EQ(__sinf(0.0f) + __cosf(0.0f), 1.0f);
  EXPECT_FLOAT_EQ(__fdividef(1.0f, 4.0f), 0.25f);
  EXPECT_EQ(clampUnit(2.0f), 1.0f);
  EXPECT_EQ(clampUnit(-1.0f), 0.0f);
  EXPECT_EQ(min(3, 4), 3);
  EXPECT_EQ(max(3u, 4u), 4u);
  EXPECT_EQ(min(2.5f, 1.5f), 1.5f);
  EXPECT_EQ(max(2.5, 7.0), 7.0);
  EXPECT_EQ(min(-1LL, 5LL), -1LL);
  EXPECT_EQ(max(size_t(3), 9), size_t(9));
  EXPECT_EQ(std::min(3, 4), 3);
  using namespace std;
  EXPECT_EQ(min(7, 4), 4);
  float Data[2] = {1.0f, 2.0f};
  EXPECT_EQ(__ldg(&Data[1]), 2.0f);
}

TEST(CudaEmulation, CopiesStayInTheirAllocation) {
  char *A = nullptr, *B = nullptr;
  ASSERT_EQ(cudaMalloc(&A, 100), cudaSuccess);
  ASSERT_EQ(cudaMalloc(&B, 100), cudaSuccess);
  std::vector<char> Host(200, 1);
  EXPECT_EQ(cudaMemcpy(A, Host.data(), 100, cudaMemcpyHostToDevice),
            cudaSuccess);
  EXPECT_EQ(cudaMemcpy(A + 50, Host.data(), 50, cudaMemcpyHostToDevice),
            cudaSuccess);
  // Past the end, as CUDA refuses it (and across into a neighbour).
  EXPECT_EQ(cudaMemcpy(A + 50, Host.data(), 51, cudaMemcpyHostToDevice),
            cudaErrorInvalidValue);
  EXPECT_EQ(cudaMemcpy(Host.data(), A, 101, cudaMemcpyDeviceToHost),
            cudaErrorInvalidValue);
  (void)cudaGetLastError();
  cudaFree(A);
  cudaFree(B);
}

} // namespace
