//===- RecordValues.cpp - Values of struct type ---------------------------===//
//
// Structs as values: a struct local whose members are scalars, structs and
// fixed-size arrays (C's `typedef struct { vec3 pos; float m; } body;`),
// made from a braced list, a constructor, a copy, a `?:` or a call of a
// helper that returns one (`vec3 d = vsub(a, b)`), assigned whole, passed
// to helpers by value or reference, and read through chains of members
// (`light.pos.x`, `atoms[i].pos.x`). A struct lives in a place: a struct
// variable's members (an Aggregate), or a record of a record array (slots
// of its last dimension). Temporaries of struct type become locals.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"
#include "clang/AST/RecordLayout.h"
#include <functional>

using namespace clang;

namespace loopgen {

Lowering::RecordPlace Lowering::RecordPlace::clone() const {
  RecordPlace Copy;
  Copy.Agg = Agg;
  Copy.Row = Row.clone();
  Copy.Bits = Bits;
  return Copy;
}

bool Lowering::isPlainRecord(const RecordDecl *RD) {
  const auto *CRD = dyn_cast_or_null<CXXRecordDecl>(RD);
  if (!RD || isLambda(RD) || RD->field_empty() || RD->isInvalidDecl() ||
      (CRD && (CRD->getNumBases() || CRD->isPolymorphic())))
    return false;
  for (const FieldDecl *FD : RD->fields()) {
    QualType T = FD->getType();
    if (FD->isBitField() || T->isReferenceType() || T->isPointerType())
      return false;
    if (scalarType(T))
      continue;
    if (const RecordDecl *Inner = structOf(T)) {
      if (!isPlainRecord(Inner))
        return false;
      continue;
    }
    QualType Elem = T;
    while (const auto *CAT = Ctx.getAsConstantArrayType(Elem))
      Elem = CAT->getElementType();
    if (Elem == T && !stdArray(T))
      return false;
    if (Elem != T && !scalarType(Elem))
      return false;
  }
  return true;
}

uint64_t Lowering::fieldBits(const FieldDecl *FD) {
  return Ctx.getASTRecordLayout(FD->getParent())
      .getFieldOffset(FD->getFieldIndex());
}

/// E without what does not change which record it names or makes.
static const clang::Expr *bareRecord(const clang::Expr *E) {
  while (true) {
    E = E->IgnoreImplicit()->IgnoreParens();
    if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E)) {
      E = FC->getSubExpr();
      continue;
    }
    if (const auto *CE = dyn_cast<CXXConstructExpr>(E);
        CE && !isa<CXXTemporaryObjectExpr>(CE) && CE->getNumArgs() == 1 &&
        CE->getConstructor()->isCopyOrMoveConstructor()) {
      E = CE->getArg(0);
      continue;
    }
    return E;
  }
}

std::optional<Lowering::RecordPlace>
Lowering::pointedRecord(const clang::Expr *Ptr) {
  Ptr = Ptr->IgnoreParenImpCasts();
  // (p + i): the record i past p (records, not elements).
  ExprPtr Past;
  if (const auto *BO = dyn_cast<BinaryOperator>(Ptr);
      BO && BO->getOpcode() == BO_Add &&
      BO->getLHS()->getType()->isPointerType()) {
    Past = lowerExpr(BO->getRHS());
    if (!Past)
      return std::nullopt;
    Ptr = BO->getLHS();
  }
  if (isa<CXXThisExpr>(Ptr) && !Past && !ThisObjects.empty() &&
      ThisObjects.back())
    return RecordPlace{ThisObjects.back(), {}, 0};
  // A helper's pointer parameter given `&s` of a struct variable.
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Ptr); DRE && !Past)
    if (Aggregate *Agg = Aggregates.lookup(DRE->getDecl()))
      return RecordPlace{Agg, {}, 0};
  std::optional<ArrayView> V = view(Ptr);
  if (!V || V->A->Record.empty() || V->Offset || V->A->rank() != 2)
    return std::nullopt;
  if (V->Prefix.size() == 1 && !Past) // Given `&p[i]`: that record.
    return RecordPlace{nullptr, std::move(*V), 0};
  if (!V->Prefix.empty())
    return std::nullopt;
  V->Prefix.push_back(
      Past ? std::move(Past)
           : Expr::intLit(0, ScalarType::intTy(), Ptr->getBeginLoc()));
  return RecordPlace{nullptr, std::move(*V), 0};
}

