// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s -o %t.cu && FileCheck %s --check-prefix=CUDA < %t.cu
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Records of mixed scalar types (floats and an int, a double and an int
// with padding, a float and a bool) are arrays of slots of the smallest
// field's size, each field at the slot of its offset and accessed as its
// own type. Assigned field by field or whole: from a local struct, another
// record, or a list of values. The harness fills and compares each field
// as its type.
#include <vector>

struct Body {
  float x, y, z;
  int kind;
};

#pragma loopgen offload
#pragma loopgen array(b[n], charge[4], f[n])
#pragma loopgen validate(n = 400)
void field_of(int n, const Body *b, const float *charge, float *f) {
  for (int i = 0; i < n; ++i) {
    float s = 0.0f;
    for (int j = 0; j < n; ++j) {
      float dx = b[j].x - b[i].x, dy = b[j].y - b[i].y, dz = b[j].z - b[i].z;
      s += charge[b[j].kind % 4] / (dx * dx + dy * dy + dz * dz + 0.5f);
    }
    f[i] = s;
  }
}
// CHECK-LABEL: func field_of(n: int, b: const float[n][4] pointer [records of Body] [slots float, float, float, int]
// CHECK: charge[loopgen_field<int>(b[j][3]) % 4]
// CUDA: loopgen_field<int>(b[

struct Cell {
  double value;
  int count; // then 4 bytes of padding
};

#pragma loopgen offload
#pragma loopgen validate(n = 300)
void smooth(int n, const std::vector<Cell> &in, std::vector<Cell> &out) {
  for (int i = 1; i + 1 < n; ++i) {
    Cell c;
    c.value = (in[i - 1].value + in[i].value + in[i + 1].value) / 3.0;
    c.count = in[i - 1].count + in[i].count + in[i + 1].count;
    out[i] = c;
  }
}
// CHECK-LABEL: func smooth
// CHECK: loopgen_field<double>(out[i][0]) = c_value
// CHECK: out[i][2] = c_count

struct Agent {
  float energy;
  bool alive;
};

#pragma loopgen offload
#pragma loopgen array(a[n], next[n])
#pragma loopgen validate(n = 1000, cost = 0.25)
void step(int n, float cost, const Agent *a, Agent *next) {
  for (int i = 0; i < n; ++i) {
    if (a[i].alive && a[i].energy > cost)
      next[i] = {a[i].energy - cost, true};
    else if (a[i].alive)
      next[i] = Agent{0.0f, false};
    else
      next[i] = a[i];
  }
}
// CHECK-LABEL: func step(n: int, cost: float, a: const unsigned char[n][8] pointer [records of Agent]
// CHECK: loopgen_field<bool>(next[i][4]) = Agent_alive

struct Hit {
  float t;
  int id;
  float u, v;
};

#pragma loopgen offload
#pragma loopgen array(t[n], hits[n])
#pragma loopgen validate(n = 777)
void shade(int n, const float *t, Hit *hits) {
  for (int i = 0; i < n; ++i) {
    hits[i].t = t[i];
    hits[i].id = i * 3 + 1;
    hits[i].u = t[i] * 0.5f;
    hits[i].v = 1.0f - t[i];
  }
}

// VALID: b.kind
// VALID: out.count
// VALID: next.alive
// VALID: hits.id
// VALID: PASS: 4 of 4 functions match the sequential original
