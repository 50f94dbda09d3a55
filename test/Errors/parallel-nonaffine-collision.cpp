// RUN: rm -rf %t && mkdir %t
// RUN: loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=OUT < %t/out.cu
// OUT: void f(int n, float *a, const float *b) {
// A parallel claim that a non-affine subscript may break (i * i % n
// may collide): loopgen cannot prove it, warns, and keeps the loop
// sequential; the input is legal, so the output is written.
#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
void f(int n, float *a, const float *b) {
  // CHECK: parallel-nonaffine-collision.cpp:[[@LINE+1]]:11: warning: cannot prove the loop parallel, so it stays sequential (--trust-annotations makes it parallel): the subscript of 'a[i * i % n]' is not affine, so 'a[i * i % n]' may touch the same element in another iteration
  #pragma loopgen parallel
  for (int i = 0; i < n; ++i)
    // CHECK: parallel-nonaffine-collision.cpp:[[@LINE+1]]:5: note: this access
    a[i * i % n] = b[i];
}
