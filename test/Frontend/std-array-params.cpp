// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: not loopgen %S/Inputs/std-array-bad-shape.cpp -o %t.cu 2>&1 | FileCheck %s --check-prefix=SHAPE
// std::array parameters, by value, by const reference and by reference
// (written back): C arrays of their elements. A shape may arrange their
// elements (array(m[3][4]) for 12) but not change their number.
#include <array>

#pragma loopgen offload
#pragma loopgen array(v[n])
#pragma loopgen validate(n = 300)
void weights(int n, float *v, std::array<float, 3> w,
             std::array<double, 4> &acc) {
  for (int i = 1; i < n - 1; ++i)
    v[i] = w[0] * v[i] + w[1] + w[2];
  for (int k = 0; k < 4; ++k)
    acc[k] = acc[k] * 2.0;
}

#pragma loopgen offload
#pragma loopgen array(xyz[n][3], m[3][4])
#pragma loopgen validate(n = 500)
void pose(int n, float *xyz, const std::array<float, 12> &m) {
  for (int i = 0; i < n; ++i) {
    float x = xyz[3 * i], y = xyz[3 * i + 1], z = xyz[3 * i + 2];
    xyz[3 * i] = m[0] * x + m[1] * y + m[2] * z + m[3];
    xyz[3 * i + 1] = m[4] * x + m[5] * y + m[6] * z + m[7];
    xyz[3 * i + 2] = m[8] * x + m[9] * y + m[10] * z + m[11];
  }
}
// CHECK: RESULT function=weights status=PASS
// CHECK: RESULT function=pose status=PASS
// SHAPE: error: 'm' is a std::array<float, 12>: its shape must hold its 12 elements, or be left out
