// RUN: loopgen %s -Rpass=loopgen-lower -o %t.cu 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: loopgen %s --validate --emulate | FileCheck %s
// A guard on parameters at the top, floating-point ones among them (`if
// (nx < 2 || dx <= 0.0f) return;`), leaves the accesses after it
// unconditional: the pointers' shapes are inferred (they were "accessed
// only under conditions").
// SHAPE: float-parameter-guard.cpp:[[@LINE+4]]:64: remark: the shape of 'u' is u[ny][nx], indexed linearly
// SHAPE: float-parameter-guard.cpp:[[@LINE+4]]:28: remark: the shape of 'q' is q[nx * ny]
#pragma loopgen offload
#pragma loopgen validate(nx = 64, ny = 48, dt = 0.1, dx = 1.0)
void upwind_x(int nx, int ny, float dt, float dx, const float *u,
              const float *q, float *out) {
  if (nx < 2 || ny < 2 || dx <= 0.0f)
    return;
  const float c = dt / dx;
  for (int j = 0; j < ny; ++j)
    for (int i = 0; i < nx; ++i) {
      const int im = i == 0 ? nx - 1 : i - 1;
      const float dq = q[j * nx + i] - q[j * nx + im];
      out[j * nx + i] = q[j * nx + i] - c * u[j * nx + i] * dq;
    }
}

// CHECK-NOT: FAIL
// CHECK: PASS: 1 of 1 functions match the sequential original
