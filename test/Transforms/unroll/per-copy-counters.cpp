// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o - | FileCheck %s --check-prefix=CUDA
// An if that holds a copy-dependent statement is repeated for each copy; a
// scalar it also updates (a counter) must then be one per copy, or it
// would count every copy's increments. (The copies share the load of w[0]
// or a coefficient row, so that the unrolling pays and is kept.)
#pragma loopgen offload
#pragma loopgen array(x[n], y[n], z[n], w[1])
#pragma loopgen validate(n = 100)
void f(int n, const float *x, float *y, int *z, const float *w) {
  #pragma loopgen parallel unroll(2)
  for (int i = 0; i < n; ++i) {
    int c = 0;
    if (n > 3) { y[i] = x[i] * w[0]; c++; }
    z[i] = c;
  }
}
#pragma loopgen offload
#pragma loopgen array(A[n][m], c[n], w[m])
#pragma loopgen validate(n = 37, m = 9)
void g(int n, int m, const float *A, float *c, const float *w) {
  #pragma loopgen parallel unroll(4)
  for (int i = 0; i < n; ++i) {
    float s = 0;
    int cnt = 0;
    for (int k = 0; k < m; ++k) {
      if (k % 2 == 0) { s += w[k] * A[i * m + k]; cnt++; }
      if (k < 5) { s += A[i * m + k]; } else { cnt++; }
    }
    c[i] = s / cnt;
  }
}
// CUDA: {{i}}nt c = 0;
// CUDA-NEXT: int c_1;
// CUDA-NEXT: c_1 = 0;
// CHECK: PASS: 2 of 2
