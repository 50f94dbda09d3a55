// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --print-after=induction -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=1 --size m=1 | FileCheck %s --check-prefix=VALID
// A counter or pointer that advances by a fixed amount in each iteration is
// read as its value before the loop plus the iterations before times the
// amount, and its advance dropped: the loop is then parallel.

// A pointer walking down a column.
#pragma loopgen offload
#pragma loopgen validate(n = 37, m = 29)
#pragma loopgen array(A[n*m], s[m])
void column_sums(int n, int m, const double *A, double *s) {
  for (int j = 0; j < m; j++) {
    const double *p = A + j;
    double acc = 0;
    for (int i = 0; i < n; i++) {
      acc += *p;
      // CHECK: :[[@LINE+1]]:7: remark: 'p' advances by the same amount in each iteration of the loop over 'i': read as 'p + (long)i * (long)m', its advance dropped
      p += m;
    }
    s[j] = acc;
  }
}
// IR-LABEL: func column_sums
// IR: acc += A[p + (long)i * (long)m]
// IR-NOT: p +=

// A counter over a perfect nest (a transposing pack).
#pragma loopgen offload
#pragma loopgen validate(n = 37, m = 29)
#pragma loopgen array(A[n*m], out[n*m])
void transpose_pack(int n, int m, const float *A, float *out) {
  int k = 0;
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++) {
      out[k] = A[i * m + j];
      // CHECK: :[[@LINE+1]]:7: remark: 'k' advances by the same amount in each iteration of the loop over 'i': read as 'k + (j * n + i)'
      k++;
    }
}
// CHECK: remark: loop nest becomes a kernel with 2-D grid (y: 'j', x: 'i')

// Source and destination pointers, counting down.
#pragma loopgen offload
#pragma loopgen validate(n = 100)
#pragma loopgen array(a[n], b[n])
void reverse_scale(int n, const float *a, float *b) {
  const float *src = a + (n - 1);
  float *dst = b;
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (int i = n - 1; i >= 0; i--) {
    *dst = 2 * *src;
    --src;
    ++dst;
  }
}
// IR-LABEL: func reverse_scale
// IR: b[dst + ((long)(n - 1) - (long)i)] = 2 * a[src + ((long)(n - 1) - (long)i) * -1]

// Kept: read after the loop; advanced under a condition; by a changing
// amount; read before it is set in the next iteration.
#pragma loopgen offload
#pragma loopgen validate(n = 100, m = 7)
#pragma loopgen array(a[n], b[n])
void kept(int n, int m, const float *a, float *b, int &count) {
  int c = 0;
  for (int i = 0; i < n; i++) {
    b[i] = a[i] + c;
    c += 2;
  }
  count = c;
  int d = 0;
  for (int i = 0; i < n; i++) {
    b[i] += d;
    if (a[i] > 0)
      d += 1;
  }
  int e = 0;
  for (int i = 0; i < n; i++) {
    b[i] += e;
    e += i;
  }
  int f = 0;
  for (int j = 0; j < m; j++) {
    b[j] += f;
    f = j;
    for (int i = 0; i < n; i++) {
      b[i] += f;
      f += 1;
    }
  }
}
// CHECK-NOT: 'c' advances
// CHECK-NOT: 'd' advances
// CHECK-NOT: 'e' advances
// CHECK-NOT: 'f' advances
// VALID: PASS: 4 of 4 functions match the sequential original
