//===- C89Declarations.cpp - Locals declared where they are assigned ------===//
//
// C89 code declares its locals at the top of the function and assigns them
// later (`int i, j, k; ... for (...) { k = i * cols + j; ... a[k] ...`).
// Where such a local is assigned once and only read after that assignment
// in its block, it is declared there with that value: a local set once from
// indices and sizes, which shape inference, the index-scalars pass and the
// dependence test see through as they do a C++ local.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"
#include "llvm/ADT/STLExtras.h"
#include <functional>

namespace loopgen {

/// Declares where it is assigned a local declared without a value and
/// assigned once, at the top level of a block that alone reads it, after
/// the assignment (C89's `int row; ... for (...) { row = i * m; ... }`):
/// each read sees the value of that block's assignment either way.
void declareAtAssignments(Function &F) {
  using Place = std::pair<BlockStmt *, size_t>;
  std::map<const Variable *, Place> Uninitialized, Assigned;
  std::map<const Variable *, unsigned> Assignments;
  std::function<void(BlockStmt &)> Visit = [&](BlockStmt &B) {
    for (size_t K = 0; K < B.Body.size(); ++K) {
      Stmt &S = *B.Body[K];
      if (S.K == Stmt::Decl && cast<DeclStmt>(S).Var && !cast<DeclStmt>(S).Init)
        Uninitialized[cast<DeclStmt>(S).Var] = {&B, K};
      if (S.K == Stmt::Assign &&
          cast<AssignStmt>(S).Target->K == Expr::VarRef) {
        auto &A = cast<AssignStmt>(S);
        ++Assignments[A.Target->Var];
        if (A.Op.empty())
          Assigned[A.Target->Var] = {&B, K};
      }
      if (S.K == Stmt::Block)
        Visit(cast<BlockStmt>(S));
      if (S.K == Stmt::For)
        Visit(*cast<ForStmt>(S).Body);
      if (S.K == Stmt::If) {
        Visit(*cast<IfStmt>(S).Then);
        if (auto &Else = cast<IfStmt>(S).Else)
          Visit(*Else);
      }
    }
  };
  Visit(*F.Body);
  auto References = [](const Stmt &S, const Variable *V) {
    unsigned N = 0;
    walkAllExprs(
        S, [&](const Expr &X) { N += X.K == Expr::VarRef && X.Var == V; });
    return N;
  };
  std::set<const Variable *> Moved;
  for (auto &[V, Decl] : Uninitialized) {
    auto It = Assigned.find(V);
    if (It == Assigned.end() || Assignments[V] != 1)
      continue;
    auto [B, K] = It->second;
    unsigned After = 0; // The assignment's target and the reads after it.
    for (size_t Later = K; Later < B->Body.size(); ++Later)
      After += References(*B->Body[Later], V);
    if (References(*F.Body, V) != After)
      continue;
    auto &A = cast<AssignStmt>(*B->Body[K]);
    auto Declared = std::make_unique<DeclStmt>(A.Loc);
    // const_cast: expressions name variables by mutable pointer; V is F's.
    Declared->Var = const_cast<Variable *>(V);
    Declared->Init = std::move(A.Value);
    B->Body[K] = std::move(Declared);
    Moved.insert(V);
  }
  std::function<void(BlockStmt &)> Drop = [&](BlockStmt &B) {
    llvm::erase_if(B.Body, [&](const StmtPtr &S) {
      return S->K == Stmt::Decl && !cast<DeclStmt>(*S).Init &&
             Moved.count(cast<DeclStmt>(*S).Var);
    });
  };
  for (auto &[V, Decl] : Uninitialized)
    if (Moved.count(V))
      Drop(*Decl.first);
}

} // namespace loopgen
