//===- Walk.cpp - Generic traversals of LoopIR ----------------------------===//

#include "loopgen/IR/Walk.h"
#include "loopgen/IR/Visitor.h"
#include <map>
#include <set>

namespace loopgen {

void walkExpr(const Expr &E, const std::function<void(const Expr &)> &F) {
  F(E);
  for (const ExprPtr &Op : E.Ops)
    walkExpr(*Op, F);
}

void walkStmts(const Stmt &S, const std::function<void(const Stmt &)> &F) {
  F(S);
  if (auto *B = dyn_cast<BlockStmt>(&S))
    for (const StmtPtr &Inner : B->Body)
      walkStmts(*Inner, F);
  forEachChildBlock(S, [&](const BlockStmt &B) {
    for (const StmtPtr &Inner : B.Body)
      walkStmts(*Inner, F);
  });
}

void forEachStmt(Stmt &S, const std::function<void(Stmt &)> &F) {
  F(S);
  if (auto *B = dyn_cast<BlockStmt>(&S))
    for (StmtPtr &Inner : B->Body)
      forEachStmt(*Inner, F);
  forEachChildBlock(S, [&](BlockStmt &B) {
    for (StmtPtr &Inner : B.Body)
      forEachStmt(*Inner, F);
  });
}

const Expr *StmtContext::Branch::holds() const {
  return If->Made == IfStmt::DoWhileLoop ? nullptr : If->Cond.get();
}

static void
walkInContext(const BlockStmt &B, StmtContext &C,
              const std::function<void(const Stmt &, const StmtContext &)> &F) {
  for (const StmtPtr &P : B.Body) {
    const Stmt &S = *P;
    F(S, C);
    if (auto *Inner = dyn_cast<BlockStmt>(&S))
      walkInContext(*Inner, C, F);
    auto *L = dyn_cast<ForStmt>(&S);
    auto *I = dyn_cast<IfStmt>(&S);
    if (L)
      C.Loops.push_back(L);
    if (I)
      C.Branches.push_back({I, false});
    forEachChildBlock(S, [&](const BlockStmt &Child) {
      if (I)
        C.Branches.back().Else = &Child == I->Else.get();
      walkInContext(Child, C, F);
    });
    if (L)
      C.Loops.pop_back();
    if (I)
      C.Branches.pop_back();
  }
}

void walkInContext(
    const BlockStmt &B,
    const std::function<void(const Stmt &, const StmtContext &)> &F) {
  StmtContext C;
  walkInContext(B, C, F);
}

void forEachOwnExpr(const Stmt &S, const std::function<void(const Expr &)> &F) {
  forEachExprSlot(S, [&](const ExprPtr &E) { F(*E); });
}

void walkAllExprs(const Stmt &S, const std::function<void(const Expr &)> &F) {
  walkStmts(S, [&](const Stmt &Inner) {
    forEachOwnExpr(Inner, [&](const Expr &E) { walkExpr(E, F); });
  });
}

void mutateExpr(ExprPtr &E, const std::function<ExprPtr(Expr &)> &F) {
  for (ExprPtr &Op : E->Ops)
    mutateExpr(Op, F);
  if (ExprPtr New = F(*E))
    E = std::move(New);
}

void mutateExprs(Stmt &S, const std::function<ExprPtr(Expr &)> &F) {
  if (auto *B = dyn_cast<BlockStmt>(&S))
    for (StmtPtr &Inner : B->Body)
      mutateExprs(*Inner, F);
  forEachExprSlot(S, [&](ExprPtr &E) { mutateExpr(E, F); });
  forEachChildBlock(S, [&](BlockStmt &B) {
    for (StmtPtr &Inner : B.Body)
      mutateExprs(*Inner, F);
  });
}

std::vector<const ForStmt *> enclosingLoops(const Function &F, const Stmt &L) {
  std::vector<const ForStmt *> Found;
  walkInContext(*F.Body, [&](const Stmt &S, const StmtContext &C) {
    if (&S == &L)
      Found = C.Loops;
  });
  return Found;
}

std::set<const Variable *> assignedScalars(const Stmt &Scope) {
  std::set<const Variable *> Assigned;
  walkStmts(Scope, [&](const Stmt &S) {
    if (S.K == Stmt::Assign &&
        cast<AssignStmt>(S).Target->K == Expr::VarRef)
      Assigned.insert(cast<AssignStmt>(S).Target->Var);
  });
  return Assigned;
}

std::set<const Variable *> boundScalars(const Stmt &Scope) {
  std::set<const Variable *> Bound;
  walkStmts(Scope, [&](const Stmt &S) {
    if (S.K == Stmt::For)
      Bound.insert(cast<ForStmt>(S).Index);
    if (S.K == Stmt::Decl && cast<DeclStmt>(S).Var)
      Bound.insert(cast<DeclStmt>(S).Var);
  });
  return Bound;
}

std::set<const Variable *> changingScalars(const Stmt &Scope) {
  std::set<const Variable *> Changing = boundScalars(Scope);
  for (const Variable *V : assignedScalars(Scope))
    Changing.insert(V);
  return Changing;
}

std::set<const Array *> atomicArrays(const Stmt &Scope) {
  std::set<const Array *> Out;
  walkStmts(Scope, [&](const Stmt &S) {
    if (S.K == Stmt::For)
      for (const Array *A : cast<ForStmt>(S).AtomicArrays)
        Out.insert(A);
  });
  return Out;
}

std::set<const Array *> writtenArrays(const Stmt &Scope) {
  std::set<const Array *> Written;
  walkStmts(Scope, [&](const Stmt &S) {
    if (S.K == Stmt::Assign &&
        cast<AssignStmt>(S).Target->K == Expr::Access)
      Written.insert(cast<AssignStmt>(S).Target->Arr);
  });
  return Written;
}

std::map<const Variable *, const Expr *> singleDefinitions(const Stmt &Scope) {
  std::map<const Variable *, const Expr *> Init;
  walkStmts(Scope, [&](const Stmt &S) {
    if (S.K == Stmt::Decl && cast<DeclStmt>(S).Var &&
        cast<DeclStmt>(S).Init)
      Init[cast<DeclStmt>(S).Var] =
          cast<DeclStmt>(S).Init.get();
  });
  for (const Variable *V : assignedScalars(Scope))
    Init.erase(V);
  return Init;
}

void substituteInvariantScalars(std::vector<ExprPtr> &Exprs,
                                const Stmt &Scope) {
  std::map<const Variable *, const Expr *> Init = singleDefinitions(Scope);
  for (unsigned Round = 0; Round < 8; ++Round)
    for (ExprPtr &E : Exprs) {
      std::function<void(ExprPtr &)> Sub = [&](ExprPtr &X) {
        for (ExprPtr &Op : X->Ops)
          Sub(Op);
        if (X->K == Expr::VarRef)
          if (auto It = Init.find(X->Var); It != Init.end())
            X = It->second->clone();
      };
      Sub(E);
    }
}

bool mentions(const Expr &E, const std::set<const Variable *> &Vs) {
  bool Found = false;
  walkExpr(E, [&](const Expr &X) {
    Found |= X.K == Expr::VarRef && Vs.count(X.Var);
  });
  return Found;
}

bool readsDevice(const Expr &E) {
  bool Device = false;
  walkExpr(E, [&](const Expr &X) {
    Device |= X.K == Expr::Access || (X.K == Expr::VarRef && X.Var->OnDevice);
  });
  return Device;
}

bool readsArrays(const Expr &E) {
  bool Reads = false;
  walkExpr(E, [&](const Expr &X) { Reads |= X.K == Expr::Access; });
  return Reads;
}

bool writesArray(const Function &F, const Array &A) {
  bool Writes = false;
  walkStmts(*F.Body, [&](const Stmt &S) {
    if (S.K == Stmt::Assign) {
      auto &As = cast<AssignStmt>(S);
      Writes |= As.Target->K == Expr::Access && As.Target->Arr == &A;
    }
  });
  return Writes;
}

bool readsArray(const Function &F, const Array &A) {
  bool Reads = false;
  walkStmts(*F.Body, [&](const Stmt &S) {
    forEachOwnExpr(S, [&](const Expr &E) {
      bool IsTarget = S.K == Stmt::Assign &&
                      &E == cast<AssignStmt>(S).Target.get();
      if (IsTarget) {
        if (!cast<AssignStmt>(S).Op.empty() &&
            E.K == Expr::Access && E.Arr == &A)
          Reads = true;
        for (const ExprPtr &Sub : E.Ops)
          walkExpr(*Sub, [&](const Expr &X) {
            Reads |= X.K == Expr::Access && X.Arr == &A;
          });
        return;
      }
      walkExpr(E, [&](const Expr &X) {
        Reads |= X.K == Expr::Access && X.Arr == &A;
      });
    });
  });
  return Reads;
}

void forEachKernelSlot(BlockStmt &B, const std::function<void(StmtPtr &)> &F) {
  for (StmtPtr &S : B.Body) {
    if (S->Place == Stmt::Kernel)
      F(S);
    if (S->Place == Stmt::HostControl)
      forEachChildBlock(*S, [&](BlockStmt &C) { forEachKernelSlot(C, F); });
  }
}

bool computesScalarsOnly(const Stmt &S) {
  bool Scalars = true;
  walkStmts(S, [&](const Stmt &X) {
    Scalars &= X.K != Stmt::For;
    Scalars &= X.K != Stmt::Assign ||
               cast<AssignStmt>(X).Target->K == Expr::VarRef;
    Scalars &= X.K != Stmt::Decl || !cast<DeclStmt>(X).Arr;
  });
  return Scalars;
}

std::optional<PerfectNest> perfectNest(ForStmt &Root) {
  PerfectNest N;
  ForStmt *L = &Root;
  while (true) {
    N.Loops.push_back(L);
    if (L->Body->Body.size() != 1)
      return std::nullopt;
    Stmt &S = *L->Body->Body[0];
    if (S.K == Stmt::For) {
      L = cast<ForStmt>(&S);
      continue;
    }
    Stmt *Inner = &S;
    if (S.K == Stmt::If) {
      auto &I = cast<IfStmt>(S);
      if (I.Else || I.Then->Body.size() != 1)
        return std::nullopt;
      N.Guard = &I;
      Inner = I.Then->Body[0].get();
    }
    if (Inner->K != Stmt::Assign)
      return std::nullopt;
    N.Assign = cast<AssignStmt>(Inner);
    if (N.Assign->Target->K != Expr::Access || !N.Assign->Op.empty())
      return std::nullopt;
    return N;
  }
}

} // namespace loopgen
