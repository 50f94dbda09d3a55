//===- HostCost.cpp - What an iteration costs a CPU core ------------------===//

#include "loopgen/Transforms/HostCost.h"
#include "loopgen/IR/Affine.h"
#include <set>

namespace loopgen {

/// What a call of Callee costs a core, in simple operations: the
/// transcendental functions take tens of cycles, a square root several,
/// the rest about one.
static double callWeight(llvm::StringRef Callee) {
  Callee.consume_front("std::");
  for (llvm::StringRef Name : {Callee, Callee.drop_back()}) { // expf, sqrtf
    if (Name == "sqrt" || Name == "rsqrt" || Name == "cbrt" || Name == "hypot")
      return 4;
    for (const char *Heavy :
         {"exp",  "exp2", "expm1", "log",  "log2",   "log10", "log1p", "pow",
          "sin",  "cos",  "tan",   "asin", "acos",   "atan",  "atan2", "sinh",
          "cosh", "tanh", "erf",   "erfc", "tgamma", "lgamma"})
      if (Name == Heavy)
        return 16;
  }
  return 1;
}

/// A branch whose direction the data decides, which no pattern predicts.
static constexpr double BranchOnData = 8;

static double operations(const Expr &E) {
  if (E.K == Expr::Access)
    return 0; // Its subscripts are address arithmetic.
  double Ops = 0;
  if (E.K == Expr::Binary)
    Ops = E.Text == "/" || E.Text == "%"     ? 4
          : E.Text == "&&" || E.Text == "||" ? BranchOnData
                                             : 1;
  else if (E.K == Expr::Unary || E.K == Expr::Select)
    Ops = 1;
  else if (E.K == Expr::Call)
    Ops = callWeight(E.Text);
  for (const ExprPtr &Op : E.Ops)
    Ops += operations(*Op);
  return Ops;
}

/// Whether C reads data, not only indices and parameters.
static bool onData(const Expr &C) {
  bool Data = false;
  walkExpr(C, [&](const Expr &X) {
    Data |= X.K == Expr::Access ||
            (X.K == Expr::VarRef && X.Var->K == Variable::Local);
  });
  return Data;
}

IterationCost
iterationCost(const Stmt &S, const StmtContext &Ctx,
              std::set<std::pair<const Array *, bool>> &Streamed) {
  std::set<const Variable *> Growing;
  const Variable *Innermost = nullptr;
  for (const ForStmt *L : Ctx.Loops)
    if (growsWithInput(*L)) {
      Growing.insert(L->Index);
      Innermost = L->Index;
    }
  IterationCost Cost;
  // Whether Access streams from memory; its array's bytes counted once, its
  // neighbours' (A[i][j + 1] beside A[i][j]: the same lines) not again.
  auto Stream = [&](const Expr &Access) {
    for (const Variable *V : Growing) {
      bool Moves = false;
      for (const ExprPtr &Sub : Access.Ops)
        Moves |= mentions(*Sub, {V});
      if (!Moves)
        return false; // Stays in cache while that loop runs.
    }
    if (!Streamed.insert({Access.Arr, false}).second)
      return true;
    // A column walk: the innermost loop moves another dimension than the
    // last (A[j][i] under j), or strides a flat array (A[i * n + j] under
    // i).
    const Expr &Last = *Access.Ops.back();
    bool Column = mentions(Last, Growing) && !mentions(Last, {Innermost});
    if (std::optional<Polynomial> P = Polynomial::from(Last)) {
      std::optional<Polynomial> C = P->coefficientOf(Innermost);
      Column |= C && (!C->isConstant() || C->constantTerm() > 8 ||
                      C->constantTerm() < -8);
    }
    Cost.Bytes += Access.Arr->Elem.Bits / 8.0 * (Column ? 4 : 1);
    return true;
  };
  // A compound assignment's operator (s += x).
  if (const auto *A = dyn_cast<AssignStmt>(&S))
    Cost.Ops += !A->Op.empty();
  forEachOwnExpr(S, [&](const Expr &E) {
    Cost.Ops += operations(E);
    walkExpr(E, [&](const Expr &X) {
      if (X.K == Expr::Access)
        Stream(X);
    });
  });
  // A stored element is read for ownership and written back, once.
  if (const auto *A = dyn_cast<AssignStmt>(&S))
    if (A->Target->K == Expr::Access && Stream(*A->Target) &&
        Streamed.insert({A->Target->Arr, true}).second)
      Cost.Bytes += A->Target->Arr->Elem.Bits / 8.0;
  for (const StmtContext::Branch &B : Ctx.Branches)
    if (B.If->Cond && onData(*B.If->Cond))
      Cost.Ops += BranchOnData;
  return Cost;
}

} // namespace loopgen
