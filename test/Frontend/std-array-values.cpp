// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o /dev/null -Rpass=loopgen-lower 2>&1 | FileCheck %s --check-prefix=SHAPE
// Small fixed arrays as values, as vector-math code writes them: helpers
// that take and return std::array<float, 3> (locals set from their
// results, results passed straight on, lists in braces as arguments),
// arrays assigned whole, records whose fields are std::arrays, and a
// nearest-element index (`best = -1; ... best = s;`) that selects a record
// once the miss is tested (`if (best < 0) continue;`).
// CHECK: PASS: 6 of 6 functions match the sequential original
#include <array>
#include <cmath>
#include <vector>

using Vec3 = std::array<float, 3>;

struct Light {
  Vec3 position;
  float power;
  Vec3 colour;
};

static inline float dot(const Vec3 &a, const Vec3 &b) {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
static inline Vec3 sub(const Vec3 &a, const Vec3 &b) {
  return {a[0] - b[0], a[1] - b[1], a[2] - b[2]};
}
static inline Vec3 scale(Vec3 a, float s) {
  for (int k = 0; k < 3; ++k)
    a[k] *= s; // A copy: the caller's array keeps its values.
  return a;
}
static inline Vec3 normalize(const Vec3 &a) {
  return scale(a, 1.0f / std::sqrt(std::fmax(dot(a, a), 1e-20f)));
}

// The brightest light's contribution at each point.
#pragma loopgen offload
#pragma loopgen validate(n = 20000, nlights = 16)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'lights' is lights[nlights]
void shade(int n, int nlights, const float *points, const Light *lights,
           float *rgb) {
  for (int i = 0; i < n; ++i) {
    Vec3 p = {points[3 * i], points[3 * i + 1], points[3 * i + 2]};
    int best = -1;
    float strongest = 0.0f;
    for (int l = 0; l < nlights; ++l) {
      Vec3 d = sub(lights[l].position, p);
      float e = lights[l].power / (1.0f + dot(d, d));
      if (e > strongest) {
        strongest = e;
        best = l;
      }
    }
    if (best < 0) {
      rgb[3 * i] = rgb[3 * i + 1] = rgb[3 * i + 2] = 0.0f;
      continue;
    }
    const Light &light = lights[best];
    Vec3 tint = scale(light.colour, strongest);
    for (int c = 0; c < 3; ++c)
      rgb[3 * i + c] = tint[c] * p[c];
  }
}

// Unit normals of triangles, a helper's result passed on.
#pragma loopgen offload
#pragma loopgen validate(ntri = 20000)
void normals(int ntri, const float *corners, float *out) {
  for (int t = 0; t < ntri; ++t) {
    const float *c = corners + 9 * t;
    Vec3 e1 = sub({c[3], c[4], c[5]}, {c[0], c[1], c[2]});
    Vec3 e2 = sub({c[6], c[7], c[8]}, {c[0], c[1], c[2]});
    Vec3 n = normalize({e1[1] * e2[2] - e1[2] * e2[1],
                        e1[2] * e2[0] - e1[0] * e2[2],
                        e1[0] * e2[1] - e1[1] * e2[0]});
    out[3 * t] = n[0];
    out[3 * t + 1] = n[1];
    out[3 * t + 2] = n[2];
  }
}

// A Viterbi-like recursion over a small state vector, swapped in whole.
#pragma loopgen offload
#pragma loopgen validate(nseq = 4000, len = 50)
void best_paths(int nseq, int len, const float *obs, float *score) {
  for (int s = 0; s < nseq; ++s) {
    std::array<float, 4> delta = {0.0f, -1.0f, -2.0f, -3.0f}, next;
    for (int t = 0; t < len; ++t) {
      for (int j = 0; j < 4; ++j) {
        float best = delta[0] - j;
        for (int i = 1; i < 4; ++i)
          best = std::fmax(best, delta[i] - std::fabs(float(i - j)));
        next[j] = best + obs[s * len + t] * (j + 1);
      }
      delta = next;
    }
    score[s] = delta[0] + delta[1] + delta[2] + delta[3];
  }
}

// An array passed by value and changed by the helper is the helper's copy.
static inline float spread(Vec3 v) {
  v[0] -= v[2];
  return v[0] * v[1];
}
#pragma loopgen offload
#pragma loopgen validate(n = 20000)
void spreads(int n, const float *xyz, float *out) {
  for (int i = 0; i < n; ++i) {
    Vec3 v = {xyz[3 * i], xyz[3 * i + 1], xyz[3 * i + 2]};
    float s = spread(v);
    out[i] = s + v[0];
  }
}

// A helper's result assigned to the array it reads: through a temporary.
static inline Vec3 rotate(const Vec3 &a) { return {a[1], a[2], a[0]}; }
#pragma loopgen offload
#pragma loopgen validate(n = 20000)
void rotations(int n, const float *xyz, float *out) {
  for (int i = 0; i < n; ++i) {
    Vec3 v = {xyz[3 * i], xyz[3 * i + 1], xyz[3 * i + 2]};
    v = rotate(v);
    v = sub(v, rotate(v));
    out[i] = v[0] + 2.0f * v[1] + 4.0f * v[2];
  }
}

// Rows of vectors of std::arrays assigned whole, and a constant reference
// to a helper's result.
using Vec3d = std::array<double, 3>;
static inline Vec3d axpy(const Vec3d &x, double a, const Vec3d &y) {
  return {x[0] + a * y[0], x[1] + a * y[1], x[2] + a * y[2]};
}
static inline Vec3d pull(const Vec3d &p) { return {-p[0], -2.0 * p[1], 0.5}; }
#pragma loopgen offload
#pragma loopgen validate(n = 20000)
void drift(int n, double dt, std::vector<Vec3d> &pos, std::vector<Vec3d> &vel,
           std::vector<Vec3d> &last) {
  for (int i = 0; i < n; ++i) {
    last[i] = pos[i];
    const Vec3d &a = pull(pos[i]);
    vel[i] = axpy(vel[i], dt, a);
    pos[i] = axpy(pos[i], dt, vel[i]);
  }
}
