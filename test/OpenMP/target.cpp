// RUN: loopgen %s --openmp -Rpass=loopgen-reshape -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: loopgen %s --openmp --validate --emulate --size n=64 --size m=48 --size steps=5 | FileCheck %s
// OpenMP's offload dialect: target regions mark the function, map(...)
// sections give the arrays' shapes (where no loopgen pragma does), data
// regions and updates need nothing (loopgen moves the data itself), and a
// 'declare target' function is inlined like any other.
#include <omp.h>

#pragma omp declare target
static inline double average4(double a, double b, double c, double d) {
  return 0.25 * (a + b + c + d);
}
#pragma omp end declare target

// The shapes come from the map clauses (u: 0 to n*m).
// REMARK: target.cpp:[[@LINE+1]]:{{[0-9]+}}: remark: 'u' of extent n * m is analyzed as u[n][m]
void jacobi(int n, int m, int steps, double *u, double *v) {
#pragma omp target data map(tofrom : u[0 : n * m]) map(alloc : v[0 : n * m])
  {
    for (int t = 0; t < steps; ++t) {
#pragma omp target teams distribute parallel for collapse(2)
      for (int i = 1; i < n - 1; ++i)
        for (int j = 1; j < m - 1; ++j)
          v[i * m + j] = average4(u[(i - 1) * m + j], u[(i + 1) * m + j],
                                  u[i * m + j - 1], u[i * m + j + 1]);
#pragma omp target teams distribute parallel for collapse(2)
      for (int i = 1; i < n - 1; ++i)
        for (int j = 1; j < m - 1; ++j)
          u[i * m + j] = v[i * m + j];
    }
#pragma omp target update from(u[0 : n * m])
  }
}

// enter/exit data, a reduction on the device, and team queries.
double dot(int n, const float *x, const float *y) {
  double s = 0;
#pragma omp target enter data map(to : x[0 : n], y[0 : n])
#pragma omp target teams distribute parallel for reduction(+ : s) map(tofrom : s)
  for (int i = 0; i < n; ++i)
    s += (double)x[i] * y[i] + omp_get_team_num();
#pragma omp target exit data map(delete : x[0 : n], y[0 : n])
  return s;
}

// CHECK: RESULT function=jacobi status=PASS
// CHECK: RESULT function=dot status=PASS
// CHECK: PASS: 2 of 2
