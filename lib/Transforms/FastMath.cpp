//===- FastMath.cpp - Cheaper arithmetic under --fast-math ----------------===//

#include "loopgen/Transforms/FastMath.h"
#include "loopgen/IR/Walk.h"
#include <map>
#include <set>

namespace loopgen {

static bool isSqrt(const Expr &E) {
  return E.K == Expr::Call &&
         (E.Text == "sqrt" || E.Text == "sqrtf" || E.Text == "std::sqrt");
}

void useFastMath(Function &F, PassContext &C) {
  if (!C.Opts.FastMath)
    return;
  Diagnostics &D = C.D;

  // Scalars defined once, never reassigned: `r = sqrt(y); ... q / r` is a
  // division by a square root too, when nothing in y changes either.
  std::map<const Variable *, const Expr *> Defined = singleDefinitions(*F.Body);
  std::set<const Variable *> Assigned = assignedScalars(*F.Body);
  auto Stable = [&](const Expr &E) {
    bool OK = true;
    walkExpr(E, [&](const Expr &X) {
      OK &= X.K != Expr::VarRef || !Assigned.count(X.Var) ||
            X.Var->K == Variable::LoopIndex;
      OK &= X.K != Expr::Access || !writesArray(F, *X.Arr);
    });
    return OK;
  };
  unsigned Rewritten = 0;
  mutateExprs(*F.Body, [&](Expr &E) -> ExprPtr {
    // x / sqrt(y)  ->  x * rsqrt(y), in the precision of the square root.
    const Expr *Root = nullptr;
    if (E.K == Expr::Binary && E.Text == "/")
      Root = E.Ops[1].get();
    while (Root && Root->K == Expr::Cast)
      Root = Root->Ops[0].get();
    if (Root && Root->K == Expr::VarRef && !Assigned.count(Root->Var) &&
        Defined.count(Root->Var) && Stable(*Defined[Root->Var]))
      Root = Defined[Root->Var];
    if (!Root || !isSqrt(*Root) || !Root->Ty.isFloating())
      return nullptr;
    std::vector<ExprPtr> Args;
    Args.push_back(Root->Ops[0]->clone());
    ExprPtr R = Expr::call(Root->Ty.Bits == 32 ? "rsqrtf" : "rsqrt",
                           std::move(Args), Root->Ty, Root->Loc);
    ++Rewritten;
    return Expr::binary("*", E.Ops[0]->clone(), std::move(R), E.Ty, E.Loc);
  });
  if (Rewritten)
    D.remark(F.Loc,
             std::to_string(Rewritten) +
                 " divisions by a square root become multiplications by "
                 "rsqrt (--fast-math)");
}

} // namespace loopgen
