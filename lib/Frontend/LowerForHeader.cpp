//===- LowerForHeader.cpp - A for loop's step and bound -------------------===//
//
// The increment and condition of a canonical for loop: a constant step, and
// a bound compared in the step's direction, where the index may carry a
// constant or a term without it (`i + 1 < n` is `i < n - 1`).
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"

using namespace clang;

namespace loopgen {

bool isIndexRef(const clang::Expr *E, const ValueDecl *Idx) {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return DRE && DRE->getDecl() == Idx;
}

bool Lowering::lowerForStep(const clang::ForStmt *FS, const ValueDecl *IdxDecl,
                            ForStmt &Loop,
                            std::vector<const clang::Expr *> &Others) {
  const clang::Expr *Inc =
      FS->getInc() ? FS->getInc()->IgnoreParens() : nullptr;
  // `++k, ++day`: the index's step, and the others' after the body.
  std::vector<const clang::Expr *> Parts;
  std::function<void(const clang::Expr *)> Split = [&](const clang::Expr *E) {
    const auto *Comma = dyn_cast<BinaryOperator>(E->IgnoreParens());
    if (Comma && Comma->getOpcode() == BO_Comma) {
      Split(Comma->getLHS());
      Split(Comma->getRHS());
    } else {
      Parts.push_back(E->IgnoreParens());
    }
  };
  if (Inc)
    Split(Inc);
  if (Parts.size() > 1) {
    const clang::Expr *Step = nullptr;
    for (const clang::Expr *P : Parts)
      if (mentionsDecl(P, IdxDecl)) {
        if (Step)
          return false;
        Step = P;
      } else {
        Others.push_back(P);
      }
    Inc = Step;
  }
  bool StepOK = false;
  if (const auto *UO = dyn_cast_or_null<UnaryOperator>(Inc)) {
    if (UO->isIncrementDecrementOp() && isIndexRef(UO->getSubExpr(), IdxDecl)) {
      Loop.Step = UO->isIncrementOp() ? 1 : -1;
      StepOK = true;
    }
  } else if (const auto *BO = dyn_cast_or_null<BinaryOperator>(Inc)) {
    clang::Expr::EvalResult R;
    if ((BO->getOpcode() == BO_AddAssign || BO->getOpcode() == BO_SubAssign) &&
        isIndexRef(BO->getLHS(), IdxDecl) &&
        BO->getRHS()->EvaluateAsInt(R, Ctx)) {
      int64_t C = R.Val.getInt().getSExtValue();
      Loop.Step = BO->getOpcode() == BO_AddAssign ? C : -C;
      StepOK = C != 0;
    } else if (BO->getOpcode() == BO_Assign &&
               isIndexRef(BO->getLHS(), IdxDecl)) {
      const auto *Add =
          dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParenImpCasts());
      if (Add && (Add->getOpcode() == BO_Add || Add->getOpcode() == BO_Sub) &&
          isIndexRef(Add->getLHS(), IdxDecl) &&
          Add->getRHS()->EvaluateAsInt(R, Ctx)) {
        int64_t C = R.Val.getInt().getSExtValue();
        Loop.Step = Add->getOpcode() == BO_Add ? C : -C;
        StepOK = C != 0;
      }
    }
  }
  return StepOK;
}

