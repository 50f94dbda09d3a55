// RUN: loopgen %s -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=300 | FileCheck %s --check-prefix=VALID
// Unrolling a loop over an unsigned index counting down is refused: the
// copies of a thread past its end wrapped around to huge indices, passed
// their guards (`i_left > 0u`) and wrote out of bounds; the harness
// crashed (found by scripts/loopgen-stress, seed 102).
#pragma loopgen offload
#pragma loopgen array(x[n], b[n], r[1])
#pragma loopgen validate(n = 5, alpha = 0.5)
void scale_down(int n, float alpha, const float *b, float *x, float *r) {
  float s = 0.0f;
  // CHECK: :[[@LINE+1]]:11: warning: unroll(2) of the loop over 'i_left' is ignored: its unsigned index counts down, and the copies past its end would wrap around
  #pragma loopgen parallel unroll(2)
  for (unsigned i = n; i-- > 0;) {
    x[i] = x[i] * 0.5f;
    s += b[n - 1] * alpha;
  }
  r[0] = s;
}

#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 7)
void halve_down(unsigned n, float *x) {
  // CHECK: :[[@LINE+1]]:11: warning: unroll(4) of the loop over 'i' is ignored: its unsigned index counts down
  #pragma loopgen parallel unroll(4)
  for (unsigned i = n; i > 0; --i)
    x[i - 1] = x[i - 1] * 0.5f;
}
// VALID: PASS: 2 of 2 functions match the sequential original
