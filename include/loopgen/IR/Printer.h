//===- Printer.h - Text forms of LoopIR ------------------------*- C++ -*-===//
//
// printFunction gives the stable, readable form of --emit=loopir and
// --print-after. ExprPrinter prints expressions as C with minimal
// parentheses; code generators subclass it to change how variables, array
// accesses and calls are spelled on the device or the host.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_IR_PRINTER_H
#define LOOPGEN_IR_PRINTER_H

#include "loopgen/IR/IR.h"
#include <string>

namespace loopgen {

class ExprPrinter {
public:
  virtual ~ExprPrinter() = default;
  std::string print(const Expr &E);
  /// E as an operand of the binary operator Op, written next to it by the
  /// caller: parenthesized unless its own operator binds tighter
  /// (`i < (n & 7)`, `(x & 3) + lane`).
  std::string printOperand(const Expr &E, const std::string &Op);

protected:
  virtual std::string printVar(const Expr &E);
  /// Default: A[i][j].
  virtual std::string printAccess(const Expr &E);
  virtual std::string printCall(const Expr &E);
  std::string printArgs(const Expr &E);
  /// Place, the element E accesses, as E's type where that is not its
  /// array's (a record's int field among floats): loopgen_field<int>(Place).
  static std::string punned(const Expr &E, std::string Place);

private:
  std::string printWithin(const Expr &E, int ParentPrec, bool RightOperand);
};

/// Binding strength of E's outermost operator, as in C (higher is tighter).
int precedenceOf(const Expr &E);
/// That of the binary operator Op.
int binaryPrecedence(const std::string &Op);

/// The LoopIR text of F.
std::string printFunction(const Function &F);

/// One statement and what it contains, indented by Indent levels.
std::string printStmt(const Stmt &S, unsigned Indent = 0);

} // namespace loopgen

#endif // LOOPGEN_IR_PRINTER_H
