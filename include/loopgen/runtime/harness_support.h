// The support code of loopgen's validation harnesses: kernel timing and
// registers, poison, random inputs, comparison with tolerance, and the
// cache of reference results. loopgen pastes this header, before the
// generated code, into every harness (--emit=harness, --validate), so the
// harness needs no loopgen header to compile; the tests compile it on its
// own.

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <utility>
#include <type_traits>
#include <vector>
#ifdef _OPENMP
// Quoted: the harness is built with OpenMP where the program's own text
// includes <omp.h>, which this line must not look like.
#include "omp.h"
#endif

// Kernel timing: the generated code calls these around its kernels.
namespace loopgen_harness {

static double loopgen_kernel_ms = 0;
static long loopgen_launch_count = 0; // Kernel launches, counted on the GPU.
// Calls that a failed check on entry (of sizes) sent to the original.
static long loopgen_fallback_count = 0;
// Bytes copied each way by loopgen_memcpy, and the host's time in them.
static unsigned long long loopgen_h2d_bytes = 0, loopgen_d2h_bytes = 0;
static double loopgen_h2d_ms = 0, loopgen_d2h_ms = 0;
struct loopgen_copy_timer {
  double &loopgen_sum;
  std::chrono::steady_clock::time_point loopgen_begin =
      std::chrono::steady_clock::now();
  ~loopgen_copy_timer() {
    loopgen_sum += std::chrono::duration<double, std::milli>(
                       std::chrono::steady_clock::now() - loopgen_begin)
                       .count();
  }
};
static cudaEvent_t loopgen_kernel_begin, loopgen_kernel_end;
inline void loopgen_kernels_begin() {
  static bool loopgen_created = false;
  if (!loopgen_created) {
    cudaEventCreate(&loopgen_kernel_begin);
    cudaEventCreate(&loopgen_kernel_end);
    loopgen_created = true;
  }
  // A copy from pageable host memory returns before its last DMA to the
  // device ends: the kernels' clock starts after it.
  cudaDeviceSynchronize();
  cudaEventRecord(loopgen_kernel_begin, 0);
}
inline void loopgen_kernels_end() {
  float loopgen_ms = 0;
  cudaEventRecord(loopgen_kernel_end, 0);
  cudaEventSynchronize(loopgen_kernel_end);
  cudaEventElapsedTime(&loopgen_ms, loopgen_kernel_begin, loopgen_kernel_end);
  loopgen_kernel_ms += loopgen_ms;
}
} // namespace loopgen_harness
// Fresh device buffers hold the same poison as the host outputs.
#define LOOPGEN_FRESH_BUFFER(loopgen_pointer, loopgen_bytes)                   \
  LOOPGEN_CHECK(cudaMemset(loopgen_pointer, 0xFF, loopgen_bytes))
#define LOOPGEN_COUNT_COPY(loopgen_bytes, loopgen_kind)                        \
  ((loopgen_kind) == cudaMemcpyHostToDevice                                    \
       ? (void)(loopgen_harness::loopgen_h2d_bytes += (loopgen_bytes))         \
   : (loopgen_kind) == cudaMemcpyDeviceToHost                                  \
       ? (void)(loopgen_harness::loopgen_d2h_bytes += (loopgen_bytes))         \
       : (void)0)
#define LOOPGEN_TIME_COPY(loopgen_kind)                                        \
  loopgen_harness::loopgen_copy_timer loopgen_copy_time {                      \
    (loopgen_kind) == cudaMemcpyHostToDevice ? loopgen_harness::loopgen_h2d_ms \
                                             : loopgen_harness::loopgen_d2h_ms \
  }
#define LOOPGEN_KERNELS_BEGIN() loopgen_harness::loopgen_kernels_begin()
#define LOOPGEN_KERNELS_END() loopgen_harness::loopgen_kernels_end()
#define LOOPGEN_COUNT_ASSUMPTION_FAILED()                                      \
  (++loopgen_harness::loopgen_fallback_count)
// Launches made by a library (CUB's scan), counted with loopgen's own.
#define LOOPGEN_COUNT_LAUNCHES(loopgen_n)                                      \
  (loopgen_harness::loopgen_launch_count += (loopgen_n))
