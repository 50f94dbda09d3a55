// RUN: loopgen %s -o /dev/null 2>&1 | FileCheck %s
// 'private' is a C++ keyword, not an identifier token: the clause must
// still parse (it is accepted and ignored with a warning), as must a
// reduction beside it.
#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
void f(int n, const float *b, float *a) {
  float t = 0;
  // CHECK: :[[@LINE+1]]:11: warning: private(...) clauses are not implemented yet and are ignored: loopgen finds private scalars itself
  #pragma loopgen parallel private(t) unroll(2)
  for (int i = 0; i < n; ++i) {
    t = b[i] * 2;
    a[i] = t + 1;
  }
}
// CHECK-NOT: error:
