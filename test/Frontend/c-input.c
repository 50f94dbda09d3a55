// RUN: loopgen %s -o %t.cu
// RUN: FileCheck %s --check-prefix=CU < %t.cu
// RUN: loopgen %s --validate --emulate | FileCheck %s
// A .c file is parsed as C and emitted as the CUDA C++ that nvcc reads:
// `restrict` becomes __restrict__, and where C converts malloc's void *
// implicitly, the output casts it. Code in the style of C benchmark suites:
// indices declared at the top, K&R-free prototypes, a static helper, and
// a main that allocates.
#include <stdio.h>
#include <stdlib.h>

static float clamp01(float x) { return x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x); }

#pragma loopgen offload
#pragma loopgen array(in[rows][cols], out[rows][cols])
#pragma loopgen validate(rows = 64, cols = 80)
void blur(int rows, int cols, const float *restrict in, float *restrict out) {
  int i, j;
  for (i = 1; i < rows - 1; i++)
    for (j = 1; j < cols - 1; j++)
      out[i * cols + j] =
          clamp01(0.25f * (in[(i - 1) * cols + j] + in[(i + 1) * cols + j] +
                           in[i * cols + j - 1] + in[i * cols + j + 1]));
}

int main(void) {
  int rows = 512, cols = 512, i;
  float *in = malloc(sizeof(float) * rows * cols);
  float *out = calloc((size_t)rows * cols, sizeof *out);
  if (!in || !out)
    return 1;
  for (i = 0; i < rows * cols; i++)
    in[i] = (float)(i % 7) / 7.0f;
  blur(rows, cols, in, out);
  printf("%f\n", out[cols + 1]);
  free(in);
  free(out);
  return 0;
}
// CU: #define restrict __restrict__
// CU: float *in = (float *)(malloc(sizeof(float) * rows * cols));
// CU: float *out = (float *)(calloc((size_t)rows * cols, sizeof *out));
// CHECK: RESULT function=blur status=PASS
