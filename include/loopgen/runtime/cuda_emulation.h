//===- cuda_emulation.h - Run emitted CUDA code on the CPU ------*- C++ -*-===//
//
// A CPU emulation of the CUDA execution model, so that a .cu file emitted by
// loopgen also builds with a host compiler:
//   g++ -std=c++17 -x c++ -include loopgen/runtime/cuda_emulation.h file.cu
//
// Blocks run one after another on the calling OS thread; the threads of a
// block are fibers, so __syncthreads() really suspends a thread until the
// block arrives. Blocks run in a seeded random order, threads start in one
// and leave each barrier in a freshly shuffled one, so that missing barriers
// and races change results instead of hiding behind a friendly order.
// LOOPGEN_EMU_SEED seeds the order (default 1; the generator persists across
// launches); LOOPGEN_EMU_STACK_KB sets each fiber's stack (default 256).
//
// Constraints, all following from "one block at a time on one OS thread":
//  * __shared__ expands to `static`, so a block's threads share one instance;
//    that is only correct because blocks never overlap. Like CUDA, shared
//    memory is not cleared between blocks.
//  * LOOPGEN_DYNAMIC_SHARED works inside functions, not at namespace scope.
//  * Launches are synchronous and must come from one host thread at a time;
//    a kernel may not launch kernels.
//  * A thread that returns while others wait at __syncthreads() no longer
//    counts towards the barrier (CUDA leaves this undefined).
//  * Warp intrinsics other than __syncwarp() (shuffles, votes) are absent.
//  * Exceptions must not escape a kernel.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_RUNTIME_CUDA_EMULATION_H
#define LOOPGEN_RUNTIME_CUDA_EMULATION_H

#ifdef __CUDACC__
#error "cuda_emulation.h is for host compilers; nvcc provides the real CUDA"
#endif

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <numeric>
#include <random>
#include <sys/mman.h>
#include <tuple>
#include <type_traits>
#include <unistd.h>
#include <utility>
#include <vector>

#define LOOPGEN_EMULATION 1

// A hand-written x86-64 context switch costs a few nanoseconds; swapcontext
// makes a sigprocmask system call on every switch. Sanitizers understand
// only ucontext, so they get the portable path.
#if defined(__x86_64__) && defined(__ELF__) &&                                 \
    !defined(LOOPGEN_EMU_UCONTEXT) && !defined(__SANITIZE_ADDRESS__) &&        \
    !defined(__SANITIZE_THREAD__)
#define LOOPGEN_EMU_ASM_SWITCH 1
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#undef LOOPGEN_EMU_ASM_SWITCH
#endif
#endif
#endif
#ifndef LOOPGEN_EMU_ASM_SWITCH
#define LOOPGEN_EMU_ASM_SWITCH 0
#include <ucontext.h>
#endif

//===----------------------------------------------------------------------===//
// Qualifiers and built-in types
//===----------------------------------------------------------------------===//

#define __global__
#define __device__
#define __host__
#define __constant__
#define __shared__ static
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __launch_bounds__(...)
// __restrict__ is already a g++/clang keyword.

struct uint3 {
  unsigned x, y, z;
};

struct dim3 {
  unsigned x, y, z;
  constexpr dim3(unsigned X = 1, unsigned Y = 1, unsigned Z = 1)
      : x(X), y(Y), z(Z) {}
  constexpr dim3(uint3 V) : x(V.x), y(V.y), z(V.z) {}
  constexpr operator uint3() const { return {x, y, z}; }
};

inline constexpr int warpSize = 32;

// Numbered as in the CUDA runtime so that printed codes mean the same.
enum cudaError {
  cudaSuccess = 0,
  cudaErrorInvalidValue = 1,
  cudaErrorMemoryAllocation = 2,
  cudaErrorInitializationError = 3,
  cudaErrorInvalidConfiguration = 9,
  cudaErrorInvalidMemcpyDirection = 21,
  cudaErrorInvalidDevice = 101,
  cudaErrorInvalidResourceHandle = 400,
  cudaErrorLaunchFailure = 719,
};
typedef enum cudaError cudaError_t;

enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4,
};

enum cudaDeviceAttr {
  cudaDevAttrMultiProcessorCount = 16,
};

struct CUstream_st {};
typedef CUstream_st *cudaStream_t;

struct CUevent_st {
  std::chrono::steady_clock::time_point When;
  bool Recorded = false;
};
typedef CUevent_st *cudaEvent_t;

//===----------------------------------------------------------------------===//
// Fibers and the block scheduler
//===----------------------------------------------------------------------===//

namespace loopgen_emu {
namespace detail {

[[noreturn]] inline void fatal(const char *Msg) {
  std::fprintf(stderr, "loopgen CUDA emulation: %s\n", Msg);
  std::abort();
}

#if LOOPGEN_EMU_ASM_SWITCH
// loopgen_emu_switch(SaveSp, NextSp) pushes the callee-saved registers and
// the FP control words, stores the stack pointer in *SaveSp, and pops the
// same set from NextSp. A new fiber's stack is laid out so that the final
// `ret` lands in loopgen_emu_start, which calls the entry held in r12. The
// code lives in a COMDAT group, so several translation units may include
// this header.
__asm__(".pushsection .text.loopgen_emu_switch,\"axG\",@progbits,"
        "loopgen_emu_switch,comdat\n"
        ".weak loopgen_emu_switch\n"
        ".hidden loopgen_emu_switch\n"
        ".type loopgen_emu_switch,@function\n"
        "loopgen_emu_switch:\n"
        "  pushq %rbp\n  pushq %rbx\n  pushq %r12\n"
        "  pushq %r13\n  pushq %r14\n  pushq %r15\n"
        "  subq $8, %rsp\n  stmxcsr (%rsp)\n  fnstcw 4(%rsp)\n"
        "  movq %rsp, (%rdi)\n  movq %rsi, %rsp\n"
        "  ldmxcsr (%rsp)\n  fldcw 4(%rsp)\n  addq $8, %rsp\n"
        "  popq %r15\n  popq %r14\n  popq %r13\n"
        "  popq %r12\n  popq %rbx\n  popq %rbp\n"
        "  ret\n"
        ".size loopgen_emu_switch,.-loopgen_emu_switch\n"
        ".weak loopgen_emu_start\n"
        ".hidden loopgen_emu_start\n"
        ".type loopgen_emu_start,@function\n"
        "loopgen_emu_start:\n"
        "  callq *%r12\n  ud2\n"
        ".size loopgen_emu_start,.-loopgen_emu_start\n"
        ".popsection\n");
extern "C" void loopgen_emu_switch(void **SaveSp, void *NextSp);
extern "C" void loopgen_emu_start();

struct Context {
  void *Sp = nullptr;
};

inline void switchContext(Context &From, Context &To) {
  loopgen_emu_switch(&From.Sp, To.Sp);
}

inline void makeContext(Context &C, char *Stack, size_t Bytes, void (*Fn)()) {
  uint32_t Mxcsr;
  uint16_t FpuCw;
  __asm__("stmxcsr %0" : "=m"(Mxcsr));
  __asm__("fnstcw %0" : "=m"(FpuCw));
  // Eight slots as loopgen_emu_switch pops them; after the `ret` the stack
  // pointer is 16-byte aligned, as the call in loopgen_emu_start requires.
  uintptr_t Top = (reinterpret_cast<uintptr_t>(Stack) + Bytes) & ~uintptr_t(15);
  uint64_t *Sp = reinterpret_cast<uint64_t *>(Top - 80);
  Sp[0] = uint64_t(Mxcsr) | uint64_t(FpuCw) << 32;
  Sp[1] = Sp[2] = Sp[3] = 0;              // r15, r14, r13
  Sp[4] = reinterpret_cast<uint64_t>(Fn); // r12: the entry
  Sp[5] = Sp[6] = 0;                      // rbx, rbp
  Sp[7] = reinterpret_cast<uint64_t>(&loopgen_emu_start);
  C.Sp = Sp;
}
#else
struct Context {
  ucontext_t Uc;
};

inline void switchContext(Context &From, Context &To) {
  swapcontext(&From.Uc, &To.Uc);
}

inline void makeContext(Context &C, char *Stack, size_t Bytes, void (*Fn)()) {
  getcontext(&C.Uc);
  C.Uc.uc_stack.ss_sp = Stack;
  C.Uc.uc_stack.ss_size = Bytes;
  C.Uc.uc_link = nullptr;
  makecontext(&C.Uc, Fn, 0);
}
#endif

inline unsigned long long envOr(const char *Name, unsigned long long Default) {
  const char *Value = std::getenv(Name);
  return Value && *Value ? std::strtoull(Value, nullptr, 0) : Default;
}

inline const size_t PageBytes = size_t(sysconf(_SC_PAGESIZE));
inline const size_t StackBytes = [] {
  size_t Want = size_t(envOr("LOOPGEN_EMU_STACK_KB", 256)) * 1024;
  return (std::max(Want, 4 * PageBytes) + PageBytes - 1) / PageBytes *
         PageBytes;
}();

// Stacks are pooled for the life of the process; pages are committed only
// when touched. A guard page below each turns an overflow into a crash
// instead of silent corruption of a neighbour.
inline char *newStack() {
  void *Mem = mmap(nullptr, StackBytes + PageBytes, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (Mem == MAP_FAILED)
    fatal("cannot allocate a fiber stack (try a smaller LOOPGEN_EMU_STACK_KB)");
  mprotect(Mem, PageBytes, PROT_NONE);
  return static_cast<char *>(Mem) + PageBytes;
}

struct Thread {
  Context Ctx;
  char *Stack = nullptr;
  uint3 Idx{0, 0, 0};
  bool AtWarpBarrier = false;
};

struct Scheduler {
  Context Main; // The host code that called launch().
  Thread *Current = nullptr;
  std::vector<Thread> Threads; // Indexed by linear thread id in the block.
  std::vector<unsigned> Ready, Waiting;
  std::vector<char *> FreeStacks;
  void (*Body)(void *) = nullptr; // Runs the kernel for the current thread.
  void *BodyArg = nullptr;
};

inline Scheduler Sched;
inline uint3 ThreadIdx{0, 0, 0}, BlockIdx{0, 0, 0};
inline dim3 BlockDim, GridDim;
inline void *DynamicShared = nullptr;
inline cudaError_t LastError = cudaSuccess;

inline cudaError_t record(cudaError_t E) {
  if (E != cudaSuccess)
    LastError = E;
  return E;
}

inline std::mt19937_64 &rng() {
  static std::mt19937_64 Engine(envOr("LOOPGEN_EMU_SEED", 1));
  return Engine;
}

inline void threadMain() {
  Scheduler &S = Sched;
  S.Body(S.BodyArg);
  Thread &T = *S.Current;
  // Nothing can reuse this stack before we have switched off it.
  S.FreeStacks.push_back(T.Stack);
  T.Stack = nullptr;
  switchContext(T.Ctx, S.Main);
  fatal("a finished thread was resumed");
}

inline void enter(Scheduler &S, Thread &T) {
  ThreadIdx = T.Idx;
  S.Current = &T;
  switchContext(S.Main, T.Ctx);
  S.Current = nullptr;
}

inline void barrier(bool WarpOnly) {
  Scheduler &S = Sched;
  Thread *T = S.Current;
  if (!T)
    fatal("__syncthreads() or __syncwarp() called outside a kernel");
  T->AtWarpBarrier = WarpOnly;
  S.Waiting.push_back(unsigned(T - S.Threads.data()));
  switchContext(T->Ctx, S.Main);
}

// Called once no thread is runnable, so every live thread is parked. Warp
// barriers go first: each warp with a thread at __syncwarp() then has all
// its live threads parked. Only when none remain is __syncthreads() complete.
inline void releaseBarrier(Scheduler &S) {
  S.Ready.clear();
  size_t Kept = 0;
  for (unsigned I : S.Waiting) {
    if (S.Threads[I].AtWarpBarrier)
      S.Ready.push_back(I);
    else
      S.Waiting[Kept++] = I;
  }
  S.Waiting.resize(Kept);
  if (S.Ready.empty())
    S.Ready.swap(S.Waiting);
  std::shuffle(S.Ready.begin(), S.Ready.end(), rng());
}

inline void runBlock(Scheduler &S, unsigned NumThreads) {
  S.Ready.resize(NumThreads);
  std::iota(S.Ready.begin(), S.Ready.end(), 0u);
  std::shuffle(S.Ready.begin(), S.Ready.end(), rng());
  S.Waiting.clear();
  const unsigned Bx = BlockDim.x, By = BlockDim.y;
  for (unsigned I : S.Ready) {
    Thread &T = S.Threads[I];
    T.Idx = {I % Bx, I / Bx % By, I / (Bx * By)};
    if (S.FreeStacks.empty())
      S.FreeStacks.push_back(newStack());
    T.Stack = S.FreeStacks.back();
    S.FreeStacks.pop_back();
    makeContext(T.Ctx, T.Stack, StackBytes, threadMain);
    enter(S, T);
  }
  while (!S.Waiting.empty()) {
    releaseBarrier(S);
    for (unsigned I : S.Ready)
      enter(S, S.Threads[I]);
  }
}

inline void runGrid(dim3 Grid, dim3 Block, size_t SharedBytes,
                    void (*Body)(void *), void *BodyArg) {
  Scheduler &S = Sched;
  if (S.Body)
    fatal("a kernel cannot launch kernels");
  uint64_t NumThreads = uint64_t(Block.x) * Block.y * Block.z;
  uint64_t NumBlocks = uint64_t(Grid.x) * Grid.y * Grid.z;
  if (NumThreads == 0 || NumThreads > 1024 || Block.z > 64 || NumBlocks == 0 ||
      Grid.x > 0x7fffffffu || Grid.y > 65535 || Grid.z > 65535) {
    record(cudaErrorInvalidConfiguration);
    return;
  }
  // Dynamic shared memory, filled with garbage as real shared memory is.
  std::vector<std::max_align_t> Shared(
      (SharedBytes + sizeof(std::max_align_t) - 1) / sizeof(std::max_align_t));
  if (!Shared.empty())
    std::memset(Shared.data(), 0xCD, Shared.size() * sizeof(Shared[0]));
  DynamicShared = Shared.data();
  if (S.Threads.size() < NumThreads)
    S.Threads.resize(NumThreads);
  GridDim = Grid;
  BlockDim = Block;
  S.Body = Body;
  S.BodyArg = BodyArg;

  std::vector<uint64_t> Order(NumBlocks);
  std::iota(Order.begin(), Order.end(), uint64_t(0));
  std::shuffle(Order.begin(), Order.end(), rng());
  for (uint64_t B : Order) {
    BlockIdx = {unsigned(B % Grid.x), unsigned(B / Grid.x % Grid.y),
                unsigned(B / (uint64_t(Grid.x) * Grid.y))};
    runBlock(S, unsigned(NumThreads));
  }
  S.Body = nullptr;
  DynamicShared = nullptr;
}

} // namespace detail

/// Restarts the scheduling order from \p Seed, as LOOPGEN_EMU_SEED does.
inline void setSeed(uint64_t Seed) { detail::rng().seed(Seed); }

/// Runs \p Kernel over the grid. The arguments are converted to the
/// parameter types and copied once, and each thread gets its own copy of
/// that copy, as CUDA passes kernel arguments by value.
template <typename... Params, typename... Args>
void launch(void (*Kernel)(Params...), dim3 Grid, dim3 Block,
            size_t SharedBytes, Args &&...Arguments) {
  static_assert(sizeof...(Params) == sizeof...(Args),
                "wrong number of kernel arguments");
  struct Closure {
    void (*Kernel)(Params...);
    std::tuple<std::decay_t<Params>...> Values;
  } Copy{Kernel,
         std::tuple<std::decay_t<Params>...>(std::forward<Args>(Arguments)...)};
  auto Run = [](void *P) {
    Closure &C = *static_cast<Closure *>(P);
    std::apply(C.Kernel, C.Values);
  };
  detail::runGrid(Grid, Block, SharedBytes, Run, &Copy);
}

} // namespace loopgen_emu

#define LOOPGEN_LAUNCH(Kernel, Grid, Block, SharedBytes, ...)                  \
  ::loopgen_emu::launch(Kernel, dim3(Grid), dim3(Block), size_t(SharedBytes),  \
                        __VA_ARGS__)
#define LOOPGEN_DYNAMIC_SHARED(Type, Name)                                     \
  Type *const Name = static_cast<Type *>(::loopgen_emu::detail::DynamicShared)

// References, so that kernels cannot assign to the built-ins.
inline const uint3 &threadIdx = loopgen_emu::detail::ThreadIdx;
inline const uint3 &blockIdx = loopgen_emu::detail::BlockIdx;
inline const dim3 &blockDim = loopgen_emu::detail::BlockDim;
inline const dim3 &gridDim = loopgen_emu::detail::GridDim;

//===----------------------------------------------------------------------===//
// Device functions
//===----------------------------------------------------------------------===//

inline void __syncthreads() { loopgen_emu::detail::barrier(false); }
// Waits for the live threads of the caller's warp; the mask is ignored.
inline void __syncwarp(unsigned = 0xffffffffu) {
  loopgen_emu::detail::barrier(true);
}
// Fibers never run concurrently, so memory is always coherent.
inline void __threadfence() {}
inline void __threadfence_block() {}

template <typename T> inline T __ldg(const T *P) { return *P; }

// Fibers are never preempted, so a plain read-modify-write is atomic.
#define LOOPGEN_EMU_ATOMIC(Name, T, Update)                                    \
  inline T Name(T *Addr, T Val) {                                              \
    T Old = *Addr;                                                             \
    *Addr = (Update);                                                          \
    return Old;                                                                \
  }
// Signed arithmetic wraps on the GPU; do it unsigned to stay defined here.
LOOPGEN_EMU_ATOMIC(atomicAdd, int, int(unsigned(Old) + unsigned(Val)))
LOOPGEN_EMU_ATOMIC(atomicAdd, unsigned, Old + Val)
LOOPGEN_EMU_ATOMIC(atomicAdd, unsigned long long, Old + Val)
LOOPGEN_EMU_ATOMIC(atomicAdd, float, Old + Val)
LOOPGEN_EMU_ATOMIC(atomicAdd, double, Old + Val)
LOOPGEN_EMU_ATOMIC(atomicExch, int, Val)
LOOPGEN_EMU_ATOMIC(atomicExch, unsigned, Val)
LOOPGEN_EMU_ATOMIC(atomicExch, unsigned long long, Val)
LOOPGEN_EMU_ATOMIC(atomicExch, float, Val)
LOOPGEN_EMU_ATOMIC(atomicMin, int, std::min(Old, Val))
LOOPGEN_EMU_ATOMIC(atomicMin, unsigned, std::min(Old, Val))
LOOPGEN_EMU_ATOMIC(atomicMax, int, std::max(Old, Val))
LOOPGEN_EMU_ATOMIC(atomicMax, unsigned, std::max(Old, Val))
#undef LOOPGEN_EMU_ATOMIC

#define LOOPGEN_EMU_CAS(T)                                                     \
  inline T atomicCAS(T *Addr, T Compare, T Val) {                              \
    T Old = *Addr;                                                             \
    if (Old == Compare)                                                        \
      *Addr = Val;                                                             \
    return Old;                                                                \
  }
LOOPGEN_EMU_CAS(int)
LOOPGEN_EMU_CAS(unsigned)
LOOPGEN_EMU_CAS(unsigned long long)
#undef LOOPGEN_EMU_CAS

// CUDA's global min/max. Exact-match non-templates beat std::min when both
// are visible; the template handles mixed types like CUDA's overloads do.
#define LOOPGEN_EMU_MINMAX(T)                                                  \
  inline T min(T A, T B) { return B < A ? B : A; }                             \
  inline T max(T A, T B) { return A < B ? B : A; }
LOOPGEN_EMU_MINMAX(int)
LOOPGEN_EMU_MINMAX(unsigned)
LOOPGEN_EMU_MINMAX(long)
LOOPGEN_EMU_MINMAX(unsigned long)
LOOPGEN_EMU_MINMAX(long long)
LOOPGEN_EMU_MINMAX(unsigned long long)
#undef LOOPGEN_EMU_MINMAX
inline float min(float A, float B) { return std::fmin(A, B); }
inline float max(float A, float B) { return std::fmax(A, B); }
inline double min(double A, double B) { return std::fmin(A, B); }
inline double max(double A, double B) { return std::fmax(A, B); }

namespace loopgen_emu::detail {
template <typename A, typename B>
using Mixed =
    std::enable_if_t<std::is_arithmetic_v<A> && std::is_arithmetic_v<B> &&
                         !std::is_same_v<A, B>,
                     std::common_type_t<A, B>>;
} // namespace loopgen_emu::detail
template <typename A, typename B>
inline loopgen_emu::detail::Mixed<A, B> min(A X, B Y) {
  using C = loopgen_emu::detail::Mixed<A, B>;
  return ::min(C(X), C(Y));
}
template <typename A, typename B>
inline loopgen_emu::detail::Mixed<A, B> max(A X, B Y) {
  using C = loopgen_emu::detail::Mixed<A, B>;
  return ::max(C(X), C(Y));
}

// glibc declares (but does not export) __expf and friends as C functions,
// so the definitions must match those declarations.
extern "C" {
inline float rsqrtf(float X) noexcept { return 1.0f / std::sqrt(X); }
inline double rsqrt(double X) noexcept { return 1.0 / std::sqrt(X); }
inline float __expf(float X) noexcept { return std::exp(X); }
inline float __logf(float X) noexcept { return std::log(X); }
inline float __sinf(float X) noexcept { return std::sin(X); }
inline float __cosf(float X) noexcept { return std::cos(X); }
inline float __powf(float X, float Y) noexcept { return std::pow(X, Y); }
}
inline float __fdividef(float A, float B) { return A / B; }
inline float fdividef(float A, float B) { return A / B; }
inline float __saturatef(float X) {
  return X >= 1.0f ? 1.0f : (X > 0.0f ? X : 0.0f); // NaN gives 0.
}

//===----------------------------------------------------------------------===//
// Runtime API
//===----------------------------------------------------------------------===//

namespace loopgen_emu::detail {
// Records \p E as the last error when \p Bad holds, like a failing CUDA call.
inline cudaError_t check(bool Bad, cudaError_t E = cudaErrorInvalidValue) {
  return Bad ? record(E) : cudaSuccess;
}
} // namespace loopgen_emu::detail

inline cudaError_t cudaGetLastError() {
  return std::exchange(loopgen_emu::detail::LastError, cudaSuccess);
}
inline cudaError_t cudaPeekAtLastError() {
  return loopgen_emu::detail::LastError;
}

inline const char *cudaGetErrorString(cudaError_t E) {
  static const std::pair<cudaError_t, const char *> Messages[] = {
      {cudaSuccess, "no error"},
      {cudaErrorInvalidValue, "invalid argument"},
      {cudaErrorMemoryAllocation, "out of memory"},
      {cudaErrorInitializationError, "initialization error"},
      {cudaErrorInvalidConfiguration, "invalid configuration argument"},
      {cudaErrorInvalidMemcpyDirection, "invalid copy direction for memcpy"},
      {cudaErrorInvalidDevice, "invalid device ordinal"},
      {cudaErrorInvalidResourceHandle, "invalid resource handle"},
      {cudaErrorLaunchFailure, "unspecified launch failure"}};
  for (const auto &[Code, Message] : Messages)
    if (Code == E)
      return Message;
  return "unrecognized error code";
}

// Device memory is host memory, 256-byte aligned like cudaMalloc's, and
// filled with 0xCD because real device memory is not zeroed either.
inline cudaError_t cudaMalloc(void **Ptr, size_t Bytes) {
  if (!Ptr)
    return loopgen_emu::detail::check(true);
  *Ptr = nullptr;
  if (Bytes == 0)
    return cudaSuccess;
  size_t Rounded = (Bytes + 255) / 256 * 256;
  if (Rounded >= Bytes)
    *Ptr = std::aligned_alloc(256, Rounded);
  if (*Ptr)
    std::memset(*Ptr, 0xCD, Rounded);
  return loopgen_emu::detail::check(!*Ptr, cudaErrorMemoryAllocation);
}
template <typename T> inline cudaError_t cudaMalloc(T **Ptr, size_t Bytes) {
  return cudaMalloc(reinterpret_cast<void **>(Ptr), Bytes);
}
inline cudaError_t cudaFree(void *Ptr) {
  std::free(Ptr);
  return cudaSuccess;
}

inline cudaError_t cudaMemcpy(void *Dst, const void *Src, size_t Bytes,
                              cudaMemcpyKind Kind) {
  if (unsigned(Kind) > unsigned(cudaMemcpyDefault))
    return loopgen_emu::detail::check(true, cudaErrorInvalidMemcpyDirection);
  if (Bytes && Dst && Src)
    std::memmove(Dst, Src, Bytes);
  return loopgen_emu::detail::check(Bytes && (!Dst || !Src));
}
inline cudaError_t cudaMemset(void *Dst, int Value, size_t Bytes) {
  if (Bytes && Dst)
    std::memset(Dst, Value, Bytes);
  return loopgen_emu::detail::check(Bytes && !Dst);
}

// Launches finish before they return, so there is never anything to wait for.
inline cudaError_t cudaDeviceSynchronize() { return cudaSuccess; }
inline cudaError_t cudaDeviceReset() { return cudaSuccess; }
inline cudaError_t cudaStreamSynchronize(cudaStream_t) { return cudaSuccess; }
inline cudaError_t cudaGetDeviceCount(int *Count) {
  if (Count)
    *Count = 1;
  return loopgen_emu::detail::check(!Count);
}
inline cudaError_t cudaGetDevice(int *Device) {
  if (Device)
    *Device = 0;
  return loopgen_emu::detail::check(!Device);
}
// The emulated device has an H100's 132 multiprocessors, so that launches
// take the block shapes they take there.
inline cudaError_t cudaDeviceGetAttribute(int *Value, cudaDeviceAttr Attr,
                                          int Device) {
  if (Value && Attr == cudaDevAttrMultiProcessorCount)
    *Value = 132;
  return loopgen_emu::detail::check(
      !Value || Device != 0 || Attr != cudaDevAttrMultiProcessorCount,
      Device != 0 ? cudaErrorInvalidDevice : cudaErrorInvalidValue);
}
inline cudaError_t cudaSetDevice(int Device) {
  return loopgen_emu::detail::check(Device != 0, cudaErrorInvalidDevice);
}

inline cudaError_t cudaEventCreate(cudaEvent_t *Event) {
  if (Event)
    *Event = new CUevent_st;
  return loopgen_emu::detail::check(!Event);
}
inline cudaError_t cudaEventRecord(cudaEvent_t Event, cudaStream_t = nullptr) {
  if (Event)
    *Event = {std::chrono::steady_clock::now(), true};
  return loopgen_emu::detail::check(!Event, cudaErrorInvalidResourceHandle);
}
inline cudaError_t cudaEventSynchronize(cudaEvent_t Event) {
  return loopgen_emu::detail::check(!Event, cudaErrorInvalidResourceHandle);
}
inline cudaError_t cudaEventElapsedTime(float *Ms, cudaEvent_t Start,
                                        cudaEvent_t End) {
  if (!Ms || !Start || !End || !Start->Recorded || !End->Recorded)
    return loopgen_emu::detail::check(true, Ms ? cudaErrorInvalidResourceHandle
                                               : cudaErrorInvalidValue);
  *Ms =
      std::chrono::duration<float, std::milli>(End->When - Start->When).count();
  return cudaSuccess;
}
inline cudaError_t cudaEventDestroy(cudaEvent_t Event) {
  delete Event;
  return cudaSuccess;
}

#endif // LOOPGEN_RUNTIME_CUDA_EMULATION_H
