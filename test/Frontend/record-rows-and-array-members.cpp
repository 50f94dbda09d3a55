// RUN: loopgen %s '-Rpass=loopgen-(lower|parallelism)' -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Records in rows: a pixel pointer indexed `y * width + x` (its shape
// inferred as their product, both loops parallel), or shaped by a pragma
// of rows and columns; records holding a fixed-size array (`float
// coef[4]`: a slot an element), read by subscript, copied whole and
// written element by element; a helper given `&b` of a struct variable
// and `&p[i]` of a record.

struct RGB {
  float r, g, b;
};

#pragma loopgen validate(width = 200, height = 100, gain = 1.5f)
#pragma loopgen offload
void expose(const RGB *hdr, RGB *ldr, int width, int height, float gain) {
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      int idx = y * width + x;
      RGB c = hdr[idx];
      c.r *= gain;
      c.g *= gain;
      ldr[idx] = c;
    }
}
// CHECK: remark: the shape of 'hdr' is hdr[height * width]
// CHECK: record-rows-and-array-members.cpp:[[@LINE-10]]:3: remark: loop over 'y' is parallel
// CHECK: record-rows-and-array-members.cpp:[[@LINE-10]]:5: remark: loop over 'x' is parallel

#pragma loopgen array(img[h][w], out[h][w])
#pragma loopgen validate(w = 64, h = 48)
#pragma loopgen offload
void grey(const RGB *img, float *out, int w, int h) {
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      out[y * w + x] = 0.25f * img[y * w + x].r + 0.5f * img[y * w + x].g +
                       0.25f * img[y * w + x].b;
}

struct Segment {
  float x0;
  float coef[4];
};

static float eval(const Segment *s, float x) {
  float t = x - s->x0;
  return s->coef[0] + t * (s->coef[1] + t * (s->coef[2] + t * s->coef[3]));
}

#pragma loopgen array(segs[n], out[n], copies[n])
#pragma loopgen validate(n = 500)
#pragma loopgen offload
void splines(const Segment *segs, float *out, Segment *copies, int n) {
  for (int i = 0; i < n; ++i) {
    Segment s = segs[i];
    s.coef[3] = 0.5f * s.coef[3];
    out[i] = eval(&s, s.x0 + 0.25f) + eval(&segs[i], s.x0 + 0.5f);
    copies[i] = s;
    for (int k = 0; k < 4; ++k)
      copies[i].coef[k] += segs[i].coef[3 - k];
  }
}
// CHECK: record-rows-and-array-members.cpp:[[@LINE-9]]:3: remark: loop over 'i' is parallel
// VALID: PASS: 3 of 3 functions match the sequential original
