// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=2 | FileCheck %s --check-prefix=VALID
// LU over a flat matrix with one loop over the row, its k bound the lesser
// of i and j held in a local first, or written as ?: in the bound: isl
// reads `k < (j < i ? j : i)` as (j < i and k < j) or (j >= i and k < i),
// so that both run right-looking.

static void init_dominant(int n, double *A) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i * n + j] = (i == j ? n : 0) + 1.0 / (1 + i + j);
}

#pragma loopgen offload
#pragma loopgen validate(n = 37) init(init_dominant)
#pragma loopgen array(A[n*n])
void lu_local_bound(int n, double *A) {
  // CHECK: :[[@LINE+5]]:11: remark: 'm' is replaced by its value 'j < i ? j : i' in subscripts, loop bounds and conditions, and its declaration dropped
  // CHECK: :[[@LINE+2]]:3: remark: loops over 'i', 'j' and 'k' run right-looking
  // CHECK-NOT: not affine
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int m = j < i ? j : i;
      for (int k = 0; k < m; k++)
        A[i * n + j] -= A[i * n + k] * A[k * n + j];
      if (j < i)
        A[i * n + j] /= A[j * n + j];
    }
}

#pragma loopgen offload
#pragma loopgen validate(n = 37) init(init_dominant)
#pragma loopgen array(A[n*n])
void lu_select_bound(int n, double *A) {
  // CHECK: :[[@LINE+2]]:3: remark: loops over 'i', 'j' and 'k' run right-looking
  // CHECK-NOT: not affine
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      for (int k = 0; k < (i < j ? i : j); k++)
        A[i * n + j] -= A[i * n + k] * A[k * n + j];
      if (j < i)
        A[i * n + j] /= A[j * n + j];
    }
}
// VALID: PASS: 2 of 2 functions match the sequential original
