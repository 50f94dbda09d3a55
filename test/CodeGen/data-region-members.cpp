// RUN: loopgen %s --force-gpu -o %t.cu 2>&1 | FileCheck %s --check-prefix=WARN --allow-empty
// RUN: g++ -std=c++17 -O1 -w -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h -include %S/../OpenMP/Inputs/count-copies.h -I%runtime %t.cu -o %t.exe
// RUN: %t.exe | FileCheck %s
// A data region in a method over its std::vector members, around calls of
// offloaded functions that take the vectors by reference: u crosses once
// each way (16384 bytes), and the result is the host's.
#include <cstdio>
#include <vector>
#include <cmath>
#pragma loopgen offload
void relax(std::vector<float> &v, const std::vector<float> &u) {
  for (size_t i = 1; i + 1 < u.size(); ++i)
    v[i] = (u[i - 1] + u[i] + u[i + 1]) / 3;
}
#pragma loopgen offload
void accept(std::vector<float> &u, const std::vector<float> &v) {
  for (size_t i = 1; i + 1 < u.size(); ++i)
    u[i] = v[i];
}
struct Sim {
  std::vector<float> u, v;
  void run(int steps) {
    size_t n = u.size();
#pragma loopgen data copy(u[n]) create(v[n])
    {
      for (int t = 0; t < steps; ++t) {
        relax(v, u);
        accept(u, v);
      }
    }
  }
};
int main() {
  Sim s{std::vector<float>(4096), std::vector<float>(4096)};
  for (int i = 0; i < 4096; ++i) s.u[i] = (i * 37) % 101 / 100.0f;
  std::vector<float> w = s.u, x(4096);
  for (int t = 0; t < 30; ++t) { for (int i = 1; i < 4095; ++i) x[i] = (w[i-1]+w[i]+w[i+1])/3; for (int i = 1; i < 4095; ++i) w[i] = x[i]; }
  s.run(30);
  float e = 0; for (int i = 0; i < 4096; ++i) e = std::fmax(e, std::fabs(w[i] - s.u[i]));
  std::printf("err %g\n", e);
}
// WARN-NOT: warning:
// CHECK: err 0
// CHECK: bytes h2d=16384 d2h=16384
