//===- LowerTables.cpp - Initialized local arrays and constant tables -----===//
//
// Local arrays with braced initializers, std::array locals and the file's
// constant arrays (coefficient tables) that a function reads: each is a
// local array whose elements are assigned where it is declared (zeros by a
// loop nest), so that every later pass sees plain stores.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"
#include <functional>

using namespace clang;

namespace loopgen {

std::optional<Lowering::StdArrayShape> Lowering::stdArray(QualType T) {
  const auto *RD = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.getNonReferenceType()->getAsCXXRecordDecl());
  if (!RD || RD->getName() != "array" || !RD->isInStdNamespace())
    return std::nullopt;
  QualType Of = RD->getTemplateArgs()[0].getAsType();
  int64_t N = RD->getTemplateArgs()[1].getAsIntegral().getSExtValue();
  if (std::optional<ScalarType> Elem = scalarType(Of))
    return StdArrayShape{*Elem, {N}};
  std::optional<StdArrayShape> Inner = stdArray(Of);
  if (!Inner)
    return std::nullopt;
  Inner->Dims.insert(Inner->Dims.begin(), N);
  return Inner;
}

std::vector<ExprPtr> Lowering::StdArrayShape::extents() const {
  std::vector<ExprPtr> Out;
  for (int64_t D : Dims)
    Out.push_back(Expr::intLit(D, ScalarType::intTy()));
  return Out;
}

Variable *Lowering::declareLocal(const std::string &Name, ExprPtr Init,
                                 SourceLocation L, BlockStmt &Out) {
  Variable *V = F->newVar(Variable::Local, F->freshName(Name), Init->Ty, L);
  auto Decl = std::make_unique<DeclStmt>(L);
  Decl->Var = V;
  Decl->Init = std::move(Init);
  Out.Body.push_back(std::move(Decl));
  return V;
}

void Lowering::fillArray(Array &A, ExprPtr Value, BlockStmt &Out) {
  if (Value->K != Expr::IntLit && Value->K != Expr::FloatLit)
    Value = Expr::var(
        declareLocal(A.Name + "_fill", std::move(Value), A.Loc, Out), A.Loc);
  BlockStmt *Into = &Out;
  std::vector<ExprPtr> Subs;
  for (const ExprPtr &D : A.Dims) {
    auto Loop = std::make_unique<ForStmt>(A.Loc);
    Loop->Label = label(A.Loc);
    Loop->Index =
        F->newVar(Variable::LoopIndex, F->freshName(A.Name + "_i"),
                  D->Ty.isFloating() ? ScalarType::intTy() : D->Ty, A.Loc);
    Loop->Begin = Expr::intLit(0, Loop->Index->Ty);
    Loop->End = D->clone();
    Loop->Body = std::make_unique<BlockStmt>(A.Loc);
    Subs.push_back(Expr::var(Loop->Index, A.Loc));
    BlockStmt *Body = Loop->Body.get();
    Into->Body.push_back(std::move(Loop));
    Into = Body;
  }
  if (Value->Ty != A.Elem)
    Value = Expr::cast(A.Elem, std::move(Value), A.Loc);
  Into->Body.push_back(std::make_unique<AssignStmt>(
      Expr::access(&A, std::move(Subs), A.Loc), "", std::move(Value), A.Loc));
}

