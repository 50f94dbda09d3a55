// RUN: loopgen %s --emit=loopir -o - 2>&1 | FileCheck %s --check-prefix=IR
// RUN: loopgen %s --validate --emulate --size steps=7 | FileCheck %s
// RUN: loopgen %s --validate --emulate --size steps=8 | FileCheck %s
// RUN: loopgen %s --validate --emulate --size steps=0 | FileCheck %s
// Double buffering, as people write it: pointers to two buffers swapped at
// the end of each time step. The arrays stay named arrays: the step's body
// is lowered once for each binding its iterations see, picked by the
// iteration's parity, and what follows the loop and uses the pointers once
// for each binding the trip count may leave. Three styles: C's
// three-statement swap of pointer locals with a copy-back `if (cur != u)`,
// std::swap of the parameters themselves, and a rotation of three buffers
// (a leapfrog scheme).
#include <utility>

#pragma loopgen offload
#pragma loopgen array(u[n], tmp[n])
#pragma loopgen validate(n = 2000, steps = 5)
void smooth(int n, int steps, float *u, float *tmp) {
  float *cur = u, *nxt = tmp;
  for (int t = 0; t < steps; t++) {
    nxt[0] = cur[0];
    nxt[n - 1] = cur[n - 1];
    for (int i = 1; i < n - 1; i++)
      nxt[i] = 0.25f * cur[i - 1] + 0.5f * cur[i] + 0.25f * cur[i + 1];
    float *swap_tmp = cur;
    cur = nxt;
    nxt = swap_tmp;
  }
  if (cur != u)
    for (int i = 0; i < n; i++)
      u[i] = cur[i];
}

#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
#pragma loopgen validate(n = 3000, steps = 5)
double relax(int n, int steps, double *a, double *b) {
  for (int t = 1; t <= steps; ++t) {
    for (int i = 1; i < n - 1; ++i)
      b[i] = (a[i - 1] + a[i + 1]) / 2.0;
    b[0] = a[0];
    b[n - 1] = a[n - 1];
    std::swap(a, b);
  }
  double last = 0.0;
  for (int i = 0; i < n; ++i)
    last += a[i];
  return last;
}

#pragma loopgen offload
#pragma loopgen array(p0[n], p1[n], p2[n])
#pragma loopgen validate(n = 1000, steps = 5)
void leapfrog(int n, int steps, float *p0, float *p1, float *p2) {
  for (int t = 0; t < steps; ++t) {
    for (int i = 1; i < n - 1; ++i)
      p2[i] = 2.0f * p1[i] - p0[i] + 0.1f * (p1[i - 1] - 2.0f * p1[i] + p1[i + 1]);
    std::swap(p0, p1);
    std::swap(p1, p2);
  }
}
// IR-LABEL: func smooth
// IR: for t in [0, steps) sequential @host {
// IR-NEXT: if t % 2 == 0 [rotation] @host {
// IR: tmp[0 + i] = 0.25f * u[0 + (i - 1)]
// IR: } else {
// IR: u[0 + i] = 0.25f * tmp[0 + (i - 1)]
// IR: if (steps > 0 ? steps % 2 : 0) == 0 @host {
// IR: if 0 != 0 @host {
// IR: } else {
// IR: if true @host {
// IR: u[i] = tmp[0 + i]
// IR-LABEL: func relax
// IR: if (t - 1) % 2 == 0 [rotation] @host {
// IR-LABEL: func leapfrog
// IR: if t % 3 == 0 [rotation] @host {
// IR: p2[i] = 2.0f * p1[i] - p0[i]
// IR: if t % 3 == 1 [rotation] @host {
// IR: p0[i] = 2.0f * p2[i] - p1[i]
// IR: } else {
// IR: p1[i] = 2.0f * p0[i] - p2[i]
// CHECK: RESULT function=smooth status=PASS
// CHECK: RESULT function=relax status=PASS
// CHECK: RESULT function=leapfrog status=PASS
