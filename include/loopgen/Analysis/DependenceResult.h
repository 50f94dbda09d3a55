//===- DependenceResult.h - The answer of a dependence test ----*- C++ -*-===//
//
// What the simple test (Dependence.h) and the exact one (ExactDependence.h)
// answer about a loop: independent with a proof, a proven dependence, or
// one not excluded, with the two accesses that meet.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_ANALYSIS_DEPENDENCERESULT_H
#define LOOPGEN_ANALYSIS_DEPENDENCERESULT_H

#include "loopgen/IR/IR.h"
#include <string>

namespace loopgen {

struct DependenceResult {
  enum Kind { Independent, Proven, Unknown };
  Kind K = Independent;
  std::string Reason;    ///< Why, naming the accesses.
  SourceLocation First;  ///< The write.
  SourceLocation Second; ///< The other access.
  bool IsScalar = false; ///< About a scalar (isl is not asked).
};

} // namespace loopgen

#endif // LOOPGEN_ANALYSIS_DEPENDENCERESULT_H
