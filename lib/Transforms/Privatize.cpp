//===- Privatize.cpp - Give each iteration its own copy -------------------===//

#include "loopgen/Transforms/Privatize.h"
#include "loopgen/Utils/LastPrivate.h"
#include "loopgen/Analysis/Coverage.h"
#include "loopgen/Analysis/Dependence.h"
#include "loopgen/IR/Walk.h"
#include <algorithm>

namespace loopgen {


namespace {

bool refersTo(const Expr &E, const Variable *V, const Array *A) {
  bool Found = false;
  walkExpr(E, [&](const Expr &X) {
    Found |= (V && X.K == Expr::VarRef && X.Var == V) ||
             (A && X.K == Expr::Access && X.Arr == A);
  });
  return Found;
}

/// The statements of F (other than Decl) whose own expressions use V or A.
std::vector<const Stmt *> usesOf(const Function &F, const Variable *V,
                                 const Array *A) {
  std::vector<const Stmt *> Uses;
  walkStmts(*F.Body, [&](const Stmt &S) {
    bool Uses_ = false;
    forEachOwnExpr(S, [&](const Expr &E) { Uses_ |= refersTo(E, V, A); });
    if (Uses_)
      Uses.push_back(&S);
  });
  return Uses;
}

/// The block directly holding S.
BlockStmt *parentBlock(BlockStmt &B, const Stmt *S) {
  for (StmtPtr &P : B.Body) {
    if (P.get() == S)
      return &B;
    BlockStmt *Found = nullptr;
    if (P->K == Stmt::Block)
      Found = parentBlock(cast<BlockStmt>(*P), S);
    else if (P->K == Stmt::For)
      Found = parentBlock(*cast<ForStmt>(*P).Body, S);
    else if (P->K == Stmt::If) {
      auto &I = cast<IfStmt>(*P);
      Found = parentBlock(*I.Then, S);
      if (!Found && I.Else)
        Found = parentBlock(*I.Else, S);
    }
    if (Found)
      return Found;
  }
  return nullptr;
}

bool writesIn(const ForStmt &L, const Variable *V, const Array *A) {
  bool Writes = false;
  walkStmts(*L.Body, [&](const Stmt &S) {
    if (S.K != Stmt::Assign)
      return;
    const Expr &T = *cast<AssignStmt>(S).Target;
    Writes |= (V && T.K == Expr::VarRef && T.Var == V) ||
              (A && T.K == Expr::Access && T.Arr == A);
  });
  return Writes;
}

/// The innermost loop around all of Uses, deeper than Depth, that writes
/// the variable; null when there is none.
const ForStmt *targetLoop(const Function &F,
                          const std::vector<const Stmt *> &Uses, size_t Depth,
                          const Variable *V, const Array *A) {
  std::vector<const ForStmt *> Common = enclosingLoops(F, *Uses[0]);
  for (const Stmt *U : Uses) {
    std::vector<const ForStmt *> Chain = enclosingLoops(F, *U);
    size_t N = 0;
    while (N < Common.size() && N < Chain.size() && Common[N] == Chain[N])
      ++N;
    Common.resize(N);
  }
  while (Common.size() > Depth && !writesIn(*Common.back(), V, A))
    Common.pop_back();
  return Common.size() > Depth ? Common.back() : nullptr;
}

std::string nameOf(const Variable *V, const Array *A) {
  return V ? V->Name : A->Name;
}

/// Declares a copy of Decl's variable at the top of L's body, for L's uses.
DeclStmt *copyInto(Function &F, DeclStmt &Decl, const ForStmt &L) {
  StmtPtr Moved = Decl.clone();
  {
    auto &NewDecl = cast<DeclStmt>(*Moved);
    if (Decl.Var) {
      Variable *V = F.newVar(Variable::Local, F.freshName(Decl.Var->Name),
                             Decl.Var->Ty, Decl.Var->Loc);
      NewDecl.Var = V;
      // const_cast: the analyses chose L, a loop of F, as const; this pass owns
      // F.
      mutateExprs(const_cast<ForStmt &>(L), [&](Expr &E) -> ExprPtr {
        return E.K == Expr::VarRef && E.Var == Decl.Var ? Expr::var(V, E.Loc)
                                                        : nullptr;
      });
    } else {
      Array *A = F.newArray(Decl.Arr->K, F.freshName(Decl.Arr->Name),
                            Decl.Arr->Elem, Decl.Arr->Loc);
      for (const ExprPtr &Dim : Decl.Arr->Dims)
        A->Dims.push_back(Dim->clone());
      A->Nested = Decl.Arr->Nested;
      NewDecl.Arr = A;
      mutateExprs(const_cast<ForStmt &>(L), [&](Expr &E) -> ExprPtr {
        if (E.K == Expr::Access && E.Arr == Decl.Arr)
          E.Arr = A;
        return nullptr;
      });
    }
  }
  auto &NewDecl = cast<DeclStmt>(*Moved);
  NewDecl.Init = nullptr; // Never read: every read follows a write.
  NewDecl.ReadsCovered = true;
  auto &Body = const_cast<ForStmt &>(L).Body->Body;
  Body.insert(Body.begin(), std::move(Moved));
  return &NewDecl;
}

/// Privatizes Decl's variable in the loops below it that use it; returns
/// the declarations now at the top of those loops. Refusals are remarks
/// unless Quiet.
std::vector<DeclStmt *> privatizeOne(Function &F, DeclStmt &Decl,
                                     Diagnostics &D, bool Quiet) {
  const Variable *V = Decl.Var;
  const Array *A = Decl.Arr;
  std::string Name = nameOf(V, A);
  std::vector<const Stmt *> Uses = usesOf(F, V, A);
  std::vector<DeclStmt *> Placed;
  if (Uses.empty())
    return Placed;
  size_t Depth = enclosingLoops(F, Decl).size();
  // Uses grouped by the loop, just below the declaration, that holds them.
  std::vector<std::pair<const ForStmt *, std::vector<const Stmt *>>> Groups;
  const Stmt *Outside = nullptr;
  for (const Stmt *U : Uses) {
    std::vector<const ForStmt *> Chain = enclosingLoops(F, *U);
    if (Chain.size() <= Depth) {
      Outside = U;
      continue;
    }
    auto It = std::find_if(Groups.begin(), Groups.end(),
                           [&](auto &G) { return G.first == Chain[Depth]; });
    if (It == Groups.end())
      Groups.push_back({Chain[Depth], {U}});
    else
      It->second.push_back(U);
  }
  // Each loop that needs a copy, and whether its reads are covered.
  std::vector<const ForStmt *> Targets;
  bool AllCovered = !Outside;
  bool KeepsOriginal = false; // Some loop goes on using the declaration.
  Coverage Refusal;
  const ForStmt *RefusedIn = nullptr;
  for (auto &[Top, GroupUses] : Groups) {
    const ForStmt *L = targetLoop(F, GroupUses, Depth, V, A);
    if (!L) {
      AllCovered = false; // Only read there: the value comes from outside.
      KeepsOriginal = true;
      continue;
    }
    if (L->Annot.K == LoopAnnotation::Sequential) {
      KeepsOriginal = true;
      continue;
    }
    Coverage C = V ? coverageOf(F, *L, *V) : coverageOf(F, *L, *A);
    // An array whose iterations touch disjoint elements needs no copy.
    if (C.Covered && A &&
        testLoop(F, *L, A).K == DependenceResult::Independent) {
      KeepsOriginal = true;
      continue;
    }
    if (!C.Covered) {
      AllCovered = false;
      if (!RefusedIn) {
        Refusal = C;
        RefusedIn = L;
      }
      continue;
    }
    Targets.push_back(L);
  }
  if (RefusedIn) {
    if (!Quiet)
      D.remark(Refusal.Loc, "'" + Name + "' is not privatized in the " +
                                RefusedIn->describe() + ": " + Refusal.Why);
    return Placed;
  }
  if (!AllCovered || Targets.empty()) {
    // A loop writes it but a use elsewhere needs the value it leaves.
    if (!Quiet && (Outside || Groups.size() > 1))
      for (auto &[Top, GroupUses] : Groups)
        if (writesIn(*Top, V, A)) {
          const Stmt *Other = Outside;
          for (auto &[T2, U2] : Groups)
            if (!Other && T2 != Top)
              Other = U2.front();
          D.remark(Top->Loc,
                   "'" + Name + "' is not privatized in the " +
                       Top->describe() +
                       ": it is also used outside the loop, which needs "
                       "the value the loop leaves behind");
          D.note(Other->Loc, "used here");
          return Placed;
        }
    return Placed;
  }
  for (size_t K = 0; K < Targets.size(); ++K) {
    const ForStmt &L = *Targets[K];
    if (K + 1 < Targets.size() || KeepsOriginal) {
      Placed.push_back(copyInto(F, Decl, L));
    } else {
      // The last loop takes the declaration itself.
      BlockStmt *Parent = parentBlock(*F.Body, &Decl);
      auto It =
          std::find_if(Parent->Body.begin(), Parent->Body.end(),
                       [&](const StmtPtr &P) { return P.get() == &Decl; });
      StmtPtr Moved = std::move(*It);
      Parent->Body.erase(It);
      auto &MovedDecl = cast<DeclStmt>(*Moved);
      MovedDecl.Init = nullptr; // Never read: every read follows a write.
      MovedDecl.ReadsCovered = true;
      // const_cast: the analyses chose L, a loop of F, as const; this pass owns
      // F.
      auto &Body = const_cast<ForStmt &>(L).Body->Body;
      Body.insert(Body.begin(), std::move(Moved));
      Placed.push_back(&MovedDecl);
    }
    D.remark(L.Loc,
             "'" + Name + "' is privatized in the loop over '" +
                 L.Index->userName() +
                 "': every read in an iteration follows a write in the same "
                 "iteration" +
                 (Targets.size() > 1
                      ? " (each of the " + std::to_string(Targets.size()) +
                            " loops that use it gets a copy)"
                      : ""));
  }
  return Placed;
}

} // namespace

void privatize(Function &F, PassContext &C) {
  Diagnostics &D = C.D;
  privatizeParameterArrays(F, D);

  std::vector<DeclStmt *> Decls;
  forEachStmt(*F.Body, [&](Stmt &S) {
    if (S.K == Stmt::Decl)
      Decls.push_back(cast<DeclStmt>(&S));
  });
  // A declaration moved into a loop may go deeper still, into the inner
  // loops that use it (ludcmp's w, private to each j as well as each i);
  // the wavefront pass needs it there. Those later tries are quiet.
  for (bool Quiet = false; !Decls.empty(); Quiet = true) {
    std::vector<DeclStmt *> Moved;
    for (DeclStmt *Decl : Decls)
      for (DeclStmt *Placed : privatizeOne(F, *Decl, D, Quiet))
        Moved.push_back(Placed);
    Decls = std::move(Moved);
  }
}

} // namespace loopgen
