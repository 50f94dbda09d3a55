// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A function pointer parameter.
#pragma loopgen offload
#pragma loopgen array(a[n])
// CHECK: function-pointer-parameter.cpp:[[@LINE+1]]:33: error: parameter 'g' of type 'float (*)(float)' is not supported: loopgen takes scalars, pointers to scalars or to records of scalars with an array shape, C arrays, std::vector and structs of those
void f(int n, float *a, float (*g)(float)) {
  for (int i = 0; i < n; ++i)
    a[i] = g(a[i]);
}
