// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=1 --size m=1 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=5 --size m=9 | FileCheck %s --check-prefix=VALID
// Dynamic-programming tables of (n + 1) x (m + 1) entries over a flat
// pointer: the row stride is a sum, m + 1, written in the subscript or held
// in a local. Subscripts are divided by the stride as polynomials
// (i*m + i + j by m + 1 is row i, column j), the extent's written factors
// give the shape, and the recurrences run as wavefronts.

// CHECK: :[[@LINE+4]]:69: remark: 'D' of extent (n + 1) * (m + 1) is analyzed as D[n + 1][m + 1]
#pragma loopgen offload
#pragma loopgen validate(n = 40, m = 33)
#pragma loopgen array(a[n], b[m], D[(n + 1) * (m + 1)])
void edit_distance(int n, int m, const char *a, const char *b, int *D) {
  int w = m + 1;
  for (int i = 0; i <= n; i++)
    D[i * w] = i;
  for (int j = 0; j <= m; j++)
    D[j] = j;
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' run as wavefronts wave = i + j
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++) {
      int c = a[i - 1] == b[j - 1] ? 0 : 1;
      int x = D[(i - 1) * w + j] + 1;
      int y = D[i * w + j - 1] + 1;
      int z = D[(i - 1) * w + j - 1] + c;
      int r = x;
      if (y < r)
        r = y;
      if (z < r)
        r = z;
      D[i * w + j] = r;
    }
}

// The shape given as two dimensions, the subscripts flat.
#pragma loopgen offload
#pragma loopgen validate(n = 40, m = 33)
#pragma loopgen array(a[n], b[m], L[n + 1][m + 1])
void common_subsequence(int n, int m, const char *a, const char *b, int *L) {
  for (int i = 0; i <= n; i++)
    L[i * (m + 1)] = 0;
  for (int j = 0; j <= m; j++)
    L[j] = 0;
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' run as wavefronts wave = i + j
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++)
      L[i * (m + 1) + j] =
          a[i - 1] == b[j - 1]
              ? L[(i - 1) * (m + 1) + j - 1] + 1
              : (L[(i - 1) * (m + 1) + j] > L[i * (m + 1) + j - 1]
                     ? L[(i - 1) * (m + 1) + j]
                     : L[i * (m + 1) + j - 1]);
}

// Not a shape: the last column, j = m + 1, would wrap into the next row.
// CHECK-NOT: 'E' of extent
#pragma loopgen offload
#pragma loopgen validate(n = 40, m = 33)
#pragma loopgen array(E[(n + 2) * (m + 1)])
void wrapping(int n, int m, int *E) {
  for (int i = 1; i <= n; i++)
    for (int j = 0; j <= m + 1; j++)
      E[i * (m + 1) + j] = E[(i - 1) * (m + 1) + j] + 1;
}
// VALID: PASS: 3 of 3 functions match the sequential original
