// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls %t | count 0
// One error per cause: a call loopgen cannot offload is reported once; the
// pointers into vectors declared after it are not reported again where
// they are subscripted.
#include <algorithm>
#include <vector>

#pragma loopgen offload
#pragma loopgen validate(lanes = 8, len = 100)
void relabel(int lanes, int len, std::vector<int> &ids, std::vector<int> &out) {
  // CHECK: no-cascade-after-call-error.cpp:[[@LINE+1]]:3: error: call to 'std::sort', which is neither defined in this file
  std::sort(ids.begin(), ids.end());
  for (int l = 0; l < lanes; ++l) {
    const int *src = ids.data() + (long)l * len;
    int *dst = out.data() + (long)l * len;
    for (int x = 0; x < len; ++x)
      dst[x] = src[len - 1 - x];
  }
}
// CHECK: 1 error generated.
