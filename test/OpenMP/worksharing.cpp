// RUN: loopgen %s --openmp -Rpass=loopgen-parallelism -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: loopgen %s --openmp --validate --emulate --size n=5000 --size m=60 --size bins=32 --size a=1.5 | FileCheck %s
// OpenMP's worksharing loops, with no loopgen pragma: each function with
// one is offloaded, each loop is the user's claim (proven where loopgen
// can, trusted where it cannot), reduction clauses name the reductions,
// and the OpenMP API answers as one thread does.
#include <omp.h>
#include <cmath>

void saxpy(int n, float a, const float *x, float *y) {
#pragma omp parallel for schedule(static) num_threads(8)
  for (int i = 0; i < n; ++i)
    y[i] = a * x[i] + y[i];
}

// REMARK: worksharing.cpp:[[@LINE+5]]:3: remark: loop over 'i' is parallel: annotated ('#pragma omp parallel for simd'), and proven free of loop-carried dependences apart from reductions (+ into 's', max into 'big')
double norm_and_max(int n, const double *x, double *largest) {
  double s = 0, big = 0;
  omp_set_num_threads(4);
#pragma omp parallel for simd reduction(+ : s) reduction(max : big)
  for (int i = 0; i < n; ++i) {
    s += x[i] * x[i];
    big = std::fmax(big, std::fabs(x[i]));
  }
  *largest = big;
  return std::sqrt(s);
}

// A reduction into a scalar passed by reference (the clause names it; the
// loop accumulates it in a register).
void total(int n, const double *x, double &s) {
  s = 0;
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < n; ++i)
    s += x[i];
}

// Indices declared at function scope, private(...), collapse(2).
void scale2d(int n, int m, const double *A, double *B) {
  int i, j;
#pragma omp parallel for collapse(2) private(i, j)
  for (i = 0; i < n; ++i)
    for (j = 0; j < m; ++j)
      B[i * m + j] = 2.0 * A[i * m + j];
}

// A parallel region whose threads each sum a slice into their own slot,
// then combined: with one thread, one slot.
double sum_partials(int n, const double *x) {
  double partial[64] = {0};
  int threads = omp_get_max_threads();
#pragma omp parallel
  {
    int t = omp_get_thread_num();
#pragma omp for nowait
    for (int i = 0; i < n; ++i)
      partial[t] += x[i];
  }
  double s = 0;
  for (int t = 0; t < threads; ++t)
    s += partial[t];
  return s;
}

// Atomic adds into a float histogram, and the same as an array-section
// reduction. A subscript computed from the data does not tell the extent:
// a loopgen pragma gives it, beside OpenMP's.
#pragma loopgen array(hist[bins], hist2[bins])
void histogram(int n, int bins, const int *key, const float *w,
               float *hist, float *hist2) {
#pragma omp parallel for
  for (int i = 0; i < n; ++i) {
    int b = key[i] & (bins - 1);
#pragma omp atomic
    hist[b] += w[i];
  }
#pragma omp parallel for reduction(+ : hist2[:bins])
  for (int i = 0; i < n; ++i)
    hist2[key[i] & (bins - 1)] += w[i];
}

// A scatter through a permutation (7 is prime to n): loopgen cannot prove
// it, the claim makes it parallel.
// REMARK: worksharing.cpp:[[@LINE+6]]:3: remark: loop over 'i' is parallel, as its '#pragma omp parallel for' claims (loopgen cannot prove it: the subscript of 'out[i * 7 % n]' is not affine
#pragma loopgen array(out[n])
void scatter(int n, const float *in, float *out) {
  for (int i = 0; i < n; ++i)
    out[i] = 0;
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    out[i * 7 % n] = in[i];
}

// CHECK: RESULT function=saxpy status=PASS
// CHECK: RESULT function=norm_and_max status=PASS
// CHECK: RESULT function=total status=PASS
// CHECK: RESULT function=scale2d status=PASS
// CHECK: RESULT function=sum_partials status=PASS
// CHECK: RESULT function=histogram status=PASS
// CHECK: RESULT function=scatter status=PASS
// CHECK: PASS
