// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Arrays of records whose fields share one scalar type (`const Particle
// *p`, four floats) are arrays with a dimension of fields, as the records
// lie in memory: `p[j].x` is p[j][0]. Read through subscripts, references,
// copies, `->` and a helper taking a record by reference; written field by
// field.

struct Particle {
  float x, y, z, m;
};
struct Pixel {
  double u, v;
};

static float dist2(const Particle &a, const Particle &b) {
  return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y) +
         (a.z - b.z) * (a.z - b.z);
}

#pragma loopgen offload
#pragma loopgen array(p[n], phi[n])
#pragma loopgen validate(n = 300)
void potential(int n, const Particle *p, float *phi) {
  for (int i = 0; i < n; ++i) {
    const Particle q = p[i];
    float s = 0.0f;
    for (int j = 0; j < n; ++j) {
      const Particle &o = p[j];
      if (j != i)
        s += o.m / (dist2(q, o) + 0.01f) + 0.0f * (p + j)->z;
    }
    phi[i] = s;
  }
}
// CHECK-LABEL: func potential(n: int, p: const float[n][4] pointer [records of Particle], phi: float[n] pointer)
// CHECK: var q_x: float = p[i][0]
// CHECK: var q_m: float = p[i][3]

#pragma loopgen offload
#pragma loopgen array(in[n], out[n])
#pragma loopgen validate(n = 500, s = 2.0)
void project(int n, double s, const Particle *in, Pixel *out) {
  for (int i = 0; i < n; ++i) {
    out[i].u = s * in[i].x / (in[i].z + 10.0);
    out[i].v = s * in[i].y / (in[i].z + 10.0);
  }
}
// CHECK-LABEL: func project
// CHECK: out[i][0] = s * in[i][0] / (in[i][2] + 10.0)
// VALID-NOT: FAIL
// VALID: PASS: 2 of 2 functions match the sequential original
