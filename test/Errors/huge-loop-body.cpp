// RUN: rm -rf %t && mkdir %t %t/out
// RUN: python3 -c "print('#pragma loopgen offload\n#pragma loopgen array(a[n])\nvoid f(int n, float *a) {\n  for (int i = 0; i < n; ++i) {'); [print('    a[i] = a[i] * 2 + %%d;' %% k) for k in range(5000)]; print('    a[i] = a[i]++ + 1;\n  }\n}')" > %t/body.cpp
// RUN: %exit1 loopgen %t/body.cpp -o %t/out/body.cu 2>&1 | FileCheck %s
// RUN: ls %t/out | count 0
// CHECK: body.cpp:5005:12: error: '++' and '--' inside an expression are supported on local scalars and pointers in statements only; make them a statement of their own
// A loop body of 5,000 statements whose last one is unsupported: found,
// at its line, in a few seconds.
