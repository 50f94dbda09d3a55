//===- LastPrivate.h - Parameter arrays used as temporaries ----*- C++ -*-===//
//
// A parameter array that a loop nest of the function body uses as a
// temporary (PolyBench's doitgen: `sum[p]` rewritten in every iteration of
// the r and q loops before it is read) carries a dependence across the
// iterations only through its storage, yet its final contents are seen by
// the caller. Each iteration of the nest's loops L..M (M the deepest loop of
// the perfect chain below L whose iterations cover their reads of the array
// and write the same elements every time) then uses a local copy, and the
// last iteration writes the array itself:
//
//   for r, q: body(sum)
//     =>  T sum_private[..];
//         for r, q: if (r == last_r && q == last_q) body(sum)
//                   else body(sum_private)
//
// so that the array ends as the loop leaves it; done when such arrays are
// all that keeps L sequential (not in a time loop). Privatization then moves
// the copy's declaration into the loops, and the exact dependence test sees
// that the array is touched in one iteration only. Each rewrite is a remark.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_UTILS_LASTPRIVATE_H
#define LOOPGEN_UTILS_LASTPRIVATE_H

#include "loopgen/IR/Diagnostics.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

void privatizeParameterArrays(Function &F, Diagnostics &D);

} // namespace loopgen

#endif // LOOPGEN_UTILS_LASTPRIVATE_H
