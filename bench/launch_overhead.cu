// Ways to run T time steps of two small kernels on the GPU, timed with CUDA
// events (best of 5 after a warm-up): launches in a stream, a CUDA graph
// captured and instantiated per call, a graph reused, a persistent kernel
// with a cooperative grid barrier, one persistent block. The persistent
// kernels of loopgen (docs/architecture.md) take their thresholds from it:
//   nvcc -O3 -arch=sm_90 -o launch_overhead launch_overhead.cu && ./launch_overhead
#include <cooperative_groups.h>
#include <cstdio>
#include <vector>
namespace cg = cooperative_groups;

__global__ void step(const double *in, double *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x + 1;
  if (i < n - 1) out[i] = 0.33333 * (in[i - 1] + in[i] + in[i + 1]);
}
__global__ void coop(double *A, double *B, int n, int T) {
  cg::grid_group g = cg::this_grid();
  for (int t = 0; t < T; ++t) {
    for (long i = g.thread_rank() + 1; i < n - 1; i += g.size())
      B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
    g.sync();
    for (long i = g.thread_rank() + 1; i < n - 1; i += g.size())
      A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
    g.sync();
  }
}
__global__ void oneblock(double *A, double *B, int n, int T) {
  for (int t = 0; t < T; ++t) {
    for (int i = threadIdx.x + 1; i < n - 1; i += blockDim.x)
      B[i] = 0.33333 * (A[i - 1] + A[i] + A[i + 1]);
    __syncthreads();
    for (int i = threadIdx.x + 1; i < n - 1; i += blockDim.x)
      A[i] = 0.33333 * (B[i - 1] + B[i] + B[i + 1]);
    __syncthreads();
  }
}
static void launches(cudaStream_t s, double *A, double *B, int n, int T) {
  unsigned blocks = (n - 2 + 255) / 256;
  for (int t = 0; t < T; ++t) {
    step<<<blocks, 256, 0, s>>>(A, B, n);
    step<<<blocks, 256, 0, s>>>(B, A, n);
  }
}
int main() {
  int sizes[] = {400, 2000, 48000, 1000000};
  cudaStream_t s; cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaEvent_t e0, e1; cudaEventCreate(&e0); cudaEventCreate(&e1);
  int sms; cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  int per; cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per, coop, 256, 0);
  printf("%-8s %-6s %10s %10s %10s %10s %10s   (ms for T steps)\n", "n", "T",
         "stream", "graph1", "graphC", "coop", "1block");
  for (int n : sizes) {
    int T = 500;
    double *A, *B; cudaMalloc(&A, n * 8); cudaMalloc(&B, n * 8);
    cudaMemset(A, 0, n * 8); cudaMemset(B, 0, n * 8);
    auto time = [&](auto f) {
      float best = 1e30f;
      for (int r = 0; r < 6; ++r) {
        cudaEventRecord(e0, s); f(); cudaEventRecord(e1, s);
        cudaEventSynchronize(e1); float ms; cudaEventElapsedTime(&ms, e0, e1);
        if (r) best = std::min(best, ms);
      }
      return best;
    };
    float tStream = time([&] { launches(s, A, B, n, T); });
    float tGraph1 = time([&] {
      cudaGraph_t g; cudaGraphExec_t x;
      cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
      launches(s, A, B, n, T);
      cudaStreamEndCapture(s, &g);
      cudaGraphInstantiate(&x, g, 0);
      cudaGraphLaunch(x, s);
      cudaGraphExecDestroy(x); cudaGraphDestroy(g);
    });
    cudaGraph_t g; cudaGraphExec_t x;
    cudaStreamBeginCapture(s, cudaStreamCaptureModeThreadLocal);
    launches(s, A, B, n, T);
    cudaStreamEndCapture(s, &g);
    cudaGraphInstantiate(&x, g, 0);
    float tGraphC = time([&] { cudaGraphLaunch(x, s); });
    int blocks = std::min((n + 255) / 256, per * sms);
    void *args[] = {&A, &B, &n, &T};
    float tCoop = time([&] {
      cudaLaunchCooperativeKernel((void *)coop, blocks, 256, args, 0, s);
    });
    float t1 = time([&] { oneblock<<<1, 1024, 0, s>>>(A, B, n, T); });
    cudaError_t err = cudaDeviceSynchronize();
    printf("%-8d %-6d %10.3f %10.3f %10.3f %10.3f %10.3f  (%s, coop blocks %d)\n", n, T,
           tStream, tGraph1, tGraphC, tCoop, t1, cudaGetErrorString(err), blocks);
    cudaGraphExecDestroy(x); cudaGraphDestroy(g);
    cudaFree(A); cudaFree(B);
  }
}
