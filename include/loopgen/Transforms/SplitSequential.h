//===- SplitSequential.h - Distribution of sequential loops ----*- C++ -*-===//
//
// A sequential loop whose body holds several statements is split into one
// loop per group of statements, in their order, when that frees some of them
// to run in parallel: atax's `tmp[i] = A[i] x` and `y += A[i] tmp[i]` in one
// loop over i, sequential because of y, become a parallel loop over i and a
// column update that the distribution pass then turns inside out (j
// parallel, i in each thread). Splitting is legal when every array two
// groups share (one of them writing it) carries no dependence across the
// loop's iterations, so that the groups meet only within an iteration, the
// earlier before the later, as the split loops keep them; statements that
// share a scalar stay together. Inner loops are split first (bicg's `s[j]
// += r[i] A[i][j]` and `q[i] += A[i][j] p[j]` in one loop over j). Each
// split is a remark.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_SPLITSEQUENTIAL_H
#define LOOPGEN_TRANSFORMS_SPLITSEQUENTIAL_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

void splitSequentialLoops(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_SPLITSEQUENTIAL_H
