//===- IndexScalars.h - Index arithmetic held in locals ---------*- C++ -*-===//
//
// Users often hold index arithmetic in a local first: a row's offset
// (`int row = i * n; ... A[row + j]`) or a bound (`int m = j < i ? j : i;
// for (k = 0; k < m; ...)`). Seen through the local, the subscript or the
// bound is not affine in the loop indices, and the dependence test, the
// delinearization and the wavefront skew give up. This pass replaces such a
// local, in subscripts, loop bounds and if conditions, by its initializer,
// and drops its declaration once nothing else reads it.
//
// Legal for an integer local declared with an initializer and never
// assigned afterwards, whose initializer reads no memory, calls nothing but
// std::min, std::max and abs, and names only scalars that are never
// assigned either (parameters, loop indices and other such locals): every
// use lies in the declaration's scope, where each of them has the value it
// had at the declaration. (A local declared without a value and assigned
// once, at the top level of a block that alone reads it, after the
// assignment, C89 style, the frontend declares there.) A local outside
// every loop whose initializer divides by a value (`out_len = in_len /
// decim`) stays: as a symbol it keeps `out[ch * out_len + n]` affine, where
// its initializer would not.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_INDEXSCALARS_H
#define LOOPGEN_TRANSFORMS_INDEXSCALARS_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

/// Replaces the locals that hold index arithmetic by their initializers in
/// F's subscripts, loop bounds and if conditions, with a remark for each.
void inlineIndexScalars(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_INDEXSCALARS_H
