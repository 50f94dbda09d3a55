//===- LowerTypes.cpp - Types, vectors and structs ------------------------===//
//
// Scalar types and their spellings, std::vector parameters and locals
// (nested vectors flattened, with size variables the host computes),
// records of scalars, and views of a row of an array passed to a helper
// (struct variables: LowerStructs.cpp).
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"
#include "clang/AST/QualTypeNames.h"
#include "clang/AST/RecordLayout.h"

using namespace clang;

namespace loopgen {

std::optional<ScalarType> Lowering::scalarType(QualType T) {
  T = T.getCanonicalType().getUnqualifiedType();
  // An enum inside the function is its integer type.
  if (const auto *ET = T->getAs<EnumType>())
    T = ET->getDecl()->getIntegerType().getCanonicalType();
  const auto *BT = T->getAs<BuiltinType>();
  if (!BT)
    return std::nullopt;
  unsigned Bits = Ctx.getTypeSize(T);
  std::string Spelling = typeName(T);
  if (BT->isBooleanType())
    return ScalarType::get(ScalarType::Bool, Spelling, Bits);
  if (BT->isInteger())
    return ScalarType::get(ScalarType::Integer, Spelling, Bits);
  if (BT->getKind() == BuiltinType::Float ||
      BT->getKind() == BuiltinType::Double)
    return ScalarType::get(ScalarType::Floating, Spelling, Bits);
  return std::nullopt;
}

/// The record type of std::vector<T> with Elem set to T, or null.
const Type *Lowering::vectorElement(QualType T, QualType &Elem) {
  T = T.getNonReferenceType().getCanonicalType();
  const auto *RD = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T->getAsCXXRecordDecl());
  if (!RD || RD->getName() != "vector" || !RD->isInStdNamespace())
    return nullptr;
  Elem = RD->getTemplateArgs()[0].getAsType();
  return T.getTypePtr();
}

/// How many std::vector levels wrap a scalar: 1 for std::vector<T>, 2 for
/// std::vector<std::vector<T>>, 0 otherwise.
unsigned Lowering::vectorDepth(QualType T, QualType &Scalar) {
  QualType Elem, Inner;
  if (!vectorElement(T, Elem))
    return 0;
  if (scalarType(Elem)) {
    Scalar = Elem;
    return 1;
  }
  if (vectorElement(Elem, Inner) && scalarType(Inner)) {
    Scalar = Inner;
    return 2;
  }
  return 0;
}

const RecordDecl *Lowering::structOf(QualType T) {
  const RecordDecl *RD = T.getNonReferenceType()->getAsRecordDecl();
  RD = RD ? RD->getDefinition() : nullptr;
  if (!RD || RD->isInStdNamespace() || RD->isUnion())
    return nullptr;
  return RD;
}

/// Dimensions of a vector parameter given by its size() at run time.
void Lowering::sizeVariables(Array &A) {
  auto Size = [&](const std::string &Suffix, const std::string &Host) {
    Variable *V = F->newVar(
        Variable::VectorSize, F->freshName(A.Name + Suffix),
        ScalarType::get(ScalarType::Integer, "unsigned long", 64), A.Loc);
    V->HostInit = Host;
    A.Dims.push_back(Expr::var(V));
  };
  if (!A.Nested) {
    Size("_size", A.HostExpr + ".size()");
    return;
  }
  Size("_rows", A.HostExpr + ".size()");
  Size("_cols",
       "(" + A.HostExpr + ".empty() ? 0ul : " + A.HostExpr + "[0].size())");
}