std::optional<Lowering::RecordPlace>
Lowering::recordPlace(const clang::Expr *E) {
  E = bareRecord(E);
  if (const auto *UO = dyn_cast<UnaryOperator>(E);
      UO && UO->getOpcode() == UO_Deref)
    return pointedRecord(UO->getSubExpr());
  if (isa<CXXThisExpr>(E) || isa<DeclRefExpr>(E))
    if (Aggregate *Agg = aggregateOf(E))
      return RecordPlace{Agg, {}, 0};
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (!FD || !structOf(FD->getType()))
      return std::nullopt;
    std::optional<RecordPlace> Outer = ME->isArrow()
                                           ? pointedRecord(ME->getBase())
                                           : recordPlace(ME->getBase());
    if (!Outer)
      return std::nullopt;
    return memberPlace(*Outer, FD);
  }
  // A record of a record array: `p[i]`, `atoms[k]`, a reference to one.
  if (std::optional<ArrayView> V = view(E);
      V && !V->A->Record.empty() && !V->Offset &&
      V->Prefix.size() + 1 == V->A->rank())
    return RecordPlace{nullptr, std::move(*V), 0};
  return std::nullopt;
}

std::optional<Lowering::RecordPlace>
Lowering::memberPlace(const RecordPlace &Outer, const FieldDecl *FD) {
  if (Outer.Agg) {
    auto It = Outer.Agg->Records.find(FD);
    if (It == Outer.Agg->Records.end())
      return std::nullopt;
    return RecordPlace{It->second, {}, 0};
  }
  RecordPlace Inner = Outer.clone();
  Inner.Bits += fieldBits(FD);
  return Inner;
}

ExprPtr Lowering::placeField(const RecordPlace &P, const FieldDecl *FD,
                             SourceLocation L) {
  if (P.Agg) {
    if (auto It = P.Agg->Scalars.find(FD); It != P.Agg->Scalars.end())
      return Expr::var(It->second, L);
    if (auto It = P.Agg->Arrays.find(FD);
        It != P.Agg->Arrays.end() && It->second->rank() == 0)
      return Expr::access(It->second, {}, L);
    return nullptr;
  }
  if (!scalarType(FD->getType()))
    return nullptr;
  std::vector<ExprPtr> Subs;
  for (const ExprPtr &S : P.Row.Prefix)
    Subs.push_back(S->clone());
  uint64_t Slot = (P.Bits + fieldBits(FD)) / P.Row.A->Elem.Bits;
  Subs.push_back(Expr::intLit(Slot, ScalarType::intTy(), L));
  return Expr::access(P.Row.A, std::move(Subs), L);
}

std::optional<Lowering::ArrayView>
Lowering::memberArrayView(RecordPlace &P, const FieldDecl *FD,
                          SourceLocation L) {
  if (!Ctx.getAsConstantArrayType(FD->getType()) && !stdArray(FD->getType()))
    return std::nullopt;
  ArrayView V = std::move(P.Row);
  V.Offset = Expr::intLit((P.Bits + fieldBits(FD)) / V.A->Elem.Bits,
                          ScalarType::intTy(), L);
  return V;
}

ExprPtr Lowering::placeElement(const RecordPlace &P, const FieldDecl *FD,
                               std::vector<ExprPtr> Subs, SourceLocation L) {
  if (P.Agg) {
    auto It = P.Agg->Arrays.find(FD);
    if (It == P.Agg->Arrays.end())
      return nullptr;
    return Expr::access(It->second, std::move(Subs), L);
  }
  if (Subs.size() != 1) // Rows hold arrays of one dimension.
    return nullptr;
  std::vector<ExprPtr> At;
  for (const ExprPtr &S : P.Row.Prefix)
    At.push_back(S->clone());
  uint64_t First = (P.Bits + fieldBits(FD)) / P.Row.A->Elem.Bits;
  At.push_back(Expr::binary("+", Expr::intLit(First, ScalarType::intTy(), L),
                            std::move(Subs[0]), ScalarType::intTy(), L));
  return Expr::access(P.Row.A, std::move(At), L);
}

