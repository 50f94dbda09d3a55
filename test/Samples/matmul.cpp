// RUN: loopgen %samples/matmul.cpp --no-tiling -Rpass=loopgen -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %samples/matmul.cpp --no-tiling --validate --emulate --size n=67 --size m=45 --size p=33 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_EMU_MULTIPROCESSORS=1 loopgen %samples/matmul.cpp --no-tiling --validate --emulate --size n=130 --size m=67 --size p=33 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_TILING=1 loopgen %samples/matmul.cpp --validate --emulate --size n=67 --size m=45 --size p=33 | FileCheck %s --check-prefix=VALID
// The matrix product: a 2-D kernel whose threads run the k loop; the copies
// of its y loop would share the loads of B, so it also gets a version that
// runs 4 rows per thread, launched where the grid fills the GPU (the second
// validation makes the emulated GPU one multiprocessor, so that it runs).
// REMARK: remark: loop over 'i' runs 4 iterations per thread where the grid fills the GPU (automatic, --no-auto-unroll turns it off), blockDim.y apart; 1 loads shared by the copies
// CHECK: (grid y: i, x: j; per thread 4 of i)
// CHECK-NEXT: __global__ void matmul_kernel0(int n, int m, int p, const float *__restrict__ A,
// CHECK-NEXT: const float *__restrict__ B,
// CHECK-NEXT: float *__restrict__ C) {
// CHECK: (grid y: i, x: j)
// CHECK-NEXT: __global__ void matmul_kernel1(int n, int m, int p, const float *__restrict__ A,
// CHECK-NEXT: const float *__restrict__ B,
// CHECK-NEXT: float *__restrict__ C) {
// CHECK: for (int k = 0; k < p; ++k) {
// CHECK-NEXT: sum += A[i * p + k] * B[k * m + j];
// CHECK: if ((long long)n * (long long)m >= 4 * loopgen_resident_threads()) {
// CHECK: LOOPGEN_LAUNCH(matmul_kernel0,
// CHECK: } else {
// CHECK: {{d}}im3 loopgen_block(32, 8);
// CHECK: LOOPGEN_LAUNCH(matmul_kernel1,
// VALID: PASS: 1 of 1