Array *Lowering::memberArray(const std::string &Name, const std::string &Host,
                             const FieldDecl *FD, bool Const,
                             SourceLocation L) {
  QualType T = FD->getType(), Scalar;
  Array *A = nullptr;
  if (auto Ty = scalarType(T)) {
    A = F->newArray(Array::ScalarRefParam, Name, *Ty, L);
  } else if (unsigned Depth = vectorDepth(T, Scalar)) {
    A = F->newArray(Array::VectorParam, Name, *scalarType(Scalar), L);
    A->Nested = Depth == 2;
  } else if (auto Layout = vectorElement(T, Scalar) ? recordOfScalars(Scalar)
                                                    : std::nullopt) {
    // A vector of records of scalars: an array with a dimension of slots.
    A = F->newArray(Array::VectorParam, Name, Layout->Slot, L);
    A->Record = structOf(Scalar)->getQualifiedNameAsString();
    A->SlotTypes = Layout->SlotTypes;
    A->SlotFields = Layout->SlotFields;
    RecordFields[A] = Layout->Slots;
  } else if (auto SA = stdArray(T)) {
    A = F->newArray(Array::CArrayParam, Name, SA->Elem, L);
    A->Dims = SA->extents();
    A->StdArray = TypeName::getFullyQualifiedName(T.getUnqualifiedType(), Ctx,
                                                  Ctx.getPrintingPolicy());
  } else if (const auto *CAT = Ctx.getAsConstantArrayType(T)) {
    // T a[N][M]: its extents from its type.
    std::vector<ExprPtr> Dims;
    QualType Cur = T;
    while ((CAT = Ctx.getAsConstantArrayType(Cur))) {
      Dims.push_back(
          Expr::intLit(CAT->getSize().getSExtValue(), ScalarType::intTy()));
      Cur = CAT->getElementType();
    }
    auto Ty = scalarType(Cur);
    if (!Ty) {
      fail(FD->getLocation(), "member '" + FD->getNameAsString() +
                                  "' of type '" + typeName(T) +
                                  "' is not supported: arrays in structs "
                                  "must hold scalars");
      return nullptr;
    }
    A = F->newArray(Array::CArrayParam, Name, *Ty, L);
    A->Dims = std::move(Dims);
  } else if (T->isPointerType() && scalarType(T->getPointeeType())) {
    // Its elements: shaped by array(s.p[...]) or by the accesses, as a
    // pointer parameter (a const struct's pointer may point to elements
    // that change).
    A = F->newArray(Array::PointerParam, Name, *scalarType(T->getPointeeType()),
                    L);
    A->HostExpr = Host + FD->getNameAsString();
    A->IsConst = T->getPointeeType().isConstQualified();
    return A;
  } else {
    fail(FD->getLocation(),
         "member '" + FD->getNameAsString() + "' of type '" + typeName(T) +
             "' is not supported: struct members may be scalars, pointers "
             "to scalars, arrays of scalars, std::vector<T> and "
             "std::vector<std::vector<T>> of scalars, std::vector of "
             "records of scalars");
    return nullptr;
  }
  A->HostExpr = Host + FD->getNameAsString();
  A->IsConst = Const || T.isConstQualified();
  return A;
}

/// The sizes a std::vector is constructed with: v(n) or
/// v(rows, std::vector<T>(cols)).
std::optional<std::vector<ExprPtr>>
Lowering::vectorShape(const clang::Expr *Init, ExprPtr *Fill) {
  if (!Init)
    return std::nullopt;
  const clang::Expr *E = Init->IgnoreImplicit();
  if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E))
    E = FC->getSubExpr()->IgnoreImplicit();
  const auto *CE = dyn_cast<CXXConstructExpr>(E);
  if (!CE)
    return std::nullopt;
  std::vector<const clang::Expr *> Args;
  for (const clang::Expr *A : CE->arguments())
    if (!isa<CXXDefaultArgExpr>(A))
      Args.push_back(A);
  if (Args.empty() || Args.size() > 2 || !Args[0]->getType()->isIntegerType())
    return std::nullopt;
  std::vector<ExprPtr> Dims;
  ExprPtr Size = lowerExpr(Args[0]);
  if (!Size)
    return std::nullopt;
  Dims.push_back(std::move(Size));
  if (Args.size() == 2) {
    QualType Elem;
    if (!vectorElement(Args[1]->getType(), Elem)) {
      // v(n, value): zero as v(n) does, or the value (once) where known.
      const clang::Expr *V = Args[1]->IgnoreParenImpCasts();
      bool Zero = false;
      if (auto I = V->getIntegerConstantExpr(Ctx))
        Zero = I->isZero();
      else if (const auto *FL = dyn_cast<FloatingLiteral>(V))
        Zero = FL->getValue().isPosZero();
      if (Zero)
        return Dims;
      if (!Fill || !scalarType(Args[1]->getType()))
        return std::nullopt;
      if (!(*Fill = lowerExpr(Args[1])))
        return std::nullopt;
      return Dims;
    }
    auto Inner = vectorShape(Args[1], Fill);
    if (!Inner || Inner->size() != 1)
      return std::nullopt;
    Dims.push_back(std::move((*Inner)[0]));
  }
  return Dims;
}

std::optional<Lowering::ArrayView> Lowering::view(const clang::Expr *E) {
  E = E->IgnoreImplicit()->IgnoreParenImpCasts();
  // A by-value argument is a copy of the array it names.
  if (const auto *CE = dyn_cast<CXXConstructExpr>(E))
    if (CE->getConstructor()->isCopyOrMoveConstructor())
      return view(CE->getArg(0));
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    if (Array *A = Arrays.lookup(DRE->getDecl()))
      return ArrayView{A, {}};
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      if (Array *A = constantTable(VD))
        return ArrayView{A, {}};
    auto It = Rows.find(DRE->getDecl());
    if (It == Rows.end())
      return std::nullopt;
    ArrayView V{It->second.A, {}, nullptr};
    for (const ExprPtr &P : It->second.Prefix)
      V.Prefix.push_back(P->clone());
    if (It->second.Offset)
      V.Offset = It->second.Offset->clone();
    return V;
  }
  if (auto V = pointerView(E))
    return V;
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (!FD)
      return std::nullopt;
    std::optional<RecordPlace> P = ME->isArrow() ? pointedRecord(ME->getBase())
                                                 : recordPlace(ME->getBase());
    if (!P)
      return std::nullopt;
    if (!P->Agg) // An array member of a record of a record array.
      return memberArrayView(*P, FD, ME->getBeginLoc());
    auto It = P->Agg->Arrays.find(FD);
    if (It == P->Agg->Arrays.end() || It->second->rank() == 0)
      return std::nullopt;
    return ArrayView{It->second, {}};
  }
  // A row of a nested vector: u[j].
  const clang::Expr *Base = nullptr, *Idx = nullptr;
  if (const auto *OCE = dyn_cast<CXXOperatorCallExpr>(E);
      OCE && OCE->getOperator() == OO_Subscript) {
    Base = OCE->getArg(0);
    Idx = OCE->getArg(1);
  } else if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
    Base = ASE->getBase();
    Idx = ASE->getIdx();
  }
  if (!Base)
    return std::nullopt;
  auto V = view(Base);
  if (!V || V->Offset || V->Prefix.size() + 1 >= V->A->rank())
    return std::nullopt;
  ExprPtr I = lowerExpr(Idx);
  if (!I)
    return std::nullopt;
  V->Prefix.push_back(std::move(I));
  return V;
}

