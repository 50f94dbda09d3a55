// RUN: not loopgen %s -o /dev/null 2>&1 | FileCheck %s
// RUN: loopgen %s -Rpass=loopgen -o /dev/null -- -std=c++17 -DFIXED 2>&1 | FileCheck %s --check-prefix=FIXED
// A triangular nest. Row i writes b[i*(i+1)/2 + j] in the packed form only
// when linearized per row; here each iteration i writes b[i + j] for j <= i,
// so rows overlap: proven by isl, not by a constant distance.
#pragma loopgen offload
#pragma loopgen array(b[2 * n])
void f(int n, float *b) {
  // CHECK: error: '#pragma loopgen parallel' on a loop with a loop-carried dependence: 'b[i + j]' writes the same element of 'b' in different iterations
  #pragma loopgen parallel
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= i; ++j)
#ifdef FIXED
      b[2 * i + j - j] = j;
#else
      b[i + j] = j;
#endif
}
// FIXED: remark: loop over 'i' is parallel
