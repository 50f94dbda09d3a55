//===- CheckedParallelism.cpp - Parallel bands under a run-time check -----===//

#include "loopgen/Transforms/CheckedParallelism.h"
#include "loopgen/Analysis/Subscripts.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Walk.h"
#include <map>
#include <optional>

namespace loopgen {


namespace {

/// E with the variables of M replaced by copies of their expressions.
ExprPtr substituted(const Expr &E,
                    const std::map<const Variable *, const Expr *> &M) {
  ExprPtr C = E.clone();
  mutateExpr(C, [&](Expr &X) -> ExprPtr {
    if (X.K == Expr::VarRef)
      if (auto It = M.find(X.Var); It != M.end())
        return It->second->clone();
    return nullptr;
  });
  return C;
}

class Checker {
public:
  Checker(Function &F, Diagnostics &D) : F(F), D(D) {}

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
      auto &L = cast<ForStmt>(S);
      size_t Checks = 0;
      if (std::optional<PerfectNest> N = perfectNest(L); N && !L.IsParallel)
        Checks = parallelize(B, I, *N);
      else if (std::vector<const Variable *> Sunk; !L.IsParallel)
        if (StmtPtr Copy = withScalarsSunk(L, Sunk))
          if (std::optional<PerfectNest> N =
                  perfectNest(cast<ForStmt>(*Copy)))
            if ((Checks = parallelize(B, I, *N, /*Sunk=*/true))) {
              for (const Variable *V : Sunk)
                D.remark(V->Loc,
                         "'" + V->userName() +
                             "' is read where it is used, so that the loops "
                             "around it form a band: the run-time check "
                             "covers what it reads");
              B.Body[I + Checks] = std::move(Copy);
            }
      if (Checks)
        I += Checks; // The checks went in before L.
      else
        block(*L.Body);
    }
  }

  Variable *Flag = nullptr;

private:
  Function &F;
  Diagnostics &D;

  /// A copy of L in which the scalars declared at the head of its loops'
  /// bodies, before their one other statement, are replaced by their
  /// initializers (Floyd-Warshall's `dik = d[i][k]` hoisted out of the loop
  /// over j), in Sunk; null when there are none or one is assigned. Read
  /// later, they read the same only where nothing writes what they read
  /// in between: the checked band's reads of the array it writes are what
  /// its run-time check covers, and it writes nothing else.
  StmtPtr withScalarsSunk(const ForStmt &L,
                          std::vector<const Variable *> &Sunk);

  /// Makes N parallel under checks inserted at B.Body[At], before it;
  /// returns how many, 0 when N stays as it is. Sunk: N is a copy with
  /// scalars sunk into their uses (withScalarsSunk).
  size_t parallelize(BlockStmt &B, size_t At, PerfectNest &N,
                     bool Sunk = false);
  size_t refuse(const PerfectNest &N, const std::string &Why) {
    D.remark(N.Loops[0]->Loc,
             "loop over '" + N.Loops[0]->Index->userName() +
                 "' does not run in parallel under a run-time check: " + Why);
    return 0;
  }
};

StmtPtr Checker::withScalarsSunk(const ForStmt &L,
                                 std::vector<const Variable *> &Sunk) {
  StmtPtr Copy = L.clone();
  std::set<const Variable *> Assigned = assignedScalars(*Copy);
  std::map<const Variable *, const Expr *> Init;
  std::vector<ExprPtr> Values;
  for (auto *Loop = cast<ForStmt>(Copy.get());;) {
    auto &Body = Loop->Body->Body;
    size_t Decls = 0;
    while (Decls < Body.size() && Body[Decls]->K == Stmt::Decl)
      ++Decls;
    if (Decls + 1 != Body.size())
      break;
    for (size_t K = 0; K < Decls; ++K) {
      auto &Decl = cast<DeclStmt>(*Body[K]);
      if (!Decl.Var || !Decl.Init || Assigned.count(Decl.Var))
        return nullptr;
      Values.push_back(substituted(*Decl.Init, Init));
      Init[Decl.Var] = Values.back().get();
      Sunk.push_back(Decl.Var);
    }
    Body.erase(Body.begin(), Body.begin() + Decls);
    if (Body.back()->K != Stmt::For)
      break;
    Loop = cast<ForStmt>(Body.back().get());
  }
  if (Sunk.empty())
    return nullptr;
  mutateExprs(*Copy, [&](Expr &X) -> ExprPtr {
    if (X.K == Expr::VarRef)
      if (auto It = Init.find(X.Var); It != Init.end())
        return It->second->clone();
    return nullptr;
  });
  return Copy;
}

/// A read of the written array through other subscripts than the write's.
struct SharedRead {
  const Expr *Access;
  std::vector<Polynomial> Subs;
  const ForStmt *Along = nullptr; ///< The band loop it moves with, if any.
};

