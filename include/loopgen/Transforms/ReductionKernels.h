//===- ReductionKernels.h - How reduction kernels accumulate ---*- C++ -*-===//
//
// A band kernel that reduces into scalars or adds into small histograms
// leaves partials to combine: one per block after the block has combined
// its threads' copies. To keep those few, its threads stride over the
// iterations of its outermost grid dimension (the host launches as many
// blocks as the GPU holds), each accumulating many; a 1-D strided loop
// whose reads are its index's elements reads them as 16-byte vectors
// first; and a histogram of up to 32 KB is added into per block, in a copy
// in shared memory, then added to the array at the block's end.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_REDUCTIONKERNELS_H
#define LOOPGEN_TRANSFORMS_REDUCTIONKERNELS_H

#include "loopgen/IR/IR.h"
#include "loopgen/Transforms/Pass.h"

namespace loopgen {

/// Records a ReductionPlan on every band kernel that reduces or keeps
/// histograms in shared memory, with a remark for each.
void planReductionKernels(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_REDUCTIONKERNELS_H