Lowering::Aggregate *Lowering::newRecordLocal(const RecordDecl *RD,
                                              const std::string &Name,
                                              SourceLocation L,
                                              BlockStmt &Out) {
  auto Agg = std::make_unique<Aggregate>();
  for (const FieldDecl *FD : RD->fields()) {
    std::string Member = Name + "_" + FD->getNameAsString();
    QualType T = FD->getType();
    if (std::optional<ScalarType> Ty = scalarType(T)) {
      Variable *V = F->newVar(Variable::Local, F->freshName(Member), *Ty, L);
      auto DS = std::make_unique<DeclStmt>(L);
      DS->Var = V;
      Out.Body.push_back(std::move(DS));
      Agg->Scalars[FD] = V;
      if (!IterationScalars.empty())
        IterationScalars.back().insert(V);
      continue;
    }
    if (const RecordDecl *Inner = structOf(T)) {
      Agg->Records[FD] = newRecordLocal(Inner, Member, L, Out);
      continue;
    }
    // A fixed-size array member: a local C array.
    Array *A = nullptr;
    if (std::optional<StdArrayShape> SA = stdArray(T)) {
      A = F->newArray(Array::LocalCArray, F->freshName(Member), SA->Elem, L);
      A->Dims = SA->extents();
    } else {
      QualType Elem = T;
      std::vector<ExprPtr> Dims;
      while (const auto *CAT = Ctx.getAsConstantArrayType(Elem)) {
        Dims.push_back(Expr::intLit(CAT->getSize().getSExtValue(),
                                    ScalarType::intTy(), L));
        Elem = CAT->getElementType();
      }
      A = F->newArray(Array::LocalCArray, F->freshName(Member),
                      *scalarType(Elem), L);
      A->Dims = std::move(Dims);
    }
    Agg->Arrays[FD] = A;
    if (!IterationScalars.empty())
      IterationArrays.insert(A);
    auto DS = std::make_unique<DeclStmt>(L);
    DS->Arr = A;
    Out.Body.push_back(std::move(DS));
  }
  AggregateStore.push_back(std::move(Agg));
  return AggregateStore.back().get();
}

/// `To = V` into Out, V converted to To's type.
static void assignConverted(ExprPtr To, ExprPtr V, SourceLocation L,
                            BlockStmt &Out) {
  if (V->Ty != To->Ty)
    V = Expr::cast(To->Ty, std::move(V), L);
  Out.Body.push_back(
      std::make_unique<AssignStmt>(std::move(To), "", std::move(V), L));
}

bool Lowering::copyRecord(const RecordPlace &To, const RecordPlace &From,
                          const RecordDecl *RD, SourceLocation L,
                          BlockStmt &Out) {
  for (const FieldDecl *FD : RD->fields()) {
    if (const RecordDecl *Inner = structOf(FD->getType())) {
      auto T = memberPlace(To, FD), S = memberPlace(From, FD);
      if (!T || !S || !copyRecord(*T, *S, Inner, L, Out))
        return false;
      continue;
    }
    if (ExprPtr T = placeField(To, FD, L)) {
      ExprPtr S = placeField(From, FD, L);
      if (!S)
        return false;
      assignConverted(std::move(T), std::move(S), L, Out);
      continue;
    }
    // An array member: element by element.
    if (To.Agg && From.Agg && To.Agg->Arrays.count(FD) &&
        From.Agg->Arrays.count(FD) &&
        To.Agg->Arrays[FD] == From.Agg->Arrays[FD])
      continue;
    std::vector<int64_t> Dims;
    for (QualType T = FD->getType();
         const auto *CAT = Ctx.getAsConstantArrayType(T);
         T = CAT->getElementType())
      Dims.push_back(CAT->getSize().getSExtValue());
    if (std::optional<StdArrayShape> SA = stdArray(FD->getType()))
      Dims = SA->Dims; // A std::array member (`std::array<double, 16> m`).
    if (Dims.empty())
      return false;
    BlockStmt *Into = &Out;
    std::vector<ExprPtr> Subs;
    for (int64_t Extent : Dims) {
      auto Loop = std::make_unique<ForStmt>(L);
      Loop->Index = F->newVar(Variable::LoopIndex,
                              F->freshName(FD->getNameAsString() + "_i"),
                              ScalarType::intTy());
      Loop->Begin = Expr::intLit(0, ScalarType::intTy());
      Loop->End = Expr::intLit(Extent, ScalarType::intTy());
      Loop->Label = label(L);
      Loop->Body = std::make_unique<BlockStmt>(L);
      Subs.push_back(Expr::var(Loop->Index));
      BlockStmt *Next = Loop->Body.get();
      Into->Body.push_back(std::move(Loop));
      Into = Next;
    }
    std::vector<ExprPtr> SrcSubs;
    for (const ExprPtr &S : Subs)
      SrcSubs.push_back(S->clone());
    ExprPtr T = placeElement(To, FD, std::move(Subs), L);
    ExprPtr S = placeElement(From, FD, std::move(SrcSubs), L);
    if (!T || !S)
      return false;
    Into->Body.push_back(
        std::make_unique<AssignStmt>(std::move(T), "", std::move(S), L));
  }
  return true;
}

