//===- AccumulateElements.h - Reductions into array elements ---*- C++ -*-===//
//
// A loop of the function body (not nested in another loop) that
// accumulates into one array element, `out[0] += x[i] * y[i]` or through a
// reference parameter `result += ...`, accumulates instead into a scalar
// loaded before the loop and stored after it, so that the parallelism
// analysis sees a scalar reduction (or the scan pass a scan). Done only
// where every access to the array in the loop is that element (its
// subscripts do not change in the loop) and the scalar is then a reduction
// or a scan.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_ACCUMULATEELEMENTS_H
#define LOOPGEN_TRANSFORMS_ACCUMULATEELEMENTS_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

void accumulateElements(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_ACCUMULATEELEMENTS_H
