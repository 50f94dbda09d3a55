// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
void f(int n, const float *a, float *b) {
  // CHECK: proven-parallel.cpp:[[@LINE+1]]:3: remark: loop over 'i' is parallel: proven free of loop-carried dependences
  for (int i = 0; i < n; ++i)
    b[i] = 2 * a[i];
}
