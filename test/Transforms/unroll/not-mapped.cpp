// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// Of a four-deep band only the innermost three loops are on the grid; the
// outermost runs inside each thread, with nothing to unroll across threads.
#pragma loopgen offload
#pragma loopgen array(a[n][n][n][n])
void f(int n, float *a) {
  // CHECK: warning: unroll(2) of the loop over 'h' is ignored: the loop is not mapped to the grid
  #pragma loopgen parallel unroll(2)
  for (int h = 0; h < n; ++h)
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        for (int k = 0; k < n; ++k)
          a[((h * n + i) * n + j) * n + k] = h + i + j + k;
}
