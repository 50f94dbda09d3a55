// Style "local": the sum of a row-major matrix, in a double.
#pragma loopgen offload
#pragma loopgen array(A[rows][cols])
#pragma loopgen validate(rows = 300, cols = 200)
double sum2d(int rows, int cols, const float *A) {
  double total = 0;
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      total += A[r * cols + c];
  return total;
}
