// RUN: %exit1 loopgen %s --print-after=bogus 2>&1 | FileCheck %s
// CHECK: error: unknown pass 'bogus' for --print-after; passes are: lower induction index-scalars reshape fast-math privatize accumulate parallelism check right-looking wavefront split distribute promote scan map-to-grid profitability expand layout transpose tile unroll records tile-waves persist two-way{{$}}
