//===- CallBindings.cpp - An inlined call's parameters and arguments ------===//
//
// Binding the parameters of an inlined callee to the call's arguments:
// scalars to locals or to the argument's expression, output pointers to
// the caller's scalar, arrays and rows to views, structs to the caller's
// struct variable or a copy; and saving and restoring those bindings
// around each call.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"

using namespace clang;

namespace loopgen {

bool Lowering::bindPointee(const ParmVarDecl *P, const clang::Expr *Arg) {
  if (!P->getType()->isPointerType() ||
      !scalarType(P->getType()->getPointeeType()))
    return false;
  const clang::Expr *E = Arg->IgnoreParenImpCasts();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) { // Passed on.
    auto It = Pointees.find(DRE->getDecl());
    if (It == Pointees.end())
      return false;
    Pointees[P] = It->second;
    return true;
  }
  const auto *UO = dyn_cast<UnaryOperator>(E);
  const auto *DRE =
      UO && UO->getOpcode() == UO_AddrOf
          ? dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParenImpCasts())
          : nullptr;
  if (!DRE)
    return false;
  Variable *V = Vars.lookup(DRE->getDecl());
  Array *A = Arrays.lookup(DRE->getDecl());
  if (!(V && V->K != Variable::LoopIndex) && !(A && A->rank() == 0))
    return false;
  Pointees[P] = DRE->getDecl();
  return true;
}

ExprPtr Lowering::pointee(const clang::Expr *E) {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  auto It = DRE ? Pointees.find(DRE->getDecl()) : Pointees.end();
  if (It == Pointees.end())
    return nullptr;
  if (Variable *V = Vars.lookup(It->second))
    return Expr::var(V, DRE->getLocation());
  return Expr::access(Arrays.lookup(It->second), {}, DRE->getLocation());
}

bool Lowering::bindArrayParam(const ParmVarDecl *P, const clang::Expr *Arg,
                              BlockStmt *Out) {
  std::string Name = P->getNameAsString();
  // A lambda passed on (`apply(f, x)` of a template): its calls in the
  // callee are inlined like the caller's, and name what it captured.
  if (isLambda(structOf(P->getType())))
    return true;
  if (structOf(P->getType())) {
    Aggregates.erase(P); // Bound afresh at each call.
    Rows.erase(P);
    // A record of a record array, by reference: a row of its fields.
    if (std::optional<ArrayView> V = view(Arg);
        V && !V->A->Record.empty() && !V->Offset &&
        V->Prefix.size() + 1 == V->A->rank() &&
        P->getType()->isReferenceType()) {
      Rows[P] = std::move(*V);
      return true;
    }
    // A struct variable by reference, or one the callee does not change,
    // is its own argument; a value (`vsub(a, b)`) or a record of an array
    // is copied into a new one.
    const auto *Callee = dyn_cast<FunctionDecl>(P->getDeclContext());
    bool Changed = false;
    for (const FieldDecl *FD : structOf(P->getType())->fields())
      Changed |= Callee && writesMember(*Callee, P, FD);
    bool ByRef = P->getType()->isReferenceType();
    std::optional<RecordPlace> From = recordPlace(Arg);
    if (From && From->Agg && (ByRef || !Changed)) {
      Aggregates[P] = From->Agg;
      return true;
    }
    if (!From) { // A value: a temporary of its own.
      From = recordValue(Arg, Out);
      if (From)
        Aggregates[P] = From->Agg;
      else if (!Failed)
        fail(Arg->getBeginLoc(), "argument for struct parameter '" + Name +
                                     "' must be a struct variable, a record "
                                     "of an array or a struct value");
      return From.has_value();
    }
    if (!From->Agg && From->Bits == 0 && !Changed) {
      Rows[P] = std::move(From->Row);
      return true;
    }
    const RecordDecl *RD = structOf(P->getType());
    BlockStmt *Into = Out ? Out : (!InBranch ? Prelude : nullptr);
    if (!Into || (!From->Agg && !isPlainRecord(RD))) {
      fail(Arg->getBeginLoc(), "a struct passed by value and changed by '" +
                                   Callee->getNameAsString() +
                                   "' is copied only where the call can run "
                                   "before its statement");
      return false;
    }
    if (From->Agg) {
      Aggregates[P] =
          copyAggregate(*From->Agg, Name, Arg->getBeginLoc(), *Into);
      return true;
    }
    Aggregate *Copy = newRecordLocal(RD, Name, Arg->getBeginLoc(), *Into);
    Aggregates[P] = Copy;
    return copyRecord(RecordPlace{Copy, {}, 0}, *From, RD, Arg->getBeginLoc(),
                      *Into);
  }
  // A pointer to a struct given the address of one (`accel(&b)`): that
  // struct, read and written through `->`.
  if (const auto *UO = dyn_cast<UnaryOperator>(Arg->IgnoreParenImpCasts());
      UO && UO->getOpcode() == UO_AddrOf && P->getType()->isPointerType() &&
      structOf(P->getType()->getPointeeType()))
    if (std::optional<RecordPlace> Place = recordPlace(UO->getSubExpr())) {
      if (Place->Agg) {
        Aggregates[P] = Place->Agg;
        return true;
      }
      if (Place->Bits == 0) {
        Rows[P] = std::move(Place->Row);
        return true;
      }
    }
  auto V = view(Arg);
  BlockStmt *Into = Out ? Out : (!InBranch ? Prelude : nullptr);
  const auto *Callee = dyn_cast<FunctionDecl>(P->getDeclContext());
  if (Into && stdArray(P->getType()) &&
      (!V || (!P->getType()->isReferenceType() && Callee &&
              writesArrayParam(Callee, P)))) {
    // A std::array value (`normalize({u, v, 1.0f})`, `dot(sub(a, b), n)`),
    // or one the callee changes, passed by value: an array of its own.
    Array *Temp =
        arrayTemporary(Arg, P->getType().getNonReferenceType(), Name, *Into);
    if (!Temp || Failed)
      return false;
    Arrays[P] = Temp;
    return true;
  }
  if (!V) {
    fail(Arg->getBeginLoc(), "argument for array parameter '" + Name +
                                 "' must name an array or a row of one");
    return false;
  }
  QualType Elem;
  bool ByValue =
      vectorDepth(P->getType(), Elem) && !P->getType()->isReferenceType();
  if (ByValue) {
    if (!Into) {
      fail(Arg->getBeginLoc(), "a std::vector passed by value can be copied "
                               "only when the call is a statement of its own");
      return false;
    }
    Arrays[P] = copyArray(*V, Name, Arg->getBeginLoc(), *Into);
    return true;
  }
  if (V->Prefix.empty() && !V->Offset)
    Arrays[P] = V->A;
  else
    Rows[P] = std::move(*V);
  return true;
}

