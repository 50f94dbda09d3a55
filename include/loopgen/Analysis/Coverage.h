//===- Coverage.h - Are reads covered by writes of the same iteration? -*- C++
//-*-===//
//
// The privatization question (seed 002): in one iteration of loop L, is every
// read of a variable preceded by a write of the same location in the same
// iteration? Then no value flows between iterations through it, and each
// iteration may have a copy of its own.
//
// Scalars are tracked as definitely written or not, through if/else (both
// branches) and not through loops (they may run zero times). Arrays are
// tracked element-wise: a read is covered by an earlier write with the same
// subscripts in the same iteration of every enclosing loop, or when the
// elements it reads lie in the region written by earlier loop nests, or by
// earlier iterations of an enclosing inner loop (a forward sweep reading
// y[k-1]); isl decides the inclusions.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_ANALYSIS_COVERAGE_H
#define LOOPGEN_ANALYSIS_COVERAGE_H

#include "loopgen/IR/IR.h"
#include <string>

namespace loopgen {

struct Coverage {
  bool Covered = true;
  std::string Why;    ///< For an uncovered read: what is read before written.
  SourceLocation Loc; ///< That read.
};

/// Whether every read of V within one iteration of L is covered.
Coverage coverageOf(const Function &F, const ForStmt &L, const Variable &V);
/// Whether every read of A within one iteration of L is covered.
Coverage coverageOf(const Function &F, const ForStmt &L, const Array &A);

} // namespace loopgen

#endif // LOOPGEN_ANALYSIS_COVERAGE_H
