// RUN: loopgen %s --unroll=31:2 -o /dev/null 2>&1 | FileCheck %s
// An unroll request that cannot be honoured is a warning, never silence:
// a loop given two factors, a second factor with no band loop inside, a
// loop that stays sequential, an --unroll line with no loop, and copies
// that would reuse nothing (predicted slower than no unrolling).
#pragma loopgen offload
#pragma loopgen array(A[n][m], B[n][m], c[n], p[n])
void f(int n, int m, const float *A, float *B, float *c, const int *p) {
  #pragma loopgen parallel unroll(2, 2)
  for (int i = 0; i < n; ++i)
    #pragma loopgen parallel unroll(2)
    for (int j = 0; j < m; ++j)
      B[i * m + j] = 2.0f * A[i * m + j];
  #pragma loopgen parallel unroll(4, 2)
  for (int i = 0; i < n; ++i) {
    float s = 0;
    #pragma loopgen sequential
    for (int k = 0; k < m; ++k)
      s += A[i * m + k];
    c[i] = s;
  }
  #pragma loopgen parallel unroll(4)
  for (int i = 0; i < n; ++i)
    c[p[i]] = (float)i;
}
// CHECK: ignored.cpp:22:11: warning: cannot prove the loop parallel
// CHECK: ignored.cpp:11:13: warning: a second unroll factor for the loop over 'j' is ignored; the first one given is used
// CHECK: ignored.cpp:9:11: warning: unroll(2) of the loop over 'i' is ignored: its copies would share no loads and move no vectors, so it would only leave 2 times fewer threads
// CHECK: ignored.cpp:11:13: warning: unroll(2) of the loop over 'j' is ignored: its copies would share no loads
// CHECK: ignored.cpp:14:11: warning: the second factor of unroll(4, 2) is ignored: no parallel loop of the kernel is directly inside
// CHECK: ignored.cpp:14:11: warning: unroll(4) of the loop over 'i' is ignored: its copies would share no loads
// CHECK: ignored.cpp:22:11: warning: unroll of the loop over 'i' is ignored: only parallel loops that become kernels are unrolled
// CHECK: warning: --unroll names line 31, where no loop of an offloaded function starts
