//===- InductionVariables.h - Counters that advance with a loop -*- C++ -*-===//
//
// C code often walks memory with a counter or a pointer that advances by a
// fixed amount in each iteration (`acc += *p; p += m;`, `out[k] = x; k++;`).
// The advance is a dependence that every iteration carries, and it keeps
// the loop sequential. This pass replaces each read of such a variable in
// the loop by its value there, the value it had before the loop plus the
// iterations before it times the step (`p + i*m`), and drops the advance.
//
// Legal for an integer local given its value in the block that holds the
// loop, before it, and advanced by one `v += c` or `v -= c` at the top level
// of the body of the loop or of the innermost loop of a perfect nest whose
// inner trip counts do not change in it; c reads no memory and nothing the
// nest assigns, and nothing after the nest reads v. Each loop has step 1 or
// -1. The arithmetic is done in v's type.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_INDUCTIONVARIABLES_H
#define LOOPGEN_TRANSFORMS_INDUCTIONVARIABLES_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

/// Replaces the reads of F's induction variables by their closed forms,
/// with a remark for each.
void closeInductionVariables(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_INDUCTIONVARIABLES_H
