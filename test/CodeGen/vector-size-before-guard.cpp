// RUN: loopgen %s -o - | FileCheck %s
// RUN: loopgen %s -o %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -std=c++17 -cubin %t.cu -o %t.cubin %}
// A loop bounded by v.size() of a vector with no size parameter: the test
// of the work that sends small calls to the host reads the size, so the
// size is declared before it (it was declared after: the output did not
// compile).
#include <cstddef>
#include <vector>
#pragma loopgen offload
void scale(std::vector<float> &v, float s) {
  for (std::size_t i = 0; i < v.size(); ++i)
    v[i] *= s;
}
// CHECK-LABEL: void scale(std::vector<float> &v, float s) {
// CHECK-NEXT: const unsigned long v_size = v.size();
// CHECK-NEXT: if ((loopgen_host_is_faster(
