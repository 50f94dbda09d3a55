//===- Output.h - The texts loopgen writes ---------------------*- C++ -*-===//
//
// Internal to the driver: the translation unit with each offloaded
// function's body replaced by its host code and kernels, and what --emit
// asks for.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_DRIVER_OUTPUT_H
#define LOOPGEN_DRIVER_OUTPUT_H

#include "loopgen/Driver/Pipeline.h"
#include "loopgen/Frontend/Frontend.h"
#include <string>
#include <vector>

namespace clang {
class ASTContext;
}

namespace loopgen {

/// The input with the bodies of Fns replaced (those not kept on the host),
/// their kernels before them, the pragmas as comments and the prelude on
/// top; empty after an error (a bad --format-style). ForHarness: the
/// references of member functions too, as members of their classes.
std::string generatedUnit(clang::ASTContext &Ctx,
                          std::vector<OffloadedFunction> &Fns,
                          const std::vector<PragmaInfo> &Pragmas,
                          const Options &Opts, bool ForHarness = false);

/// What --emit=Emit writes: Unit, Harness, or Fns' LoopIR, report or graph.
std::string emittedText(Options::EmitKind Emit,
                        const std::vector<OffloadedFunction> &Fns,
                        const std::string &Unit, const std::string &Harness);

} // namespace loopgen

#endif // LOOPGEN_DRIVER_OUTPUT_H