#ifndef LOOPGEN_EMULATION
// Registers, local memory and theoretical occupancy of each kernel, noted
// at its first launch (seed 000's profiler table).
namespace loopgen_harness {
struct loopgen_kernel_info {
  const char *loopgen_name;
  int loopgen_registers, loopgen_threads;
  size_t loopgen_local_bytes;
  double loopgen_occupancy;
};
static std::vector<loopgen_kernel_info> loopgen_kernels;
inline void loopgen_note_kernel(const char *loopgen_name,
                                const void *loopgen_fn, dim3 loopgen_block,
                                size_t loopgen_shared) {
  ++loopgen_launch_count;
  for (const loopgen_kernel_info &loopgen_k : loopgen_kernels)
    if (std::strcmp(loopgen_k.loopgen_name, loopgen_name) == 0)
      return;
  cudaFuncAttributes loopgen_a{};
  cudaFuncGetAttributes(&loopgen_a, loopgen_fn);
  int loopgen_threads = loopgen_block.x * loopgen_block.y * loopgen_block.z,
      loopgen_blocks = 0, loopgen_device = 0, loopgen_max = 1;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(
      &loopgen_blocks, loopgen_fn, loopgen_threads, loopgen_shared);
  cudaGetDevice(&loopgen_device);
  cudaDeviceGetAttribute(&loopgen_max, cudaDevAttrMaxThreadsPerMultiProcessor,
                         loopgen_device);
  loopgen_kernels.push_back(
      {loopgen_name, loopgen_a.numRegs, loopgen_threads,
       loopgen_a.localSizeBytes,
       double(loopgen_blocks) * loopgen_threads / loopgen_max});
}
inline void loopgen_print_kernels() {
  for (const loopgen_kernel_info &loopgen_k : loopgen_kernels)
    std::printf("KERNEL name=%s regs=%d local_bytes=%zu block=%d "
                "occupancy=%.2f\n",
                loopgen_k.loopgen_name, loopgen_k.loopgen_registers,
                loopgen_k.loopgen_local_bytes, loopgen_k.loopgen_threads,
                loopgen_k.loopgen_occupancy);
}
} // namespace loopgen_harness
#define LOOPGEN_LAUNCH(loopgen_kernel, loopgen_grid_dim, loopgen_block_dim,    \
                       loopgen_shared, ...)                                    \
  (loopgen_harness::loopgen_note_kernel(#loopgen_kernel,                       \
                                        (const void *)loopgen_kernel,          \
                                        loopgen_block_dim, loopgen_shared),    \
   loopgen_kernel<<<loopgen_grid_dim, loopgen_block_dim, loopgen_shared>>>(    \
       __VA_ARGS__))
#define LOOPGEN_LAUNCH_COOPERATIVE(loopgen_kernel, loopgen_grid_dim,            \
                                   loopgen_block_dim, ...)                      \
  do {                                                                         \
    loopgen_harness::loopgen_note_kernel(                                      \
        #loopgen_kernel, (const void *)loopgen_kernel, loopgen_block_dim, 0);  \
    LOOPGEN_CHECK(loopgen_launch_cooperative(loopgen_kernel, loopgen_grid_dim,  \
                                             loopgen_block_dim, __VA_ARGS__));  \
  } while (0)
#else
namespace loopgen_harness {
inline void loopgen_print_kernels() {}
} // namespace loopgen_harness
#undef LOOPGEN_LAUNCH
#define LOOPGEN_LAUNCH(loopgen_kernel, loopgen_grid_dim, loopgen_block_dim,    \
                       loopgen_shared, ...)                                    \
  (++loopgen_harness::loopgen_launch_count,                                    \
   ::loopgen_emu::launcher{loopgen_kernel, dim3(loopgen_grid_dim),             \
                           dim3(loopgen_block_dim),                            \
                           size_t(loopgen_shared)}(__VA_ARGS__))
#endif

