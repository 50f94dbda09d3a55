// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
// Construct: an array of records of seven doubles (`const Body *b`), read
//            through `b[i].vx` and a reference, and a record written
//            field by field.
// Field:     molecular dynamics / astrophysics (kinetic energy, momenta).
// Computes:  the total kinetic energy (returned) and each body's momentum.
// GPU:       the loop over bodies is parallel with a double + reduction;
//            records are read as rows of seven doubles.
struct Body {
  double x, y, z, vx, vy, vz, m;
};
struct Momentum {
  double px, py, pz;
};

#pragma loopgen offload
#pragma loopgen array(b[n], p[n])
#pragma loopgen validate(n = 5000)
double kinetic(int n, const Body *b, Momentum *p) {
  double e = 0.0;
  for (int i = 0; i < n; ++i) {
    const Body &bi = b[i];
    const double v2 = bi.vx * bi.vx + bi.vy * bi.vy + bi.vz * bi.vz;
    e += 0.5 * bi.m * v2;
    p[i].px = bi.m * b[i].vx;
    p[i].py = bi.m * b[i].vy;
    p[i].pz = bi.m * b[i].vz;
  }
  return e;
}
