//===- LowerParams.cpp - The offloaded function's parameters --------------===//
//
// Each parameter of the offloaded function (and the object of a method) as
// what kernels see: scalars, arrays of scalars or records, a struct's
// members, tables of rows, std::vector, std::array and complex numbers.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"
#include "clang/AST/QualTypeNames.h"

using namespace clang;

namespace loopgen {

bool Lowering::lowerObject(const CXXMethodDecl &MD) {
  const CXXRecordDecl *RD = MD.getParent();
  for (const DeclContext *DC = RD; isa<CXXRecordDecl>(DC);
       DC = DC->getParent()) {
    const auto *C = cast<CXXRecordDecl>(DC);
    if (C->getDescribedClassTemplate() ||
        isa<ClassTemplateSpecializationDecl>(C) || C->isDependentContext()) {
      fail(MD.getLocation(),
           "member functions of class templates cannot be offloaded yet; "
           "offload a member function of a class, or a free function");
      return false;
    }
    if (C->isLocalClass() || !C->getIdentifier()) {
      fail(MD.getLocation(), "member functions of local or unnamed classes "
                             "cannot be offloaded");
      return false;
    }
    F->Class = F->Class.empty() ? C->getNameAsString()
                                : C->getNameAsString() + "::" + F->Class;
  }
  F->Static = MD.isStatic();
  if (F->Static)
    return true;
  Param Prm;
  Prm.Name = "this";
  Prm.Object = true;
  Prm.StructType = F->Scope + F->Class;
  Prm.TypeSpelling = Prm.StructType;
  std::vector<const FieldDecl *> Used;
  std::set<const FieldDecl *> Written;
  objectFields(MD, Used, Written);
  bool Const = MD.isConst();
  if (!RD->hasDefaultConstructor())
    Prm.NotBuildable = "'" + F->Class + "' has no default constructor";
  auto Agg = std::make_unique<Aggregate>();
  for (const FieldDecl *FD : Used) {
    std::string Field = FD->getNameAsString();
    if (FD->getAccess() != AS_public && Prm.NotBuildable.empty())
      Prm.NotBuildable = "its member '" + Field + "' is not public";
    SourceLocation L = FD->getLocation();
    if (auto Ty = scalarType(FD->getType()); Ty && !Written.count(FD)) {
      // A size or coefficient the method reads: a parameter set on entry.
      Variable *V = F->newVar(Variable::Param, F->freshName(Field), *Ty, L);
      V->HostInit = Prm.member(Field);
      Agg->Scalars[FD] = V;
      Prm.MemberScalars.push_back({Field, V});
    } else if (Array *A =
                   memberArray(F->freshName(Field), "this->", FD, Const, L)) {
      // The object is the caller's; so is what a pointer member points to.
      A->CopyBack = !Const || A->K == Array::PointerParam;
      Agg->Arrays[FD] = A;
      Prm.Members.push_back(A);
    }
  }
  ThisObjects.push_back(Agg.get());
  OwnObject = Agg.get();
  OwnMembers = Agg->Arrays;
  AggregateStore.push_back(std::move(Agg));
  F->Params.push_back(std::move(Prm));
  return !Failed;
}

bool Lowering::lowerParams() {
  if (const auto *MD = dyn_cast<CXXMethodDecl>(&Top))
    if (!lowerObject(*MD))
      return false;
  for (const ParmVarDecl *P : Top.parameters()) {
    Param Prm;
    Prm.Name = P->getNameAsString();
    Prm.TypeSpelling = typeName(P->getOriginalType());
    SourceLocation L = P->getLocation();
    if (Prm.Name.empty()) {
      fail(L, "parameters of an offloaded function must be named");
      continue;
    }
    QualType T = P->getType();
    QualType Elem;
    // The host passes an enum where the kernels take its integer type, and
    // the harness has no values of it.
    QualType Inner = T.getNonReferenceType();
    while (Inner->isPointerType() || Inner->isArrayType())
      Inner = Inner->isPointerType()
                  ? Inner->getPointeeType()
                  : QualType(Inner->getPointeeOrArrayElementType(), 0);
    if (vectorElement(Inner, Elem))
      Inner = Elem;
    bool ByValue = Inner == T.getNonReferenceType() &&
                   (!T->isReferenceType() || Inner.isConstQualified());
    if (Inner->isEnumeralType() && ByValue) {
      // Its integer value, under a name of its own that the host sets from
      // the parameter: kernels and the analyses see an integer.
      Prm.Var = F->newVar(Variable::Param, F->freshName(Prm.Name + "_value"),
                          *scalarType(Inner), L);
      Prm.Enum = typeName(Inner.getUnqualifiedType());
      Prm.Var->HostInit = "(" + Prm.Var->Ty.Spelling + ")(" + Prm.Name + ")";
      Vars[P] = Prm.Var;
      F->Params.push_back(std::move(Prm));
      continue;
    }
    if (Inner->isEnumeralType()) {
      fail(L, "parameter '" + Prm.Name + "' of type '" + Prm.TypeSpelling +
                  "' is not supported: an offloaded function takes enums by "
                  "value, or arrays of their integer values; inside it, "
                  "enums are integers");
      continue;
    }
    if (auto Ty = scalarType(T)) {
      Prm.Var = F->newVar(Variable::Param, Prm.Name, *Ty, L);
      Vars[P] = Prm.Var;
    } else if (T->isReferenceType() && scalarType(T->getPointeeType())) {
      auto Ty = *scalarType(T->getPointeeType());
      if (T->getPointeeType().isConstQualified()) {
        Prm.Var = F->newVar(Variable::Param, Prm.Name, Ty, L);
        Vars[P] = Prm.Var;
      } else {
        Prm.Arr = F->newArray(Array::ScalarRefParam, Prm.Name, Ty, L);
        Arrays[P] = Prm.Arr;
      }
    } else if (auto Part = complexElement(T)) {
      // A complex number, by value or reference: its two parts, as a
      // record of an array of one.
      Prm.Arr = F->newArray(Array::CArrayParam, Prm.Name, *Part, L);
      Prm.Arr->Dims.push_back(Expr::intLit(2, ScalarType::intTy()));
      Prm.Arr->IsConst =
          !T->isReferenceType() || T.getNonReferenceType().isConstQualified();
      Prm.Arr->CopyBack = T->isReferenceType();
      Prm.Arr->Record = Prm.Arr->StdArray =
          "std::complex<" + Part->Spelling + ">";
      Arrays[P] = Prm.Arr;
    } else if (auto SA = stdArray(T)) {
      // std::array<T, N>, by value or reference: a C array of N elements.
      Prm.Arr = F->newArray(Array::CArrayParam, Prm.Name, SA->Elem, L);
      Prm.Arr->Dims = SA->extents();
      Prm.Arr->IsConst = T.getNonReferenceType().isConstQualified();
      Prm.Arr->CopyBack = T->isReferenceType();
      // Qualified: the harness names it outside the function's namespace.
      Prm.Arr->StdArray = TypeName::getFullyQualifiedName(
          T.getNonReferenceType().getUnqualifiedType(), Ctx,
          Ctx.getPrintingPolicy());
      Arrays[P] = Prm.Arr;
    } else if (unsigned Depth = vectorDepth(T, Elem)) {
      Prm.Arr = F->newArray(Array::VectorParam, Prm.Name, *scalarType(Elem), L);
      Prm.Arr->IsConst = T.getNonReferenceType().isConstQualified();
      Prm.Arr->Nested = Depth == 2;
      Prm.Arr->CopyBack = T->isReferenceType();
      Arrays[P] = Prm.Arr;
    } else if (auto Part = vectorElement(T, Elem) ? complexElement(Elem)
                                                  : std::nullopt) {
      // A vector of complex numbers: of records of their two parts.
      Prm.Arr = F->newArray(Array::VectorParam, Prm.Name, *Part, L);
      Prm.Arr->IsConst = T.getNonReferenceType().isConstQualified();
      Prm.Arr->CopyBack = T->isReferenceType();
      Prm.Arr->Record = "std::complex<" + Part->Spelling + ">";
      RecordFields[Prm.Arr] = 2;
      Arrays[P] = Prm.Arr;
    } else if (auto Layout = vectorElement(T, Elem) ? recordOfScalars(Elem)
                                                    : std::nullopt) {
      // A vector of records of scalars: as a pointer to them.
      Prm.Arr = F->newArray(Array::VectorParam, Prm.Name, Layout->Slot, L);
      Prm.Arr->IsConst = T.getNonReferenceType().isConstQualified();
      Prm.Arr->CopyBack = T->isReferenceType();
      Prm.Arr->Record = structOf(Elem)->getQualifiedNameAsString();
      Prm.Arr->SlotTypes = Layout->SlotTypes;
      Prm.Arr->SlotFields = Layout->SlotFields;
      RecordFields[Prm.Arr] = Layout->Slots;
      Arrays[P] = Prm.Arr;
    } else if (auto SA = vectorElement(T, Elem) ? stdArray(Elem) : std::nullopt;
               SA && SA->Dims.size() == 1) {
      // A vector of std::array<T, N> (points, joint angles): records of N
      // slots, `p[i][k]` the slot k of record i.
      Prm.Arr = F->newArray(Array::VectorParam, Prm.Name, SA->Elem, L);
      Prm.Arr->IsConst = T.getNonReferenceType().isConstQualified();
      Prm.Arr->CopyBack = T->isReferenceType();
      Prm.Arr->Record = TypeName::getFullyQualifiedName(
          Elem.getUnqualifiedType(), Ctx, Ctx.getPrintingPolicy());
      RecordFields[Prm.Arr] = SA->Dims[0];
      Arrays[P] = Prm.Arr;
    } else if (vectorElement(T, Elem)) {
      fail(L, "parameter '" + Prm.Name + "' of type '" + Prm.TypeSpelling +
                  "': std::vector holds scalars, std::vectors of scalars, "
                  "std::arrays of scalars or records whose fields are "
                  "scalars");
      continue;
    } else if (P->getOriginalType()->isArrayType() ||
               (T->isPointerType() && T->getPointeeType()->isArrayType())) {
      // T A[N][M], T A[][M] or T (*A)[M].
      QualType Cur = P->getOriginalType();
      std::vector<ExprPtr> Dims;
      if (T->isPointerType() && !Cur->isArrayType()) {
        Dims.push_back(nullptr);
        Cur = T->getPointeeType();
      }
      bool Bad = false;
      while (const ArrayType *AT = Ctx.getAsArrayType(Cur)) {
        if (const auto *CAT = dyn_cast<ConstantArrayType>(AT))
          Dims.push_back(
              Expr::intLit(CAT->getSize().getSExtValue(),
                           ScalarType::get(ScalarType::Integer, "int", 32)));
        else if (isa<IncompleteArrayType>(AT) && Dims.empty())
          Dims.push_back(nullptr);
        else
          Bad = true;
        Cur = AT->getElementType();
      }
      auto Ty = scalarType(Cur);
      if (Bad || !Ty) {
        fail(L, "parameter '" + Prm.Name + "' of type '" + Prm.TypeSpelling +
                    "' is not supported: C arrays need constant inner "
                    "dimensions and a scalar element type");
        continue;
      }
      // `float x[]` is a pointer: shaped as one (by a pragma of any rank,
      // or by its accesses).
      bool Pointer = Dims.size() == 1 && !Dims[0];
      Prm.Arr = F->newArray(Pointer ? Array::PointerParam : Array::CArrayParam,
                            Prm.Name, *Ty, L);
      if (!Pointer)
        Prm.Arr->Dims = std::move(Dims);
      Prm.Arr->IsConst = Cur.isConstQualified();
      Arrays[P] = Prm.Arr;
    } else if (auto Part = T->isPointerType()
                               ? complexElement(T->getPointeeType())
                               : std::nullopt) {
      // Complex numbers: records of their two parts.
      Prm.Arr = F->newArray(Array::PointerParam, Prm.Name, *Part, L);
      Prm.Arr->IsConst = T->getPointeeType().isConstQualified();
      Prm.Arr->Record = "std::complex<" + Part->Spelling + ">";
      RecordFields[Prm.Arr] = 2;
      Arrays[P] = Prm.Arr;
    } else if (auto Layout = T->isPointerType()
                                 ? recordOfScalars(T->getPointeeType())
                                 : std::nullopt) {
      // Records of scalars: an array with a dimension of slots.
      Prm.Arr = F->newArray(Array::PointerParam, Prm.Name, Layout->Slot, L);
      Prm.Arr->IsConst = T->getPointeeType().isConstQualified();
      Prm.Arr->Record =
          structOf(T->getPointeeType())->getQualifiedNameAsString();
      Prm.Arr->SlotTypes = Layout->SlotTypes;
      Prm.Arr->SlotFields = Layout->SlotFields;
      RecordFields[Prm.Arr] = Layout->Slots;
      Arrays[P] = Prm.Arr;
    } else if (T->isPointerType() && T->getPointeeType()->isPointerType() &&
               scalarType(T->getPointeeType()->getPointeeType())) {
      // A table of row pointers (float **rows, rows[i][j]): its shape says
      // the rows and their length.
      QualType Row = T->getPointeeType(), Elem = Row->getPointeeType();
      Prm.Arr =
          F->newArray(Array::PointerParam, Prm.Name, *scalarType(Elem), L);
      Prm.Arr->IsConst = Elem.isConstQualified();
      Prm.Arr->Nested = Prm.Arr->RowPointers = true;
      Arrays[P] = Prm.Arr;
    } else if (T->isPointerType() && scalarType(T->getPointeeType())) {
      Prm.Arr = F->newArray(Array::PointerParam, Prm.Name,
                            *scalarType(T->getPointeeType()), L);
      Prm.Arr->IsConst = T->getPointeeType().isConstQualified();
      Arrays[P] = Prm.Arr;
    } else if (const RecordDecl *RD = structOf(T)) {
      bool Const = T.getNonReferenceType().isConstQualified();
      auto Agg = std::make_unique<Aggregate>();
      for (const FieldDecl *FD : RD->fields())
        if (auto Ty = scalarType(FD->getType());
            Ty && !writesMember(Top, P, FD)) {
          Variable *V = F->newVar(
              Variable::Param,
              F->freshName(Prm.Name + "_" + FD->getNameAsString()), *Ty, L);
          V->HostInit = Prm.Name + "." + FD->getNameAsString();
          Agg->Scalars[FD] = V;
          Prm.MemberScalars.push_back({FD->getNameAsString(), V});
        } else if (const RecordDecl *Inner = structOf(FD->getType());
                   Inner && !writesMember(Top, P, FD)) {
          // A struct member (`cam.pos.x`): its scalars, set on entry.
          Agg->Records[FD] =
              memberScalars(Prm, Inner, FD->getNameAsString() + ".", L);
        } else if (Array *A = memberArray(
                       F->freshName(Prm.Name + "_" + FD->getNameAsString()),
                       Prm.Name + ".", FD, Const, L)) {
          // What a pointer member points to is the caller's, whatever the
          // struct is passed as.
          A->CopyBack = T->isReferenceType() || A->K == Array::PointerParam;
          Agg->Arrays[FD] = A;
          Prm.Members.push_back(A);
        }
      Aggregates[P] = Agg.get();
      AggregateStore.push_back(std::move(Agg));
      Prm.StructType = RD->getQualifiedNameAsString();
    } else if (T->isPointerType() && structOf(T->getPointeeType())) {
      fail(L, "parameter '" + Prm.Name + "' of type '" + Prm.TypeSpelling +
                  "' is not supported yet: loopgen takes pointers to records "
                  "whose fields are scalars, structs of them or arrays of "
                  "the smallest field's type (struct { float x, y; int id; "
                  "}), without pointers, bit-fields, bases or virtual "
                  "functions");
      continue;
    } else {
      fail(L, "parameter '" + Prm.Name + "' of type '" + Prm.TypeSpelling +
                  "' is not supported: loopgen takes scalars, pointers to "
                  "scalars or to records of scalars with an array "
                  "shape, C arrays, std::vector and structs of those");
      continue;
    }
    if (Prm.Arr)
      Prm.Arr->HostExpr = Prm.Name;
    F->Params.push_back(std::move(Prm));
  }
  return !Failed;
}

} // namespace loopgen
