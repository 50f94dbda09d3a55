//===- Distribute.h - Loop distribution and interchange --------*- C++ -*-===//
//
// Seed 002's way to kernels. A parallel loop whose body holds inner parallel
// loops is distributed over its statements, so that each inner nest becomes
// a perfect nest with parallelism M*N instead of M. Since the loop carries
// no dependence, every split that keeps the statements' order is legal;
// the pass splits before and after each statement that contains parallel
// loops, and keeps runs of other statements together.
//
// Variables private to an iteration that the split separates from their
// uses are either recomputed (a scalar whose definition is cheap: the cost
// rule of docs/architecture.md) or expanded with the loop's dimension.
//
// A sequential loop whose body is one parallel loop that stays parallel
// outside it is interchanged inward (seed 002: coalesced access via loop
// interchange), so that one kernel runs it in every thread.
//
// A piece that is a sequential loop around parallel loops (a time loop) is
// interchanged with the parallel loop, which is legal because the parallel
// loop carries no dependence, and distributed again: the host then runs the
// sequential loop and launches kernels inside it. Every decision and refusal
// is a remark.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_DISTRIBUTE_H
#define LOOPGEN_TRANSFORMS_DISTRIBUTE_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

void distribute(Function &F, PassContext &C);

/// The cost of recomputing E where it is used, in rough operation units:
/// + - * and comparisons 1, / and % 4, a memory read 4, a math call 8.
unsigned recomputeCost(const Expr &E);

/// Scalars whose recompute cost is at most this are inlined, not expanded.
constexpr unsigned InlineCostLimit = 4;

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_DISTRIBUTE_H
