//===- ComplexParts.h - Complex arithmetic written on the parts -*- C++ -*-===//
//
// The formulas LowerComplex.cpp writes out for std::complex operations, on
// LoopIR expressions of the real and imaginary parts, as the C++ library
// computes them for finite values.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_FRONTEND_COMPLEXPARTS_H
#define LOOPGEN_FRONTEND_COMPLEXPARTS_H

#include "loopgen/IR/IR.h"
#include <optional>
#include <string>
#include <vector>

namespace loopgen::complex_parts {

/// The parts of a complex value, or of a real one (Im null).
struct Parts {
  ExprPtr Re, Im;
};

/// P, or 0 of type Ty where P is null (a real value's imaginary part).
ExprPtr part(const ExprPtr &P, const ScalarType &Ty);
ExprPtr binary(const char *Op, ExprPtr A, ExprPtr B, const ScalarType &Ty,
               SourceLocation L);
/// <cmath>'s Name for Ty (sinf for float).
ExprPtr math(const std::string &Name, std::vector<ExprPtr> Args,
             const ScalarType &Ty, SourceLocation L);
ExprPtr call1(const std::string &Name, ExprPtr A, const ScalarType &Ty,
              SourceLocation L);
ExprPtr call2(const std::string &Name, ExprPtr A, ExprPtr B,
              const ScalarType &Ty, SourceLocation L);
/// A floating-point literal of Ty ("2.0" as 2.0f for float).
ExprPtr literal(const char *Value, const ScalarType &Ty);
ExprPtr compare(const char *Op, ExprPtr A, ExprPtr B, SourceLocation L);
/// (a + bi) Op (c + di) for + - * /, where a missing imaginary part is 0.
std::optional<Parts> arithmetic(const std::string &Op, Parts X, Parts Y,
                                const ScalarType &Ty, SourceLocation L);
Parts logOf(Parts X, const ScalarType &Ty, SourceLocation L);
Parts sqrtOf(Parts X, const ScalarType &Ty, SourceLocation L);
/// sin (Sine) or cos of X.
Parts trigOf(bool Sine, Parts X, const ScalarType &Ty, SourceLocation L);

} // namespace loopgen::complex_parts

#endif // LOOPGEN_FRONTEND_COMPLEXPARTS_H
