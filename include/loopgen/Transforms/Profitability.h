//===- Profitability.h - Whether the GPU is worth it -----------*- C++ -*-===//
//
// The first rule of loopgen's profitability model. One GPU thread walks a
// loop one to two orders of magnitude slower than a CPU core (each step
// waits for device memory). So when some of a function's work of the
// highest order runs in one GPU thread (a statement nested in as many loops
// of unknown trip count as any statement of the function, in a
// single-thread kernel), the translation cannot beat the original however
// parallel the rest is: the function runs on the host as written. This
// covers functions with no parallel loop at all, and factorizations whose
// every step runs half its work in one thread (lu, cholesky, durbin). A
// warning names the loop and its dependence; --force-gpu keeps the
// translation.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_PROFITABILITY_H
#define LOOPGEN_TRANSFORMS_PROFITABILITY_H

#include "loopgen/IR/Diagnostics.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

/// Whether F, placed by mapToGrid, should run on the host as written; warns
/// when it should.
bool keepOnHost(const Function &F, Diagnostics &D);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_PROFITABILITY_H
