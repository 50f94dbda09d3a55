// RUN: loopgen %s --target=openmp -Rpass=loopgen-host-threads -o %t.cpp 2>&1 | FileCheck %s
// RUN: loopgen %s --target=openmp --validate --size n=100 --size twice=1 2>&1 | FileCheck %s --check-prefix=VALID
// What keeps a parallel loop on one core: each with its reason.

// A hint must be followed by its loop, as an OpenMP directive must.
#pragma loopgen offload
#pragma loopgen array(a[n][n], b[n][n])
void hinted(int n, const float *a, float *b) {
  // CHECK: refusals.cpp:[[@LINE+2]]:3: remark: the loop over 'i' stays on one core where 'hinted' runs on the host: a hint comes before it ('#pragma GCC unroll 2')
#pragma GCC unroll 2
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      b[i * n + j] = 2.0f * a[i * n + j];
}

// The body of an if without braces: the pragma and the loop get braces.
#pragma loopgen offload
#pragma loopgen array(a[n][n], b[n][n])
void guarded(int n, bool twice, const float *a, float *b) {
  if (twice)
    // CHECK: refusals.cpp:[[@LINE+1]]:5: remark: the loop over 'i' runs on all CPU cores where 'guarded' runs on the host ('#pragma omp parallel for')
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        b[i * n + j] = 2.0f * a[i * n + j];
}

// The indices declared at the top are private to the first loop; the
// second sets 'seen' in some iterations only, and is sequential: it gets
// no pragma and no remark.
#pragma loopgen offload
#pragma loopgen array(a[n][n], b[n][n])
float last_positive(int n, const float *a, float *b) {
  float seen = 0;
  int i, j;
  // CHECK: refusals.cpp:[[@LINE+1]]:3: remark: the loop over 'i' runs on all CPU cores where 'last_positive' runs on the host ('#pragma omp parallel for private(j)')
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      b[i * n + j] = a[i * n + j] > 0 ? a[i * n + j] : 0;
  // CHECK-NOT: refusals.cpp:[[@LINE+1]]
  for (i = 0; i < n; i++)
    if (a[i * n] > 0)
      seen = a[i * n];
  return seen;
}
// VALID: PASS: 3 of 3
