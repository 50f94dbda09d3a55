//===- FoldClamps.cpp - Clamping ifs folded into a local's definition -----===//
//
// `int yy = y + k; if (yy < 0) yy = 0; if (yy > h - 1) yy = h - 1;` is a
// clamp written as ifs: the local's one value is a choice of its first.
// Folded into the declaration (`yy = (y + k > h - 1 ? ...)`), the local has
// one definition, which shape inference and the dependence tests read as
// a clamp, and the kernel has no branches. So is a tree of ifs that only
// chooses the local's value (a clamp helper with early returns, inlined).
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"
#include "loopgen/IR/Visitor.h"
#include "loopgen/IR/Walk.h"

namespace loopgen {

/// The assignment of V that is If's only statement, where If has no Else
/// and neither its condition nor the value calls anything.
static const AssignStmt *clampOf(const Stmt &S, const Variable *V) {
  const auto *If = dyn_cast<IfStmt>(&S);
  if (!If || If->Made != IfStmt::User || If->Else || If->Then->Body.size() != 1)
    return nullptr;
  const auto *A = dyn_cast<AssignStmt>(If->Then->Body[0].get());
  if (!A || !A->Op.empty() || A->Target->K != Expr::VarRef ||
      A->Target->Var != V)
    return nullptr;
  bool Pure = true;
  for (const Expr *E : {If->Cond.get(), A->Value.get()})
    walkExpr(*E, [&](const Expr &X) { Pure &= X.K != Expr::Call; });
  return Pure ? A : nullptr;
}

/// E with V replaced by Value.
static ExprPtr replaced(const Expr &E, const Variable *V, const Expr &Value) {
  ExprPtr Copy = E.clone();
  mutateExpr(Copy, [&](Expr &X) -> ExprPtr {
    return X.K == Expr::VarRef && X.Var == V ? Value.clone() : nullptr;
  });
  return Copy;
}

/// The value an if-else tree gives V where each of its leaves is one
/// assignment of V (a clamp helper's early returns, inlined: `if (v < lo)
/// r = lo; else if (v > hi) r = hi; else r = v;`), as a choice; null where
/// it is not such a tree or calls anything.
static ExprPtr chosenValue(const Stmt &S, const Variable *V) {
  if (const auto *A = dyn_cast<AssignStmt>(&S)) {
    bool Pure =
        A->Op.empty() && A->Target->K == Expr::VarRef && A->Target->Var == V;
    walkExpr(*A->Value, [&](const Expr &X) {
      Pure &= X.K != Expr::Call && !(X.K == Expr::VarRef && X.Var == V);
    });
    if (!Pure)
      return nullptr;
    return A->Value->Ty == V->Ty ? A->Value->clone()
                                 : Expr::cast(V->Ty, A->Value->clone(), A->Loc);
  }
  const auto *If = dyn_cast<IfStmt>(&S);
  if (!If || If->Made != IfStmt::User || !If->Else ||
      If->Then->Body.size() != 1 || If->Else->Body.size() != 1)
    return nullptr;
  bool Pure = true;
  walkExpr(*If->Cond, [&](const Expr &X) {
    Pure &= X.K != Expr::Call && !(X.K == Expr::VarRef && X.Var == V);
  });
  ExprPtr Then = Pure ? chosenValue(*If->Then->Body[0], V) : nullptr;
  ExprPtr Else = Then ? chosenValue(*If->Else->Body[0], V) : nullptr;
  if (!Else)
    return nullptr;
  return Expr::select(If->Cond->clone(), std::move(Then), std::move(Else),
                      V->Ty, If->Loc);
}

void foldClamps(BlockStmt &Body) {
  auto &Stmts = Body.Body;
  for (size_t K = 0; K < Stmts.size(); ++K) {
    // `int r; if (...) r = a; else if (...) r = b; else r = c;`, maybe with
    // declarations of other locals between: r's one definition, declared
    // where the tree was.
    auto *D = dyn_cast<DeclStmt>(Stmts[K].get());
    if (!D || !D->Var || !D->Var->Ty.isIntegral() || D->Init)
      continue;
    size_t J = K + 1;
    while (J < Stmts.size() && isa<DeclStmt>(*Stmts[J]) &&
           cast<DeclStmt>(*Stmts[J]).Var)
      ++J;
    if (J == Stmts.size())
      continue;
    if (ExprPtr Value = chosenValue(*Stmts[J], D->Var)) {
      D->Init = std::move(Value);
      Stmts[J] = std::move(Stmts[K]);
      Stmts.erase(Stmts.begin() + K);
      --K;
    }
  }
  for (size_t K = 0; K < Stmts.size(); ++K) {
    auto *D = dyn_cast<DeclStmt>(Stmts[K].get());
    // Integers only: an index's clamp (a float's value, computed twice in
    // the choice, could round differently under contraction).
    while (D && D->Var && D->Var->Ty.isIntegral() && D->Init &&
           K + 1 < Stmts.size()) {
      const AssignStmt *A = clampOf(*Stmts[K + 1], D->Var);
      if (!A)
        break;
      const auto &If = cast<IfStmt>(*Stmts[K + 1]);
      ExprPtr Cond = replaced(*If.Cond, D->Var, *D->Init);
      ExprPtr Value = replaced(*A->Value, D->Var, *D->Init);
      if (!(Value->Ty == D->Var->Ty)) // `if (v < 0) v = 0.5;` for an int.
        Value = Expr::cast(D->Var->Ty, std::move(Value), A->Loc);
      D->Init = Expr::select(std::move(Cond), std::move(Value),
                             std::move(D->Init), D->Var->Ty, If.Loc);
      Stmts.erase(Stmts.begin() + K + 1);
    }
  }
  for (StmtPtr &S : Stmts) {
    if (auto *B = dyn_cast<BlockStmt>(S.get()))
      foldClamps(*B);
    forEachChildBlock(*S, [](BlockStmt &B) { foldClamps(B); });
  }
}

void foldParameterClamps(Function &F) {
  auto &Stmts = F.Body->Body;
  for (size_t K = 0; K < Stmts.size(); ++K) {
    // `if (len > MAX) len = MAX;` on an integer parameter, maybe a run of
    // them, its only assignments.
    const auto *If = dyn_cast<IfStmt>(Stmts[K].get());
    const auto *First = If && If->Then->Body.size() == 1
                            ? dyn_cast<AssignStmt>(If->Then->Body[0].get())
                            : nullptr;
    Variable *P = First && First->Target->K == Expr::VarRef ? First->Target->Var
                                                            : nullptr;
    // (Or a local set from the parameters first, `int r = radius;`, and
    // clamped by tests of itself.)
    bool Top = P && P->K == Variable::Local &&
               llvm::any_of(llvm::make_range(Stmts.begin(), Stmts.begin() + K),
                            [&](const StmtPtr &S) {
                              const auto *D = dyn_cast<DeclStmt>(S.get());
                              bool OfParams = D && D->Var == P && D->Init;
                              if (OfParams)
                                walkExpr(*D->Init, [&](const Expr &X) {
                                  OfParams &= X.K != Expr::Access &&
                                              X.K != Expr::Call &&
                                              (X.K != Expr::VarRef ||
                                               X.Var->K == Variable::Param);
                                });
                              return OfParams;
                            }) &&
               mentions(*If->Cond, {P});
    if (!P || (P->K != Variable::Param && !Top) || !P->Ty.isIntegral() ||
        !clampOf(*Stmts[K], P))
      continue;
    size_t End = K;
    ExprPtr Value = Expr::var(P, If->Loc);
    while (End < Stmts.size() && clampOf(*Stmts[End], P)) {
      const auto &Clamp = cast<IfStmt>(*Stmts[End]);
      const AssignStmt *A = clampOf(Clamp, P);
      ExprPtr New = replaced(*A->Value, P, *Value);
      if (!(New->Ty == P->Ty))
        New = Expr::cast(P->Ty, std::move(New), A->Loc);
      ExprPtr Cond = replaced(*Clamp.Cond, P, *Value);
      Value = Expr::select(std::move(Cond), std::move(New), std::move(Value),
                           P->Ty, Clamp.Loc);
      ++End;
    }
    unsigned Clamps = End - K, Assignments = 0;
    walkStmts(*F.Body, [&](const Stmt &S) {
      if (const auto *A = dyn_cast<AssignStmt>(&S))
        Assignments += A->Target->K == Expr::VarRef && A->Target->Var == P;
    });
    if (Assignments != Clamps)
      continue;
    // Its value from here on, a local read in its place.
    Variable *Clamped =
        F.newVar(Variable::Local, F.freshName(P->Name), P->Ty, If->Loc);
    Clamped->Spelled = P->userName();
    for (size_t J = End; J < Stmts.size(); ++J)
      forEachStmt(*Stmts[J], [&](Stmt &S) {
        forEachExprSlot(S, [&](ExprPtr &E) {
          mutateExpr(E, [&](Expr &X) -> ExprPtr {
            return X.K == Expr::VarRef && X.Var == P ? Expr::var(Clamped, X.Loc)
                                                     : nullptr;
          });
        });
      });
    auto Decl = std::make_unique<DeclStmt>(If->Loc);
    Decl->Var = Clamped;
    Decl->Init = std::move(Value);
    Stmts.erase(Stmts.begin() + K, Stmts.begin() + End);
    Stmts.insert(Stmts.begin() + K, std::move(Decl));
  }
}

} // namespace loopgen
