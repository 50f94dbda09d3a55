// RUN: loopgen %s -Rpass=loopgen-map-to-grid -o %t.cu 2>&1 | FileCheck %s
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=37 | FileCheck %s --check-prefix=VALID
// std::swap of two scalars, array elements or locals, through a temporary.
#include <utility>
#include <vector>

#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 4096)
void order_pairs(int n, int *a) {
  for (int i = 0; i + 1 < n; i += 2)
    if (a[i] > a[i + 1])
      std::swap(a[i], a[i + 1]);
}
// CHECK: :[[@LINE-4]]:3: remark: loop nest becomes a kernel

#pragma loopgen offload
#pragma loopgen array(lo[n], hi[n])
#pragma loopgen validate(n = 4096)
void minmax(int n, float *lo, float *hi) {
  for (int i = 0; i < n; ++i) {
    float x = lo[i], y = hi[i];
    if (x > y)
      std::swap(x, y);
    lo[i] = x;
    hi[i] = y;
  }
}
// CHECK: :[[@LINE-8]]:3: remark: loop nest becomes a kernel

// One compare-exchange stage of a bitonic sorting network: the partner
// i ^ j is no affine subscript, so the stage is not proven parallel.
#pragma loopgen offload
#pragma loopgen array(keys[n])
#pragma loopgen validate(n = 4096, j = 8, k = 16)
void bitonic_stage(std::vector<float> &keys, int n, int j, int k) {
  for (int i = 0; i < n; ++i) {
    int p = i ^ j;
    if (p > i && p < n) {
      bool up = (i & k) == 0;
      if ((keys[i] > keys[p]) == up)
        std::swap(keys[i], keys[p]);
    }
  }
}
// CHECK: :[[@LINE-9]]:3: warning: 'bitonic_stage' runs on the host as written
// VALID: PASS: 3 of 3 functions match the sequential original
