// RUN: rm -rf %t && mkdir -p %t
// RUN: loopgen %s -o %t/out.cu --depfile=%t/out.cu.d -- -std=c++17 -I %S/Inputs
// RUN: FileCheck %s < %t/out.cu.d
// RUN: FileCheck %s --check-prefix=CUDA < %t/out.cu
// RUN: not loopgen %s -o %t/bad.cu --depfile=%t/bad.cu.d -- -std=c++17
// RUN: not test -e %t/bad.cu.d
// --depfile writes a Make rule for build systems (CMake's DEPFILE, Ninja,
// Make): the output depends on the input and every header it includes, by
// absolute paths. A failed translation writes neither file.
#include "weights.h"

#pragma loopgen offload
#pragma loopgen array(a[n])
void scale(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = WEIGHT * a[i];
}
// CHECK: {{.*}}out.cu: \
// CHECK-NEXT: {{/.*}}Driver/depfile.cpp \
// CHECK-NEXT: {{/.*}}Driver/Inputs/weights.h
// CUDA: {{__glob[a]l__}} void scale_kernel0(
