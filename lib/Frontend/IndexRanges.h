//===- IndexRanges.h - Ranges of loop indices for shape inference -*- C++
//-*-===//
//
// The values polynomials of loop indices and sizes take over the ranges of
// the loops around an access (sizes taken as non-negative), and sums of
// indices that conditions bound (a neighbour clamped at the border), for
// InferShapes.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_LIB_FRONTEND_INDEXRANGES_H
#define LOOPGEN_LIB_FRONTEND_INDEXRANGES_H

#include "loopgen/IR/Affine.h"
#include "loopgen/IR/IR.h"
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <vector>

namespace loopgen {
namespace shapes {

/// Each index's least and greatest value in a nest, outermost first.
using Ranges = std::vector<std::pair<Polynomial, Polynomial>>;

/// The sign of P when every parameter is non-negative: 1 (>= 0), -1
/// (<= 0), or 0 (unknown).
int signOf(const Polynomial &P);

/// P where each size of Loops that bounds a loop from 0 or above
/// (`for (y = 0; y < h; ...)`) is one more than a non-negative value: where
/// the loops run, such a size is at least 1 (h * w - w is h' * w).
Polynomial whereLoopsRun(Polynomial P,
                         const std::vector<const ForStmt *> &Loops);

/// E without the casts around it (`(long)i`).
const Expr &uncast(const Expr &E);

/// Whether E is std::min or std::max of two integers.
bool isIntegerMinMax(const Expr &E);

/// The least (Least) or greatest value of P over the box of the first
/// Box.size() loops of Loops, with coefficients that may be non-negative
/// sizes (i * m + j). (IndexBox::extreme, for the dependence tests, takes
/// constant coefficients only: it does not assume sizes are not negative.)
std::optional<Polynomial> extremeOver(Polynomial P,
                                      const std::vector<const ForStmt *> &Loops,
                                      const Ranges &Box, bool Least);

/// E with each std::min and std::max of integers written as the choice it
/// makes (min(a, b) is a <= b ? a : b).
ExprPtr withSelects(const Expr &E);

/// Bounds on sums of loop indices where an access runs (`y + dy < h` in an
/// arm of a clamp), and the variables that stand for such sums.
class SumBounds {
public:
  void clear() { Bounds.clear(); }
  /// Value is a lower bound of Sum where Least, else an upper one.
  void add(Polynomial Sum, bool Least, Polynomial Value);
  /// A clamped neighbour (`in[yy * w + xx]`, yy = y + dy within [0, h - 1]
  /// in this arm of its clamp): a sum of indices bounded on both sides (on
  /// one, the other its extreme over the box) becomes a variable of its own
  /// over that range, one of its indices written through it, so that the
  /// subscript's reach is the clamp's. True where the access then runs at
  /// every point of its box: a sum of unit coefficients takes every value
  /// between its extremes over the box. Never: the access cannot run (its
  /// arm bounds the sum beyond its extremes).
  bool apply(Polynomial &Sub, std::vector<const ForStmt *> &Loops, Ranges &Box,
             bool &Never);

private:
  struct Bound {
    Polynomial Sum;
    bool Least;
    Polynomial Value;
  };
  std::vector<Bound> Bounds;
  /// Owned: the variables for sums and their ranges as loops, which the
  /// reaches of the accesses name until the shape is found.
  std::vector<std::unique_ptr<Variable>> Variables;
  std::vector<std::unique_ptr<ForStmt>> Ranged;
};

/// Values read from input arrays in subscripts and loop bounds
/// (`x[col[k]]`, `for (k = rowPtr[i]; k < rowPtr[i + 1]; ++k)`): each read
/// is a variable that ranges, like a loop index, between the least and the
/// greatest element of the section its subscript reaches, sizes the host
/// reads on entry (Function::DataExtents). Remainders and quotients are
/// such variables too, over the values they take.
class DataBounds {
public:
  /// The variable of the least (or greatest) element of Of[First..Last],
  /// one for each section.
  /// FirstExpr and LastExpr: First and Last as expressions of the sizes.
  const Variable *bound(const Array &Of, const Polynomial &First,
                        const Polynomial &Last, bool Greatest,
                        ExprPtr FirstExpr, ExprPtr LastExpr);
  /// A variable over [Least, Greatest] as the loop that ranges it (an
  /// element of a section, a remainder `(i + 1) % n`).
  const ForStmt *range(const Polynomial &Least, const Polynomial &Greatest,
                       SourceLocation Loc);
  bool isBound(const Variable *V) const;
  /// Makes the bounds that Shape names (and those their sections name)
  /// sizes of F read on entry, in order, and names them in Shape. False
  /// where Shape names none.
  bool materialize(Function &F, std::vector<ExprPtr> &Shape);

private:
  struct Bound {
    std::unique_ptr<Variable> Var;
    const Array *Of;
    Polynomial First, Last;
    bool Greatest;
    ExprPtr FirstExpr, LastExpr;
  };
  std::vector<Bound> Bounds;
  std::vector<std::unique_ptr<Variable>> Values;
  std::vector<std::unique_ptr<ForStmt>> Ranged;
};

/// Counted loops with a break (`for (k = 0; k < n; ++k) { if (t - k < 0)
/// break; ... }`), which the lowering runs as a repeating if on a flag and
/// the counter, and `while` loops that step counters up to bounds (a merge
/// of sorted lists, `while (i < ie && j < je)`) (CountedLoops.cpp).
struct CountedLoops {
  struct Loop {
    std::unique_ptr<ForStmt> Range; ///< The counter over [start, n).
    size_t Depth = 0;               ///< The loops (not whiles) around it.
  };
  std::map<const IfStmt *, std::vector<Loop>> Loops;
  /// The accesses where a counter is within its Range: those of the body
  /// before any step of it in their iteration, and those of the condition
  /// after its test (`n < max && s[n] != 0`).
  std::map<const Expr *, std::vector<const Loop *>> CoveredBy;
  /// After a loop that steps a counter by 1 (`while (n < max && s[n])
  /// ++n;`), the counter (outside the loop, where nothing else sets it)
  /// and a local set to it right after (`len = n`) are between the start
  /// and the end of its Range. Inside: the accesses within the loop.
  struct Value {
    const Loop *Of;
    std::set<const Expr *> Inside;
  };
  std::map<const Variable *, Value> ValueAfter;
  /// For each flag, the tests that clear it before the body reads it:
  /// false where it holds.
  std::map<const Variable *, std::vector<const Expr *>> BreakTests;
  std::set<const Variable *> Counters;
};
CountedLoops countedLoops(const BlockStmt &Body);

/// Calls F(V, Lower, Other, Adjust) for each comparison of a variable V
/// with Other that holds where Cond does (Holds) or fails (through `!`, the
/// `&&` of a condition that holds and the `||` of one that fails), as a
/// bound `V >= Other + Adjust` (Lower) or `V <= Other + Adjust` (`V < n`
/// is `V <= n - 1`).
void forEachVariableBound(
    const Expr &Cond, bool Holds,
    const std::function<void(const Variable *V, bool Lower, const Expr &Other,
                             int Adjust)> &F);

/// The values of locals set only to sizes, constants and the indices of
/// loops around each assignment, and of locals set once to one of those
/// (as the tests around that narrow it): [least, greatest] (ValueHulls.cpp).
/// IsSize: a variable that is a size; Ignore: locals that stand for their
/// values already; Defined: the locals set once, with their values.
using ValueHulls =
    std::map<const Variable *, std::pair<Polynomial, Polynomial>>;
using PolyOfFn = std::function<std::optional<Polynomial>(const Expr &)>;
ValueHulls valueHulls(const BlockStmt &Body, const PolyOfFn &PolyOf,
                      const std::function<bool(const Variable *)> &IsSize,
                      const std::function<bool(const Variable *)> &Ignore,
                      const std::map<const Variable *, const Expr *> &Defined);

} // namespace shapes
} // namespace loopgen

#endif // LOOPGEN_LIB_FRONTEND_INDEXRANGES_H
