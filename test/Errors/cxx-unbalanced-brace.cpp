// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A missing closing brace, at the end of the file.
#pragma loopgen offload
#pragma loopgen array(a[n])
// CHECK: cxx-unbalanced-brace.cpp:[[@LINE+5]]:{{[0-9]+}}: error: expected '}'
// CHECK: cxx-unbalanced-brace.cpp:[[@LINE+1]]:25: note: to match this '{'
void f(int n, float *a) {
  for (int i = 0; i < n; ++i) {
    a[i] = 0;
}