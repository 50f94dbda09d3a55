// RUN: loopgen %s -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=CODE < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=PASS
// RUN: loopgen %s --validate --emulate --no-tiling | FileCheck %s --check-prefix=PASS
// Records read field by field (x, y, z, charge; re, im) become one vector
// load per iteration, in the styles people write them; groups that are not
// aligned, not read whole, read only under a condition, written by the
// kernel or at a subscript the iteration changes stay scalar reads.
// clang-format off
#include <cmath>

// Four floats per atom, accumulated into a local, in a sequential loop.
#pragma loopgen offload
#pragma loopgen array(atoms[natoms][4], pot[n])
#pragma loopgen validate(n = 37, natoms = 23)
void potential(int n, int natoms, const float *atoms, float *pot) {
  for (int i = 0; i < n; ++i) {
    float e = 0.0f;
    for (int a = 0; a < natoms; ++a) {
      float dx = 0.1f * i - atoms[4 * a];
      float dy = atoms[4 * a + 1];
      float dz = atoms[4 * a + 2];
      e += atoms[4 * a + 3] / std::sqrt(dx * dx + dy * dy + dz * dz + 1.0f);
    }
    pot[i] = e;
  }
}
// CHECK: record-loads.cpp:[[@LINE-9]]:5: remark: each iteration of the loop over 'a' reads whole records with one vector load each: 'atoms[4 * a]' .. 'atoms[4 * a + 3]'
// CODE-LABEL: potential_kernel0
// CODE: loopgen_load(&atoms[4 * a], atoms_f, atoms_f_1, atoms_f_2, atoms_f_3);

// The same as a two-dimensional C array, accumulated into the output.
#pragma loopgen offload
#pragma loopgen validate(n = 37)
void potential2d(int n, const double atoms[19][4], double pot[64]) {
  for (int i = 0; i < n; ++i)
    for (int a = 0; a < 19; ++a)
      pot[i] += atoms[a][3] * (atoms[a][0] - i) + atoms[a][1] * atoms[a][2];
}
// CHECK: record-loads.cpp:[[@LINE-3]]:5: remark: each iteration of the loop over 'a' reads whole records with one vector load each: 'atoms[a][0]' .. 'atoms[a][1]', 'atoms[a][2]' .. 'atoms[a][3]'

// Complex numbers as pairs, one per thread: each pair is one 8-byte load.
#pragma loopgen offload
#pragma loopgen array(a[2 * n], b[2 * n], c[2 * n])
#pragma loopgen validate(n = 101)
void cmul(int n, const float *a, const float *b, float *c) {
  for (int i = 0; i < n; ++i) {
    c[2 * i] = a[2 * i] * b[2 * i] - a[2 * i + 1] * b[2 * i + 1];
    c[2 * i + 1] = a[2 * i] * b[2 * i + 1] + a[2 * i + 1] * b[2 * i];
  }
}
// CHECK: record-loads.cpp:[[@LINE-5]]:3: remark: each iteration of the loop over 'i' reads whole records with one vector load each: 'a[2 * i]' .. 'a[2 * i + 1]', 'b[2 * i]' .. 'b[2 * i + 1]'

// Left as written: three floats per point (not aligned), the fourth field
// read only under a condition (the first two, an aligned pair, are still
// one load), a subscript the iteration changes, and pairs the kernel
// writes.
#pragma loopgen offload
#pragma loopgen array(xyz[m][3], q[m][4], w[m][4], out[n])
#pragma loopgen validate(n = 29, m = 17)
void scalar_reads(int n, int m, const float *xyz, const float *q,
                  const float *w, float *out) {
  for (int i = 0; i < n; ++i) {
    float s = 0.0f;
    for (int a = 0; a < m; ++a) {
      s += xyz[3 * a] + xyz[3 * a + 1] + xyz[3 * a + 2];
      s += q[4 * a] + q[4 * a + 1] + q[4 * a + 2];
      if (s > 10.0f)
        s -= q[4 * a + 3];
      s += q[4 * a + 1] * q[4 * a + 2];
      int k = 4 * a;
      s += w[k] * w[k + 1];
      k = k + 2;
      s += w[k] * w[k + 1];
    }
    out[i] = s;
  }
}
// CHECK: record-loads.cpp:[[@LINE-14]]:5: remark: each iteration of the loop over 'a' reads whole records with one vector load each: 'q[4 * a]' .. 'q[4 * a + 1]' [-Rpass=loopgen-records]

#pragma loopgen offload
#pragma loopgen array(c[2 * n])
#pragma loopgen validate(n = 101)
void scale_pairs(int n, float *c) {
  for (int i = 0; i < n; ++i) {
    c[2 * i] = c[2 * i] + c[2 * i + 1];
    c[2 * i + 1] = c[2 * i + 1] * 2.0f;
  }
}
// CHECK-NOT: record-loads.cpp:[[@LINE-5]]{{.*}}vector load
// PASS-COUNT-5: PASS
