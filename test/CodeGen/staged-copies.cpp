// Copies of pageable host memory go through the prelude's pinned staging
// lanes. With thresholds of a few bytes, every size below is cut into lanes
// and chunks (a last short chunk, a last lane shorter or empty, chunks that
// gather several copies whose device ranges follow each other, as a
// table's rows do, and chunks that end where the device range jumps), and
// each copy must arrive whole, both ways.
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
// CHECK: gaps 128: lanes ok
// CHECK: gaps 1000: lanes ok
// CHECK: gaps 100003: lanes ok
// CHECK: direct 127: memcpy ok
// CHECK-NOT: wrong
// Gap: bytes between the copies' device ranges (0: they follow each other).
static bool roundTrip(size_t N, bool Lanes, size_t Gap = 0) {
  std::vector<char> In(N), Out(N, 0);
  for (size_t I = 0; I < N; ++I)
    In[I] = char(I * 7 + I / 251);
  char *Dev = nullptr;
  LOOPGEN_CHECK(cudaMalloc(&Dev, N + 2 * Gap));
  cudaError_t Status = cudaSuccess;
  if (Lanes) {
    // Three copies laid end to end: a third, one byte, the rest.
    size_t Cut[] = {0, N / 3, N / 3 + 1, N};
    loopgen_copy To[3], From[3];
    for (int C = 0; C < 3; ++C) {
      char *At = Dev + Cut[C] + C * Gap;
      To[C] = {At, In.data() + Cut[C], Cut[C + 1] - Cut[C]};
      From[C] = {Out.data() + Cut[C], At, Cut[C + 1] - Cut[C]};
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
  // The emulation's device memory is the host's: each copy where it goes.
  bool Same = In == Out;
  size_t Cut[] = {0, N / 3, N / 3 + 1, N};
  for (size_t C = 0; C < 3; ++C)
    Same &= std::memcmp(Dev + Cut[C] + (Lanes ? C * Gap : 0), In.data() + Cut[C],
                        Cut[C + 1] - Cut[C]) == 0;
  cudaFree(Dev);
  return Same;
}

int main() {
  for (size_t N : {128, 129, 191, 256, 1000, 4097, 100003})
    std::printf("staged %zu: lanes %s, memcpy %s\n", N,
                roundTrip(N, true) ? "ok" : "wrong",
                roundTrip(N, false) ? "ok" : "wrong");
  for (size_t N : {128, 1000, 100003})
    std::printf("gaps %zu: lanes %s\n", N,
                roundTrip(N, true, 5) ? "ok" : "wrong");
  std::printf("direct 127: memcpy %s\n", roundTrip(127, false) ? "ok" : "wrong");
}
