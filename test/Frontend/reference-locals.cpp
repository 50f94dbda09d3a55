// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --print-after=index-scalars -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=1 | FileCheck %s --check-prefix=VALID
// Reference locals: to a row of a nested vector (its subscript held where
// it is declared), to an element (an accumulator), to a scalar (the same
// variable), and a constant reference to a value (a copy of it).
#include <vector>

#pragma loopgen offload
#pragma loopgen validate(n = 37)
#pragma loopgen array(A[n][n], B[n][n], C[n][n])
void matmul(int n, const std::vector<std::vector<float>> &A,
            const std::vector<std::vector<float>> &B,
            std::vector<std::vector<float>> &C) {
  for (int i = 0; i < n; i++) {
    const auto &a = A[i];
    auto &c = C[i];
    for (int j = 0; j < n; j++) {
      float &cij = c[j];
      cij = 0;
      for (int k = 0; k < n; k++)
        cij += a[k] * B[k][j];
    }
  }
}
// CHECK: remark: loop nest becomes a kernel with 2-D grid (y: 'i', x: 'j')
// IR-LABEL: func matmul
// IR-NOT: var
// IR: C[i][j] += A[i][k] * B[k][j]

#pragma loopgen offload
#pragma loopgen validate(n = 1000)
#pragma loopgen array(v[n], h[16])
void histogram(int n, const std::vector<int> &v, std::vector<int> &h,
               int &total) {
  int &t = total;
  const int &mask = 15;
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is parallel: proven free of loop-carried dependences apart from reductions
  for (int i = 0; i < n; i++) {
    int &bin = h[v[i] & mask];
    bin += 1;
    t += v[i];
  }
}
// IR-LABEL: func histogram
// IR: h[bin_0] += 1

// A constant reference of another type binds to a converted copy.
#pragma loopgen offload
#pragma loopgen validate(n = 50)
#pragma loopgen array(a[n], b[n])
void narrowed(int n, float *a, const double *b) {
  for (int i = 0; i < n; ++i) {
    const float &x = b[i];
    a[i] = x * x;
  }
}
// IR-LABEL: func narrowed
// IR: var x: float = (float)b[i]
// VALID: PASS: 3 of 3 functions match the sequential original
