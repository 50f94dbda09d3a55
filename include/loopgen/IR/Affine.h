//===- Affine.h - Polynomial forms of integer expressions -----*- C++ -*-===//
//
// The one place where subscripts and loop bounds are turned into
// polynomials over integer variables with integer coefficients: i*n + j is
// {[i,n]: 1, [j]: 1}. Affine forms are the polynomials of degree one in the
// loop indices; symbolic parameters may multiply them (linearized
// subscripts), which is why the form is polynomial.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_IR_AFFINE_H
#define LOOPGEN_IR_AFFINE_H

#include "loopgen/IR/IR.h"
#include <map>
#include <optional>

namespace loopgen {

/// A product of variables, sorted by name (repeated for powers).
using Monomial = std::vector<const Variable *>;

class Polynomial {
public:
  /// Terms with non-zero coefficients; the empty monomial is the constant.
  std::map<Monomial, int64_t> Terms;

  static Polynomial constant(int64_t C);
  static Polynomial variable(const Variable *V);
  /// The polynomial of an integer expression, or none when it is not one
  /// (it reads an array, divides, calls, ...).
  static std::optional<Polynomial> from(const Expr &E);

  Polynomial operator+(const Polynomial &O) const;
  Polynomial operator-(const Polynomial &O) const;
  Polynomial operator*(const Polynomial &O) const;
  bool operator==(const Polynomial &O) const { return Terms == O.Terms; }
  bool operator!=(const Polynomial &O) const { return !(*this == O); }

  bool isConstant() const;
  int64_t constantTerm() const;
  bool dependsOn(const Variable *V) const;
  /// The part of this polynomial that is a multiple of V, divided by V;
  /// fails when V appears with a power above one.
  std::optional<Polynomial> coefficientOf(const Variable *V) const;
  /// This polynomial with every term containing V dropped.
  Polynomial withoutVar(const Variable *V) const;
  /// The variables that occur in it.
  std::vector<const Variable *> variables() const;
  std::string str() const;
  /// The polynomial as an expression of type Ty.
  ExprPtr toExpr(const ScalarType &Ty) const;
};

/// L's end as a polynomial. With Clamped, also the end that `i + t < x`
/// gets over an unsigned index, `x >= t ? x - t : 0` (LowerLoops.cpp),
/// read as x - t: from a first index of 0 or more, the loop runs the same
/// iterations to x - t taken as a signed value, so that the caller must
/// evaluate the polynomial as one (in 64-bit signed arithmetic).
std::optional<Polynomial> endPolynomial(const ForStmt &L, bool Clamped);

/// The least and greatest value of each index of a nest (outermost first):
/// each loop's bounds, linear in the indices outside it with constant
/// coefficients, at the corners of their ranges.
class IndexBox {
public:
  /// None when a bound is not such a polynomial (Clamped: endPolynomial).
  static std::optional<IndexBox> of(const std::vector<const ForStmt *> &Loops,
                                    bool Clamped = false);
  /// The least (Least) or greatest value of P, linear in the nest's
  /// indices, over the box; none when a coefficient is not constant.
  std::optional<Polynomial> extreme(std::optional<Polynomial> P,
                                    bool Least) const;
  /// Each index's least and greatest value.
  std::vector<std::pair<Polynomial, Polynomial>> Ranges;

private:
  std::vector<const Variable *> Indices;
};

/// The element offset of an access from its array's start, as a
/// polynomial of its subscripts and the array's extents (row-major); none
/// when it is not one.
std::optional<Polynomial> flatOffset(const Expr &Access);

/// Whether L's trip count is not a constant: its work grows with the input.
bool growsWithInput(const ForStmt &L);

} // namespace loopgen

#endif // LOOPGEN_IR_AFFINE_H
