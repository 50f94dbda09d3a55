// RUN: loopgen %S/../../samples/saxpy.cpp --verify-each -o /dev/null
// RUN: env LOOPGEN_VERIFY_EACH=1 loopgen %S/../../samples/saxpy.cpp -o /dev/null
// RUN: loopgen %s --verify-each --print-after=map-to-grid -o /dev/null 2>&1 | FileCheck %s
// --verify-each checks the LoopIR after every pass (the test suite turns it
// on for every run with LOOPGEN_VERIFY_EACH=1); the checks themselves are
// tested on broken IR in unittests/VerifierTest.cpp.
#pragma loopgen offload
#pragma loopgen array(a[n], b[n])
void twice(int n, const float *a, float *b) {
  for (int i = 0; i < n; ++i)
    b[i] = 2 * a[i];
}
// CHECK: *** LoopIR after map-to-grid ***
