// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s --print-after=wavefront -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: loopgen %s --emit=report -o - | FileCheck %s --check-prefix=REPORT
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --validate --emulate --size n=3 --size steps=1 | FileCheck %s --check-prefix=VALID
// In-place sweeps carry dependences on every loop; their wavefronts do
// not, and isl proves it. Written as people write them.
#define N 64

// PolyBench's seidel-2d: nine points, C arrays.
#pragma loopgen offload
#pragma loopgen validate(steps = 5, n = 37)
void seidel(int steps, int n, double A[N][N]) {
  for (int t = 0; t <= steps - 1; t++)
    // CHECK: :[[@LINE-1]]:3: remark: loops over 't', 'i', 'j' run as wavefronts wave = 4*t + 2*i + j, in parallel over 't', 'i' within each: isl proves that every dependence goes to a later wavefront
    for (int i = 1; i <= n - 2; i++)
      for (int j = 1; j <= n - 2; j++)
        A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] +
                   A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] +
                   A[i + 1][j] + A[i + 1][j + 1]) /
                  9.0;
}
// IR-LABEL: func seidel(
// IR: for wave in [3, 3 * n + 4 * steps - 9) sequential [wavefronts] [tilable, skew 1] {
// IR-NEXT: for t in [0, steps - 1 + 1) parallel {
// IR-NEXT: for i in [1, n - 2 + 1) parallel {
// IR-NEXT: if (-2 * i - 4 * t + wave >= 1) && (-2 * i - 4 * t + wave < n - 2 + 1) {
// IR-NEXT: A[i][-2 * i - 4 * t + wave] = (A[i - 1][-2 * i - 4 * t + wave - 1] + A[i - 1][-2 * i - 4 * t + wave] + A[i - 1][-2 * i - 4 * t + wave + 1] + A[i][-2 * i - 4 * t + wave - 1] + A[i][-2 * i - 4 * t + wave] + A[i][-2 * i - 4 * t + wave + 1] + A[i + 1][-2 * i - 4 * t + wave - 1] + A[i + 1][-2 * i - 4 * t + wave] + A[i + 1][-2 * i - 4 * t + wave + 1]) / 9.0
// REPORT: function seidel: 1 parallel kernel
// REPORT: loop tile_wave: sequential, host loop
// REPORT-NEXT: loop t: parallel, grid x
// REPORT-NEXT: loop i_skewed: parallel, grid y
// REPORT-NEXT: loop sweep: sequential, loop in kernel

// Five points on a flat float array, the weights in a variable.
#pragma loopgen offload
#pragma loopgen array(u[n][n])
#pragma loopgen validate(steps = 4, n = 29, w = 1.5)
void sor(int steps, int n, float w, float *u) {
  for (int t = 0; t < steps; ++t)
    // CHECK: :[[@LINE-1]]:3: remark: loops over 't', 'i', 'j' run as wavefronts wave = 2*t + i + j, in parallel over 't', 'i'
    for (int i = 1; i < n - 1; ++i)
      for (int j = 1; j < n - 1; ++j)
        u[i * n + j] = (1 - w) * u[i * n + j] +
                       w * 0.25f * (u[(i - 1) * n + j] + u[(i + 1) * n + j] +
                                    u[i * n + j - 1] + u[i * n + j + 1]);
}
// REPORT: function sor: 1 parallel kernel

// No time loop: each cell from its north and west neighbours.
#pragma loopgen offload
#pragma loopgen array(g[n][m])
#pragma loopgen validate(n = 41, m = 23)
void paths(int n, int m, long long *g) {
  for (int i = 1; i < n; i++)
    // CHECK: :[[@LINE-1]]:3: remark: loops over 'i', 'j' run as wavefronts wave = i + j, in parallel over 'i'
    for (int j = 1; j < m; j++)
      g[i * m + j] = (g[(i - 1) * m + j] + g[i * m + j - 1]) % 1000003;
}

// A dependence five columns back on the row above: no hyperplane with
// small coefficients has it go forward.
#pragma loopgen offload
#pragma loopgen array(a[n][n])
#pragma loopgen validate(n = 30)
void far(int n, int *a) {
  for (int i = 1; i < n; i++)
    // CHECK: :[[@LINE-1]]:3: remark: loops over 'i', 'j' do not run as wavefronts: isl proves no hyperplane with coefficients from -4 to 4 legal
    for (int j = 1; j < n - 5; j++)
      a[i * n + j] = a[(i - 1) * n + j + 5] + a[i * n + j - 1];
}
// VALID: PASS: 4 of 4 functions match the sequential original
