// RUN: loopgen %s --line-directives -o %t.cu
// RUN: FileCheck %s < %t.cu
// RUN: g++ -std=c++17 -fsyntax-only -x c++ -include %runtime/loopgen/runtime/cuda_emulation.h %t.cu
// RUN: %if nvcc %{ %nvcc -arch=sm_90 -lineinfo -ptx %t.cu -o %t.ptx %}
// RUN: %if nvcc %{ FileCheck %s --check-prefix=PTX < %t.ptx %}
// An error in the statement's emitted code is reported at the user's line.
// RUN: sed -e 's/^\( *\)y\[i\] = a \* x\[i\] + y\[i\];$/\1y[i] = a * x[i] + undeclared_name;/' %t.cu > %t.bad.cu
// RUN: %if nvcc %{ not %nvcc -arch=sm_90 -cubin %t.bad.cu -o %t.cubin 2> %t.err %}
// RUN: %if nvcc %{ FileCheck %s --check-prefix=NVCC < %t.err %}
// --line-directives: the code of each source statement is preceded by
// `#line <its line> "<the source>"` and followed by `#line` back to the
// output's own numbering, so that nvcc's errors, cuda-gdb and
// compute-sanitizer point at the user's source, and the rest at the output.
#pragma loopgen offload
#pragma loopgen array(x[n], y[n])
void saxpy(int n, float a, const float *x, float *y) {
  for (int i = 0; i < n; ++i)
    y[i] = a * x[i] + y[i];
}
// CHECK: {{^}}#line [[#@LINE-2]] "{{.*}}line-directives.cpp"
// CHECK-NEXT: {{^ *}}y[i] = a * x[i] + y[i];
// CHECK-NEXT: {{^}}#line [[#]] "{{.*}}line-directives.cpp.tmp.cu"
// The resumed numbering is the output's own: the next line is that line.
// PTX: .file {{[0-9]+}} "{{.*}}line-directives.cpp"
// NVCC: line-directives.cpp([[#@LINE-7]]): error: identifier "undeclared_name" is undefined
