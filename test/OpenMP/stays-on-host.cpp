// RUN: loopgen %s --openmp -Rpass=loopgen-parallelism -o %t.cu 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=OUT < %t.cu
// RUN: loopgen %s --openmp -o %t.cu 2>&1 | FileCheck %s --check-prefix=MAIN
// What loopgen cannot offload of an OpenMP program stays on the host as
// written (its OpenMP pragmas too), with the reason; main is the program,
// not a computation, and stays as written.
#include <omp.h>

// CHECK: stays-on-host.cpp:[[@LINE+3]]:{{[0-9]+}}: warning: 'omp_get_wtime' cannot be called in an offloaded function
// CHECK: stays-on-host.cpp:[[@LINE+1]]:8: warning: 'timed' has OpenMP loops but stays on the host as written: loopgen cannot offload it (the warnings before this one say why)
double timed(int n, const float *x, float *y) {
  double t0 = omp_get_wtime();
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    y[i] = 2 * x[i];
  return omp_get_wtime() - t0;
}

// The last iteration that assigns a conditional lastprivate is not known
// in advance.
// CHECK: stays-on-host.cpp:[[@LINE+3]]:1: warning: lastprivate(conditional: ...) is not supported: the last iteration that assigns 'last' is not known in advance
float last_positive(int n, const float *x, float *y) {
  float last = 0;
#pragma omp parallel for lastprivate(conditional : last)
  for (int i = 0; i < n; ++i) {
    y[i] = x[i];
    if (x[i] > 0.5f)
      last = x[i];
  }
  return last;
}

// An ordered loop keeps its order (and then runs on the host).
// CHECK: stays-on-host.cpp:[[@LINE+3]]:3: remark: loop over 'i' is sequential, as annotated
void ordered_copy(int n, const float *x, float *y) {
#pragma omp parallel for ordered
  for (int i = 0; i < n; ++i)
    y[i] = x[i];
}

// An argmin under a critical section: the claim holds but for the
// critical updates, which have no parallel form here; sequential.
// CHECK: stays-on-host.cpp:[[@LINE+4]]:1: warning: the loop of '#pragma omp parallel for' stays sequential: its critical, atomic or ordered updates have no parallel form here
int closest(int n, const float *d) {
  float best = 1e30f;
  int idx = -1;
#pragma omp parallel for
  for (int i = 0; i < n; ++i) {
#pragma omp critical
    {
      if (d[i] < best) {
        best = d[i];
        idx = i;
      }
    }
  }
  return idx;
}

// MAIN: stays-on-host.cpp:[[@LINE+3]]:1: warning: the OpenMP loops of 'main' stay on the host as written: loopgen offloads functions, so move the computation into one that main calls
int main() {
  float x[100] = {0}, y[100];
#pragma omp parallel for
  for (int i = 0; i < 100; ++i)
    y[i] = x[i];
  return timed(100, x, y) < 0;
}
// OUT: double timed(int n, const float *x, float *y) {
// OUT-NEXT:   double t0 = omp_get_wtime();
// OUT-NEXT: #pragma omp parallel for
// OUT: int main() {
// OUT-NEXT:   float x[100] = {0}, y[100];
// OUT-NEXT: #pragma omp parallel for
