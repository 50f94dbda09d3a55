// Which kernel shape lets a 2-D five-point stencil (jacobi-2d's sweep)
// approach the copy bandwidth on this GPU: hand-written variants, each run
// as 100 sweeps alternating A -> B and B -> A over an n x n float grid,
// timed with CUDA events around all 100 launches, checked against the
// first variant. Bytes per sweep: the fewest, one read and one write of
// the grid.
//
//   one     : a thread per output, 32 x 8 blocks (what loopgen emits now)
//   rows K  : a thread per K outputs down a column, its rows' centres in
//             registers reused by the rows above and below
//   shared  : 32 x 8 threads compute a 32 x 32 tile from a (32+2) x (32+2)
//             tile with its halo in shared memory
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>
#include <vector>

#define CHECK(x)                                                               \
  do {                                                                         \
    cudaError_t e = (x);                                                       \
    if (e != cudaSuccess) {                                                    \
      std::printf("%s: %s\n", #x, cudaGetErrorString(e));                     \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

__global__ void one(int n, const float *__restrict__ a, float *__restrict__ b) {
  int j = blockIdx.x * 32 + threadIdx.x, i = blockIdx.y * 8 + threadIdx.y;
  if (i >= 1 && i < n - 1 && j >= 1 && j < n - 1)
    b[i * n + j] = 0.2f * (a[i * n + j] + a[i * n + j - 1] + a[i * n + j + 1] +
                           a[(i + 1) * n + j] + a[(i - 1) * n + j]);
}

template <int K>
__global__ void rows(int n, const float *__restrict__ a, float *__restrict__ b) {
  int j = blockIdx.x * 32 + threadIdx.x;
  int i0 = (blockIdx.y * 8 + threadIdx.y) * K;
  if (j < 1 || j >= n - 1)
    return;
  float up = i0 >= 1 ? a[(i0 - 1) * n + j] : 0.f;
  float mid = i0 < n ? a[i0 * n + j] : 0.f;
#pragma unroll
  for (int r = 0; r < K; ++r) {
    int i = i0 + r;
    float down = i + 1 < n ? a[(i + 1) * n + j] : 0.f;
    if (i >= 1 && i < n - 1)
      b[i * n + j] =
          0.2f * (mid + a[i * n + j - 1] + a[i * n + j + 1] + down + up);
    up = mid;
    mid = down;
  }
}

__global__ void shared(int n, const float *__restrict__ a,
                       float *__restrict__ b) {
  __shared__ float t[34][35];
  int j0 = blockIdx.x * 32, i0 = blockIdx.y * 32;
  for (int e = threadIdx.y * 32 + threadIdx.x; e < 34 * 34; e += 256) {
    int r = e / 34, c = e % 34, i = i0 + r - 1, j = j0 + c - 1;
    t[r][c] = i >= 0 && i < n && j >= 0 && j < n ? a[i * n + j] : 0.f;
  }
  __syncthreads();
  int j = j0 + threadIdx.x;
#pragma unroll
  for (int q = 0; q < 4; ++q) {
    int r = threadIdx.y + 8 * q, i = i0 + r;
    int c = threadIdx.x + 1;
    if (i >= 1 && i < n - 1 && j >= 1 && j < n - 1)
      b[i * n + j] = 0.2f * (t[r + 1][c] + t[r + 1][c - 1] + t[r + 1][c + 1] +
                             t[r + 2][c] + t[r][c]);
  }
}

int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 4096, sweeps = 100;
  size_t bytes = (size_t)n * n * sizeof(float);
  std::vector<float> h((size_t)n * n), ref, out((size_t)n * n);
  for (size_t e = 0; e < h.size(); ++e)
    h[e] = float((e * 7919) % 1000) / 1000.f;
  float *a, *b;
  CHECK(cudaMalloc(&a, bytes));
  CHECK(cudaMalloc(&b, bytes));
  cudaEvent_t t0, t1;
  cudaEventCreate(&t0);
  cudaEventCreate(&t1);
  auto run = [&](const char *name, auto launch) {
    float best = 1e30f;
    for (int rep = 0; rep < 3; ++rep) {
      CHECK(cudaMemcpy(a, h.data(), bytes, cudaMemcpyHostToDevice));
      CHECK(cudaMemcpy(b, h.data(), bytes, cudaMemcpyHostToDevice));
      cudaEventRecord(t0);
      for (int s = 0; s < sweeps; s += 2) {
        launch(a, b);
        launch(b, a);
      }
      cudaEventRecord(t1);
      CHECK(cudaEventSynchronize(t1));
      float ms;
      cudaEventElapsedTime(&ms, t0, t1);
      best = ms < best ? ms : best;
    }
    CHECK(cudaMemcpy(out.data(), a, bytes, cudaMemcpyDeviceToHost));
    double err = 0;
    if (ref.empty())
      ref = out;
    for (size_t e = 0; e < out.size(); ++e)
      err = std::max(err, (double)std::abs(out[e] - ref[e]));
    double gbs = 2.0 * bytes * sweeps / (best * 1e-3) / 1e9;
    std::printf("stencil variant=%s n=%d ms=%.4f per_sweep_us=%.2f gbs=%.1f "
                "max_err=%.1e\n",
                name, n, best, best * 1e3 / sweeps, gbs, err);
  };
  dim3 blk(32, 8);
  run("one", [&](float *x, float *y) {
    one<<<dim3((n + 31) / 32, (n + 7) / 8), blk>>>(n, x, y);
  });
  run("rows4", [&](float *x, float *y) {
    rows<4><<<dim3((n + 31) / 32, (n + 31) / 32), blk>>>(n, x, y);
  });
  run("rows8", [&](float *x, float *y) {
    rows<8><<<dim3((n + 31) / 32, (n + 63) / 64), blk>>>(n, x, y);
  });
  run("rows16", [&](float *x, float *y) {
    rows<16><<<dim3((n + 31) / 32, (n + 127) / 128), blk>>>(n, x, y);
  });
  run("shared", [&](float *x, float *y) {
    shared<<<dim3((n + 31) / 32, (n + 31) / 32), blk>>>(n, x, y);
  });
  CHECK(cudaGetLastError());
}
