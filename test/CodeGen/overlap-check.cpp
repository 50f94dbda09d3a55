// RUN: loopgen %s -o - | FileCheck %s
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
void f(int n, const float *x, float *y) {
  for (int i = 0; i < n; ++i)
    y[i] = x[i];
}
// CHECK-LABEL: {{^}}void f(
// CHECK: {{^ +}}if (loopgen_overlap((const void *)(x), (size_t)(n) * sizeof(float),
// CHECK-NEXT: {{^ +}}(const void *)(y),
// CHECK-NEXT: {{^ +}}(size_t)(n) * sizeof(float))) { // Arrays 'x' and 'y'.
