// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: env LOOPGEN_HOST_BELOW=1000000 loopgen %s --validate --emulate | FileCheck %s --check-prefix=SMALL
// Kernels launched inside a host time loop, with a scalar computed on the
// host in each step: a Jacobi-style stencil.
#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
#pragma loopgen validate(n = 2000, steps = 20)
void smooth(int n, int steps, float *a, float *b) {
  for (int t = 0; t < steps; ++t) {
    float w = 1.0f / (2 + t);
    for (int i = 1; i < n - 1; ++i)
      b[i] = a[i] + w * (a[i - 1] - 2 * a[i] + a[i + 1]);
    for (int i = 1; i < n - 1; ++i)
      a[i] = b[i];
  }
}
// CHECK: a {{.*}} ok
// CHECK: b {{.*}} ok
// CHECK: PASS: 1 of 1
// Below LOOPGEN_HOST_BELOW iterations per launch the original runs on the
// host: no launch. (The harness validates the kernels unless told.)
// SMALL: RESULT function=smooth status=PASS {{.*}} launches=0
