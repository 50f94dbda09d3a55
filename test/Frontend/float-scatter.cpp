// RUN: loopgen %s -Rpass=loopgen-parallelism -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s --check-prefix=CUDA < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=37 | FileCheck %s --check-prefix=VALID
// Floating-point adds into places computed from data, as people write
// them: atomic adds on the GPU (their order changes from run to run, as a
// reduction's).
#include <vector>

// Cloud-in-cell deposit of particles' charge onto a 1-D grid.
#pragma loopgen offload
#pragma loopgen array(x[n], q[n], rho[cells])
#pragma loopgen validate(n = 20000, cells = 256)
void deposit(const std::vector<float> &x, const std::vector<float> &q,
             std::vector<float> &rho, int n, int cells) {
  for (int c = 0; c < cells; ++c)
    rho[c] = 0.0f;
  for (int p = 0; p < n; ++p) {
    float s = x[p] * (cells - 1);
    int c = (int)s;
    float f = s - c;
    rho[c] += q[p] * (1.0f - f);
    if (c + 1 < cells)
      rho[c + 1] += q[p] * f;
  }
}
// REMARK: :[[@LINE-9]]:3: remark: loop over 'p' is parallel: proven free of loop-carried dependences apart from a reduction (atomic updates of 'rho'); its floating-point result is rounded in another order
// CUDA-LABEL: void deposit_kernel1(
// CUDA: atomicAdd((float *)&

// y = A^T x for A in coordinate form: each entry adds into the row its
// column names.
#pragma loopgen offload
#pragma loopgen array(row[nnz], col[nnz], val[nnz], x[m], y[n])
#pragma loopgen validate(nnz = 5000, m = 300, n = 200)
void coo_transposed(int nnz, int m, int n, const int *row, const int *col,
                    const double *val, const double *x, double *y) {
  for (int j = 0; j < n; ++j)
    y[j] = 0.0;
  for (int k = 0; k < nnz; ++k)
    y[col[k] % n] += val[k] * x[row[k] % m];
}
// REMARK: :[[@LINE-3]]:3: remark: loop over 'k' is parallel: {{.*}}atomic updates of 'y'
// CUDA-LABEL: void coo_transposed_kernel1(
// CUDA: atomicAdd((double *)&

// Pair forces once per pair, Newton's third law: body j gets the opposite.
// Its subscripts are affine: analysis places the adds (wavefronts), no
// atomics.
#pragma loopgen offload
#pragma loopgen array(pos[n], force[n])
#pragma loopgen validate(n = 300)
void pair_forces(int n, const float *pos, float *force) {
  for (int i = 0; i < n; i++)
    force[i] = 0;
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) {
      float d = pos[j] - pos[i];
      float f = d / (1.0f + d * d);
      force[i] += f;
      force[j] -= f;
    }
}
// REMARK: :[[@LINE-8]]:3: remark: loop over 'i' is sequential: 'force[i]' and 'force[j]' touch the same element
// VALID: PASS: 3 of 3 functions match the sequential original
