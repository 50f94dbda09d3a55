// RUN: %exit1 loopgen %s --validate --emulate 2>&1 | FileCheck %s
// init names a function the file does not have (the harness failed to
// compile, with an error in a temporary file).
#pragma loopgen offload
#pragma loopgen array(a[n])
// CHECK: validate-init-undeclared.cpp:[[@LINE+1]]:9: error: init function 'fill' of '#pragma loopgen validate' is not declared in this file
#pragma loopgen validate(n = 4) init(fill)
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 2 * a[i];
}
// CHECK-NOT: harness did not compile
