//===- Validation.h - Build and run the validation harness ----*- C++ -*-===//
//
// Internal to the driver: --validate builds the harness with nvcc where a
// GPU is present, else with the host compiler and the CPU emulation of
// CUDA, runs it, and tells rounding from the translation where they differ.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_DRIVER_VALIDATION_H
#define LOOPGEN_DRIVER_VALIDATION_H

#include "loopgen/Driver/Pipeline.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>
#include <utility>
#include <vector>

namespace loopgen {

/// A floating-point reduction that the translation of a function rounds in
/// another order: the function, and "+ into 's' at file:line:col".
using ReassociationNote = std::pair<std::string, std::string>;

/// Builds Harness and runs it; returns the exit code for loopgen (0 when
/// every function matches its original). Where a function that
/// reassociates floating-point reductions differs, StrictHarness (the
/// harness of the translation under --strict-fp) tells whether their order
/// is the difference.
int buildAndRun(const std::string &Harness, const Options &Opts,
                const std::vector<ReassociationNote> &Reassociations,
                llvm::function_ref<std::string()> StrictHarness);

} // namespace loopgen

#endif // LOOPGEN_DRIVER_VALIDATION_H
