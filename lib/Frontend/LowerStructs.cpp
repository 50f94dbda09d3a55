//===- LowerStructs.cpp - Struct variables --------------------------------===//
//
// Struct locals and parameters: their scalar members are variables, their
// arrays arrays (Lowering::Aggregate); copies of structs and of arrays,
// assignments of whole records, and locals made by a constructor.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"

using namespace clang;

namespace loopgen {

Lowering::Aggregate *Lowering::aggregateOf(const clang::Expr *E) {
  E = E->IgnoreImplicit()->IgnoreParenImpCasts();
  if (isa<CXXThisExpr>(E))
    return ThisObjects.empty() ? nullptr : ThisObjects.back();
  if (const auto *CE = dyn_cast<CXXConstructExpr>(E))
    if (CE->getConstructor()->isCopyOrMoveConstructor())
      return aggregateOf(CE->getArg(0));
  const auto *DRE = dyn_cast<DeclRefExpr>(E);
  return DRE ? Aggregates.lookup(DRE->getDecl()) : nullptr;
}

Array *Lowering::copyArray(const ArrayView &From, const std::string &Name,
                           SourceLocation L, BlockStmt &Out) {
  Array *A =
      F->newArray(Array::LocalVector, F->freshName(Name), From.A->Elem, L);
  for (size_t D = From.Prefix.size(); D < From.A->rank(); ++D)
    A->Dims.push_back(From.A->Dims[D]->clone());
  A->Nested = A->rank() == 2;
  auto Decl = std::make_unique<DeclStmt>(L);
  Decl->Arr = A;
  Out.Body.push_back(std::move(Decl));
  // for (...) copy[i][j] = from[prefix..., i, j];
  std::vector<ExprPtr> To, Src;
  for (const ExprPtr &P : From.Prefix)
    Src.push_back(P->clone());
  BlockStmt *Into = &Out;
  for (size_t D = 0; D < A->rank(); ++D) {
    auto Loop = std::make_unique<ForStmt>(L);
    Loop->Index = F->newVar(Variable::LoopIndex,
                            F->freshName(Name + "_i" + std::to_string(D)),
                            ScalarType::get(ScalarType::Integer, "long", 64));
    Loop->Begin = Expr::intLit(0, Loop->Index->Ty);
    Loop->End = A->Dims[D]->clone();
    Loop->Label = label(L);
    Loop->Body = std::make_unique<BlockStmt>(L);
    To.push_back(Expr::var(Loop->Index));
    Src.push_back(Expr::var(Loop->Index));
    BlockStmt *Next = Loop->Body.get();
    Into->Body.push_back(std::move(Loop));
    Into = Next;
  }
  Into->Body.push_back(
      std::make_unique<AssignStmt>(Expr::access(A, std::move(To), L), "",
                                   Expr::access(From.A, std::move(Src), L), L));
  return A;
}

Lowering::Aggregate *Lowering::copyAggregate(const Aggregate &From,
                                             const std::string &Base,
                                             SourceLocation L, BlockStmt &Out) {
  auto Copy = std::make_unique<Aggregate>();
  auto Scalar = [&](const FieldDecl *FD, ExprPtr Value) {
    Copy->Scalars[FD] = declareLocal(Base + "_" + FD->getNameAsString(),
                                     std::move(Value), L, Out);
  };
  for (auto &[FD, V] : From.Scalars)
    Scalar(FD, Expr::var(V, L));
  for (auto &[FD, A] : From.Arrays) {
    if (A->rank() == 0)
      Scalar(FD, Expr::access(A, {}, L));
    else
      Copy->Arrays[FD] = copyArray(ArrayView{A, {}},
                                   Base + "_" + FD->getNameAsString(), L, Out);
  }
  AggregateStore.push_back(std::move(Copy));
  return AggregateStore.back().get();
}

ExprPtr Lowering::fieldOf(const clang::Expr *Object, const FieldDecl *FD) {
  SourceLocation L = Object->getBeginLoc();
  if (std::optional<ArrayView> V = view(Object);
      V && !V->A->Record.empty() && !V->Offset &&
      V->Prefix.size() + 1 == V->A->rank()) {
    V->Prefix.push_back(
        Expr::intLit(slotOf(FD, *V->A), ScalarType::intTy(), L));
    return Expr::access(V->A, std::move(V->Prefix), L);
  }
  if (Aggregate *A = aggregateOf(Object))
    if (auto It = A->Scalars.find(FD); It != A->Scalars.end())
      return Expr::var(It->second, L);
  return nullptr;
}

bool Lowering::lowerRecordAssign(const clang::Expr *E, BlockStmt &Out) {
  const clang::Expr *LHS = nullptr, *RHS = nullptr;
  if (const auto *BO = dyn_cast<BinaryOperator>(E);
      BO && BO->getOpcode() == BO_Assign) {
    LHS = BO->getLHS();
    RHS = BO->getRHS();
  } else if (const auto *OCE = dyn_cast<CXXOperatorCallExpr>(E);
             OCE && OCE->getOperator() == OO_Equal && OCE->getNumArgs() == 2) {
    const auto *MD = dyn_cast_or_null<CXXMethodDecl>(OCE->getCalleeDecl());
    if (!MD ||
        !(MD->isCopyAssignmentOperator() || MD->isMoveAssignmentOperator()) ||
        !MD->isTrivial())
      return false;
    LHS = OCE->getArg(0);
    RHS = OCE->getArg(1);
  }
  const RecordDecl *RD = LHS ? structOf(LHS->getType()) : nullptr;
  if (!RD || isLambda(RD))
    return false;
  SourceLocation L = E->getExprLoc();
  // The value: a record, or a list of the fields' values
  // (`ScreenPt{u, v}`, `{u, v}`).
  const clang::Expr *Value = RHS->IgnoreImplicit()->IgnoreParenImpCasts();
  if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(Value))
    Value = FC->getSubExpr()->IgnoreImplicit();
  if (const auto *CE = dyn_cast<CXXConstructExpr>(Value);
      CE && CE->getConstructor()->isCopyOrMoveConstructor())
    Value = CE->getArg(0)->IgnoreImplicit()->IgnoreParenImpCasts();
  const auto *List = dyn_cast<InitListExpr>(Value);
  unsigned I = 0;
  for (const FieldDecl *FD : RD->fields()) {
    ExprPtr To = fieldOf(LHS, FD), From;
    if (List) {
      const clang::Expr *Init =
          I < List->getNumInits() ? List->getInit(I) : nullptr;
      if (Init && isa<CXXDefaultInitExpr>(Init->IgnoreImplicit()))
        Init = FD->getInClassInitializer();
      if (Init && !isa<ImplicitValueInitExpr>(Init->IgnoreImplicit()))
        From = lowerExpr(Init);
      else if (To)
        From = Expr::intLit(0, ScalarType::intTy(), L);
    } else {
      From = fieldOf(Value, FD);
    }
    ++I;
    if (Failed)
      return true;
    if (!To || !From) {
      fail(L, "a struct is assigned whole only between records of record "
              "arrays, struct variables of scalars and {...} lists of "
              "their fields");
      return true;
    }
    if (From->Ty != To->Ty)
      From = Expr::cast(To->Ty, std::move(From), L);
    Out.Body.push_back(
        std::make_unique<AssignStmt>(std::move(To), "", std::move(From), L));
  }
  return true;
}

