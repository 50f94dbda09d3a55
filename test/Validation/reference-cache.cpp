// RUN: rm -rf %t.refs && mkdir %t.refs
// RUN: env LOOPGEN_REFERENCE_DIR=%t.refs LOOPGEN_REFERENCE_ONLY=1 loopgen %s --validate --emulate > %t.out
// RUN: env LOOPGEN_REFERENCE_DIR=%t.refs loopgen %s --validate --emulate >> %t.out
// RUN: env LOOPGEN_REFERENCE_DIR=%t.refs loopgen %s --validate --emulate --size n=100 >> %t.out
// RUN: FileCheck %s < %t.out
// The benchmarks' reference cache: a CPU-only run saves the sequential
// original's outputs and time; a later run on the same inputs reuses them
// (the same time is reported) and still compares; other sizes are computed
// anew.
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 1000)
void twice(int n, const float *x, float *y) {
  for (int i = 0; i < n; ++i)
    y[i] = 2 * x[i];
}
// CHECK: REFERENCE function=twice cpu_ms=[[MS:[0-9.]+]]
// CHECK-NOT: RESULT
// CHECK: RESULT function=twice status=PASS max_rel_err=0.000e+00 cpu_ms=[[MS]]
// CHECK: sizes: n=100
// CHECK: RESULT function=twice status=PASS
