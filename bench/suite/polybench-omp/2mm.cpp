// 2mm: D := alpha*A*B*C + beta*D, two chained matrix multiplications.
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>
#if !defined(NI) && !defined(NJ) && !defined(NK) && !defined(NL)
#  if defined(MINI_DATASET)
#    define NI 16
#    define NJ 18
#    define NK 22
#    define NL 24
#  elif defined(SMALL_DATASET)
#    define NI 40
#    define NJ 50
#    define NK 70
#    define NL 80
#  elif defined(MEDIUM_DATASET)
#    define NI 180
#    define NJ 190
#    define NK 210
#    define NL 220
#  elif defined(EXTRALARGE_DATASET)
#    define NI 1600
#    define NJ 1800
#    define NK 2200
#    define NL 2400
#  else /* LARGE_DATASET, the default */
#    define NI 800
#    define NJ 900
#    define NK 1100
#    define NL 1200
#  endif
#endif
#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

// PolyBench's init_array, with the kernel's parameters.
static void init_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                     DATA_TYPE tmp[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                     DATA_TYPE C[NJ][NL], DATA_TYPE D[NI][NL]) {
  int i, j;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = (DATA_TYPE) ((i*j+1) % ni) / ni;
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = (DATA_TYPE) (i*(j+1) % nj) / nj;
  for (i = 0; i < nj; i++)
    for (j = 0; j < nl; j++)
      C[i][j] = (DATA_TYPE) ((i*(j+3)+1) % nl) / nl;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++)
      D[i][j] = (DATA_TYPE) (i*(j+2) % nk) / nk;
}

#pragma loopgen validate(ni = NI, nj = NJ, nk = NK, nl = NL, alpha = 1.5, beta = 1.2) init(init_2mm)
void kernel_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                DATA_TYPE tmp[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                DATA_TYPE C[NJ][NL], DATA_TYPE D[NI][NL]) {
  int i, j, k;
  /* D := alpha*A*B*C + beta*D */
  #pragma omp target data map(to: A[0:ni][0:nk], B[0:nk][0:nj], C[0:nj][0:nl]) map(tofrom: D[0:ni][0:nl]) map(from: tmp[0:ni][0:nj])
  {
  #pragma omp target teams distribute parallel for collapse(2) private(k)
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      tmp[i][j] = 0.0;
      for (k = 0; k < nk; ++k)
        tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
  #pragma omp target teams distribute parallel for collapse(2) private(k)
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++) {
      D[i][j] *= beta;
      for (k = 0; k < nj; ++k)
        D[i][j] += tmp[i][k] * C[k][j];
    }
  }
}
