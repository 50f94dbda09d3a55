// RUN: rm -rf %t && not %S/../../scripts/loopgen-stress --count 20 --seed 3 --batch 5 --loopgen %S/Inputs/fake-loopgen.py --out %t 2>&1 | FileCheck %s
// RUN: %S/Inputs/check-reduced.py %t | FileCheck %s --check-prefix=REDUCED
// The reducer shrinks each failing program to what makes it fail: with a
// fake loopgen that crashes on any 'parallel unroll' pragma, every reduced
// program is one function holding that pragma, its loops and little else.
// CHECK: FAILURE crash in f{{[0-9]+}}: PLEASE submit a bug report
// CHECK: reduced {{[0-9]+}} -> {{[0-9]+}} statements
// CHECK: passed, {{[1-9][0-9]*}} failed (wrong result 0, crash {{[1-9][0-9]*}},
// REDUCED: reduced programs OK