size_t Checker::parallelize(BlockStmt &B, size_t At, PerfectNest &N,
                            bool Sunk) {
  std::set<const Variable *> Indices;
  // Where scalars were sunk, inner loops may be parallel already (the loop
  // over j once d[i][k] is read into a scalar), without reductions.
  for (const ForStmt *L : N.Loops) {
    if (L->Step != 1 || L->Annot.K == LoopAnnotation::Sequential ||
        !L->Annot.Reductions.empty() || !L->Reductions.empty() ||
        !L->AtomicArrays.empty() ||
        (L->IsParallel && (!Sunk || L == N.Loops[0])))
      return 0;
    Indices.insert(L->Index);
  }
  const Expr &Target = *N.Assign->Target;
  Array *A = Target.Arr;
  if (A->rank() == 0)
    return 0;
  for (const ForStmt *L : N.Loops)
    for (const Expr *Bound : {L->Begin.get(), L->End.get()})
      if (mentions(*Bound, Indices))
        return refuse(N, "the bounds of the loop over '" +
                             L->Index->userName() +
                             "' move with the loops around it");
  // Each band index, plus an offset, is one dimension of the write.
  // Linearized subscripts count in the dimensions they recover.
  auto Written = subscriptPolynomials(F, Target);
  if (!Written || Written->size() != A->rank())
    return 0;
  std::map<const Variable *, size_t> DimOf;
  for (size_t Dim = 0; Dim < Written->size(); ++Dim) {
    const Polynomial &P = (*Written)[Dim];
    const ForStmt *Own = nullptr;
    for (const ForStmt *L : N.Loops) {
      if (!P.dependsOn(L->Index))
        continue;
      std::optional<Polynomial> C = P.coefficientOf(L->Index);
      if (Own || !C || *C != Polynomial::constant(1))
        return refuse(N, "the subscripts of the write to '" + A->userName() +
                             "' are not one loop index each");
      Own = L;
    }
    if (Own)
      DimOf[Own->Index] = Dim;
  }
  for (const ForStmt *L : N.Loops)
    if (!DimOf.count(L->Index))
      return refuse(N, "iterations of the loop over '" + L->Index->userName() +
                           "' write the same element of '" + A->userName() +
                           "'");
  // What the iteration stores: the assignment's value, or the element
  // itself where the guard is false.
  ExprPtr Stored = Expr::cast(Target.Ty, N.Assign->Value->clone());
  if (N.Guard)
    Stored = Expr::select(N.Guard->Cond->clone(), std::move(Stored),
                          Target.clone(), Target.Ty);
  std::vector<SharedRead> Shared;
  bool Unsupported = false;
  walkExpr(*Stored, [&](const Expr &X) {
    if (X.K != Expr::Access || X.Arr != A || Unsupported)
      return;
    auto Subs = subscriptPolynomials(F, X);
    if (!Subs || Subs->size() != A->rank()) {
      Unsupported = true;
      refuse(N, "a read of '" + A->userName() +
                    "' has subscripts that are not polynomials");
      return;
    }
    if (*Subs == *Written)
      return;
    for (const SharedRead &R : Shared)
      if (R.Subs == *Subs)
        return;
    SharedRead R{&X, *Subs};
    for (const ForStmt *L : N.Loops)
      for (const Polynomial &P : *Subs)
        if (P.dependsOn(L->Index) && R.Along != L) {
          if (R.Along) {
            Unsupported = true;
            refuse(N, "a read of '" + A->userName() +
                          "' moves with two loops of the band: checking it "
                          "costs as much as the band");
            return;
          }
          R.Along = L;
        }
    if (R.Along && N.Loops.size() == 1) {
      Unsupported = true;
      refuse(N, "a read of '" + A->userName() +
                    "' moves with the loop: checking it costs as much as the "
                    "loop");
      return;
    }
    Shared.push_back(std::move(R));
  });
  if (Unsupported || Shared.empty())
    return 0;

  if (!Flag)
    Flag = F.newVar(Variable::Local, F.freshName("loopgen_changed"),
                    ScalarType::intTy(), N.Loops[0]->Loc);
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  auto And = [&](ExprPtr L, ExprPtr R) {
    return L ? Expr::binary("&&", std::move(L), std::move(R), Bool)
             : std::move(R);
  };
  std::vector<StmtPtr> Checks;
  for (const SharedRead &R : Shared) {
    // A loop over the slice's elements (one trip for one element).
    const ForStmt *Along = R.Along ? R.Along : N.Loops[0];
    ScalarType IndexTy = Along->Index->Ty;
    auto Check = std::make_unique<ForStmt>(Along->Loc);
    Check->Index = F.newVar(Variable::LoopIndex,
                            F.freshName(Along->Index->Name + "_shared"),
                            IndexTy, Along->Loc);
    Check->Begin = R.Along ? Along->Begin->clone() : Expr::intLit(0, IndexTy);
    Check->End = R.Along ? Along->End->clone() : Expr::intLit(1, IndexTy);
    Check->Label = N.Loops[0]->Label;
    Check->IsParallel = true;
    Check->Reductions = {{Flag, "|"}};
    Check->Body = std::make_unique<BlockStmt>(Along->Loc);
    ExprPtr Y = Expr::var(Check->Index);
    std::map<const Variable *, const Expr *> OnSlice;
    if (R.Along)
      OnSlice[R.Along->Index] = Y.get();
    // The element read, and the iteration that writes it, if any.
    std::vector<ExprPtr> Element, Iteration;
    ExprPtr InBand;
    for (const Polynomial &P : R.Subs)
      Element.push_back(substituted(*P.toExpr(IndexTy), OnSlice));
    // Dimensions the band does not move: the element's must be the write's.
    for (size_t Dim = 0; Dim < Written->size(); ++Dim) {
      bool OwnDim = false;
      for (const ForStmt *L : N.Loops)
        OwnDim |= DimOf[L->Index] == Dim;
      if (!OwnDim)
        InBand = And(std::move(InBand),
                     Expr::binary("==", Element[Dim]->clone(),
                                  (*Written)[Dim].toExpr(IndexTy), Bool));
    }
    std::map<const Variable *, const Expr *> AtWriter;
    for (const ForStmt *L : N.Loops) {
      size_t Dim = DimOf[L->Index];
      Polynomial Offset = (*Written)[Dim].withoutVar(L->Index);
      ExprPtr X = Offset == Polynomial::constant(0)
                      ? Element[Dim]->clone()
                      : Expr::binary("-", Element[Dim]->clone(),
                                     Offset.toExpr(IndexTy), IndexTy);
      InBand = And(std::move(InBand),
                   Expr::binary(">=", X->clone(), L->Begin->clone(), Bool));
      InBand = And(std::move(InBand),
                   Expr::binary("<", X->clone(), L->End->clone(), Bool));
      Iteration.push_back(std::move(X));
    }
    for (size_t I = 0; I < N.Loops.size(); ++I)
      AtWriter[N.Loops[I]->Index] = Iteration[I].get();
    std::vector<ExprPtr> Args;
    Args.push_back(substituted(Target, AtWriter));
    Args.push_back(substituted(*Stored, AtWriter));
    ExprPtr Differs = Expr::call("loopgen_differs", std::move(Args), Bool);
    Check->Body->Body.push_back(std::make_unique<AssignStmt>(
        Expr::var(Flag), "|", And(std::move(InBand), std::move(Differs)),
        Along->Loc));
    Checks.push_back(std::move(Check));
  }

  // Every iteration does nothing once a check has failed.
  ForStmt &Inner = *N.Loops.back();
  auto Unfailed = std::make_unique<IfStmt>(N.Assign->Loc);
  Unfailed->Cond = Expr::binary("==", Expr::var(Flag),
                                Expr::intLit(0, ScalarType::intTy()), Bool);
  Unfailed->Then = std::make_unique<BlockStmt>(N.Assign->Loc);
  Unfailed->Then->Body.push_back(std::move(Inner.Body->Body[0]));
  Inner.Body->Body[0] = std::move(Unfailed);
  std::string Loops, Reads;
  for (ForStmt *L : N.Loops) {
    L->IsParallel = true;
    Loops += (Loops.empty() ? "'" : ", '") + L->Index->userName() + "'";
  }
  for (const SharedRead &R : Shared)
    Reads += (Reads.empty() ? "" : ", ") + std::string("'") + A->Name + "[" +
             [&] {
               std::string S;
               for (const Polynomial &P : R.Subs)
                 S += (S.empty() ? "" : "][") + P.str();
               return S;
             }() +
             "]'";
  bool One = N.Loops.size() == 1;
  D.remark(
      N.Loops[0]->Loc,
      (One ? "loop over " : "loops over ") + Loops + (One ? " runs" : " run") +
          " in parallel under a run-time check: " + (One ? "its" : "their") +
          " iterations share only the elements " + Reads + " of '" +
          A->userName() +
          "', and a kernel before each run tests that the band's "
          "writes leave them unchanged (otherwise the call runs the "
          "original on the host)");
  size_t Count = Checks.size();
  B.Body.insert(B.Body.begin() + At, std::make_move_iterator(Checks.begin()),
                std::make_move_iterator(Checks.end()));
  return Count;
}

} // namespace

void parallelizeUnderCheck(Function &F, PassContext &C) {
  Diagnostics &D = C.D;

  Checker Check(F, D);
  Check.block(*F.Body);
  if (!Check.Flag)
    return;
  auto Decl = std::make_unique<DeclStmt>(Check.Flag->Loc);
  Decl->Var = Check.Flag;
  Decl->Init = Expr::intLit(0, ScalarType::intTy());
  F.Body->Body.insert(F.Body->Body.begin(), std::move(Decl));
  F.FallbackFlag = Check.Flag;
}

} // namespace loopgen
