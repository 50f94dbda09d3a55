// RUN: loopgen --print-passes > %t.passes
// RUN: %python %S/Inputs/check-test-folders.py %t.passes %S/../Transforms
// Each pass has its tests in test/Transforms/<pass>, named as
// --print-passes and -Rpass=loopgen-<pass> name it.
