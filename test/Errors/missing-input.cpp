// RUN: %exit1 loopgen %t.does-not-exist.cpp -o %t.cu 2>&1 | FileCheck %s -DIN=%t.does-not-exist.cpp
// RUN: not test -e %t.cu
// A missing input file, said once (the Clang driver added "no input
// files" and "unable to handle compilation, expected exactly one compiler
// job").
// CHECK: loopgen: error: cannot read '[[IN]]': No such file or directory
// CHECK-NOT: error