Lowering::SavedParams::SavedParams(Lowering &Lo, const FunctionDecl *FD)
    : Lo(Lo) {
  for (const ParmVarDecl *P : FD->parameters()) {
    Saved S{P};
    if (Lo.Vars.count(P))
      S.Var = Lo.Vars[P];
    if (Lo.Arrays.count(P))
      S.Arr = Lo.Arrays[P];
    if (Lo.Pointees.count(P))
      S.Pointee = Lo.Pointees[P];
    if (Lo.Aggregates.count(P))
      S.Agg = Lo.Aggregates[P];
    if (Lo.ExprArgs.count(P))
      S.Arg = Lo.ExprArgs[P];
    if (auto It = Lo.Rows.find(P); It != Lo.Rows.end())
      S.Row = It->second.clone();
    if (auto It = Lo.ComplexVars.find(P); It != Lo.ComplexVars.end())
      S.Complex = It->second;
    if (auto It = Lo.ComplexExprArgs.find(P); It != Lo.ComplexExprArgs.end())
      S.ComplexArg = It->second;
    Params.push_back(std::move(S));
  }
}

template <class Map, class Value>
static void restore(Map &M, const ValueDecl *D, std::optional<Value> &V) {
  if (V)
    M[D] = std::move(*V);
  else
    M.erase(D);
}

Lowering::SavedParams::~SavedParams() {
  for (Saved &S : Params) {
    restore(Lo.Vars, S.P, S.Var);
    restore(Lo.Arrays, S.P, S.Arr);
    restore(Lo.Pointees, S.P, S.Pointee);
    restore(Lo.Aggregates, S.P, S.Agg);
    restore(Lo.ExprArgs, S.P, S.Arg);
    restore(Lo.Rows, S.P, S.Row);
    restore(Lo.ComplexVars, S.P, S.Complex);
    restore(Lo.ComplexExprArgs, S.P, S.ComplexArg);
  }
}

bool Lowering::bindExprArgs(const CallExpr *CE, const FunctionDecl *FD,
                            std::vector<ExprPtr> &Owned) {
  if (std::find(CallStack.begin(), CallStack.end(), FD) != CallStack.end()) {
    fail(CE->getBeginLoc(), "recursive call to '" + FD->getNameAsString() +
                                "' cannot be offloaded");
    return false;
  }
  // C++ evaluates the object before the arguments.
  std::optional<Aggregate *> Object = callObject(CE, FD, nullptr);
  if (!Object)
    return false;
  for (unsigned I = 0; I < FD->getNumParams(); ++I) {
    const ParmVarDecl *P = FD->getParamDecl(I);
    const clang::Expr *Arg = callArg(CE, I);
    if (complexElement(P->getType())) {
      if (!bindComplexParam(P, Arg, Owned, nullptr))
        return false;
    } else if (auto PTy = scalarType(P->getType().getNonReferenceType())) {
      ExprPtr A = lowerExpr(Arg);
      if (!A)
        return false;
      if (A->Ty != *PTy) {
        SourceLocation Loc = A->Loc; // Read before A is moved from.
        A = Expr::cast(*PTy, std::move(A), Loc);
      }
      ExprArgs[P] = A.get();
      Owned.push_back(std::move(A));
    } else if (!bindPointee(P, Arg) && !bindArrayParam(P, Arg, nullptr)) {
      return false;
    }
  }
  if (isa<CXXMethodDecl>(FD))
    ThisObjects.push_back(*Object);
  return true;
}

} // namespace loopgen
