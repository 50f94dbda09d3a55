// RUN: rm -rf %t && mkdir %t %t/out
// RUN: printf '\177ELF\002\001\001\000\000\000\376\377garbage\000\001\n' > %t/binary.cpp
// RUN: %exit1 loopgen %t/binary.cpp -o %t/out/binary.cu 2>&1 | FileCheck %s
// RUN: ls %t/out | count 0
// CHECK: binary.cpp:1:1: error: expected unqualified-id
// A binary file: Clang's errors, located, and nothing written.