bool Lowering::lowerForEnd(const clang::ForStmt *FS,
                           const clang::Expr *Condition,
                           const ValueDecl *IdxDecl, ScalarType IdxTy,
                           ForStmt &Loop) {
  // Condition: `i < e`, `i <= e`, `i > e`, `i >= e`, `i != e`, or mirrored;
  // the index may carry a constant (`i + 1 < n` is `i < n - 1`).
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(
      Condition ? Condition->IgnoreParenImpCasts() : nullptr);
  const clang::Expr *Bound = nullptr;
  BinaryOperatorKind Op = BO_LT;
  int64_t IndexOffset = 0; // The constant the condition adds to the index.
  // Or an expression without the index it adds (`i + d < n`), or
  // subtracts: the bound becomes n - d (n + d).
  const clang::Expr *AddedTerm = nullptr;
  bool TermAdded = true;
  auto IndexPlus = [&](const clang::Expr *E, int64_t &Off) {
    E = E->IgnoreParenImpCasts();
    Off = 0;
    if (isIndexRef(E, IdxDecl))
      return true;
    const auto *BO = dyn_cast<BinaryOperator>(E);
    clang::Expr::EvalResult R;
    if (!BO || (BO->getOpcode() != BO_Add && BO->getOpcode() != BO_Sub))
      return false;
    if (isIndexRef(BO->getLHS(), IdxDecl) &&
        BO->getRHS()->EvaluateAsInt(R, Ctx)) {
      Off = R.Val.getInt().getSExtValue();
      Off = BO->getOpcode() == BO_Add ? Off : -Off;
      return true;
    }
    if (BO->getOpcode() == BO_Add && isIndexRef(BO->getRHS(), IdxDecl) &&
        BO->getLHS()->EvaluateAsInt(R, Ctx)) {
      Off = R.Val.getInt().getSExtValue();
      return true;
    }
    if (isIndexRef(BO->getLHS(), IdxDecl) &&
        !mentionsDecl(BO->getRHS(), IdxDecl)) {
      AddedTerm = BO->getRHS();
      TermAdded = BO->getOpcode() == BO_Add;
      return true;
    }
    if (BO->getOpcode() == BO_Add && isIndexRef(BO->getRHS(), IdxDecl) &&
        !mentionsDecl(BO->getLHS(), IdxDecl)) {
      AddedTerm = BO->getLHS();
      return true;
    }
    return false;
  };
  if (Cond && Cond->isComparisonOp()) {
    Op = Cond->getOpcode();
    if (IndexPlus(Cond->getLHS(), IndexOffset)) {
      Bound = Cond->getRHS();
    } else if (IndexPlus(Cond->getRHS(), IndexOffset)) {
      Bound = Cond->getLHS();
      Op = BinaryOperator::reverseComparisonOp(Op);
    }
  }
  bool Up = Loop.Step > 0;
  bool OpOK = (Up && (Op == BO_LT || Op == BO_LE)) ||
              (!Up && (Op == BO_GT || Op == BO_GE)) ||
              (Op == BO_NE && (Loop.Step == 1 || Loop.Step == -1));
  if (!Bound || !OpOK) {
    fail(Condition ? Condition->getBeginLoc() : FS->getBeginLoc(),
         std::string(CanonicalFor) +
             " (the condition must compare the index "
             "with a bound in the direction of the step)");
    return false;
  }
  // Bounds are evaluated outside the loop's own index.
  Loop.End = lowerExpr(Bound);
  // e - t, which for unsigned indices stops at 0 (`i + 1 < n` with n = 0
  // runs no iteration, where n - 1 would wrap around).
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  bool Unsigned = IdxDecl->getType()->isUnsignedIntegerType();
  auto Minus = [&](ExprPtr E, ExprPtr T) {
    ScalarType Ty = E->Ty;
    if (!Unsigned)
      return Expr::binary("-", std::move(E), std::move(T), Ty);
    ExprPtr Above = Expr::binary(">=", E->clone(), T->clone(), Bool);
    return Expr::select(std::move(Above),
                        Expr::binary("-", std::move(E), std::move(T), Ty),
                        Expr::intLit(0, Ty), Ty);
  };
  if (AddedTerm && Loop.End) {
    ExprPtr Term = lowerExpr(AddedTerm);
    if (!Term)
      return false;
    ScalarType Ty = Loop.End->Ty;
    Loop.End = TermAdded && Up
                    ? Minus(std::move(Loop.End), std::move(Term))
                    : Expr::binary(TermAdded ? "-" : "+", std::move(Loop.End),
                                   std::move(Term), Ty);
  }
  if (!Loop.Begin || !Loop.End)
    return false;
  // `i <= e` is `i < e + 1`, `i + c < e` is `i < e - c`; literals are
  // folded.
  int64_t Delta = (Op == BO_LE ? 1 : Op == BO_GE ? -1 : 0) - IndexOffset;
  if (Delta != 0) {
    if (Loop.End->K == Expr::IntLit &&
        (!Unsigned || Delta > 0 || Loop.End->IntValue >= -Delta))
      Loop.End->IntValue += Delta;
    else if (Delta < 0 && Up)
      Loop.End = Minus(std::move(Loop.End), Expr::intLit(-Delta, IdxTy));
    else {
      ScalarType Ty = Loop.End->Ty;
      Loop.End =
          Expr::binary(Delta > 0 ? "+" : "-", std::move(Loop.End),
                       Expr::intLit(Delta > 0 ? Delta : -Delta, IdxTy), Ty);
    }
  }
  return true;
}

} // namespace loopgen
