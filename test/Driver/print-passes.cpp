// RUN: loopgen --print-passes > %t.passes
// RUN: FileCheck %s < %t.passes
// RUN: %python %S/Inputs/check-pass-diagram.py %t.passes %S/../../docs/architecture.md
// RUN: loopgen --help | FileCheck %s --check-prefix=HELP
// The pipeline's passes, in order, one per line, from the one table
// (include/loopgen/Transforms/Passes.def); docs/architecture.md draws the
// same list in the same order.
// CHECK: {{^}}lower          Clang's AST of each offloaded function as LoopIR
// CHECK-NEXT: {{^}}induction
// CHECK: {{^}}map-to-grid
// CHECK-NEXT: {{^}}profitability
// CHECK: {{^}}two-way{{.*}}
// CHECK-NEXT: {{^}}row-kernels{{.*}}
// CHECK-NEXT: {{^}}reduction-kernels{{.*}}
// CHECK-NEXT: {{^}}cub-scans{{.*}}
// CHECK-NEXT: {{^}}fuse-serial{{.*}}
// CHECK-NEXT: {{^}}copy-in{{.*}}
// CHECK-NOT: {{.}}
// HELP: PASSES
// HELP: --stop-after=<pass>
// HELP: map-to-grid    where each statement runs
