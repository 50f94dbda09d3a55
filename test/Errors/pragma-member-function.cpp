// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// offload before a member function is refused by name (it was taken for
// a pragma followed by nothing).
struct Grid {
#pragma loopgen offload
#pragma loopgen array(a[n])
  // CHECK: pragma-member-function.cpp:[[@LINE+1]]:8: error: member functions cannot be offloaded yet; offload a free function
  void clear(int n, float *a) {
    for (int i = 0; i < n; ++i)
      a[i] = 0;
  }
};
// CHECK-NOT: must be followed by
