// RUN: rm -rf %t && mkdir %t
// RUN: printf '' > %t/empty.cpp
// RUN: loopgen %t/empty.cpp -o %t/empty.cu 2>&1 | FileCheck %s
// RUN: test -s %t/empty.cu
// CHECK: empty.cpp:1:1: warning: no function is marked '#pragma loopgen offload'; the output is the input
// An empty file is valid C++ with nothing to offload: a warning at its
// start, and the output is the input (with loopgen's prelude).
