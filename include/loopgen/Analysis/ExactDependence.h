//===- ExactDependence.h - Exact affine dependences with isl ---*- C++ -*-===//
//
// For every pair of accesses to one array inside a loop L, one of them a
// write, builds the integer set of iteration pairs (i != i') of L, within
// the bounds of all enclosing and inner loops (symbolic bounds, triangular
// loops and constant strides included), where both touch the same element,
// and asks isl whether it is empty. Linearized subscripts are recovered
// through the arrays' shapes first.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_ANALYSIS_EXACTDEPENDENCE_H
#define LOOPGEN_ANALYSIS_EXACTDEPENDENCE_H

#include "loopgen/Analysis/DependenceResult.h"
#include "loopgen/IR/IR.h"
#include <optional>

namespace loopgen {

/// The exact answer for the arrays of L, or none when a subscript or bound
/// is not affine in the loop indices (then only the simple test speaks).
/// Scalars are not considered here.
std::optional<DependenceResult> testArraysExactly(const Function &F,
                                                  const ForStmt &L,
                                                  const Array *Only = nullptr);

} // namespace loopgen

#endif // LOOPGEN_ANALYSIS_EXACTDEPENDENCE_H
