//===- Uses.h - What a piece of code needs from outside ---------*- C++ -*-===//
//
// The scalars and arrays that statements read or write but do not declare:
// a kernel's parameters and its launch's arguments, and what passes ask
// when they move code from the host into a kernel.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_ANALYSIS_USES_H
#define LOOPGEN_ANALYSIS_USES_H

#include "loopgen/IR/IR.h"
#include <set>
#include <vector>

namespace loopgen {

/// Everything the statements need from outside, in declaration order: a
/// kernel's parameters and its launch's arguments. Written: the arrays they
/// assign elements of.
struct KernelUses {
  std::vector<const Variable *> Scalars;
  std::vector<const Array *> Arrays;
  std::set<const Array *> Written;

  void addVar(const Variable *V);
  void addArray(const Array *A);
};

/// What Stmts need from outside the statements of Stmts.
KernelUses usesOf(const Function &F, const std::vector<const Stmt *> &Stmts);

} // namespace loopgen

#endif // LOOPGEN_ANALYSIS_USES_H
