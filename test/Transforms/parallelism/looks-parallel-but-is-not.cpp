// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// A prefix sum: every iteration reads what the previous one wrote.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  // CHECK: remark: loop over 'i' is sequential: 'a[i]' and 'a[i - 1]' touch the same element of 'a' in different iterations
  for (int i = 1; i < n; ++i)
    a[i] = a[i] + a[i - 1];
}
