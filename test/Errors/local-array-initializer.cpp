// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls %t | count 0
// A local array initialized from a list of more than 4096 elements is
// refused at the initializer, once: its later uses are no errors of their
// own (they were, "subscripted value is not an array parameter, local
// array or member", for each use).
#pragma loopgen offload
#pragma loopgen array(a[n])
void halo(int n, double *a) {
  // CHECK: :[[@LINE+1]]:22: error: the initializer of 's' gives 4356 elements; loopgen initializes local arrays of at most 4096 from a list (or any size from '{}'); fill it in a loop
  double s[66][66] = {1.0};
  for (int i = 0; i < 64; ++i)
    for (int j = 0; j < 64; ++j)
      s[i + 1][j + 1] = a[i];
  for (int i = 0; i < n; ++i)
    a[i] = s[i % 64][i % 64];
}
// CHECK: 1 error generated.
