//===- MapToGrid.h - Place statements and map bands to the grid -*- C++ -*-===//
//
// Decides where each statement of an offloaded function runs:
//  - the outermost parallel loop of each nest becomes a kernel, and the
//    perfectly nested parallel loops under it with bounds invariant in the
//    band join its band; the innermost (up to) three are mapped to the grid,
//    the innermost on x;
//  - loops and ifs that contain kernels and whose bounds and conditions the
//    host can evaluate stay on the host, launching kernels inside;
//  - scalar code stays on the host;
//  - everything else runs in single-thread kernels, so data never leaves
//    the device between launches.
// Local scalars written by device code are marked OnDevice.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_MAPTOGRID_H
#define LOOPGEN_TRANSFORMS_MAPTOGRID_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/Band.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

/// With --no-coalescing, each band's innermost loop goes on x.
void mapToGrid(Function &F, PassContext &C);

/// Maps the (up to three) innermost loops of Root's band to the grid: the
/// one whose accesses coalesce best under the cost model goes on x, the
/// others on y and z in their order. Records the band in Root's kernel
/// plan (a plain one, if Root has none yet). Returns whether x changed; D, when
/// given, gets a remark for a choice other than the innermost loop.
bool mapBandToGrid(const Function &F, ForStmt &Root, Diagnostics *D,
                   bool Coalescing = true);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_MAPTOGRID_H
