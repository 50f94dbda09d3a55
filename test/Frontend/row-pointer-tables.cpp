// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s -o - | FileCheck %s --check-prefix=CU
// RUN: loopgen %S/Inputs/row-pointers-no-shape.cpp -o %t.cu -Rpass=loopgen-lower 2>&1 | FileCheck %s --check-prefix=SHAPE
// Tables of row pointers (T **, as C code and Numerical Recipes allocate
// matrices): with a shape array(a[rows][cols]), the rows, apart on the
// host, are one flattened array on the device, copied row by row. Read by
// a[i][j], through a row pointer (`const int *row = a[i]`), and written.
#pragma loopgen offload
#pragma loopgen array(cost[n][m], best[n])
#pragma loopgen validate(n = 300, m = 40)
void row_minimum(int n, int m, int **cost, int *best) {
  for (int i = 0; i < n; ++i) {
    const int *row = cost[i];
    int low = row[0];
    for (int j = 1; j < m; ++j)
      low = row[j] < low ? row[j] : low;
    best[i] = low;
  }
}

#pragma loopgen offload
#pragma loopgen array(a[n][n], b[n][n])
#pragma loopgen validate(n = 64, s = 0.5)
void transpose_scale(int n, double s, double **a, double **b) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      b[j][i] = s * a[i][j];
}
// Each table is copied by its rows, in pinned chunks, both ways.
// CU: {{^ +}}LOOPGEN_CHECK(loopgen_memcpy_rows(
// CU-NEXT: {{^ +}}d_cost, [&](size_t loopgen_r) { return cost[loopgen_r]; }, (size_t)(n),
// CU-NEXT: {{^ +}}(size_t)(m) * sizeof(int), cudaMemcpyHostToDevice));
// CU: {{^ +}}d_b, [&](size_t loopgen_r) { return b[loopgen_r]; }, (size_t)(n),
// CU-NEXT: {{^ +}}(size_t)(n) * sizeof(double), cudaMemcpyDeviceToHost));
// CHECK: RESULT function=row_minimum status=PASS
// CHECK: RESULT function=transpose_scale status=PASS
// Without a shape, the rows and elements its accesses reach.
// SHAPE: remark: the shape of 'grid' is grid[n][1]: the rows and elements its accesses reach
