// RUN: rm -rf %t && mkdir %t %t/out
// RUN: python3 -c "print('#pragma loopgen offload\n#pragma loopgen array(a[n])\nvoid f(int n, float *a) {\n  for (int i = 0; i < n; ++i)\n    a[i] = ' + '(' * 500 + 'a[i] + 1' + ')' * 500 + ';\n}')" > %t/parens.cpp
// RUN: %exit1 loopgen %t/parens.cpp -o %t/out/parens.cu 2>&1 | FileCheck %s
// RUN: ls %t/out | count 0
// CHECK: parens.cpp:5:268: fatal error: bracket nesting level exceeded maximum of 256
// 500 nested parentheses: past Clang's bracket depth, a located fatal
// error and nothing written.