/// The scalar members of RD and of the structs among its members, each
/// with its offset in bits from Base and its name from Prefix; false where
/// some member is neither (or a bit-field).
bool Lowering::scalarLeaves(const RecordDecl *RD, uint64_t Base,
                            const std::string &Prefix,
                            std::vector<RecordLeaf> &Leaves) {
  const auto *CRD = dyn_cast<CXXRecordDecl>(RD);
  if (isLambda(RD) || (CRD && (CRD->getNumBases() || CRD->isPolymorphic())) ||
      RD->field_empty() || RD->isInvalidDecl())
    return false;
  const ASTRecordLayout &Layout = Ctx.getASTRecordLayout(RD);
  for (const FieldDecl *FD : RD->fields()) {
    uint64_t Offset = Base + Layout.getFieldOffset(FD->getFieldIndex());
    std::string Name = Prefix + FD->getNameAsString();
    if (FD->isBitField())
      return false;
    if (std::optional<ScalarType> Ty = scalarType(FD->getType())) {
      Leaves.push_back({*Ty, Offset, Name, false});
      continue;
    }
    // A fixed-size array of scalars (`float coef[4]`, `std::array<float,
    // 3> center`): its elements.
    std::optional<ScalarType> Ty;
    uint64_t Count = 0;
    if (const auto *CAT = Ctx.getAsConstantArrayType(FD->getType())) {
      Ty = scalarType(CAT->getElementType());
      Count = CAT->getSize().getZExtValue();
    } else if (std::optional<StdArrayShape> SA = stdArray(FD->getType());
               SA && SA->Dims.size() == 1) {
      Ty = SA->Elem;
      Count = SA->Dims[0];
    }
    if (Count) {
      if (!Ty)
        return false;
      for (uint64_t K = 0; K < Count; ++K)
        Leaves.push_back({*Ty, Offset + K * Ty->Bits,
                          Name + "[" + std::to_string(K) + "]", true});
      continue;
    }
    const RecordDecl *Inner = structOf(FD->getType());
    if (!Inner || !scalarLeaves(Inner, Offset, Name + ".", Leaves))
      return false;
  }
  return true;
}

std::optional<Lowering::RecordLayout> Lowering::recordOfScalars(QualType T) {
  const RecordDecl *RD = structOf(T);
  std::vector<RecordLeaf> Fields;
  if (!RD || !scalarLeaves(RD, 0, "", Fields))
    return std::nullopt;
  // The slot: the smallest field's type (a byte where that is a bool).
  RecordLayout R;
  R.Slot = Fields[0].Ty;
  for (const RecordLeaf &F : Fields)
    if (F.Ty.Bits < R.Slot.Bits)
      R.Slot = F.Ty;
  if (R.Slot.K == ScalarType::Bool)
    R.Slot = *scalarType(Ctx.UnsignedCharTy);
  uint64_t Bits = Ctx.getTypeSize(Ctx.getRecordType(RD));
  if (Bits % R.Slot.Bits)
    return std::nullopt;
  R.Slots = Bits / R.Slot.Bits;
  bool Mixed = false;
  std::vector<ScalarType> Types(R.Slots, R.Slot);
  std::vector<std::string> Names(R.Slots);
  for (const RecordLeaf &F : Fields) {
    // A packed record may put a field off its alignment; an array member's
    // elements are a slot each (their subscript is the slot's).
    if (F.Offset % F.Ty.Bits || (F.InArray && F.Ty != R.Slot))
      return std::nullopt;
    Types[F.Offset / R.Slot.Bits] = F.Ty;
    Names[F.Offset / R.Slot.Bits] = F.Name;
    Mixed |= F.Ty != R.Slot;
  }
  if (Mixed) {
    R.SlotTypes = std::move(Types);
    R.SlotFields = std::move(Names);
  }
  return R;
}

} // namespace loopgen
