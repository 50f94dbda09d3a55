// RUN: rm -f %t.cu
// RUN: env LOOPGEN_WAVE_TILE3=5x3x7 %exit1 loopgen %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=THREE
// RUN: not test -e %t.cu
// RUN: env LOOPGEN_WAVE_TILE3=4x8x3x2 %exit1 loopgen %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=JUNK
// RUN: env LOOPGEN_WAVE_TILE=48x32 %exit1 loopgen %s -o %t.cu 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not test -e %t.cu
// RUN: env LOOPGEN_WAVE_TILE= LOOPGEN_WAVE_TILE3= loopgen %s -o %t.cu
// RUN: test -e %t.cu
// A tile shape asked for at translation that is no shape is an error, not
// the default in silence; empty is the default.
// THREE: error: LOOPGEN_WAVE_TILE3='5x3x7' is not <x>x<y>x<wavefronts> (x * y a multiple of 32 up to 1024, 1 to 4096 wavefronts)
// JUNK: error: LOOPGEN_WAVE_TILE3='4x8x3x2' is not <x>x<y>x<wavefronts>
// TWO: error: LOOPGEN_WAVE_TILE='48x32' is not <threads>x<wavefronts> (threads a multiple of 32 up to 1024, 1 to 4096 wavefronts)
#define N 40

#pragma loopgen offload
void sweep(int steps, int n, double A[N][N]) {
  for (int t = 0; t < steps; t++)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
}
