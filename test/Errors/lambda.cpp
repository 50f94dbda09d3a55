// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A lambda, declared and called (it was reported as a struct without a
// sizing constructor, then as an overloaded operator).
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: lambda.cpp:[[@LINE+1]]:8: error: lambdas are not supported in offloaded functions; define a function in this file and call it
  auto twice = [](float x) { return 2 * x; };
  for (int i = 0; i < n; ++i)
    // CHECK: lambda.cpp:[[@LINE+1]]:12: error: lambdas are not supported in offloaded functions; define a function in this file and call it
    a[i] = twice(a[i]);
}
