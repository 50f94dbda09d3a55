// RUN: rm -rf %t && mkdir %t
// RUN: %exit1 loopgen %s -o %t/out.cu 2>&1 | FileCheck %s
// RUN: ls %t | count 0
// std::complex operations loopgen does not write out on the parts are
// located errors that list the ones it does.
#include <complex>

#pragma loopgen offload
#pragma loopgen array(z[n], out[n])
void roots(int n, const std::complex<float> *z, std::complex<float> *out) {
  for (int i = 0; i < n; ++i)
    // CHECK: complex-unsupported.cpp:[[@LINE+1]]:14: error: this std::complex operation is not supported in offloaded functions: loopgen writes out + - * /, conj, polar, exp, log, log10, sqrt, pow, sin, cos, real, imag, abs, norm and arg on the parts
    out[i] = std::tanh(z[i]);
}
