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
// every step runs half its work in one thread (lu, cholesky). So it does
// when that work is in kernels that host loops launch at least as many
// times as each has iterations of growing count (a 1-D stencil's time
// steps, the steps of durbin and ludcmp): launch latency, a few
// microseconds, against nanoseconds per iteration on the CPU. Where each
// such launch's iterations are known on entry, the choice is made at run
// time: the original runs on the host below LOOPGEN_HOST_BELOW iterations
// per launch (unless the environment says otherwise 16384, or 1024 where
// the host loops can run as persistent kernels, PersistentLoops.h). A
// warning names the loop and the reason; --force-gpu keeps the translation.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_PROFITABILITY_H
#define LOOPGEN_TRANSFORMS_PROFITABILITY_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

/// Whether F, placed by mapToGrid, should run on the host as written
/// (C.KeepOnHost); warns when it should. Where that depends on sizes known
/// at run time, it runs on the GPU with F.HostBelowTrips set. --force-gpu:
/// never on the host.
void keepOnHost(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_PROFITABILITY_H
