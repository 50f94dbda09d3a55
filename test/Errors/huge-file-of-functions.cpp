// RUN: rm -rf %t && mkdir %t %t/out
// RUN: python3 -c "for k in range(20000): print('static int g%%d(int x) { return x + %%d; }' %% (k, k))" > %t/huge.cpp
// RUN: cat %s >> %t/huge.cpp
// RUN: %exit1 loopgen %t/huge.cpp -o %t/out/huge.cu 2>&1 | FileCheck %s
// RUN: ls %t/out | count 0
// The appended file's lines follow the 20,000 generated ones.
// CHECK: huge.cpp:[[#@LINE+20008]]:7: error: this 'while' loop assigns 'total', which is declared outside the loop around it; loopgen lowers loops of unknown length that change only scalars of their own iteration
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  float total = 0;
  for (int r = 0; r < 2; ++r) {
    int k = 0;
    while (k < n)
      total = 0.5f * total + a[k++];
  }
  a[0] = total;
}
// 20,000 functions, then an offloaded one with an error: found, at its
// line, in a few seconds.
