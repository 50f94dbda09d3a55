// The support code of loopgen's validation harnesses: kernel timing and
// registers, poison, random inputs, comparison with tolerance, and the
// cache of reference results. loopgen pastes this header, before the
// generated code, into every harness (--emit=harness, --validate), so the
// harness needs no loopgen header to compile; the tests compile it on its
// own.

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <cctype>
#include <type_traits>
#include <vector>

// Kernel timing: the generated code calls these around its kernels.
namespace loopgen_harness {
static double KernelMs = 0;
static cudaEvent_t KernelBegin, KernelEnd;
inline void kernelsBegin() {
  static bool Created = false;
  if (!Created) {
    cudaEventCreate(&KernelBegin);
    cudaEventCreate(&KernelEnd);
    Created = true;
  }
  cudaEventRecord(KernelBegin, 0);
}
inline void kernelsEnd() {
  float Ms = 0;
  cudaEventRecord(KernelEnd, 0);
  cudaEventSynchronize(KernelEnd);
  cudaEventElapsedTime(&Ms, KernelBegin, KernelEnd);
  KernelMs += Ms;
}
} // namespace loopgen_harness
// Fresh device buffers hold the same poison as the host outputs.
#define LOOPGEN_FRESH_BUFFER(pointer, bytes)                                   \
  LOOPGEN_CHECK(cudaMemset(pointer, 0xFF, bytes))
