//===- HarnessWriter.h - The writer of validate_<name> ---------*- C++ -*-===//
//
// Private to lib/CodeGen: Harness.cpp writes the inputs and the runs,
// HarnessCompare.cpp the comparisons and the verdict.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_CODEGEN_HARNESSWRITER_H
#define LOOPGEN_CODEGEN_HARNESSWRITER_H

#include "HarnessImpl.h"
#include "loopgen/IR/Printer.h"
#include <functional>
#include <sstream>

namespace loopgen {

class HarnessWriter {
public:
  HarnessWriter(const HarnessFunction &HF,
                const std::map<std::string, std::string> &Sizes,
                bool SizesAtRunTime, bool FastMath, Diagnostics &D)
      : F(*HF.F), ReferenceText(HF.ReferenceText), Sizes(Sizes),
        SizesAtRunTime(SizesAtRunTime), FastMath(FastMath), D(D) {}

  /// The validate_<name> function, or empty after an error.
  std::string run();

private:
  const Function &F;
  const std::string &ReferenceText;
  const std::map<std::string, std::string> &Sizes;
  bool SizesAtRunTime;
  bool FastMath;
  Diagnostics &D;
  ExprPrinter P;
  std::ostringstream OS;

  std::string count(const Array &A);
  /// Calls Each on every field of A's records of mixed types with its
  /// type, name and ", records, stride, offset" for the harness's helpers.
  void
  forEachField(const Array &A,
               const std::function<void(const ScalarType &, const std::string &,
                                        const std::string &)> &Each);
  std::string elements(const Array &A, const std::string &Container);
  std::string arg(const Param &Prm, const std::string &Suffix);
  /// The call's arguments: each parameter's copy named with Suffix.
  std::string args(const std::string &Suffix);
  /// loopgen_pass and loopgen_max_rel from every output of the reference
  /// and the translation (and, on a mismatch where Conditioning, how far
  /// the original itself moves on perturbed inputs).
  void emitComparison(bool Returns, bool Conditioning);
  /// What the function returns, compared part by part: "" and a scalar
  /// result's type, or each member path of a struct result (".norm").
  std::vector<std::pair<std::string, ScalarType>> resultParts();
  /// The times and the RESULT line of function Name.
  void emitVerdict(const std::string &Name);
  std::string memberOf(const Param &Prm, const Array &M,
                       const std::string &Suffix);
};

} // namespace loopgen

#endif // LOOPGEN_CODEGEN_HARNESSWRITER_H
