//===- HostCost.h - What an iteration costs a CPU core ---------*- C++ -*-===//
//
// Part of the profitability model (Profitability.h): for a function whose
// work is of the order of its data, whether a call runs faster on the GPU,
// its arrays copied there and back, or on the host's cores is decided at
// run time (loopgen_host_is_faster in the prelude) from the work of the
// call, the bytes its copies move, the host's threads, and estimates made
// here of one iteration of the function's statements of the highest order:
// the operations it computes and the bytes it streams from memory.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_HOSTCOST_H
#define LOOPGEN_TRANSFORMS_HOSTCOST_H

#include "loopgen/IR/IR.h"
#include "loopgen/IR/Walk.h"
#include <set>

namespace loopgen {

/// The cost of one iteration of a statement on a CPU core, roughly.
struct IterationCost {
  /// Operations: a math function, a division or a branch on data weigh as
  /// several (exp, log: 16; sqrt, a division: 4; `&&`, `||` and an if on
  /// data: 8, for the mispredictions of a branch no pattern predicts).
  double Ops = 0;
  /// Bytes of the accesses that move with every loop of growing trip count
  /// around the statement: those that stream from memory rather than
  /// staying in cache (A[i][j] does under i and j, x[j] does not), four
  /// times over where the innermost loop walks a column (A[j][i] under j),
  /// a cache line read for each element or few; a stored element is read
  /// for ownership and written back.
  double Bytes = 0;
};

/// The cost of one iteration of the work statement S in its context Ctx.
/// Streamed: the arrays whose bytes the statements before S in the same
/// innermost loop counted already (the same cache lines), read (false) or
/// written back (true); S's added.
IterationCost iterationCost(const Stmt &S, const StmtContext &Ctx,
                            std::set<std::pair<const Array *, bool>> &Streamed);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_HOSTCOST_H
