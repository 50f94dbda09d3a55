//===- FuseSerial.h - Serial code run by a reduction kernel ----*- C++ -*-===//
//
// Code that runs on the device in a single thread (placed Stmt::Serial:
// scalar statements between kernels that read or write device data) costs
// a launch of its own. Beside a 1-D reduction kernel it can run in the
// kernel instead: the kernel's last block, which combines the partials,
// runs the statements before the kernel's threads (once they are done)
// and those after, one launch instead of three. It may where the threads
// do not touch what those statements write and write nothing they read,
// but for the reductions' scalars, which the threads accumulate in copies
// of their own.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_FUSESERIAL_H
#define LOOPGEN_TRANSFORMS_FUSESERIAL_H

#include "loopgen/IR/IR.h"
#include "loopgen/Transforms/Pass.h"

namespace loopgen {

/// Sets KernelPlan::RunsSerialCode on the reduction kernels that take in
/// the single-thread statements beside them, with a remark for each.
void fuseSerialCode(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_FUSESERIAL_H
