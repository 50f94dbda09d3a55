// Host-device copies of pageable memory (what a user's arrays are) by each
// way loopgen could move them, against pinned memory's copies (the link's
// speed): the driver's own pageable copy, staging through two pinned
// buffers (host copies of one chunk overlapping the link's copy of the
// other, by one or several host threads), and registering the user's buffer
// for the call; and loopgen_memcpy, which the generated code calls (the
// prelude's staging lanes). The host's steady clock, the median of 9 copies after a
// warm-up. Prints one line per way and size:
//   transfer way=<way> dir=<h2d|d2h> mb=<size> gbs=<GB/s>
// Build: nvcc -O3 -std=c++17 -Xcompiler -fopenmp -Iinclude bench/transfer.cu
#include "loopgen/runtime/prelude.cuh"
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <functional>
#include <omp.h>
#include <vector>

static double medianSeconds(const std::function<void()> &Run) {
  Run();
  std::vector<double> S;
  for (int R = 0; R < 9; ++R) {
    auto B = std::chrono::steady_clock::now();
    Run();
    S.push_back(std::chrono::duration<double>(
                    std::chrono::steady_clock::now() - B)
                    .count());
  }
  std::sort(S.begin(), S.end());
  return S[S.size() / 2];
}

struct Staging {
  char *Buf[2];
  cudaEvent_t Free[2];
  size_t Chunk;
  explicit Staging(size_t Chunk) : Chunk(Chunk) {
    for (int B = 0; B < 2; ++B) {
      cudaMallocHost(&Buf[B], Chunk);
      cudaEventCreateWithFlags(&Free[B], cudaEventDisableTiming);
    }
  }
};

static void hostCopy(char *Dst, const char *Src, size_t N, int Threads) {
  if (Threads <= 1) {
    std::memcpy(Dst, Src, N);
    return;
  }
#pragma omp parallel for num_threads(Threads)
  for (int T = 0; T < Threads; ++T) {
    size_t Per = (N + Threads - 1) / Threads, B = T * Per;
    if (B < N)
      std::memcpy(Dst + B, Src + B, std::min(Per, N - B));
  }
}

static void stagedH2D(Staging &S, char *Dst, const char *Src, size_t N,
                      int Threads) {
  for (size_t Off = 0, K = 0; Off < N; Off += S.Chunk, ++K) {
    int B = K % 2;
    size_t Len = std::min(S.Chunk, N - Off);
    cudaEventSynchronize(S.Free[B]);
    hostCopy(S.Buf[B], Src + Off, Len, Threads);
    cudaMemcpyAsync(Dst + Off, S.Buf[B], Len, cudaMemcpyHostToDevice, 0);
    cudaEventRecord(S.Free[B], 0);
  }
  cudaStreamSynchronize(0);
}

static void stagedD2H(Staging &S, char *Dst, const char *Src, size_t N,
                      int Threads) {
  size_t Chunks = (N + S.Chunk - 1) / S.Chunk;
  auto Issue = [&](size_t K) {
    size_t Off = K * S.Chunk, Len = std::min(S.Chunk, N - Off);
    cudaMemcpyAsync(S.Buf[K % 2], Src + Off, Len, cudaMemcpyDeviceToHost, 0);
    cudaEventRecord(S.Free[K % 2], 0);
  };
  for (size_t K = 0; K < std::min<size_t>(2, Chunks); ++K)
    Issue(K);
  for (size_t K = 0; K < Chunks; ++K) {
    size_t Off = K * S.Chunk, Len = std::min(S.Chunk, N - Off);
    cudaEventSynchronize(S.Free[K % 2]);
    hostCopy(Dst + Off, S.Buf[K % 2], Len, Threads);
    if (K + 2 < Chunks)
      Issue(K + 2);
  }
}

int main() {
  size_t Max = size_t(256) << 20;
  char *Dev, *Pinned;
  cudaMalloc(&Dev, Max);
  cudaMallocHost(&Pinned, Max);
  std::vector<char> Pageable(Max, 1);
  std::memset(Pinned, 1, Max);
  auto Report = [](const char *Way, const char *Dir, size_t N, double S) {
    std::printf("transfer way=%s dir=%s mb=%zu gbs=%.1f\n", Way, Dir, N >> 20,
                N / S / 1e9);
  };
  for (size_t Mb : {2, 4, 8, 16, 64, 256}) {
    size_t N = Mb << 20;
    char *P = Pageable.data();
    Report("pinned", "h2d", N, medianSeconds([&] {
             cudaMemcpy(Dev, Pinned, N, cudaMemcpyHostToDevice);
           }));
    Report("pinned", "d2h", N, medianSeconds([&] {
             cudaMemcpy(Pinned, Dev, N, cudaMemcpyDeviceToHost);
           }));
    Report("pageable", "h2d", N, medianSeconds([&] {
             cudaMemcpy(Dev, P, N, cudaMemcpyHostToDevice);
           }));
    Report("pageable", "d2h", N, medianSeconds([&] {
             cudaMemcpy(P, Dev, N, cudaMemcpyDeviceToHost);
           }));
    for (size_t ChunkMb : {1, 4}) {
      Staging S(ChunkMb << 20);
      for (int T : {1, 4, 8}) {
        char Way[64];
        std::snprintf(Way, sizeof(Way), "staged_%zumb_%dt", ChunkMb, T);
        Report(Way, "h2d", N,
               medianSeconds([&] { stagedH2D(S, Dev, P, N, T); }));
        Report(Way, "d2h", N,
               medianSeconds([&] { stagedD2H(S, P, Dev, N, T); }));
      }
    }
    Report("loopgen_memcpy", "h2d", N, medianSeconds([&] {
             loopgen_memcpy(Dev, P, N, cudaMemcpyHostToDevice);
           }));
    Report("loopgen_memcpy", "d2h", N, medianSeconds([&] {
             loopgen_memcpy(P, Dev, N, cudaMemcpyDeviceToHost);
           }));
    Report("register_per_call", "h2d", N, medianSeconds([&] {
             cudaHostRegister(P, N, cudaHostRegisterDefault);
             cudaMemcpy(Dev, P, N, cudaMemcpyHostToDevice);
             cudaHostUnregister(P);
           }));
  }
  std::printf("status=%s\n", cudaGetErrorString(cudaGetLastError()));
  return 0;
}
