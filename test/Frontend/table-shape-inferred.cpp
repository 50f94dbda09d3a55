// RUN: loopgen %s --openmp -o /dev/null -Rpass=loopgen-lower 2>&1 | FileCheck %s
// RUN: loopgen %s --openmp --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: %exit1 loopgen %S/Inputs/table-shape-unknown.cpp -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
// Tables of rows allocated row by row (`double **data`) without an array
// pragma: the rows and their length come from the subscripts of each (was:
// "needs a shape: add '#pragma loopgen array(data[rows][cols])'", names
// that are not the function's).

// CHECK: :[[@LINE+2]]:37: remark: the shape of 'data' is data[n][m]: the rows and elements its accesses reach
#pragma loopgen validate(m = 300, n = 200)
void colmean(int m, int n, double **data, double *mean)
{
  int i, j;
#pragma omp parallel for private(i)
  for (j = 0; j < m; j++) {
    mean[j] = 0.0;
    for (i = 0; i < n; i++) mean[j] += data[i][j];
    mean[j] /= n;
  }
}

// A float** image, borders left alone; a row pointer taken in the loop.
// CHECK: :[[@LINE+3]]:46: remark: the shape of 'in' is in[h][w]: the rows and elements its accesses reach
#pragma loopgen validate(w = 320, h = 240)
#pragma loopgen offload
void blur3(int w, int h, const float *const *in, float **out) {
  for (int y = 1; y < h - 1; ++y) {
    const float *up = in[y - 1], *mid = in[y], *down = in[y + 1];
    for (int x = 1; x < w - 1; ++x)
      out[y][x] = (up[x] + mid[x - 1] + mid[x] + mid[x + 1] + down[x]) * 0.2f;
  }
}

// An int** adjacency matrix, read whole.
#pragma loopgen validate(n = 256)
#pragma loopgen offload
void degrees(int n, int **adj, int *deg) {
  for (int i = 0; i < n; ++i) {
    int d = 0;
    for (int j = 0; j < n; ++j)
      d += adj[i][j] != 0;
    deg[i] = d;
  }
}
// VALID: PASS: 3 of 3 functions match the sequential original

// ERR: table-shape-unknown.cpp:4:44: error: pointer parameter 'rows' needs a shape: add '#pragma loopgen array(rows[n][cols])' before the function, with its real extents (loopgen cannot infer it: a subscript is not a polynomial of the loop indices and sizes)
