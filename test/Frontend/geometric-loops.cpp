// RUN: loopgen %s --emit=loopir -o - 2>/dev/null | FileCheck %s --check-prefix=IR
// RUN: loopgen %s --validate --emulate --force-gpu | FileCheck %s
// RUN: loopgen %s --validate --emulate --force-gpu --size n=777 | FileCheck %s
// RUN: not loopgen %S/Inputs/geometric-changed.cpp -o %t.cu 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: loopgen %s --force-gpu -o - 2>/dev/null | FileCheck %s --check-prefix=CU
// Loops whose index grows or shrinks by a factor (tree levels, halving
// strides): a loop over the step's number, its trips counted once from the
// index's first value, the index multiplied or divided after the body. The
// loops inside run in parallel where they can, with the index a value of
// their launch.
#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 4096)
void tree_levels(int n, float *a) {
  for (int s = 1; s < n; s <<= 1)
    for (int i = 0; i < n / (2 * s); ++i)
      a[2 * s * i] += a[2 * s * i + s];
}

#pragma loopgen offload
#pragma loopgen array(a[n], out[n])
#pragma loopgen validate(n = 1000)
void halving(int n, const int *a, int *out) {
  int stride;
  for (stride = n / 2; stride > 0; stride /= 2)
    for (int i = 0; i < stride; ++i)
      out[i] = a[i] + a[i + stride];
}

#pragma loopgen offload
#pragma loopgen array(v[n])
#pragma loopgen validate(n = 2000)
void powers_of_three(int n, double *v) {
  for (long k = 1; k <= n; k = k * 3)
    for (int i = 0; i < n; ++i)
      v[i] += 1.0 / (double)k;
}
// IR: var s_levels: long long = loopgen_geometric_trips((long long)s, (long long)n, 2, 0)
// IR-NEXT: for s_level in [0, s_levels) sequential
// IR: s *= 2
// IR: loopgen_geometric_trips((long long)stride, (long long)0, 2, 2)
// IR: for i in [0, stride) parallel
// IR: stride /= 2
// IR: loopgen_geometric_trips((long long)k, (long long)n, 3, 1)
// CHECK: RESULT function=tree_levels status=PASS
// CHECK: RESULT function=halving status=PASS
// CHECK: RESULT function=powers_of_three status=PASS
// Under --force-gpu the tree's levels run in one GPU thread, which counts
// their trips too (nvcc refused a host-only counter).
// CU: __host__ __device__ inline long long
// CU-NEXT: loopgen_geometric_trips(
// CU: __global__ void tree_levels_serial0(
// ERR: error: the loop's index 's' grows or shrinks by a factor, and its body changes it; loopgen counts such a loop's trips before it starts