/// Lowers E (a scalar) as a statement of Out would be: helpers with
/// statements it calls run before it, in Out.
ExprPtr Lowering::lowerIntoBlock(const clang::Expr *E, BlockStmt &Out) {
  BlockStmt *OuterPrelude = std::exchange(Prelude, &Out);
  unsigned OuterBranch = std::exchange(InBranch, 0);
  ExprPtr V = lowerExpr(E);
  Prelude = OuterPrelude;
  InBranch = OuterBranch;
  return V;
}

bool Lowering::storeMember(const RecordPlace &To, const FieldDecl *FD,
                           const clang::Expr *Init, BlockStmt &Out) {
  SourceLocation L = Init ? Init->getBeginLoc() : FD->getLocation();
  if (Init && isa<CXXDefaultInitExpr>(Init->IgnoreImplicit()))
    Init = FD->getInClassInitializer();
  if (Init && isa<ImplicitValueInitExpr>(Init->IgnoreImplicit()))
    Init = nullptr;
  if (const RecordDecl *Inner = structOf(FD->getType())) {
    std::optional<RecordPlace> Sub = memberPlace(To, FD);
    if (!Sub)
      return false;
    if (!Init) { // Value-initialized: its members' own or zeros.
      for (const FieldDecl *G : Inner->fields())
        if (!storeMember(*Sub, G, nullptr, Out))
          return false;
      return true;
    }
    return storeRecord(*Sub, Inner, Init, Out);
  }
  if (ExprPtr T = placeField(To, FD, L)) {
    ExprPtr V = Init ? lowerIntoBlock(Init, Out) : zeroOf(T->Ty);
    if (!V)
      return false;
    assignConverted(std::move(T), std::move(V), L, Out);
    return true;
  }
  if (!To.Agg || !To.Agg->Arrays.count(FD))
    return false;
  Array &A = *To.Agg->Arrays[FD];
  if (!Init) {
    fillArray(A, zeroOf(A.Elem), Out);
    return true;
  }
  BlockStmt *OuterPrelude = std::exchange(Prelude, &Out);
  unsigned OuterBranch = std::exchange(InBranch, 0);
  initializeArray(A, Init, Out);
  Prelude = OuterPrelude;
  InBranch = OuterBranch;
  return !Failed;
}

