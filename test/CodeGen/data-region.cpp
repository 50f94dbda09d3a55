// RUN: loopgen --force-gpu --format-style=none %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s < %t.cu
// RUN: g++ -std=c++17 -O1 -w -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h -I%runtime -DGENERATED='"%t.cu"' %S/Inputs/data-region-driver.cpp -o %t.exe -pthread
// RUN: %t.exe | FileCheck %s --check-prefix=EXEC
// Without --force-gpu the steps are too small for the GPU, but inside a
// region the calls run there, where the arrays are: the bytes are the same.
// RUN: loopgen %s -o %t.small.cu 2>/dev/null
// RUN: g++ -std=c++17 -O1 -w -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h -I%runtime -DGENERATED='"%t.small.cu"' %S/Inputs/data-region-driver.cpp -o %t.small.exe -pthread
// RUN: %t.small.exe | FileCheck %s --check-prefix=SMALL
// A time loop on the host calls offloaded functions inside a data region:
// each array crosses once per region, not once per call.

#pragma loopgen offload
#pragma loopgen array(u[n], v[n])
void smooth(int n, const float *u, float *v) {
  for (int i = 1; i < n - 1; i++)
    v[i] = 0.25f * u[i - 1] + 0.5f * u[i] + 0.25f * u[i + 1];
}

#pragma loopgen offload
#pragma loopgen array(u[n], v[n])
void take(int n, float *u, const float *v) {
  for (int i = 1; i < n - 1; i++)
    u[i] = v[i];
}

void run(int n, int steps, float *u, float *v) {
#pragma loopgen data copy(u[n]) create(v[n])
  {
    for (int t = 0; t < steps; t++) {
      smooth(n, u, v);
      take(n, u, v);
    }
  }
}
// CHECK: void run(int n, int steps, float *u, float *v) {
// CHECK: {{^ *}}{ loopgen_data_enter(loopgen_host_address(u), (size_t)(n) * loopgen_scalar_bytes(u), LOOPGEN_MAP_COPY, "u"); loopgen_data_enter(loopgen_host_address(v), (size_t)(n) * loopgen_scalar_bytes(v), LOOPGEN_MAP_CREATE, "v"); {
// CHECK: {{^ *}}} loopgen_data_exit(loopgen_host_address(v), (size_t)(n) * loopgen_scalar_bytes(v), LOOPGEN_MAP_CREATE); loopgen_data_exit(loopgen_host_address(u), (size_t)(n) * loopgen_scalar_bytes(u), LOOPGEN_MAP_COPY); }

// The host reads u every ten steps: loopgen brings it over for that
// statement (a warning says so); the update pragma does it by hand.
void probe(int n, int steps, float *u, float *v, float *seen) {
#pragma loopgen data copy(u[n]) create(v[n])
  {
    for (int t = 0; t < steps; t++) {
      smooth(n, u, v);
      take(n, u, v);
      if (t % 10 == 0)
        seen[t / 10] = u[n / 2];
    }
  }
}
// WARN: data-region.cpp:[[@LINE-4]]:24: warning: host code in the data region uses 'u', which the GPU holds: loopgen copies it to the host before this statement and back after
void probe_updates(int n, int steps, float *u, float *v, float *seen) {
#pragma loopgen data copy(u[n]) create(v[n])
  for (int t = 0; t < steps; t++) {
    smooth(n, u, v);
    take(n, u, v);
#pragma loopgen update host(u)
    seen[t] = u[1];
  }
}
// WARN-NOT: warning:
// CHECK: {{^}}loopgen_data_update(loopgen_host_address(u), false);
// CHECK-NEXT: {{^ *}}seen[t] = u[1];

// Per region, u crosses once each way.
// EXEC: run ok h2d=4096 d2h=4096
// EXEC: probe ok
// EXEC: probe_updates ok
// SMALL: run ok h2d=4096 d2h=4096
// SMALL: probe ok
// SMALL: probe_updates ok
