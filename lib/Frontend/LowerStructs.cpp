//===- LowerStructs.cpp - Struct variables --------------------------------===//
//
// Struct locals and parameters: their scalar members are variables, their
// arrays arrays (Lowering::Aggregate); copies of structs and of arrays,
// structs of vectors made by a constructor, and the scalars of a struct
// parameter's struct members. (Structs as values: RecordValues.cpp.)
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
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    return Aggregates.lookup(DRE->getDecl());
  if (isa<MemberExpr>(E)) // A struct member of one: `light.pos`.
    if (std::optional<RecordPlace> P = recordPlace(E))
      return P->Agg;
  return nullptr;
}

Array *Lowering::copyArray(const ArrayView &From, const std::string &Name,
                           SourceLocation L, BlockStmt &Out) {
  // Of constant extents (a std::array), a C array of the iteration.
  bool Constant = true;
  for (size_t D = From.Prefix.size(); D < From.A->rank(); ++D)
    Constant &= From.A->Dims[D]->K == Expr::IntLit;
  Array *A = F->newArray(Constant ? Array::LocalCArray : Array::LocalVector,
                         F->freshName(Name), From.A->Elem, L);
  for (size_t D = From.Prefix.size(); D < From.A->rank(); ++D)
    A->Dims.push_back(From.A->Dims[D]->clone());
  A->Nested = !Constant && A->rank() == 2;
  if (Constant && !IterationScalars.empty())
    IterationArrays.insert(A);
  auto Decl = std::make_unique<DeclStmt>(L);
  Decl->Arr = A;
  Out.Body.push_back(std::move(Decl));
  copyElements(ArrayView{A, {}}, From, A->Dims, L, Out);
  return A;
}

void Lowering::copyElements(const ArrayView &To, const ArrayView &From,
                            const std::vector<ExprPtr> &Extents,
                            SourceLocation L, BlockStmt &Out) {
  // for (...) to[prefix..., i, j] = from[prefix..., i, j];
  auto Start = [](const ArrayView &V) {
    std::vector<ExprPtr> Subs;
    for (const ExprPtr &P : V.Prefix)
      Subs.push_back(P->clone());
    return Subs;
  };
  std::vector<ExprPtr> ToSubs = Start(To), Src = Start(From);
  BlockStmt *Into = &Out;
  for (size_t D = 0; D < Extents.size(); ++D) {
    auto Loop = std::make_unique<ForStmt>(L);
    Loop->Index = F->newVar(Variable::LoopIndex,
                            F->freshName(To.A->Name + "_i" + std::to_string(D)),
                            ScalarType::get(ScalarType::Integer, "long", 64));
    Loop->Begin = Expr::intLit(0, Loop->Index->Ty);
    Loop->End = Extents[D]->clone();
    Loop->Label = label(L);
    Loop->Body = std::make_unique<BlockStmt>(L);
    ToSubs.push_back(Expr::var(Loop->Index));
    Src.push_back(Expr::var(Loop->Index));
    BlockStmt *Next = Loop->Body.get();
    Into->Body.push_back(std::move(Loop));
    Into = Next;
  }
  // A field's elements within its record's slots.
  for (auto [View, Subs] : {std::pair{&To, &ToSubs}, std::pair{&From, &Src}})
    if (View->Offset) {
      ScalarType Ty = Subs->back()->Ty; // Read before the move.
      Subs->back() = Expr::binary("+", View->Offset->clone(),
                                  std::move(Subs->back()), Ty, L);
    }
  ExprPtr Value = Expr::access(From.A, std::move(Src), L);
  if (Value->Ty != To.A->Elem)
    Value = Expr::cast(To.A->Elem, std::move(Value), L);
  Into->Body.push_back(std::make_unique<AssignStmt>(
      Expr::access(To.A, std::move(ToSubs), L), "", std::move(Value), L));
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
  for (auto &[FD, Inner] : From.Records)
    Copy->Records[FD] =
        copyAggregate(*Inner, Base + "_" + FD->getNameAsString(), L, Out);
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

/// `S s(args)` of a struct of vectors: the members as the constructor's
/// initializer list makes them. The constructor body must be empty.
bool Lowering::lowerStructDecl(const VarDecl *VD, const CXXRecordDecl *RD,
                               BlockStmt &Out) {
  std::string Name = VD->getNameAsString();
  SourceLocation L = VD->getLocation();
  const auto *CE = dyn_cast_or_null<CXXConstructExpr>(
      VD->getInit() ? VD->getInit()->IgnoreImplicit() : nullptr);
  const CXXConstructorDecl *Ctor = CE ? CE->getConstructor() : nullptr;
  if (Ctor && Ctor->isCopyOrMoveConstructor()) {
    Aggregate *From = aggregateOf(CE->getArg(0));
    if (!From) {
      fail(L, "'" + Name + "' must be copied from a struct variable");
      return false;
    }
    Aggregates[VD] = copyAggregate(*From, Name, L, Out);
    return true;
  }
  // Plain structs are RecordValues.cpp's; a struct of vectors needs a
  // constructor to size them.
  const auto *List = dyn_cast_or_null<InitListExpr>(
      VD->getInit() ? VD->getInit()->IgnoreImplicit() : nullptr);
  if (List || !VD->getInit() || (Ctor && Ctor->isTrivial())) {
    for (const FieldDecl *FD : RD->fields())
      if (!scalarType(FD->getType()) && !structOf(FD->getType())) {
        fail(FD->getLocation(),
             "member '" + FD->getNameAsString() + "' of '" + Name +
                 "': a struct made without a constructor may hold scalars, "
                 "structs and fixed-size arrays only");
        return false;
      }
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

Lowering::Aggregate *Lowering::memberScalars(Param &Prm, const RecordDecl *RD,
                                             const std::string &Path,
                                             SourceLocation L) {
  auto Agg = std::make_unique<Aggregate>();
  for (const FieldDecl *FD : RD->fields()) {
    std::string Member = Path + FD->getNameAsString();
    if (auto Ty = scalarType(FD->getType())) {
      std::string Name = Prm.Name + "_" + Member;
      std::replace(Name.begin(), Name.end(), '.', '_');
      Variable *V = F->newVar(Variable::Param, F->freshName(Name), *Ty, L);
      V->HostInit = Prm.Name + "." + Member;
      Agg->Scalars[FD] = V;
      Prm.MemberScalars.push_back({Member, V});
    } else if (const RecordDecl *Inner = structOf(FD->getType())) {
      Agg->Records[FD] = memberScalars(Prm, Inner, Member + ".", L);
    } else {
      fail(FD->getLocation(), "member '" + Member + "' of '" + Prm.Name +
                                  "': the structs within a struct parameter "
                                  "may hold scalars and structs of them");
    }
  }
  AggregateStore.push_back(std::move(Agg));
  return AggregateStore.back().get();
}

} // namespace loopgen
