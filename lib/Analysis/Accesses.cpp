//===- Accesses.cpp - What a loop body reads and writes -------------------===//

#include "loopgen/Analysis/Accesses.h"
#include <map>

namespace loopgen {

BodyAccesses collectAccesses(const BlockStmt &Body) {
  BodyAccesses S;
  std::map<const Array *, size_t> Slot;
  const StmtContext *Here = nullptr;
  auto Add = [&](const Expr &E, bool IsWrite) {
    auto [It, New] = Slot.insert({E.Arr, S.Arrays.size()});
    if (New)
      S.Arrays.push_back({E.Arr, {}});
    S.Arrays[It->second].second.push_back(
        {&E, IsWrite, Here->Loops, Here->Branches});
  };
  auto Reads = [&](const Expr &E) {
    walkExpr(E, [&](const Expr &X) {
      if (X.K == Expr::Access)
        Add(X, /*IsWrite=*/false);
    });
  };
  walkInContext(Body, [&](const Stmt &St, const StmtContext &C) {
    Here = &C;
    switch (St.K) {
    case Stmt::For: {
      auto &L = cast<ForStmt>(St);
      S.Varying.insert(L.Index);
      S.Declared.insert(L.Index);
      Reads(*L.Begin);
      Reads(*L.End);
      break;
    }
    case Stmt::If:
      Reads(*cast<IfStmt>(St).Cond);
      break;
    case Stmt::Assign: {
      auto &A = cast<AssignStmt>(St);
      Reads(*A.Value);
      if (A.Target->K == Expr::VarRef) {
        S.ScalarWrites.push_back({A.Target->Var, A.Loc});
        if (C.Branches.empty())
          S.WrittenAlways.insert(A.Target->Var);
        S.Varying.insert(A.Target->Var);
        break;
      }
      for (const ExprPtr &Sub : A.Target->Ops)
        Reads(*Sub);
      Add(*A.Target, /*IsWrite=*/true);
      if (!A.Op.empty())
        Add(*A.Target, /*IsWrite=*/false);
      break;
    }
    case Stmt::Decl: {
      auto &D = cast<DeclStmt>(St);
      if (D.Var) {
        S.Declared.insert(D.Var);
        S.Varying.insert(D.Var);
      }
      if (D.Arr)
        S.DeclaredArrays.insert(D.Arr);
      if (D.Init)
        Reads(*D.Init);
      break;
    }
    case Stmt::Return:
      if (auto &V = cast<ReturnStmt>(St).Value)
        Reads(*V);
      break;
    case Stmt::Block:
      break;
    }
  });
  return S;
}

} // namespace loopgen
