// RUN: loopgen %s '-Rpass=loopgen-(reshape|map-to-grid)' -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size w=13,h=7,nq=9,np=5,k=3,nx=11,ny=6 | FileCheck %s --check-prefix=VALID
// std::vectors that hold a matrix row after row, indexed `v[y * w + x]`
// with no shape pragma, as C++ code keeps images and grids: where every
// access is a row of w elements (x within [0, w)), the vector is analyzed
// as rows of w, so that the loops over rows are parallel too. The host
// checks on entry that its size is a multiple of w; where it is not, the
// call runs the original.
#include <vector>

// An image.
#pragma loopgen offload
#pragma loopgen validate(w = 300, h = 200)
void blur(int w, int h, const std::vector<float> &in, std::vector<float> &out) {
  // REMARK: flat-vector-rows.cpp:[[@LINE-1]]:51: remark: 'in' is analyzed as rows of 'w' elements, in[in.size() / w][w]
  // REMARK: flat-vector-rows.cpp:[[@LINE-2]]:75: remark: 'out' is analyzed as rows of 'w' elements
  // REMARK: flat-vector-rows.cpp:[[@LINE+1]]:3: remark: loop nest becomes a kernel with 2-D grid (y: 'y', x: 'x')
  for (int y = 1; y < h - 1; ++y)
    for (int x = 1; x < w - 1; ++x)
      out[y * w + x] = (in[y * w + x - 1] + in[y * w + x + 1] +
                        in[(y - 1) * w + x] + in[(y + 1) * w + x]) *
                       0.25f;
}
// CHECK: const unsigned long in_rows = ((w) > 0 ? in.size() / (size_t)(w) : 0);
// CHECK: if (((w <= 0) || (in_rows * w != in_size)) ||
// CHECK-NEXT: ((w <= 0) || (out_rows * w != out_size))) {
// CHECK-NEXT: LOOPGEN_COUNT_ASSUMPTION_FAILED();
// CHECK-NEXT: loopgen_report_fallback("blur");
// CHECK-NEXT: return blur_on_host(w, h, in, out);

// k nearest points per query, kept sorted by insertion: the output is rows
// of k.
#pragma loopgen offload
#pragma loopgen validate(nq = 300, np = 500, k = 5)
void knn(int nq, int np, int k, const std::vector<float> &qx,
         const std::vector<float> &qy, const std::vector<float> &px,
         const std::vector<float> &py, std::vector<int> &nearest) {
  // REMARK: flat-vector-rows.cpp:[[@LINE+1]]:3: remark: loop nest becomes a kernel with 1-D grid (x: 'q')
  for (int q = 0; q < nq; ++q) {
    std::vector<float> best(k);
    std::vector<int> who(k);
    for (int j = 0; j < k; ++j) {
      best[j] = 1e30f;
      who[j] = -1;
    }
    for (int p = 0; p < np; ++p) {
      float dx = qx[q] - px[p], dy = qy[q] - py[p];
      float d = dx * dx + dy * dy;
      if (d < best[k - 1]) {
        int at = k - 1;
        while (at > 0 && best[at - 1] > d) {
          best[at] = best[at - 1];
          who[at] = who[at - 1];
          at--;
        }
        best[at] = d;
        who[at] = p;
      }
    }
    for (int j = 0; j < k; ++j)
      nearest[q * k + j] = who[j];
  }
}

// A grid held by a class, column-major (`u[i * ny + j]`).
struct Grid {
  int nx = 0, ny = 0;
  std::vector<double> u, lap;
#pragma loopgen offload
#pragma loopgen validate(nx = 120, ny = 90)
  void laplacian() {
    // REMARK: flat-vector-rows.cpp:[[@LINE+1]]:5: remark: loop nest becomes a kernel with 2-D grid (y: 'i', x: 'j')
    for (int i = 1; i < nx - 1; ++i)
      for (int j = 1; j < ny - 1; ++j)
        lap[i * ny + j] = u[(i - 1) * ny + j] + u[(i + 1) * ny + j] +
                          u[i * ny + j - 1] + u[i * ny + j + 1] -
                          4 * u[i * ny + j];
  }
};

// VALID-NOT: on the host as written
// VALID: RESULT function=blur status=PASS
// VALID: RESULT function=knn status=PASS
// VALID: RESULT function=laplacian status=PASS
