// RUN: loopgen %s --validate --emulate --size iters=9 | FileCheck %s
// RUN: loopgen %s --validate --emulate --size iters=4 | FileCheck %s
// Double buffering in C, where there is no std::swap: the pointers are
// swapped through a temporary, declared at the top as C89 code does, and
// the result is copied back when it ends in the scratch buffer.
#pragma loopgen offload
#pragma loopgen array(grid[rows][cols], scratch[rows][cols])
#pragma loopgen validate(rows = 40, cols = 50, iters = 3)
void jacobi(int rows, int cols, int iters, double *grid, double *scratch) {
  double *src = grid, *dst = scratch, *swap;
  int it, i, j;
  for (i = 0; i < rows * cols; i++)
    scratch[i] = grid[i];
  for (it = 0; it < iters; it++) {
    for (i = 1; i < rows - 1; i++)
      for (j = 1; j < cols - 1; j++)
        dst[i * cols + j] = 0.25 * (src[(i - 1) * cols + j] +
                                    src[(i + 1) * cols + j] +
                                    src[i * cols + j - 1] + src[i * cols + j + 1]);
    swap = src;
    src = dst;
    dst = swap;
  }
  if (src != grid)
    for (i = 0; i < rows * cols; i++)
      grid[i] = src[i];
}
// CHECK: RESULT function=jacobi status=PASS
