// RUN: %exit1 loopgen %s -DN=64 -o %t.cu 2>&1 | FileCheck %s
// RUN: %exit1 loopgen %s -Iinclude -o %t.cu 2>&1 | FileCheck %s --check-prefix=INCLUDE
// RUN: %exit1 loopgen %s --no-such-option 2>&1 | FileCheck %s --check-prefix=OTHER
// A compiler flag given before `--` is not one of loopgen's options: the
// error says where it goes, once, without a "loopgen: loopgen:" prefix.
// CHECK: loopgen: error: unknown option '-DN=64': compiler flags go after '--' (loopgen input.cpp -o out.cu -- -std=c++17 -DN=64)
// CHECK-NOT: Did you mean
// INCLUDE: loopgen: error: unknown option '-Iinclude': compiler flags go after '--'
// OTHER: loopgen: error: Unknown command line argument '--no-such-option'
void f() {}
