// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// The loop writes the first half and reads the second, with a symbolic
// split: independent for every n.
#pragma loopgen offload
#pragma loopgen array(a[2 * n])
void f(int n, float *a) {
  // CHECK: :[[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (int i = 0; i < n; ++i)
    a[i] = a[i + n] * 2;
}
