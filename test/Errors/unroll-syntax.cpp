// RUN: not loopgen %s --unroll=12 2>&1 | FileCheck %s
// CHECK: loopgen: error: --unroll expects LINE:k or LINE:k1,k2 with factors from 1 to 64, got '12'
