// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// An offloaded template is translated for each instantiation; one that
// instantiates it with a type loopgen cannot take (a record of an array of
// doubles beside an int: its elements are not slots) is an error at the
// parameter, naming the instantiated type, and nothing is written.
struct Mixed {
  double x[2];
  int tag;
};
#pragma loopgen offload
#pragma loopgen array(a[n])
template <typename T> void f(int n, T *a) {
  for (int i = 0; i < n; ++i)
    a[i] = a[i];
}
template void f<float>(int, float *);
template void f<Mixed>(int, Mixed *);
// CHECK: function-template.cpp:14:40: error: parameter 'a' of type 'Mixed *' is not supported yet
