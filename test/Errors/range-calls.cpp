// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls %t | count 0
// Fills and copies whose meaning is not a loop over elements are refused,
// once each: memset of a byte other than 0 into ints (each int would hold
// four copies of it), and a range whose ends lie in different arrays.
#include <algorithm>
#include <cstring>

#pragma loopgen offload
#pragma loopgen array(a[n])
void ones(int n, int *a) {
  // CHECK: range-calls.cpp:[[@LINE+1]]:3: error: 'memset' of a value other than 0 into elements wider than a byte
  std::memset(a, 1, n * sizeof(int));
}

#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
void mixed(int n, float *a, float *b) {
  // CHECK: range-calls.cpp:[[@LINE+1]]:3: error: 'fill' of a range whose ends are not in one array
  std::fill(a, b + n, 0.0f);
}
// CHECK: 2 errors generated.
