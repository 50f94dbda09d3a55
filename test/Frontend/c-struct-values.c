// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// C's vector math: typedef'd structs of structs as locals, set member by
// member or from helpers that build and return them by value, passed by
// value, and chosen by `?:` in a return.
#include <math.h>

typedef struct { float x, y, z; } vec3;
typedef struct { vec3 pos; vec3 color; float power; } point_light;

static inline vec3 v3(float x, float y, float z) {
  vec3 r;
  r.x = x;
  r.y = y;
  r.z = z;
  return r;
}
static inline vec3 vsub(vec3 a, vec3 b) { return v3(a.x - b.x, a.y - b.y, a.z - b.z); }
static inline vec3 vscale(vec3 a, float s) { return v3(a.x * s, a.y * s, a.z * s); }
static inline float vdot(vec3 a, vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static inline vec3 vnorm(vec3 a) {
  float l = sqrtf(vdot(a, a));
  return l > 1e-20f ? vscale(a, 1.0f / l) : v3(0.0f, 0.0f, 1.0f);
}

#pragma loopgen offload
#pragma loopgen array(height[h][w], out[h][w])
#pragma loopgen validate(w = 96, h = 64, lx = 40.0f)
void lambert(const float *height, float *out, int w, int h, float lx) {
  point_light L;
  int i, j;
  L.pos = v3(lx, 30.0f, 60.0f);
  L.color = v3(1.0f, 0.95f, 0.85f);
  L.power = 1.0f;
  for (j = 0; j < h; ++j)
    for (i = 0; i < w; ++i) {
      vec3 p = v3((float)i, (float)j, height[j * w + i]);
      vec3 l = vnorm(vsub(L.pos, p));
      float ndl = vdot(v3(0.0f, 0.0f, 1.0f), l);
      out[j * w + i] = L.power * L.color.x * (ndl > 0.0f ? ndl : 0.0f);
    }
}
// CHECK: PASS: 1 of 1 functions match the sequential original
