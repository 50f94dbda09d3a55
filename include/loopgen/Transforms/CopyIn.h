//===- CopyIn.h - Arrays the GPU overwrites are not copied in --*- C++ -*-===//
//
// A parameter array is copied to the GPU before the kernels run, unless
// its values there are never seen: a top-level kernel writes every element
// unconditionally (A[i][j] = ... with each subscript a distinct index, of
// the band or of a for loop inside it, over exactly [0, extent)), and no
// read up to that kernel sees an element before the function's own write
// of it in the same iteration (tmp[i][j] = 0; for k: tmp[i][j] += ...).
// Its copy back then carries the kernels' values only.
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_COPYIN_H
#define LOOPGEN_TRANSFORMS_COPYIN_H

#include "loopgen/IR/IR.h"
#include "loopgen/Transforms/Pass.h"

namespace loopgen {

/// Clears Array::CopyIn of the parameter arrays the kernels overwrite
/// before any read, with a remark for each.
void elideCopiesIn(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_COPYIN_H
