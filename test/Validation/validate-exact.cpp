// RUN: not loopgen %s --validate-exact --emulate 2>&1 | FileCheck %s --check-prefix=EXACT
// RUN: loopgen %s --validate-exact --strict-fp --emulate 2>&1 | FileCheck %s --check-prefix=STRICT
// --validate-exact compares values exactly, built without contraction on
// either side. A translation that keeps the order of every rounding
// passes; a reassociated floating-point sum differs, unless --strict-fp
// keeps it sequential.
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 1000, a = 1.5f)
void saxpy(int n, float a, const float *x, float *y) {
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 1000)
float sum(int n, const float *x) {
  float s = 0;
  for (int i = 0; i < n; i++)
    s += x[i];
  return s;
}
// EXACT: RESULT function=saxpy status=PASS max_rel_err=0.000e+00
// EXACT: (result) {{.*}} MISMATCH
// EXACT: FAIL: 1 of 2 functions match the sequential original
// STRICT: PASS: 2 of 2 functions match the sequential original
