// RUN: loopgen %s --target=openmp -Rpass=loopgen-host-threads -o %t.cpp 2>&1 | FileCheck %s
// RUN: loopgen %s --target=openmp --validate --size n=120 --size m=70 2>&1 | FileCheck %s --check-prefix=VALID
// One row-normalizing kernel in three styles: each gets its pragma, with
// the clauses its style needs (none where everything is declared in the
// loop; private indices and a scalar for C style; a reduction into a
// scalar passed by value and returned).
#include <cmath>
#include <vector>

// Modern C++: std::vector, everything declared where it is used.
#pragma loopgen offload
#pragma loopgen array(a[n][m])
void normalize_vector(int n, int m, std::vector<double> &a) {
  // CHECK: styles.cpp:[[@LINE+1]]:3: remark: the loop over 'i' runs on all CPU cores where 'normalize_vector' runs on the host ('#pragma omp parallel for')
  for (int i = 0; i < n; ++i) {
    double s = 0;
    for (int j = 0; j < m; ++j)
      s += a[i * m + j] * a[i * m + j];
    double inv = 1.0 / std::sqrt(s + 1e-12);
    for (int j = 0; j < m; ++j)
      a[i * m + j] *= inv;
  }
}

// C style: declarations at the top of the function.
#pragma loopgen offload
#pragma loopgen array(a[n][m])
void normalize_c(int n, int m, double *a) {
  int i, j;
  double s, inv;
  // CHECK: styles.cpp:[[@LINE+1]]:3: remark: the loop over 'i' runs on all CPU cores where 'normalize_c' runs on the host ('#pragma omp parallel for private(j, s, inv)')
  for (i = 0; i < n; i++) {
    s = 0;
    for (j = 0; j < m; j++)
      s += a[i * m + j] * a[i * m + j];
    inv = 1.0 / sqrt(s + 1e-12);
    for (j = 0; j < m; j++)
      a[i * m + j] = a[i * m + j] * inv;
  }
}

// A total returned: a reduction into a local.
#pragma loopgen offload
#pragma loopgen array(a[n][m])
double total_norm(int n, int m, const double *a) {
  double total = 0;
  // CHECK: styles.cpp:[[@LINE+1]]:3: remark: the loop over 'i' runs on all CPU cores where 'total_norm' runs on the host ('#pragma omp parallel for reduction(+: total)')
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      total += std::fabs(a[i * m + j]);
  return total;
}
// VALID: PASS: 3 of 3
