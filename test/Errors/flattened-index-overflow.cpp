// RUN: rm -rf %t && mkdir %t
// RUN: loopgen %s -o %t/flat.cu
// RUN: FileCheck %s --check-prefix=CODE < %t/flat.cu
// RUN: c++ -std=c++17 -w -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h -I%runtime -DFLAT_MAIN %t/flat.cu -o %t/flat
// RUN: not --crash %t/flat 2>&1 | FileCheck %s
// The device code flattens A[i][j] to A[i * 65536 + j] in the subscripts'
// type, int: past 2^31 - 1 elements that offset would wrap where the
// original's did not. The call stops with a message before anything is
// allocated or copied.
#pragma loopgen offload
#pragma loopgen array(A[n][65536])
void fill(int n, float (*A)[65536]) {
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < 65536; ++j)
      A[i][j] = i + j;
}
#ifdef FLAT_MAIN
int main() {
  static float Small[1][65536];
  fill(40000, Small);
  return 0;
}
#endif
// CODE: {{^ +}}LOOPGEN_REQUIRE((size_t)(n) * (size_t)(65536) <= 2147483647u,
// CODE-NEXT: {{^ +}}"array 'A' has more elements than its 32-bit subscripts "
// CODE-NEXT: {{^ +}}"reach once flattened");
// CHECK: loopgen: array 'A' has more elements than its 32-bit subscripts reach once flattened
