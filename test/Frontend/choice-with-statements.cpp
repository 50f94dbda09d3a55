// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// `c ? a : b` in a statement whose arms need statements before them (a
// struct value made by a helper, a helper with a loop): the chosen arm
// runs under an if before the statement, into a temporary, so that what
// the other arm reads (`p[i - 1]` at i = 0) is never read.
struct V {
  float x, y;
};
static V vsub(V a, V b) { return {a.x - b.x, a.y - b.y}; }
static float vdot(V a, V b) { return a.x * b.x + a.y * b.y; }

static float window_mean(const float *a, int i, int w) {
  float s = 0.0f;
  for (int k = 0; k < w; ++k)
    s += a[i - k];
  return s / w;
}

#pragma loopgen array(p[n], out[n])
#pragma loopgen validate(n = 500)
#pragma loopgen offload
void turns(const V *p, float *out, int n) {
  for (int i = 0; i < n; ++i)
    out[i] = i > 0 ? vdot(vsub(p[i - 1], p[i]), p[i]) : 0.0f;
}
// CHECK-LABEL: func turns(
// CHECK: var choice: float
// CHECK-NEXT: if i > 0 {
// CHECK: choice = {{.*}}
// CHECK: } else {
// CHECK-NEXT: choice = 0.0f
// CHECK: out[i] = choice

#pragma loopgen array(a[n], out[n])
#pragma loopgen validate(n = 500, w = 4)
#pragma loopgen offload
void smooth(const float *a, float *out, int n, int w) {
  for (int i = 0; i < n; ++i)
    out[i] = i >= w - 1 ? window_mean(a, i, w) : a[i];
}
// VALID: PASS: 2 of 2 functions match the sequential original
