//===- Accesses.h - What a loop body reads and writes ----------*- C++ -*-===//
//
// One summary of a loop body that the dependence tests share: its array
// accesses in program order with the inner loops and the if branches they
// run under, the scalars it writes and declares, and the scalars that
// change within one iteration.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_ANALYSIS_ACCESSES_H
#define LOOPGEN_ANALYSIS_ACCESSES_H

#include "loopgen/IR/IR.h"
#include "loopgen/IR/Walk.h"
#include <set>
#include <utility>
#include <vector>

namespace loopgen {

/// An access to an array element (a compound assignment's target is a
/// write and then a read).
struct BodyAccess {
  const Expr *E;
  bool IsWrite;
  std::vector<const ForStmt *> Inner;        ///< Loops of the body around it.
  std::vector<StmtContext::Branch> Branches; ///< Ifs of the body around it.
  bool conditional() const { return !Branches.empty(); }
};

struct BodyAccesses {
  /// Each array in the order of its first access, with its accesses.
  std::vector<std::pair<const Array *, std::vector<BodyAccess>>> Arrays;
  std::vector<std::pair<const Variable *, SourceLocation>> ScalarWrites;
  /// The scalars of ScalarWrites written outside every if of the body.
  std::set<const Variable *> WrittenAlways;
  /// Scalars declared in the body, inner loop indices included.
  std::set<const Variable *> Declared;
  std::set<const Array *> DeclaredArrays;
  /// Scalars whose value changes within an iteration: assigned or declared
  /// ones and inner loop indices.
  std::set<const Variable *> Varying;
};

BodyAccesses collectAccesses(const BlockStmt &Body);

} // namespace loopgen

#endif // LOOPGEN_ANALYSIS_ACCESSES_H
