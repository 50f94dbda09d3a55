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
    fail(L, "the loop's index '" + S->userName() +
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

bool Lowering::lowerVariableStepFor(const clang::ForStmt *FS, BlockStmt &Out) {
  const auto *DS = dyn_cast_or_null<clang::DeclStmt>(FS->getInit());
  const auto *Index = DS && DS->isSingleDecl()
                          ? dyn_cast<VarDecl>(DS->getSingleDecl())
                          : nullptr;
  const auto *Inc = dyn_cast_or_null<CompoundAssignOperator>(
      FS->getInc() ? FS->getInc()->IgnoreParens() : nullptr);
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(
      FS->getCond() ? FS->getCond()->IgnoreParenImpCasts() : nullptr);
  auto IsIndex = [&](const clang::Expr *E) {
    const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return DRE && DRE->getDecl() == Index;
  };
  if (!Index || !Index->getInit() || !Index->getType()->isIntegerType() ||
      !Inc || Inc->getOpcode() != BO_AddAssign || !IsIndex(Inc->getLHS()) ||
      Inc->getRHS()->isEvaluatable(Ctx) || mentionsDecl(Inc->getRHS(), Index) ||
      !Cond || mentionsDecl(Cond->getRHS(), Index) ||
      (Cond->getOpcode() != BO_LT && Cond->getOpcode() != BO_LE) ||
      hasOwnBreak(FS->getBody()))
    return false;
  // i < e, i <= e, or i + x < e (i < e - x).
  const clang::Expr *Left = Cond->getLHS()->IgnoreParenImpCasts(),
                    *Added = nullptr;
  if (const auto *Sum = dyn_cast<BinaryOperator>(Left);
      Sum && Sum->getOpcode() == BO_Add && IsIndex(Sum->getLHS()))
    Added = Sum->getRHS();
  else if (!IsIndex(Left))
    return false;
  SourceLocation L = FS->getBeginLoc();
  ExprPtr Begin = lowerExpr(Index->getInit()), End = lowerExpr(Cond->getRHS()),
          Step = lowerExpr(Inc->getRHS());
  ExprPtr Extra = Added ? lowerExpr(Added) : nullptr;
  if (Failed || !Begin || !End || !Step || (Added && !Extra))
    return true;
  // The step and the bound, which C++ evaluates in every iteration, must
  // not change in the body.
  std::set<const Variable *> Fixed;
  for (const Expr *E : {End.get(), Step.get(), Extra.get()})
    if (E)
      walkExpr(*E, [&](const Expr &X) {
        if (X.K == Expr::VarRef)
          Fixed.insert(X.Var);
      });
  ScalarType Count = ScalarType::get(ScalarType::Integer, "long long", 64);
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  auto Wide = [&](ExprPtr E) { return Expr::cast(Count, std::move(E), L); };
  // Where the index stops: e (- x) (+ 1 for <=).
  ExprPtr Stop = Wide(std::move(End));
  if (Extra)
    Stop = Expr::binary("-", std::move(Stop), Wide(std::move(Extra)), Count, L);
  if (Cond->getOpcode() == BO_LE)
    Stop =
        Expr::binary("+", std::move(Stop), Expr::intLit(1, Count, L), Count, L);
  // Counted once: st > 0 and e > b ? (e - b + st - 1) / st : 0.
  auto Decl = [&](const std::string &Name, ExprPtr Init) {
    auto D = std::make_unique<DeclStmt>(L);
    D->Var = F->newVar(Variable::Local, F->freshName(Name), Count, L);
    D->Init = std::move(Init);
    Variable *V = D->Var;
    Out.Body.push_back(std::move(D));
    return V;
  };
  std::string Name = Index->getNameAsString();
  Variable *First = Decl(Name + "_first", Wide(std::move(Begin)));
  Variable *By = Decl(Name + "_step", Wide(std::move(Step)));
  auto V = [&](Variable *X) { return Expr::var(X, L); };
  ExprPtr Runs = Expr::binary(
      "&&", Expr::binary(">", V(By), Expr::intLit(0, Count, L), Bool, L),
      Expr::binary(">", Stop->clone(), V(First), Bool, L), Bool, L);
  ExprPtr Trips = Expr::binary(
      "/",
      Expr::binary(
          "-", Expr::binary("+", std::move(Stop), V(By), Count, L),
          Expr::binary("+", V(First), Expr::intLit(1, Count, L), Count, L),
          Count, L),
      V(By), Count, L);
  Variable *Levels =
      Decl(Name + "_trips", Expr::select(std::move(Runs), std::move(Trips),
                                         Expr::intLit(0, Count, L), Count));
  auto Loop = std::make_unique<ForStmt>(L);
  Loop->Label = label(L);
  annotate(*Loop);
  Loop->Index =
      F->newVar(Variable::LoopIndex, F->freshName(Name + "_k"), Count, L);
  Loop->Begin = Expr::intLit(0, Count, L);
  Loop->End = V(Levels);
  Loop->Step = 1;
  // The body sees i = b + k * st.
  auto Body = std::make_unique<BlockStmt>(L);
  ScalarType IdxTy = *scalarType(Index->getType());
  auto IdxDecl = std::make_unique<DeclStmt>(L);
  IdxDecl->Var = F->newVar(Variable::Local, F->freshName(Name), IdxTy, L);
  IdxDecl->Init = Expr::cast(
      IdxTy,
      Expr::binary("+", V(First),
                   Expr::binary("*", V(Loop->Index), V(By), Count, L), Count,
                   L),
      L);
  Variable *I = IdxDecl->Var;
  Vars[Index] = I;
  EnclosingIndices.push_back(Loop->Index);
  std::unique_ptr<BlockStmt> Lowered = lowerLoopBody(FS->getBody());
  EnclosingIndices.pop_back();
  Vars.erase(Index);
  if (!Lowered)
    return true;
  bool Changed = false;
  walkStmts(*Lowered, [&](const Stmt &X) {
    Changed |= X.K == Stmt::Assign &&
               cast<AssignStmt>(X).Target->K == Expr::VarRef &&
               (cast<AssignStmt>(X).Target->Var == I ||
                Fixed.count(cast<AssignStmt>(X).Target->Var));
  });
  if (Changed) {
    fail(L, "the loop steps '" + Name +
                "' by a value that is not a constant, and its body changes '" +
                Name +
                "', its step or its bound; loopgen counts such a "
                "loop's trips before it starts");
    return true;
  }
  Body->Body.push_back(std::move(IdxDecl));
  for (StmtPtr &S : Lowered->Body)
    Body->Body.push_back(std::move(S));
  Loop->Body = std::move(Body);
  Out.Body.push_back(std::move(Loop));
  return true;
}

} // namespace loopgen
