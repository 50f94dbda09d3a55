//===- Layout.cpp - Dimension order of loopgen's own device arrays --------===//

#include "loopgen/Transforms/Layout.h"
#include "loopgen/Analysis/Coalescing.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/Transforms/MapToGrid.h"
#include <map>
#include <set>

namespace loopgen {


namespace {

std::vector<ForStmt *> kernels(Function &F) {
  std::vector<ForStmt *> Roots;
  forEachStmt(*F.Body, [&](Stmt &S) {
    if (S.Place == Stmt::Kernel)
      Roots.push_back(cast<ForStmt>(&S));
  });
  return Roots;
}

/// Arrays loopgen owns on the device: every access is in the IR.
bool ownLayout(const Array &A) { return !A.isParam() && A.rank() >= 2; }

} // namespace

void chooseLayouts(Function &F, PassContext &C) {
  if (!C.Opts.Coalescing)
    return;
  Diagnostics &D = C.D;

  std::vector<ForStmt *> Roots = kernels(F);
  std::map<Array *, std::vector<double>> Votes;
  std::set<Array *> Unfit;
  // Linearized accesses pin an array's layout.
  walkAllExprs(*F.Body, [&](const Expr &E) {
    if (E.K == Expr::Access && E.Ops.size() != E.Arr->rank())
      Unfit.insert(E.Arr);
  });
  for (ForStmt *Root : Roots) {
    std::vector<ForStmt *> Band = bandOf(*Root);
    const Variable *X = nullptr;
    for (ForStmt *L : Band)
      if (L->GridDim == 0)
        X = L->Index;
    forEachWeightedAccess(*Band.back(),
                          [&](const Expr &E, double W, const ForStmt *) {
                            Array *A = E.Arr;
                            if (!ownLayout(*A) || Unfit.count(A))
                              return;
                            auto &V = Votes[A];
                            V.resize(A->rank(), 0);
                            for (size_t Dim = 0; Dim < E.Ops.size(); ++Dim) {
                              auto P = Polynomial::from(*E.Ops[Dim]);
                              if (!P || P->dependsOn(X))
                                V[Dim] += W;
                            }
                          });
  }
  bool Changed = false;
  // In declaration order, so that the remarks come out the same every run.
  for (const auto &Owned : F.Arrays) {
    Array *A = Owned.get();
    auto It = Votes.find(A);
    if (It == Votes.end() || Unfit.count(A))
      continue;
    const std::vector<double> &V = It->second;
    size_t Best = A->rank() - 1;
    for (size_t Dim = 0; Dim < V.size(); ++Dim)
      if (V[Dim] > V[Best])
        Best = Dim;
    if (Best == A->rank() - 1)
      continue;
    // Move dimension Best last, the others keeping their order.
    auto Permute = [&](std::vector<ExprPtr> &Xs) {
      ExprPtr Moved = std::move(Xs[Best]);
      Xs.erase(Xs.begin() + Best);
      Xs.push_back(std::move(Moved));
    };
    Permute(A->Dims);
    mutateExprs(*F.Body, [&](Expr &E) -> ExprPtr {
      if (E.K == Expr::Access && E.Arr == A)
        Permute(E.Ops);
      return nullptr;
    });
    std::string Shape;
    for (const ExprPtr &Dim : A->Dims)
      Shape += "[" + ExprPrinter().print(*Dim) + "]";
    D.remark(A->Loc, "'" + A->userName() + "' is laid out as " +
                         A->Elem.Spelling + Shape +
                         ": the kernels that use it most run their threadIdx.x "
                         "loop along its last dimension");
    Changed = true;
  }
  // Kernels may now prefer another loop on x.
  if (Changed)
    for (ForStmt *Root : Roots)
      mapBandToGrid(F, *Root, &D);
}

} // namespace loopgen
