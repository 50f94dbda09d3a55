// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// Arithmetic on a pointer to rows (of a 2-D C array) is refused; pointers
// to elements are supported (pointer-locals.cpp).
#define N 8
#pragma loopgen offload
void f(float a[N][N]) {
  for (int i = 0; i < N - 1; ++i)
    // CHECK: error: pointer arithmetic is not supported in offloaded functions; index the array instead
    (a + 1)[i][0] = 0;
}
