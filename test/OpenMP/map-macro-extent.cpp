// RUN: loopgen %s --openmp --validate --emulate --size s=2 | FileCheck %s
// Map sections of pointer parameters whose extents are macros, as OpenMP
// codes write them (`p[0:N]`, a macro of a macro): expanded as OpenMP
// expands them, they give the shapes.
// CHECK: PASS: 1 of 1 functions match the sequential original
#define N 4000
#define HALF (N / 2)

void scale(float *p, const float *q, float s) {
#pragma omp target teams distribute parallel for map(tofrom: p[0:N]) map(to: q[0:HALF])
  for (int i = 0; i < HALF; ++i)
    p[2 * i] = s * q[i];
}
