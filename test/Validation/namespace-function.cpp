// RUN: loopgen %s --validate --emulate | FileCheck %s
// An offloaded function declared in a namespace (nested, too): the
// validation harness, outside it, calls it and its original by their
// qualified names; the original, compiled again as the reference, sits in
// the same namespaces, whose helpers it calls unqualified.
namespace physics {
namespace kernels {
inline float scaled(float a, float v) { return a * v; }

#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 1000, a = 2)
void scale(int n, float a, const float *x, float *y) {
  for (int i = 0; i < n; i++)
    y[i] = scaled(a, x[i]);
}
} // namespace kernels
} // namespace physics
// CHECK: RESULT function=scale status=PASS
