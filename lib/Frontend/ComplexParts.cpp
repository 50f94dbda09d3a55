//===- ComplexParts.cpp - Complex arithmetic written on the parts ---------===//

#include "ComplexParts.h"

namespace loopgen::complex_parts {

ExprPtr part(const ExprPtr &P, const ScalarType &Ty) {
  return P ? P->clone() : Expr::floatLit(Ty.Bits == 32 ? "0.0f" : "0.0", Ty);
}

ExprPtr binary(const char *Op, ExprPtr A, ExprPtr B, const ScalarType &Ty,
               SourceLocation L) {
  return Expr::binary(Op, std::move(A), std::move(B), Ty, L);
}

/// <cmath>'s Name for Ty (sinf for float).
ExprPtr math(const std::string &Name, std::vector<ExprPtr> Args,
             const ScalarType &Ty, SourceLocation L) {
  return Expr::call(Name + (Ty.Bits == 32 ? "f" : ""), std::move(Args), Ty, L);
}

/// (a + bi) Op (c + di) for + - * /, where a missing imaginary part is 0.
std::optional<Parts> arithmetic(const std::string &Op, Parts X, Parts Y,
                                const ScalarType &Ty, SourceLocation L) {
  if (Op == "+" || Op == "-") {
    ExprPtr Im = !X.Im && !Y.Im ? nullptr
                 : !Y.Im        ? std::move(X.Im)
                 : !X.Im && Op == "+"
                     ? std::move(Y.Im)
                     : binary(Op.c_str(), part(X.Im, Ty), std::move(Y.Im), Ty,
                              L);
    return Parts{binary(Op.c_str(), std::move(X.Re), std::move(Y.Re), Ty, L),
                 std::move(Im)};
  }
  if (Op == "*") {
    if (!X.Im || !Y.Im) { // A real factor scales both parts.
      Parts &C = X.Im ? X : Y, &R = X.Im ? Y : X;
      if (!C.Im)
        return Parts{binary("*", std::move(X.Re), std::move(Y.Re), Ty, L),
                     nullptr};
      return Parts{binary("*", C.Re->clone(), R.Re->clone(), Ty, L),
                   binary("*", std::move(C.Im), std::move(R.Re), Ty, L)};
    }
    ExprPtr Re = binary("-", binary("*", X.Re->clone(), Y.Re->clone(), Ty, L),
                        binary("*", X.Im->clone(), Y.Im->clone(), Ty, L), Ty,
                        L);
    ExprPtr Im =
        binary("+", binary("*", std::move(X.Re), std::move(Y.Im), Ty, L),
               binary("*", std::move(X.Im), std::move(Y.Re), Ty, L), Ty, L);
    return Parts{std::move(Re), std::move(Im)};
  }
  if (Op == "/") {
    if (!Y.Im) // By a real: each part.
      return Parts{binary("/", std::move(X.Re), Y.Re->clone(), Ty, L),
                   X.Im ? binary("/", std::move(X.Im), std::move(Y.Re), Ty, L)
                        : nullptr};
    // (a + bi) / (c + di) = ((ac + bd) + (bc - ad)i) / (c^2 + d^2).
    ExprPtr A = std::move(X.Re), B = part(X.Im, Ty);
    auto Norm = [&] {
      return binary("+", binary("*", Y.Re->clone(), Y.Re->clone(), Ty, L),
                    binary("*", Y.Im->clone(), Y.Im->clone(), Ty, L), Ty, L);
    };
    ExprPtr Re =
        binary("+", binary("*", A->clone(), Y.Re->clone(), Ty, L),
               binary("*", B->clone(), Y.Im->clone(), Ty, L), Ty, L);
    ExprPtr Im = binary("-", binary("*", B->clone(), Y.Re->clone(), Ty, L),
                        binary("*", A->clone(), Y.Im->clone(), Ty, L), Ty, L);
    return Parts{binary("/", std::move(Re), Norm(), Ty, L),
                 binary("/", std::move(Im), Norm(), Ty, L)};
  }
  return std::nullopt;
}

ExprPtr call1(const std::string &Name, ExprPtr A, const ScalarType &Ty,
              SourceLocation L) {
  std::vector<ExprPtr> Args;
  Args.push_back(std::move(A));
  return math(Name, std::move(Args), Ty, L);
}

ExprPtr call2(const std::string &Name, ExprPtr A, ExprPtr B,
              const ScalarType &Ty, SourceLocation L) {
  std::vector<ExprPtr> Args;
  Args.push_back(std::move(A));
  Args.push_back(std::move(B));
  return math(Name, std::move(Args), Ty, L);
}

ExprPtr literal(const char *Value, const ScalarType &Ty) {
  return Expr::floatLit(std::string(Value) + (Ty.Bits == 32 ? "f" : ""), Ty);
}

ExprPtr compare(const char *Op, ExprPtr A, ExprPtr B, SourceLocation L) {
  return Expr::binary(Op, std::move(A), std::move(B),
                      ScalarType::get(ScalarType::Bool, "bool", 8), L);
}

/// log(z) = log|z| + i arg z.
Parts logOf(Parts X, const ScalarType &Ty, SourceLocation L) {
  ExprPtr Im = part(X.Im, Ty);
  return Parts{
      call1("log", call2("hypot", X.Re->clone(), Im->clone(), Ty, L), Ty, L),
      call2("atan2", std::move(Im), std::move(X.Re), Ty, L)};
}

/// sqrt(z), as the C++ library computes it for finite values: with
/// t = sqrt(2 (|z| + |x|)), (t / 2, y / t) where x > 0, else
/// (|y| / t, +-t / 2) with the sign of y; 0 at 0.
Parts sqrtOf(Parts X, const ScalarType &Ty, SourceLocation L) {
  ExprPtr Y = part(X.Im, Ty);
  auto T = [&] {
    return call1(
        "sqrt",
        binary("*", literal("2.0", Ty),
               binary("+", call2("hypot", X.Re->clone(), Y->clone(), Ty, L),
                      call1("fabs", X.Re->clone(), Ty, L), Ty, L),
               Ty, L),
        Ty, L);
  };
  auto Half = [&] { return binary("/", T(), literal("2.0", Ty), Ty, L); };
  auto Positive = [&] {
    return compare(">", X.Re->clone(), literal("0.0", Ty), L);
  };
  // t is 0 only at z = 0, where both parts are 0 (y itself, its sign kept).
  ExprPtr SafeT = Expr::select(compare("==", T(), literal("0.0", Ty), L),
                               literal("1.0", Ty), T(), Ty, L);
  ExprPtr Re = Expr::select(
      Positive(), Half(),
      binary("/", call1("fabs", Y->clone(), Ty, L), SafeT->clone(), Ty, L), Ty,
      L);
  ExprPtr Im =
      Expr::select(Positive(), binary("/", Y->clone(), std::move(SafeT), Ty, L),
                   Expr::select(compare("<", Y->clone(), literal("0.0", Ty), L),
                                Expr::unary("-", Half(), Ty, L), Half(), Ty, L),
                   Ty, L);
  return Parts{std::move(Re), std::move(Im)};
}

/// sin(x + iy) = sin x cosh y + i cos x sinh y; cos(x + iy) = cos x cosh y
/// - i sin x sinh y.
Parts trigOf(bool Sine, Parts X, const ScalarType &Ty, SourceLocation L) {
  ExprPtr Y = part(X.Im, Ty);
  ExprPtr Re = binary("*", call1(Sine ? "sin" : "cos", X.Re->clone(), Ty, L),
                      call1("cosh", Y->clone(), Ty, L), Ty, L);
  ExprPtr Im = binary("*", call1(Sine ? "cos" : "sin", std::move(X.Re), Ty, L),
                      call1("sinh", std::move(Y), Ty, L), Ty, L);
  return Parts{std::move(Re),
               Sine ? std::move(Im) : Expr::unary("-", std::move(Im), Ty, L)};
}

} // namespace loopgen::complex_parts
