//===- SharedRows.h - Row loops the lanes of a warp can share --*- C++ -*-===//
//
// A band iteration that runs a long sequential loop reducing into its own
// scalars (`s += A[i][k] * B[k][j]`) can run as a warp: the lanes stride
// over the loop into private copies, which shuffles combine. The loops may
// sit under the iteration's ifs (a fused row of LU: `if (j < i) {...}
// else {...}`): every lane evaluates the conditions. Before the loop, the
// lanes run the scalar code, and lane 0 alone the stores; after it, lane
// 0 runs the rest.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_ANALYSIS_SHAREDROWS_H
#define LOOPGEN_ANALYSIS_SHAREDROWS_H

#include "loopgen/IR/IR.h"
#include <optional>
#include <set>
#include <vector>

namespace loopgen {

/// A row loop and the reductions the lanes of a warp share in it.
/// Row's reductions when the lanes can share it: its only carried
/// dependences are reductions into scalars of Declared (the band
/// iteration's own), by operators that may be regrouped here.
std::optional<std::vector<Reduction>>
sharedReductions(const Function &F, const ForStmt &Row,
                 const std::set<const Variable *> &Declared);

/// The row loops of a band iteration's Body when a warp can run it: down
/// through ifs, before the first statement with a loop only scalar code and
/// stores that assign no scalar; that statement a row loop whose
/// reductions the lanes share, or an if whose branches have this shape;
/// after it anything. None when Body has another shape or no loop.
std::optional<std::vector<SharedRow>> warpSharedRows(const Function &F,
                                                     const BlockStmt &Body);

/// Whether S is or holds a loop.
bool hasLoop(const Stmt &S);

} // namespace loopgen

#endif
