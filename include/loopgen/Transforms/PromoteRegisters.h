//===- PromoteRegisters.h - Array elements held in registers ---*- C++ -*-===//
//
// Scalar replacement: code written to accumulate into an array element
// (C[i][j] += A[i][k] * B[k][j] inside the k loop) gets the kernel that
// code accumulating into a local gets. An element whose subscripts do not
// change within a scope and that is written there is held in a register:
// loaded once before the scope (or not at all when the scope's first
// access overwrites it), stored once after it.
//
// Scopes, in the code of parallel loops (what threads run): the body of a
// loop, for elements fixed within one iteration; and a sequential loop as a
// whole, for elements fixed across its iterations. It is legal when every
// other access to the array in the scope provably touches other elements
// (isl); the element must be accessed wherever the scope runs (at its
// level, not only under an if), so that the register's load and store
// touch nothing the original would not; a loop that may run no iteration
// tests its bounds first. Every promotion and refusal is a remark.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_PROMOTEREGISTERS_H
#define LOOPGEN_TRANSFORMS_PROMOTEREGISTERS_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

void promoteToRegisters(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_PROMOTEREGISTERS_H
