// RUN: loopgen %s --force-gpu --format-style=none -Rpass=loopgen-copy-in -o %t.cu 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CUDA < %t.cu
// RUN: loopgen %s --force-gpu --validate --emulate --size n=24 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --force-gpu --validate --emulate --size n=17 | FileCheck %s --check-prefix=VALID
// PolyBench's style: arrays of a fixed size, loops to a size parameter. An
// array the loops overwrite before reading it needs no copy in when the
// loops reach its extents, which only the call knows: the host tests it on
// entry. At n = 17 the loops leave the rest of 't' as the caller had it,
// so it is copied in (else the poisoned device buffer would come back).
#define N 24

#pragma loopgen offload
void fixed(int n, const float a[N][N], float t[N][N], float out[N][N]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      t[i][j] = 2 * a[i][j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      out[i][j] = t[j][i] + a[i][j];
}
// CHECK: remark: array 't' is not copied to the GPU where the loops that write it run over its extents (n == 24): a kernel overwrites every element before anything reads it
// CHECK: remark: array 'out' is not copied to the GPU where the loops that write it run over its extents (n == 24)
// CUDA: {{^ *}}{d_t, t, ((n == 24) || present_t) ? (size_t)0 : (size_t)(24) * (size_t)(24) * sizeof(float)},
// VALID: RESULT function=fixed status=PASS
