// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=1 --size m=1 | FileCheck %s --check-prefix=VALID
// `++` and `--` of a local scalar or pointer inside a statement: the
// variable's value is read there, and it advances before the statement
// (prefix) or after it (postfix). The induction pass then reads the
// counters in closed form.

#pragma loopgen offload
#pragma loopgen validate(n = 23, m = 31)
#pragma loopgen array(A[n*m], out[n*m])
void pack_transposed(int n, int m, const float *A, float *out) {
  int k = 0;
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      out[k++] = A[i * m + j];
}
// IR-LABEL: func pack_transposed
// IR: out[k] = A[i * m + j]
// IR-NEXT: k += 1
// CHECK: remark: loop nest becomes a kernel with 2-D grid (y: 'j', x: 'i')

#pragma loopgen offload
#pragma loopgen validate(n = 100)
#pragma loopgen array(a[n], b[n])
void copy_scaled(int n, const double *a, double *b) {
  const double *src = a;
  double *dst = b;
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (int i = 0; i < n; i++)
    *dst++ = 2 * *src++;
}
// IR-LABEL: func copy_scaled
// IR: b[dst] = 2 * a[src]
// IR-NEXT: dst += 1
// IR-NEXT: src += 1

#pragma loopgen offload
#pragma loopgen validate(n = 100)
#pragma loopgen array(a[n], b[n])
void shifted(int n, const float *a, float *b) {
  int k = 0;
  for (int i = 0; i < n - 1; i++) {
    float x = a[++k];
    b[i] = x;
  }
}
// IR-LABEL: func shifted
// IR: k += 1
// IR-NEXT: var x: float = a[k]
// VALID: PASS: 3 of 3 functions match the sequential original
