// RUN: not loopgen %s 2>&1 | FileCheck %s
// The tile clauses: tile, tile(depth) and notile, once each.
#pragma loopgen offload
#pragma loopgen array(a[n][n], b[n][n])
void f(int n, const float *a, float *b) {
  // CHECK: pragma-tile.cpp:[[@LINE+1]]:43: error: tile or notile is given twice
  #pragma loopgen parallel tile(16) notile
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      b[i * n + j] = a[j * n + i];
  // CHECK: pragma-tile.cpp:[[@LINE+1]]:36: error: a tile is at most 64 iterations deep
  #pragma loopgen parallel tile(128)
  for (int i = 0; i < n; ++i)
    b[i] = 0;
}
