// RUN: loopgen %s --validate --emulate | FileCheck %s
// A reduction(...) clause may name a scalar passed by reference: the loop
// accumulates it in a register, and the clause holds of that register.
#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 1000)
void total(int n, const double *x, double &s) {
  s = 0;
#pragma loopgen parallel reduction(+ : s)
  for (int i = 0; i < n; ++i)
    s += x[i];
}
// CHECK: RESULT function=total status=PASS
