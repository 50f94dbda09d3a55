//===- Verifier.h - The invariants of LoopIR -------------------*- C++ -*-===//
//
// Checks what every pass may rely on, after any pass (--verify-each, and in
// the test suite LOOPGEN_VERIFY_EACH=1): the tree is complete (no null
// statement or operand, operands as many as the kind has), every variable
// and array belongs to the function, a local is used only where its
// declaration is in scope, an access has a subscript per dimension (or one,
// into a flat array of a pragma's shape), loop
// indices are not assigned in their loops and not reused by loops inside,
// and the decisions passes record are consistent with where the code runs
// (grid dimensions only on loops of kernels, each at most once per band).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_IR_VERIFIER_H
#define LOOPGEN_IR_VERIFIER_H

#include "loopgen/IR/IR.h"
#include <string>

namespace loopgen {

/// The first broken invariant of F, said in a sentence, or "" when F is
/// well formed.
std::string verifyFunction(const Function &F);

} // namespace loopgen

#endif // LOOPGEN_IR_VERIFIER_H
