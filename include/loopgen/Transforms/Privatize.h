//===- Privatize.h - Give each iteration its own copy ----------*- C++ -*-===//
//
// Seed 002's privatization: a local scalar or array whose uses all lie in
// one loop, and whose every read in an iteration of that loop follows a
// write of the same location in the same iteration, gets its declaration
// moved into the loop body. The dependence test then sees it as private.
// Refusals (a value used after the loop, a read not covered) are remarks.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_PRIVATIZE_H
#define LOOPGEN_TRANSFORMS_PRIVATIZE_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

/// Parameter arrays used as temporaries get private copies first
/// (LastPrivate.h).
/// Parameter arrays used as temporaries get private copies first
/// (LastPrivate.h).
void privatize(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_PRIVATIZE_H
