// RUN: rm -rf %t && mkdir %t %t/out
// RUN: python3 -c "print('#pragma loopgen offload\n#pragma loopgen array(a[n])\nvoid f(int n, float *a) {\n  for (int i = 0; i < n; ++i)\n    a[i] = ' + '(' * 250 + 'a[i]++ + 1' + ')' * 250 + ';\n}')" > %t/parens.cpp
// RUN: %exit1 loopgen %t/parens.cpp -o %t/out/parens.cu 2>&1 | FileCheck %s
// RUN: ls %t/out | count 0
// CHECK: parens.cpp:5:262: error: '++' and '--' inside an expression are supported on local scalars and pointers in statements only; make them a statement of their own
// 250 nested parentheses (within Clang's limit) around an unsupported
// expression: lowered without trouble, the error at its place.
