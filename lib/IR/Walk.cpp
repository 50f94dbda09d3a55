//===- Walk.cpp - Generic traversals of LoopIR ----------------------------===//

#include "loopgen/IR/Walk.h"
#include <map>
#include <set>

namespace loopgen {

void walkExpr(const Expr &E, const std::function<void(const Expr &)> &F) {
  F(E);
  for (const ExprPtr &Op : E.Ops)
    walkExpr(*Op, F);
}

static void walkBlock(const BlockStmt *B,
                      const std::function<void(const Stmt &)> &F) {
  if (B)
    for (const StmtPtr &S : B->Body)
      walkStmts(*S, F);
}

void walkStmts(const Stmt &S, const std::function<void(const Stmt &)> &F) {
  F(S);
  switch (S.K) {
  case Stmt::Block:
    walkBlock(static_cast<const BlockStmt *>(&S), F);
    break;
  case Stmt::For:
    walkBlock(static_cast<const ForStmt &>(S).Body.get(), F);
    break;
  case Stmt::If:
    walkBlock(static_cast<const IfStmt &>(S).Then.get(), F);
    walkBlock(static_cast<const IfStmt &>(S).Else.get(), F);
    break;
  default:
    break;
  }
}

static void
walkInContext(const BlockStmt *B, StmtContext &C,
              const std::function<void(const Stmt &, const StmtContext &)> &F) {
  if (!B)
    return;
  for (const StmtPtr &P : B->Body) {
    const Stmt &S = *P;
    F(S, C);
    if (S.K == Stmt::Block) {
      walkInContext(static_cast<const BlockStmt *>(&S), C, F);
    } else if (S.K == Stmt::For) {
      C.Loops.push_back(static_cast<const ForStmt *>(&S));
      walkInContext(C.Loops.back()->Body.get(), C, F);
      C.Loops.pop_back();
    } else if (S.K == Stmt::If) {
      auto &I = static_cast<const IfStmt &>(S);
      C.Branches.push_back({&I, false});
      walkInContext(I.Then.get(), C, F);
      C.Branches.back().Else = true;
      walkInContext(I.Else.get(), C, F);
      C.Branches.pop_back();
    }
  }
}

void walkInContext(
    const BlockStmt &B,
    const std::function<void(const Stmt &, const StmtContext &)> &F) {
  StmtContext C;
  walkInContext(&B, C, F);
}

void forEachOwnExpr(const Stmt &S, const std::function<void(const Expr &)> &F) {
  switch (S.K) {
  case Stmt::For: {
    auto &L = static_cast<const ForStmt &>(S);
    F(*L.Begin);
    F(*L.End);
    break;
  }
  case Stmt::Assign: {
    auto &A = static_cast<const AssignStmt &>(S);
    F(*A.Target);
    F(*A.Value);
    break;
  }
  case Stmt::If:
    F(*static_cast<const IfStmt &>(S).Cond);
    break;
  case Stmt::Decl:
    if (auto &I = static_cast<const DeclStmt &>(S).Init)
      F(*I);
    break;
  case Stmt::Return:
    if (auto &V = static_cast<const ReturnStmt &>(S).Value)
      F(*V);
    break;
  case Stmt::Block:
    break;
  }
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

static void mutateBlock(BlockStmt *B, const std::function<ExprPtr(Expr &)> &F) {
  if (B)
    for (StmtPtr &S : B->Body)
      mutateExprs(*S, F);
}

void mutateExprs(Stmt &S, const std::function<ExprPtr(Expr &)> &F) {
  switch (S.K) {
  case Stmt::Block:
    mutateBlock(static_cast<BlockStmt *>(&S), F);
    break;
  case Stmt::For: {
    auto &L = static_cast<ForStmt &>(S);
    mutateExpr(L.Begin, F);
    mutateExpr(L.End, F);
    mutateBlock(L.Body.get(), F);
    break;
  }
  case Stmt::Assign: {
    auto &A = static_cast<AssignStmt &>(S);
    mutateExpr(A.Target, F);
    mutateExpr(A.Value, F);
    break;
  }
  case Stmt::If: {
    auto &I = static_cast<IfStmt &>(S);
    mutateExpr(I.Cond, F);
    mutateBlock(I.Then.get(), F);
    mutateBlock(I.Else.get(), F);
    break;
  }
  case Stmt::Decl:
    if (auto &I = static_cast<DeclStmt &>(S).Init)
      mutateExpr(I, F);
    break;
  case Stmt::Return:
    if (auto &V = static_cast<ReturnStmt &>(S).Value)
      mutateExpr(V, F);
    break;
  }
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
        static_cast<const AssignStmt &>(S).Target->K == Expr::VarRef)
      Assigned.insert(static_cast<const AssignStmt &>(S).Target->Var);
  });
  return Assigned;
}

