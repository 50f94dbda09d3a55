//===- CubScans.h - Scans that CUB's DeviceScan runs ------------*- C++ -*-===//
//
// A scan of the simplest forms runs faster as CUB's DeviceScan over raw
// pointers than as loopgen's own scan kernel (which handles any body): an
// inclusive scan whose element is an array's element at the loop index,
// in place (`x[i] = x[i - 1] + x[i]`), into another array from a value the
// host sets just before the loop (`s = 0; for (...) { s += y[i]; out[i] =
// s; }`), or a recurrence into another array (`out[i] = out[i - 1] +
// y[i]`). From the operator's identity the scan takes no initial value,
// CUB's faster form.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_CUBSCANS_H
#define LOOPGEN_TRANSFORMS_CUBSCANS_H

#include "loopgen/IR/IR.h"
#include "loopgen/Transforms/Pass.h"

namespace loopgen {

/// Records ScanInfo::Cub on the scans (placed Stmt::Scan) of those forms,
/// with a remark for each.
void useCubScans(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_CUBSCANS_H
