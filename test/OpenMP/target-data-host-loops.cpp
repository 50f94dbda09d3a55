// RUN: loopgen %s --openmp --format-style=none -o %t.cu 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s < %t.cu
// RUN: g++ -std=c++17 -O1 -w -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h -I%runtime %t.cu -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=EXEC
// main's own OpenMP loops stay on the host, where they change the arrays:
// a data region around them would copy the device's stale values back at
// its end. Its data directives are left as written, with a warning.
#include <cstdio>
#include <vector>

void twice(int n, float *u) {
#pragma omp target teams distribute parallel for map(tofrom : u[0:n])
  for (int i = 0; i < n; i++)
    u[i] *= 2;
}

int main() {
  const int n = 1000;
  std::vector<float> a(n, 1.0f);
  float *u = a.data();
#pragma omp target data map(tofrom : u[0:n])
  {
    twice(n, u);
#pragma omp target teams distribute parallel for
    for (int i = 0; i < n; i++)
      u[i] += 1;
  }
  std::printf("u[7] = %g\n", a[7]);
}
// WARN: target-data-host-loops.cpp:[[@LINE-9]]:1: warning: OpenMP's data directives of 'main' are left as written: its own OpenMP loops run on the host
// CHECK-NOT: {{^ *}}{ loopgen_data_enter(
// EXEC: u[7] = 3
