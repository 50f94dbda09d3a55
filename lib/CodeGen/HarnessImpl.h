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

/// The extent of dimension Dim of std::vector A of F, which has no shape,
/// as the harness's C text: each subscript at its largest, the loops'
/// indices at their last values; a vector's size the harness's default
/// count. Empty where the accesses do not say.
std::string inferredVectorExtent(const Function &F, const Array &A,
                                 unsigned Dim = 0);
/// Whether the integer parameter V is data, not a size: neither it nor a
/// scalar computed from it bounds a counted loop, subscripts an array or
/// sizes one (a seed, a key, a bit mask).
bool onlyData(const Function &F, const Variable &V);
/// The count the lowering's reach gives a vector (Array::ReachedExtent).
std::string reachedCount(const Array &A);
/// Whether the harness sizes vector A by that reach where it names sizes
/// read from its other inputs (Array::ReachedFromData): after them.
bool sizedFromInputs(const Array &A);
/// A size to suggest for A in an error: the bound of a loop whose index
/// subscripts it, where that bound is made of parameters, else `<count>`.
std::string likelyVectorExtent(const Function &F, const Array &A);

} // namespace loopgen

#endif // LOOPGEN_CODEGEN_HARNESSIMPL_H
