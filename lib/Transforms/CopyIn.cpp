//===- CopyIn.cpp - Arrays the GPU overwrites need not be copied in -------===//

#include "loopgen/Transforms/CopyIn.h"
#include "loopgen/Analysis/Subscripts.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Band.h"
#include "loopgen/IR/Walk.h"

namespace loopgen {

namespace {

/// Whether a top-level kernel unconditionally writes every element of A:
/// A[i0][i1]... with each i a band index running over exactly [0, extent).
bool fullyWritten(const Function &F, const Array &A) {
  for (const StmtPtr &Top : F.Body->Body) {
    // Of two versions of a kernel, the unrolled one writes what both do.
    const Stmt *P = Top.get();
    if (P->K == Stmt::If && cast<IfStmt>(P)->Made == IfStmt::KernelVersions)
      P = cast<IfStmt>(P)->Then->Body[0].get();
    if (P->Place != Stmt::Kernel)
      continue;
    std::vector<const ForStmt *> Band = kernelBand(cast<ForStmt>(*P));
    const BlockStmt *Body = Band.back()->Body.get();
    // Both versions of an unrolled body write what the guarded one does.
    if (Body->Body.size() == 1 && Body->Body[0]->K == Stmt::If &&
        cast<IfStmt>(*Body->Body[0]).Made == IfStmt::FullTileSplit)
      Body = cast<IfStmt>(*Body->Body[0]).Else.get();
    for (const StmtPtr &S : Body->Body) {
      if (S->K != Stmt::Assign)
        continue;
      auto &As = cast<AssignStmt>(*S);
      if (As.Target->K != Expr::Access || As.Target->Arr != &A ||
          !As.Op.empty())
        continue;
      auto Subs = subscriptPolynomials(F, *As.Target);
      bool Covers = Subs && Subs->size() == A.rank();
      for (size_t D = 0; Covers && D < A.rank(); ++D) {
        const ForStmt *L = nullptr;
        for (const ForStmt *B : Band)
          if ((*Subs)[D] == Polynomial::variable(B->Index))
            L = B;
        auto Begin = L ? Polynomial::from(*L->Begin) : std::nullopt;
        auto End = L ? Polynomial::from(*L->End) : std::nullopt;
        auto Ext = Polynomial::from(*A.Dims[D]);
        Covers = L && L->Step == 1 && Begin && Begin->isConstant() &&
                 Begin->constantTerm() == 0 && End && Ext && *End == *Ext;
      }
      if (Covers)
        return true;
    }
  }
  return false;
}

} // namespace

void elideCopiesIn(Function &F, PassContext &C) {
  for (const auto &A : F.Arrays) {
    if (!A->isParam() || readsArray(F, *A) || !fullyWritten(F, *A))
      continue;
    A->CopyIn = false;
    C.D.remark(A->Loc, "array '" + A->Name +
                           "' is not copied to the GPU: a kernel overwrites "
                           "every element and nothing reads it before");
  }
}

} // namespace loopgen
