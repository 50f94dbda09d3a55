//===- CheckedParallelism.h - Parallel bands under a run-time check -*- C++
//-*-===//
//
// Floyd-Warshall's step k updates every path[i][j] from path[i][k] and
// path[k][j]: the loops over i and j carry dependences, since iterations
// (i, k) and (k, j) write the row and the column that all the others read.
// Yet those writes store the value already there whenever path[k][k] >= 0,
// and a write that changes nothing carries nothing: the band is then
// parallel. Which values the writes store is known only at run time.
//
// So a perfect nest of sequential loops around one assignment A[f] = e (or
// an if with one) runs in parallel under a check: the elements of A that an
// iteration reads through a subscript other than f lie on slices of fewer
// dimensions than the band (a row, a column, one element); before each run
// of the band, a kernel evaluates the iterations that write those elements
// and tests that each would store the bits already there. If every one
// would, by induction over the original order the slices never change, so
// every iteration reads what it read in the original order and the band is
// parallel. If one would not, a flag (Function::FallbackFlag) is set, every
// later guarded band does nothing, and the call runs the original on the
// host from its untouched inputs.
//
// Legal for bands whose loops have step 1 and bounds that do not move with
// the band, whose subscript f gives each band index, plus an offset, to its
// own dimension (each iteration writes its own element), and whose every
// other read of A is a polynomial subscript through at most one band index.
// Each decision is a remark.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_CHECKEDPARALLELISM_H
#define LOOPGEN_TRANSFORMS_CHECKEDPARALLELISM_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

/// Makes parallel, under a run-time check, the sequential bands whose only
/// dependences go through slices of the array they write (see above).
void parallelizeUnderCheck(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_CHECKEDPARALLELISM_H
