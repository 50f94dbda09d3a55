//===- TwoWayReductions.h - Row and column reductions in one pass -*- C++
//-*-===//
//
// `q = A p` and `s = Aᵀ r` (bicg), `x1 += A y1` and `x2 += Aᵀ y2` (mvt),
// `y = Aᵀ (A x)` (atax), row sums beside column sums: after distribution
// and interchange they are two kernels, one reducing each row of A (a warp
// per row) and one each column (threads on columns), and A is read twice.
// When two adjacent such kernels cover the same rectangle of iterations and
// read the same matrix element in each iteration, they run as one pass: a
// block reduces whole rows, one at a time, and accumulates each column's
// partial over its rows in shared memory; a second kernel combines the
// blocks' column partials in a fixed order (deterministic, as every
// reduction of loopgen).
//
// Legal when the two kernels' effects commute as the schedule runs them:
// the row kernel's statements run row by row in the first kernel, the
// column kernel's before and after its loop in the second. So the column
// kernel writes nothing the row kernel reads, neither writes what the other
// writes, and the column kernel reads what the row kernel writes only when
// the row kernel comes first, and in its loop only at the row index (then
// each row's updates run after the row's reductions: ColumnsReadRows).
//
// The host runs the pair this way only where the column partials fit in
// shared memory and the rows are long (LOOPGEN_TWO_WAY=0/1 forces either);
// elsewhere the two kernels run as before.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_TWOWAYREDUCTIONS_H
#define LOOPGEN_TRANSFORMS_TWOWAYREDUCTIONS_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

/// Pairs adjacent row- and column-reduction kernels that read one matrix
/// (KernelKind::TwoWayRows and TwoWayColumns), with a remark for each pair.
void fuseRowAndColumnReductions(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_TWOWAYREDUCTIONS_H
