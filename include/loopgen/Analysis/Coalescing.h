//===- Coalescing.h - What a warp's memory accesses cost -------*- C++ -*-===//
//
// The cost model behind the thread mapping and the layouts (docs/
// architecture.md, "Coalescing"). For a kernel band and a candidate loop X
// on threadIdx.x, each global access costs, per warp, the memory segments
// its 32 threads touch: 1 when neighbouring threads read the same element
// (broadcast) or neighbouring ones (stride 1), |stride| up to 32 for a
// constant stride, 32 for a stride that is symbolic or unknown. An
// uncoalesced access that walks with unit stride along the thread's own
// innermost sequential loop reuses each 128-byte line it fetches over the
// next iterations (from L1), so its cost is divided by the elements a line
// holds (not for stores: L1 is write-through); likewise for unit stride along
// the band's y loop, whose rows of a block (8 in a 32x8 block) read the rest of
// each 32-byte sector. Accesses are weighted by how often a thread executes
// them: each sequential loop around them inside the kernel multiplies by its
// trip count (a constant, or 32 when it is symbolic). Reads and writes count
// alike.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_ANALYSIS_COALESCING_H
#define LOOPGEN_ANALYSIS_COALESCING_H

#include "loopgen/IR/IR.h"
#include <functional>

namespace loopgen {

/// A loop's trip count when constant, else 32.
double tripEstimate(const ForStmt &L);

/// Segments per warp for Access when X's index varies along threadIdx.x.
unsigned warpCost(const Function &F, const Expr &Access, const Variable *X);

/// The same for subscripts Subs of an array with extents Dims (row-major).
unsigned warpCost(const std::vector<class Polynomial> &Subs,
                  const std::vector<const Expr *> &Dims, const Variable *X);

/// Calls Visit(access, weight, loop) for every access to device memory in
/// the body of Innermost (a band's innermost loop), weighted by executions
/// per thread, with the innermost sequential loop around it in the kernel
/// (or null; null for the target of an assignment, whose lines L1 does not
/// keep). Per-thread arrays (C arrays declared in the kernel) are
/// skipped.
void forEachWeightedAccess(
    const ForStmt &Innermost,
    const std::function<void(const Expr &, double, const ForStmt *)> &Visit);

/// warpCost, less the reuse of lines along Seq (the thread's own innermost
/// sequential loop around the access, or null) and of sectors along Y (the
/// band's y loop index, or null).
double effectiveCost(const std::vector<class Polynomial> &Subs,
                     const std::vector<const Expr *> &Dims,
                     const ScalarType &Elem, const Variable *X,
                     const ForStmt *Seq, const Variable *Y = nullptr);

/// The index of the loop of Innermost's band on grid dimension Dim, if any.
const Variable *gridIndex(const ForStmt &Root, int Dim);

/// The weighted cost of a kernel whose innermost band loop is Innermost,
/// with X's index on threadIdx.x.
double kernelCost(const Function &F, const ForStmt &Innermost,
                  const Variable *X, const Variable *Y = nullptr);

} // namespace loopgen

#endif // LOOPGEN_ANALYSIS_COALESCING_H
