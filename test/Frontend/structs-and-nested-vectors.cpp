// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A program in the style of seed 002's LocVolCalib: a struct of vectors
// sized by its constructor, helpers that take it by reference, a row of a
// std::vector<std::vector<T>> passed to a helper, and a by-value copy.
#include <vector>
typedef double REAL;

struct Grid {
  std::vector<REAL> x;                 // [nx]
  std::vector<std::vector<REAL>> val;  // [nx][ny]
  int nx, ny;
  Grid(int nx, int ny) : x(nx), val(nx, std::vector<REAL>(ny)), nx(nx), ny(ny) {}
};

static void init(Grid &g, REAL h) {
  for (int i = 0; i < g.nx; ++i)
    g.x[i] = i * h;
}

// Scales one row in place.
static void scaleRow(std::vector<REAL> &row, int n, REAL s) {
  for (int j = 0; j < n; ++j)
    row[j] = row[j] * s;
}

static REAL sumCopy(std::vector<REAL> v, int n) {
  REAL s = 0;
  for (int j = 0; j < n; ++j) {
    s += v[j];
    v[j] = 0; // Only the copy changes.
  }
  return s;
}

#pragma loopgen offload
#pragma loopgen array(in[nx][ny], out[nx])
#pragma loopgen validate(nx = 40, ny = 30)
void f(int nx, int ny, const std::vector<std::vector<REAL>> &in,
       std::vector<REAL> &out) {
  Grid g(nx, ny);
  init(g, 0.5);
  for (int i = 0; i < nx; ++i)
    for (int j = 0; j < ny; ++j)
      g.val[i][j] = in[i][j] + g.x[i];
  for (int i = 0; i < nx; ++i)
    scaleRow(g.val[i], ny, 2.0);
  for (int i = 0; i < nx; ++i) {
    REAL s = sumCopy(g.val[i], ny);
    out[i] = s + g.val[i][0];
  }
}
// CHECK:      array g_x: double[nx] (vector, zeroed)
// CHECK-NEXT: array g_val: double[nx][ny] (vector, zeroed)
// CHECK-NEXT: var g_nx: int = nx
// CHECK:      g_x[i] = i * 0.5
// CHECK:      g_val[i][j] = in[i][j] + g_x[i]
// The row argument: row[j] is g_val[i][j].
// CHECK:      g_val[i][j] = g_val[i][j] * 2.0
// The by-value vector is a copy.
// CHECK:      array v: double[ny] (vector, zeroed)
// CHECK:      v[v_i0] = g_val[i][v_i0]
// VALID: out {{.*}} ok
// VALID: PASS: 1 of 1
