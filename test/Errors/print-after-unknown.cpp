// RUN: %exit1 loopgen %s --print-after=bogus 2>&1 | FileCheck %s
// CHECK: error: unknown pass 'bogus' for --print-after; passes are: lower induction index-scalars {{.*}} map-to-grid {{.*}} two-way{{( [a-z-]+)*$}}
