// LU (PolyBench's, n = 2000, double) under hand-written schedules, to
// tell what bounds loopgen's wavefronts of warps and what the schedules
// issue 19 asks for would gain: the wavefront kernel as loopgen emits it
// (a warp per element, its lanes striding over k), launched per wavefront,
// over the active diagonal only, with a transposed mirror of A that makes
// the column reads rows, with more ILP or more warps per element, as one
// persistent kernel with a grid barrier per wavefront, and the right-looking
// (k-outer) schedule with the trailing update as a 2-D kernel. Clock: CUDA
// events around all launches of one factorization, median of 5 after a
// warm-up; every variant is compared with the first.
//   nvcc -arch=sm_90 -O3 lu_schedules.cu -o lu_schedules && ./lu_schedules
#include <cooperative_groups.h>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cmath>
namespace cg = cooperative_groups;
#define N 2000
__device__ __forceinline__ double warp_sum(double v) {
  for (int o = 16; o; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}
__device__ __forceinline__ void body(int n, int wave, int i, unsigned lane, double *A) {
  if (i < n && wave - i >= 0 && wave - i < n) {
    int j = wave - i;
    if (j < i) {
      double a = A[i * N + j], p = 0;
#pragma unroll 4
      for (int k = lane; k < j; k += 32) p -= A[i * N + k] * A[k * N + j];
      a += warp_sum(p);
      if (lane == 0) A[i * N + j] = a / A[j * N + j];
    } else {
      double a = A[i * N + j], p = 0;
#pragma unroll 4
      for (int k = lane; k < i; k += 32) p -= A[i * N + k] * A[k * N + j];
      a += warp_sum(p);
      if (lane == 0 && i > 0) A[i * N + j] = a;
    }
  }
}
// A mirrored in T (T[j][i] == A[i][j]): column reads become row reads.
__device__ __forceinline__ void body_t(int n, int wave, int i, unsigned lane, double *A, double *T) {
  if (i < n && wave - i >= 0 && wave - i < n) {
    int j = wave - i;
    if (j < i) {
      double a = A[i * N + j], p = 0;
#pragma unroll 4
      for (int k = lane; k < j; k += 32) p -= A[i * N + k] * T[j * N + k];
      a += warp_sum(p);
      if (lane == 0) { a /= A[j * N + j]; A[i * N + j] = a; T[j * N + i] = a; }
    } else {
      double a = A[i * N + j], p = 0;
#pragma unroll 4
      for (int k = lane; k < i; k += 32) p -= A[i * N + k] * T[j * N + k];
      a += warp_sum(p);
      if (lane == 0 && i > 0) { A[i * N + j] = a; T[j * N + i] = a; }
    }
  }
}
__global__ void per_wave_t(int n, int wave, double *A, double *T) {
  body_t(n, wave, blockIdx.x * blockDim.y + threadIdx.y, threadIdx.x, A, T);
}
__global__ void transpose(int n, const double *A, double *T) {
  int i = blockIdx.y * 32 + threadIdx.y, j = blockIdx.x * 32 + threadIdx.x;
  if (i < n && j < n) T[j * N + i] = A[i * N + j];
}
// A block of W warps per iteration: lanes stride k by 32 W.
template <int W, int U>
__global__ void __launch_bounds__(32 * W) per_wave_block(int n, int wave, double *A) {
  __shared__ double part[W];
  int i = blockIdx.x, t = threadIdx.x + 32 * threadIdx.y;
  if (!(i < n && wave - i >= 0 && wave - i < n)) return;
  int j = wave - i, len = j < i ? j : i;
  double p = 0;
#pragma unroll U
  for (int k = t; k < len; k += 32 * W) p -= A[i * N + k] * A[k * N + j];
  p = warp_sum(p);
  if (threadIdx.x == 0) part[threadIdx.y] = p;
  __syncthreads();
  if (t == 0) {
    double a = A[i * N + j];
    for (int q = 0; q < W; ++q) a += part[q];
    if (j < i) A[i * N + j] = a / A[j * N + j];
    else if (i > 0) A[i * N + j] = a;
  }
}
template <int U>
__global__ void per_wave_u(int n, int wave, double *A) {
  int i = blockIdx.x * blockDim.y + threadIdx.y; unsigned lane = threadIdx.x;
  if (!(i < n && wave - i >= 0 && wave - i < n)) return;
  int j = wave - i, len = j < i ? j : i;
  double p = 0;
#pragma unroll U
  for (int k = lane; k < len; k += 32) p -= A[i * N + k] * A[k * N + j];
  p = warp_sum(p);
  if (lane == 0) {
    double a = A[i * N + j] + p;
    if (j < i) A[i * N + j] = a / A[j * N + j];
    else if (i > 0) A[i * N + j] = a;
  }
}
// Right-looking: step k scales column k, then the trailing update.
__global__ void rl_scale(int n, int k, double *A) {
  int i = k + 1 + blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) A[i * N + k] /= A[k * N + k];
}
__global__ void rl_update(int n, int k, double *A) {
  int j = k + 1 + blockIdx.x * 32 + threadIdx.x, i = k + 1 + blockIdx.y * 8 + threadIdx.y;
  if (i < n && j < n) A[i * N + j] -= A[i * N + k] * A[k * N + j];
}
// The scaling deferred: no later step reads column k, so each thread
// divides its own copy and one kernel scales every column at the end.
__global__ void rl_fused(int n, int k, double *A) {
  int j = k + 1 + blockIdx.x * 32 + threadIdx.x, i = k + 1 + blockIdx.y * 8 + threadIdx.y;
  if (i < n && j < n) A[i * N + j] -= A[i * N + k] / A[k * N + k] * A[k * N + j];
}
__global__ void rl_scale_all(int n, double *A) {
  int k = blockIdx.x * 32 + threadIdx.x, i = blockIdx.y * 8 + threadIdx.y;
  if (i < n && k < i) A[i * N + k] /= A[k * N + k];
}
__global__ void __launch_bounds__(256) rl_persistent(int n, double *A) {
  cg::grid_group g = cg::this_grid();
  for (int k = 0; k < n - 1; ++k) {
    int m = n - k - 1, bx = (m + 31) / 32, by = (m + 7) / 8;
    for (unsigned b = blockIdx.x; b < bx * by; b += gridDim.x) {
      int j = k + 1 + (b % bx) * 32 + threadIdx.x, i = k + 1 + (b / bx) * 8 + threadIdx.y;
      if (i < n && j < n) A[i * N + j] -= A[i * N + k] / A[k * N + k] * A[k * N + j];
    }
    g.sync();
  }
}
__global__ void per_wave(int n, int wave, double *A) {
  body(n, wave, blockIdx.x * blockDim.y + threadIdx.y, threadIdx.x, A);
}
// Only the active diagonal's blocks: i in [lo, hi].
__global__ void per_wave_tight(int n, int wave, int lo, double *A) {
  body(n, wave, lo + blockIdx.x * blockDim.y + threadIdx.y, threadIdx.x, A);
}
template <bool Tight>
__global__ void __launch_bounds__(256) persistent(int n, double *A) {
  cg::grid_group g = cg::this_grid();
  for (int wave = 0; wave < 2 * n - 1; ++wave) {
    int lo = Tight ? max(0, wave - n + 1) : 0;
    int hi = Tight ? min(n - 1, wave) : n - 1;
    unsigned blocks = (hi - lo + 1 + 7) / 8;
    for (unsigned b = blockIdx.x; b < blocks; b += gridDim.x)
      body(n, wave, lo + b * 8 + threadIdx.y, threadIdx.x, A);
    g.sync();
  }
}
__global__ void empty_kernel(int) {}
static void init(std::vector<double> &A, int n) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) A[i * N + j] = i == j ? n : (double)((i * 7 + j * 13) % 17) / 17;
}
int main() {
  int n = N;
  std::vector<double> A0((size_t)N * N);
  init(A0, n);
  double *d; cudaMalloc(&d, sizeof(double) * N * N);
  cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
  int sms, per_sm;
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  std::vector<double> ref;
  float first = 0; // The first variant's median, against which the others.
  auto run = [&](const char *name, auto launch) {
    std::vector<float> ts;
    std::vector<double> out((size_t)N * N);
    for (int r = 0; r < 6; ++r) {
      cudaMemcpy(d, A0.data(), sizeof(double) * N * N, cudaMemcpyHostToDevice);
      cudaDeviceSynchronize();
      cudaEventRecord(e0); launch(); cudaEventRecord(e1); cudaEventSynchronize(e1);
      float ms; cudaEventElapsedTime(&ms, e0, e1); if (r) ts.push_back(ms);
    }
    cudaError_t err = cudaGetLastError();
    cudaMemcpy(out.data(), d, sizeof(double) * N * N, cudaMemcpyDeviceToHost);
    double maxerr = 0;
    if (ref.empty()) ref = out;
    else for (size_t q = 0; q < out.size(); ++q) maxerr = std::max(maxerr, std::fabs(out[q] - ref[q]) / (1 + std::fabs(ref[q])));
    std::sort(ts.begin(), ts.end());
    float median = ts[ts.size() / 2];
    if (!first) first = median;
    printf("| %s | %.3f | %.2f | %.1e | %s |\n", name, median, first / median, maxerr, cudaGetErrorString(err));
  };
  printf("| schedule | ms | speedup | max rel. diff | error |\n| --- | ---: | ---: | ---: | --- |\n");
  run("per-wave launches (as generated)", [&] {
    for (int w = 0; w < 2 * n - 1; ++w) per_wave<<<(n + 7) / 8, dim3(32, 8)>>>(n, w, d);
  });
  run("per-wave, active diagonal only", [&] {
    for (int w = 0; w < 2 * n - 1; ++w) {
      int lo = std::max(0, w - n + 1), hi = std::min(n - 1, w);
      per_wave_tight<<<(hi - lo + 1 + 7) / 8, dim3(32, 8)>>>(n, w, lo, d);
    }
  });
  double *dT; cudaMalloc(&dT, sizeof(double) * N * N);
  run("per-wave, mirrored transpose", [&] {
    transpose<<<dim3((n + 31) / 32, (n + 31) / 32), dim3(32, 32)>>>(n, d, dT);
    for (int w = 0; w < 2 * n - 1; ++w) per_wave_t<<<(n + 7) / 8, dim3(32, 8)>>>(n, w, d, dT);
  });
  run("warp per iteration, unroll 8", [&] {
    for (int w = 0; w < 2 * n - 1; ++w) per_wave_u<8><<<(n + 7) / 8, dim3(32, 8)>>>(n, w, d);
  });
  auto tight = [&](auto kern, int W) {
    for (int w = 0; w < 2 * n - 1; ++w) kern<<<n, dim3(32, W)>>>(n, w, d);
  };
  run("block of 2 warps per iteration", [&] { tight(per_wave_block<2, 4>, 2); });
  run("block of 4 warps per iteration", [&] { tight(per_wave_block<4, 4>, 4); });
  run("block of 8 warps per iteration", [&] { tight(per_wave_block<8, 4>, 8); });
  run("right-looking, 2 kernels a step", [&] {
    for (int k = 0; k < n - 1; ++k) {
      int m = n - k - 1;
      rl_scale<<<(m + 255) / 256, 256>>>(n, k, d);
      rl_update<<<dim3((m + 31) / 32, (m + 7) / 8), dim3(32, 8)>>>(n, k, d);
    }
  });
  run("right-looking, 1 kernel a step", [&] {
    for (int k = 0; k < n - 1; ++k) {
      int m = n - k - 1;
      rl_fused<<<dim3((m + 31) / 32, (m + 7) / 8), dim3(32, 8)>>>(n, k, d);
    }
    rl_scale_all<<<dim3((n + 31) / 32, (n + 7) / 8), dim3(32, 8)>>>(n, d);
  });
  {
    int per; cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per, (void *)rl_persistent, 256, 0);
    for (int blocks : {sms * 2, sms * per}) {
      char name[80]; snprintf(name, 80, "right-looking persistent %d blocks", blocks);
      run(name, [&] { void *args[] = {&n, &d}; cudaLaunchCooperativeKernel((void *)rl_persistent, blocks, dim3(32, 8), args, 0, 0);
        rl_scale_all<<<dim3((n + 31) / 32, (n + 7) / 8), dim3(32, 8)>>>(n, d); });
    }
  }
  run("empty launches, same count", [&] {
    for (int w = 0; w < 2 * n - 1; ++w) empty_kernel<<<(n + 7) / 8, dim3(32, 8)>>>(w);
  });
  for (int tight = 0; tight < 2; ++tight) {
    void *k = tight ? (void *)persistent<true> : (void *)persistent<false>;
    cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, k, 256, 0);
    int full = sms * per_sm;
    for (int blocks : {sms, std::min(full, 250), full}) {
      char name[80]; snprintf(name, 80, "persistent%s %d blocks (max %d)", tight ? " tight" : "", blocks, full);
      run(name, [&] {
        void *args[] = {&n, &d};
        cudaLaunchCooperativeKernel(k, blocks, dim3(32, 8), args, 0, 0);
      });
    }
  }
}
