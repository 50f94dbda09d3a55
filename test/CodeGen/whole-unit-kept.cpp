// RUN: loopgen %s -o - | FileCheck %s
// The output is the whole translation unit: other functions stay, the
// pragmas stay as comments, the prelude needs no loopgen header.
#include <vector>
static int helper(int x) { return x + 1; }
// CHECK: #ifndef LOOPGEN_LAUNCH
// CHECK: static int helper(int x) { return x + 1; }
// CHECK: __global__ void f_kernel0
// CHECK: // #pragma loopgen offload
#pragma loopgen offload
void f(std::vector<int> &v) {
  for (unsigned i = 0; i < v.size(); ++i)
    v[i] = helper(v[i]);
}
// CHECK: const unsigned long v_size = v.size();
// CHECK: int main() { return 0; }
int main() { return 0; }
