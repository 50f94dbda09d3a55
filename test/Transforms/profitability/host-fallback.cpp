// RUN: loopgen %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: FileCheck %s --check-prefix=CUDA < %t.cu
// RUN: loopgen %s --emit=report -o - 2>/dev/null | FileCheck %s --check-prefix=REPORT
// RUN: loopgen %s --validate --emulate 2>/dev/null | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --force-gpu -o - 2>&1 | FileCheck %s --check-prefix=FORCED
// A function whose work of the highest order would run in one GPU thread
// stays on the host as written; the rest are translated as usual.
// CUDA-NOT: __global__ void {{prefix|steps|growing}}

// A linear recurrence (no parallel loop at all; not a scan).
#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 1000)
void prefix(int n, float *a) {
  // WARN: :[[@LINE+1]]:3: warning: 'prefix' runs on the host as written: the loop over 'i' holds as much of the work as any loop and would run in one GPU thread, far slower than a CPU core (it is sequential: 'a[i]' and 'a[i - 1]' touch the same element of 'a' in different iterations); --force-gpu translates it anyway
  for (int i = 1; i < n; i++)
    a[i] = 0.5f * a[i - 1] + a[i];
}
// REPORT: function prefix: runs on the host as written
// FORCED: __global__ void {{prefix}}_serial0(

// lu-like, with rows read through a permutation (the wavefront pass
// cannot tell which): each step runs half its work in one thread (the j
// loop over the row before the diagonal), the other half in parallel.
static void reversed_rows(int n, double *A, int *p) {
  for (int i = 0; i < n * n; i++)
    A[i] = 1.0 / (1 + i % 7);
  for (int i = 0; i < n; i++)
    p[i] = n - 1 - i;
}

#pragma loopgen offload
#pragma loopgen array(A[n][n], p[n])
#pragma loopgen validate(n = 40) init(reversed_rows)
void steps(int n, double *A, const int *p) {
  for (int i = 0; i < n; i++) {
    // WARN: :[[@LINE+1]]:5: warning: 'steps' runs on the host as written: the loop over 'j' holds as much of the work as any loop and would run in one GPU thread
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i * n + j] -= A[i * n + k] * A[k * n + j];
      A[i * n + j] /= A[p[j] * n + j] + 4.0;
    }
    for (int j = i; j < n; j++)
      for (int k = 0; k < i; k++)
        A[i * n + j] -= A[i * n + k] * A[k * n + j];
  }
}
// REPORT: function steps: runs on the host as written
// FORCED: __global__ void {{steps}}_serial0(

// Lower-order work in one thread is fine: the recurrence is O(n), the
// update O(n^2) in parallel.
#pragma loopgen offload
#pragma loopgen array(A[n][n], x[n])
#pragma loopgen validate(n = 50)
void normalize(int n, float *A, const float *x) {
  float norm = 0;
  for (int i = 0; i < n; i++)
    norm = 0.5f * norm + x[i] * x[i];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i * n + j] /= norm + 1.0f;
}
// WARN-NOT: 'normalize' runs on the host
// REPORT: function normalize: 1 parallel kernel
// CUDA: __global__ void normalize_kernel
// CUDA-NOT: __global__ void {{prefix|steps|growing}}

// Launched as often as each launch has iterations, with bounds that move
// (durbin's steps): the kernels would wait on launches.
#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 300)
void growing(int n, float *a) {
  // WARN: :[[@LINE+1]]:3: warning: 'growing' runs on the host as written: the loop over 'k' holds as much of the work as any loop and would launch its kernels at least as many times as each has iterations to run, so that launch latency, not the work, sets the time
  for (int k = 1; k < n; k++)
    for (int i = 0; i < k; i++)
      a[i] += 0.5f * a[k];
}
// REPORT: function growing: runs on the host as written

// VALID: PASS: 4 of 4 functions match
