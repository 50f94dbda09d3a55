// Copies of pageable host memory go through the prelude's pinned staging
// lanes. With thresholds of a few bytes, every size below is cut into lanes
// and chunks (a last short chunk, a last lane shorter or empty, chunks that
// end where one of several copies does), and each copy must arrive whole,
// both ways.
// RUN: g++ -std=c++17 -O1 -w -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h -I%runtime -DLOOPGEN_STAGING_MIN_BYTES=128 -DLOOPGEN_STAGING_CHUNK_BYTES=48 -DLOOPGEN_STAGING_THREADS %s -o %t.exe -pthread
// RUN: %t.exe | FileCheck %s
// The emulation runs the lanes in one thread unless asked:
// RUN: g++ -std=c++17 -O1 -w -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h -I%runtime -DLOOPGEN_STAGING_MIN_BYTES=128 -DLOOPGEN_STAGING_CHUNK_BYTES=48 %s -o %t.one.exe
// RUN: %t.one.exe | FileCheck %s
#include "loopgen/runtime/prelude.cuh"

// CHECK: staged 128: lanes ok, memcpy ok
// CHECK: staged 129: lanes ok, memcpy ok
// CHECK: staged 191: lanes ok, memcpy ok
// CHECK: staged 256: lanes ok, memcpy ok
// CHECK: staged 1000: lanes ok, memcpy ok
// CHECK: staged 4097: lanes ok, memcpy ok
// CHECK: staged 100003: lanes ok, memcpy ok
// CHECK: direct 127: memcpy ok
// CHECK-NOT: wrong
static bool roundTrip(size_t N, bool Lanes) {
  std::vector<char> In(N), Out(N, 0);
  for (size_t I = 0; I < N; ++I)
    In[I] = char(I * 7 + I / 251);
  char *Dev = nullptr;
  LOOPGEN_CHECK(cudaMalloc(&Dev, N));
  cudaError_t Status = cudaSuccess;
  if (Lanes) {
    // Three copies laid end to end: a third, one byte, the rest.
    size_t Cut[] = {0, N / 3, N / 3 + 1, N};
    loopgen_copy To[3], From[3];
    for (int C = 0; C < 3; ++C) {
      To[C] = {Dev + Cut[C], In.data() + Cut[C], Cut[C + 1] - Cut[C]};
      From[C] = {Out.data() + Cut[C], Dev + Cut[C], Cut[C + 1] - Cut[C]};
    }
    if (!loopgen_staged_memcpy(To, 3, true, Status) ||
        !loopgen_staged_memcpy(From, 3, false, Status))
      return false;
    LOOPGEN_CHECK(Status);
    LOOPGEN_CHECK(loopgen_memcpy_all(To, 3, cudaMemcpyHostToDevice));
    LOOPGEN_CHECK(loopgen_memcpy_all(From, 3, cudaMemcpyDeviceToHost));
  } else {
    LOOPGEN_CHECK(loopgen_memcpy(Dev, In.data(), N, cudaMemcpyHostToDevice));
    LOOPGEN_CHECK(loopgen_memcpy(Out.data(), Dev, N, cudaMemcpyDeviceToHost));
  }
  bool Same = std::memcmp(Dev, In.data(), N) == 0 && In == Out;
  cudaFree(Dev);
  return Same;
}

int main() {
  for (size_t N : {128, 129, 191, 256, 1000, 4097, 100003})
    std::printf("staged %zu: lanes %s, memcpy %s\n", N,
                roundTrip(N, true) ? "ok" : "wrong",
                roundTrip(N, false) ? "ok" : "wrong");
  std::printf("direct 127: memcpy %s\n", roundTrip(127, false) ? "ok" : "wrong");
}
