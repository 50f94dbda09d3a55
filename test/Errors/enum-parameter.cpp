// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// An enum at the offloaded function's signature: its value is passed as
// an integer (inside the function, enums are integers).
enum class Mode { A, B };
#pragma loopgen offload
#pragma loopgen array(x[n])
// CHECK: enum-parameter.cpp:[[@LINE+1]]:20: error: parameter 'm' of type 'Mode' is not supported: an offloaded function takes enums as their integer values (int m); inside it, enums are integers
void f(int n, Mode m, float *x) {
  for (int i = 0; i < n; ++i)
    x[i] = m == Mode::A ? 1.0f : 2.0f;
}
