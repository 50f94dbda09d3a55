// RUN: loopgen %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=WARN --allow-empty
// RUN: FileCheck %s --check-prefix=CU < %t.cu
// RUN: loopgen %s --validate --emulate 2>/dev/null | FileCheck %s
// Older C: a K&R definition gets a prototype in the output (C++ has no
// other kind), and _Bool, C's own boolean, is bool.
#include <stdlib.h>

#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 100, a = 2.5)
void axpy_kr(n, a, x, y)
  int n;
  double a;
  double *x, *y;
{
  int i;
  for (i = 0; i < n; i++)
    y[i] += a * x[i];
}

#pragma loopgen offload
#pragma loopgen array(v[n], flags[n])
#pragma loopgen validate(n = 100)
int count_marked(int n, const double *v, const _Bool *flags) {
  int c = 0;
  for (int i = 0; i < n; i++)
    if (flags[i] && v[i] > 0.5)
      c++;
  return c;
}
// WARN-NOT: error
// CU: #define _Bool bool
// CU: void axpy_kr(int n, double a, double *x, double *y) {
// CHECK: RESULT function=axpy_kr status=PASS
// CHECK: RESULT function=count_marked status=PASS
