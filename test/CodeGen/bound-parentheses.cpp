// RUN: loopgen %s -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: loopgen %s --validate --emulate | FileCheck %s --check-prefix=VALID
// A loop bound whose operator binds more loosely than the comparison keeps
// its parentheses in the loop header and in the kernel's guard
// (`j < s & 7` would be `(j < s) & 7`), and so does a start that threads
// offset. Both were wrong kernels, found by programs a helper wrote.
#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 1000, m = 501)
void masked(int n, int m, const int *x, int *out) {
  for (int i = 0; i < (n & ~1); i++) {
    int c = 0;
    for (int j = 0; j < (x[i] & 7); j++)
      c += j;
    out[i] = c;
  }
  for (int i = 0; i < (m | 1); i++)
    out[i] += 1;
}

// A start that threads offset: (x[i] & 3) + threadIdx.y, not x[i] & (3 + ...).
#pragma loopgen offload
#pragma loopgen array(x[n], out[n])
#pragma loopgen validate(n = 1000)
void masked_start(int n, const int *x, int *out) {
  for (int i = 0; i < n; i++) {
    int c = 0;
    for (int j = (x[i] & 3); j < 9; j++)
      c += j;
    out[i] = c;
  }
}
// The patterns spell the parentheses as regular expressions, so that they
// cannot match this comment, which the output repeats.
// CHECK: const bool loopgen_inside = i < {{[(]}}n & ~1);
// CHECK: j < {{[(]}}x[i] & 7); j += 8
// CHECK: if (i < {{[(]}}m | 1)) {
// CHECK: for (int j = {{[(]}}x[i] & 3) + (int)threadIdx.y
// VALID: PASS: 2 of 2 functions match the sequential original
