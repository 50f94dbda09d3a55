// Times the kernels of calls to a translated function without validating
// them (the suite validates the same code at sizes the CPU reference
// affords): include before the generated .cu. CUDA events around all the
// kernels of one call, as the harness does; the best of the calls made.
#pragma once
#include <cuda_runtime.h>
#include <cstdio>
static cudaEvent_t loopgen_timer_start, loopgen_timer_stop;
static float loopgen_timer_best = 1e30f;
static int loopgen_timer_launches = 0;
static void loopgen_timer_begin() {
  static bool Created = false;
  if (!Created) {
    cudaEventCreate(&loopgen_timer_start);
    cudaEventCreate(&loopgen_timer_stop);
    Created = true;
  }
  cudaEventRecord(loopgen_timer_start);
}
static void loopgen_timer_end() {
  cudaEventRecord(loopgen_timer_stop);
  cudaEventSynchronize(loopgen_timer_stop);
  float Ms = 0;
  cudaEventElapsedTime(&Ms, loopgen_timer_start, loopgen_timer_stop);
  if (Ms < loopgen_timer_best)
    loopgen_timer_best = Ms;
}
#define LOOPGEN_KERNELS_BEGIN() loopgen_timer_begin()
#define LOOPGEN_KERNELS_END() loopgen_timer_end()
