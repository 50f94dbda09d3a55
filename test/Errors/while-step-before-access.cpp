// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls %t | count 0
// A `while` that steps its counter before reading through it reads one
// element past the test `i < n`: the counter's range [0, n) does not bound
// that access, so no shape is inferred from it (x[n] would be one short;
// it was, with the break).
#pragma loopgen offload
// CHECK: while-step-before-access.cpp:[[@LINE+1]]:52: error: pointer parameter 'x' needs a shape
void prefix_from_one(int rows, int n, const float *x, float *out) {
  for (int r = 0; r < rows; ++r) {
    int i = 0;
    float s = 0.0f;
    while (i < n) {
      ++i;
      if (x[i] < 0.0f)
        break;
      s += x[i];
    }
    out[r] = s;
  }
}
