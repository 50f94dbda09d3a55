// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A call to a library function that is not <cmath>.
#include <cstdlib>
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    // CHECK: external-call-rand.cpp:[[@LINE+1]]:12: error: call to 'rand', which is neither defined in this file nor a <cmath> function, std::min, std::max or std::clamp, cannot be offloaded
    a[i] = std::rand();
}
