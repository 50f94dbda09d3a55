// RUN: loopgen %s --print-after=lower -o %t.cu 2>&1 | FileCheck %s
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=5 | FileCheck %s --check-prefix=VALID
// RUN: loopgen %s --validate --emulate --size n=17 | FileCheck %s --check-prefix=VALID
// C code declares its loop indices at the top and may read one after its
// loop (LUD's `offset`: the blocks a blocked loop left over): there it
// holds the value C gives it, one step past the last iteration (or its
// start where the loop did not run). A local declared at the top and set
// once in a loop body (`k = i * cols + j`) is declared where it is set, so
// that shapes are inferred through it.
#pragma loopgen offload
#pragma loopgen array(a[n][n])
#pragma loopgen validate(n = 100)
// CHECK-LABEL: func tail_blocks
// CHECK: var off: int = 0 < n - 16 ? 0 + (n - 16 - 0 + 15) / 16 * 16 : 0
// CHECK-NEXT: for i in [off, n)
void tail_blocks(int n, float *a) {
  int off, i, j;
  for (off = 0; off < n - 16; off += 16)
    for (i = off; i < off + 16; i++)
      for (j = 0; j < n; j++)
        a[i * n + j] *= 0.5f;
  for (i = off; i < n; i++)
    for (j = 0; j < n; j++)
      a[i * n + j] += 1.0f;
}

#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 1000)
// CHECK-LABEL: func down
// CHECK: k = n - 1 > 2 ? n - 1 - (n - 1 - 2 + 2) / 3 * 3 : n - 1
// CHECK: k = 0 < n ? 0 + (n - 0) : 0
// CHECK-NEXT: return (float)k
float down(int n, float *x) {
  int k;
  float s = 0;
  for (k = n - 1; k >= 3; k -= 3)
    x[k] = x[k] * 2;
  s = k;
  for (k = 0; k < n; k++)
    x[k] += s;
  return k;
}

#pragma loopgen offload
#pragma loopgen validate(rows = 40, cols = 30)
void stencil(int rows, int cols, float *in, float *out) {
  int i, j, k;
  for (i = 1; i < rows - 1; i++)
    for (j = 1; j < cols - 1; j++) {
      k = i * cols + j;
      out[k] = 0.2f * (in[k] + in[k - 1] + in[k + 1] + in[k - cols] +
                       in[k + cols]);
    }
}
// CHECK-LABEL: func stencil
// CHECK-NOT: var i
// CHECK: var k: int = i * cols + j

// VALID: RESULT function=tail_blocks status=PASS
// VALID: RESULT function=down status=PASS
// VALID: RESULT function=stencil status=PASS
