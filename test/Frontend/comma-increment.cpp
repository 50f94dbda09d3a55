// RUN: loopgen %s -Rpass=loopgen-parallelism -o %t.cu 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -O3 -std=c++17 -cubin %t.cu -o %t.cubin %}
// RUN: loopgen %s --validate --emulate | FileCheck %s
// RUN: loopgen %s --validate --emulate --size nst=3,n=7 | FileCheck %s
// For loops with more than one variable in their headers: a comma
// increment (`++k, ++day`) steps the index and runs the others after the
// body (after a `continue` too); a second variable declared in the init
// (`int i = 0, j = n - 1`) is a local before the loop. (Both were "needs a
// canonical for loop" errors, which kept a whole OpenMP function on the
// host.)
#include <vector>

#pragma loopgen offload
#pragma loopgen array(t[nst * 120])
#pragma loopgen validate(nst = 40)
void monthly(int nst, const std::vector<float> &t, std::vector<float> &out) {
  static const int len[4] = {31, 28, 31, 30};
  // REMARK: comma-increment.cpp:[[@LINE+1]]:3: remark: loop over 's' is parallel
  for (int s = 0; s < nst; ++s) {
    int day = 0;
    for (int m = 0; m < 4; ++m) {
      float acc = 0;
      for (int k = 0; k < len[m]; ++k, ++day)
        acc += t[s * 120 + day];
      out[s * 4 + m] = acc;
    }
  }
}

#pragma loopgen offload
#pragma loopgen array(in[n], out[n])
#pragma loopgen validate(n = 500)
void reverse_copy(int n, const float *in, float *out) {
  int j = n - 1;
  // REMARK: comma-increment.cpp:[[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (int i = 0; i < n; ++i, --j)
    out[i] = in[j];
}

#pragma loopgen offload
#pragma loopgen array(in[n], out[n])
#pragma loopgen validate(n = 500)
void reverse_two(int n, const float *in, float *out) {
  // REMARK: comma-increment.cpp:[[@LINE+1]]:3: remark: loop over 'i' is parallel
  for (int i = 0, j = n - 1; i < n; ++i, --j)
    out[i] = in[j];
}

// The other step runs after a continue too.
#pragma loopgen offload
#pragma loopgen validate(n = 500)
void skip_negative(int n, const float *in, float *out) {
  int k = 0;
  for (int i = 0; i < n; ++i, ++k) {
    out[i] = 0;
    if (in[i] < 0)
      continue;
    out[i] = in[i] + k;
  }
}

// CHECK-NOT: FAIL
// CHECK: PASS: 4 of 4 functions match the sequential original
