// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: 1 of 1 functions match the sequential original
// Held out: written by a helper as a new user would, before loopgen was tried on it
// (2026-11-28, fourth round); kept as written but for a stray `iters` in validate().
// One weighted-Jacobi sweep for the linear system Y x = b arising in power
// grid analysis (e.g. DC power flow / nodal analysis with the bus admittance
// matrix Y stored in CSR form). For each bus i:
//     x_new[i] = (1-omega) x[i] + omega * (b[i] - sum_{j != i} Y_ij x_j) / Y_ii
// Buses with a (near-)zero diagonal keep their previous value. The residual
// infinity-norm is not computed here; the caller swaps x and x_new.
#include <cmath>

#pragma loopgen offload
#pragma loopgen validate(n = 4096, nnz = 16384)
#pragma loopgen array(row_ptr[n + 1], col_idx[nnz], val[nnz], b[n], x[n], x_new[n])
template <typename T>
void jacobi_sweep_csr(int n, int nnz, const int *row_ptr, const int *col_idx,
                      const T *val, const T *b, const T *x, T *x_new, T omega)
{
    for (int i = 0; i < n; ++i) {
        int start = row_ptr[i];
        int end = row_ptr[i + 1];
        if (start < 0) start = 0;
        if (end > nnz) end = nnz;

        T diag = T(0);
        T off = T(0);
        for (int k = start; k < end; ++k) {
            const int j = col_idx[k] % n;
            if (j == i)
                diag += val[k];
            else
                off += val[k] * x[j];
        }

        if (std::abs(diag) > T(1e-12))
            x_new[i] = (T(1) - omega) * x[i] + omega * (b[i] - off) / diag;
        else
            x_new[i] = x[i];
    }
}

template void jacobi_sweep_csr<float>(int, int, const int *, const int *,
                                      const float *, const float *, const float *,
                                      float *, float);
