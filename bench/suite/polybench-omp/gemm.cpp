// gemm: C := alpha*A*B + beta*C, general matrix-matrix multiply.
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>

#if !defined(NI) && !defined(NJ) && !defined(NK)
#  ifdef MINI_DATASET
#    define NI 20
#    define NJ 25
#    define NK 30
#  elif defined(SMALL_DATASET)
#    define NI 60
#    define NJ 70
#    define NK 80
#  elif defined(MEDIUM_DATASET)
#    define NI 200
#    define NJ 220
#    define NK 240
#  elif defined(EXTRALARGE_DATASET)
#    define NI 2000
#    define NJ 2300
#    define NK 2600
#  else /* LARGE_DATASET (default) */
#    define NI 1000
#    define NJ 1100
#    define NK 1200
#  endif
#endif

#ifndef DATA_TYPE
#  define DATA_TYPE double
#endif

void init_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
               DATA_TYPE C[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ]) {
  int i, j;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++)
      C[i][j] = (DATA_TYPE)((i * j + 1) % ni) / ni;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = (DATA_TYPE)(i * (j + 1) % nk) / nk;
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = (DATA_TYPE)(i * (j + 2) % nj) / nj;
}

#pragma loopgen validate(ni = NI, nj = NJ, nk = NK, alpha = 1.5, beta = 1.2) init(init_gemm)
void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE C[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ]) {
  int i, j, k;

  // BLAS PARAMS
  // TRANSA = 'N'
  // TRANSB = 'N'
  //  => Form C := alpha*A*B + beta*C,
  // A is NIxNK
  // B is NKxNJ
  // C is NIxNJ
  #pragma omp target data map(to: A[0:ni][0:nk], B[0:nk][0:nj]) map(tofrom: C[0:ni][0:nj])
  {
  #pragma omp target teams distribute parallel for private(j, k)
  for (i = 0; i < ni; i++) {
    for (j = 0; j < nj; j++)
      C[i][j] *= beta;
    for (k = 0; k < nk; k++) {
      for (j = 0; j < nj; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
  }
  }
}
