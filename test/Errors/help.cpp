// RUN: loopgen --help | FileCheck %s
// CHECK: loopgen: translate annotated sequential C++ into CUDA.
// CHECK: --emit=<value>
// CHECK: --validate
