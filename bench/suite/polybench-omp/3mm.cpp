// 3mm: G := (A*B)*(C*D), three matrix multiplications.
// Transcribed from the PolyBench/C 4.2.1 definition, in its style.
#include <cmath>
#if !defined(NI) && !defined(NJ) && !defined(NK) && !defined(NL) && !defined(NM)
#  if defined(MINI_DATASET)
#    define NI 16
#    define NJ 18
#    define NK 20
#    define NL 22
#    define NM 24
#  elif defined(SMALL_DATASET)
#    define NI 40
#    define NJ 50
#    define NK 60
#    define NL 70
#    define NM 80
#  elif defined(MEDIUM_DATASET)
#    define NI 180
#    define NJ 190
#    define NK 200
#    define NL 210
#    define NM 220
#  elif defined(EXTRALARGE_DATASET)
#    define NI 1600
#    define NJ 1800
#    define NK 2000
#    define NL 2200
#    define NM 2400
#  else /* LARGE_DATASET, the default */
#    define NI 800
#    define NJ 900
#    define NK 1000
#    define NL 1100
#    define NM 1200
#  endif
#endif
#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

// PolyBench's init_array, with the kernel's parameters.
static void init_3mm(int ni, int nj, int nk, int nl, int nm,
                     DATA_TYPE E[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                     DATA_TYPE F[NJ][NL], DATA_TYPE C[NJ][NM], DATA_TYPE D[NM][NL],
                     DATA_TYPE G[NI][NL]) {
  int i, j;
  for (i = 0; i < ni; i++)
    for (j = 0; j < nk; j++)
      A[i][j] = (DATA_TYPE) ((i*j+1) % ni) / (5*ni);
  for (i = 0; i < nk; i++)
    for (j = 0; j < nj; j++)
      B[i][j] = (DATA_TYPE) ((i*(j+1)+2) % nj) / (5*nj);
  for (i = 0; i < nj; i++)
    for (j = 0; j < nm; j++)
      C[i][j] = (DATA_TYPE) (i*(j+3) % nl) / (5*nl);
  for (i = 0; i < nm; i++)
    for (j = 0; j < nl; j++)
      D[i][j] = (DATA_TYPE) ((i*(j+2)+2) % nk) / (5*nk);
}

#pragma loopgen validate(ni = NI, nj = NJ, nk = NK, nl = NL, nm = NM) init(init_3mm)
void kernel_3mm(int ni, int nj, int nk, int nl, int nm,
                DATA_TYPE E[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                DATA_TYPE F[NJ][NL], DATA_TYPE C[NJ][NM], DATA_TYPE D[NM][NL],
                DATA_TYPE G[NI][NL]) {
  int i, j, k;
  #pragma omp target data map(to: A[0:ni][0:nk], B[0:nk][0:nj], C[0:nj][0:nm], D[0:nm][0:nl]) map(from: E[0:ni][0:nj], F[0:nj][0:nl], G[0:ni][0:nl])
  {
  /* E := A*B */
  #pragma omp target teams distribute parallel for collapse(2) private(k)
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      E[i][j] = 0.0;
      for (k = 0; k < nk; ++k)
        E[i][j] += A[i][k] * B[k][j];
    }
  /* F := C*D */
  #pragma omp target teams distribute parallel for collapse(2) private(k)
  for (i = 0; i < nj; i++)
    for (j = 0; j < nl; j++) {
      F[i][j] = 0.0;
      for (k = 0; k < nm; ++k)
        F[i][j] += C[i][k] * D[k][j];
    }
  /* G := E*F */
  #pragma omp target teams distribute parallel for collapse(2) private(k)
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++) {
      G[i][j] = 0.0;
      for (k = 0; k < nj; ++k)
        G[i][j] += E[i][k] * F[k][j];
    }
  }
}
