// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls %t | count 0
// A struct of the file named like a CUDA vector type clashes with the one
// nvcc declares in every .cu file (the output validated in the emulation
// and did not compile with nvcc); one in a namespace does not.
// CHECK: cuda-type-name.cpp:[[@LINE+1]]:8: error: 'float3' is the name of a CUDA vector type, which nvcc declares in every .cu file, so the generated file would not compile; rename it or declare it in a namespace
struct float3 {
  float x, y, z;
};
namespace geo {
struct float3 {
  float x, y, z;
};
} // namespace geo

#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 2 * a[i];
}
// CHECK: 1 error generated.
