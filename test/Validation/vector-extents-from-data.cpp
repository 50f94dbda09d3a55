// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o - | FileCheck %s --check-prefix=CUDA
// std::vector inputs whose reach is read from other inputs (a CSR
// matrix's columns through its offsets, values gathered through them):
// the harness sizes them from the inputs it draws; the translation knows
// their sizes and reads no extreme on entry.
// CHECK: PASS: 2 of 2 functions match the sequential original
// CUDA-NOT: {{^ +}}const long long {{[a-z_0-9]+}} = loopgen_extreme_of(
#include <vector>

#pragma loopgen offload
#pragma loopgen validate(n = 3000)
void spmv(int n, const std::vector<int> &rowptr, const std::vector<int> &col,
          const std::vector<double> &val, const std::vector<double> &x,
          std::vector<double> &y) {
  for (int i = 0; i < n; ++i) {
    double s = 0.0;
    for (int k = rowptr[i]; k < rowptr[i + 1]; ++k)
      s += val[k] * x[col[k]];
    y[i] = s;
  }
}

#pragma loopgen offload
#pragma loopgen validate(m = 5000)
float gather_sum(int m, const std::vector<int> &index,
                 const std::vector<float> &table) {
  float s = 0.0f;
  for (int i = 0; i < m; ++i)
    s += table[index[i]];
  return s;
}
