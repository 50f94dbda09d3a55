// RUN: %exit1 loopgen %s --unroll=12 2>&1 | FileCheck %s
// RUN: %exit1 loopgen %s --unroll=12:4:2 2>&1 | FileCheck %s --check-prefix=TRAILING
// RUN: %exit1 loopgen %s 2>&1 | FileCheck %s --check-prefix=PRAGMA
// CHECK: loopgen: error: --unroll expects LINE:k or LINE:k1,k2 with factors from 1 to 64, got '12'
// TRAILING: loopgen: error: --unroll expects LINE:k or LINE:k1,k2 with factors from 1 to 64, got '12:4:2'
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // PRAGMA: unroll-syntax.cpp:[[@LINE+1]]:44: error: unroll is given twice
  #pragma loopgen parallel unroll(2) unroll(4)
  for (int i = 0; i < n; ++i)
    a[i] = 0;
  // PRAGMA: unroll-syntax.cpp:[[@LINE+1]]:38: error: unroll factors are at most 64, as with --unroll
  #pragma loopgen parallel unroll(128)
  for (int i = 0; i < n; ++i)
    a[i] = 1;
}
