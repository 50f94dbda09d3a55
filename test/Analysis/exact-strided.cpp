// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// Even elements are written, odd ones read: no two iterations meet, which
// only an exact test (isl) sees.
#pragma loopgen offload
#pragma loopgen array(a[2 * n])
void f(int n, float *a) {
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (int i = 0; i < n; ++i)
    a[2 * i] = a[2 * i + 1];
}
