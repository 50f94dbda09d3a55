// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// A conditional write that may meet another iteration's: a may-dependence,
// not a proven one, so the loop stays sequential without an error.
#pragma loopgen offload
#pragma loopgen array(a[n + 1])
void f(int n, float *a) {
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is sequential: possibly 'a[i + 1]' and 'a[i]' touch the same element of 'a' in different iterations (the accesses are conditional or the bounds abstracted)
  for (int i = 0; i < n; ++i)
    if (a[i] > 0)
      a[i + 1] = a[i];
}
