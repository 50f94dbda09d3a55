//===- SplitSequential.cpp - Distribution of sequential loops -------------===//

#include "loopgen/Transforms/SplitSequential.h"
#include "loopgen/Analysis/Dependence.h"
#include "loopgen/IR/Walk.h"
#include <map>
#include <numeric>
#include <set>

namespace loopgen {


namespace {

class Splitter {
public:
  Splitter(Function &F, Diagnostics &D) : F(F), D(D) {}

  /// Splits the loops of B, inner ones first.
  void block(BlockStmt &B) {
    for (size_t I = 0; I < B.Body.size(); ++I) {
      Stmt &S = *B.Body[I];
      if (S.K == Stmt::Block)
        block(cast<BlockStmt>(S));
      if (S.K == Stmt::If) {
        block(*cast<IfStmt>(S).Then);
        if (auto &Else = cast<IfStmt>(S).Else)
          block(*Else);
      }
      if (S.K != Stmt::For)
        continue;
      block(*cast<ForStmt>(S).Body);
      std::vector<StmtPtr> Pieces = split(cast<ForStmt>(S));
      if (Pieces.empty())
        continue;
      B.Body.erase(B.Body.begin() + I);
      B.Body.insert(B.Body.begin() + I, std::make_move_iterator(Pieces.begin()),
                    std::make_move_iterator(Pieces.end()));
      I += Pieces.size() - 1;
    }
  }

private:
  Function &F;
  Diagnostics &D;