/// `S s(args)`: the members as the constructor's initializer list makes
/// them. The constructor body must be empty.
bool Lowering::lowerStructDecl(const VarDecl *VD, const CXXRecordDecl *RD,
                               BlockStmt &Out) {
  std::string Name = VD->getNameAsString();
  SourceLocation L = VD->getLocation();
  const auto *CE = dyn_cast_or_null<CXXConstructExpr>(
      VD->getInit() ? VD->getInit()->IgnoreImplicit() : nullptr);
  const CXXConstructorDecl *Ctor = CE ? CE->getConstructor() : nullptr;
  if (Ctor && Ctor->isCopyOrMoveConstructor()) {
    // A copy of a record of an array: its fields, each a local.
    if (std::optional<ArrayView> V = view(CE->getArg(0));
        V && !V->A->Record.empty() && !V->Offset &&
        V->Prefix.size() + 1 == V->A->rank()) {
      auto Agg = std::make_unique<Aggregate>();
      for (const FieldDecl *FD : RD->fields()) {
        std::vector<ExprPtr> Subs;
        for (const ExprPtr &P : V->Prefix)
          Subs.push_back(P->clone());
        Subs.push_back(Expr::intLit(slotOf(FD, *V->A), ScalarType::intTy()));
        Agg->Scalars[FD] =
            declareLocal(Name + "_" + FD->getNameAsString(),
                         Expr::access(V->A, std::move(Subs), L), L, Out);
      }
      Aggregates[VD] = Agg.get();
      AggregateStore.push_back(std::move(Agg));
      return true;
    }
    Aggregate *From = aggregateOf(CE->getArg(0));
    if (!From) {
      fail(L, "'" + Name + "' must be copied from a struct variable");
      return false;
    }
    Aggregates[VD] = copyAggregate(*From, Name, L, Out);
    return true;
  }
  // An aggregate of scalars (a functor's parameters): `S s{a, b}`, `S s =
  // {a, b}` or `S s;`, each member from its initializer, the member's own
  // or none.
  const auto *List = dyn_cast_or_null<InitListExpr>(
      VD->getInit() ? VD->getInit()->IgnoreImplicit() : nullptr);
  if (List || !VD->getInit() || (Ctor && Ctor->isTrivial())) {
    auto Agg = std::make_unique<Aggregate>();
    unsigned I = 0;
    for (const FieldDecl *FD : RD->fields()) {
      const clang::Expr *Init =
          List && I < List->getNumInits() ? List->getInit(I) : nullptr;
      ++I;
      if (Init && isa<CXXDefaultInitExpr>(Init->IgnoreImplicit()))
        Init = FD->getInClassInitializer();
      if (!Init)
        Init = FD->getInClassInitializer();
      std::optional<ScalarType> Ty = scalarType(FD->getType());
      if (!Ty) {
        fail(FD->getLocation(),
             "member '" + FD->getNameAsString() + "' of '" + Name +
                 "': a struct made without a constructor may hold scalars "
                 "only");
        return false;
      }
      Variable *V =
          F->newVar(Variable::Local,
                    F->freshName(Name + "_" + FD->getNameAsString()), *Ty, L);
      auto Decl = std::make_unique<DeclStmt>(L);
      Decl->Var = V;
      if (Init && !isa<ImplicitValueInitExpr>(Init->IgnoreImplicit())) {
        Decl->Init = lowerExpr(Init);
        if (Decl->Init && Decl->Init->Ty != *Ty)
          Decl->Init = Expr::cast(*Ty, std::move(Decl->Init), L);
      }
      Out.Body.push_back(std::move(Decl));
      Agg->Scalars[FD] = V;
    }
    Aggregates[VD] = Agg.get();
    AggregateStore.push_back(std::move(Agg));
    return true;
  }
  const FunctionDecl *Def = nullptr;
  if (!Ctor || !Ctor->hasBody(Def) ||
      !cast<CompoundStmt>(Def->getBody())->body_empty()) {
    fail(L, "struct variable '" + Name +
                "' must be made by a constructor "
                "whose initializer list sizes its vectors and whose body is "
                "empty, as S(int n) : v(n) {}");
    return false;
  }
  const auto *CD = cast<CXXConstructorDecl>(Def);
  std::vector<ExprPtr> Owned;
  for (unsigned I = 0; I < CD->getNumParams(); ++I) {
    ExprPtr A = lowerExpr(CE->getArg(I));
    if (!A)
      return false;
    ExprArgs[CD->getParamDecl(I)] = A.get();
    Owned.push_back(std::move(A));
  }
  auto Agg = std::make_unique<Aggregate>();
  for (const FieldDecl *FD : RD->fields()) {
    const clang::Expr *Init = nullptr;
    for (const CXXCtorInitializer *I : CD->inits())
      if (I->getMember() == FD)
        Init = I->getInit();
    if (Init && isa<CXXDefaultInitExpr>(Init->IgnoreImplicit()))
      Init = FD->getInClassInitializer();
    std::string Member = F->freshName(Name + "_" + FD->getNameAsString());
    QualType Scalar;
    if (auto Ty = scalarType(FD->getType())) {
      Variable *V = F->newVar(Variable::Local, Member, *Ty, L);
      auto Decl = std::make_unique<DeclStmt>(L);
      Decl->Var = V;
      if (Init && !isa<ImplicitValueInitExpr>(Init->IgnoreImplicit()))
        Decl->Init = lowerExpr(Init);
      Out.Body.push_back(std::move(Decl));
      Agg->Scalars[FD] = V;
      continue;
    }
    unsigned Depth = vectorDepth(FD->getType(), Scalar);
    ExprPtr Fill;
    auto Shape = Depth ? vectorShape(Init, &Fill) : std::nullopt;
    if (!Shape || Shape->size() != Depth) {
      fail(FD->getLocation(),
           "member '" + FD->getNameAsString() + "' of '" + Name +
               "' must be a scalar or a std::vector sized in the "
               "constructor's initializer list, as " +
               FD->getNameAsString() + "(n)");
      continue;
    }
    Array *A = F->newArray(Array::LocalVector, Member, *scalarType(Scalar), L);
    A->Dims = std::move(*Shape);
    A->Nested = Depth == 2;
    auto Decl = std::make_unique<DeclStmt>(L);
    Decl->Arr = A;
    Out.Body.push_back(std::move(Decl));
    if (Fill)
      fillArray(*A, std::move(Fill), Out);
    Agg->Arrays[FD] = A;
  }
  for (unsigned I = 0; I < CD->getNumParams(); ++I)
    ExprArgs.erase(CD->getParamDecl(I));
  Aggregates[VD] = Agg.get();
  AggregateStore.push_back(std::move(Agg));
  return !Failed;
}

} // namespace loopgen
