// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen --emit=ptx %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// CHECK: loopgen: for the --emit option: Cannot find option named 'ptx'!
// CHECK-NOT: error
// A value --emit does not have: llvm::cl's message, and no empty
// 'loopgen: error:' line after it (there was one).
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
