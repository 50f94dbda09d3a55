// RUN: loopgen %s -o - | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A flat std::vector may be given the shape of its elements: the kernel
// indexes it as rows, the host checks its whole size.
#include <vector>
#pragma loopgen offload
#pragma loopgen array(grid[ny][nx])
#pragma loopgen validate(nx = 40, ny = 30)
void scale(int nx, int ny, std::vector<float> &grid) {
  for (int j = 0; j < ny; ++j)
    for (int i = 0; i < nx; ++i)
      grid[j * nx + i] *= 2;
}
// CHECK-LABEL: {{^}}__global__ void scale_kernel0(
// CHECK: {{^ +}}grid[j * nx + i] *= 2;
// CHECK: {{^ +}}LOOPGEN_REQUIRE(grid.size() == (size_t)(ny) * (size_t)(nx),
// VALID: PASS: 1 of 1
