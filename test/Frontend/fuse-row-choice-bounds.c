// RUN: loopgen %s -o %t.cu
// RUN: loopgen %s --validate --emulate | FileCheck %s
// A row of statements around a loop whose bound is a choice (`len = T <
// MAXT ? T : MAXT`, read by isl as a choice since remainders and choices
// became local variables of its sets): the row is not fused into one loop,
// whose bounds move by one as polynomials. (loopgen crashed.)
#define MAXT 64

#pragma loopgen offload
#pragma loopgen validate(n = 50, T = 80)
#pragma loopgen array(p[n][T], q[n])
void decode_rows(int n, int T, int *p, float *q) {
  for (int s = 0; s < n; ++s) {
    const int len = T < MAXT ? T : MAXT;
    q[s] = 0.5f * s;
    for (int t = 1; t < len; ++t)
      p[s * T + t] = t + s;
    for (int t = len; t < T; ++t)
      p[s * T + t] = -1;
  }
}
// CHECK: PASS: 1 of 1 functions match the sequential original
