// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A data pragma's clauses are copyin, copy, copyout and create.
#pragma loopgen offload
#pragma loopgen array(u[n])
void scale(int n, float *u) {
  for (int i = 0; i < n; i++)
    u[i] *= 2;
}

void bad_clause(int n, float *u) {
#pragma loopgen data copyto(u[n])
  scale(n, u);
}
// CHECK: data-region-clause.cpp:[[@LINE-3]]:22: error: unknown clause 'copyto' on '#pragma loopgen data'; expected 'copyin', 'copy', 'copyout' or 'create'

