// Median time of a GPU operation over several runs after a warm-up, with
// CUDA events; shared by the benchmark programs of bench/.
#ifndef LOOPGEN_BENCH_TIMING_H
#define LOOPGEN_BENCH_TIMING_H

#include <algorithm>
#include <vector>

// Before runs ahead of each timed run, outside the timing.
template <class Launch, class Setup>
float medianMs(Launch Run, int Repeats, Setup Before) {
  cudaEvent_t Begin, End;
  cudaEventCreate(&Begin);
  cudaEventCreate(&End);
  Run(); // Warm-up.
  std::vector<float> Ms;
  for (int R = 0; R < Repeats; ++R) {
    Before();
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
template <class Launch> float medianMs(Launch Run, int Repeats) {
  return medianMs(Run, Repeats, [] {});
}

#endif // LOOPGEN_BENCH_TIMING_H
