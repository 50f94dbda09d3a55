// RUN: loopgen %s -o %t.cu
// RUN: loopgen %s --validate --emulate | FileCheck %s
// A parameter declared `float seis[]` is a pointer in C: it takes a shape
// pragma of any rank (`array(seis[nt][NX])`, was "its type has 1
// dimension") or the shape its accesses reach.
#define NX 32

#pragma loopgen offload
#pragma loopgen validate(nt = 20)
#pragma loopgen array(seis[nt][NX])
void record(int nt, const float field[][NX], float seis[]) {
  for (int t = 0; t < nt; ++t)
    for (int x = 0; x < NX; ++x)
      seis[t * NX + x] = 0.5f * field[t][x];
}

#pragma loopgen offload
#pragma loopgen validate(n = 100)
void halve(int n, const double in[], double out[]) {
  for (int i = 0; i < n; ++i)
    out[i] = 0.5 * in[i];
}
// CHECK: PASS: 2 of 2 functions match the sequential original
