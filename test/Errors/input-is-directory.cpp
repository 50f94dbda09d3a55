// RUN: rm -rf %t && mkdir %t %t/src.cpp
// RUN: %exit1 loopgen %t/src.cpp -o %t/out.cu 2>&1 | FileCheck %s
// RUN: not test -e %t/out.cu
// CHECK: loopgen: error: '{{.*}}src.cpp' is a directory, not a source file
// CHECK-NOT: error
// A directory as the input file (the Clang driver took it for a linker
// input and said it could not handle the compilation).
