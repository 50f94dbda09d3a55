// RUN: loopgen %s --validate --emulate | FileCheck %s
// Structs holding std::arrays, as small matrix classes are written: a
// member assigned a list in braces (`T.m = {...};`), structs with such a
// member copied and returned whole (`T = T * dh(link, q);`), and a list
// that reads the array it replaces (`v = {v[1], v[2], v[0]};`).
// CHECK: PASS: 3 of 3 functions match the sequential original
#include <array>
#include <cmath>

struct Mat3 {
  std::array<double, 9> m;
  static Mat3 identity() {
    Mat3 r;
    r.m = {1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0};
    return r;
  }
  Mat3 operator*(const Mat3 &o) const {
    Mat3 r;
    for (int i = 0; i < 3; ++i)
      for (int j = 0; j < 3; ++j) {
        double s = 0.0;
        for (int k = 0; k < 3; ++k)
          s += m[i * 3 + k] * o.m[k * 3 + j];
        r.m[i * 3 + j] = s;
      }
    return r;
  }
};

static Mat3 rotation_z(double a) {
  Mat3 r;
  r.m = {std::cos(a), -std::sin(a), 0.0, std::sin(a), std::cos(a),
         0.0,         0.0,          0.0, 1.0};
  return r;
}

// The end of a planar chain of three joints, each row its angles.
#pragma loopgen offload
#pragma loopgen validate(n = 20000)
void chain_ends(int n, const double *angles, double *x, double *y) {
  for (int c = 0; c < n; ++c) {
    Mat3 T = Mat3::identity();
    for (int j = 0; j < 3; ++j)
      T = T * rotation_z(angles[3 * c + j]);
    x[c] = T.m[0] + T.m[1];
    y[c] = T.m[3] + T.m[4];
  }
}

// Rotated coordinates through a list that reads its own array.
#pragma loopgen offload
#pragma loopgen validate(n = 20000)
void cycle_axes(int n, const float *xyz, float *out) {
  for (int i = 0; i < n; ++i) {
    std::array<float, 3> v = {xyz[3 * i], xyz[3 * i + 1], xyz[3 * i + 2]};
    v = {v[1], v[2], v[0]};
    out[i] = v[0] + 10.0f * v[1] + 100.0f * v[2];
  }
}

// A member assigned a helper's result that reads it (`f.axis =
// rotl(f.axis);`): the result is made apart first.
struct Frame {
  std::array<float, 3> axis;
  float w;
};
static std::array<float, 3> rotl(const std::array<float, 3> &a) {
  return {a[1], a[2], a[0]};
}
#pragma loopgen offload
#pragma loopgen validate(n = 20000)
void spin(int n, const float *xyz, float *out) {
  for (int i = 0; i < n; ++i) {
    Frame f;
    f.axis = {xyz[3 * i], xyz[3 * i + 1], xyz[3 * i + 2]};
    f.w = 1.0f;
    f.axis = rotl(f.axis);
    f.axis = rotl(f.axis);
    out[i] = f.axis[0] + 10.0f * f.axis[1] + 100.0f * f.axis[2] + f.w;
  }
}
