// RUN: loopgen %s --emit=harness -o - | FileCheck %s
// A double computed from floats (a double sum of float values that the
// device's float math functions compute to an ulp or two of the host's)
// is compared at the float tolerance; a double computed from doubles at
// the double one.
#include <cmath>

#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 1000)
double book_value(int n, const float *x) {
  double total = 0.0;
  for (int i = 0; i < n; ++i)
    total += (double)std::exp(-x[i]);
  return total;
}
// CHECK-LABEL: validate_book_value
// CHECK: loopgen_compare(&loopgen_ret_ref, &loopgen_ret_gpu, 1, 1e-4)

#pragma loopgen offload
#pragma loopgen array(x[n])
#pragma loopgen validate(n = 1000)
double energy(int n, const double *x) {
  double total = 0.0;
  for (int i = 0; i < n; ++i)
    total += std::exp(-x[i]);
  return total;
}
// CHECK-LABEL: validate_energy
// CHECK: loopgen_compare(&loopgen_ret_ref, &loopgen_ret_gpu, 1, 1e-9)
