//===- RowKernels.h - A warp per iteration of a row-walking kernel -*- C++ -*-=//
//
// A 1-D band kernel whose threads each walk a row in a sequential loop
// (reducing into scalars of their own iteration, or scanning it: a
// segmented scan) reads the row with one thread per row: a warp's accesses
// are 32 rows apart. Run with a warp per iteration instead, the lanes share
// the row loop, their accesses adjacent, and the reductions combine across
// the warp (seed 001's row sums). Where the accesses are cheaper with the
// band's index on the lanes, 8 threads per iteration each take a slice of
// a long row instead (columns). A step of a wavefront, which has few
// iterations and long rows, runs a warp per iteration wherever its row
// loops sit under ifs.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_ROWKERNELS_H
#define LOOPGEN_TRANSFORMS_ROWKERNELS_H

#include "loopgen/IR/IR.h"
#include "loopgen/Transforms/Pass.h"

namespace loopgen {

/// Makes the plain 1-D band kernels that walk rows SharedRows kernels
/// (KernelPlan::Rows), with a remark for each.
void chooseRowKernels(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_ROWKERNELS_H
