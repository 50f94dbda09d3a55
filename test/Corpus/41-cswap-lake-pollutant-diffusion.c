// RUN: loopgen %s --validate --emulate | FileCheck %s
// CHECK: PASS: {{[0-9]+}} of {{[0-9]+}} functions match the sequential original
/*
 * Construct: double buffering in plain C99, two double * grids swapped by
 *            the three-statement pointer swap (tmp = cur; cur = nxt;
 *            nxt = tmp;) in a time loop, copy-back if (cur != grid).
 * Field:     environmental modelling, spreading and first-order decay of a
 *            pollutant in a shallow lake (zero-flux shores).
 * Computes:  `steps` explicit steps of 2-D diffusion with decay; neighbour
 *            indices are clamped at the edges, so every cell is updated.
 *            The newest field ends in grid.
 * GPU:       time loop sequential; the (r, c) nest parallel, a 2-D grid;
 *            the buffers alternate with the parity of t; the copy-back is a
 *            parallel loop. No reduction.
 */
#pragma loopgen offload
#pragma loopgen array(grid[nr][nc], work[nr][nc])
#pragma loopgen validate(nr = 64, nc = 72, steps = 15, kappa = 0.15, decay = 0.01)
void lake_diffuse(int nr, int nc, int steps, double kappa, double decay,
                  double *grid, double *work) {
  double *cur = grid;
  double *nxt = work;
  double *tmp;

  for (int t = 0; t < steps; t++) {
    for (int r = 0; r < nr; r++) {
      const int rn = r > 0 ? r - 1 : 0;
      const int rs = r < nr - 1 ? r + 1 : nr - 1;
      for (int c = 0; c < nc; c++) {
        const int cw = c > 0 ? c - 1 : 0;
        const int ce = c < nc - 1 ? c + 1 : nc - 1;
        const double here = cur[r * nc + c];
        const double lap = cur[rn * nc + c] + cur[rs * nc + c] +
                           cur[r * nc + cw] + cur[r * nc + ce] - 4.0 * here;
        nxt[r * nc + c] = (here + kappa * lap) * (1.0 - decay);
      }
    }
    tmp = cur;
    cur = nxt;
    nxt = tmp;
  }

  if (cur != grid) {
    for (int k = 0; k < nr * nc; k++)
      grid[k] = cur[k];
  }
}
