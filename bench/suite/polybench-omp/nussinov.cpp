// nussinov: Nussinov's dynamic program for the largest number of non-crossing base pairs of an RNA sequence (table[0][n-1]).
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
#    define N 5500
#  else /* LARGE_DATASET, the default */
#    define N 2500
#  endif
#endif
#ifndef DATA_TYPE
#define DATA_TYPE int
#endif

// The suite's base type: one of the four bases A, C, G, U as 0..3.
typedef char base;

// The suite's max_score and match macros, as functions.
static DATA_TYPE max_score(DATA_TYPE s1, DATA_TYPE s2) { return (s1 >= s2) ? s1 : s2; }
static DATA_TYPE match(base b1, base b2) { return (b1 + b2) == 3 ? 1 : 0; }

// PolyBench's init_array, with the kernel's parameters.
static void init_nussinov(int n, base seq[N], DATA_TYPE table[N][N]) {
  int i, j;
  for (i = 0; i < n; i++)
    seq[i] = (base)((i + 1) % 4);
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      table[i][j] = 0;
}

#pragma loopgen validate(n = N) init(init_nussinov)
void kernel_nussinov(int n, base seq[N], DATA_TYPE table[N][N]) {
  int i, j, k;
#pragma omp target data map(to: seq[0:n]) map(tofrom: table[0:n][0:n])
  {
    // table[i][j] needs table[i][j-1] and table[i+1][j] of the same sweep: no loop of this nest is parallel as written.
#pragma omp target
    for (i = n - 1; i >= 0; i--) {
      for (j = i + 1; j < n; j++) {
        if (j - 1 >= 0)
          table[i][j] = max_score(table[i][j], table[i][j - 1]);
        if (i + 1 < n)
          table[i][j] = max_score(table[i][j], table[i + 1][j]);

        if (j - 1 >= 0 && i + 1 < n) {
          if (i < j - 1)
            table[i][j] = max_score(table[i][j], table[i + 1][j - 1] + match(seq[i], seq[j]));
          else
            table[i][j] = max_score(table[i][j], table[i + 1][j - 1]);
        }

        for (k = i + 1; k < j; k++)
          table[i][j] = max_score(table[i][j], table[i][k] + table[k + 1][j]);
      }
    }
  }
}
