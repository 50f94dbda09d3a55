// RUN: loopgen %s --stop-after=map-to-grid -o - | FileCheck %s
// RUN: loopgen %s --stop-after=parallelism --emit=cuda -o - | FileCheck %s --check-prefix=EARLY
// RUN: %exit1 loopgen %s --stop-after=bogus 2>&1 | FileCheck %s --check-prefix=BOGUS
// RUN: %exit1 loopgen %s --stop-after=map-to-grid --validate 2>&1 | FileCheck %s --check-prefix=VALIDATE
// --stop-after runs no pass after the one named and writes the LoopIR as
// that pass left it (whatever --emit says), so that a pass can be tested
// on its own output.
#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
void twice(int n, const float *a, float *b) {
  for (int i = 0; i < n; ++i)
    b[i] = 2 * a[i];
}
// CHECK: func twice
// CHECK: for i in [0, n) parallel
// CHECK-NOT: __global__
// EARLY: func twice
// EARLY-NOT: __global__
// BOGUS: error: unknown pass 'bogus' for --stop-after; passes are: lower induction
// VALIDATE: error: --stop-after writes the LoopIR; it cannot be validated
