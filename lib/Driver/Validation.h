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
#include <string>

namespace loopgen {

/// Builds Harness and runs it; returns the exit code for loopgen (0 when
/// every function matches its original).
int buildAndRun(const std::string &Harness, const Options &Opts);

} // namespace loopgen

#endif // LOOPGEN_DRIVER_VALIDATION_H
