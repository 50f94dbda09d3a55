//===- Dependence.h - Is a loop free of loop-carried dependences? -*- C++ -*-=//
//
// A sound test: a loop is reported independent only with a proof. Scalars
// written in the body must be declared in it (private by construction) or
// be among the loop's Reductions.
// For every array written in the body, some dimension must be subscripted
// by every access as c*i + r, with the same non-zero constant c and the
// same r invariant in the loop, so that distinct iterations touch disjoint
// slices. Linearized subscripts (A[i*m + j] of an array shaped [n][m]) are
// first recovered as multi-dimensional when the loop bounds prove every
// inner subscript within its extent.
//
// When no proof exists, the result says whether a dependence is certain
// (then `parallel` is an error) or merely not excluded.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_ANALYSIS_DEPENDENCE_H
#define LOOPGEN_ANALYSIS_DEPENDENCE_H

#include "loopgen/Analysis/DependenceResult.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

/// Tests whether the iterations of L, a loop of F, may run in parallel.
/// With Only, just the accesses to that array are considered.
DependenceResult testLoop(const Function &F, const ForStmt &L,
                          const Array *Only = nullptr);

} // namespace loopgen

#endif // LOOPGEN_ANALYSIS_DEPENDENCE_H
