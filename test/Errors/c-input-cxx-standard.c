// RUN: loopgen %s -o %t.cu -- -std=c++17 2>&1 | FileCheck %s
// A .c file given a C++ standard: clang says so, and loopgen does not crash
// (it did, when the precompiled preamble failed to load).
#pragma loopgen offload
#pragma loopgen array(a[n])
void twice(int n, float *a) {
  for (int i = 0; i < n; i++)
    a[i] *= 2.0f;
}
// CHECK: error: invalid argument '-std=c++17' not allowed with 'C'