bool Lowering::construct(const RecordPlace &To, const RecordDecl *RD,
                         const CXXConstructExpr *CE, BlockStmt &Out) {
  SourceLocation L = CE->getBeginLoc();
  const CXXConstructorDecl *Ctor = CE->getConstructor();
  if (Ctor->isTrivial() ||
      (Ctor->isDefaultConstructor() && Ctor->isImplicit() &&
       !Ctor->isUserProvided() && CE->requiresZeroInitialization())) {
    if (!CE->requiresZeroInitialization())
      return true; // `vec3 r;`: left as it is.
    for (const FieldDecl *FD : RD->fields())
      if (!storeMember(To, FD, nullptr, Out))
        return false;
    return true;
  }
  const FunctionDecl *Def = nullptr;
  if (!Ctor->hasBody(Def) || SM.isInSystemHeader(Def->getLocation())) {
    fail(L, "the constructor of '" + RD->getNameAsString() +
                "' must be defined in this file");
    return false;
  }
  const auto *CD = cast<CXXConstructorDecl>(Def);
  // A struct not yet in a struct variable's members is built in a new one.
  if (!To.Agg) {
    Aggregate *Temp = newRecordLocal(RD, RD->getNameAsString(), L, Out);
    RecordPlace T{Temp, {}, 0};
    return construct(T, RD, CE, Out) && copyRecord(To, T, RD, L, Out);
  }
  // Its parameters: the arguments where they are variables or literals
  // the constructor does not assign, else locals of their values.
  SavedParams Saved(*this, CD);
  std::vector<ExprPtr> Owned;
  for (unsigned I = 0; I < CD->getNumParams(); ++I) {
    const ParmVarDecl *P = CD->getParamDecl(I);
    const clang::Expr *Arg = CE->getArg(I);
    if (auto PTy = scalarType(P->getType().getNonReferenceType())) {
      ExprPtr A = lowerIntoBlock(Arg, Out);
      if (!A)
        return false;
      if (A->Ty != *PTy)
        A = Expr::cast(*PTy, std::move(A), L);
      if (isSimpleArgument(*A) && !assignsParam(CD, P)) {
        ExprArgs[P] = A.get();
        Owned.push_back(std::move(A));
        continue;
      }
      Vars[P] = declareLocal(P->getNameAsString(), std::move(A), L, Out);
    } else if (!bindArrayParam(P, Arg, &Out)) {
      return false;
    }
  }
  ThisObjects.push_back(To.Agg);
  bool Ok = true;
  for (const FieldDecl *FD : RD->fields()) {
    const clang::Expr *Init = FD->getInClassInitializer();
    for (const CXXCtorInitializer *I : CD->inits())
      if (I->getMember() == FD)
        Init = I->getInit();
    if (!Init)
      continue; // Left as it is, as C++ leaves it.
    if (const auto *PLE = dyn_cast<ParenListExpr>(Init->IgnoreImplicit());
        PLE && PLE->getNumExprs() == 1)
      Init = PLE->getExpr(0);
    Ok = Ok && storeMember(To, FD, Init, Out);
  }
  if (Ok && !cast<CompoundStmt>(CD->getBody())->body_empty())
    Out.Body.push_back(lowerBody(CD->getBody()));
  ThisObjects.pop_back();
  return Ok && !Failed;
}

bool Lowering::storeRecord(const RecordPlace &To, const RecordDecl *RD,
                           const clang::Expr *Value, BlockStmt &Out) {
  SourceLocation L = Value->getBeginLoc();
  const clang::Expr *E = bareRecord(Value);
  if (std::optional<RecordPlace> From = recordPlace(E))
    return copyRecord(To, *From, RD, L, Out);
  if (const auto *List = dyn_cast<InitListExpr>(E)) {
    if (List->getNumInits() == 1 && structOf(List->getInit(0)->getType()) &&
        structOf(List->getInit(0)->getType()) == RD)
      return storeRecord(To, RD, List->getInit(0), Out); // `S s{other}`.
    unsigned I = 0;
    for (const FieldDecl *FD : RD->fields()) {
      const clang::Expr *Init =
          I < List->getNumInits() ? List->getInit(I) : nullptr;
      ++I;
      if (!Init)
        Init = FD->getInClassInitializer();
      if (!storeMember(To, FD, Init, Out))
        return false;
    }
    return true;
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    auto If = std::make_unique<IfStmt>(L);
    If->Cond = lowerIntoBlock(CO->getCond(), Out);
    If->Then = std::make_unique<BlockStmt>(L);
    If->Else = std::make_unique<BlockStmt>(L);
    if (!If->Cond || !storeRecord(To, RD, CO->getTrueExpr(), *If->Then) ||
        !storeRecord(To, RD, CO->getFalseExpr(), *If->Else))
      return false;
    Out.Body.push_back(std::move(If));
    return true;
  }
  if (const auto *CE = dyn_cast<CXXConstructExpr>(E))
    return construct(To, RD, CE, Out);
  if (const auto *CE = dyn_cast<CallExpr>(E))
    if (const FunctionDecl *Def = inlinableCallee(CE)) {
      const RecordPlace *Outer = std::exchange(RecordResult, &To);
      inlineAsStmts(CE, Def, nullptr, Out);
      RecordResult = Outer;
      return !Failed;
    }
  if (!Failed)
    fail(L, "a struct value must be a struct variable, a record of an "
            "array, a braced list, a constructor's, a '?:' of those or the "
            "value of a function defined in this file");
  return false;
}

