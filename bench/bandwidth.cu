// Measures the device's copy bandwidth: a device-to-device cudaMemcpy of
// 1 GiB, counting bytes read plus bytes written; the median of 20 copies
// after a warm-up. Prints one line: "copy_gbs=<GB/s>".
#include "timing.h"
#include <cstdio>

int main() {
  const size_t Bytes = size_t(1) << 30;
  char *Src = nullptr, *Dst = nullptr;
  if (cudaMalloc(&Src, Bytes) != cudaSuccess ||
      cudaMalloc(&Dst, Bytes) != cudaSuccess) {
    std::printf("copy_gbs=0 (allocation failed)\n");
    return 1;
  }
  cudaMemset(Src, 1, Bytes);
  float Ms = medianMs(
      [&] { cudaMemcpy(Dst, Src, Bytes, cudaMemcpyDeviceToDevice); }, 20);
  std::printf("copy_gbs=%.1f\n", 2.0 * Bytes / (Ms * 1e6));
  return 0;
}
