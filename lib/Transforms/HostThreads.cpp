//===- HostThreads.cpp - Parallel loops of the original on all cores ------===//

#include "loopgen/Transforms/HostThreads.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Walk.h"
#include <set>

namespace loopgen {

namespace {

/// The reduction operators an OpenMP reduction clause has.
bool isOpenMPReduction(const std::string &Op) {
  static const std::set<std::string> Ops = {"+",  "*",  "&",   "|",  "^",
                                            "&&", "||", "min", "max"};
  return Ops.count(Op);
}

bool holdsGrowingLoop(const ForStmt &L) {
  bool Holds = false;
  walkStmts(*L.Body, [&](const Stmt &S) {
    Holds |= S.K == Stmt::For && growsWithInput(cast<ForStmt>(S));
  });
  return Holds;
}

HostParallelLoop describe(const ForStmt &L) {
  HostParallelLoop H;
  H.Loc = L.Loc;
  for (const Reduction &R : L.Reductions)
    H.Reductions.push_back({R.Op, R.Var->Loc});
  walkStmts(*L.Body, [&](const Stmt &S) {
    if (S.K != Stmt::Decl)
      return;
    const auto &D = cast<DeclStmt>(S);
    H.Private.push_back(D.Var ? D.Var->Loc : D.Arr->Loc);
  });
  for (const Array *A : writtenArrays(*L.Body))
    H.Written.push_back(A->Loc);
  return H;
}

void visit(const BlockStmt &B, bool InLoop, Function &F) {
  for (const StmtPtr &S : B.Body) {
    if (S->K == Stmt::Block) {
      visit(cast<BlockStmt>(*S), InLoop, F);
    } else if (S->K == Stmt::If) {
      const auto &I = cast<IfStmt>(*S);
      // A while loop is an if that repeats: its body runs many times.
      visit(*I.Then, InLoop || I.repeats(), F);
      if (I.Else)
        visit(*I.Else, InLoop || I.repeats(), F);
    } else if (S->K == Stmt::For) {
      const auto &L = cast<ForStmt>(*S);
      if (L.Annot.OpenMP)
        continue; // The user's own directive runs it.
      // Marks race benignly on the GPU; the host's threads need not.
      bool Clause = L.AtomicArrays.empty() && L.MarkedArrays.empty() &&
                    llvm::all_of(L.Reductions, [](const Reduction &R) {
                      return isOpenMPReduction(R.Op);
                    });
      if (L.IsParallel && Clause && L.Loc.isValid() && growsWithInput(L) &&
          (!InLoop || holdsGrowingLoop(L))) {
        F.HostThreads.push_back(describe(L));
        continue;
      }
      visit(*L.Body, true, F);
    }
  }
}

} // namespace

void planHostThreads(Function &F, PassContext &C) {
  (void)C;
  F.HostThreads.clear();
  visit(*F.Body, false, F);
}

} // namespace loopgen
