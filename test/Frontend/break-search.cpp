// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A for loop left by `break` (a search) runs as a while loop over its
// index inside each thread, the statements after a break under the flag
// it clears: a first-match search, a break in nested ifs with work after
// it, and a count that stops at a threshold, in a downward loop.

#pragma loopgen offload
#pragma loopgen array(keys[n], table[m], pos[n])
#pragma loopgen validate(n = 500, m = 64)
void first_match(int n, int m, const int *keys, const int *table, int *pos) {
  for (int i = 0; i < n; ++i) {
    int at = -1;
    for (int j = 0; j < m; ++j)
      if (table[j] == keys[i] % 17) {
        at = j;
        break;
      }
    pos[i] = at;
  }
}
// CHECK-LABEL: func first_match
// CHECK: var j: int = 0
// CHECK-NEXT: var j_running: bool = true
// CHECK-NEXT: while j_running && (j < m) {
// CHECK-NEXT: if table[j] == keys[i] % 17 {
// CHECK-NEXT: at = j
// CHECK-NEXT: j_running = false
// CHECK: j += 1

#pragma loopgen offload
#pragma loopgen array(x[n][k], out[n])
#pragma loopgen validate(n = 400, k = 32, limit = 3.0)
void partial_sums(int n, int k, double limit, const double *x, double *out) {
  for (int i = 0; i < n; ++i) {
    double s = 0.0;
    int used = 0;
    for (int j = k - 1; j >= 0; --j) {
      double v = x[i * k + j];
      if (v > 0.0) {
        if (s + v > limit)
          break;
      }
      s += v;
      ++used;
    }
    out[i] = s + 1000.0 * used;
  }
}
// CHECK-LABEL: func partial_sums
// CHECK: while j_running && (j > -1) {
// CHECK: j_running = false
// CHECK: if j_running {
// CHECK-NEXT: s += v
// CHECK: j -= 1
// VALID-NOT: FAIL
// VALID: PASS: 2 of 2 functions match the sequential original
