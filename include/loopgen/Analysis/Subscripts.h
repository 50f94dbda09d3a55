//===- Subscripts.h - Subscripts of accesses as polynomials ----*- C++ -*-===//
//
// The subscripts of an array access in polynomial form, one per dimension
// of the array. A linearized subscript (A[i*m + j] of an array shaped
// [n][m]) is recovered as multi-dimensional when the loop bounds prove
// every inner part within its extent (isl checks it).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_ANALYSIS_SUBSCRIPTS_H
#define LOOPGEN_ANALYSIS_SUBSCRIPTS_H

#include "loopgen/IR/Affine.h"
#include "loopgen/IR/IR.h"
#include <optional>
#include <vector>

namespace loopgen {

/// The subscripts of an access of F, recovering linearized ones where the
/// loop bounds and the ifs around the access allow; none when a subscript
/// is not a polynomial. Copy: a clone of F's statements, outside F, that
/// holds Access (its own ifs then guard it).
std::optional<std::vector<Polynomial>>
subscriptPolynomials(const Function &F, const Expr &Access,
                     const ForStmt *Copy = nullptr);

/// For the dependence tests: subscriptPolynomials, where a flat array's
/// subscript (a std::vector or a pointer of one extent) is split by the
/// extents that the products of sizes in its accesses imply (`q * nx * ny +
/// y * nx + x` as [q][y][x] where y < ny and x < nx), so that the
/// iterations of each index can be told apart. (Only there: the array
/// keeps its one dimension elsewhere.) An access that does not split so
/// (`a[y * nx + x + 1]` reaches the next row) keeps its subscripts: where
/// the ranks of two accesses then differ, the tests compare them flat.
std::optional<std::vector<Polynomial>> impliedSubscripts(const Function &F,
                                                         const Expr &Access);

} // namespace loopgen

#endif // LOOPGEN_ANALYSIS_SUBSCRIPTS_H
