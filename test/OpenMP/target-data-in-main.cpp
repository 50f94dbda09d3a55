// RUN: loopgen %s --openmp --force-gpu --format-style=none -o %t.cu 2>&1 | FileCheck %s --check-prefix=WARN --allow-empty
// RUN: FileCheck %s < %t.cu
// RUN: g++ -std=c++17 -O1 -w -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h -include %S/Inputs/count-copies.h -I%runtime %t.cu -o %t.exe
// RUN: %t.exe | FileCheck %s --check-prefix=EXEC
// OpenMP's data directives in main, which loopgen does not offload (OpenMP
// programs write their time loops there): `target data` is a data region,
// `target enter data` / `target exit data` enter and leave mappings where
// they stand, `target update` copies where a mapping holds the array. The
// functions with target loops are offloaded and find the arrays held.
#include <cmath>
#include <cstdio>
#include <vector>

void step(int n, const float *u, float *v) {
#pragma omp target teams distribute parallel for map(to : u[0:n]) map(from : v[0:n])
  for (int i = 1; i < n - 1; i++)
    v[i] = 0.25f * u[i - 1] + 0.5f * u[i] + 0.25f * u[i + 1];
}

void take(int n, float *u, const float *v) {
#pragma omp target teams distribute parallel for map(tofrom : u[0:n]) map(to : v[0:n])
  for (int i = 1; i < n - 1; i++)
    u[i] = v[i];
}

int main() {
  const int n = 1024, steps = 40;
  std::vector<float> start(n), want(n), w(n), seen(steps);
  for (int i = 0; i < n; i++)
    start[i] = float((i * 37) % 101) / 100;
  want = start;
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < n - 1; i++)
      w[i] = 0.25f * want[i - 1] + 0.5f * want[i] + 0.25f * want[i + 1];
    for (int i = 1; i < n - 1; i++)
      want[i] = w[i];
  }
  std::vector<float> a = start, b(n);
  float *u = a.data(), *v = b.data();
#pragma omp target data map(tofrom : u[0:n]) map(alloc : v[0:n])
  {
    for (int t = 0; t < steps; t++) {
      step(n, u, v);
      take(n, u, v);
    }
  }
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok &= std::fabs(a[i] - want[i]) < 1e-5f;
  std::printf("target data %s\n", ok ? "ok" : "WRONG");

  a = start;
#pragma omp target enter data map(to : u[0:n]) map(alloc : v[0:n])
  for (int t = 0; t < steps; t++) {
    step(n, u, v);
    take(n, u, v);
#pragma omp target update from(u[0:n])
    seen[t] = u[n / 2];
  }
#pragma omp target exit data map(from : u[0:n]) \
    map(release : v[0:n])
  ok = seen[steps - 1] == want[n / 2];
  for (int i = 0; i < n; i++)
    ok &= std::fabs(a[i] - want[i]) < 1e-5f;
  std::printf("enter and exit data %s\n", ok ? "ok" : "WRONG");
}
// WARN-NOT: warning:
// CHECK: {{^ *}}{ loopgen_data_enter(loopgen_host_address(u), (size_t)(n) * loopgen_scalar_bytes(u), LOOPGEN_MAP_COPY, "u"); loopgen_data_enter(loopgen_host_address(v), (size_t)(n) * loopgen_scalar_bytes(v), LOOPGEN_MAP_CREATE, "v"); {
// CHECK: {{^}}loopgen_data_enter(loopgen_host_address(u), (size_t)(n) * loopgen_scalar_bytes(u), LOOPGEN_MAP_COPYIN, "u");
// CHECK: {{^}}loopgen_present_update(loopgen_host_address(u), (size_t)(n) * loopgen_scalar_bytes(u), false);
// CHECK: {{^}}loopgen_data_exit(loopgen_host_address(u), (size_t)(n) * loopgen_scalar_bytes(u), LOOPGEN_MAP_COPYOUT);

// The region moves u once each way (4096 bytes); the unstructured one also
// copies it back at each update (40 x 4096).
// EXEC: target data ok
// EXEC: enter and exit data ok
// EXEC: bytes h2d=8192 d2h=172032