namespace loopgen_harness {
// The harness's copy of an array parameter. std::vector<bool> packs bits
// and has no data(): a bool array lives in a plain one instead.
class loopgen_bools {
public:
  explicit loopgen_bools(size_t loopgen_n = 0)
      : loopgen_n(loopgen_n), loopgen_p(new bool[loopgen_n]()) {}
  loopgen_bools(const loopgen_bools &loopgen_o)
      : loopgen_bools(loopgen_o.loopgen_n) {
    std::copy(loopgen_o.data(), loopgen_o.data() + loopgen_n, data());
  }
  loopgen_bools &operator=(const loopgen_bools &loopgen_o) {
    loopgen_bools loopgen_copy(loopgen_o);
    std::swap(loopgen_n, loopgen_copy.loopgen_n);
    std::swap(loopgen_p, loopgen_copy.loopgen_p);
    return *this;
  }
  bool *data() { return loopgen_p.get(); }
  const bool *data() const { return loopgen_p.get(); }
  size_t size() const { return loopgen_n; }
  bool &operator[](size_t loopgen_i) { return loopgen_p[loopgen_i]; }
  const bool &operator[](size_t loopgen_i) const {
    return loopgen_p[loopgen_i];
  }

private:
  size_t loopgen_n;
  std::unique_ptr<bool[]> loopgen_p;
};
template <class loopgen_t> struct loopgen_array_of {
  using type = std::vector<loopgen_t>;
};
template <> struct loopgen_array_of<bool> {
  using type = loopgen_bools;
};
template <class loopgen_t>
using loopgen_array = typename loopgen_array_of<loopgen_t>::type;

// Outputs, and fresh device buffers, start as all-ones bytes (a NaN for
// floating point), so an element nobody wrote is recognised.
template <class loopgen_t> loopgen_t loopgen_poison() {
  loopgen_t loopgen_v;
  std::memset(&loopgen_v, 0xFF, sizeof(loopgen_t));
  return loopgen_v;
}
template <class loopgen_t> bool loopgen_is_poison(const loopgen_t &loopgen_v) {
  loopgen_t loopgen_p = loopgen_poison<loopgen_t>();
  return std::memcmp(&loopgen_v, &loopgen_p, sizeof(loopgen_t)) == 0;
}
// The input distributions a harness tries in turn while the original
// computes NaN or infinities from its inputs: uniform in [0, 1) first.
constexpr int loopgen_distributions = 4;
inline const char *loopgen_distribution_name(int loopgen_dist) {
  static const char *const loopgen_names[loopgen_distributions] = {
      "uniform in [0, 1), integers in [0, 16)",
      "uniform in [0.5, 1.5), integers in [1, 16]",
      "small whole numbers 1 to 8, integers in [1, 4]",
      "uniform in [0.5, 1.5), integer arrays sorted within the smallest "
      "array's extent"};
  return loopgen_names[loopgen_dist];
}
// Where integer arrays index other arrays: below the smallest extent of
// more than one element.
inline size_t loopgen_extent(std::initializer_list<size_t> loopgen_counts) {
  size_t loopgen_e = SIZE_MAX;
  for (size_t loopgen_c : loopgen_counts)
    if (loopgen_c > 1)
      loopgen_e = std::min(loopgen_e, loopgen_c);
  return loopgen_e == SIZE_MAX ? 16 : loopgen_e;
}
template <class loopgen_t>
void loopgen_fill_random(loopgen_t *loopgen_p, size_t loopgen_n,
                         std::mt19937_64 &loopgen_rng, int loopgen_dist = 0,
                         size_t loopgen_extent = 16) {
  for (size_t loopgen_i = 0; loopgen_i < loopgen_n; ++loopgen_i) {
    if constexpr (std::is_floating_point_v<loopgen_t>) {
      if (loopgen_dist == 2) {
        loopgen_p[loopgen_i] = loopgen_t(1 + loopgen_rng() % 8);
        continue;
      }
      // In [lo, lo + 1) after rounding to the type too.
      double loopgen_lo = loopgen_dist == 0 ? 0.0 : 0.5;
      loopgen_p[loopgen_i] = loopgen_t(std::uniform_real_distribution<double>(
          loopgen_lo, loopgen_lo + 1.0)(loopgen_rng));
      if (loopgen_p[loopgen_i] >= loopgen_t(loopgen_lo + 1.0))
        loopgen_p[loopgen_i] =
            std::nextafter(loopgen_t(loopgen_lo + 1.0), loopgen_t(0));
    } else if constexpr (std::is_same_v<loopgen_t, bool>) {
      loopgen_p[loopgen_i] = loopgen_rng() & 1;
    } else {
      uint64_t loopgen_r = loopgen_rng();
      loopgen_p[loopgen_i] = loopgen_t(
          loopgen_dist == 0   ? loopgen_r % 16
          : loopgen_dist == 1 ? 1 + loopgen_r % 16
          : loopgen_dist == 2
              ? 1 + loopgen_r % 4
              : loopgen_r %
                    std::min<size_t>(loopgen_extent,
                                     std::numeric_limits<loopgen_t>::max()));
    }
  }
  if constexpr (std::is_integral_v<loopgen_t> &&
                !std::is_same_v<loopgen_t, bool>)
    if (loopgen_dist == 3)
      std::sort(loopgen_p, loopgen_p + loopgen_n);
}
// Output elements that the original computed as NaN or an infinity.
template <class loopgen_t>
size_t loopgen_count_invalid(const loopgen_t *loopgen_p, size_t loopgen_n) {
  size_t loopgen_bad = 0;
  if constexpr (std::is_floating_point_v<loopgen_t>)
    for (size_t loopgen_i = 0; loopgen_i < loopgen_n; ++loopgen_i)
      loopgen_bad += !std::isfinite(loopgen_p[loopgen_i]) &&
                     !loopgen_is_poison(loopgen_p[loopgen_i]);
  return loopgen_bad;
}
template <class loopgen_t>
void loopgen_fill_poison(loopgen_t *loopgen_p, size_t loopgen_n) {
  for (size_t loopgen_i = 0; loopgen_i < loopgen_n; ++loopgen_i)
    loopgen_p[loopgen_i] = std::is_same_v<loopgen_t, bool>
                               ? loopgen_t()
                               : loopgen_poison<loopgen_t>();
}

// One field of every record of an array of records of mixed scalar types:
// Records records of Stride bytes, the field at Offset bytes into each.
template <class loopgen_t>
void loopgen_fill_field(void *loopgen_base, size_t loopgen_records,
                        size_t loopgen_stride, size_t loopgen_offset,
                        bool loopgen_poisoned, std::mt19937_64 &loopgen_rng,
                        int loopgen_dist, size_t loopgen_extent) {
  loopgen_array<loopgen_t> loopgen_v(loopgen_records);
  if (loopgen_poisoned)
    loopgen_fill_poison(loopgen_v.data(), loopgen_records);
  else
    loopgen_fill_random(loopgen_v.data(), loopgen_records, loopgen_rng,
                        loopgen_dist, loopgen_extent);
  for (size_t loopgen_i = 0; loopgen_i < loopgen_records; ++loopgen_i)
    std::memcpy(static_cast<char *>(loopgen_base) + loopgen_i * loopgen_stride +
                    loopgen_offset,
                &loopgen_v[loopgen_i], sizeof(loopgen_t));
}
template <class loopgen_t>
loopgen_array<loopgen_t>
loopgen_gather_field(const void *loopgen_base, size_t loopgen_records,
                     size_t loopgen_stride, size_t loopgen_offset) {
  loopgen_array<loopgen_t> loopgen_v(loopgen_records);
  for (size_t loopgen_i = 0; loopgen_i < loopgen_records; ++loopgen_i) {
    loopgen_t loopgen_x;
    std::memcpy(&loopgen_x,
                static_cast<const char *>(loopgen_base) +
                    loopgen_i * loopgen_stride + loopgen_offset,
                sizeof(loopgen_t));
    loopgen_v[loopgen_i] = loopgen_x;
  }
  return loopgen_v;
}

struct loopgen_comparison {
  double loopgen_max_abs = 0, loopgen_max_rel = 0;
  size_t loopgen_bad = 0, loopgen_unwritten = 0, loopgen_first = SIZE_MAX;
  double loopgen_first_ref = 0, loopgen_first_got = 0;
  // Elements where the original itself computed NaN or an infinity.
  size_t loopgen_invalid = 0, loopgen_first_invalid = SIZE_MAX;
};

// |got - ref| <= Tol * max(1, |ref|); NaN passes only against NaN; an element
// the reference wrote but the generated code did not is a failure. The reported
// relative error is |got - ref| / max(1, |ref|), what the tolerance bounds.
template <class loopgen_t>
loopgen_comparison loopgen_compare(const loopgen_t *loopgen_ref,
                                   const loopgen_t *loopgen_got,
                                   size_t loopgen_n, double loopgen_tol) {
  loopgen_comparison loopgen_c;
#ifdef LOOPGEN_VALIDATE_EXACT // --validate-exact: equal values only.
  loopgen_tol = 0;
#endif
  for (size_t loopgen_i = 0; loopgen_i < loopgen_n; ++loopgen_i) {
    bool loopgen_ref_poison = loopgen_is_poison(loopgen_ref[loopgen_i]),
         loopgen_got_poison = loopgen_is_poison(loopgen_got[loopgen_i]);
    if (loopgen_ref_poison && loopgen_got_poison)
      continue;
    double loopgen_r = double(loopgen_ref[loopgen_i]),
           loopgen_g = double(loopgen_got[loopgen_i]);
    double loopgen_abs = std::fabs(loopgen_g - loopgen_r);
    // On the scale the tolerance bounds: relative above 1, absolute below.
    double loopgen_rel = loopgen_abs / std::max(std::fabs(loopgen_r), 1.0);
    // A NaN matches a NaN of either sign: both computed one.
    bool loopgen_ok =
        !loopgen_ref_poison && !loopgen_got_poison &&
        ((std::isnan(loopgen_r) && std::isnan(loopgen_g)) ||
         (!std::isnan(loopgen_r) && !std::isnan(loopgen_g) &&
          (loopgen_r == loopgen_g ||
           loopgen_abs <= loopgen_tol * std::max(1.0, std::fabs(loopgen_r)))));
    if (!loopgen_ref_poison && !std::isfinite(loopgen_r) &&
        loopgen_c.loopgen_invalid++ == 0)
      loopgen_c.loopgen_first_invalid = loopgen_i;
    if (loopgen_got_poison && !loopgen_ref_poison)
      ++loopgen_c.loopgen_unwritten;
    if (!std::isnan(loopgen_abs)) {
      loopgen_c.loopgen_max_abs =
          std::max(loopgen_c.loopgen_max_abs, loopgen_abs);
      loopgen_c.loopgen_max_rel =
          std::max(loopgen_c.loopgen_max_rel, loopgen_rel);
    }
    if (!loopgen_ok) {
      if (loopgen_c.loopgen_bad++ == 0) {
        loopgen_c.loopgen_first = loopgen_i;
        loopgen_c.loopgen_first_ref = loopgen_r;
        loopgen_c.loopgen_first_got = loopgen_g;
      }
    }
  }
  return loopgen_c;
}

// The same field of two arrays of records compared, as loopgen_compare.
template <class loopgen_t>
loopgen_comparison
loopgen_compare_field(const void *loopgen_ref, const void *loopgen_got,
                      size_t loopgen_records, size_t loopgen_stride,
                      size_t loopgen_offset, double loopgen_tol) {
  auto loopgen_r = loopgen_gather_field<loopgen_t>(
      loopgen_ref, loopgen_records, loopgen_stride, loopgen_offset);
  auto loopgen_g = loopgen_gather_field<loopgen_t>(
      loopgen_got, loopgen_records, loopgen_stride, loopgen_offset);
  return loopgen_compare(loopgen_r.data(), loopgen_g.data(), loopgen_records,
                         loopgen_tol);
}

inline bool loopgen_report(const char *loopgen_name,
                           const loopgen_comparison &loopgen_c,
                           size_t loopgen_n, double &loopgen_max_rel) {
  loopgen_max_rel = std::max(loopgen_max_rel, loopgen_c.loopgen_max_rel);
  std::printf("  %-12s %9zu elements  max abs err %.3e  max rel err %.3e",
              loopgen_name, loopgen_n, loopgen_c.loopgen_max_abs,
              loopgen_c.loopgen_max_rel);
  if (loopgen_c.loopgen_bad == 0) {
    std::printf("  ok\n");
    return true;
  }
  std::printf("  MISMATCH: %zu bad (%zu unwritten), first at [%zu]: "
              "expected %.9g, got %.9g\n",
              loopgen_c.loopgen_bad, loopgen_c.loopgen_unwritten,
              loopgen_c.loopgen_first, loopgen_c.loopgen_first_ref,
              loopgen_c.loopgen_first_got);
  if (loopgen_c.loopgen_invalid)
    std::printf("  note: the original itself computed NaN or an infinity "
                "at %zu elements of %s (first at [%zu]): the random inputs "
                "are not valid for this function; give it valid ones with "
                "init(fn) in #pragma loopgen validate\n",
                loopgen_c.loopgen_invalid, loopgen_name,
                loopgen_c.loopgen_first_invalid);
  return false;
}

// What the inputs were, when the original computed NaN or infinities on the
// first distribution.
inline void loopgen_note_inputs(int loopgen_dist, size_t loopgen_first_invalid,
                                size_t loopgen_invalid) {
  if (loopgen_dist != 0)
    std::printf("  inputs: %s (on the first distribution, %s, the original "
                "computed NaN or an infinity at %zu output elements)\n",
                loopgen_distribution_name(loopgen_dist),
                loopgen_distribution_name(0), loopgen_first_invalid);
  if (loopgen_invalid)
    std::printf("  note: the original computes NaN or an infinity at %zu "
                "output elements on every input distribution tried; there "
                "the translation must compute the same (a NaN for a NaN). "
                "Give valid inputs with init(fn) in #pragma loopgen "
                "validate\n",
                loopgen_invalid);
}

// Moves each finite floating-point element by 4 units in the last place,
// up or down in turn: inputs that the original cannot tell from its own.
template <class loopgen_t>
void loopgen_perturb(loopgen_t *loopgen_p, size_t loopgen_n) {
  if constexpr (std::is_floating_point_v<loopgen_t>)
    for (size_t loopgen_i = 0; loopgen_i < loopgen_n; ++loopgen_i)
      if (std::isfinite(loopgen_p[loopgen_i]))
        loopgen_p[loopgen_i] *=
            loopgen_t(1) + loopgen_t(loopgen_i % 2 ? 4 : -4) *
                               std::numeric_limits<loopgen_t>::epsilon();
}

// After a mismatch: when the original's own results move as much as the
// translation's differ under such a perturbation of its inputs, they are
// round-off at these inputs, and the comparison cannot judge the
// translation (PolyBench's gramschmidt: a rank-deficient matrix). A
// difference larger than what was measured is never called round-off.
inline void loopgen_note_conditioning(double loopgen_moved,
                                      double loopgen_mismatch) {
  if (loopgen_moved >= loopgen_mismatch)
    std::printf("  note: the original is ill-conditioned at these inputs: "
                "its own results move by up to %.3e (relative) when its "
                "inputs move by 4 units in the last place, against %.3e "
                "between the translation and the original; such results "
                "are round-off, which any other order of rounding changes "
                "as much. Validate with well-conditioned inputs (init(fn) in "
                "#pragma loopgen validate), or exactly with --strict-fp "
                "--validate-exact\n",
                loopgen_moved, loopgen_mismatch);
  else if (loopgen_moved >= 0.01 * loopgen_mismatch)
    std::printf("  note: the original's own results move by up to %.3e "
                "(relative) when its inputs move by 4 units in the last "
                "place, less than the %.3e between the translation and the "
                "original: the conditioning of these inputs does not explain "
                "the difference\n",
                loopgen_moved, loopgen_mismatch);
}

inline double
loopgen_ms_since(std::chrono::steady_clock::time_point loopgen_t0) {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now() - loopgen_t0)
      .count();
}