void Lowering::initializeArray(Array &A, const clang::Expr *Init,
                               BlockStmt &Out) {
  // Every element is assigned, in order; those the list leaves out are
  // zero, as in C.
  int64_t Elements = 1;
  for (const ExprPtr &D : A.Dims)
    Elements *= D->IntValue;
  // `= {}` and `= {0}`: a loop nest stores the zeros.
  const auto *Top = dyn_cast<InitListExpr>(Init->IgnoreParenImpCasts());
  // A std::array's `{}` is a list of its C array, value-initialized.
  std::function<bool(const clang::Expr *)> Zero = [&](const clang::Expr *E) {
    E = E->IgnoreParenImpCasts();
    if (isa<ImplicitValueInitExpr>(E))
      return true;
    if (const auto *IL = dyn_cast<InitListExpr>(E))
      return IL->getNumInits() == 0 ||
             (IL->getNumInits() == 1 && Zero(IL->getInit(0)));
    return E->isIntegerConstantExpr(Ctx) &&
           E->getIntegerConstantExpr(Ctx)->isZero();
  };
  if (Top && Zero(Top)) {
    fillArray(A, zeroOf(A.Elem), Out);
    return;
  }
  if (Elements > 4096) {
    fail(Init->getBeginLoc(), "the initializer of '" + A.Name + "' gives " +
                                  std::to_string(Elements) +
                                  " elements; loopgen initializes local "
                                  "arrays of at most 4096 from a list (or "
                                  "any size from '{}'); fill it in a loop");
    return;
  }
  std::vector<ExprPtr> At;
  std::function<void(const clang::Expr *, unsigned)> Fill =
      [&](const clang::Expr *E, unsigned Dim) {
        E = E ? E->IgnoreParenImpCasts() : nullptr;
        if (E && isa<ImplicitValueInitExpr>(E))
          E = nullptr;
        const auto *IL = dyn_cast_or_null<InitListExpr>(E);
        // std::array<T, N> is a struct around its C array.
        if (IL && IL->getType()->isRecordType() && IL->getNumInits() == 1)
          IL = dyn_cast<InitListExpr>(IL->getInit(0)->IgnoreParenImpCasts());
        if (Dim == A.rank()) {
          ExprPtr V = E ? lowerExpr(E) : zeroOf(A.Elem);
          if (!V)
            return;
          if (V->Ty != A.Elem) {
            SourceLocation Loc = V->Loc; // Read before the move.
            V = Expr::cast(A.Elem, std::move(V), Loc);
          }
          std::vector<ExprPtr> Subs;
          for (const ExprPtr &S : At)
            Subs.push_back(S->clone());
          Out.Body.push_back(std::make_unique<AssignStmt>(
              Expr::access(&A, std::move(Subs), A.Loc), "", std::move(V),
              E ? E->getBeginLoc() : A.Loc));
          return;
        }
        if (E && !IL) {
          // A value of the whole array: a helper's result, a copy.
          if (Dim == 0 && assignArrayValue(A, E, Out))
            return;
          fail(E->getBeginLoc(), "the value of an array must list its "
                                 "elements in braces, or be an array or a "
                                 "helper's result");
          return;
        }
        for (int64_t I = 0; I < A.Dims[Dim]->IntValue && !Failed; ++I) {
          At.push_back(Expr::intLit(I, ScalarType::intTy()));
          Fill(IL && I < IL->getNumInits() ? IL->getInit(I) : nullptr, Dim + 1);
          At.pop_back();
        }
      };
  Fill(Init, 0);
}

Array *Lowering::constantTable(const VarDecl *VD) {
  const auto *CAT = Ctx.getAsConstantArrayType(VD->getType());
  // static const std::array<float, 16> kTaps = {...}: its C array.
  std::optional<StdArrayShape> SA =
      CAT ? std::nullopt : stdArray(VD->getType());
  // (A std::array of records: below.)
  const auto *StdRecords = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      VD->getType()->getAsCXXRecordDecl());
  if (StdRecords &&
      (StdRecords->getName() != "array" || !StdRecords->isInStdNamespace()))
    StdRecords = nullptr;
  if (!VD->hasGlobalStorage() || !VD->getInit() ||
      (!CAT && !SA && !StdRecords) ||
      !(CAT ? VD->getType().isConstant(Ctx) : VD->getType().isConstQualified()))
    return nullptr;
  std::vector<ExprPtr> Dims;
  QualType Cur = VD->getType();
  while (const auto *AT = Ctx.getAsConstantArrayType(Cur)) {
    Dims.push_back(
        Expr::intLit(AT->getSize().getSExtValue(), ScalarType::intTy()));
    Cur = AT->getElementType();
  }
  if (SA)
    Dims = SA->extents();
  std::optional<ScalarType> Ty = SA ? SA->Elem : scalarType(Cur);
  // A table of records of one scalar type (`static const DH kArm[6] =
  // {{...}, ...}`, a std::array of them): a dimension of slots, which the
  // braces of each record fill.
  std::optional<RecordLayout> Layout;
  if (!Ty && !SA) {
    const auto *RD = Cur->getAsCXXRecordDecl();
    if (RD && RD->getName() == "array" && RD->isInStdNamespace())
      if (const auto *TS = dyn_cast<ClassTemplateSpecializationDecl>(RD)) {
        Dims.push_back(Expr::intLit(
            TS->getTemplateArgs()[1].getAsIntegral().getSExtValue(),
            ScalarType::intTy()));
        Cur = TS->getTemplateArgs()[0].getAsType();
      }
    Layout = recordOfScalars(Cur);
    if (!Layout || !Layout->SlotTypes.empty())
      return nullptr;
    Ty = Layout->Slot;
    Dims.push_back(Expr::intLit(Layout->Slots, ScalarType::intTy()));
  }
  if (!Ty)
    return nullptr;
  SourceLocation L = VD->getLocation();
  Array *A = F->newArray(Array::LocalCArray,
                         F->freshName(VD->getNameAsString()), *Ty, L);
  A->Dims = std::move(Dims);
  if (Layout) {
    A->Record = structOf(Cur)->getQualifiedNameAsString();
    RecordFields[A] = Layout->Slots;
  }
  Arrays[VD] = A;
  auto DS = std::make_unique<DeclStmt>(L);
  DS->Arr = A;
  Tables.Body.push_back(std::move(DS));
  initializeArray(*A, VD->getInit(), Tables);
  D.remark(L, "the constant table '" + VD->getNameAsString() +
                  "' is copied into '" + F->Name + "' as a local array");
  return A;
}

} // namespace loopgen
