// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --print-after=check -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: env LOOPGEN_REPORT_FALLBACK=1 loopgen %s --validate --emulate 2>&1 | FileCheck %s --check-prefix=VALID --implicit-check-not=FAIL --implicit-check-not="add_first: a run-time"
// Where a band does not run in parallel under a run-time check, a remark
// says why; where it does, the check is LoopIR before the band.

// Gauss-Seidel: every iteration reads its neighbours, as many elements as
// the band has iterations: a check would cost as much as the band.
#pragma loopgen offload
#pragma loopgen array(A[n][n])
#pragma loopgen validate(n = 20, steps = 3)
void seidel(int steps, int n, double *A) {
  for (int t = 0; t < steps; t++)
    // CHECK: :[[@LINE+1]]:5: remark: loop over 'i' does not run in parallel under a run-time check: a read of 'A' moves with two loops of the band: checking it costs as much as the band
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i * n + j] = (A[(i - 1) * n + j] + A[i * n + j - 1] +
                        A[i * n + j + 1] + A[(i + 1) * n + j]) / 4;
}

// A running sum: the write is the next iteration's read.
#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 50)
void prefix(int n, float *a) {
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' does not run in parallel under a run-time check: a read of 'a' moves with the loop: checking it costs as much as the loop
  for (int i = 1; i < n; i++)
    a[i] = a[i] + a[i - 1];
}

// A triangle: the bounds of the loop over j move with i.
#pragma loopgen offload
#pragma loopgen array(L[n][n])
#pragma loopgen validate(n = 30)
void triangle(int n, double *L) {
  for (int k = 0; k < n; k++)
    // CHECK: :[[@LINE+1]]:5: remark: loop over 'i' does not run in parallel under a run-time check: the bounds of the loop over 'j' move with the loops around it
    for (int i = 0; i < n; i++)
      for (int j = 0; j < i; j++)
        L[i * n + j] = L[i * n + j] - L[i * n + k] * L[k * n + j];
}

// One shared element: a[0] is written by iteration 0 and read by all. The
// check passes where a[0] is 0 (the original stores it again), and fails
// elsewhere.
static void zero_first(int n, int *a) {
  for (int i = 0; i < n; i++)
    a[i] = i % 5;
}
#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 40) init(zero_first)
void add_first(int n, int *a) {
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' runs in parallel under a run-time check: its iterations share only the elements 'a[0]' of 'a'
  for (int i = 0; i < n; i++)
    a[i] = a[i] + a[0];
}
// IR-LABEL: func add_first(
// IR-NEXT: var loopgen_changed: int = 0
// IR-NEXT: for i_shared in [0, 1) parallel reduction(|: loopgen_changed) {
// IR-NEXT: loopgen_changed |= (0 >= 0) && (0 < n) && loopgen_differs(a[0], (int)(a[0] + a[0]))
// IR-NEXT: }
// IR-NEXT: for i in [0, n) parallel {
// IR-NEXT: if loopgen_changed == 0 {
// IR-NEXT: a[i] = a[i] + a[0]

#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 40)
void add_first_random(int n, int *a) {
  for (int i = 0; i < n; i++)
    a[i] = a[i] + a[0];
}
// VALID: loopgen: add_first_random: a run-time check failed; the original ran on the host
// VALID: PASS: 5 of 5 functions match the sequential original
