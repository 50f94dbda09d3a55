//===- Lowering.h - Clang AST to LoopIR ------------------------*- C++ -*-===//
//
// The only code, with the rest of Frontend/, that sees Clang's AST. It lowers
// one offloaded function, inlining calls to functions of the same file, and
// reports every construct outside loopgen's C++ subset as an error at its
// location.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_FRONTEND_LOWERING_H
#define LOOPGEN_FRONTEND_LOWERING_H

#include "loopgen/Frontend/Pragmas.h"
#include "loopgen/IR/Diagnostics.h"
#include "loopgen/IR/IR.h"
#include <map>
#include <memory>

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace loopgen {

/// Pragmas by the file offset of the first token they precede (further
/// pragma lines, whitespace and comments skipped).
using PragmaTargets = std::map<unsigned, std::vector<PragmaInfo *>>;

/// Lowers FD, which carries `#pragma loopgen offload`, with its function
/// pragmas FnPragmas; loop pragmas are looked up in Targets and marked
/// consumed. Returns null after reporting errors.
std::unique_ptr<Function>
lowerFunction(const clang::FunctionDecl &FD, clang::ASTContext &Ctx,
              const std::vector<PragmaInfo *> &FnPragmas,
              PragmaTargets &Targets, Diagnostics &D);

} // namespace loopgen

#endif // LOOPGEN_FRONTEND_LOWERING_H
