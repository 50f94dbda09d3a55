//===- Uses.cpp - What a piece of code needs from outside -----------------===//

#include "loopgen/Analysis/Uses.h"
#include "loopgen/IR/Walk.h"
#include <algorithm>
#include <functional>

namespace loopgen {

void KernelUses::addVar(const Variable *V) {
  if (std::find(Scalars.begin(), Scalars.end(), V) == Scalars.end())
    Scalars.push_back(V);
}

void KernelUses::addArray(const Array *A) {
  if (std::find(Arrays.begin(), Arrays.end(), A) == Arrays.end())
    Arrays.push_back(A);
}

KernelUses usesOf(const Function &F, const std::vector<const Stmt *> &Stmts) {
  KernelUses U;
  std::set<const Variable *> Local;
  std::set<const Array *> LocalArrays;
  for (const Stmt *S : Stmts)
    walkStmts(*S, [&](const Stmt &X) {
      if (X.K == Stmt::For) {
        Local.insert(cast<ForStmt>(X).Index);
        for (const Variable *C : cast<ForStmt>(X).Copies)
          Local.insert(C);
      }
      if (X.K == Stmt::Decl) {
        auto &D = cast<DeclStmt>(X);
        if (D.Var && !D.Var->OnDevice)
          Local.insert(D.Var);
        if (D.Var && D.Var->OnDevice && D.Init) // Initialized in device memory.
          U.addVar(D.Var);
        if (D.Arr && D.Arr->K == Array::LocalCArray)
          LocalArrays.insert(D.Arr);
      }
      if (X.K == Stmt::Assign) {
        auto &A = cast<AssignStmt>(X);
        if (A.Target->K == Expr::Access)
          U.Written.insert(A.Target->Arr);
      }
    });
  std::function<void(const Expr &)> Visit = [&](const Expr &E) {
    walkExpr(E, [&](const Expr &X) {
      // A while loop's count of steps is a symbol of the analyses only.
      if (X.K == Expr::VarRef && !Local.count(X.Var) &&
          X.Var->K != Variable::WhileTrips)
        U.addVar(X.Var);
      if (X.K == Expr::Access && !LocalArrays.count(X.Arr)) {
        U.addArray(X.Arr);
        // Flattening reads the inner extents.
        if (X.Ops.size() > 1)
          for (size_t D = 1; D < X.Arr->Dims.size(); ++D)
            Visit(*X.Arr->Dims[D]);
      }
    });
  };
  for (const Stmt *S : Stmts)
    walkAllExprs(*S, Visit);
  // A tiled kernel stages only elements inside its arrays: it reads every
  // extent (TiledKernel.cpp), the rows of a vector too.
  for (const Stmt *S : Stmts)
    walkStmts(*S, [&](const Stmt &X) {
      const auto *L = dyn_cast<ForStmt>(&X);
      if (L && L->Kernel && L->Kernel->Tiling)
        for (const TilePlan::Read &R : L->Kernel->Tiling->Reads)
          for (const ExprPtr &Dim : R.Access->Arr->Dims)
            Visit(*Dim);
    });
  // Stable order: declaration order in the function.
  auto VarPos = [&](const Variable *V) {
    for (size_t I = 0; I < F.Vars.size(); ++I)
      if (F.Vars[I].get() == V)
        return I;
    return F.Vars.size();
  };
  auto ArrPos = [&](const Array *A) {
    for (size_t I = 0; I < F.Arrays.size(); ++I)
      if (F.Arrays[I].get() == A)
        return I;
    return F.Arrays.size();
  };
  std::stable_sort(U.Scalars.begin(), U.Scalars.end(),
                   [&](auto *A, auto *B) { return VarPos(A) < VarPos(B); });
  std::stable_sort(U.Arrays.begin(), U.Arrays.end(),
                   [&](auto *A, auto *B) { return ArrPos(A) < ArrPos(B); });
  return U;
}

} // namespace loopgen
