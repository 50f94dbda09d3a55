// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// An affine guard is part of the exact test: row k is read by every
// iteration but written by none, because i != k excludes it.
#pragma loopgen offload
#pragma loopgen array(a[n][m])
#pragma loopgen validate(n = 40, m = 30, k = 7)
void eliminate(int n, int m, int k, float *a) {
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is parallel: proven free of loop-carried dependences
  for (int i = 0; i < n; ++i)
    if (i != k)
      for (int j = 0; j < m; ++j)
        a[i * m + j] -= 0.5f * a[k * m + j];
  // Without the guard the same loop writes row k: a proven dependence.
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is sequential: 'a[i * m + j]' and 'a[k * m + j]' touch the same element of 'a' in different iterations
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      a[i * m + j] -= 0.5f * a[k * m + j];
}
// VALID: PASS: 1 of 1
