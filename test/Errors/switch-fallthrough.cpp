// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// A break inside a case's if: loopgen lowers switches whose cases end in
// break or return, or fall into the next (Frontend/switch-fallthrough.cpp).
#pragma loopgen offload
#pragma loopgen array(a[n], out[n])
void g(int n, const int *a, int *out) {
  for (int i = 0; i < n; ++i) {
    int r = 0;
    switch (a[i]) {
    case 0:
      // CHECK: switch-fallthrough.cpp:[[@LINE+1]]:7: error: a 'break' inside a case's if or block is not supported; end the case with it
      if (i > 3)
        break;
      r = 1;
      break;
    default:
      r = 2;
    }
    out[i] = r;
  }
}