template <class loopgen_t>
std::vector<loopgen_t>
loopgen_flat(const std::vector<std::vector<loopgen_t>> &loopgen_rows) {
  std::vector<loopgen_t> loopgen_out;
  for (const auto &loopgen_row : loopgen_rows)
    loopgen_out.insert(loopgen_out.end(), loopgen_row.begin(),
                       loopgen_row.end());
  return loopgen_out;
}

// A table of pointers to the rows, for a function taking T **.
template <class loopgen_t>
std::vector<loopgen_t *>
loopgen_row_pointers(std::vector<std::vector<loopgen_t>> &loopgen_rows) {
  std::vector<loopgen_t *> loopgen_table;
  for (auto &loopgen_row : loopgen_rows)
    loopgen_table.push_back(loopgen_row.data());
  return loopgen_table;
}

inline double loopgen_median(std::vector<double> loopgen_v) {
  std::sort(loopgen_v.begin(), loopgen_v.end());
  return loopgen_v.empty() ? 0 : loopgen_v[loopgen_v.size() / 2];
}

// Scalar parameters given on the harness's command line (name=value after
// the repeat count) override their defaults: one build runs at any size.
static std::vector<std::pair<std::string, std::string>> loopgen_size_args;
inline void loopgen_add_size(const char *loopgen_arg) {
  const char *loopgen_eq = std::strchr(loopgen_arg, '=');
  if (!loopgen_eq || loopgen_eq == loopgen_arg) {
    std::fprintf(stderr, "harness: '%s' is not name=value\n", loopgen_arg);
    std::exit(2);
  }
  loopgen_size_args.emplace_back(std::string(loopgen_arg, loopgen_eq),
                                 loopgen_eq + 1);
}
template <class loopgen_T> loopgen_T loopgen_parse_size(const char *loopgen_name,
                                        const std::string &loopgen_text) {
  const char *loopgen_begin = loopgen_text.c_str();
  char *loopgen_end = nullptr;
  loopgen_T loopgen_value{};
  if (loopgen_text == "true" || loopgen_text == "false") {
    loopgen_value = static_cast<loopgen_T>(loopgen_text == "true");
    loopgen_end = const_cast<char *>(loopgen_begin) + loopgen_text.size();
  } else if (std::is_floating_point<loopgen_T>::value) {
    loopgen_value = static_cast<loopgen_T>(std::strtold(loopgen_begin, &loopgen_end));
  } else if (std::is_signed<loopgen_T>::value) {
    loopgen_value = static_cast<loopgen_T>(std::strtoll(loopgen_begin, &loopgen_end, 0));
  } else {
    loopgen_value =
        static_cast<loopgen_T>(std::strtoull(loopgen_begin, &loopgen_end, 0));
  }
  // A literal's suffix (2.5f, 10u, 1ll) is allowed, as in the pragma.
  while (loopgen_end && *loopgen_end && std::strchr("fFlLuU", *loopgen_end))
    ++loopgen_end;
  if (loopgen_text.empty() || !loopgen_end || *loopgen_end) {
    std::fprintf(stderr, "harness: %s=%s is not a number\n", loopgen_name,
                 loopgen_begin);
    std::exit(2);
  }
  return loopgen_value;
}
template <class loopgen_T> loopgen_T loopgen_size(const char *loopgen_name) {
  for (const auto &loopgen_arg : loopgen_size_args)
    if (loopgen_arg.first == loopgen_name)
      return loopgen_parse_size<loopgen_T>(loopgen_name, loopgen_arg.second);
  std::fprintf(stderr, "harness: no value for %s: pass %s=<value>\n",
               loopgen_name, loopgen_name);
  std::exit(2);
}
template <class loopgen_T> loopgen_T loopgen_size(const char *loopgen_name, loopgen_T loopgen_default) {
  for (const auto &loopgen_arg : loopgen_size_args)
    if (loopgen_arg.first == loopgen_name)
      return loopgen_parse_size<loopgen_T>(loopgen_name, loopgen_arg.second);
  return loopgen_default;
}

