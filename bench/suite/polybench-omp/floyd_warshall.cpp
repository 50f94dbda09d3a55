// floyd-warshall: all-pairs shortest path lengths of a weighted directed graph, updated in place in path.
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>
#if !defined(N)
#  if defined(MINI_DATASET)
#    define N 60
#  elif defined(SMALL_DATASET)
#    define N 180
#  elif defined(MEDIUM_DATASET)
#    define N 500
#  elif defined(EXTRALARGE_DATASET)
#    define N 5600
#  else /* LARGE_DATASET, the default */
#    define N 2800
#  endif
#endif
#ifndef DATA_TYPE
#define DATA_TYPE int
#endif

// PolyBench's init_array, with the kernel's parameters.
static void init_floyd_warshall(int n, DATA_TYPE path[N][N]) {
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      path[i][j] = i * j % 7 + 1;
      if ((i + j) % 13 == 0 || (i + j) % 7 == 0 || (i + j) % 11 == 0)
        path[i][j] = 999;
    }
}

#pragma loopgen validate(n = N) init(init_floyd_warshall)
void kernel_floyd_warshall(int n, DATA_TYPE path[N][N]) {
  int i, j, k;
#pragma omp target data map(tofrom: path[0:n][0:n])
  {
    for (k = 0; k < n; k++) {
#pragma omp target teams distribute parallel for collapse(2)
      for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
          path[i][j] = path[i][j] < path[i][k] + path[k][j] ? path[i][j] : path[i][k] + path[k][j];
    }
  }
}
