//===- HostThreads.h - Parallel loops of the original on all cores -*- C++
//-*-===//
//
// Where the original runs on the host (below LOOPGEN_HOST_BELOW, after a
// failed run-time check, a function the profitability model keeps there,
// --target=openmp), the loops loopgen proved parallel run on all CPU cores
// as OpenMP worksharing loops. This pass picks them from the parallelism
// pass's decisions, before any transformation reshapes the loops: the
// outermost parallel loop of each nest whose trip count grows with the
// input, and, inside a sequential loop, only one that holds a loop of its
// own (forking threads for a single loop of work per step costs more than
// the step). It records what the pragma must agree with
// (Function::HostThreads); the frontend writes the pragma where the source
// agrees (HostLoopPragmas.h).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_HOSTTHREADS_H
#define LOOPGEN_TRANSFORMS_HOSTTHREADS_H

#include "loopgen/IR/IR.h"
#include "loopgen/Transforms/Pass.h"

namespace loopgen {

/// Fills F.HostThreads. Loops the user marked with an OpenMP directive of
/// their own keep theirs, and so do the loops inside them.
void planHostThreads(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_HOSTTHREADS_H
