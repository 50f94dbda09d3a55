// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Structs as values, as vector code is written: a Vec3 with constructors,
// operators and const methods; free functions that take and return it by
// value; structs of structs (a light, a body) and of a fixed-size array;
// a struct value's member (`(a - b).x`); the same helper called within a
// call of itself.

#include <cmath>
#include <vector>

struct Vec3 {
  float x, y, z;
  Vec3() : x(0), y(0), z(0) {}
  Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
  Vec3 operator+(const Vec3 &o) const { return Vec3(x + o.x, y + o.y, z + o.z); }
  Vec3 operator-(const Vec3 &o) const { return {x - o.x, y - o.y, z - o.z}; }
  Vec3 operator*(float s) const { return Vec3(x * s, y * s, z * s); }
  float dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
  float length() const { return std::sqrt(dot(*this)); }
};
inline Vec3 operator*(float s, const Vec3 &v) { return v * s; }
inline Vec3 normalize(Vec3 v) {
  float l = v.length();
  return l > 0 ? v * (1.0f / l) : Vec3(0, 0, 1);
}
inline Vec3 add(Vec3 a, Vec3 b) { return a + b; }

struct Light {
  Vec3 pos;
  Vec3 color;
  float power;
};

#pragma loopgen validate(n = 500, lx = 1.5f)
#pragma loopgen offload
void shade(const std::vector<Vec3> &pts, std::vector<float> &out, int n,
           float lx) {
  Light L{{lx, 2.0f, 3.0f}, {1.0f, 0.9f, 0.8f}, 2.0f};
  for (int i = 0; i < n; ++i) {
    Vec3 d = L.pos - pts[i];
    Vec3 nd = normalize(d);
    Vec3 h = 0.5f * (nd + Vec3(0, 0, 1));
    out[i] = L.power * nd.dot(h) * L.color.y / (1.0f + d.dot(d)) +
             (pts[i] - L.pos).x + pts[i].length();
  }
}
// The light's members are locals, set from the braced list; normalize's
// `?:` of two struct values stores either into the result.
// CHECK-LABEL: func shade(
// CHECK: var L_pos_x: float = lx
// CHECK: var L_color_y: float = 0.9f
// CHECK: var L_power: float = 2.0f
// CHECK: for i in [0, n)
// CHECK: var a: float = L_pos_x - pts[i][0]
// CHECK: if l > 0 {
// CHECK: nd_x = a_1
// CHECK: } else {
// CHECK-NEXT: nd_x = (float)0

// `add(add(a, b), c)`: the inner call binds add's parameters anew; the
// outer call's must be its own again after it.
#pragma loopgen validate(n = 400)
#pragma loopgen offload
void sums(const std::vector<Vec3> &a, const std::vector<Vec3> &b,
          std::vector<Vec3> &c, int n) {
  for (int i = 0; i < n; ++i)
    c[i] = add(a[i], add(b[i], Vec3(1.0f, 2.0f, 3.0f)));
}

struct Body {
  Vec3 p;
  Vec3 v;
  float m;
};

// Records of structs: a record copied out, changed member by member and
// stored back whole.
#pragma loopgen validate(n = 300, dt = 0.01f)
#pragma loopgen offload
void advance(const Body *in, Body *out, int n, float dt) {
  for (int i = 0; i < n; ++i) {
    Body b = in[i];
    Vec3 acc = -1.0f * b.p * (1.0f / (b.m + 1.0f));
    b.v = b.v + acc * dt;
    b.p = b.p + b.v * dt;
    out[i] = b;
  }
}
// CHECK-LABEL: func advance(
// CHECK-SAME: [records of Body]
// CHECK: b_p_x = in[i][0]
// CHECK: b_m{{.*}} = in[i][6]
// CHECK: out[i][3] = b_v_x

struct Poly {
  float c[4];
  int deg;
};

#pragma loopgen validate(n = 1000, a = 0.3f)
#pragma loopgen offload
void horner(const float *x, float *y, int n, float a) {
  Poly p = {{1.0f, a, 0.5f, -0.25f}, 3};
  for (int i = 0; i < n; ++i) {
    float acc = 0.0f;
    for (int k = p.deg; k >= 0; --k)
      acc = acc * x[i] + p.c[k];
    y[i] = acc;
  }
}

struct Camera {
  Vec3 pos;
  Vec3 dir;
  float scale;
};

// A struct parameter of structs: the members it reads are set on entry,
// from validate's values where given.
#pragma loopgen validate(n = 200, cam.pos.x = 1.0f, cam.scale = 2.0f)
#pragma loopgen offload
void project(const float *in, float *out, int n, Camera cam) {
  for (int i = 0; i < n; ++i) {
    Vec3 d = cam.dir;
    out[i] = cam.scale * (in[i] - cam.pos.x) + d.y;
  }
}
// CHECK-LABEL: func project(
// CHECK-SAME: cam: struct Camera {cam_pos_x = cam.pos.x,

// VALID: PASS: 5 of 5 functions match the sequential original
