//===- LastPrivate.cpp - Parameter arrays used as temporaries -------------===//

#include "loopgen/Utils/LastPrivate.h"
#include "loopgen/Analysis/Accesses.h"
#include "loopgen/Analysis/Coverage.h"
#include "loopgen/Analysis/Dependence.h"
#include "loopgen/IR/Walk.h"
#include <algorithm>
#include <map>

namespace loopgen {


namespace {

/// L and the loops below it that are each the whole body of the one above.
std::vector<ForStmt *> perfectChain(ForStmt &L) {
  std::vector<ForStmt *> Chain{&L};
  while (Chain.back()->Body->Body.size() == 1 &&
         Chain.back()->Body->Body[0]->K == Stmt::For)
    Chain.push_back(cast<ForStmt>(Chain.back()->Body->Body[0].get()));
  return Chain;
}

/// Whether every iteration of M writes the same elements of A: its writes
/// are unconditional, their subscripts and the bounds of the loops around
/// them within M use only those loops' indices and what L does not change.
bool writesSameElements(const ForStmt &L, const ForStmt &M, const Array &A) {
  std::set<const Variable *> Changing = changingScalars(L);
  bool Same = true;
  walkInContext(*M.Body, [&](const Stmt &S, const StmtContext &Ctx) {
    if (S.K != Stmt::Assign)
      return;
    const Expr &T = *cast<AssignStmt>(S).Target;
    if (T.K != Expr::Access || T.Arr != &A)
      return;
    Same &= Ctx.Branches.empty();
    std::set<const Variable *> Free = Changing;
    for (const ForStmt *Inner : Ctx.Loops) {
      Same &= !mentions(*Inner->Begin, Free) && !mentions(*Inner->End, Free) &&
              !readsArrays(*Inner->Begin) && !readsArrays(*Inner->End);
      Free.erase(Inner->Index); // Its own and inner loops may use it.
    }
    for (const ExprPtr &Sub : T.Ops)
      Same &= !mentions(*Sub, Free) && !readsArrays(*Sub);
  });
  return Same;
}

/// Whether the loops of Chain run over bounds fixed within the nest, with
/// step 1, so that their last iteration is at End - 1 whenever any runs.
bool rectangular(const std::vector<ForStmt *> &Chain, size_t Depth) {
  std::set<const Variable *> Changing = changingScalars(*Chain[0]);
  for (size_t K = 0; K <= Depth; ++K) {
    const ForStmt &X = *Chain[K];
    if (X.Step != 1 || mentions(*X.Begin, Changing) ||
        mentions(*X.End, Changing) || readsArrays(*X.Begin) ||
        readsArrays(*X.End))
      return false;
  }
  return true;
}

/// The array of the function's parameters that A's copy becomes: local,
/// of A's shape.
Array *localCopy(Function &F, const Array &A) {
  bool Constant = true;
  for (const ExprPtr &D : A.Dims)
    Constant &= D->K == Expr::IntLit;
  Array *T = F.newArray(Constant ? Array::LocalCArray : Array::LocalVector,
                        F.freshName(A.Name + "_private"), A.Elem, A.Loc);
  for (const ExprPtr &D : A.Dims)
    T->Dims.push_back(D->clone());
  return T;
}

/// Gives the scalars and arrays that B declares fresh names and objects, and
/// points B's uses at them: a cloned body shares its Variables and Arrays
/// with the original, and one object declared in both branches of an if
/// would become one variable declared twice once privatization moves the
/// declarations into the loops.
void renameDeclarations(Function &F, BlockStmt &B) {
  std::map<const Variable *, Variable *> Vars;
  std::map<const Array *, Array *> Arrays;
  forEachStmt(B, [&](Stmt &S) {
    if (S.K != Stmt::Decl)
      return;
    auto &DS = cast<DeclStmt>(S);
    if (DS.Var) {
      std::string Name = F.freshName(DS.Var->Name);
      Variable *V = F.newVar(DS.Var->K, Name, DS.Var->Ty, DS.Var->Loc);
      *V = *DS.Var;
      V->Name = Name;
      Vars[DS.Var] = V;
      DS.Var = V;
    }
    if (DS.Arr) {
      Array *A = F.newArray(DS.Arr->K, F.freshName(DS.Arr->Name), DS.Arr->Elem,
                            DS.Arr->Loc);
      for (const ExprPtr &Dim : DS.Arr->Dims)
        A->Dims.push_back(Dim->clone());
      A->IsConst = DS.Arr->IsConst;
      A->Nested = DS.Arr->Nested;
      Arrays[DS.Arr] = A;
      DS.Arr = A;
    }
  });
  auto Rename = [&](Expr &E) -> ExprPtr {
    if (E.K == Expr::VarRef && Vars.count(E.Var))
      return Expr::var(Vars[E.Var], E.Loc);
    if (E.K == Expr::Access && Arrays.count(E.Arr))
      E.Arr = Arrays[E.Arr];
    return nullptr;
  };
  mutateExprs(B, Rename);
  // A local array's extents may name a scalar declared before it.
  for (auto &[Old, New] : Arrays)
    for (ExprPtr &Dim : New->Dims)
      mutateExpr(Dim, Rename);
}

/// Rewrites M's body as `if (last iteration of L..M) body else body'`,
/// body' using T for A and its own copies of what body declares.
void splitLastIteration(Function &F, const std::vector<ForStmt *> &Chain,
                        size_t Depth, const Array &A, Array &T) {
  ForStmt &M = *Chain[Depth];
  ExprPtr Last;
  for (size_t K = 0; K <= Depth; ++K) {
    const ForStmt &X = *Chain[K];
    ExprPtr End = Expr::binary("-", X.End->clone(),
                               Expr::intLit(1, X.End->Ty), X.End->Ty);
    ExprPtr Test = Expr::binary("==", Expr::var(X.Index), std::move(End),
                                ScalarType::get(ScalarType::Bool, "bool", 8));
    Last = Last ? Expr::binary("&&", std::move(Last), std::move(Test),
                               ScalarType::get(ScalarType::Bool, "bool", 8))
                : std::move(Test);
  }
  auto If = std::make_unique<IfStmt>(M.Loc);
  If->Cond = std::move(Last);
  If->Then = std::move(M.Body);
  If->Else = std::unique_ptr<BlockStmt>(
      cast<BlockStmt>(If->Then->clone().release()));
  renameDeclarations(F, *If->Else);
  mutateExprs(*If->Else, [&](Expr &E) -> ExprPtr {
    if (E.K == Expr::Access && E.Arr == &A)
      E.Arr = &T;
    return nullptr;
  });
  M.Body = std::make_unique<BlockStmt>(M.Loc);
  M.Body->Body.push_back(std::move(If));
}

} // namespace

void privatizeParameterArrays(Function &F, Diagnostics &D) {
  auto &Top = F.Body->Body;
  for (size_t I = 0; I < Top.size(); ++I) {
    if (Top[I]->K != Stmt::For)
      continue;
    auto &L = cast<ForStmt>(*Top[I]);
    std::vector<ForStmt *> Chain = perfectChain(L);
    std::set<const Array *> Written = writtenArrays(L);
    // The temporaries, each with the deepest loop of the chain that can
    // hold its copy.
    std::vector<std::pair<Array *, size_t>> Temporaries;
    for (const auto &AP : F.Arrays) {
      Array &A = *AP;
      if (!A.isParam() || A.rank() == 0 || A.Nested || !Written.count(&A) ||
          testLoop(F, L, &A).K == DependenceResult::Independent)
        continue;
      size_t Depth = Chain.size();
      while (Depth-- > 0)
        if (coverageOf(F, *Chain[Depth], A).Covered &&
            writesSameElements(L, *Chain[Depth], A) &&
            rectangular(Chain, Depth))
          break;
      if (Depth < Chain.size())
        Temporaries.push_back({&A, Depth});
    }
    // Worth it only when they are all that keeps L sequential.
    BodyAccesses S = collectAccesses(*L.Body);
    bool Obstacle = false;
    for (auto &[V, Loc] : S.ScalarWrites)
      Obstacle |= !S.Declared.count(V);
    for (const Array *X : Written)
      Obstacle |= std::none_of(Temporaries.begin(), Temporaries.end(),
                               [&](auto &T) { return T.first == X; }) &&
                  testLoop(F, L, X).K != DependenceResult::Independent;
    if (Obstacle)
      continue;
    for (auto [APtr, Depth] : Temporaries) {
      Array &A = *APtr;
      Array *T = localCopy(F, A);
      splitLastIteration(F, Chain, Depth, A, *T);
      auto Decl = std::make_unique<DeclStmt>(L.Loc);
      Decl->Arr = T;
      Top.insert(Top.begin() + I, std::move(Decl));
      ++I; // At L again.
      std::string Loops;
      for (size_t K = 0; K <= Depth; ++K)
        Loops +=
            std::string(K ? ", '" : "'") + Chain[K]->Index->userName() + "'";
      D.remark(L.Loc,
               "parameter '" + A.Name + "' is a temporary of the loop" +
                   (Depth ? "s over " : " over ") + Loops +
                   ": every read in an iteration follows a write in the same "
                   "iteration, and each writes the same elements; the "
                   "iterations use a copy '" +
                   T->userName() + "' and the last one '" + A.Name +
                   "' itself, which ends as the loop leaves it");
    }
  }
}

} // namespace loopgen
