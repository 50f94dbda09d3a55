//===- Coalescing.cpp - What a warp's memory accesses cost ----------------===//

#include "loopgen/Analysis/Coalescing.h"
#include "loopgen/Analysis/Subscripts.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Walk.h"
#include <algorithm>
#include <cstdlib>
#include <set>

namespace loopgen {

unsigned warpCost(const std::vector<Polynomial> &Subs,
                  const std::vector<const Expr *> &Dims, const Variable *X) {
  // The flat, row-major address as a polynomial.
  Polynomial Address;
  if (Subs.size() == 1) {
    Address = Subs[0];
  } else {
    for (size_t D = 0; D < Subs.size(); ++D) {
      Polynomial Term = Subs[D];
      for (size_t E = D + 1; E < Dims.size(); ++E) {
        auto Ext = Polynomial::from(*Dims[E]);
        if (!Ext)
          return Term.dependsOn(X) ? 32 : 1;
        Term = Term * *Ext;
      }
      Address = Address + Term;
    }
  }
  auto Stride = Address.coefficientOf(X);
  if (!Stride)
    return 32;
  if (Stride->Terms.empty())
    return 1; // Broadcast.
  if (!Stride->isConstant())
    return 32;
  int64_t S = std::llabs(Stride->constantTerm());
  return S >= 32 ? 32 : unsigned(S);
}

unsigned warpCost(const Function &F, const Expr &Access, const Variable *X) {
  if (Access.Ops.empty())
    return 1;
  auto Subs = subscriptPolynomials(F, Access);
  if (!Subs)
    return 32;
  std::vector<const Expr *> Dims;
  for (const ExprPtr &D : Access.Arr->Dims)
    Dims.push_back(D.get());
  return warpCost(*Subs, Dims, X);
}

double tripEstimate(const ForStmt &L) {
  auto B = Polynomial::from(*L.Begin), E = Polynomial::from(*L.End);
  if (B && E && B->isConstant() && E->isConstant()) {
    int64_t Span = L.Step > 0 ? E->constantTerm() - B->constantTerm()
                              : B->constantTerm() - E->constantTerm();
    int64_t S = L.Step > 0 ? L.Step : -L.Step;
    return Span <= 0 ? 0 : double((Span + S - 1) / S);
  }
  return 32;
}

using AccessVisitor =
    std::function<void(const Expr &, double, const ForStmt *)>;

static void visitBlock(const BlockStmt &B, double Weight, const ForStmt *Seq,
                       const std::set<const Array *> &PerThread,
                       const AccessVisitor &Visit);

static void visitStmt(const Stmt &S, double Weight, const ForStmt *Seq,
                      const std::set<const Array *> &PerThread,
                      const AccessVisitor &Visit) {
  // Stores get no line reuse: L1 is write-through, each strided store is
  // its own sector write to L2.
  const Expr *Store = S.K == Stmt::Assign
                          ? cast<AssignStmt>(S).Target.get()
                          : nullptr;
  forEachOwnExpr(S, [&](const Expr &E) {
    walkExpr(E, [&](const Expr &X) {
      if (X.K == Expr::Access && !PerThread.count(X.Arr))
        Visit(X, Weight, &X == Store ? nullptr : Seq);
    });
  });
  if (S.K == Stmt::For) {
    auto &L = cast<ForStmt>(S);
    visitBlock(*L.Body, Weight * tripEstimate(L), &L, PerThread, Visit);
  } else if (S.K == Stmt::If) {
    auto &I = cast<IfStmt>(S);
    visitBlock(*I.Then, Weight, Seq, PerThread, Visit);
    if (I.Else)
      visitBlock(*I.Else, Weight, Seq, PerThread, Visit);
  } else if (S.K == Stmt::Block) {
    visitBlock(cast<BlockStmt>(S), Weight, Seq, PerThread,
               Visit);
  }
}

static void visitBlock(const BlockStmt &B, double Weight, const ForStmt *Seq,
                       const std::set<const Array *> &PerThread,
                       const AccessVisitor &Visit) {
  for (const StmtPtr &S : B.Body)
    visitStmt(*S, Weight, Seq, PerThread, Visit);
}

double effectiveCost(const std::vector<Polynomial> &Subs,
                     const std::vector<const Expr *> &Dims,
                     const ScalarType &Elem, const Variable *X,
                     const ForStmt *Seq, const Variable *Y) {
  double Cost = warpCost(Subs, Dims, X);
  unsigned Bytes = Elem.Bits ? Elem.Bits / 8 : 4;
  // Unit stride along the thread's own loop: the lines come back from L1.
  if (Cost > 1 && Seq && warpCost(Subs, Dims, Seq->Index) == 1)
    Cost = std::max(1.0, Cost * Bytes / 128.0);
  // Unit stride along y: the block's 8 rows of threads share each sector.
  if (Cost > 1 && Y && warpCost(Subs, Dims, Y) == 1)
    Cost = std::max(1.0, Cost / std::min(8.0, 32.0 / Bytes));
  return Cost;
}

const Variable *gridIndex(const ForStmt &Root, int Dim) {
  const Variable *V = nullptr;
  walkStmts(Root, [&](const Stmt &S) {
    if (S.K == Stmt::For && cast<ForStmt>(S).GridDim == Dim)
      V = cast<ForStmt>(S).Index;
  });
  return V;
}

void forEachWeightedAccess(const ForStmt &Innermost,
                           const AccessVisitor &Visit) {
  std::set<const Array *> PerThread;
  walkStmts(*Innermost.Body, [&](const Stmt &S) {
    if (S.K == Stmt::Decl && cast<DeclStmt>(S).Arr &&
        cast<DeclStmt>(S).Arr->K == Array::LocalCArray)
      PerThread.insert(cast<DeclStmt>(S).Arr);
  });
  visitBlock(*Innermost.Body, 1, nullptr, PerThread, Visit);
}

double kernelCost(const Function &F, const ForStmt &Innermost,
                  const Variable *X, const Variable *Y) {
  double Cost = 0;
  forEachWeightedAccess(Innermost, [&](const Expr &E, double W,
                                       const ForStmt *Seq) {
    auto Subs =
        E.Ops.empty()
            ? std::optional<std::vector<Polynomial>>(std::vector<Polynomial>{})
            : subscriptPolynomials(F, E);
    if (!Subs) {
      Cost += W * 32;
      return;
    }
    std::vector<const Expr *> Dims;
    for (const ExprPtr &D : E.Arr->Dims)
      Dims.push_back(D.get());
    Cost += W * (Subs->empty()
                     ? 1
                     : effectiveCost(*Subs, Dims, E.Arr->Elem, X, Seq, Y));
  });
  return Cost;
}

} // namespace loopgen