std::set<const Variable *> boundScalars(const Stmt &Scope) {
  std::set<const Variable *> Bound;
  walkStmts(Scope, [&](const Stmt &S) {
    if (S.K == Stmt::For)
      Bound.insert(static_cast<const ForStmt &>(S).Index);
    if (S.K == Stmt::Decl && static_cast<const DeclStmt &>(S).Var)
      Bound.insert(static_cast<const DeclStmt &>(S).Var);
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
      for (const Array *A : static_cast<const ForStmt &>(S).AtomicArrays)
        Out.insert(A);
  });
  return Out;
}

std::set<const Array *> writtenArrays(const Stmt &Scope) {
  std::set<const Array *> Written;
  walkStmts(Scope, [&](const Stmt &S) {
    if (S.K == Stmt::Assign &&
        static_cast<const AssignStmt &>(S).Target->K == Expr::Access)
      Written.insert(static_cast<const AssignStmt &>(S).Target->Arr);
  });
  return Written;
}

std::map<const Variable *, const Expr *> singleDefinitions(const Stmt &Scope) {
  std::map<const Variable *, const Expr *> Init;
  walkStmts(Scope, [&](const Stmt &S) {
    if (S.K == Stmt::Decl && static_cast<const DeclStmt &>(S).Var &&
        static_cast<const DeclStmt &>(S).Init)
      Init[static_cast<const DeclStmt &>(S).Var] =
          static_cast<const DeclStmt &>(S).Init.get();
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

bool writesArray(const Function &F, const Array &A) {
  bool Writes = false;
  walkStmts(*F.Body, [&](const Stmt &S) {
    if (S.K == Stmt::Assign) {
      auto &As = static_cast<const AssignStmt &>(S);
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
                      &E == static_cast<const AssignStmt &>(S).Target.get();
      if (IsTarget) {
        if (!static_cast<const AssignStmt &>(S).Op.empty() &&
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
    if (S->Place != Stmt::HostControl)
      continue;
    if (S->K == Stmt::For)
      forEachKernelSlot(*static_cast<ForStmt &>(*S).Body, F);
    if (S->K == Stmt::If) {
      forEachKernelSlot(*static_cast<IfStmt &>(*S).Then, F);
      if (auto &Else = static_cast<IfStmt &>(*S).Else)
        forEachKernelSlot(*Else, F);
    }
  }
}

bool computesScalarsOnly(const Stmt &S) {
  bool Scalars = true;
  walkStmts(S, [&](const Stmt &X) {
    Scalars &= X.K != Stmt::For;
    Scalars &= X.K != Stmt::Assign ||
               static_cast<const AssignStmt &>(X).Target->K == Expr::VarRef;
    Scalars &= X.K != Stmt::Decl || !static_cast<const DeclStmt &>(X).Arr;
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
      L = static_cast<ForStmt *>(&S);
      continue;
    }
    Stmt *Inner = &S;
    if (S.K == Stmt::If) {
      auto &I = static_cast<IfStmt &>(S);
      if (I.Else || I.Then->Body.size() != 1)
        return std::nullopt;
      N.Guard = &I;
      Inner = I.Then->Body[0].get();
    }
    if (Inner->K != Stmt::Assign)
      return std::nullopt;
    N.Assign = static_cast<AssignStmt *>(Inner);
    if (N.Assign->Target->K != Expr::Access || !N.Assign->Op.empty())
      return std::nullopt;
    return N;
  }
}

} // namespace loopgen
