// RUN: loopgen %s -Rpass=loopgen-parallelism -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size n=37 | FileCheck %s
// Loops of unknown length inside a loop that write shared array elements:
// at the thread's own element the loop around stays parallel; through the
// scalars the inner loop changes (a ray's cells, a run of marks) a write
// may land anywhere, so the loop around is sequential (and the function
// runs on the host, saying why); a scatter of counts becomes atomics.
// `do { ... } while (0)`, the macro idiom, is a block.
#include <cstdlib>

// Each value halved until small: the last value above 1 is stored each time.
#pragma loopgen offload
#pragma loopgen array(in[n], out[n])
#pragma loopgen validate(n = 1000)
void halve_until_small(const float *in, float *out, int n) {
  // REMARK: while-writes-arrays.cpp:[[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (int i = 0; i < n; ++i) {
    float x = 4.0f * in[i];
    int it = 0;
    out[i] = 0;
    while (x > 1.0f && it < 100) {
      out[i] = x;
      x = x * 0.5f;
      it++;
    }
  }
}

// Rays walked cell by cell (Bresenham) from one origin: cells are shared.
#pragma loopgen offload
#pragma loopgen array(ends[n][2], grid[64 * 64])
#pragma loopgen validate(n = 300)
void walk_rays(const int *ends, float *grid, int n) {
  // REMARK: while-writes-arrays.cpp:[[@LINE+2]]:3: remark: loop over 'r' is sequential: cannot prove that 'grid[cy * 64 + cx]' writes different elements of 'grid' in different iterations
  // REMARK: warning: 'walk_rays' runs on the host as written
  for (int r = 0; r < n; ++r) {
    int x1 = std::abs(ends[2 * r]) % 64, y1 = std::abs(ends[2 * r + 1]) % 64;
    int cx = 32, cy = 32;
    int dx = std::abs(x1 - cx), sx = cx < x1 ? 1 : -1;
    int dy = -std::abs(y1 - cy), sy = cy < y1 ? 1 : -1;
    int err = dx + dy;
    while (cx != x1 || cy != y1) {
      grid[cy * 64 + cx] = 0.9f * grid[cy * 64 + cx] - 0.4f;
      int e2 = 2 * err;
      if (e2 >= dy) {
        err += dy;
        cx += sx;
      }
      if (e2 <= dx) {
        err += dx;
        cy += sy;
      }
    }
  }
}

// Marks from each start to the first non-positive value: runs overlap.
#pragma loopgen offload
#pragma loopgen array(a[n], marks[n])
#pragma loopgen validate(n = 1000)
void mark_runs(const float *a, int *marks, int n) {
  // REMARK: while-writes-arrays.cpp:[[@LINE+2]]:3: remark: loop over 'i' is sequential
  // REMARK: warning: 'mark_runs' runs on the host as written
  for (int i = 0; i < n; ++i) {
    int j = i;
    while (j < n && a[j] > 0) {
      marks[j] = marks[j] + 1;
      j++;
    }
  }
}

// Digits of each value counted into ten bins.
#pragma loopgen offload
#pragma loopgen array(data[n], hist[10])
#pragma loopgen validate(n = 1000)
void digit_histogram(const int *data, int *hist, int n) {
  // REMARK: while-writes-arrays.cpp:[[@LINE+1]]:3: remark: loop over 'i' is parallel: proven free of loop-carried dependences apart from a reduction (atomic updates of 'hist')
  for (int i = 0; i < n; ++i) {
    int v = std::abs(data[i] % 100000);
    do {
      hist[v % 10] += 1;
      v /= 10;
    } while (v > 0);
  }
}

// A row filled up to its first negative value, left by break: a loop over
// its index whose iterations run under the flag the break clears, so that
// the rows stay apart.
#pragma loopgen offload
#pragma loopgen array(a[m][n])
#pragma loopgen validate(m = 50, n = 40)
void fill_until_negative(int m, int n, float *a) {
  // REMARK: while-writes-arrays.cpp:[[@LINE+2]]:3: remark: loop over 'r' is parallel
  // REMARK: while-writes-arrays.cpp:[[@LINE+2]]:5: remark: loop left by 'break' is sequential: 'break' leaves it, so its iterations run in order
  for (int r = 0; r < m; ++r)
    for (int i = 0; i < n; ++i) {
      if (a[r * n + i] < 0)
        break;
      a[r * n + i] = 1;
    }
}

// The macro idiom: a block, left early by its break.
#define BUMP(h, k)                                                             \
  do {                                                                         \
    if ((k) < 0)                                                               \
      break;                                                                   \
    (h)[(k)] += 1.0f;                                                          \
  } while (0)

#pragma loopgen offload
#pragma loopgen array(h[4])
#pragma loopgen validate(n = 1000)
void macro_bump(const int *a, float *h, int n) {
  // REMARK: while-writes-arrays.cpp:[[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (int i = 0; i < n; ++i)
    BUMP(h, a[i] % 4);
}

// A do-while's body runs once before its test: i < 0 never holds, yet
// every element is set (and the shapes are inferred from it; b[i], read
// twice, is read whether or not i < 0).
#pragma loopgen offload
#pragma loopgen validate(n = 1000)
void triple_once(const float *b, float *a, int n) {
  for (int i = 0; i < n; ++i)
    do {
      a[i] = b[i] * 2.0f + b[i];
    } while (i < 0);
}

// CHECK-NOT: FAIL
// CHECK: PASS: 7 of 7 functions match the sequential original
