//===- LowerGeometric.cpp - Loops whose index grows or shrinks by a factor ===//
//
// `for (int s = 1; s < n; s <<= 1)`, `s *= 2`, `for (s = n / 2; s > 0;
// s >>= 1)`, `s /= 2`: the levels of a tree, the strides of a bitonic sort
// or a scan. LoopIR's loops step by a constant, so such a loop runs over
// the number of its step, whose trips the prelude's
// loopgen_geometric_trips counts from s's first value, and multiplies or
// divides s after its body. The loop carries s and stays sequential; the
// loops inside it see s as a value of their own launch.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"

using namespace clang;

namespace loopgen {

namespace {

/// The constant factor by which S, the for statement's increment, changes
/// Index: positive to multiply, negative to divide; 0 when it is no such
/// update.
int64_t geometricFactor(const clang::Expr *S, const ValueDecl *Index,
                        ASTContext &Ctx) {
  auto IsIndex = [&](const clang::Expr *E) {
    const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return DRE && DRE->getDecl() == Index;
  };
  auto Constant = [&](const clang::Expr *E) -> int64_t {
    clang::Expr::EvalResult R;
    if (!E->EvaluateAsInt(R, Ctx))
      return 0;
    return R.Val.getInt().getSExtValue();
  };
  BinaryOperatorKind Op;
  const clang::Expr *By = nullptr;
  S = S ? S->IgnoreParens() : nullptr;
  if (const auto *CA = dyn_cast_or_null<CompoundAssignOperator>(S)) {
    if (!IsIndex(CA->getLHS()))
      return 0;
    Op = CA->getOpcode();
    By = CA->getRHS();
  } else if (const auto *BO = dyn_cast_or_null<BinaryOperator>(S);
             BO && BO->getOpcode() == BO_Assign && IsIndex(BO->getLHS())) {
    const auto *RHS = dyn_cast<BinaryOperator>(BO->getRHS()->IgnoreParens());
    if (!RHS || !IsIndex(RHS->getLHS()))
      return 0;
    Op = RHS->getOpcode();
    By = RHS->getRHS();
  } else {
    return 0;
  }
  int64_t K = Constant(By);
  switch (Op) {
  case BO_Shl:
  case BO_ShlAssign:
    return K > 0 && K < 31 ? int64_t(1) << K : 0;
  case BO_Shr:
  case BO_ShrAssign:
    return K > 0 && K < 31 ? -(int64_t(1) << K) : 0;
  case BO_Mul:
  case BO_MulAssign:
    return K >= 2 ? K : 0;
  case BO_Div:
  case BO_DivAssign:
    return K >= 2 ? -K : 0;
  default:
    return 0;
  }
}

} // namespace

bool Lowering::lowerGeometricFor(const clang::ForStmt *FS, BlockStmt &Out) {
  // The index: declared by the loop or assigned by it.
  const ValueDecl *Index = nullptr;
  const VarDecl *Declared = nullptr;
  const clang::Expr *Assigned = nullptr;
  if (const auto *DS = dyn_cast_or_null<clang::DeclStmt>(FS->getInit())) {
    Declared = DS->isSingleDecl() ? dyn_cast<VarDecl>(DS->getSingleDecl())
                                  : nullptr;
    if (Declared && Declared->getInit())
      Index = Declared;
  } else if (const auto *BO = dyn_cast_or_null<BinaryOperator>(FS->getInit());
             BO && BO->getOpcode() == BO_Assign) {
    if (const auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParens())) {
      Index = DRE->getDecl();
      Assigned = BO;
    }
  }
  if (!Index || !Index->getType()->isIntegerType())
    return false;
  int64_t Factor = geometricFactor(FS->getInc(), Index, Ctx);
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(
      FS->getCond() ? FS->getCond()->IgnoreParenImpCasts() : nullptr);
  const auto *CondIndex =
      Cond ? dyn_cast<DeclRefExpr>(Cond->getLHS()->IgnoreParenImpCasts())
           : nullptr;
  if (!Factor || !CondIndex || CondIndex->getDecl() != Index ||
      hasOwnBreak(FS->getBody()))
    return false;
  BinaryOperatorKind Op = Cond->getOpcode();
  int Mode = Factor > 0 ? (Op == BO_LT ? 0 : Op == BO_LE ? 1 : -1)
                        : (Op == BO_GT ? 2 : Op == BO_GE ? 3 : -1);
  if (Mode < 0)
    return false;
  SourceLocation L = FS->getBeginLoc();
  // s takes its first value where the loop starts.
  if (Declared)
    lowerDecl(Declared, Out);
  else
    lowerExprStmt(Assigned, Out);
  Variable *S = Vars.lookup(Index);
  ExprPtr Bound = lowerExpr(Cond->getRHS());
  if (Failed || !S || !Bound)
    return true;
  auto Loop = std::make_unique<ForStmt>(L);
  Loop->Label = label(L);
  annotate(*Loop);
  ScalarType Count = ScalarType::get(ScalarType::Integer, "long long", 64);
  Loop->Index = F->newVar(Variable::LoopIndex,
                          F->freshName(S->Name + "_level"), Count, L);
  Loop->Begin = Expr::intLit(0, Count, L);
  Loop->Step = 1;
  std::vector<ExprPtr> Args;
  Args.push_back(Expr::cast(Count, Expr::var(S, L), L));
  Args.push_back(Expr::cast(Count, std::move(Bound), L));
  Args.push_back(Expr::intLit(Factor > 0 ? Factor : -Factor, Count, L));
  Args.push_back(Expr::intLit(Mode, ScalarType::intTy(), L));
  // Counted once, before the loop changes s.
  auto Trips = std::make_unique<DeclStmt>(L);
  Trips->Var = F->newVar(Variable::Local, F->freshName(S->Name + "_levels"),
                         Count, L);
  Trips->Init =
      Expr::call("loopgen_geometric_trips", std::move(Args), Count, L);
  Loop->End = Expr::var(Trips->Var, L);
  Out.Body.push_back(std::move(Trips));
  EnclosingIndices.push_back(Loop->Index);
  Loop->Body = lowerLoopBody(FS->getBody());
  EnclosingIndices.pop_back();
  if (!Loop->Body)
    return true;
  // s must not change inside it: its trips are counted first.
  bool Changed = false;
  walkStmts(*Loop->Body, [&](const Stmt &X) {
    if (X.K == Stmt::Assign) {
      const Expr &T = *cast<AssignStmt>(X).Target;
      Changed |= T.K == Expr::VarRef && T.Var == S;
    }
  });
  if (Changed) {
    fail(L, "the loop's index '" + S->Name +
                "' grows or shrinks by a factor, and its body changes it; "
                "loopgen counts such a loop's trips before it starts");
    return true;
  }
  Loop->Body->Body.push_back(std::make_unique<AssignStmt>(
      Expr::var(S, L), Factor > 0 ? "*" : "/",
      Expr::intLit(Factor > 0 ? Factor : -Factor, S->Ty, L), L));
  Out.Body.push_back(std::move(Loop));
  return true;
}

} // namespace loopgen
