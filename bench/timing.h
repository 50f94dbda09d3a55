// Median time of a GPU operation over several runs after a warm-up, with
// CUDA events; shared by the benchmark programs of bench/.
#ifndef LOOPGEN_BENCH_TIMING_H
#define LOOPGEN_BENCH_TIMING_H

#include <algorithm>
#include <vector>

template <class Launch> float medianMs(Launch Run, int Repeats) {
  cudaEvent_t Begin, End;
  cudaEventCreate(&Begin);
  cudaEventCreate(&End);
  Run(); // Warm-up.
  std::vector<float> Ms;
  for (int R = 0; R < Repeats; ++R) {
    cudaEventRecord(Begin);
    Run();
    cudaEventRecord(End);
    cudaEventSynchronize(End);
    float T = 0;
    cudaEventElapsedTime(&T, Begin, End);
    Ms.push_back(T);
  }
  cudaEventDestroy(Begin);
  cudaEventDestroy(End);
  std::sort(Ms.begin(), Ms.end());
  return Ms[Ms.size() / 2];
}

#endif // LOOPGEN_BENCH_TIMING_H
