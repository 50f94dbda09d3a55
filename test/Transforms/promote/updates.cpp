// RUN: loopgen %s -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// Several elements of one row held in registers across the loop that
// updates them: compound assignments, std::min/std::max, ?: and an update
// under an if whose condition reads the element every iteration.
#include <algorithm>
#pragma loopgen offload
#pragma loopgen array(A[m][n], stats[m][4])
#pragma loopgen validate(m = 37, n = 45)
void row_stats(int m, int n, const float *A, float *stats) {
  for (int i = 0; i < m; ++i) {
    stats[i * 4 + 0] = 0;
    stats[i * 4 + 1] = A[i * n];
    stats[i * 4 + 2] = A[i * n];
    stats[i * 4 + 3] = 0;
    for (int j = 0; j < n; ++j) {
      stats[i * 4 + 0] += A[i * n + j];
      stats[i * 4 + 1] = std::min(stats[i * 4 + 1], A[i * n + j]);
      stats[i * 4 + 2] = A[i * n + j] > stats[i * 4 + 2] ? A[i * n + j]
                                                          : stats[i * 4 + 2];
      if (A[i * n + j] > stats[i * 4 + 3])
        stats[i * 4 + 3] = A[i * n + j] * 0.5f;
    }
  }
}
// REMARK: remark: 'stats[i * 4 + 0]' is held in register 'stats_i_0' in each iteration of the loop over 'i' (not loaded: first overwritten, stored once)
// REMARK: remark: 'stats[i * 4 + 1]' is held in register 'stats_i_1' in each iteration of the loop over 'i' (not loaded: first overwritten, stored once)
// REMARK: remark: 'stats[i * 4 + 2]' is held in register 'stats_i_2'
// REMARK: remark: 'stats[i * 4 + 3]' is held in register 'stats_i_3'
// CHECK: float stats_i_0;
// CHECK: stats_i_0 = 0;
// CHECK: for (int j = 0; j < n; ++j) {
// CHECK-NEXT: stats_i_0 += A[i * n + j];
// CHECK-NEXT: stats_i_1 = min(stats_i_1, A[i * n + j]);
// CHECK-NEXT: stats_i_2 = A[i * n + j] > stats_i_2 ? A[i * n + j] : stats_i_2;
// CHECK-NEXT: if (A[i * n + j] > stats_i_3) {
// CHECK-NEXT: stats_i_3 = A[i * n + j] * 0.5f;
// CHECK: stats[i * 4 + 0] = stats_i_0;
// CHECK-NEXT: stats[i * 4 + 1] = stats_i_1;
// VALID: PASS: 1 of 1
