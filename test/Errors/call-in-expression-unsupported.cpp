// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// Calls that cannot run before their statement: one under && in a while
// loop's condition (the condition might not run it; in a statement, under
// && or ?:, it runs under an if: Frontend/logical-operand-statements.cpp,
// choice-with-statements.cpp), one that writes an array (the statement
// reads it).
static double scaled(double *v, int k) {
  double s = 0;
  for (int j = 0; j < k; j++)
    s += v[j];
  v[0] = s;
  return s;
}

static double total(const double *v, int k) {
  double s = 0;
  for (int j = 0; j < k; j++)
    s += v[j];
  return s;
}

#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
void f(int n, double *a, double *b) {
  for (int i = 0; i < n; i++) {
    int k = 0;
    // CHECK: call-in-expression-unsupported.cpp:[[@LINE+1]]:21: error: call to 'total' can be inlined only as a statement of its own, as the whole right-hand side of an assignment, or inside an expression that runs it before its statement: it is under ?:, && or ||
    while (k < i && total(a, k) > 1.0)
      ++k;
    b[i] = k;
    // CHECK: call-in-expression-unsupported.cpp:[[@LINE+1]]:19: error: call to 'scaled' can be inlined only as a statement of its own, as the whole right-hand side of an assignment, or inside an expression that runs it before its statement: it changes more than its own locals
    b[i] = a[0] + scaled(a, i);
  }
}
