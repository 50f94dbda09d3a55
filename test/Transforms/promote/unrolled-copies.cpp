// RUN: loopgen %s -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -Xptxas -v -cubin %t.cu -o %t.cubin 2>&1 | FileCheck %s --check-prefix=PTXAS %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size nx=32 --size ny=16 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --no-promotion -o - | FileCheck %s --check-prefix=MEMORY
// Direct Coulomb summation accumulating into the output array, unrolled
// (seed 000): each copy's element is a register of its own, the copies stay
// blockDim apart (the element is no longer walked in the atom loop), the
// edge copies are guarded and full tiles are not.
#include <cmath>
#pragma loopgen offload
#pragma loopgen array(atoms[natoms][4], pot[ny][nx])
#pragma loopgen validate(nx = 67, ny = 37, natoms = 20, spacing = 0.1f, z = 0.5f) tolerance(1e-4)
void coulomb(int nx, int ny, int natoms, float spacing, float z,
             const float *atoms, float *pot) {
  for (int y = 0; y < ny; ++y)
    #pragma loopgen parallel unroll(8)
    for (int x = 0; x < nx; ++x) {
      pot[y * nx + x] = 0.0f;
      for (int a = 0; a < natoms; ++a) {
        float dx = spacing * x - atoms[4 * a];
        float dy = spacing * y - atoms[4 * a + 1];
        float dz = z - atoms[4 * a + 2];
        pot[y * nx + x] +=
            atoms[4 * a + 3] / std::sqrt(dx * dx + dy * dy + dz * dz);
      }
    }
}
// REMARK: remark: 'pot[y * nx + x]' is held in register 'pot_y_x' in each iteration of the loop over 'x' (not loaded: first overwritten, stored once)
// REMARK: remark: loop over 'x' runs 8 iterations per thread, blockDim.x apart; 2 loads shared by the copies
// CHECK: {{^ +}}const int x_1 = x + (int)(1 * blockDim.x);
// CHECK: {{^ +}}if (x_7 < nx) {
// CHECK: {{^ +}}pot_y_x_7 = 0.0f;
// CHECK-NEXT: {{^ +}}for (int a = 0; a < natoms; ++a) {
// CHECK: {{^ +}}pot_y_x_7 += atoms_r / sqrtf(dx_7 * dx_7 + dy * dy + dz * dz);
// CHECK-NEXT: {{^ +}}}
// CHECK-NEXT: {{^ +}}pot[y * nx + x] = pot_y_x;
// CHECK: {{^ +}}} else {
// CHECK: {{^ +}}if (x_7 < nx) {
// CHECK-NEXT: {{^ +}}pot[y * nx + x_7] = pot_y_x_7;
// PTXAS: 0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
// VALID: PASS: 1 of 1
// MEMORY: {{^ +}}pot[y * nx + x] += atoms
