// RUN: loopgen %s -Rpass=loopgen -o /dev/null 2>&1 | FileCheck %s
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --print-after=wavefront -o /dev/null 2>&1 | FileCheck %s --check-prefix=IR
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=1 --size m=2 | FileCheck %s --check-prefix=VALID
// RUN: env LOOPGEN_HOST_BELOW=0 loopgen %s --force-gpu --validate --emulate --size n=7 --size m=3 | FileCheck %s --check-prefix=VALID
// Nests whose loops count down: the innermost index enters the hyperplane
// with coefficient -1 when it counts down, so that the wavefronts follow
// the iteration order (w = -i - j for a suffix table), and it is recovered
// from w as j = -(w + i).
#define N 64

// Edit distance over suffixes, both loops counting down.
#pragma loopgen offload
#pragma loopgen validate(n = 45, m = 38)
void suffix_distance(int n, int m, const char a[N], const char b[N],
                     int D[N + 1][N + 1]) {
  for (int i = n; i >= 0; i--)
    D[i][m] = n - i;
  for (int j = m; j >= 0; j--)
    D[n][j] = m - j;
  // CHECK: :[[@LINE+1]]:3: remark: loops over 'i', 'j' run as wavefronts wave = -i - j, in parallel over 'i' within each
  for (int i = n - 1; i >= 0; i--)
    for (int j = m - 1; j >= 0; j--) {
      int s = D[i + 1][j + 1] + (a[i] == b[j] ? 0 : 1);
      if (D[i + 1][j] + 1 < s)
        s = D[i + 1][j] + 1;
      if (D[i][j + 1] + 1 < s)
        s = D[i][j + 1] + 1;
      D[i][j] = s;
    }
}
// IR-LABEL: func suffix_distance
// IR: for wave in [-1 * m - n + 2, 1) sequential [wavefronts] [tilable, skew 0] {
// IR-NEXT: for i in [n - 1, -1) step -1 parallel {
// IR-NEXT: if (-1 * i - wave <= m - 1) && (-1 * i - wave > -1) {

// Gauss-Seidel sweeping from the far corner.
#pragma loopgen offload
#pragma loopgen validate(steps = 4, n = 40)
void seidel_backward(int steps, int n, double u[N][N]) {
  // CHECK: :[[@LINE+1]]:3: remark: loops over 't', 'i', 'j' run as wavefronts wave = 2*t - i - j
  for (int t = 0; t < steps; t++) {
    for (int i = n - 2; i >= 1; i--)
      for (int j = n - 2; j >= 1; j--)
        u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
  }
}
// VALID: PASS: 2 of 2 functions match the sequential original
