// RUN: %exit1 loopgen -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// CHECK: loopgen: error: expected exactly one input file (got 0); see --help
// No input file.
