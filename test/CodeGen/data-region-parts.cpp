// RUN: loopgen %s --force-gpu -o %t.cu
// RUN: g++ -std=c++17 -O1 -w -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h -I%runtime %t.cu -o %t.exe
// RUN: %t.exe | FileCheck %s
// An offloaded call on part of a held array (u + n / 2) finds that part on
// the GPU; the host does not copy its stale values over it.
#include <cstdio>
#pragma loopgen offload
#pragma loopgen array(u[n])
void scale(int n, float *u) {
  for (int i = 0; i < n; i++)
    u[i] = 2 * u[i] + 1;
}
void run3(int n, float *u) {
#pragma loopgen data copy(u[n])
  {
    scale(n, u);
    scale(n / 2, u + n / 2);
  }
}
int main() {
  const int n = 1 << 16; static float u[n];
  for (int i = 0; i < n; i++) u[i] = 1;
  run3(n, u);
  printf("u[0]=%g (want 3) u[n-1]=%g (want 7)\n", u[0], u[n-1]);
}
// CHECK: u[0]=3 (want 3) u[n-1]=7 (want 7)
