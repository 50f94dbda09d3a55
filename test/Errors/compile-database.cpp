// RUN: rm -rf %t.dir && mkdir -p %t.dir/inc
// RUN: echo "#define N 64" > %t.dir/inc/size.h
// RUN: cp %s %t.dir/src.cpp
// RUN: echo '[{"directory": "%t.dir", "file": "%t.dir/src.cpp", "command": "c++ -std=c++17 -I%t.dir/inc -c src.cpp"}]' > %t.dir/compile_commands.json
// RUN: loopgen -p %t.dir %t.dir/src.cpp -o - | FileCheck %s
// RUN: loopgen %s -o - -- -std=c++17 -I%t.dir/inc | FileCheck %s
// CHECK: f_kernel0
#include "size.h"
#pragma loopgen offload
void f(float a[N]) {
  for (int i = 0; i < N; ++i)
    a[i] = 0;
}
