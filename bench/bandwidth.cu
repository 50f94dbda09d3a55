// Measures the device's copy bandwidth: a device-to-device cudaMemcpy of
// 1 GiB, counting bytes read plus bytes written; the median of 20 copies
// after a warm-up. Prints one line: "copy_gbs=<GB/s>".
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
  const size_t Bytes = size_t(1) << 30;
  char *Src = nullptr, *Dst = nullptr;
  if (cudaMalloc(&Src, Bytes) != cudaSuccess ||
      cudaMalloc(&Dst, Bytes) != cudaSuccess) {
    std::printf("copy_gbs=0 (allocation failed)\n");
    return 1;
  }
  cudaMemset(Src, 1, Bytes);
  cudaEvent_t Begin, End;
  cudaEventCreate(&Begin);
  cudaEventCreate(&End);
  cudaMemcpy(Dst, Src, Bytes, cudaMemcpyDeviceToDevice);
  std::vector<float> Ms;
  for (int I = 0; I < 20; ++I) {
    cudaEventRecord(Begin);
    cudaMemcpy(Dst, Src, Bytes, cudaMemcpyDeviceToDevice);
    cudaEventRecord(End);
    cudaEventSynchronize(End);
    float T = 0;
    cudaEventElapsedTime(&T, Begin, End);
    Ms.push_back(T);
  }
  std::sort(Ms.begin(), Ms.end());
  std::printf("copy_gbs=%.1f\n", 2.0 * Bytes / (Ms[Ms.size() / 2] * 1e6));
  return 0;
}
