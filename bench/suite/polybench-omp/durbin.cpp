// durbin: Durbin's recursion solving the Yule-Walker equations (a symmetric Toeplitz system built from r) for y.
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>
#if !defined(N)
#  if defined(MINI_DATASET)
#    define N 40
#  elif defined(SMALL_DATASET)
#    define N 120
#  elif defined(MEDIUM_DATASET)
#    define N 400
#  elif defined(EXTRALARGE_DATASET)
#    define N 4000
#  else /* LARGE_DATASET, the default */
#    define N 2000
#  endif
#endif
#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

// PolyBench's init_array, with the kernel's parameters.
static void init_durbin(int n, DATA_TYPE r[N], DATA_TYPE y[N]) {
  int i;
  for (i = 0; i < n; i++)
    r[i] = (n + 1 - i);
}

#pragma loopgen validate(n = N) init(init_durbin)
void kernel_durbin(int n, DATA_TYPE r[N], DATA_TYPE y[N]) {
  int i, k;
  DATA_TYPE z[N];
  DATA_TYPE alpha;
  DATA_TYPE beta;
  DATA_TYPE sum;

  y[0] = -r[0];
  beta = 1.0;
  alpha = -r[0];

#pragma omp target data map(to: r[0:n]) map(tofrom: y[0:n]) map(alloc: z[0:n])
  {
    for (k = 1; k < n; k++) {
      beta = (1 - alpha * alpha) * beta;
      sum = 0.0;
#pragma omp target teams distribute parallel for reduction(+: sum)
      for (i = 0; i < k; i++)
        sum += r[k - i - 1] * y[i];
      alpha = -(r[k] + sum) / beta;

#pragma omp target teams distribute parallel for
      for (i = 0; i < k; i++)
        z[i] = y[i] + alpha * y[k - i - 1];
#pragma omp target teams distribute parallel for
      for (i = 0; i < k; i++)
        y[i] = z[i];
      y[k] = alpha;
#pragma omp target update to(y[k:1])
    }
  }
}
