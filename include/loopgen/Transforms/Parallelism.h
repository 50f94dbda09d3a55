//===- Parallelism.h - Decide which loops run in parallel ------*- C++ -*-===//
//
// Sets ForStmt::IsParallel on every loop of F from the dependence test and
// the user's annotations:
//  - `sequential` loops stay sequential;
//  - proven-independent loops become parallel (unannotated ones only with
//    auto-parallelization on), also when their only loop-carried
//    dependences are reductions (ForStmt::Reductions), outside parallel
//    loops; a reduction(op: v) clause is checked against what is found;
//  - `parallel` on a loop with a proven dependence is an error naming both
//    accesses; on an undecided one a warning (the loop stays sequential)
//    unless annotations are trusted.
// Every decision is a remark.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_PARALLELISM_H
#define LOOPGEN_TRANSFORMS_PARALLELISM_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

/// Options: --no-auto-parallel, --trust-annotations, and --strict-fp
/// (floating-point + and * reductions stay sequential: their parallel
/// result is rounded in another order).
void decideParallelism(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_PARALLELISM_H