// The reference cache of the benchmarks: with LOOPGEN_REFERENCE_DIR set,
// the sequential original's outputs and time are saved there under a key
// (the function, a hash of its source, its sizes and a hash of its inputs)
// and reused by any later run with the same key (the GPU run after a
// CPU-only one); with LOOPGEN_REFERENCE_ONLY=1 a harness stops after the
// reference. LOOPGEN_REFERENCE_SHARED=1 leaves the source out of the key, so
// that styles of one computation (same name, parameters and inputs) share
// one reference.
struct loopgen_buffer {
  void *loopgen_data;
  size_t loopgen_bytes;
};
inline std::string
loopgen_reference_key(std::string loopgen_key, const char *loopgen_source,
                      const std::vector<loopgen_buffer> &loopgen_inputs) {
  const char *loopgen_shared = std::getenv("LOOPGEN_REFERENCE_SHARED");
  if (!loopgen_shared || std::strcmp(loopgen_shared, "1") != 0)
    loopgen_key += loopgen_source;
  uint64_t loopgen_hash = 1469598103934665603ull; // FNV-1a
  for (const loopgen_buffer &loopgen_b : loopgen_inputs)
    for (size_t loopgen_i = 0; loopgen_i < loopgen_b.loopgen_bytes; ++loopgen_i)
      loopgen_hash = (loopgen_hash ^ static_cast<const unsigned char *>(
                                         loopgen_b.loopgen_data)[loopgen_i]) *
                     1099511628211ull;
  char loopgen_text[32];
  std::snprintf(loopgen_text, sizeof loopgen_text, "%016llx",
                (unsigned long long)loopgen_hash);
  for (char &loopgen_c : loopgen_key)
    if (!std::isalnum((unsigned char)loopgen_c))
      loopgen_c = '_';
  return loopgen_key.substr(0, 120) + "_" + loopgen_text;
}
inline std::string loopgen_reference_path(const std::string &loopgen_key) {
  const char *loopgen_dir = std::getenv("LOOPGEN_REFERENCE_DIR");
  return loopgen_dir && *loopgen_dir
             ? std::string(loopgen_dir) + "/" + loopgen_key + ".ref"
             : "";
}
inline bool loopgen_reference_only() {
  const char *loopgen_only = std::getenv("LOOPGEN_REFERENCE_ONLY");
  return loopgen_only && std::strcmp(loopgen_only, "1") == 0;
}
inline bool
loopgen_load_reference(const std::string &loopgen_key,
                       const std::vector<loopgen_buffer> &loopgen_outputs,
                       double &loopgen_cpu_ms) {
  std::string loopgen_path = loopgen_reference_path(loopgen_key);
  FILE *loopgen_in =
      loopgen_path.empty() ? nullptr : std::fopen(loopgen_path.c_str(), "rb");
  if (!loopgen_in)
    return false;
  bool loopgen_ok =
      std::fread(&loopgen_cpu_ms, sizeof loopgen_cpu_ms, 1, loopgen_in) == 1;
  for (const loopgen_buffer &loopgen_b : loopgen_outputs)
    loopgen_ok = loopgen_ok &&
                 std::fread(loopgen_b.loopgen_data, 1, loopgen_b.loopgen_bytes,
                            loopgen_in) == loopgen_b.loopgen_bytes;
  loopgen_ok = loopgen_ok && std::fgetc(loopgen_in) == EOF;
  std::fclose(loopgen_in);
  return loopgen_ok;
}
inline void
loopgen_save_reference(const std::string &loopgen_key,
                       const std::vector<loopgen_buffer> &loopgen_outputs,
                       double loopgen_cpu_ms) {
  std::string loopgen_path = loopgen_reference_path(loopgen_key);
  if (loopgen_path.empty())
    return;
  std::string loopgen_tmp = loopgen_path + ".tmp";
  FILE *loopgen_out = std::fopen(loopgen_tmp.c_str(), "wb");
  if (!loopgen_out)
    return;
  bool loopgen_ok =
      std::fwrite(&loopgen_cpu_ms, sizeof loopgen_cpu_ms, 1, loopgen_out) == 1;
  for (const loopgen_buffer &loopgen_b : loopgen_outputs)
    loopgen_ok = loopgen_ok &&
                 std::fwrite(loopgen_b.loopgen_data, 1, loopgen_b.loopgen_bytes,
                             loopgen_out) == loopgen_b.loopgen_bytes;
  loopgen_ok = std::fclose(loopgen_out) == 0 && loopgen_ok;
  if (loopgen_ok)
    std::rename(loopgen_tmp.c_str(), loopgen_path.c_str());
  else
    std::remove(loopgen_tmp.c_str());
}
} // namespace loopgen_harness
