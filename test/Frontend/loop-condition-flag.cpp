// RUN: loopgen %s --emit=report | FileCheck %s
// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A for loop whose condition bounds its index and tests a flag or an
// element too (`dy <= 1 && is_max`, `k < m && keys[k] != q`, `j < m &&
// !found`): the bound is the loop's, the rest a test before each iteration
// that leaves the loop as a break would. Inside a parallel loop, one that
// holds a loop runs over its index with its iterations under the flag (a
// loop of unknown length holds none); the breaking loop inside it may set
// the flag of the parallel loop's iteration.
#pragma loopgen array(r[h][w], mask[h][w])
#pragma loopgen validate(w = 128, h = 96)
#pragma loopgen offload
void nms(const float *r, int *mask, int w, int h) {
  for (int y = 1; y < h - 1; ++y)
    for (int x = 1; x < w - 1; ++x) {
      float v = r[y * w + x];
      bool is_max = true;
      for (int dy = -1; dy <= 1 && is_max; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
          if (dx == 0 && dy == 0) continue;
          if (r[(y + dy) * w + (x + dx)] > v) { is_max = false; break; }
        }
      mask[y * w + x] = is_max ? 1 : 0;
    }
}

#pragma loopgen array(keys[m], queries[n], pos[n])
#pragma loopgen validate(n = 500, m = 64)
#pragma loopgen offload
void find(const int *keys, const int *queries, int *pos, int n, int m) {
  for (int i = 0; i < n; ++i) {
    int k;
    for (k = 0; k < m && keys[k] != queries[i] % 80; ++k)
      ;
    pos[i] = k;
  }
}

#pragma loopgen array(a[n][m], first[n])
#pragma loopgen validate(n = 300, m = 50)
#pragma loopgen offload
void first_negative(const float *a, int *first, int n, int m) {
  for (int i = 0; i < n; ++i) {
    bool found = false;
    first[i] = -1;
    for (int j = 0; j < m && !found; ++j)
      if (a[i * m + j] < -0.5f) {
        first[i] = j;
        found = true;
      }
  }
}
// CHECK: function nms: 1 parallel kernel
// CHECK-NEXT: loop y: parallel, grid y
// CHECK-NEXT: loop x: parallel, grid x
// CHECK: function find: 1 parallel kernel
// CHECK-NEXT: loop i: parallel, grid x
// CHECK: function first_negative: 1 parallel kernel
// CHECK-NEXT: loop i: parallel, grid x
// VALID: PASS: 3 of 3 functions match the sequential original
