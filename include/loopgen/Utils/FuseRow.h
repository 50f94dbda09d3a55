//===- FuseRow.h - A row of statements around a loop as one loop -*- C++
//-*-===//
//
// LU's row i runs a loop over j < i, then one over j >= i; Cholesky's runs
// j < i, then the diagonal. Run in the same order, such a row is one loop
// over j with ifs on j: the nest around it becomes perfect, which the
// wavefront and right-looking schedules need.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_UTILS_FUSEROW_H
#define LOOPGEN_UTILS_FUSEROW_H

#include "loopgen/IR/IR.h"

namespace loopgen {

/// A copy of L (a loop of F) whose body, a loop of step 1 with statements
/// (loops too) before or after it, or followed by a loop that begins where
/// it ends, is one loop that runs them all in their order: the statements
/// before at the index one below the range, those after one past it (ifs
/// on the index). The body's first loop is tried as that loop, then its
/// last (its last only, with LastOnly). Null when L is not such a loop, or
/// isl cannot prove that no range is ever reversed. RowWasParallel, if
/// given, tells whether the row is one parallel loop with statements
/// around it: its iterations could run in parallel unfused.
StmtPtr fuseRow(const Function &F, const ForStmt &L, bool LastOnly = false,
                bool *RowWasParallel = nullptr);

} // namespace loopgen

#endif // LOOPGEN_UTILS_FUSEROW_H
