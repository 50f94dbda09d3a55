// seidel-2d's schedules written by hand: a launch per wavefront
// w = 4t + 2i + j (loopgen --no-wave-tiles) against wavefronts of 3-D tiles
// of (t, y = i + t, w), Bt x By threads sweeping Bw wavefronts, the lanes of
// a tile in rectangles or along its diagonal (y = (ly + lx) mod By, so that
// the lanes of a warp row share i), and with each block's sweep trimmed to
// the wavefronts where any of its threads works. Validated against the
// sequential code at odd sizes first; then CUDA events around all launches
// of a call, medians of 5.
//   nvcc -O3 -arch=sm_90 -o seidel_tiles seidel_tiles.cu && ./seidel_tiles [T n]
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <algorithm>
#include <cmath>
#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s\n", cudaGetErrorString(e)); exit(1);} } while (0)
static int T = 500, N = 2000;
#define A_(i, j) A[(long)(i) * n + (j)]
__global__ void perwave(int tsteps, int n, long wave, double *A) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int i = 1 + blockIdx.y * blockDim.y + threadIdx.y;
  if (t < tsteps && i < n - 1) {
    long j = wave - 4L * t - 2L * i;
    if (j >= 1 && j < n - 1)
      A_(i, j) = (A_(i - 1, j - 1) + A_(i - 1, j) + A_(i - 1, j + 1) + A_(i, j - 1) + A_(i, j) + A_(i, j + 1) + A_(i + 1, j - 1) + A_(i + 1, j) + A_(i + 1, j + 1)) / 9.0;
  }
}
// Tiles of (t, y = i + t, w = 4t + 2i + j): Bt x By threads, Bw waves.
// LANE_T: threadIdx.x walks t (else y).
template <int Bt, int By, int Bw, bool LaneT, bool Diag = false, bool Trim = false>
__global__ void tiled(int tsteps, int n, long tw, long xlo, long ylo, long nw, long wLeast, long wEnd, double *A) {
  int lx = LaneT ? threadIdx.x : threadIdx.y, ly = LaneT ? threadIdx.y : threadIdx.x;
  int bx = LaneT ? blockIdx.x : blockIdx.y, by = LaneT ? blockIdx.y : blockIdx.x;
  long X = xlo + bx, Y = ylo + by, W = tw - X - Y;
  if (W < 0 || W >= nw) return; // block-uniform
  long t = X * Bt + lx, y = 1 + Y * By + (Diag ? (ly + lx) % By : ly), i = y - t;
  bool in = t < tsteps && i >= 1 && i < n - 1;
  long w0 = wLeast + W * Bw;
  int sLo = 0, sHi = Bw;
  if (Trim) {
    __shared__ int lo, hi;
    if (threadIdx.x == 0 && threadIdx.y == 0) lo = Bw, hi = 0;
    __syncthreads();
    // w in [1 + 4t + 2i, n - 1 + 4t + 2i) and [w0, min(w0 + Bw, wEnd))
    long a = max(w0, 1 + 4 * t + 2 * i), b = min(min(w0 + Bw, wEnd), n - 1 + 4 * t + 2 * i);
    if (in && a < b) { atomicMin(&lo, (int)(a - w0)); atomicMax(&hi, (int)(b - w0)); }
    __syncthreads();
    sLo = lo; sHi = hi;
  }
  for (int s = sLo; s < sHi; ++s) {
    long w = w0 + s, j = w - 4 * t - 2 * i;
    if (in && w < wEnd && j >= 1 && j < n - 1)
      A_(i, j) = (A_(i - 1, j - 1) + A_(i - 1, j) + A_(i - 1, j + 1) + A_(i, j - 1) + A_(i, j) + A_(i, j + 1) + A_(i + 1, j - 1) + A_(i + 1, j) + A_(i + 1, j + 1)) / 9.0;
    __syncthreads();
  }
}
static void cpu(int tsteps, int n, double *A) {
  for (int t = 0; t < tsteps; t++) for (int i = 1; i <= n - 2; i++) for (int j = 1; j <= n - 2; j++)
    A_(i, j) = (A_(i - 1, j - 1) + A_(i - 1, j) + A_(i - 1, j + 1) + A_(i, j - 1) + A_(i, j) + A_(i, j + 1) + A_(i + 1, j - 1) + A_(i + 1, j) + A_(i + 1, j + 1)) / 9.0;
}
static long cdiv(long a, long b) { return (std::max(a, 0L) + b - 1) / b; }
template <int Bt, int By, int Bw, bool LaneT, bool Diag = false, bool Trim = false>
static int runTiled(int tsteps, int n, double *d) {
  long wLeast = 3, wEnd = 3L * n + 4L * tsteps - 9; // as loopgen: 4t+2i+j from 0+2+1 to 4(T-1)+3(n-2)
  long nx = cdiv(tsteps, Bt), ny = cdiv((long)n - 2 + tsteps - 1, By), nw = cdiv(wEnd - wLeast, Bw);
  int launches = 0;
  for (long tw = 0; tw < nx + ny + nw - 2; ++tw) {
    long xlo = std::max(0L, tw - (ny - 1) - (nw - 1)), xhi = std::min(nx, tw + 1);
    long ylo = std::max(0L, tw - (nx - 1) - (nw - 1)), yhi = std::min(ny, tw + 1);
    if (xhi <= xlo || yhi <= ylo) continue;
    dim3 blk = LaneT ? dim3(Bt, By) : dim3(By, Bt);
    dim3 grd = LaneT ? dim3(xhi - xlo, yhi - ylo) : dim3(yhi - ylo, xhi - xlo);
    tiled<Bt, By, Bw, LaneT, Diag, Trim><<<grd, blk>>>(tsteps, n, tw, xlo, ylo, nw, wLeast, wEnd, d);
    ++launches;
  }
  return launches;
}
static int runWave(int tsteps, int n, double *d) {
  int launches = 0;
  for (long w = 3; w < 3L * n + 4L * tsteps - 9; ++w) {
    dim3 blk(32, 8), grd((tsteps + 31) / 32, (n - 2 + 7) / 8);
    perwave<<<grd, blk>>>(tsteps, n, w, d); ++launches;
  }
  return launches;
}
typedef int (*Runner)(int, int, double *);
struct V { const char *name; Runner r; };
int main(int argc, char **argv) {
  V vs[] = {{"per wave", runWave},
            {"rect t32 y8 w32", runTiled<32, 8, 32, true>},
            {"diag t32 y8 w32", runTiled<32, 8, 32, true, true>},
            {"rect t16 y16 w32", runTiled<16, 16, 32, true>},
            {"diag t16 y16 w32", runTiled<16, 16, 32, true, true>},
            {"rect t8 y32 w32", runTiled<8, 32, 32, true>},
            {"diag t8 y32 w32", runTiled<8, 32, 32, true, true>},
            {"trim t8 y32 w32", runTiled<8, 32, 32, true, true, true>}};
  // Validation at odd sizes.
  int sizes[][2] = {{7, 45}, {40, 130}, {3, 3}, {1, 5}, {37, 101}};
  bool ok = true;
  for (auto &s : sizes) {
    int t = s[0], n = s[1];
    std::vector<double> h(n * n), r;
    for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) h[i * n + j] = ((double)i * (j + 2) + 2) / n;
    r = h; cpu(t, n, r.data());
    double *d; CK(cudaMalloc(&d, n * n * 8));
    for (auto &v : vs) {
      CK(cudaMemcpy(d, h.data(), n * n * 8, cudaMemcpyHostToDevice));
      v.r(t, n, d); CK(cudaDeviceSynchronize());
      std::vector<double> g(n * n); CK(cudaMemcpy(g.data(), d, n * n * 8, cudaMemcpyDeviceToHost));
      double err = 0; for (int k = 0; k < n * n; k++) err = std::max(err, fabs(g[k] - r[k]) / (fabs(r[k]) + 1e-12));
      if (err > 1e-10) { printf("FAIL %s at t=%d n=%d err %g\n", v.name, t, n, err); ok = false; }
    }
    cudaFree(d);
  }
  printf("validation %s\n", ok ? "PASS" : "FAIL");
  int t = T, n = N;
  if (argc > 2) { t = atoi(argv[1]); n = atoi(argv[2]); }
  std::vector<double> h(n * (long)n);
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) h[i * (long)n + j] = ((double)i * (j + 2) + 2) / n;
  double *d; CK(cudaMalloc(&d, (long)n * n * 8));
  cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);
  printf("seidel-2d T=%d n=%d\n%-20s %10s %9s\n", t, n, "variant", "ms", "launches");
  for (auto &v : vs) {
    std::vector<float> ms;
    int L = 0;
    for (int rep = 0; rep < 5; ++rep) {
      CK(cudaMemcpy(d, h.data(), (long)n * n * 8, cudaMemcpyHostToDevice));
      cudaEventRecord(a); L = v.r(t, n, d); cudaEventRecord(b); CK(cudaEventSynchronize(b));
      float x; cudaEventElapsedTime(&x, a, b); ms.push_back(x);
    }
    std::sort(ms.begin(), ms.end());
    printf("%-20s %10.3f %9d\n", v.name, ms[2], L);
  }
}
