// RUN: %exit1 loopgen %s -o %t.nonexistent/dir/x.cu 2>&1 | FileCheck %s -DOUT=%t.nonexistent/dir/x.cu
// RUN: not test -e %t.nonexistent
// CHECK: loopgen: error: cannot write '[[OUT]]': No such file or directory
// An output path in a directory that does not exist.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
