// RUN: loopgen %s --stop-after=copy-in -Rpass=loopgen-copy-in -o - 2>&1 | FileCheck %s
// RUN: loopgen --format-style=none %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CUDA < %t.cu
// RUN: loopgen %s --validate --emulate --size n=37 --size m=19 | FileCheck %s --check-prefix=VALID
// An output array that a kernel overwrites entirely, and that nothing reads,
// is not copied to the GPU: its values there are never seen. Copied in
// still: an output the kernel accumulates into, one it writes from index 1
// on, one it writes under a condition, and every input.

#pragma loopgen offload
#pragma loopgen array(x[n][m], full[n][m], acc[n], part[n], cond[n])
void outputs(int n, int m, const float *x, float *full, float *acc,
             float *part, float *cond) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      full[i * m + j] = 2 * x[i * m + j];
  for (int i = 0; i < n; i++)
    acc[i] += x[i * m];
  for (int i = 1; i < n; i++)
    part[i] = x[i * m];
  for (int i = 0; i < n; i++)
    if (x[i * m] > 0)
      cond[i] = 1;
}
// CHECK: overwritten-outputs.cpp:12:51: remark: array 'full' is not copied to the GPU: a kernel overwrites every element before anything reads it [-Rpass=loopgen-copy-in]
// CHECK-NOT: remark
// CHECK: func outputs(n: int, m: int, x: const float[n][m] pointer, full: float[n][m] pointer [not copied in], acc: float[n] pointer, part: float[n] pointer, cond: float[n] pointer)
// The copies each way are one staged copy of several; an array that a data
// region holds (present_*) is not copied.
// CUDA: {{^ *}}const loopgen_copy loopgen_copies[] = {
// CUDA-NEXT: {{^ *}}{d_x, x, (present_x) ? (size_t)0 : (size_t)(n) * (size_t)(m) * sizeof(float)},
// CUDA-NEXT: {{^ *}}{d_acc, acc,
// CUDA-NEXT: {{^ *}}{d_part, part,
// CUDA-NEXT: {{^ *}}{d_cond, cond,
// CUDA-NEXT: {{^ *}}};
// CUDA-NEXT: {{^ *}}LOOPGEN_CHECK(loopgen_memcpy_all(loopgen_copies, 4, cudaMemcpyHostToDevice));
// CUDA: {{^ *}}const loopgen_copy loopgen_copies[] = {
// CUDA-NEXT: {{^ *}}{full, d_full, (present_full) ? (size_t)0 : (size_t)(n) * (size_t)(m) * sizeof(float)},
// CUDA: {{^ *}}LOOPGEN_CHECK(loopgen_memcpy_all(loopgen_copies, 4, cudaMemcpyDeviceToHost));
// CUDA: {{^ *}}if (!present_full) loopgen_release(d_full);
// VALID: RESULT function=outputs status=PASS
