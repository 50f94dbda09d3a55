//===- Expand.cpp - Array expansion for private arrays in kernels ---------===//

#include "loopgen/Transforms/Expand.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/Transforms/MapToGrid.h"
#include <set>

namespace loopgen {


namespace {

class Expander {
public:
  Expander(Function &F, Diagnostics &D) : F(F), D(D) {}

  void run() {
    for (StmtPtr &P : F.Body->Body)
      visit(*P);
    for (StmtPtr &Decl : Hoisted)
      F.Body->Body.insert(F.Body->Body.begin(), std::move(Decl));
  }

private:
  Function &F;
  Diagnostics &D;
  std::vector<StmtPtr> Hoisted;

  void visit(Stmt &S) {
    if (S.Place == Stmt::HostControl) {
      if (S.K == Stmt::For)
        for (StmtPtr &P : cast<ForStmt>(S).Body->Body)
          visit(*P);
      if (S.K == Stmt::If) {
        for (StmtPtr &P : cast<IfStmt>(S).Then->Body)
          visit(*P);
        if (auto &E = cast<IfStmt>(S).Else)
          for (StmtPtr &P : E->Body)
            visit(*P);
      }
    }
    if (S.Place == Stmt::Kernel)
      expandIn(cast<ForStmt>(S));
    if (S.Place == Stmt::Serial && S.K != Stmt::Decl) {
      // One thread runs this code: a vector declared in it needs one copy,
      // allocated before.
      Stmt *Self = &S;
      if (S.K == Stmt::For)
        rewriteBlock(*cast<ForStmt>(S).Body, {}, boundScalars(S),
                     *Self);
      if (S.K == Stmt::If) {
        rewriteBlock(*cast<IfStmt>(S).Then, {}, boundScalars(S),
                     *Self);
        if (auto &E = cast<IfStmt>(S).Else)
          rewriteBlock(*E, {}, boundScalars(S), *Self);
      }
    }
  }

  void expandIn(ForStmt &Root) {
    std::vector<ForStmt *> Band = bandOf(Root);
    std::vector<const ForStmt *> Mapped;
    for (ForStmt *L : Band)
      if (L->GridDim >= 0)
        Mapped.push_back(L);
    rewriteBlock(*Band.back()->Body, Mapped, boundScalars(Root), Root);
  }

  /// Moves the std::vector declarations of B (within Root) to the function
  /// body; with Mapped loops (a kernel), each thread gets a slice.
  void rewriteBlock(BlockStmt &B, const std::vector<const ForStmt *> &Mapped,
                    const std::set<const Variable *> &Inside, Stmt &Root) {
    for (size_t I = 0; I < B.Body.size(); ++I) {
      Stmt &S = *B.Body[I];
      if (S.K == Stmt::For)
        rewriteBlock(*cast<ForStmt>(S).Body, Mapped, Inside, Root);
      if (S.K == Stmt::If) {
        rewriteBlock(*cast<IfStmt>(S).Then, Mapped, Inside, Root);
        if (auto &E = cast<IfStmt>(S).Else)
          rewriteBlock(*E, Mapped, Inside, Root);
      }
      if (S.K != Stmt::Decl || !cast<DeclStmt>(S).Arr ||
          cast<DeclStmt>(S).Arr->K != Array::LocalVector)
        continue;
      auto &Decl = cast<DeclStmt>(S);
      Array &A = *Decl.Arr;
      substituteInvariantScalars(A.Dims, Root);
      bool Invariant = true;
      for (const ExprPtr &Dim : A.Dims)
        Invariant &= !mentions(*Dim, Inside);
      if (!Invariant) {
        D.error(Decl.Loc, "std::vector '" + A.Name +
                              "' changes size within the loop nest; declare "
                              "it before the loop with its largest size");
        continue;
      }
      std::string Shape;
      for (const ExprPtr &Dim : A.Dims)
        Shape += "[" + ExprPrinter().print(*Dim) + "]";
      unsigned OrigRank = A.rank();
      for (const ForStmt *L : Mapped) {
        A.Dims.push_back(L->tripCount());
        Shape += "[" + ExprPrinter().print(*A.Dims.back()) + "]";
      }
      // Every access gains the thread's position, x innermost.
      mutateExprs(Root, [&](Expr &E) -> ExprPtr {
        if (E.K == Expr::Access && E.Arr == &A && E.Ops.size() == OrigRank)
          for (const ForStmt *L : Mapped)
            E.Ops.push_back(L->position());
        return nullptr;
      });
      if (Mapped.empty())
        D.remark(Decl.Loc,
                 "std::vector '" + A.Name +
                     "' is allocated once, before the sequential code that "
                     "declares it");
      else
        D.remark(Decl.Loc,
                 "private array '" + A.Name + "' is expanded to " +
                     A.Elem.Spelling + Shape +
                     " in device memory, one slice per thread of the "
                     "kernel at " +
                     cast<ForStmt>(Root).Label);
      StmtPtr Moved = std::move(B.Body[I]);
      B.Body.erase(B.Body.begin() + I);
      if (!Decl.ReadsCovered)
        B.Body.insert(B.Body.begin() + I, zeroFill(A, OrigRank, Mapped));
      else
        --I;
      Moved->Place = Stmt::Host;
      Hoisted.push_back(std::move(Moved));
    }
  }

  /// for (e0 = 0; e0 < extent0; ++e0) for (e1 ...) A[e0][e1]..[threads...]
  /// = 0: a loop over each dimension the array had (a nested std::vector
  /// has two).
  StmtPtr zeroFill(Array &A, unsigned OrigRank,
                   const std::vector<const ForStmt *> &Mapped) {
    std::vector<ExprPtr> Subs;
    StmtPtr Nest;
    BlockStmt *Inside = nullptr;
    for (unsigned K = 0; K < OrigRank; ++K) {
      auto L = std::make_unique<ForStmt>(A.Loc);
      L->Index = F.newVar(Variable::LoopIndex, F.freshName(A.Name + "_e"),
                          ScalarType::get(ScalarType::Integer, "long", 64));
      L->Begin = Expr::intLit(0, L->Index->Ty);
      L->End = A.Dims[K]->clone();
      L->Label = "zeroing of " + A.Name;
      L->Body = std::make_unique<BlockStmt>();
      Subs.push_back(Expr::var(L->Index));
      BlockStmt *Body = L->Body.get();
      if (Inside)
        Inside->Body.push_back(std::move(L));
      else
        Nest = std::move(L);
      Inside = Body;
    }
    for (const ForStmt *M : Mapped)
      Subs.push_back(M->position());
    Inside->Body.push_back(
        std::make_unique<AssignStmt>(Expr::access(&A, std::move(Subs)), "",
                                     Expr::intLit(0, ScalarType::intTy())));
    return Nest;
  }
};

} // namespace

void expandPrivateArrays(Function &F, PassContext &C) {
  Diagnostics &D = C.D;
 Expander(F, D).run(); }

} // namespace loopgen
