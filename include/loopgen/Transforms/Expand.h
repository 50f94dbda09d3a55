//===- Expand.h - Array expansion for private arrays in kernels -*- C++ -*-===//
//
// A private std::vector inside a kernel has a size known only at run time,
// so threads cannot each allocate it. Seed 002's answer is array expansion:
// one device array with an extra dimension per grid-mapped loop of the
// band, allocated once per call. The extra dimensions come last, the x loop
// innermost, so that neighbouring threads touch neighbouring elements
// (coalesced). A copy whose reads are not all covered by earlier writes is
// zeroed where it was declared, as std::vector<T>(n) would be.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_EXPAND_H
#define LOOPGEN_TRANSFORMS_EXPAND_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

void expandPrivateArrays(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_EXPAND_H
