//===- Harness.h - The validation harness ----------------------*- C++ -*-===//
//
// A self-contained program that runs each offloaded function twice on
// identical inputs: as the user wrote it (the sequential reference) and as
// generated, then compares every output. Inputs are seeded random values
// or the user's init(fn); outputs are poisoned first so that an element the
// generated code fails to write is caught. It prints per-function errors and
// timings and a last line starting with PASS or FAIL, and exits non-zero on
// a mismatch. The same file builds with nvcc or, for the CPU emulation,
// with the host compiler.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_CODEGEN_HARNESS_H
#define LOOPGEN_CODEGEN_HARNESS_H

#include "loopgen/IR/Diagnostics.h"
#include "loopgen/IR/IR.h"
#include <map>
#include <string>
#include <vector>

namespace loopgen {

struct HarnessFunction {
  const Function *F;
  std::string ReferenceText; ///< The original definition, renamed.
};

/// Returns the harness source, or an empty string after reporting why it
/// cannot be built (a scalar without a value, a shape that is unknown).
/// Sizes override the validate(...) values by name: in the text, or, with
/// SizesAtRunTime, on the harness's command line (`harness REPEATS n=4096
/// ...`), so that one build of the harness serves every size; the command
/// line overrides any value either way. FastMath loosens the default float
/// tolerance to 1e-3.
/// Records in each std::vector parameter of F without a shape the count the
/// harness gives it, from its accesses as the user wrote them: called
/// before the passes, which may move them into transposed copies.
void recordWrittenExtents(Function &F);

std::string emitHarness(const std::string &GeneratedUnit,
                        const std::vector<HarnessFunction> &Functions,
                        const std::map<std::string, std::string> &Sizes,
                        bool SizesAtRunTime, bool FastMath, Diagnostics &D);

} // namespace loopgen

#endif // LOOPGEN_CODEGEN_HARNESS_H
