//===- HarnessImpl.h - The parts of the validation harness -----*- C++ -*-===//

#ifndef LOOPGEN_CODEGEN_HARNESSIMPL_H
#define LOOPGEN_CODEGEN_HARNESSIMPL_H

#include "loopgen/CodeGen/Harness.h"

namespace loopgen {

/// The harness's validate_<name> function of HF (with emitHarness's Sizes,
/// SizesAtRunTime and FastMath), or empty after reporting why it cannot be
/// built.
std::string emitValidateFunction(const HarnessFunction &HF,
                                 const std::map<std::string, std::string> &Sizes,
                                 bool SizesAtRunTime, bool FastMath,
                                 Diagnostics &D);

} // namespace loopgen

#endif // LOOPGEN_CODEGEN_HARNESSIMPL_H
