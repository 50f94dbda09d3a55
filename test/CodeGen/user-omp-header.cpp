// RUN: loopgen %s -o %t.cu
// RUN: g++ -std=c++17 -fopenmp -w -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h -I%runtime -c %t.cu -o %t.o
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -std=c++17 -Xcompiler -fopenmp -c %t.cu -o %t.nv.o %}
// A program that includes <omp.h> itself, built with OpenMP: the output's
// prelude asks OpenMP for the host's threads (the run-time choice between
// the host and the GPU) through the same header. It declared
// omp_get_max_threads on its own once, which clashed with <omp.h>'s
// noexcept declaration: the output did not compile.
#include <omp.h>
#include <vector>

#pragma loopgen offload
#pragma loopgen validate(n = 5000)
double norm2(int n, const std::vector<double> &x) {
  double s = 0.0;
  for (int i = 0; i < n; ++i)
    s += x[i] * x[i];
  return s;
}
