//===- LowerFunction.cpp - One offloaded function -------------------------===//
//
// The function as a whole: its parameters, the validation values, the
// body, and the entry point (the shapes of its arrays: LowerShapes.cpp).
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"
#include "loopgen/IR/Printer.h"
#include "clang/AST/QualTypeNames.h"
#include <cctype>
#include <map>

using namespace clang;

namespace loopgen {

std::optional<std::pair<llvm::APInt, bool>>
integerLiteral(llvm::StringRef Text) {
  Text = Text.trim();
  bool Negative = Text.consume_front("-");
  Text = Text.trim().rtrim("uUlL");
  llvm::APInt V;
  if (Text.empty() || Text.getAsInteger(0, V))
    return std::nullopt;
  return std::make_pair(V, Negative && !V.isZero());
}

namespace {
/// Prints expressions with the names the user wrote: a struct parameter's
/// member as s.n.
class UserNames : public ExprPrinter {
  std::string printVar(const Expr &E) override {
    const std::string &Host = E.Var->HostInit;
    if (E.Var->K == Variable::Param &&
        llvm::StringRef(Host).starts_with("this->"))
      return Host.substr(6); // A member, as its method names it.
    if (E.Var->K == Variable::Param && Host.find('.') != std::string::npos)
      return Host;
    return ExprPrinter::printVar(E);
  }
};
} // namespace

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
    } else if (vectorElement(T, Elem)) {
      fail(L, "parameter '" + Prm.Name + "' of type '" + Prm.TypeSpelling +
                  "': std::vector holds scalars, std::vectors of scalars or "
                  "records whose fields are scalars");
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

void Lowering::checkValidate() {
  const ValidateSpec &V = F->Validate;
  for (const auto &[Name, Text] : V.Values) {
    const ParmVarDecl *P = nullptr;
    for (const ParmVarDecl *X : Top.parameters())
      if (X->getName() == Name)
        P = X;
    QualType T = P ? P->getType().getNonReferenceType() : QualType();
    auto Lit = integerLiteral(Text);
    if (!Lit || T.isNull() || !T->isIntegralOrEnumerationType())
      continue;
    const auto &[Magnitude, Negative] = *Lit;
    unsigned Bits = Ctx.getIntWidth(T);
    bool Unsigned = T->isUnsignedIntegerOrEnumerationType();
    bool Fits = Negative ? !Unsigned && (Magnitude.getActiveBits() < Bits ||
                                         (Magnitude.getActiveBits() == Bits &&
                                          Magnitude.isPowerOf2()))
                         : Magnitude.getActiveBits() <= Bits - !Unsigned;
    if (!Fits && BadValues.insert(Name).second)
      fail(V.Loc, "the value '" + Text + "' of '" + Name +
                      "' in '#pragma loopgen validate' does not fit in '" +
                      typeName(T) + "'");
  }
  if (V.InitFunction.empty())
    return;
  // Where the function sees it: its namespace or one around it.
  bool Declared = false, Matches = false;
  std::string Qualified;
  for (const DeclContext *DC = Top.getDeclContext(); DC && !Declared;
       DC = DC->getParent())
    for (const clang::NamedDecl *ND :
         DC->lookup(&Ctx.Idents.get(V.InitFunction)))
      if (const FunctionDecl *FD = ND->getAsFunction()) {
        Declared = true;
        Matches |= FD->getNumParams() == Top.getNumParams();
        Qualified = "::" + FD->getQualifiedNameAsString();
      }
  if (!Declared)
    fail(V.Loc, "init function '" + V.InitFunction +
                    "' of '#pragma loopgen validate' is not declared in this "
                    "file");
  else if (!Matches)
    fail(V.Loc, "init function '" + V.InitFunction + "' must take the " +
                    std::to_string(Top.getNumParams()) + " parameters of '" +
                    F->Name + "'");
  else // The harness calls it from outside its namespace.
    F->Validate.InitFunction = Qualified;
}

std::unique_ptr<Function> Lowering::run() {
  F = std::make_unique<Function>();
  F->Name = Top.getNameAsString();
  for (const DeclContext *DC = Top.getDeclContext(); DC; DC = DC->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(DC))
      if (!NS->isAnonymousNamespace())
        F->Scope = NS->getName().str() + "::" + F->Scope;
  F->Loc = Top.getLocation();
  F->FileName = SM.getFilename(SM.getExpansionLoc(Top.getLocation())).str();
  QualType RT = Top.getReturnType();
  const RecordDecl *ReturnedRecord = nullptr;
  if (RT->isVoidType()) {
    F->ReturnTy = ScalarType::voidTy();
  } else if (auto Ty = scalarType(RT)) {
    F->ReturnTy = *Ty;
  } else if ((ReturnedRecord = structOf(RT)) && !RT->isReferenceType() &&
             isPlainRecord(ReturnedRecord) &&
             (!isa<CXXRecordDecl>(ReturnedRecord) ||
              cast<CXXRecordDecl>(ReturnedRecord)->isAggregate())) {
    F->ReturnTy = ScalarType::voidTy();
    F->ReturnRecord = typeName(RT.getUnqualifiedType());
  } else {
    fail(Top.getLocation(), "offloaded function '" + F->Name + "' returns '" +
                                typeName(RT) +
                                "': only void, scalar and plain struct "
                                "results (aggregates of scalars and such "
                                "structs, without constructors) are "
                                "supported");
    return nullptr;
  }
  if (Top.isVariadic())
    fail(Top.getLocation(), "variadic functions cannot be offloaded");
  // The shapes of loopgen's pragmas first, then OpenMP's sections.
  for (bool OpenMP : {false, true})
    for (PragmaInfo *P : FnPragmas)
      if (P->OpenMP == OpenMP && (P->K == PragmaInfo::ArrayShapes || P->OpenMP))
        Shapes.insert(Shapes.end(), P->Shapes.begin(), P->Shapes.end());
  for (PragmaInfo *P : FnPragmas) {
    if (P->K == PragmaInfo::ValidateValues) {
      if (F->Validate.Present)
        D.error(P->Loc, "more than one '#pragma loopgen validate' for '" +
                            F->Name + "'");
      F->Validate = P->Validate;
    }
  }
  if (!lowerParams())
    return nullptr;
  checkValidate();
  if (!applyShapes())
    return nullptr;

  CallStack.push_back(&Top);
  F->Body = std::make_unique<BlockStmt>();
  const auto *Body = cast<CompoundStmt>(Top.getBody());
  // A struct result: a struct local that each return sets.
  BlockStmt ResultDecls;
  Aggregate *ResultRecord =
      ReturnedRecord ? returnedRecord(ReturnedRecord, ResultDecls) : nullptr;
  if (ReturnedRecord && !ResultRecord)
    return nullptr;
  auto Value = [&](const clang::ReturnStmt *R) {
    ExprPtr V = lowerExpr(R->getRetValue());
    if (V && V->Ty != F->ReturnTy)
      V = Expr::cast(F->ReturnTy, std::move(V));
    return V;
  };
  lowerExiting({Body->body_begin(), Body->body_end()}, *F->Body,
               [&](const clang::ReturnStmt *R, BlockStmt &Out) {
                 if (!R->getRetValue())
                   return;
                 if (ResultRecord) {
                   storeRecord(RecordPlace{ResultRecord}, ReturnedRecord,
                               R->getRetValue(), Out);
                   return;
                 }
                 // The last statement of the body returns as written, unless a
                 // guard before it returned a value.
                 if (&Out == F->Body.get() && !Result) {
                   auto Ret = std::make_unique<ReturnStmt>(R->getBeginLoc());
                   Ret->Value = Value(R);
                   Out.Body.push_back(std::move(Ret));
                   return;
                 }
                 if (!Result)
                   Result = F->newVar(Variable::Local, F->freshName("result"),
                                      F->ReturnTy, Top.getLocation());
                 if (ExprPtr V = Value(R))
                   Out.Body.push_back(std::make_unique<AssignStmt>(
                       Expr::var(Result, R->getBeginLoc()), "", std::move(V),
                       R->getBeginLoc()));
               });
  // The caller's vectors that swaps exchanged, before the final return
  // (which reads none of them: a return value is computed before).
  {
    BlockStmt Restore;
    restoreSwappedVectors(Restore, Top.getBodyRBrace());
    auto &Stmts = F->Body->Body;
    auto At = !Stmts.empty() && Stmts.back()->K == Stmt::Return
                  ? std::prev(Stmts.end())
                  : Stmts.end();
    if (!Restore.Body.empty() && At != Stmts.end() &&
        cast<ReturnStmt>(**At).Value) {
      // return f(u) after the swap: its value first.
      auto &Ret = cast<ReturnStmt>(**At);
      Variable *V = F->newVar(Variable::Local, F->freshName("result"),
                              F->ReturnTy, Ret.Loc);
      auto Decl = std::make_unique<DeclStmt>(Ret.Loc);
      Decl->Var = V;
      Decl->Init = std::move(Ret.Value);
      Ret.Value = Expr::var(V, Ret.Loc);
      At = Stmts.insert(At, std::move(Decl)) + 1;
    }
    Stmts.insert(At, std::make_move_iterator(Restore.Body.begin()),
                 std::make_move_iterator(Restore.Body.end()));
  }
  // Constant tables from outside the function come first, then the struct
  // result's members.
  F->Body->Body.insert(F->Body->Body.begin(),
                       std::make_move_iterator(ResultDecls.Body.begin()),
                       std::make_move_iterator(ResultDecls.Body.end()));
  F->Body->Body.insert(F->Body->Body.begin(),
                       std::make_move_iterator(Tables.Body.begin()),
                       std::make_move_iterator(Tables.Body.end()));
  if (Result) {
    auto Decl = std::make_unique<DeclStmt>(Top.getLocation());
    Decl->Var = Result;
    F->Body->Body.insert(F->Body->Body.begin(), std::move(Decl));
    auto Ret = std::make_unique<ReturnStmt>(Top.getBodyRBrace());
    Ret->Value = Expr::var(Result, Top.getBodyRBrace());
    F->Body->Body.push_back(std::move(Ret));
  }

  if (!Failed) { // Else the body may lack parts.
    declareAtAssignments(*F);
    foldClamps(*F->Body);
  }
  for (Array *A : Unshaped) {
    // A struct's member by the name the user gives it (s.p).
    std::string Name = A->userName();
    std::string WhyNot, Hint;
    std::vector<ExprPtr> Shape = inferShape(*A, WhyNot, Hint);
    bool Rows = A->Dims.size() > 1; // Only the number of rows is missing.
    if (Rows && Shape.size() > 1) {
      // Rows reached linearly (`hdr[y * w + x]` of records): as many as
      // the extents' product.
      ExprPtr Count = std::move(Shape[0]);
      for (size_t D = 1; D < Shape.size(); ++D) {
        ScalarType Ty = Count->Ty;
        Count = Expr::binary("*", std::move(Count), std::move(Shape[D]), Ty,
                             A->Loc);
      }
      Shape.clear();
      Shape.push_back(std::move(Count));
    }
    // The extents of a row, known from the type (a record's slots are no
    // extent the user writes).
    std::string Inner;
    for (size_t D = 1; Rows && A->Record.empty() && D < A->Dims.size(); ++D)
      Inner += "[" + ExprPrinter().print(*A->Dims[D]) + "]";
    if (Rows) {
      Hint += Hint.empty() ? "" : Inner;
      if (!Shape.empty()) {
        Shape.resize(1);
        for (size_t D = 1; D < A->Dims.size(); ++D)
          Shape.push_back(std::move(A->Dims[D]));
      }
    }
    if (!Shape.empty()) {
      A->Dims = std::move(Shape);
      A->DimsInferred = true;
      std::string Text;
      for (size_t D = 0; D < (A->Record.empty() ? A->Dims.size() : 1); ++D)
        Text += "[" + UserNames().print(*A->Dims[D]) + "]";
      D.remark(A->Loc,
               "the shape of '" + Name + "' is " + Name + Text +
                   (A->Dims.size() > 1 && !Rows ? ", indexed linearly" : "") +
                   ": the elements its accesses reach");
    } else {
      // Else a size to write in the pragma: n, or the first integer one.
      std::string Suggest = Hint;
      for (const Param &P : F->Params)
        if (Hint.empty() && P.Var && P.Var->Ty.isIntegral() &&
            (Suggest.empty() || P.Name == "n"))
          Suggest = "[" + P.Name + "]";
      if (Suggest.empty())
        Suggest = "[n]";
      if (Hint.empty())
        Suggest += Inner;
      fail(A->Loc,
           "pointer parameter '" + Name +
               "' needs a shape: add '#pragma loopgen array(" + Name + Suggest +
               ")' before the function, with its real extents "
               "(loopgen cannot infer it: " +
               WhyNot +
               (Hint.empty() ? std::string()
                : WhyNot == OnlyUnderConditions
                    ? "; where they hold, its accesses reach " + Name + Hint
                : WhyNot == OnlyInTriangles
                    ? "; where they run, its accesses reach " + Name + Hint
                : WhyNot == OnlyInStrides
                    ? "; its accesses reach at most " + Name + Hint
                : WhyNot == ExtentDividesBySize
                    ? "; its accesses reach " + Name + Hint
                    : "; its other accesses reach " + Name + Hint) +
               ")");
    }
  }
  for (const PragmaInfo::Shape &S : Shapes)
    if (!UsedShapes.count(S.Name) && !S.FromOpenMP)
      fail(S.Loc, "'" + S.Name +
                      "' in '#pragma loopgen array' is not an "
                      "array parameter or local array of '" +
                      F->Name + "'");
  // Outer declarations of loop indices that something reads outside the
  // loops hold the values C gives them there; the others, and the
  // assignments of those values, are dropped.
  if (Failed)
    return nullptr;
  std::set<const Variable *> Read;
  walkStmts(*F->Body, [&](const Stmt &S) {
    auto Reads = [&](const Expr &E) {
      walkExpr(E, [&](const Expr &X) {
        if (X.K == Expr::VarRef && OuterLoopVars.count(X.Var))
          Read.insert(X.Var);
      });
    };
    if (S.K == Stmt::Assign && IndexFinalValues.count(&S))
      return Reads(*cast<AssignStmt>(S).Value);
    forEachOwnExpr(S, Reads);
  });
  for (const Variable *V : Read)
    OuterLoopVars.erase(V);
  pruneDecls(*F->Body);
  return std::move(F);
}

void Lowering::pruneDecls(BlockStmt &B) {
  auto Unused = [&](const StmtPtr &S) {
    if (auto It = IndexFinalValues.find(S.get()); It != IndexFinalValues.end())
      return OuterLoopVars.count(It->second) > 0;
    return S->K == Stmt::Decl && cast<DeclStmt>(*S).Var &&
           OuterLoopVars.count(cast<DeclStmt>(*S).Var);
  };
  B.Body.erase(std::remove_if(B.Body.begin(), B.Body.end(), Unused),
               B.Body.end());
  for (StmtPtr &S : B.Body) {
    if (S->K == Stmt::Block)
      pruneDecls(cast<BlockStmt>(*S));
    if (S->K == Stmt::For)
      pruneDecls(*cast<ForStmt>(*S).Body);
    if (S->K == Stmt::If) {
      auto &I = cast<IfStmt>(*S);
      pruneDecls(*I.Then);
      if (I.Else)
        pruneDecls(*I.Else);
    }
  }
}

std::unique_ptr<Function>
lowerFunction(const FunctionDecl &FD, ASTContext &Ctx,
              const std::vector<PragmaInfo *> &FnPragmas,
              PragmaTargets &Targets, Diagnostics &D) {
  return Lowering(FD, Ctx, FnPragmas, Targets, D).run();
}

} // namespace loopgen
