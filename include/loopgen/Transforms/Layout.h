//===- Layout.h - Dimension order of loopgen's own device arrays -*- C++
//-*-===//
//
// The arrays loopgen creates (expanded privates, local vectors and arrays
// it keeps in device memory) can be laid out any way, since every access to
// them is in the IR. For each such array, the kernels that access it vote,
// weighted by the cost model's execution counts, for the dimension whose
// subscript follows their threadIdx.x loop; that dimension becomes the
// innermost, so neighbouring threads touch neighbouring elements. The
// kernels' choice of x is then revisited under the new layouts. The user's
// arrays keep their layout (transposing them is a separate transformation).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_LAYOUT_H
#define LOOPGEN_TRANSFORMS_LAYOUT_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

void chooseLayouts(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_LAYOUT_H