#define LOOPGEN_KERNELS_BEGIN() loopgen_harness::kernelsBegin()
#define LOOPGEN_KERNELS_END() loopgen_harness::kernelsEnd()
#ifndef LOOPGEN_EMULATION
// Registers, local memory and theoretical occupancy of each kernel, noted
// at its first launch (seed 000's profiler table).
namespace loopgen_harness {
struct KernelInfo {
  const char *Name;
  int Registers, Threads;
  size_t LocalBytes;
  double Occupancy;
};
static std::vector<KernelInfo> Kernels;
inline void noteKernel(const char *Name, const void *Fn, dim3 Block,
                       size_t Shared) {
  for (const KernelInfo &K : Kernels)
    if (std::strcmp(K.Name, Name) == 0)
      return;
  cudaFuncAttributes A{};
  cudaFuncGetAttributes(&A, Fn);
  int Threads = Block.x * Block.y * Block.z, Blocks = 0, Device = 0, Max = 1;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&Blocks, Fn, Threads, Shared);
  cudaGetDevice(&Device);
  cudaDeviceGetAttribute(&Max, cudaDevAttrMaxThreadsPerMultiProcessor, Device);
  Kernels.push_back({Name, A.numRegs, Threads, A.localSizeBytes,
                     double(Blocks) * Threads / Max});
}
inline void printKernels() {
  for (const KernelInfo &K : Kernels)
    std::printf("KERNEL name=%s regs=%d local_bytes=%zu block=%d "
                "occupancy=%.2f\n",
                K.Name, K.Registers, K.LocalBytes, K.Threads, K.Occupancy);
}
} // namespace loopgen_harness
#define LOOPGEN_LAUNCH(kernel, grid, block, shared, ...)                       \
  (loopgen_harness::noteKernel(#kernel, (const void *)kernel, block, shared),  \
   kernel<<<grid, block, shared>>>(__VA_ARGS__))
#else
namespace loopgen_harness {
inline void printKernels() {}
} // namespace loopgen_harness
#endif

namespace loopgen_harness {
// Outputs, and fresh device buffers, start as all-ones bytes (a NaN for
// floating point), so an element nobody wrote is recognised.
template <class T> T poison() {
  T V;
  std::memset(&V, 0xFF, sizeof(T));
  return V;
}
template <class T> bool isPoison(const T &V) {
  T P = poison<T>();
  return std::memcmp(&V, &P, sizeof(T)) == 0;
}
template <class T> void fillRandom(T *P, size_t N, std::mt19937_64 &Rng) {
  for (size_t I = 0; I < N; ++I) {
    if constexpr (std::is_floating_point_v<T>)
      P[I] = T(std::uniform_real_distribution<double>(0.0, 1.0)(Rng));
    else if constexpr (std::is_same_v<T, bool>)
      P[I] = Rng() & 1;
    else
      P[I] = T(Rng() % 16);
  }
}
template <class T> void fillPoison(T *P, size_t N) {
  for (size_t I = 0; I < N; ++I)
    P[I] = std::is_same_v<T, bool> ? T() : poison<T>();
}

struct Comparison {
  double MaxAbs = 0, MaxRel = 0;
  size_t Bad = 0, Unwritten = 0, First = SIZE_MAX;
  double FirstRef = 0, FirstGot = 0;
};

// |got - ref| <= Tol * max(1, |ref|); NaN never passes; an element the
// reference wrote but the generated code did not is a failure. The reported
// relative error is |got - ref| / max(1, |ref|), what the tolerance bounds.
template <class T>
Comparison compare(const T *Ref, const T *Got, size_t N, double Tol) {
  Comparison C;
  for (size_t I = 0; I < N; ++I) {
    bool RefPoison = isPoison(Ref[I]), GotPoison = isPoison(Got[I]);
    if (RefPoison && GotPoison)
      continue;
    double R = double(Ref[I]), G = double(Got[I]);
    double Abs = std::fabs(G - R);
    // On the scale the tolerance bounds: relative above 1, absolute below.
    double Rel = Abs / std::max(std::fabs(R), 1.0);
    bool OK = !RefPoison && !GotPoison && !std::isnan(R) && !std::isnan(G) &&
              Abs <= Tol * std::max(1.0, std::fabs(R));
    if (GotPoison && !RefPoison)
      ++C.Unwritten;
    if (!std::isnan(Abs)) {
      C.MaxAbs = std::max(C.MaxAbs, Abs);
      C.MaxRel = std::max(C.MaxRel, Rel);
    }
    if (!OK) {
      if (C.Bad++ == 0) {
        C.First = I;
        C.FirstRef = R;
        C.FirstGot = G;
      }
    }
  }
  return C;
}

inline bool report(const char *Name, const Comparison &C, size_t N,
                   double &MaxRel) {
  MaxRel = std::max(MaxRel, C.MaxRel);
  std::printf("  %-12s %9zu elements  max abs err %.3e  max rel err %.3e",
              Name, N, C.MaxAbs, C.MaxRel);
  if (C.Bad == 0) {
    std::printf("  ok\n");
    return true;
  }
  std::printf("  MISMATCH: %zu bad (%zu unwritten), first at [%zu]: "
              "expected %.9g, got %.9g\n",
              C.Bad, C.Unwritten, C.First, C.FirstRef, C.FirstGot);
  return false;
}

inline double msSince(std::chrono::steady_clock::time_point T0) {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now() - T0)
      .count();
}

template <class T>
std::vector<T> flat(const std::vector<std::vector<T>> &Rows) {
  std::vector<T> Out;
  for (const auto &Row : Rows)
    Out.insert(Out.end(), Row.begin(), Row.end());
  return Out;
}

inline double median(std::vector<double> V) {
  std::sort(V.begin(), V.end());
  return V.empty() ? 0 : V[V.size() / 2];
}

// The reference cache of the benchmarks: with LOOPGEN_REFERENCE_DIR set,
// the sequential original's outputs and time are saved there under a key
// (the function, its sizes and a hash of its inputs) and reused by any later
// run with the same key (another style of the same kernel, the GPU run after
// a CPU-only one); with LOOPGEN_REFERENCE_ONLY=1 a harness stops after the
// reference.
struct Buffer {
  void *Data;
  size_t Bytes;
};
inline std::string referenceKey(std::string Key,
                                const std::vector<Buffer> &Inputs) {
  uint64_t Hash = 1469598103934665603ull; // FNV-1a
  for (const Buffer &B : Inputs)
    for (size_t I = 0; I < B.Bytes; ++I)
      Hash = (Hash ^ static_cast<const unsigned char *>(B.Data)[I]) *
             1099511628211ull;
  char Text[32];
  std::snprintf(Text, sizeof Text, "%016llx", (unsigned long long)Hash);
  for (char &C : Key)
    if (!std::isalnum((unsigned char)C))
      C = '_';
  return Key.substr(0, 120) + "_" + Text;
}
inline std::string referencePath(const std::string &Key) {
  const char *Dir = std::getenv("LOOPGEN_REFERENCE_DIR");
  return Dir && *Dir ? std::string(Dir) + "/" + Key + ".ref" : "";
}
inline bool referenceOnly() {
  const char *Only = std::getenv("LOOPGEN_REFERENCE_ONLY");
  return Only && std::strcmp(Only, "1") == 0;
}
inline bool loadReference(const std::string &Key,
                          const std::vector<Buffer> &Outputs, double &CpuMs) {
  std::string Path = referencePath(Key);
  FILE *In = Path.empty() ? nullptr : std::fopen(Path.c_str(), "rb");
  if (!In)
    return false;
  bool OK = std::fread(&CpuMs, sizeof CpuMs, 1, In) == 1;
  for (const Buffer &B : Outputs)
    OK = OK && std::fread(B.Data, 1, B.Bytes, In) == B.Bytes;
  OK = OK && std::fgetc(In) == EOF;
  std::fclose(In);
  return OK;
}
inline void saveReference(const std::string &Key,
                          const std::vector<Buffer> &Outputs, double CpuMs) {
  std::string Path = referencePath(Key);
  if (Path.empty())
    return;
  std::string Tmp = Path + ".tmp";
  FILE *Out = std::fopen(Tmp.c_str(), "wb");
  if (!Out)
    return;
  bool OK = std::fwrite(&CpuMs, sizeof CpuMs, 1, Out) == 1;
  for (const Buffer &B : Outputs)
    OK = OK && std::fwrite(B.Data, 1, B.Bytes, Out) == B.Bytes;
  OK = std::fclose(Out) == 0 && OK;
  if (OK)
    std::rename(Tmp.c_str(), Path.c_str());
  else
    std::remove(Tmp.c_str());
}
} // namespace loopgen_harness
