// RUN: loopgen %s -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// The conditions of the ifs around a loop in a kernel are constraints of
// isl's question: under `j >= m` the row's first m elements, read across
// the loop over k, are never A[i][j], which stays in a register.
#pragma loopgen offload
#pragma loopgen validate(n = 37, m = 5)
void tails(int n, int m, float A[64][64]) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      if (j >= m)
        for (int k = 0; k < m; ++k)
          A[i][j] += A[i][k] * 0.5f;
}
// REMARK: guards.cpp:[[@LINE-2]]:11: remark: 'A[i][j]' is held in register '{{.*}}' across the loop over 'k' (loaded once, stored once)

// Under `j >= m - 1`, k = m - 1 reaches A[i][j] when j = m - 1.
#pragma loopgen offload
#pragma loopgen validate(n = 37, m = 5)
void overlap(int n, int m, float A[64][64]) {
  for (int i = 0; i < n; ++i)
    #pragma loopgen sequential
    for (int j = 0; j < n; ++j)
      if (j >= m - 1)
        for (int k = 0; k < m; ++k)
          A[i][j] += A[i][k] * 0.5f;
}
// REMARK: guards.cpp:[[@LINE-2]]:11: remark: 'A[i][j]' stays in memory across the loop over 'k': 'A[i][k]' may touch the same element
// VALID: PASS: 2 of 2 functions match the sequential original
