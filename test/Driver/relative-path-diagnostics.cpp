// RUN: cd %S && loopgen relative-path-diagnostics.cpp -Rpass=parallelism -o %t.cu 2>&1 | FileCheck %s
// RUN: cd %S/.. && loopgen Driver/relative-path-diagnostics.cpp -Rpass=parallelism -o %t.cu 2>&1 | FileCheck %s --check-prefix=UP
// Diagnostics name the file as the user gave it: a relative path stays
// relative (ClangTool asks for the absolute one).
#pragma loopgen offload
#pragma loopgen array(a[n])
void twice(int n, float *a) {
  for (int i = 0; i < n; ++i)
    a[i] *= 2.0f;
}
// CHECK: {{^}}relative-path-diagnostics.cpp:8:3: remark: loop over 'i' is parallel
// UP: {{^}}Driver/relative-path-diagnostics.cpp:8:3: remark: loop over 'i' is parallel
