// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o %t.cu -Rpass=loopgen-lower 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: FileCheck %s --check-prefix=HOST < %t.cu
// Pointers indexed through data, with no pragma: the rows of a CSR matrix
// between two of its offsets, a gather through an index array, a histogram
// of bytes, a mesh's elements through their node lists. Each extent is the
// greatest element the accesses reach, read on entry from the input that
// holds the subscripts (one pass over that section of it).
// CHECK: PASS: 5 of 5 functions match the sequential original
#include <cstdint>

#pragma loopgen offload
#pragma loopgen validate(n = 3000)
// SHAPE: [[@LINE+3]]:{{[0-9]+}}: remark: the shape of 'rowptr' is rowptr[n + 1]
// SHAPE: [[@LINE+2]]:{{[0-9]+}}: remark: the shape of 'col' is col[rowptr_max], with rowptr_max the greatest of rowptr[1 .. n], read on entry
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'val' is val[rowptr_max]
void spmv(int n, const int *rowptr, const int *col, const double *val,
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'x' is x[col_max + 1], with col_max the greatest of col[rowptr_min .. rowptr_max - 1], read on entry
          const double *x, double *y) {
  for (int i = 0; i < n; ++i) {
    double s = 0.0;
    for (int k = rowptr[i]; k < rowptr[i + 1]; ++k)
      s += val[k] * x[col[k]];
    y[i] = s;
  }
}
// HOST: {{^}}  const long long rowptr_max = loopgen_extreme_of(
// HOST-NEXT: {{^}}      rowptr, 1, n, (long long)((size_t)std::max<long long>(0, n + 1)), true);

// A gather through an index array, the index in a local.
#pragma loopgen offload
#pragma loopgen validate(n = 5000)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'src' is src[perm_max + 1 > n ? perm_max + 1 : n], with perm_max the greatest of perm[0 .. n - 1], read on entry
void gather(int n, const unsigned *perm, const float *src, float *dst) {
  for (int i = 0; i < n; ++i) {
    const unsigned p = perm[i];
    dst[i] = 2.0f * src[p] + src[i];
  }
}

// A histogram of bytes: as many bins as the greatest byte reaches.
#pragma loopgen offload
#pragma loopgen validate(npix = 100000)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'hist' is hist[pixels_max + 1]
void histogram(int npix, const uint8_t *pixels, unsigned *hist) {
  for (int i = 0; i < npix; ++i)
    hist[pixels[i]] += 1;
}

// Elements of four nodes (node lists as in a finite-element code): the
// nodes' coordinates gathered under a test of data.
#pragma loopgen offload
#pragma loopgen validate(nelem = 2000)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'coord' is coord[conn_max + 1]
void element_sums(int nelem, const int *conn, const double *coord,
                  const int *active, double *sum) {
  for (int e = 0; e < nelem; ++e) {
    double s = 0.0;
    if (active[e] != 0)
      for (int k = 0; k < 4; ++k)
        s += coord[conn[4 * e + k]];
    sum[e] = s;
  }
}

// Edges as two lists of vertices: a vertex's degree, counted at the
// vertices the edges name.
#pragma loopgen offload
#pragma loopgen validate(m = 4000)
// SHAPE: [[@LINE+1]]:{{[0-9]+}}: remark: the shape of 'degree' is degree[from_max + 1 > to_max + 1 ? from_max + 1 : to_max + 1], with from_max the greatest of from[0 .. m - 1] and to_max the greatest of to[0 .. m - 1], read on entry
void degrees(int m, const int *from, const int *to, int *degree) {
  for (int e = 0; e < m; ++e) {
    degree[from[e]] += 1;
    degree[to[e]] += 1;
  }
}