std::optional<Lowering::RecordPlace> Lowering::recordValue(const clang::Expr *E,
                                                           BlockStmt *Out) {
  if (std::optional<RecordPlace> P = recordPlace(E))
    return P;
  const RecordDecl *RD = structOf(E->getType());
  SourceLocation L = E->getBeginLoc();
  if (!RD || !isPlainRecord(RD))
    return std::nullopt;
  // A temporary: a new struct variable, made before the statement.
  BlockStmt *Into = Out ? Out : (!InBranch ? Prelude : nullptr);
  if (!Into) {
    fail(L, std::string("a struct value is made here only where it can be "
                        "made before its statement: ") +
                (InBranch ? "it is under ?:, && or ||"
                          : "it is not in a statement"));
    return std::nullopt;
  }
  std::string Name = "tmp";
  if (const auto *CE = dyn_cast<CallExpr>(bareRecord(E)))
    Name = calleeName(CE);
  Aggregate *Agg = newRecordLocal(RD, Name, L, *Into);
  RecordPlace P{Agg, {}, 0};
  BlockStmt *Outer = std::exchange(Prelude, nullptr);
  bool Ok = storeRecord(P, RD, E, *Into);
  Prelude = Outer;
  if (!Ok)
    return std::nullopt;
  return P;
}

bool Lowering::lowerRecordDecl(const VarDecl *VD, const RecordDecl *RD,
                               BlockStmt &Out) {
  SourceLocation L = VD->getLocation();
  Aggregate *Agg = newRecordLocal(RD, VD->getNameAsString(), L, Out);
  Aggregates[VD] = Agg;
  if (!VD->getInit())
    return true;
  RecordPlace P{Agg, {}, 0};
  return storeRecord(P, RD, VD->getInit(), Out);
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
  std::optional<RecordPlace> To = recordPlace(LHS);
  if (!To) {
    fail(L, "a struct is assigned whole only to a struct variable, a member "
            "of one, or a record of a record array");
    return true;
  }
  if (std::optional<RecordPlace> From = recordPlace(RHS)) {
    if (!copyRecord(*To, *From, RD, L, Out))
      fail(L, "the struct's members cannot be copied");
    return true;
  }
  // A value made from parts that may read the target: made apart first.
  if (!isPlainRecord(RD)) {
    fail(L, "a struct assigned a new value must hold scalars, structs of "
            "scalars and fixed-size arrays");
    return true;
  }
  Aggregate *Temp = newRecordLocal(RD, RD->getNameAsString(), L, Out);
  RecordPlace T{Temp, {}, 0};
  if (storeRecord(T, RD, RHS, Out) && !copyRecord(*To, T, RD, L, Out))
    fail(L, "the struct's members cannot be copied");
  return true;
}

bool Lowering::bindRecordReference(const VarDecl *VD, BlockStmt &Out) {
  const RecordDecl *RD = structOf(VD->getType());
  if (!RD || !VD->getInit())
    return false;
  std::optional<RecordPlace> P = recordPlace(VD->getInit());
  if (P && P->Agg) {
    Aggregates[VD] = P->Agg;
    return true;
  }
  if (P && P->Bits == 0 && P->Row.A->Record == RD->getQualifiedNameAsString())
    return false; // A record of an array: a row (lowerReferenceDecl).
  // A constant reference to a struct member of a record, or to a
  // temporary: a copy (nothing changes it while the reference lives).
  if (!VD->getType().getNonReferenceType().isConstQualified() ||
      !isPlainRecord(RD))
    return false;
  return lowerRecordDecl(VD, RD, Out);
}

} // namespace loopgen
