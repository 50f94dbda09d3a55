// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls %t | count 0
// A pointer to records shaped [n][3] where the record holds three floats:
// 3 may be the columns of a grid of records or the record's own size
// (array(p[n]) means n records), so loopgen asks which.
struct Vec3 {
  float x, y, z;
};

// CHECK: record-shape-of-its-size.cpp:[[@LINE+1]]:23: error: 'p' points to records of 'Vec3': its shape is their number, as array(p[n]), or their rows, as array(p[rows][columns]); a last extent of 3 may be the record's own size
#pragma loopgen array(p[n][3], out[n])
#pragma loopgen offload
void norms(const Vec3 *p, float *out, int n) {
  for (int i = 0; i < n; ++i)
    out[i] = p[i].x * p[i].x + p[i].y * p[i].y + p[i].z * p[i].z;
}
