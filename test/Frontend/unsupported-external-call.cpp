// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
float external(float);
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    // CHECK: error: call to 'external', which is neither defined in this file nor a <cmath> function, std::min, std::max or std::clamp, cannot be offloaded
    a[i] = external(a[i]);
}
