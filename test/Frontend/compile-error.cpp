// RUN: not loopgen %s -o %t.cu 2>&1 | FileCheck %s
// RUN: not test -e %t.cu
#pragma loopgen offload
void f(int n) {
  // CHECK: compile-error.cpp:[[@LINE+1]]:3: error: use of undeclared identifier 'undeclared'
  undeclared = 1;
}
