//===- LastPrivateScalars.cpp - OpenMP's private scalars ------------------===//
//
// `private(x)` and `firstprivate(x)`: each iteration works on a copy of x
// of its own, declared at the top of its body (starting as x for
// firstprivate); x itself is what it was before the loop. A scalar that the
// program declares at the top of the function and reuses after the loop
// (`sum` of an NPB-style matrix-vector product) is then no dependence.
//
// `#pragma omp parallel for lastprivate(x)`: x leaves the loop with the
// value its last iteration gave it. Each iteration works on its own copy,
// the last one also stores its copy into a one-element array, and after
// the loop (where it ran) x takes that value:
//
//   for (i = b; i < e; ++i) { ... x = f(i); ... }
//     =>  T x_last[1];
//         for (i = b; i < e; ++i) { T x_it = x; ... x_it = f(i); ...
//                                   if (i == e - 1) x_last[0] = x_it; }
//         if (e > b) x = x_last[0];
//
// The store is guarded by an affine condition, so that the exact
// dependence test sees one iteration write the array: the loop's claim
// needs no trust for x.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"

namespace loopgen {

/// The scalar of the function named Name that a loop's clause names, or
/// null (a loop index: loops make their own).
static Variable *
clauseScalar(const llvm::DenseMap<const clang::ValueDecl *, Variable *> &Vars,
             const std::string &Name) {
  Variable *X = nullptr;
  for (const auto &[Decl, V] : Vars)
    if (Decl->getName() == Name && V->K != Variable::LoopIndex)
      X = V;
  return X;
}

void Lowering::lowerPrivate(ForStmt &Loop) {
  const LoopAnnotation &A = Loop.Annot;
  if (!Loop.Body)
    return;
  for (bool First : {false, true})
    for (const std::string &Name : First ? A.FirstPrivate : A.Private) {
      Variable *X = clauseScalar(Vars, Name);
      // Arrays and indices: the analysis privatizes what it can.
      if (!X || Name == Loop.Index->Name)
        continue;
      Variable *Copy =
          F->newVar(Variable::Local, F->freshName(Name), X->Ty, Loop.Loc);
      Copy->Spelled = Name;
      mutateExprs(*Loop.Body, [&](Expr &E) -> ExprPtr {
        if (E.K == Expr::VarRef && E.Var == X)
          return Expr::var(Copy, E.Loc);
        return nullptr;
      });
      auto Decl = std::make_unique<DeclStmt>(Loop.Loc);
      Decl->Var = Copy;
      if (First)
        Decl->Init = Expr::var(X, Loop.Loc);
      Loop.Body->Body.insert(Loop.Body->Body.begin(), std::move(Decl));
    }
}

void Lowering::lowerLastPrivate(ForStmt &Loop, BlockStmt &Before,
                                BlockStmt &After) {
  const LoopAnnotation &A = Loop.Annot;
  if (A.LastPrivate.empty() || !Loop.Body)
    return;
  SourceLocation L = Loop.Loc;
  if ((Loop.Step != 1 && Loop.Step != -1) || A.Collapse > 1) {
    fail(A.Loc, "lastprivate(...) is supported on loops of step 1 or -1 "
                "that collapse no other loop");
    return;
  }
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  ScalarType IdxTy = Loop.Index->Ty;
  auto Element = [&](Array *A) { // A[0]
    std::vector<ExprPtr> Zero;
    Zero.push_back(Expr::intLit(0, ScalarType::intTy()));
    return Expr::access(A, std::move(Zero), L);
  };
  for (const std::string &Name : A.LastPrivate) {
    if (Name == Loop.Index->Name)
      continue; // Its own index: used after the loop, it is refused.
    if (llvm::StringRef(Name).starts_with("conditional:")) {
      fail(A.Loc, "lastprivate(conditional: ...) is not supported: the last "
                  "iteration that assigns '" +
                      Name.substr(12) + "' is not known in advance");
      continue;
    }
    Variable *X = clauseScalar(Vars, Name);
    if (!X) {
      fail(A.Loc, "'" + Name + "' in lastprivate(...) is not a scalar of '" +
                      F->Name + "'");
      continue;
    }
    Variable *Copy =
        F->newVar(Variable::Local, F->freshName(Name + "_it"), X->Ty, L);
    Array *Last =
        F->newArray(Array::LocalCArray, F->freshName(Name + "_last"), X->Ty, L);
    Last->Dims.push_back(Expr::intLit(1, ScalarType::intTy()));
    mutateExprs(*Loop.Body, [&](Expr &E) -> ExprPtr {
      if (E.K == Expr::VarRef && E.Var == X)
        return Expr::var(Copy, E.Loc);
      return nullptr;
    });
    // The copy starts as x (firstprivate's value; lastprivate's alone is
    // undefined until written).
    auto Init = std::make_unique<DeclStmt>(L);
    Init->Var = Copy;
    Init->Init = Expr::var(X, L);
    Loop.Body->Body.insert(Loop.Body->Body.begin(), std::move(Init));
    // The last iteration stores its copy.
    auto Store = std::make_unique<IfStmt>(L);
    ExprPtr LastIndex =
        Expr::binary(Loop.Step > 0 ? "-" : "+", Loop.End->clone(),
                     Expr::intLit(1, IdxTy), IdxTy, L);
    Store->Cond = Expr::binary("==", Expr::var(Loop.Index, L),
                               std::move(LastIndex), Bool, L);
    Store->Then = std::make_unique<BlockStmt>(L);
    Store->Then->Body.push_back(
        std::make_unique<AssignStmt>(Element(Last), "", Expr::var(Copy, L), L));
    Loop.Body->Body.push_back(std::move(Store));
    auto Decl = std::make_unique<DeclStmt>(L);
    Decl->Arr = Last;
    Before.Body.push_back(std::move(Decl));
    // After the loop, where it ran.
    auto Take = std::make_unique<IfStmt>(L);
    Take->Cond = Expr::binary(Loop.Step > 0 ? "<" : ">", Loop.Begin->clone(),
                              Loop.End->clone(), Bool, L);
    Take->Then = std::make_unique<BlockStmt>(L);
    Take->Then->Body.push_back(
        std::make_unique<AssignStmt>(Expr::var(X, L), "", Element(Last), L));
    After.Body.push_back(std::move(Take));
  }
}

} // namespace loopgen
