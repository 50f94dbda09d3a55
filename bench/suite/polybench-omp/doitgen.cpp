// doitgen: A[r][q][:] := A[r][q][:] * C4, multiresolution analysis kernel (MADNESS).
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>
#if !defined(NQ) && !defined(NR) && !defined(NP)
#  if defined(MINI_DATASET)
#    define NQ 8
#    define NR 10
#    define NP 12
#  elif defined(SMALL_DATASET)
#    define NQ 20
#    define NR 25
#    define NP 30
#  elif defined(MEDIUM_DATASET)
#    define NQ 40
#    define NR 50
#    define NP 60
#  elif defined(EXTRALARGE_DATASET)
#    define NQ 220
#    define NR 250
#    define NP 270
#  else /* LARGE_DATASET, the default */
#    define NQ 140
#    define NR 150
#    define NP 160
#  endif
#endif
#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

// PolyBench's init_array, with the kernel's parameters.
static void init_doitgen(int nr, int nq, int np, DATA_TYPE A[NR][NQ][NP],
                         DATA_TYPE C4[NP][NP], DATA_TYPE sum[NP]) {
  int i, j, k;
  for (i = 0; i < nr; i++)
    for (j = 0; j < nq; j++)
      for (k = 0; k < np; k++)
        A[i][j][k] = (DATA_TYPE) ((i*j + k) % np) / np;
  for (i = 0; i < np; i++)
    for (j = 0; j < np; j++)
      C4[i][j] = (DATA_TYPE) (i*j % np) / np;
}

#pragma loopgen validate(nr = NR, nq = NQ, np = NP) init(init_doitgen)
void kernel_doitgen(int nr, int nq, int np, DATA_TYPE A[NR][NQ][NP],
                    DATA_TYPE C4[NP][NP], DATA_TYPE sum[NP]) {
  int r, q, p, s;
  #pragma omp target data map(tofrom: A[0:nr][0:nq][0:np]) map(to: C4[0:np][0:np]) map(from: sum[0:np])
  {
  for (r = 0; r < nr; r++)
    for (q = 0; q < nq; q++) {
      #pragma omp target teams distribute parallel for private(s)
      for (p = 0; p < np; p++) {
        sum[p] = 0.0;
        for (s = 0; s < np; s++)
          sum[p] += A[r][q][s] * C4[s][p];
      }
      #pragma omp target teams distribute parallel for
      for (p = 0; p < np; p++)
        A[r][q][p] = sum[p];
    }
  }
}
