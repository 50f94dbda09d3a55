// RUN: loopgen %s --print-after=lower -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// `for (int i = 0, j = n - 1; i < n; j = i++)`: j trails i by one step
// and starts at its own value (a polygon's previous vertex). The loop runs
// over i, and j is i - 1, or its start at the first iteration. Styles:
// pnpoly's crossing test per point, the shoelace area (a reduction over
// the edges), and `j = i, ++i`.

#pragma loopgen offload
#pragma loopgen array(vx[nv], vy[nv], px[np], py[np], inside[np])
#pragma loopgen validate(nv = 12, np = 5000)
void pnpoly(int nv, int np, const float *vx, const float *vy, const float *px,
            const float *py, int *inside) {
  for (int k = 0; k < np; ++k) {
    bool c = false;
    for (int i = 0, j = nv - 1; i < nv; j = i++)
      if (((vy[i] > py[k]) != (vy[j] > py[k])) &&
          (px[k] < (vx[j] - vx[i]) * (py[k] - vy[i]) / (vy[j] - vy[i]) + vx[i]))
        c = !c;
    inside[k] = c;
  }
}
// CHECK-LABEL: func pnpoly
// CHECK: for i in [0, nv) sequential {
// CHECK-NEXT: var j: int = i == 0 ? nv - 1 : i - 1

#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
#pragma loopgen validate(n = 100000)
double shoelace(int n, const double *x, const double *y) {
  double twice = 0.0;
  for (int i = 0, j = n - 1; i < n; j = i, ++i)
    twice += x[j] * y[i] - x[i] * y[j];
  return 0.5 * twice;
}
// CHECK-LABEL: func shoelace
// CHECK: var j: int = i == 0 ? n - 1 : i - 1

// VALID: PASS: 2 of 2 functions match the sequential original
