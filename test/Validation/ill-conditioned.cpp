// RUN: not loopgen %s --validate --emulate > %t.out 2>&1
// RUN: FileCheck %s --check-prefix=PHASE < %t.out
// RUN: not loopgen %bench/suite/polybench/gramschmidt.cpp --validate --emulate -- -DMINI_DATASET > %t.gs 2>&1
// RUN: FileCheck %s < %t.gs
// RUN: loopgen %bench/suite/polybench/gramschmidt.cpp --strict-fp --validate-exact --emulate -- -DMINI_DATASET | FileCheck %s --check-prefix=EXACT
// RUN: loopgen %bench/programs/gramschmidt_full_rank.cpp --validate --emulate -- -DM=36 -DN=30 | FileCheck %s --check-prefix=FULL
// RUN: not loopgen %S/must-fail-dependence.cpp --trust-annotations --validate --emulate | FileCheck %s --check-prefix=WRONG
// After a mismatch the original runs again on inputs moved by a few units
// in the last place. Where its own results move as much as the translation
// differs, they are round-off at these inputs and the note says so (the
// phase of a long float sum, times 30000); where they move less, the note
// says that conditioning does not explain the difference: it is never
// called round-off when it is larger than what was measured. PolyBench's
// gramschmidt on its own input (fewer rows than columns) differs by more
// than its inputs move it; the rebuild with its sums in their original
// order tells that their order is the whole difference, and the
// translation is exact under --strict-fp and matches on a full-rank
// matrix. A wrong kernel gets neither note.
#include <cmath>
#pragma loopgen offload
#pragma loopgen array(a[n])
#pragma loopgen validate(n = 1000)
float phase(int n, const float *a) {
  float s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return sinf(s * 30000.0f);
}
// PHASE: MISMATCH
// PHASE: note: the original is ill-conditioned at these inputs: its own results move by up to
// PHASE: RESULT function=phase status=FAIL
// CHECK: MISMATCH
// CHECK: note: the original's own results move by up to {{.*}}, less than the {{.*}} between the translation and the original: the conditioning of these inputs does not explain the difference
// CHECK: RESULT function=kernel_gramschmidt status=FAIL
// CHECK: note: 'kernel_gramschmidt' differs from the original only through the order of its floating-point reductions (+ into 'nrm' at {{.*}}gramschmidt.cpp:{{[0-9]+}}:{{[0-9]+}}, + into 'R_k_j' at
// EXACT: RESULT function=kernel_gramschmidt status=PASS max_rel_err=0.000e+00
// FULL: RESULT function=gramschmidt_full_rank status=PASS
// WRONG: MISMATCH
// WRONG-NOT: ill-conditioned
// WRONG-NOT: conditioning
// WRONG: status=FAIL
