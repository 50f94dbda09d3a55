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

} // namespace loopgen

#endif // LOOPGEN_ANALYSIS_SUBSCRIPTS_H
