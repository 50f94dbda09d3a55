// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu --depfile=%t.nonexistent/out.d 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// CHECK: loopgen: error: cannot write '{{.*}}.nonexistent/out.d': No such file or directory
// A --depfile that cannot be written: an error, and no output either.
#pragma loopgen offload
#pragma loopgen array(a[n])
void f(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
