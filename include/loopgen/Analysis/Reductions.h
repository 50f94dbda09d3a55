//===- Reductions.h - Scalars a loop only accumulates into -----*- C++ -*-===//
//
// Recognizes the reductions of a loop: scalars declared outside it that its
// body writes only by updates with one associative and commutative
// operator, and reads nowhere else:
//   s += e   s -= e   s *= e   s &= e   s |= e   s ^= e
//   s = s + e (any operand order, chains such as s = s + a - b)
//   s = s && e   s = s || e
//   s = min(s, e)   (also std::min/max, fmin/fmax/fminf/fmaxf)
//   s = s < e ? s : e   (and the other orders of ?:)
//   if (e > s) s = e;   (and the other comparisons)
//   s = literal         (the same one everywhere: a flag, Op "=")
// Updates may sit under conditions (a conditional count). Such a loop's
// iterations can run in any order if each accumulates a private copy.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_ANALYSIS_REDUCTIONS_H
#define LOOPGEN_ANALYSIS_REDUCTIONS_H

#include "loopgen/IR/IR.h"
#include <string>
#include <vector>

namespace loopgen {

/// The reductions of L, one per scalar declared outside L that its body
/// writes. Empty when there is none, or when one such scalar is not a
/// reduction: then WhyNot says why, naming it.
std::vector<Reduction> findReductions(const ForStmt &L, std::string &WhyNot);

/// Whether L's body accesses A only by `A[...] += e` and `-=` (or only by
/// one of `|=`, `&=`, `^=`) with e and the subscripts free of A, A holding
/// 32- or 64-bit integers: iterations may then update it in any order,
/// atomically (a histogram, a bitset). AnyType: adds of any element type
/// (floating-point adds would round in a varying order).
bool updatedOnlyAtomically(const ForStmt &L, const Array &A,
                           bool AnyType = false);

/// E without the casts around it that keep its value: a floating-point
/// value cast to an integer is rounded, which does not distribute over
/// an update (`s = (int)(s + 1.5)` is not a sum), so that cast stays.
const Expr &stripValueCasts(const Expr &E);

/// Whether E is V, under such casts.
bool isVarRef(const Expr &E, const Variable *V);

/// The operator with which the assignment A updates V in one of the forms
/// above ("+" for -=), or "" (also for a stored literal).
std::string assignmentUpdate(const AssignStmt &A, const Variable *V);

/// "max" or "min" for `if (e > V) V = e;` and the other comparisons, or "".
std::string conditionalUpdate(const IfStmt &I, const Variable *V);

/// Whether Op may accumulate values of type Ty (& | ^ need integers).
bool validReductionOp(const std::string &Op, const ScalarType &Ty);

/// Whether Op reassociates floating-point arithmetic for type Ty (so that
/// the parallel result may differ from the sequential one in rounding).
bool reassociatesRounding(const std::string &Op, const ScalarType &Ty);

/// Records in F.Reassociations that the loop at Loc combines values of
/// type Ty with Op into Into in parallel, where that reorders rounding.
void recordReassociation(Function &F, SourceLocation Loc, const std::string &Op,
                         const ScalarType &Ty, const std::string &Into);
/// The same for each of the reductions Rs.
void recordReassociations(Function &F, SourceLocation Loc,
                          const std::vector<Reduction> &Rs);

} // namespace loopgen

#endif // LOOPGEN_ANALYSIS_REDUCTIONS_H
