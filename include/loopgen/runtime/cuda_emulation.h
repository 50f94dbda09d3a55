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
//  * Of the warp intrinsics there are __syncwarp(), __shfl_sync(),
//    __shfl_up_sync(), __shfl_down_sync(), __shfl_xor_sync() (values of up
//    to 8 bytes) and __ballot_sync(), all 32 lanes taking part.
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
#include <map>
#include <mutex>
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
#define __align__(loopgen_n) __attribute__((aligned(loopgen_n)))
// __restrict__ is already a g++/clang keyword.

struct uint3 {
  unsigned x, y, z;
};

struct dim3 {
  unsigned x, y, z;
  constexpr dim3(unsigned loopgen_x = 1, unsigned loopgen_y = 1,
                 unsigned loopgen_z = 1)
      : x(loopgen_x), y(loopgen_y), z(loopgen_z) {}
  constexpr dim3(uint3 loopgen_v)
      : x(loopgen_v.x), y(loopgen_v.y), z(loopgen_v.z) {}
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

// A fixed underlying type: any int is a value of it, as a direction the
// emulation must refuse (not undefined behaviour to hold).
enum cudaMemcpyKind : int {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4,
};

enum cudaDeviceAttr {
  cudaDevAttrMultiProcessorCount = 16,
  cudaDevAttrMaxThreadsPerMultiProcessor = 39,
  cudaDevAttrMaxSharedMemoryPerMultiprocessor = 81,
  cudaDevAttrMaxSharedMemoryPerBlockOptin = 97,
};

enum cudaFuncAttribute {
  cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
};

struct CUstream_st {};
typedef CUstream_st *cudaStream_t;

struct CUevent_st {
  std::chrono::steady_clock::time_point loopgen_when;
  bool loopgen_recorded = false;
};
typedef CUevent_st *cudaEvent_t;

//===----------------------------------------------------------------------===//
// Fibers and the block scheduler
//===----------------------------------------------------------------------===//

namespace loopgen_emu {
namespace detail {

[[noreturn]] inline void fatal(const char *loopgen_msg) {
  std::fprintf(stderr, "loopgen CUDA emulation: %s\n", loopgen_msg);
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
extern "C" void loopgen_emu_switch(void **loopgen_save_sp,
                                   void *loopgen_next_sp);
extern "C" void loopgen_emu_start();

struct loopgen_context {
  void *loopgen_sp = nullptr;
};

inline void switchContext(loopgen_context &loopgen_from,
                          loopgen_context &loopgen_to) {
  loopgen_emu_switch(&loopgen_from.loopgen_sp, loopgen_to.loopgen_sp);
}

inline void makeContext(loopgen_context &loopgen_c, char *loopgen_stack,
                        size_t loopgen_bytes, void (*loopgen_fn)()) {
  uint32_t loopgen_mxcsr;
  uint16_t loopgen_fpu_cw;
  __asm__("stmxcsr %0" : "=m"(loopgen_mxcsr));
  __asm__("fnstcw %0" : "=m"(loopgen_fpu_cw));
  // Eight slots as loopgen_emu_switch pops them; after the `ret` the stack
  // pointer is 16-byte aligned, as the call in loopgen_emu_start requires.
  uintptr_t loopgen_top =
      (reinterpret_cast<uintptr_t>(loopgen_stack) + loopgen_bytes) &
      ~uintptr_t(15);
  uint64_t *loopgen_sp = reinterpret_cast<uint64_t *>(loopgen_top - 80);
  loopgen_sp[0] = uint64_t(loopgen_mxcsr) | uint64_t(loopgen_fpu_cw) << 32;
  loopgen_sp[1] = loopgen_sp[2] = loopgen_sp[3] = 0;      // r15, r14, r13
  loopgen_sp[4] = reinterpret_cast<uint64_t>(loopgen_fn); // r12: the entry
  loopgen_sp[5] = loopgen_sp[6] = 0;                      // rbx, rbp
  loopgen_sp[7] = reinterpret_cast<uint64_t>(&loopgen_emu_start);
  loopgen_c.loopgen_sp = loopgen_sp;
}
#else
struct loopgen_context {
  ucontext_t loopgen_uc;
};

inline void switchContext(loopgen_context &loopgen_from,
                          loopgen_context &loopgen_to) {
  swapcontext(&loopgen_from.loopgen_uc, &loopgen_to.loopgen_uc);
}

inline void makeContext(loopgen_context &loopgen_c, char *loopgen_stack,
                        size_t loopgen_bytes, void (*loopgen_fn)()) {
  getcontext(&loopgen_c.loopgen_uc);
  loopgen_c.loopgen_uc.uc_stack.ss_sp = loopgen_stack;
  loopgen_c.loopgen_uc.uc_stack.ss_size = loopgen_bytes;
  loopgen_c.loopgen_uc.uc_link = nullptr;
  makecontext(&loopgen_c.loopgen_uc, loopgen_fn, 0);
}
#endif

inline unsigned long long envOr(const char *loopgen_name,
                                unsigned long long loopgen_default) {
  const char *loopgen_value = std::getenv(loopgen_name);
  return loopgen_value && *loopgen_value
             ? std::strtoull(loopgen_value, nullptr, 0)
             : loopgen_default;
}

inline const size_t loopgen_page_bytes = size_t(sysconf(_SC_PAGESIZE));
inline const size_t loopgen_stack_bytes = [] {
  size_t loopgen_want = size_t(envOr("LOOPGEN_EMU_STACK_KB", 256)) * 1024;
  return (std::max(loopgen_want, 4 * loopgen_page_bytes) + loopgen_page_bytes -
          1) /
         loopgen_page_bytes * loopgen_page_bytes;
}();

// Stacks are pooled for the life of the process; pages are committed only
// when touched. A guard page below each turns an overflow into a crash
// instead of silent corruption of a neighbour.
inline char *newStack() {
  void *loopgen_mem =
      mmap(nullptr, loopgen_stack_bytes + loopgen_page_bytes,
           PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (loopgen_mem == MAP_FAILED)
    fatal("cannot allocate a fiber stack (try a smaller LOOPGEN_EMU_STACK_KB)");
  mprotect(loopgen_mem, loopgen_page_bytes, PROT_NONE);
  return static_cast<char *>(loopgen_mem) + loopgen_page_bytes;
}

struct loopgen_thread {
  loopgen_context loopgen_ctx;
  char *loopgen_stack = nullptr;
  uint3 loopgen_idx{0, 0, 0};
  bool loopgen_at_warp_barrier = false;
  alignas(8) unsigned char loopgen_shuffled[8]; // What a shuffle offers.
};

struct loopgen_scheduler {
  loopgen_context loopgen_main; // The host code that called launch().
  loopgen_thread *loopgen_current = nullptr;
  std::vector<loopgen_thread>
      loopgen_threads; // Indexed by linear thread id in the block.
  std::vector<unsigned> loopgen_ready, loopgen_waiting;
  std::vector<char *> loopgen_free_stacks;
  void (*loopgen_body)(void *) =
      nullptr; // Runs the kernel for the current thread.
  void *loopgen_body_arg = nullptr;
};

inline loopgen_scheduler loopgen_sched;
inline uint3 loopgen_thread_idx{0, 0, 0}, loopgen_block_idx{0, 0, 0};
inline dim3 loopgen_block_dim, loopgen_grid_dim;
inline void *loopgen_dynamic_shared = nullptr;
inline cudaError_t loopgen_last_error = cudaSuccess;

inline cudaError_t record(cudaError_t loopgen_e) {
  if (loopgen_e != cudaSuccess)
    loopgen_last_error = loopgen_e;
  return loopgen_e;
}

inline std::mt19937_64 &rng() {
  static std::mt19937_64 loopgen_engine(envOr("LOOPGEN_EMU_SEED", 1));
  return loopgen_engine;
}

inline void threadMain() {
  loopgen_scheduler &loopgen_s = loopgen_sched;
  loopgen_s.loopgen_body(loopgen_s.loopgen_body_arg);
  loopgen_thread &loopgen_t = *loopgen_s.loopgen_current;
  // Nothing can reuse this stack before we have switched off it.
  loopgen_s.loopgen_free_stacks.push_back(loopgen_t.loopgen_stack);
  loopgen_t.loopgen_stack = nullptr;
  switchContext(loopgen_t.loopgen_ctx, loopgen_s.loopgen_main);
  fatal("a finished thread was resumed");
}

inline void enter(loopgen_scheduler &loopgen_s, loopgen_thread &loopgen_t) {
  loopgen_thread_idx = loopgen_t.loopgen_idx;
  loopgen_s.loopgen_current = &loopgen_t;
  switchContext(loopgen_s.loopgen_main, loopgen_t.loopgen_ctx);
  loopgen_s.loopgen_current = nullptr;
}

inline void barrier(bool loopgen_warp_only) {
  loopgen_scheduler &loopgen_s = loopgen_sched;
  loopgen_thread *loopgen_t = loopgen_s.loopgen_current;
  if (!loopgen_t)
    fatal("__syncthreads() or __syncwarp() called outside a kernel");
  loopgen_t->loopgen_at_warp_barrier = loopgen_warp_only;
  loopgen_s.loopgen_waiting.push_back(
      unsigned(loopgen_t - loopgen_s.loopgen_threads.data()));
  switchContext(loopgen_t->loopgen_ctx, loopgen_s.loopgen_main);
}

// Called once no thread is runnable, so every live thread is parked. Warp
// barriers go first: each warp with a thread at __syncwarp() then has all
// its live threads parked. Only when none remain is __syncthreads() complete.
inline void releaseBarrier(loopgen_scheduler &loopgen_s) {
  loopgen_s.loopgen_ready.clear();
  size_t loopgen_kept = 0;
  for (unsigned loopgen_i : loopgen_s.loopgen_waiting) {
    if (loopgen_s.loopgen_threads[loopgen_i].loopgen_at_warp_barrier)
      loopgen_s.loopgen_ready.push_back(loopgen_i);
    else
      loopgen_s.loopgen_waiting[loopgen_kept++] = loopgen_i;
  }
  loopgen_s.loopgen_waiting.resize(loopgen_kept);
  if (loopgen_s.loopgen_ready.empty())
    loopgen_s.loopgen_ready.swap(loopgen_s.loopgen_waiting);
  std::shuffle(loopgen_s.loopgen_ready.begin(), loopgen_s.loopgen_ready.end(),
               rng());
}

inline void runBlock(loopgen_scheduler &loopgen_s,
                     unsigned loopgen_num_threads) {
  loopgen_s.loopgen_ready.resize(loopgen_num_threads);
  std::iota(loopgen_s.loopgen_ready.begin(), loopgen_s.loopgen_ready.end(), 0u);
  std::shuffle(loopgen_s.loopgen_ready.begin(), loopgen_s.loopgen_ready.end(),
               rng());
  loopgen_s.loopgen_waiting.clear();
  const unsigned loopgen_bx = loopgen_block_dim.x,
                 loopgen_by = loopgen_block_dim.y;
  for (unsigned loopgen_i : loopgen_s.loopgen_ready) {
    loopgen_thread &loopgen_t = loopgen_s.loopgen_threads[loopgen_i];
    loopgen_t.loopgen_idx = {loopgen_i % loopgen_bx,
                             loopgen_i / loopgen_bx % loopgen_by,
                             loopgen_i / (loopgen_bx * loopgen_by)};
    if (loopgen_s.loopgen_free_stacks.empty())
      loopgen_s.loopgen_free_stacks.push_back(newStack());
    loopgen_t.loopgen_stack = loopgen_s.loopgen_free_stacks.back();
    loopgen_s.loopgen_free_stacks.pop_back();
    makeContext(loopgen_t.loopgen_ctx, loopgen_t.loopgen_stack,
                loopgen_stack_bytes, threadMain);
    enter(loopgen_s, loopgen_t);
  }
  while (!loopgen_s.loopgen_waiting.empty()) {
    releaseBarrier(loopgen_s);
    for (unsigned loopgen_i : loopgen_s.loopgen_ready)
      enter(loopgen_s, loopgen_s.loopgen_threads[loopgen_i]);
  }
}

inline void runGrid(dim3 loopgen_grid, dim3 loopgen_block,
                    size_t loopgen_shared_bytes, void (*loopgen_body)(void *),
                    void *loopgen_body_arg) {
  loopgen_scheduler &loopgen_s = loopgen_sched;
  if (loopgen_s.loopgen_body)
    fatal("a kernel cannot launch kernels");
  uint64_t loopgen_num_threads =
      uint64_t(loopgen_block.x) * loopgen_block.y * loopgen_block.z;
  uint64_t loopgen_num_blocks =
      uint64_t(loopgen_grid.x) * loopgen_grid.y * loopgen_grid.z;
  if (loopgen_num_threads == 0 || loopgen_num_threads > 1024 ||
      loopgen_block.z > 64 || loopgen_num_blocks == 0 ||
      loopgen_grid.x > 0x7fffffffu || loopgen_grid.y > 65535 ||
      loopgen_grid.z > 65535) {
    record(cudaErrorInvalidConfiguration);
    return;
  }
  // Dynamic shared memory, filled with garbage as real shared memory is.
  std::vector<std::max_align_t> loopgen_shared(
      (loopgen_shared_bytes + sizeof(std::max_align_t) - 1) /
      sizeof(std::max_align_t));
  if (!loopgen_shared.empty())
    std::memset(loopgen_shared.data(), 0xCD,
                loopgen_shared.size() * sizeof(loopgen_shared[0]));
  loopgen_dynamic_shared = loopgen_shared.data();
  if (loopgen_s.loopgen_threads.size() < loopgen_num_threads)
    loopgen_s.loopgen_threads.resize(loopgen_num_threads);
  loopgen_grid_dim = loopgen_grid;
  loopgen_block_dim = loopgen_block;
  loopgen_s.loopgen_body = loopgen_body;
  loopgen_s.loopgen_body_arg = loopgen_body_arg;

  std::vector<uint64_t> loopgen_order(loopgen_num_blocks);
  std::iota(loopgen_order.begin(), loopgen_order.end(), uint64_t(0));
  std::shuffle(loopgen_order.begin(), loopgen_order.end(), rng());
  for (uint64_t loopgen_b : loopgen_order) {
    loopgen_block_idx = {
        unsigned(loopgen_b % loopgen_grid.x),
        unsigned(loopgen_b / loopgen_grid.x % loopgen_grid.y),
        unsigned(loopgen_b / (uint64_t(loopgen_grid.x) * loopgen_grid.y))};
    runBlock(loopgen_s, unsigned(loopgen_num_threads));
  }
  loopgen_s.loopgen_body = nullptr;
  loopgen_dynamic_shared = nullptr;
}

} // namespace detail

/// Restarts the scheduling order from \p Seed, as LOOPGEN_EMU_SEED does.
inline void setSeed(uint64_t loopgen_seed) { detail::rng().seed(loopgen_seed); }

/// Runs \p Kernel over the grid. The arguments are converted to the
/// parameter types and copied once, and each thread gets its own copy of
/// that copy, as CUDA passes kernel arguments by value.
template <typename... loopgen_params, typename... loopgen_args>
void launch(void (*loopgen_kernel)(loopgen_params...), dim3 loopgen_grid,
            dim3 loopgen_block, size_t loopgen_shared_bytes,
            loopgen_args &&...loopgen_arguments) {
  static_assert(sizeof...(loopgen_params) == sizeof...(loopgen_args),
                "wrong number of kernel arguments");
  struct loopgen_closure {
    void (*loopgen_kernel)(loopgen_params...);
    std::tuple<std::decay_t<loopgen_params>...> loopgen_values;
  } loopgen_copy{loopgen_kernel,
                 std::tuple<std::decay_t<loopgen_params>...>(
                     std::forward<loopgen_args>(loopgen_arguments)...)};
  auto loopgen_run = [](void *loopgen_p) {
    loopgen_closure &loopgen_c = *static_cast<loopgen_closure *>(loopgen_p);
    std::apply(loopgen_c.loopgen_kernel, loopgen_c.loopgen_values);
  };
  detail::runGrid(loopgen_grid, loopgen_block, loopgen_shared_bytes,
                  loopgen_run, &loopgen_copy);
}

/// launcher(kernel, grid, block, shared)(arguments...) is launch(kernel,
/// grid, block, shared, arguments...) in the shape of kernel<<<...>>>(...),
/// so that a launch macro passes no arguments without a dangling comma.
template <typename loopgen_kernel_type> struct launcher {
  loopgen_kernel_type loopgen_kernel;
  dim3 loopgen_grid, loopgen_block;
  size_t loopgen_shared_bytes;
  template <typename... loopgen_args>
  void operator()(loopgen_args &&...loopgen_arguments) const {
    launch(loopgen_kernel, loopgen_grid, loopgen_block, loopgen_shared_bytes,
           std::forward<loopgen_args>(loopgen_arguments)...);
  }
};
template <typename loopgen_kernel_type>
launcher(loopgen_kernel_type, dim3, dim3, size_t)
    -> launcher<loopgen_kernel_type>;

} // namespace loopgen_emu

#define LOOPGEN_LAUNCH(loopgen_kernel, loopgen_grid, loopgen_block,            \
                       loopgen_shared_bytes, ...)                              \
  ::loopgen_emu::launcher{loopgen_kernel, dim3(loopgen_grid),                  \
                          dim3(loopgen_block),                                 \
                          size_t(loopgen_shared_bytes)}(__VA_ARGS__)
#define LOOPGEN_DYNAMIC_SHARED(loopgen_type, loopgen_name)                     \
  loopgen_type *const loopgen_name = static_cast<loopgen_type *>(              \
      ::loopgen_emu::detail::loopgen_dynamic_shared)

// References, so that kernels cannot assign to the built-ins.
inline const uint3 &threadIdx = loopgen_emu::detail::loopgen_thread_idx;
inline const uint3 &blockIdx = loopgen_emu::detail::loopgen_block_idx;
inline const dim3 &blockDim = loopgen_emu::detail::loopgen_block_dim;
inline const dim3 &gridDim = loopgen_emu::detail::loopgen_grid_dim;

//===----------------------------------------------------------------------===//
// Device functions
//===----------------------------------------------------------------------===//

inline void __syncthreads() { loopgen_emu::detail::barrier(false); }
// Waits for the live threads of the caller's warp; the mask is ignored.
inline void __syncwarp(unsigned = 0xffffffffu) {
  loopgen_emu::detail::barrier(true);
}
namespace loopgen_emu::detail {
// Each lane offers its value, the warp meets, each reads the value of the
// lane Source(its lane) names (its own when that is outside its segment of
// width lanes), and the warp meets again before the slots can be reused.
template <class loopgen_T, class loopgen_Source>
inline loopgen_T shuffle(loopgen_T loopgen_v, int loopgen_width,
                         loopgen_Source loopgen_source) {
  static_assert(sizeof(loopgen_T) <= 8 &&
                    std::is_trivially_copyable<loopgen_T>::value,
                "shuffles move values of up to 8 bytes");
  loopgen_scheduler &loopgen_s = loopgen_sched;
  if (!loopgen_s.loopgen_current)
    fatal("a warp shuffle called outside a kernel");
  const size_t loopgen_me =
      size_t(loopgen_s.loopgen_current - loopgen_s.loopgen_threads.data());
  std::memcpy(loopgen_s.loopgen_current->loopgen_shuffled, &loopgen_v,
              sizeof(loopgen_T));
  __syncwarp();
  loopgen_T loopgen_r = loopgen_v;
  const size_t loopgen_lane = loopgen_me % size_t(loopgen_width);
  const size_t loopgen_from = loopgen_source(loopgen_lane);
  if (loopgen_from < size_t(loopgen_width) &&
      loopgen_me - loopgen_lane + loopgen_from <
          loopgen_s.loopgen_threads.size())
    std::memcpy(&loopgen_r,
                loopgen_s.loopgen_threads[loopgen_me - loopgen_lane +
                                          loopgen_from]
                    .loopgen_shuffled,
                sizeof(loopgen_T));
  __syncwarp();
  return loopgen_r;
}
} // namespace loopgen_emu::detail
template <class loopgen_T>
inline loopgen_T __shfl_xor_sync(unsigned, loopgen_T loopgen_v,
                                 int loopgen_mask, int loopgen_width = 32) {
  return loopgen_emu::detail::shuffle(
      loopgen_v, loopgen_width,
      [&](size_t loopgen_lane) { return loopgen_lane ^ size_t(loopgen_mask); });
}
template <class loopgen_T>
inline loopgen_T __shfl_down_sync(unsigned, loopgen_T loopgen_v,
                                  unsigned loopgen_delta,
                                  int loopgen_width = 32) {
  return loopgen_emu::detail::shuffle(
      loopgen_v, loopgen_width,
      [&](size_t loopgen_lane) { return loopgen_lane + loopgen_delta; });
}
template <class loopgen_T>
inline loopgen_T __shfl_up_sync(unsigned, loopgen_T loopgen_v,
                                unsigned loopgen_delta,
                                int loopgen_width = 32) {
  return loopgen_emu::detail::shuffle(
      loopgen_v, loopgen_width, [&](size_t loopgen_lane) {
        return loopgen_lane >= loopgen_delta ? loopgen_lane - loopgen_delta
                                             : loopgen_lane;
      });
}
template <class loopgen_T>
inline loopgen_T __shfl_sync(unsigned, loopgen_T loopgen_v, int loopgen_src,
                             int loopgen_width = 32) {
  return loopgen_emu::detail::shuffle(
      loopgen_v, loopgen_width, [&](size_t) {
        return size_t(loopgen_src) % size_t(loopgen_width);
      });
}
// Bit l set when lane l's predicate holds (all 32 lanes taking part).
inline unsigned __ballot_sync(unsigned, int loopgen_pred) {
  unsigned loopgen_bits = 0;
  for (int loopgen_l = 0; loopgen_l < 32; ++loopgen_l)
    loopgen_bits |= unsigned(__shfl_sync(0xffffffffu, loopgen_pred ? 1 : 0,
                                         loopgen_l) != 0)
                    << loopgen_l;
  return loopgen_bits;
}
inline int __ffs(unsigned loopgen_x) { return __builtin_ffs(int(loopgen_x)); }
inline int __popc(unsigned loopgen_x) { return __builtin_popcount(loopgen_x); }
// Fibers never run concurrently, so memory is always coherent.
inline void __threadfence() {}
inline void __threadfence_block() {}

template <typename loopgen_t>
inline loopgen_t __ldg(const loopgen_t *loopgen_p) {
  return *loopgen_p;
}

// Fibers are never preempted, so a plain read-modify-write is atomic.
#define LOOPGEN_EMU_ATOMIC(loopgen_name, loopgen_t, loopgen_update)            \
  inline loopgen_t loopgen_name(loopgen_t *loopgen_addr,                       \
                                loopgen_t loopgen_val) {                       \
    loopgen_t loopgen_old = *loopgen_addr;                                     \
    *loopgen_addr = (loopgen_update);                                          \
    return loopgen_old;                                                        \
  }
// Signed arithmetic wraps on the GPU; do it unsigned to stay defined here.
LOOPGEN_EMU_ATOMIC(atomicAdd, int,
                   int(unsigned(loopgen_old) + unsigned(loopgen_val)))
LOOPGEN_EMU_ATOMIC(atomicAdd, unsigned, loopgen_old + loopgen_val)
LOOPGEN_EMU_ATOMIC(atomicAdd, unsigned long long, loopgen_old + loopgen_val)
LOOPGEN_EMU_ATOMIC(atomicAdd, float, loopgen_old + loopgen_val)
LOOPGEN_EMU_ATOMIC(atomicAdd, double, loopgen_old + loopgen_val)
LOOPGEN_EMU_ATOMIC(atomicOr, int, loopgen_old | loopgen_val)
LOOPGEN_EMU_ATOMIC(atomicOr, unsigned, loopgen_old | loopgen_val)
LOOPGEN_EMU_ATOMIC(atomicOr, unsigned long long, loopgen_old | loopgen_val)
LOOPGEN_EMU_ATOMIC(atomicAnd, int, loopgen_old &loopgen_val)
LOOPGEN_EMU_ATOMIC(atomicAnd, unsigned, loopgen_old &loopgen_val)
LOOPGEN_EMU_ATOMIC(atomicAnd, unsigned long long, loopgen_old &loopgen_val)
LOOPGEN_EMU_ATOMIC(atomicXor, int, loopgen_old ^ loopgen_val)
LOOPGEN_EMU_ATOMIC(atomicXor, unsigned, loopgen_old ^ loopgen_val)
LOOPGEN_EMU_ATOMIC(atomicXor, unsigned long long, loopgen_old ^ loopgen_val)
LOOPGEN_EMU_ATOMIC(atomicExch, int, loopgen_val)
LOOPGEN_EMU_ATOMIC(atomicExch, unsigned, loopgen_val)
LOOPGEN_EMU_ATOMIC(atomicExch, unsigned long long, loopgen_val)
LOOPGEN_EMU_ATOMIC(atomicExch, float, loopgen_val)
LOOPGEN_EMU_ATOMIC(atomicMin, int, std::min(loopgen_old, loopgen_val))
LOOPGEN_EMU_ATOMIC(atomicMin, unsigned, std::min(loopgen_old, loopgen_val))
LOOPGEN_EMU_ATOMIC(atomicMax, int, std::max(loopgen_old, loopgen_val))
LOOPGEN_EMU_ATOMIC(atomicMax, unsigned, std::max(loopgen_old, loopgen_val))
#undef LOOPGEN_EMU_ATOMIC

#define LOOPGEN_EMU_CAS(loopgen_t)                                             \
  inline loopgen_t atomicCAS(loopgen_t *loopgen_addr,                          \
                             loopgen_t loopgen_compare,                        \
                             loopgen_t loopgen_val) {                          \
    loopgen_t loopgen_old = *loopgen_addr;                                     \
    if (loopgen_old == loopgen_compare)                                        \
      *loopgen_addr = loopgen_val;                                             \
    return loopgen_old;                                                        \
  }
LOOPGEN_EMU_CAS(int)
LOOPGEN_EMU_CAS(unsigned)
LOOPGEN_EMU_CAS(unsigned long long)
#undef LOOPGEN_EMU_CAS

// CUDA's global min/max. Exact-match non-templates beat std::min when both
// are visible; the template handles mixed types like CUDA's overloads do.
#define LOOPGEN_EMU_MINMAX(loopgen_t)                                          \
  inline loopgen_t min(loopgen_t loopgen_a, loopgen_t loopgen_b) {             \
    return loopgen_b < loopgen_a ? loopgen_b : loopgen_a;                      \
  }                                                                            \
  inline loopgen_t max(loopgen_t loopgen_a, loopgen_t loopgen_b) {             \
    return loopgen_a < loopgen_b ? loopgen_b : loopgen_a;                      \
  }
LOOPGEN_EMU_MINMAX(int)
LOOPGEN_EMU_MINMAX(unsigned)
LOOPGEN_EMU_MINMAX(long)
LOOPGEN_EMU_MINMAX(unsigned long)
LOOPGEN_EMU_MINMAX(long long)
LOOPGEN_EMU_MINMAX(unsigned long long)
#undef LOOPGEN_EMU_MINMAX
inline float min(float loopgen_a, float loopgen_b) {
  return std::fmin(loopgen_a, loopgen_b);
}
inline float max(float loopgen_a, float loopgen_b) {
  return std::fmax(loopgen_a, loopgen_b);
}
inline double min(double loopgen_a, double loopgen_b) {
  return std::fmin(loopgen_a, loopgen_b);
}
inline double max(double loopgen_a, double loopgen_b) {
  return std::fmax(loopgen_a, loopgen_b);
}

namespace loopgen_emu::detail {
template <typename loopgen_a, typename loopgen_b>
using loopgen_mixed =
    std::enable_if_t<std::is_arithmetic_v<loopgen_a> &&
                         std::is_arithmetic_v<loopgen_b> &&
                         !std::is_same_v<loopgen_a, loopgen_b>,
                     std::common_type_t<loopgen_a, loopgen_b>>;
} // namespace loopgen_emu::detail
template <typename loopgen_a, typename loopgen_b>
inline loopgen_emu::detail::loopgen_mixed<loopgen_a, loopgen_b>
min(loopgen_a loopgen_x, loopgen_b loopgen_y) {
  using loopgen_c = loopgen_emu::detail::loopgen_mixed<loopgen_a, loopgen_b>;
  return ::min(loopgen_c(loopgen_x), loopgen_c(loopgen_y));
}
template <typename loopgen_a, typename loopgen_b>
inline loopgen_emu::detail::loopgen_mixed<loopgen_a, loopgen_b>
max(loopgen_a loopgen_x, loopgen_b loopgen_y) {
  using loopgen_c = loopgen_emu::detail::loopgen_mixed<loopgen_a, loopgen_b>;
  return ::max(loopgen_c(loopgen_x), loopgen_c(loopgen_y));
}

// CUDA's global classification functions (kernels call isnan(x)).
using std::isfinite;
using std::isinf;
using std::isnan;
using std::signbit;

// glibc declares (but does not export) __expf and friends as C functions,
// so the definitions must match those declarations.
extern "C" {
inline float rsqrtf(float loopgen_x) noexcept {
  return 1.0f / std::sqrt(loopgen_x);
}
inline double rsqrt(double loopgen_x) noexcept {
  return 1.0 / std::sqrt(loopgen_x);
}
inline float __expf(float loopgen_x) noexcept { return std::exp(loopgen_x); }
inline float __logf(float loopgen_x) noexcept { return std::log(loopgen_x); }
inline float __sinf(float loopgen_x) noexcept { return std::sin(loopgen_x); }
inline float __cosf(float loopgen_x) noexcept { return std::cos(loopgen_x); }
inline float __powf(float loopgen_x, float loopgen_y) noexcept {
  return std::pow(loopgen_x, loopgen_y);
}
}
inline float __fdividef(float loopgen_a, float loopgen_b) {
  return loopgen_a / loopgen_b;
}
inline float fdividef(float loopgen_a, float loopgen_b) {
  return loopgen_a / loopgen_b;
}
inline float __saturatef(float loopgen_x) {
  return loopgen_x >= 1.0f
             ? 1.0f
             : (loopgen_x > 0.0f ? loopgen_x : 0.0f); // NaN gives 0.
}

//===----------------------------------------------------------------------===//
// Runtime API
//===----------------------------------------------------------------------===//

namespace loopgen_emu::detail {
// Records \p E as the last error when \p Bad holds, like a failing CUDA call.
inline cudaError_t check(bool loopgen_bad,
                         cudaError_t loopgen_e = cudaErrorInvalidValue) {
  return loopgen_bad ? record(loopgen_e) : cudaSuccess;
}
} // namespace loopgen_emu::detail

inline cudaError_t cudaGetLastError() {
  return std::exchange(loopgen_emu::detail::loopgen_last_error, cudaSuccess);
}
inline cudaError_t cudaPeekAtLastError() {
  return loopgen_emu::detail::loopgen_last_error;
}

inline const char *cudaGetErrorString(cudaError_t loopgen_e) {
  static const std::pair<cudaError_t, const char *> loopgen_messages[] = {
      {cudaSuccess, "no error"},
      {cudaErrorInvalidValue, "invalid argument"},
      {cudaErrorMemoryAllocation, "out of memory"},
      {cudaErrorInitializationError, "initialization error"},
      {cudaErrorInvalidConfiguration, "invalid configuration argument"},
      {cudaErrorInvalidMemcpyDirection, "invalid copy direction for memcpy"},
      {cudaErrorInvalidDevice, "invalid device ordinal"},
      {cudaErrorInvalidResourceHandle, "invalid resource handle"},
      {cudaErrorLaunchFailure, "unspecified launch failure"}};
  for (const auto &[loopgen_code, loopgen_message] : loopgen_messages)
    if (loopgen_code == loopgen_e)
      return loopgen_message;
  return "unrecognized error code";
}

namespace loopgen_emu::detail {
// The live device allocations, start to size: a copy that starts in one
// must end in it, as CUDA checks (a copy past an allocation's end, or
// across two that lie side by side, is "invalid argument" there).
struct allocations {
  std::mutex loopgen_mutex;
  std::map<const char *, size_t> loopgen_sizes;
  static allocations &get() {
    static allocations loopgen_all;
    return loopgen_all;
  }
  // Whether [p, p + bytes) leaves the allocation p lies in.
  bool overruns(const void *loopgen_p, size_t loopgen_bytes) {
    std::lock_guard<std::mutex> loopgen_lock(loopgen_mutex);
    const char *loopgen_c = static_cast<const char *>(loopgen_p);
    auto loopgen_it = loopgen_sizes.upper_bound(loopgen_c);
    if (loopgen_it == loopgen_sizes.begin())
      return false;
    --loopgen_it;
    size_t loopgen_offset = size_t(loopgen_c - loopgen_it->first);
    return loopgen_offset < loopgen_it->second &&
           loopgen_bytes > loopgen_it->second - loopgen_offset;
  }
};
} // namespace loopgen_emu::detail

// Device memory is host memory, 256-byte aligned like cudaMalloc's, and
// filled with 0xCD because real device memory is not zeroed either.
inline cudaError_t cudaMalloc(void **loopgen_ptr, size_t loopgen_bytes) {
  if (!loopgen_ptr)
    return loopgen_emu::detail::check(true);
  *loopgen_ptr = nullptr;
  if (loopgen_bytes == 0)
    return cudaSuccess;
  size_t loopgen_rounded = (loopgen_bytes + 255) / 256 * 256;
  if (loopgen_rounded >= loopgen_bytes)
    *loopgen_ptr = std::aligned_alloc(256, loopgen_rounded);
  if (*loopgen_ptr) {
    std::memset(*loopgen_ptr, 0xCD, loopgen_rounded);
    auto &loopgen_all = loopgen_emu::detail::allocations::get();
    std::lock_guard<std::mutex> loopgen_lock(loopgen_all.loopgen_mutex);
    loopgen_all.loopgen_sizes[static_cast<const char *>(*loopgen_ptr)] =
        loopgen_bytes;
  }
  return loopgen_emu::detail::check(!*loopgen_ptr, cudaErrorMemoryAllocation);
}
template <typename loopgen_t>
inline cudaError_t cudaMalloc(loopgen_t **loopgen_ptr, size_t loopgen_bytes) {
  return cudaMalloc(reinterpret_cast<void **>(loopgen_ptr), loopgen_bytes);
}
inline cudaError_t cudaFree(void *loopgen_ptr) {
  {
    auto &loopgen_all = loopgen_emu::detail::allocations::get();
    std::lock_guard<std::mutex> loopgen_lock(loopgen_all.loopgen_mutex);
    loopgen_all.loopgen_sizes.erase(static_cast<const char *>(loopgen_ptr));
  }
  std::free(loopgen_ptr);
  return cudaSuccess;
}
// Stream-ordered allocation: the same memory, freshly filled each time (a
// pool on the GPU hands back what an earlier call left).
using cudaMemPool_t = void *;
enum cudaMemPoolAttr { cudaMemPoolAttrReleaseThreshold = 4 };
inline cudaError_t cudaDeviceGetDefaultMemPool(cudaMemPool_t *loopgen_pool,
                                               int) {
  *loopgen_pool = nullptr;
  return cudaSuccess;
}
inline cudaError_t cudaMemPoolSetAttribute(cudaMemPool_t, cudaMemPoolAttr,
                                           void *) {
  return cudaSuccess;
}
template <typename loopgen_t>
inline cudaError_t cudaMallocAsync(loopgen_t **loopgen_ptr,
                                   size_t loopgen_bytes, cudaStream_t) {
  return cudaMalloc(reinterpret_cast<void **>(loopgen_ptr), loopgen_bytes);
}
inline cudaError_t cudaFreeAsync(void *loopgen_ptr, cudaStream_t) {
  return cudaFree(loopgen_ptr);
}

inline cudaError_t cudaMemcpy(void *loopgen_dst, const void *loopgen_src,
                              size_t loopgen_bytes,
                              cudaMemcpyKind loopgen_kind) {
  if (unsigned(loopgen_kind) > unsigned(cudaMemcpyDefault))
    return loopgen_emu::detail::check(true, cudaErrorInvalidMemcpyDirection);
  auto &loopgen_all = loopgen_emu::detail::allocations::get();
  if (loopgen_all.overruns(loopgen_dst, loopgen_bytes) ||
      loopgen_all.overruns(loopgen_src, loopgen_bytes))
    return loopgen_emu::detail::check(true);
  if (loopgen_bytes && loopgen_dst && loopgen_src)
    std::memmove(loopgen_dst, loopgen_src, loopgen_bytes);
  return loopgen_emu::detail::check(loopgen_bytes &&
                                    (!loopgen_dst || !loopgen_src));
}
inline cudaError_t cudaMemset(void *loopgen_dst, int loopgen_value,
                              size_t loopgen_bytes) {
  if (loopgen_bytes && loopgen_dst)
    std::memset(loopgen_dst, loopgen_value, loopgen_bytes);
  return loopgen_emu::detail::check(loopgen_bytes && !loopgen_dst);
}

inline cudaError_t cudaMemsetAsync(void *loopgen_dst, int loopgen_value,
                                   size_t loopgen_bytes, cudaStream_t = 0) {
  return cudaMemset(loopgen_dst, loopgen_value, loopgen_bytes);
}

// Pinned host memory is host memory, and a copy in a stream is done when
// it returns. Every host pointer is pageable (as a user's arrays are), so
// loopgen's staged copies run here.
inline cudaError_t cudaMallocHost(void **loopgen_ptr, size_t loopgen_bytes) {
  *loopgen_ptr = std::malloc(loopgen_bytes ? loopgen_bytes : 1);
  return loopgen_emu::detail::check(!*loopgen_ptr, cudaErrorMemoryAllocation);
}
inline cudaError_t cudaFreeHost(void *loopgen_ptr) {
  std::free(loopgen_ptr);
  return cudaSuccess;
}
inline cudaError_t cudaMemcpyAsync(void *loopgen_dst, const void *loopgen_src,
                                   size_t loopgen_bytes,
                                   cudaMemcpyKind loopgen_kind,
                                   cudaStream_t = nullptr) {
  return cudaMemcpy(loopgen_dst, loopgen_src, loopgen_bytes, loopgen_kind);
}
inline cudaError_t cudaStreamCreate(cudaStream_t *loopgen_stream) {
  static CUstream_st loopgen_one;
  *loopgen_stream = &loopgen_one;
  return cudaSuccess;
}
enum cudaMemoryType {
  cudaMemoryTypeUnregistered = 0,
  cudaMemoryTypeHost = 1,
  cudaMemoryTypeDevice = 2,
  cudaMemoryTypeManaged = 3
};
struct cudaPointerAttributes {
  cudaMemoryType type;
  int device;
  void *devicePointer;
  void *hostPointer;
};
inline cudaError_t cudaPointerGetAttributes(cudaPointerAttributes *loopgen_a,
                                            const void *loopgen_ptr) {
  *loopgen_a = {cudaMemoryTypeUnregistered, 0, nullptr,
                const_cast<void *>(loopgen_ptr)};
  return cudaSuccess;
}

// Launches finish before they return, so there is never anything to wait for.
inline cudaError_t cudaDeviceSynchronize() { return cudaSuccess; }
inline cudaError_t cudaDeviceReset() { return cudaSuccess; }
inline cudaError_t cudaStreamSynchronize(cudaStream_t) { return cudaSuccess; }
inline cudaError_t cudaGetDeviceCount(int *loopgen_count) {
  if (loopgen_count)
    *loopgen_count = 1;
  return loopgen_emu::detail::check(!loopgen_count);
}
inline cudaError_t cudaGetDevice(int *loopgen_device) {
  if (loopgen_device)
    *loopgen_device = 0;
  return loopgen_emu::detail::check(!loopgen_device);
}
// The emulated device has an H100's 132 multiprocessors, so that launches
// take the block shapes they take there.
inline cudaError_t cudaDeviceGetAttribute(int *loopgen_value,
                                          cudaDeviceAttr loopgen_attr,
                                          int loopgen_device) {
  // An H100's multiprocessors (LOOPGEN_EMU_MULTIPROCESSORS sets another
  // count, so that tests take the paths of large grids at small sizes).
  // Its shared memory: 228 KB a multiprocessor, 227 KB a block.
  bool loopgen_known =
      loopgen_attr == cudaDevAttrMultiProcessorCount ||
      loopgen_attr == cudaDevAttrMaxThreadsPerMultiProcessor ||
      loopgen_attr == cudaDevAttrMaxSharedMemoryPerMultiprocessor ||
      loopgen_attr == cudaDevAttrMaxSharedMemoryPerBlockOptin;
  if (loopgen_value && loopgen_attr == cudaDevAttrMultiProcessorCount)
    *loopgen_value =
        int(loopgen_emu::detail::envOr("LOOPGEN_EMU_MULTIPROCESSORS", 132));
  if (loopgen_value && loopgen_attr == cudaDevAttrMaxThreadsPerMultiProcessor)
    *loopgen_value = 2048;
  if (loopgen_value &&
      loopgen_attr == cudaDevAttrMaxSharedMemoryPerMultiprocessor)
    *loopgen_value = 228 * 1024;
  if (loopgen_value && loopgen_attr == cudaDevAttrMaxSharedMemoryPerBlockOptin)
    *loopgen_value = 227 * 1024;
  return loopgen_emu::detail::check(
      !loopgen_value || loopgen_device != 0 || !loopgen_known,
      loopgen_device != 0 ? cudaErrorInvalidDevice : cudaErrorInvalidValue);
}
// CUB's DeviceScan, as loopgen's output calls it: in stream order, in one
// thread (the emulation's device memory is the host's).
namespace cub {
// An initial value that the scan reads from device memory when it runs.
template <class loopgen_T, class loopgen_It = loopgen_T *> struct FutureValue {
  explicit FutureValue(loopgen_It loopgen_at) : loopgen_at(loopgen_at) {}
  loopgen_It loopgen_at;
};
struct DeviceScan {
  template <class loopgen_T, class loopgen_Op>
  static cudaError_t
  ExclusiveScan(void *loopgen_temp, size_t &loopgen_bytes,
                const loopgen_T *loopgen_in, loopgen_T *loopgen_out,
                loopgen_Op loopgen_op, FutureValue<loopgen_T> loopgen_init,
                long long loopgen_n, cudaStream_t = nullptr) {
    if (!loopgen_temp || loopgen_n <= 0) {
      loopgen_bytes = 1;
      return cudaSuccess;
    }
    // The last input is read only for the aggregate, which is not kept.
    loopgen_T loopgen_value = *loopgen_init.loopgen_at;
    for (long long loopgen_k = 0; loopgen_k < loopgen_n; ++loopgen_k) {
      loopgen_T loopgen_next = loopgen_op(loopgen_value, loopgen_in[loopgen_k]);
      loopgen_out[loopgen_k] = loopgen_value;
      loopgen_value = loopgen_next;
    }
    return cudaSuccess;
  }
  template <class loopgen_T, class loopgen_Op>
  static cudaError_t
  InclusiveScanInit(void *loopgen_temp, size_t &loopgen_bytes,
                    const loopgen_T *loopgen_in, loopgen_T *loopgen_out,
                    loopgen_Op loopgen_op, loopgen_T loopgen_init,
                    long long loopgen_n, cudaStream_t = nullptr) {
    if (!loopgen_temp) {
      loopgen_bytes = 1;
      return cudaSuccess;
    }
    for (long long loopgen_k = 0; loopgen_k < loopgen_n; ++loopgen_k)
      loopgen_out[loopgen_k] = loopgen_init =
          loopgen_op(loopgen_init, loopgen_in[loopgen_k]);
    return cudaSuccess;
  }
  template <class loopgen_T, class loopgen_Op>
  static cudaError_t InclusiveScan(void *loopgen_temp, size_t &loopgen_bytes,
                                   const loopgen_T *loopgen_in,
                                   loopgen_T *loopgen_out,
                                   loopgen_Op loopgen_op, long long loopgen_n,
                                   cudaStream_t = nullptr) {
    if (!loopgen_temp || loopgen_n <= 0)
      return InclusiveScanInit(loopgen_temp, loopgen_bytes, loopgen_in,
                               loopgen_out, loopgen_op, loopgen_T(), loopgen_n);
    loopgen_T loopgen_first = loopgen_in[0];
    loopgen_out[0] = loopgen_first;
    return InclusiveScanInit(loopgen_temp, loopgen_bytes, loopgen_in + 1,
                             loopgen_out + 1, loopgen_op, loopgen_first,
                             loopgen_n - 1);
  }
};
} // namespace cub
// Every kernel may take the dynamic shared memory a block can have.
template <class loopgen_F>
inline cudaError_t cudaFuncSetAttribute(loopgen_F,
                                        cudaFuncAttribute loopgen_attr,
                                        int loopgen_value) {
  return loopgen_emu::detail::check(
      loopgen_attr != cudaFuncAttributeMaxDynamicSharedMemorySize ||
          loopgen_value < 0 || loopgen_value > 227 * 1024,
      cudaErrorInvalidValue);
}
inline cudaError_t cudaSetDevice(int loopgen_device) {
  return loopgen_emu::detail::check(loopgen_device != 0,
                                    cudaErrorInvalidDevice);
}

inline cudaError_t cudaEventCreate(cudaEvent_t *loopgen_event) {
  if (loopgen_event)
    *loopgen_event = new CUevent_st;
  return loopgen_emu::detail::check(!loopgen_event);
}
#define cudaEventDisableTiming 0x02
inline cudaError_t cudaEventCreateWithFlags(cudaEvent_t *loopgen_event,
                                            unsigned) {
  return cudaEventCreate(loopgen_event);
}
inline cudaError_t cudaEventRecord(cudaEvent_t loopgen_event,
                                   cudaStream_t = nullptr) {
  if (loopgen_event)
    *loopgen_event = {std::chrono::steady_clock::now(), true};
  return loopgen_emu::detail::check(!loopgen_event,
                                    cudaErrorInvalidResourceHandle);
}
inline cudaError_t cudaEventSynchronize(cudaEvent_t loopgen_event) {
  return loopgen_emu::detail::check(!loopgen_event,
                                    cudaErrorInvalidResourceHandle);
}
inline cudaError_t cudaEventElapsedTime(float *loopgen_ms,
                                        cudaEvent_t loopgen_start,
                                        cudaEvent_t loopgen_end) {
  if (!loopgen_ms || !loopgen_start || !loopgen_end ||
      !loopgen_start->loopgen_recorded || !loopgen_end->loopgen_recorded)
    return loopgen_emu::detail::check(true, loopgen_ms
                                                ? cudaErrorInvalidResourceHandle
                                                : cudaErrorInvalidValue);
  *loopgen_ms = std::chrono::duration<float, std::milli>(
                    loopgen_end->loopgen_when - loopgen_start->loopgen_when)
                    .count();
  return cudaSuccess;
}
inline cudaError_t cudaEventDestroy(cudaEvent_t loopgen_event) {
  delete loopgen_event;
  return cudaSuccess;
}

#endif // LOOPGEN_RUNTIME_CUDA_EMULATION_H
