// A time loop on the host around two offloaded steps, called as people
// write it (each call moves its arrays) and inside a data region (the
// arrays cross once). scripts/gpu-region-bench.sh times both.
#pragma loopgen offload
#pragma loopgen array(u[n], v[n])
void relax(int n, const float *u, float *v) {
  for (int i = 1; i < n - 1; i++)
    v[i] = (u[i - 1] + u[i] + u[i + 1]) / 3;
}

#pragma loopgen offload
#pragma loopgen array(u[n], v[n])
void accept(int n, float *u, const float *v) {
  for (int i = 1; i < n - 1; i++)
    u[i] = v[i];
}

void steps_per_call(int n, int steps, float *u, float *v) {
  for (int t = 0; t < steps; t++) {
    relax(n, u, v);
    accept(n, u, v);
  }
}

void steps_in_region(int n, int steps, float *u, float *v) {
#pragma loopgen data copy(u[n]) create(v[n])
  {
    for (int t = 0; t < steps; t++) {
      relax(n, u, v);
      accept(n, u, v);
    }
  }
}
