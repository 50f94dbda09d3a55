//===- RightLooking.h - Reduction loops moved outermost ---------*- C++ -*-===//
//
// PolyBench's LU, Cholesky and ludcmp sweep the matrix row by row (the
// left-looking order): each element A[i][j] takes a sum over k of
// elements that earlier iterations finished, then is scaled. Every loop
// of the nest carries a dependence. Moved outermost, the loops over k give
// the right-looking order of the very same updates: at step k, first the
// elements whose sums have just ended are finished (the column of L,
// A[i][k] /= A[k][k]), then every element whose sum still runs takes its
// k-th term (the trailing update A[i][j] -= A[i][k] * A[k][j], a 2-D
// parallel loop over the rest of the matrix).
//
// For a perfect nest of two or more sequential loops (or of a row of
// statements fused into one loop, FuseRow.h) whose body holds assignments
// to array elements, ifs on affine conditions and loops of step 1 over such
// assignments (the loops over k), the pass places each assignment in a loop
// over k at (k, 1, x, p, q), and each other one at (t, 0, x, p, 0): x are
// the nest's indices, p and q positions in the body, and t the end of the
// loop over k before it (or the start of the one after it). isl proves the
// new order legal (no two instances that touch one element, one writing it,
// change order) and generates its loops; the loops that the dependence test
// proves parallel run so.
//
// A local that a loop over k accumulates and that is stored where it was
// loaded from (`w = A[i][j]; for (k..) w -= ..; A[i][j] = w / d`)
// accumulates in the element instead, where isl proves that nothing else
// in the loop touches it. Each decision is a remark.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_RIGHTLOOKING_H
#define LOOPGEN_TRANSFORMS_RIGHTLOOKING_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

/// Moves the loops over k of the sequential nests that isl proves may run
/// right-looking outermost.
void runRightLooking(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_RIGHTLOOKING_H
