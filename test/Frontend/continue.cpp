// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// `continue` at the end of the then-branch of an if at the top of a loop's
// body skips the rest of the iteration: the statements after the if become
// its else branch, and the loop is analyzed as if written so.
#define N 64

#pragma loopgen offload
#pragma loopgen validate(n = 40)
#pragma loopgen array(a[n], b[n])
void clamp_skip(int n, float *a, float *b) {
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (int i = 0; i < n; ++i) {
    if (a[i] < 0)
      continue;
    float x = a[i] * 2;
    if (x > 1) {
      b[i] = 1;
      continue;
    } else {
      x += 1;
    }
    b[i] = x;
  }
}
// IR-LABEL: func clamp_skip
// IR: if a[i] < 0 {
// IR-NEXT: } else {
// IR-NEXT: var x: float = a[i] * 2
// IR-NEXT: if x > 1 {
// IR-NEXT: b[i] = 1
// IR-NEXT: } else {
// IR-NEXT: x += 1
// IR-NEXT: b[i] = x

// Floyd-Warshall skipping the row of step k, long indices: the other
// rows are independent.
#pragma loopgen offload
#pragma loopgen validate(n = 40)
void paths_skipping(long n, double d[N][N]) {
  for (long k = 0; k < n; ++k)
    // CHECK: :[[@LINE+1]]:5: remark: loop over 'i' is parallel
    for (long i = 0; i < n; ++i) {
      if (i == k)
        continue;
      for (long j = 0; j < n; ++j)
        if (d[i][k] + d[k][j] < d[i][j])
          d[i][j] = d[i][k] + d[k][j];
    }
}
// VALID: PASS: 2 of 2 functions match the sequential original
