// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// An array of enums at the offloaded function's signature: enums come by
// value (test/Frontend/enum-parameters.cpp); arrays, as their integers.
enum class Mode { A, B };
#pragma loopgen offload
#pragma loopgen array(x[n], m[n])
// CHECK: enum-parameter.cpp:[[@LINE+1]]:27: error: parameter 'm' of type 'const Mode *' is not supported: an offloaded function takes enums by value, or arrays of their integer values; inside it, enums are integers
void f(int n, const Mode *m, float *x) {
  for (int i = 0; i < n; ++i)
    x[i] = m[i] == Mode::A ? 1.0f : 2.0f;
}
