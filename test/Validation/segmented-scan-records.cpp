// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size cols=0 | FileCheck %s
// A segmented scan whose row reads records keeps them as scalar reads
// (its scan names the body's reads); a recurrence's first value is read
// only in rows that run (cols = 0: no row reads c[i * cols]).
// clang-format off
#pragma loopgen offload
#pragma loopgen array(z[rows][2 * cols], out[rows][cols])
#pragma loopgen validate(rows = 5, cols = 70)
void pairs(int rows, int cols, const float *z, float *out) {
  for (int i = 0; i < rows; ++i) {
    float s = 0;
    for (int j = 0; j < cols; ++j) {
      s += z[2 * (i * cols + j)] * z[2 * (i * cols + j) + 1];
      out[i * cols + j] = s;
    }
  }
}
#pragma loopgen offload
#pragma loopgen array(c[rows][cols], z[rows][2 * cols])
#pragma loopgen validate(rows = 5, cols = 70)
void rec(int rows, int cols, float *c, const float *z) {
  for (int i = 0; i < rows; ++i)
    for (int j = 1; j < cols; ++j)
      c[i * cols + j] = c[i * cols + j - 1] + z[2 * (i * cols + j)] - z[2 * (i * cols + j) + 1];
}
// CHECK: PASS: 2 of 2
