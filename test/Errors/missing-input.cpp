// RUN: not loopgen %t.does-not-exist.cpp -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
// CHECK: error
