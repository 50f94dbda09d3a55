// RUN: rm -rf %t && %S/../../scripts/loopgen-stress --count 40 --seed 1 --loopgen loopgen --out %t --quiet | FileCheck %s
// A slice of the random differential testing campaign (docs/reliability.md):
// 40 generated programs, each validated in the CUDA emulation against its
// sequential original, or rejected with a located error.
// CHECK: 40 passed, 0 failed (wrong result 0, crash 0, uncompilable output 0, timeout 0,
