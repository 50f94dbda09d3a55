//===- RightLookingLocals.cpp - Sums in locals, for right-looking ---------===//
//
// A local that a loop over k accumulates runs in the element it is stored
// into (demoted) where isl proves that sound, else takes an element per
// iteration of the nest (expanded).
//
//===----------------------------------------------------------------------===//

#include "RightLookingImpl.h"
#include "loopgen/Analysis/Subscripts.h"
#include "loopgen/IR/Affine.h"
#include <algorithm>

namespace loopgen {
namespace rightlooking {

void Reorder::dropExpanded() {
  for (Array *A : Expanded)
    F.Arrays.erase(std::find_if(
        F.Arrays.begin(), F.Arrays.end(),
        [&](const std::unique_ptr<Array> &X) { return X.get() == A; }));
  Expanded.clear();
  ExpandedDecls.clear();
}

bool Reorder::demote(BlockStmt &Body) {
  auto &S = Body.Body;
  for (StmtPtr &P : S)
    if (P->K == Stmt::If) {
      auto &If = cast<IfStmt>(*P);
      if (!demote(*If.Then) || (If.Else && !demote(*If.Else)))
        return false;
    }
  for (size_t At = 0; At < S.size(); ++At) {
    if (S[At]->K != Stmt::Decl)
      continue;
    auto &Decl = cast<DeclStmt>(*S[At]);
    if (!Decl.Var)
      return refuse("the body declares an array");
    Variable *W = Decl.Var;
    // var w [= e0]; [w = e0;] for (k..) { w op= e; } then one store
    // A[s] = f(w), or an if whose branches are each one such store.
    size_t Next = At + 1;
    ExprPtr Init = Decl.Init ? Decl.Init->clone() : nullptr;
    if (Next < S.size() && S[Next]->K == Stmt::Assign) {
      auto &A = cast<AssignStmt>(*S[Next]);
      if (A.Target->K == Expr::VarRef && A.Target->Var == W && A.Op.empty()) {
        Init = A.Value->clone();
        ++Next;
      }
    }
    // Other locals, and all of them once a sum turned out to read its
    // element, take an element per point of the nest.
    auto Refuse = [&] {
      if (!expand(S, At))
        return false;
      --At; // Its first assignment, or what follows it, comes next.
      return true;
    };
    if (ExpandAll || !Init || Next + 1 >= S.size() || S[Next]->K != Stmt::For) {
      if (!Refuse())
        return false;
      continue;
    }
    auto &Loop = cast<ForStmt>(*S[Next]);
    std::vector<AssignStmt *> Stores;
    Stmt &After = *S[Next + 1];
    auto Store = [&](Stmt &X) {
      auto *A = X.K == Stmt::Assign ? cast<AssignStmt>(&X) : nullptr;
      if (A && A->Op.empty() && A->Target->K == Expr::Access &&
          !mentions(*A->Target, {W}) && mentions(*A->Value, {W}))
        Stores.push_back(A);
      return A != nullptr;
    };
    bool Accumulates = !mentions(*Init, {W});
    if (After.K == Stmt::If) {
      auto &If = cast<IfStmt>(After);
      Accumulates &= !mentions(*If.Cond, {W}) && If.Else &&
                     If.Then->Body.size() == 1 && If.Else->Body.size() == 1 &&
                     Store(*If.Then->Body[0]) && Store(*If.Else->Body[0]) &&
                     Stores.size() == 2;
    } else {
      Accumulates &= Store(After) && Stores.size() == 1;
    }
    for (const StmtPtr &U : Loop.Body->Body) {
      auto *A =
          U->K == Stmt::Assign ? cast<AssignStmt>(U.get()) : nullptr;
      Accumulates &= A && A->Target->K == Expr::VarRef && A->Target->Var == W &&
                     !A->Op.empty() && !mentions(*A->Value, {W});
    }
    for (size_t K = 0; K < S.size(); ++K)
      if (K != At && (K < At + 1 || K > Next + 1))
        Accumulates &= !usesVar(*S[K], W);
    if (!Accumulates) {
      if (!Refuse())
        return false;
      continue;
    }
    // The element the local stands for: the one it was loaded from, where
    // a store writes it (under its branch, every store must: checked with
    // isl), else the first store's.
    Demotion Dm{&Loop, Stores, Stores[0]->Target->clone()};
    for (AssignStmt *St : Stores)
      if (St->Target->sameAs(*Init))
        Dm.Element = St->Target->clone();
    const Expr &Element = *Dm.Element;
    bool Same = Init->sameAs(Element);
    for (StmtPtr &U : Loop.Body->Body)
      cast<AssignStmt>(*U).Target = Element.clone();
    for (AssignStmt *St : Stores)
      mutateExpr(St->Value, [&](Expr &X) -> ExprPtr {
        if (X.K != Expr::VarRef || X.Var != W)
          return nullptr;
        ExprPtr R = Element.clone();
        FromLocal.insert(R.get());
        return R;
      });
    std::vector<StmtPtr> Replacement;
    if (!Same)
      Replacement.push_back(std::make_unique<AssignStmt>(
          Element.clone(), "", std::move(Init), Decl.Loc));
    S.erase(S.begin() + At, S.begin() + Next);
    S.insert(S.begin() + At, std::make_move_iterator(Replacement.begin()),
             std::make_move_iterator(Replacement.end()));
    // A store of the element to itself is gone.
    size_t StoreAt = At + Replacement.size() + 1;
    if (Stores.size() == 1 &&
        Stores[0]->Value->sameAs(*Stores[0]->Target) &&
        Stores[0]->Target->sameAs(Element)) {
      Dm.Stores.clear();
      S.erase(S.begin() + StoreAt);
    }
    Demoted.push_back(std::move(Dm));
    At = StoreAt - 1;
  }
  return true;
}

bool Reorder::expand(std::vector<StmtPtr> &S, size_t At) {
  auto &Decl = cast<DeclStmt>(*S[At]);
  Variable *W = Decl.Var;
  std::vector<ForStmt *> Around = Nest;
  if (Column)
    Around.push_back(Column);
  std::vector<const ForStmt *> Loops(Around.begin(), Around.end());
  std::optional<IndexBox> Box = IndexBox::of(Loops);
  if (!Box)
    return refuse("local '" + W->userName() +
                  "' would take an element per iteration, and the ranges of "
                  "the nest's indices are not known");
  // W_exp[x0 - least x0][x1 - least x1]..., each extent at least 0.
  Array *A = F.newArray(Array::LocalVector, F.freshName(W->Name + "_exp"),
                        W->Ty, W->Loc);
  Expanded.push_back(A);
  std::vector<ExprPtr> Subscripts;
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  for (size_t L = 0; L < Around.size(); ++L) {
    const ScalarType &Ty = Around[L]->Index->Ty;
    auto [Least, Most] = Box->Ranges[L];
    ExprPtr Extent = (Most - Least + Polynomial::constant(1)).toExpr(Ty);
    A->Dims.push_back(Expr::select(
        Expr::binary(">", Extent->clone(), Expr::intLit(0, Ty), Bool),
        Extent->clone(), Expr::intLit(0, Ty), Ty));
    Subscripts.push_back(
        (Polynomial::variable(Around[L]->Index) - Least).toExpr(Ty));
  }
  auto Element = [&] {
    std::vector<ExprPtr> Subs;
    for (const ExprPtr &E : Subscripts)
      Subs.push_back(E->clone());
    return Expr::access(A, std::move(Subs), W->Loc);
  };
  for (StmtPtr &X : S)
    mutateExprs(*X, [&](Expr &E) -> ExprPtr {
      return E.K == Expr::VarRef && E.Var == W ? Element() : nullptr;
    });
  auto NewDecl = std::make_unique<DeclStmt>(W->Loc);
  NewDecl->Arr = A;
  NewDecl->ReadsCovered = true;
  ExpandedDecls.push_back(std::move(NewDecl));
  // The declaration becomes the element's first assignment.
  if (Decl.Init)
    S[At] = std::make_unique<AssignStmt>(Element(), "", Decl.Init->clone(),
                                         Decl.Loc);
  else
    S.erase(S.begin() + At);
  return true;
}

bool Reorder::demotionsSound() {
  // Between its load and its store, the element a local stood for is
  // touched by nothing but the sum; a store under a branch writes it.
  IslContext Isl;
  for (const Demotion &Dm : Demoted) {
    const Expr &Element = *Dm.Element;
    for (const Piece &I : Pieces) {
      bool IsStore = std::count(Dm.Stores.begin(), Dm.Stores.end(), I.S) > 0;
      if (I.Reduce != Dm.Loop && !IsStore)
        continue;
      auto Check = [&](const Expr &X, bool Same) {
        auto PX = subscriptPolynomials(F, X, Nest[0]);
        auto PE = subscriptPolynomials(F, Element, Nest[0]);
        IslBuilder B = builder();
        std::vector<std::string> Dims;
        std::string Cons = "1 = 1", Eq, Ne;
        if (!PX || !PE || PX->size() != PE->size() ||
            !domain(B, I, "a", Dims, Cons))
          return false;
        for (size_t K = 0; K < PX->size(); ++K) {
          auto A = B.affine((*PX)[K]), E = B.affine((*PE)[K]);
          if (!A || !E)
            return false;
          Eq += " and " + *A + " = " + *E;
          Ne += (Ne.empty() ? "" : " or ") + *A + " < " + *E + " or " + *A +
                " > " + *E;
        }
        // Same: X is the element wherever I runs; else it never is.
        std::optional<bool> Empty =
            Isl.isEmpty(B.set(Dims, Cons + (Same ? " and (" + Ne + ")" : Eq)));
        return Empty && *Empty;
      };
      if (IsStore && !Check(*I.S->Target, true))
        return refuse("a store of the local sum does not write the element "
                      "it accumulates in");
      for (const PieceAccess &U : accessesOf(*I.S))
        if (U.E != I.S->Target.get() && !FromLocal.count(U.E) &&
            U.E->Arr == Element.Arr && !Check(*U.E, false))
          return refuse("the loop over '" + Dm.Loop->Index->userName() +
                        "' or its store reads the element its local sums "
                        "into");
    }
  }
  return true;
}

} // namespace rightlooking
} // namespace loopgen
