// RUN: loopgen %s --validate --emulate | FileCheck %s
// init(fn) fills the inputs: here indices that must stay in range.
void init(int n, int *perm, const float *src, float *dst) {
  for (int i = 0; i < n; ++i)
    perm[i] = (i * 7) % n;
}
#pragma loopgen offload
#pragma loopgen array(perm[n], src[n], dst[n])
#pragma loopgen validate(n = 1000) init(init)
void gather(int n, int *perm, const float *src, float *dst) {
  for (int i = 0; i < n; ++i)
    dst[i] = src[perm[i]];
}
// CHECK: dst {{.*}} ok
// CHECK: PASS: 1 of 1
