// RUN: rm -rf %t && mkdir %t %t/out
// RUN: python3 -c "print('#pragma loopgen offload\n#pragma loopgen array(a[n])\nvoid f(int n, float *a) {'); [print('for (int i%%d = 0; i%%d < 2; ++i%%d)' %% (k, k, k)) for k in range(99)]; print('#pragma loopgen parallel\nfor (int i = 1; i < n; ++i)\na[i] = a[i - 1];\n}')" > %t/deep.cpp
// RUN: %exit1 loopgen %t/deep.cpp -o %t/out/deep.cu 2>&1 | FileCheck %s
// RUN: ls %t/out | count 0
// CHECK: deep.cpp:103:9: error: '#pragma loopgen parallel' on a loop with a loop-carried dependence: 'a[i]' and 'a[i - 1]' touch the same element of 'a' in different iterations
// 100 nested loops, the innermost falsely claimed parallel: the analysis
// answers in a few seconds (isl's questions on sets of a hundred loop
// indices took minutes: 100 nested loops around a[0] += 1 ran for over
// two minutes).
