// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// Scalars and arrays declared inside the loop body are private to an
// iteration, so they carry no dependence.
#pragma loopgen offload
#pragma loopgen array(a[n][4])
void f(int n, float *a) {
  // CHECK: remark: loop over 'i' is parallel
  for (int i = 0; i < n; ++i) {
    float tmp[4];
    float s = 0;
    for (int k = 0; k < 4; ++k)
      tmp[k] = a[4 * i + k];
    for (int k = 0; k < 4; ++k)
      s += tmp[k];
    a[4 * i] = s;
  }
}