  std::vector<StmtPtr> split(ForStmt &L);
};

/// Union-find over the statements of a body.
struct Groups {
  std::vector<size_t> Parent;
  explicit Groups(size_t N) : Parent(N) {
    std::iota(Parent.begin(), Parent.end(), 0);
  }
  size_t find(size_t X) {
    return Parent[X] == X ? X : Parent[X] = find(Parent[X]);
  }
  void join(size_t A, size_t B) { Parent[find(A)] = find(B); }
};

std::vector<StmtPtr> Splitter::split(ForStmt &L) {
  std::vector<StmtPtr> &Body = L.Body->Body;
  if (L.IsParallel || L.Annot.K == LoopAnnotation::Sequential ||
      Body.size() < 2)
    return {};
  size_t N = Body.size();
  Groups G(N);
  // What each statement touches.
  std::map<const Variable *, std::vector<size_t>> ScalarUsers;
  std::map<const Array *, std::vector<size_t>> ArrayUsers;
  std::map<const Array *, bool> Written;
  // Scalars that carry values between statements: assigned or declared in
  // the body (loop indices stay within their loops).
  std::set<const Variable *> Changing = assignedScalars(*L.Body);
  walkStmts(*L.Body, [&](const Stmt &X) {
    if (X.K == Stmt::Decl && cast<DeclStmt>(X).Var)
      Changing.insert(cast<DeclStmt>(X).Var);
  });
  std::set<const Array *> Local;
  for (size_t I = 0; I < N; ++I) {
    std::set<const Variable *> Vs;
    std::set<const Array *> As;
    walkAllExprs(*Body[I], [&](const Expr &E) {
      if (E.K == Expr::VarRef)
        Vs.insert(E.Var);
      if (E.K == Expr::Access)
        As.insert(E.Arr);
    });
    walkStmts(*Body[I], [&](const Stmt &X) {
      if (X.K == Stmt::Decl) {
        auto &DS = cast<DeclStmt>(X);
        if (DS.Var)
          Vs.insert(DS.Var);
        if (DS.Arr) {
          As.insert(DS.Arr);
          Local.insert(DS.Arr);
        }
      }
    });
    for (const Array *A : writtenArrays(*Body[I]))
      Written[A] = true;
    for (const Variable *V : Vs)
      ScalarUsers[V].push_back(I);
    for (const Array *A : As)
      ArrayUsers[A].push_back(I);
  }
  // Statements that share a scalar the body changes stay together, and so
  // do those that share an array one of them writes, unless the array
  // carries no dependence across iterations: then they meet only within an
  // iteration, earlier statement first, as the split loops keep them.
  for (auto &[V, Users] : ScalarUsers)
    if (Changing.count(V))
      for (size_t U : Users)
        G.join(U, Users[0]);
  std::vector<const Array *> Apart; // Shared, written, carried by nothing.
  for (auto &[A, Users] : ArrayUsers) {
    if (Users.size() < 2 || !Written[A])
      continue;
    if (!Local.count(A) &&
        testLoop(F, L, A).K == DependenceResult::Independent) {
      Apart.push_back(A);
      continue;
    }
    for (size_t U : Users)
      G.join(U, Users[0]);
  }
  // A statement that writes no array and no scalar another statement uses
  // (a declaration left unused) has no effect of its own: it stays with
  // its neighbour rather than become a loop.
  for (size_t I = 0; I < N; ++I) {
    bool Effect = !writtenArrays(*Body[I]).empty();
    for (const Variable *V : assignedScalars(*Body[I]))
      Effect |= ScalarUsers[V].size() > 1 || V->K != Variable::Local;
    if (!Effect && N > 1)
      G.join(I, I + 1 < N ? I + 1 : I - 1);
  }
  // Groups are runs of consecutive statements, in order.
  for (size_t I = 0; I < N; ++I)
    for (size_t J = I + 1; J < N; ++J)
      if (G.find(I) == G.find(J))
        for (size_t K = I + 1; K < J; ++K)
          G.join(K, I);
  std::vector<std::vector<size_t>> Runs;
  for (size_t I = 0; I < N; ++I) {
    if (I == 0 || G.find(I) != G.find(I - 1))
      Runs.emplace_back();
    Runs.back().push_back(I);
  }
  if (Runs.size() < 2)
    return {};
  // One loop per run, consecutive parallel runs merged while the merged
  // loop stays parallel (fewer launches); worth it when one runs in
  // parallel.
  auto Make = [&](const std::vector<size_t> &Stmts) {
    std::unique_ptr<ForStmt> Piece = L.cloneHeader();
    for (size_t I : Stmts)
      Piece->Body->Body.push_back(Body[I]->clone());
    Piece->IsParallel = testLoop(F, *Piece).K == DependenceResult::Independent;
    return Piece;
  };
  std::vector<std::unique_ptr<ForStmt>> Loops;
  std::vector<std::vector<size_t>> Merged;
  for (std::vector<size_t> &Run : Runs) {
    std::unique_ptr<ForStmt> Piece = Make(Run);
    if (!Loops.empty() && Piece->IsParallel && Loops.back()->IsParallel) {
      std::vector<size_t> Both = Merged.back();
      Both.insert(Both.end(), Run.begin(), Run.end());
      if (std::unique_ptr<ForStmt> Joined = Make(Both); Joined->IsParallel) {
        Loops.back() = std::move(Joined);
        Merged.back() = Both;
        continue;
      }
    }
    Loops.push_back(std::move(Piece));
    Merged.push_back(Run);
  }
  if (Loops.size() < 2)
    return {};
  std::vector<StmtPtr> Pieces;
  unsigned Parallel = 0;
  for (size_t R = 0; R < Loops.size(); ++R) {
    Loops[R]->Label = L.Label + " (split " + std::to_string(R + 1) + " of " +
                      std::to_string(Loops.size()) + ")";
    Parallel += Loops[R]->IsParallel;
    Pieces.push_back(std::move(Loops[R]));
  }
  if (Parallel == 0)
    return {};
  std::string Shared;
  for (const Array *A : Apart)
    Shared +=
        std::string(Shared.empty() ? "" : ", ") + "'" + A->userName() + "'";
  D.remark(L.Loc,
           "sequential loop over '" + L.Index->userName() + "' is split into " +
               std::to_string(Pieces.size()) + " loops, " +
               std::to_string(Parallel) + " of them parallel" +
               (Shared.empty()
                    ? ""
                    : " (" + Shared +
                          " carry nothing across iterations: the pieces meet "
                          "only within one, in order)"));
  return Pieces;
}

} // namespace

void splitSequentialLoops(Function &F, PassContext &C) {
  Diagnostics &D = C.D;

  Splitter(F, D).block(*F.Body);
}

} // namespace loopgen
