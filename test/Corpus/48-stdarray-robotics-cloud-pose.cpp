// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: a 3x4 pose passed as `const std::array<float, 12> &m`, an
//            early `if (n == 0) return;` guard, in-place update of an
//            interleaved float *xyz (n x 3).
// Field:     robotics / graphics, applying an affine transform [A | t]
//            (row-major 3 x 4) to a point cloud.
// Computes:  xyz[i] <- A * xyz[i] + t for every point, in place.
// GPU:       the guard is tested on the host before any launch; the loop
//            over points is parallel, each thread reading its three
//            coordinates into registers before writing them back; the 12
//            matrix entries are broadcast (constant memory / registers).
#include <array>

#pragma loopgen offload
#pragma loopgen array(xyz[n][3], m[3][4])
#pragma loopgen validate(n = 8000)
void transform_points(int n, float *xyz, const std::array<float, 12> &m) {
  if (n == 0)
    return;
  for (int i = 0; i < n; ++i) {
    const float x = xyz[3 * i + 0];
    const float y = xyz[3 * i + 1];
    const float z = xyz[3 * i + 2];
    xyz[3 * i + 0] = m[0] * x + m[1] * y + m[2] * z + m[3];
    xyz[3 * i + 1] = m[4] * x + m[5] * y + m[6] * z + m[7];
    xyz[3 * i + 2] = m[8] * x + m[9] * y + m[10] * z + m[11];
  }
}
