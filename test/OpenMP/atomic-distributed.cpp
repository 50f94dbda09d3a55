// RUN: loopgen %s --openmp --validate --emulate --size m=40 --size n=50 | FileCheck %s
// PolyBench's atax as an OpenMP author writes it for the GPU: atomic adds
// into y in the second loop of the row loop. Distribution splits the row
// loop; only the piece that adds into y keeps per-block histograms of it
// (the other piece's kernel named y without having it).
#define M 64
#define N 80

void atax(int m, int n, double A[M][N], double x[N], double y[N],
          double tmp[M]) {
  int i, j;
#pragma omp target data map(to: A[0:m][0:n], x[0:n]) map(from: y[0:n]) map(alloc: tmp[0:m])
  {
#pragma omp target teams distribute parallel for
    for (i = 0; i < n; i++)
      y[i] = 0;
#pragma omp target teams distribute parallel for private(j)
    for (i = 0; i < m; i++) {
      tmp[i] = 0.0;
      for (j = 0; j < n; j++)
        tmp[i] = tmp[i] + A[i][j] * x[j];
      for (j = 0; j < n; j++)
#pragma omp atomic
        y[j] = y[j] + A[i][j] * tmp[i];
    }
  }
}
// CHECK: PASS: 1 of 1
