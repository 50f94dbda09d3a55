// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// A parallel claim that a remainder breaks: the dependence test reads
// `i % 2` exactly (as isl's integer division), so the collision is proven
// and the claim is an error, not a warning.
#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
void f(int n, float *a, const float *b) {
  // CHECK: parallel-remainder-collision.cpp:[[@LINE+1]]:11: error: '#pragma loopgen parallel' on a loop with a loop-carried dependence: 'a[i % 2]' writes the same element of 'a' in different iterations
  #pragma loopgen parallel
  for (int i = 0; i < n; ++i)
    // CHECK: parallel-remainder-collision.cpp:[[@LINE+1]]:5: note: this access
    a[i % 2] = b[i];
}

// Rows of one colour at a time (`(i + c) & 1`) never meet: no error.
#pragma loopgen offload
#pragma loopgen array(g[n][n])
void g(int n, int c, float *g) {
  #pragma loopgen parallel
  for (int i = 1; i < n - 1; ++i)
    for (int j = 1 + ((i + c) & 1); j < n - 1; j += 2)
      g[i * n + j] = 0.25f * (g[(i - 1) * n + j] + g[(i + 1) * n + j] +
                              g[i * n + j - 1] + g[i * n + j + 1]);
}
// CHECK-NOT: parallel-remainder-collision.cpp:{{2[0-9]}}
