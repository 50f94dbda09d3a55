// RUN: not loopgen %bench/suite/polybench/gramschmidt.cpp --validate --emulate -- -DMINI_DATASET | FileCheck %s
// RUN: loopgen %bench/suite/polybench/gramschmidt.cpp --strict-fp --validate-exact --emulate -- -DMINI_DATASET | FileCheck %s --check-prefix=EXACT
// RUN: loopgen %bench/programs/gramschmidt_full_rank.cpp --validate --emulate -- -DM=36 -DN=30 | FileCheck %s --check-prefix=FULL
// RUN: not loopgen %S/must-fail-dependence.cpp --trust-annotations --validate --emulate | FileCheck %s --check-prefix=WRONG
// PolyBench's gramschmidt on its own input, which has fewer rows than
// columns: the last columns of Q are round-off, so the translation (which
// sums the norms in another order) cannot match them. The harness says
// so: the original's own results move as much when its inputs move by a few
// units in the last place. It still fails: a note explains, it never
// passes. The translation is exact where rounding is kept in order, and
// matches on a full-rank matrix. A wrong kernel on well-conditioned inputs
// gets no such note.
// CHECK: MISMATCH
// CHECK: note: the original is ill-conditioned at these inputs: its own results move by up to
// CHECK: RESULT function=kernel_gramschmidt status=FAIL
// EXACT: RESULT function=kernel_gramschmidt status=PASS max_rel_err=0.000e+00
// FULL: RESULT function=gramschmidt_full_rank status=PASS
// WRONG: MISMATCH
// WRONG-NOT: ill-conditioned
// WRONG: status=FAIL
