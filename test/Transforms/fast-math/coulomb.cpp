// RUN: loopgen --format-style=none %samples/coulomb.cpp --fast-math -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: loopgen --format-style=none %samples/coulomb.cpp -o - | FileCheck %s --check-prefix=EXACT
// RUN: loopgen --format-style=none %s --fast-math --emit=harness -o - | FileCheck %s --check-prefix=TOL
// RUN: loopgen --format-style=none %s --emit=harness -o - | FileCheck %s --check-prefix=EXACTTOL
// RUN: loopgen %samples/coulomb.cpp --fast-math --unroll=18:4 --validate --emulate --size nx=61 --size ny=37 --size natoms=50 | FileCheck %s --check-prefix=VALID
// --fast-math: a division by a square root, here through the private r,
// becomes a multiplication by rsqrt; the harness's float tolerance is 1e-3.
// REMARK: remark: 1 divisions by a square root become multiplications by rsqrt (--fast-math)
// CHECK: e += {{atoms_[a-z0-9_]+}} * rsqrtf(
// EXACT-NOT: rsqrt
// TOL: compare(y_ref.data(), y_gpu.data(), y_count, 1e-3)
// EXACTTOL: compare(y_ref.data(), y_gpu.data(), y_count, 1e-4)
#include <cmath>
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 1000)
void f(int n, const float *x, float *y) {
  for (int i = 0; i < n; ++i)
    y[i] = 1.0f / std::sqrt(x[i] + 1.0f);
}
// VALID: PASS: 1 of 1
