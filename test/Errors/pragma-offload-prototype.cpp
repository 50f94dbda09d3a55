// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// offload before a prototype whose definition comes later: the pragma
// belongs on the definition.
#pragma loopgen offload
#pragma loopgen array(a[n])
// CHECK: pragma-offload-prototype.cpp:[[@LINE+1]]:6: error: '#pragma loopgen offload' must precede a function definition; 'f' is only declared here
void f(int n, float *a);
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
