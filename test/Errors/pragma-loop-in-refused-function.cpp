// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A function refused for its parameter: the loop pragma inside it is
// neither misplaced nor ignored; only the parameter is reported.
struct S { float x; int tag[2]; };
#pragma loopgen offload
// CHECK: pragma-loop-in-refused-function.cpp:[[@LINE+1]]:18: error: parameter 's' of type 'S *' is not supported
void f(int n, S *s) {
  #pragma loopgen parallel
  for (int i = 0; i < n; ++i)
    s[i].x = 0;
}
// CHECK-NOT: pragma
// CHECK: 1 error generated.
