//===- Reshape.h - Multi-dimensional shapes of flat arrays -----*- C++ -*-===//
//
// Users often declare a matrix as flat, `#pragma loopgen array(A[n*m])`,
// and index it A[i*m + j]. Seen as one dimension such subscripts defeat the
// dependence test (i*m + j is not a multiple of i) and the coalescing model.
// For a flat raw-pointer parameter, std::vector parameter shaped by the
// pragma, or local vector whose extent is a product (n*m, 3*n, n*m*k), the
// pass tries the orders of the factors as a
// row-major shape and keeps the first under which every access of the
// array is recovered as in-bounds multi-dimensional subscripts (the
// delinearization of the dependence test). The memory layout is unchanged:
// [n][m] and [n*m] are the same bytes. Each recovered shape is a remark.
// A std::vector parameter without a shape, whose extent is its size(), is
// tried as rows of each size parameter that a loop index multiplies in its
// subscripts (v[y * w + x]): v[v.size() / w][w], with Function::HostWhen
// sending calls whose size is not a multiple of w to the original.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_RESHAPE_H
#define LOOPGEN_TRANSFORMS_RESHAPE_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"

namespace loopgen {

void recoverArrayShapes(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_RESHAPE_H
