// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls %t | count 0
// A lambda's calls are inlined where they are made, so a capture by copy
// must hold the value the variable has there: one the function assigns
// is refused (an init-capture, a local of the value, is the way out).
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float s, float *a) {
  // CHECK: lambda-captures.cpp:[[@LINE+1]]:15: error: 's' is captured by copy but assigned in 'f'; capture it by reference or copy it into a constant
  auto mul = [s](float v) { return s * v; };
  s = 2 * s;
  auto add = [t = s + 1](float v) { return t + v; };
  for (int i = 0; i < n; ++i)
    a[i] = add(mul(a[i]));
}
// CHECK: 1 error generated.
