// RUN: loopgen %s -Rpass=parallelism -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate --size m=4100 | FileCheck %s --check-prefix=VALID
// A strip-mined loop bounded by an integer division (`blk < m / 8`, as
// C++ rounds it toward zero) is proven parallel: isl reads the bound as a
// floor. Blocks that overlap stay sequential.
#pragma loopgen offload
#pragma loopgen array(a[m], b[m])
#pragma loopgen validate(m = 4096)
void blocks(int m, const float *a, float *b) {
  for (int blk = 0; blk < m / 8; ++blk)
    for (int k = 0; k < 8; ++k)
      b[blk * 8 + k] = 2.0f * a[blk * 8 + k];
}
// CHECK: strip-mined-bounds.cpp:10:3: remark: loop over 'blk' is parallel: proven free of loop-carried dependences

#pragma loopgen offload
#pragma loopgen array(a[m], b[m])
#pragma loopgen validate(m = 4096)
void overlapping(int m, const float *a, float *b) {
  for (int blk = 0; blk < (m - 8) / 4; ++blk)
    for (int k = 0; k < 8; ++k)
      b[blk * 4 + k] = 0.5f * b[blk * 4 + k] + a[blk * 4 + k];
}
// CHECK: strip-mined-bounds.cpp:20:3: remark: loop over 'blk' is sequential
// VALID-NOT: FAIL
// VALID: PASS: 2 of 2 functions match the sequential original
