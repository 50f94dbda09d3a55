// RUN: loopgen %s --openmp --validate --emulate | FileCheck %s
// A map section of a C array parameter names the part that moves, not the
// array's shape: the harness keeps the declared type double[N][N] (it
// did not compile with the section's extents as the type).
#define N 8

#pragma loopgen validate(n = 6)
void bump(int n, double a[N][N]) {
  int i, j;
#pragma omp target data map(tofrom: a[0:n][0:n])
  {
#pragma omp target teams distribute parallel for private(j)
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        a[i][j] += 1.0;
  }
}
// CHECK: PASS: 1 of 1
