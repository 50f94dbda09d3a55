// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -Rpass=inline -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// CHECK: loopgen: error: -Rpass=inline names no pass of loopgen; use -Rpass=loopgen, or -Rpass=loopgen-<pass> for one pass (loopgen --print-passes lists them)
// RUN: %exit1 loopgen %s -Rpass='loopgen-(' -o %t/out.cu 2>&1 | FileCheck %s --check-prefix=REGEX
// REGEX: loopgen: error: -Rpass=loopgen-( names no pass of loopgen (parentheses not balanced)
// -Rpass names loopgen's passes (a regular expression, as clang's).
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
