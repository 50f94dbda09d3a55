// RUN: loopgen %s --emit=harness -o - | FileCheck %s
// The validate pragma gives the harness its scalars, init function and
// tolerance.
void fill(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = i;
}
#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 77) init(fill) tolerance(1e-3)
void twice(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 2 * a[i];
}
// CHECK: {{^ +}}int n = loopgen_size<int>("n", (int)(77));
// CHECK: {{^ +}}::fill(n, a_ref.data());
// CHECK: {{^ +}}loopgen_pass &= loopgen_report("a", loopgen_compare(a_ref.data(), a_gpu.data(), a_count, 1e-3),
