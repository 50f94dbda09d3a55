// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls %t | count 0
// Lambdas are inlined where they are called; one held in a std::function
// is refused once, at its declaration (its calls are no errors of their
// own).
#include <functional>
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: lambda.cpp:[[@LINE+1]]:31: error: variable 'twice' of type 'std::function<float (float)>' is not supported in offloaded functions
  std::function<float(float)> twice = [](float x) { return 2 * x; };
  for (int i = 0; i < n; ++i)
    a[i] = twice(a[i]);
}
// CHECK: 1 error generated.
