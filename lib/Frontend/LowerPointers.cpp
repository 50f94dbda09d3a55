//===- LowerPointers.cpp - Pointer and reference locals into arrays -------===//
//
// `const float *row = A + i*n;`, `double *p = &M[i][0];`, `v.data() + k`,
// `auto &row = M[i];` and `double &c = C[i][j];` name places in an array.
// Each becomes integer locals that hold where it points, evaluated where it
// is declared as C++ does: the subscripts of the row it points into and an
// offset along that row. `row[j]` is then `A[row + j]` and `c` is
// `C[c_0][c_1]`. The index-scalars pass puts the locals' values back into the
// subscripts where they are pure index arithmetic; a pointer moved by `p += n`
// keeps its offset in a scalar the analyses see change.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"

using namespace clang;

namespace loopgen {

bool Lowering::addressesScalars(const ArrayView &V) const {
  const Array &A = *V.A;
  bool Linear = V.Prefix.empty() && !A.Nested &&
                (A.K == Array::PointerParam || A.K == Array::VectorParam);
  return A.rank() > 0 && (V.Prefix.size() + 1 == A.rank() || Linear);
}

void Lowering::addOffset(ArrayView &V, ExprPtr Delta) {
  if (!V.Offset) {
    V.Offset = std::move(Delta);
    return;
  }
  ScalarType Ty =
      V.Offset->Ty.Bits >= Delta->Ty.Bits ? V.Offset->Ty : Delta->Ty;
  SourceLocation L = Delta->Loc;
  V.Offset = Expr::binary("+", std::move(V.Offset), std::move(Delta), Ty, L);
}

std::optional<Lowering::ArrayView> Lowering::pointerView(const clang::Expr *E) {
  auto PointsToScalar = [&](QualType T) {
    return T->isPointerType() && scalarType(T->getPointeeType());
  };
  // p + n, n + p, p - n.
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    bool Add = BO->getOpcode() == BO_Add, Sub = BO->getOpcode() == BO_Sub;
    if ((!Add && !Sub) || !PointsToScalar(BO->getType()))
      return std::nullopt;
    const clang::Expr *P = BO->getLHS(), *N = BO->getRHS();
    if (Add && !P->getType()->isPointerType())
      std::swap(P, N);
    if (!N->getType()->isIntegerType())
      return std::nullopt;
    auto V = view(P);
    if (!V || !addressesScalars(*V))
      return std::nullopt;
    ExprPtr Delta = lowerExpr(N);
    if (!Delta)
      return std::nullopt;
    if (Sub) {
      ScalarType Ty = Delta->Ty;
      SourceLocation At = Delta->Loc;
      Delta = Expr::unary("-", std::move(Delta), Ty, At);
    }
    addOffset(*V, std::move(Delta));
    return V;
  }
  // *p++ in a statement: p, advanced around it.
  if (const auto *UO = dyn_cast<UnaryOperator>(E);
      UO && UO->isIncrementDecrementOp() && Advances) {
    const auto *DRE =
        dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParenImpCasts());
    if (!DRE || !PointerLocals.count(DRE->getDecl()))
      return std::nullopt;
    Advances->push_back({DRE->getDecl(), UO->isIncrementOp(), UO->isPostfix(),
                         UO->getBeginLoc()});
    return view(DRE);
  }
  // &A[i][j], &p[k].
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->getOpcode() != UO_AddrOf || !PointsToScalar(UO->getType()))
      return std::nullopt;
    const clang::Expr *S = UO->getSubExpr()->IgnoreParenImpCasts();
    const clang::Expr *Base = nullptr, *Idx = nullptr;
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(S)) {
      Base = ASE->getBase();
      Idx = ASE->getIdx();
    } else if (const auto *OCE = dyn_cast<CXXOperatorCallExpr>(S);
               OCE && OCE->getOperator() == OO_Subscript) {
      Base = OCE->getArg(0);
      Idx = OCE->getArg(1);
    }
    if (!Base)
      return std::nullopt;
    auto V = view(Base);
    if (!V || !addressesScalars(*V))
      return std::nullopt;
    ExprPtr Delta = lowerExpr(Idx);
    if (!Delta)
      return std::nullopt;
    addOffset(*V, std::move(Delta));
    return V;
  }
  // v.data(), M[i].data().
  if (const auto *MCE = dyn_cast<CXXMemberCallExpr>(E)) {
    if (MCE->getMethodDecl()->getName() != "data")
      return std::nullopt;
    auto V = view(MCE->getImplicitObjectArgument());
    if (V && addressesScalars(*V))
      return V;
  }
  return std::nullopt;
}

Lowering::ArrayView Lowering::holdInLocals(ArrayView V, const std::string &Name,
                                           bool WithOffset, SourceLocation L,
                                           BlockStmt &Out) {
  auto Hold = [&](const std::string &N, ExprPtr Value) {
    Variable *Var = F->newVar(Variable::Local, F->freshName(N), Value->Ty, L);
    auto DS = std::make_unique<DeclStmt>(L);
    DS->Var = Var;
    DS->Init = std::move(Value);
    Out.Body.push_back(std::move(DS));
    return Expr::var(Var, L);
  };
  ArrayView Held{V.A, {}, nullptr};
  for (size_t K = 0; K < V.Prefix.size(); ++K)
    Held.Prefix.push_back(
        Hold(Name + "_" + std::to_string(K), std::move(V.Prefix[K])));
  if (WithOffset) {
    ScalarType Diff = *scalarType(Ctx.getPointerDiffType());
    ExprPtr Offset = V.Offset ? std::move(V.Offset) : Expr::intLit(0, Diff, L);
    if (Offset->Ty != Diff)
      Offset = Expr::cast(Diff, std::move(Offset), L);
    Held.Offset = Hold(Name, std::move(Offset));
  }
  return Held;
}

void Lowering::lowerPointerDecl(const VarDecl *VD, BlockStmt &Out) {
  SourceLocation L = VD->getLocation();
  std::string Name = VD->getNameAsString();
  const clang::Expr *Init = VD->getInit();
  if (!Init) {
    // Bound at its first assignment; its locals are declared here then.
    UnboundPointers[VD] = {&Out, Out.Body.size()};
    return;
  }
  // (An error before it is no reason to leave it unbound: its uses would
  // be reported again.)
  bool FailedBefore = Failed;
  auto V = view(Init);
  if (Failed && !FailedBefore)
    return;
  if (!V || !addressesScalars(*V)) {
    fail(L, "pointer '" + Name +
                "' must be initialized to a place in an array (A, A + k, "
                "&A[i][k], v.data()); other pointers are not supported in "
                "offloaded functions");
    return;
  }
  Rows[VD] = holdInLocals(std::move(*V), Name, true, L, Out);
  PointerLocals.insert(VD);
}

void Lowering::lowerReferenceDecl(const VarDecl *VD, BlockStmt &Out) {
  SourceLocation L = VD->getLocation();
  std::string Name = VD->getNameAsString();
  QualType T = VD->getType().getNonReferenceType();
  const clang::Expr *Init = VD->getInit();
  const clang::Expr *Stripped = Init ? Init->IgnoreParenImpCasts() : nullptr;
  const clang::Expr *Bare = Init ? Init->IgnoreParens() : nullptr;
  if (const auto *EWC = dyn_cast_or_null<ExprWithCleanups>(Bare))
    Bare = EWC->getSubExpr()->IgnoreParens();
  QualType Scalar;
  if (bindRecordReference(VD, Out))
    return;
  // A reference to a record of a record array: a row of its fields.
  if (std::optional<ArrayView> V =
          Init && structOf(T) ? view(Init) : std::nullopt;
      V && !V->A->Record.empty() && !V->Offset &&
      V->Prefix.size() + 1 == V->A->rank()) {
    Rows[VD] = holdInLocals(std::move(*V), Name, false, L, Out);
    return;
  }
  if (Init && (vectorDepth(T, Scalar) || T->isArrayType() || stdArray(T))) {
    // A whole array or a row of one.
    auto V = view(Init);
    if (V && !V->Offset) {
      if (V->Prefix.empty())
        Arrays[VD] = V->A;
      else
        Rows[VD] = holdInLocals(std::move(*V), Name, false, L, Out);
      return;
    }
    // A constant reference to a std::array value (`const Vec3 &d =
    // sub(a, b);`): an array of its own.
    if (!V && stdArray(T) && T.isConstQualified()) {
      if (Array *Temp = arrayTemporary(Init, T, Name, Out))
        Arrays[VD] = Temp;
      return;
    }
  } else if (Init && scalarType(T) && isa<MaterializeTemporaryExpr>(Bare)) {
    // A constant reference to a temporary is a copy of its value.
    ExprPtr Value = lowerExpr(Init);
    if (!Value)
      return;
    ScalarType Ty = *scalarType(T);
    if (Value->Ty != Ty)
      Value = Expr::cast(Ty, std::move(Value), L);
    auto DS = std::make_unique<DeclStmt>(L);
    DS->Var = F->newVar(Variable::Local, F->freshName(Name), Ty, L);
    DS->Init = std::move(Value);
    Vars[VD] = DS->Var;
    Out.Body.push_back(std::move(DS));
    return;
  } else if (Init && scalarType(T)) {
    // A scalar variable, or an element of an array.
    if (const auto *DRE = dyn_cast<DeclRefExpr>(Stripped)) {
      if (Variable *Var = Vars.lookup(DRE->getDecl());
          Var && Var->K != Variable::LoopIndex) {
        Vars[VD] = Var;
        return;
      }
      if (Array *A = Arrays.lookup(DRE->getDecl()); A && A->rank() == 0) {
        Arrays[VD] = A;
        return;
      }
    }
    if (isa<ArraySubscriptExpr>(Stripped) ||
        isa<CXXOperatorCallExpr>(Stripped) ||
        (isa<UnaryOperator>(Stripped) &&
         cast<UnaryOperator>(Stripped)->getOpcode() == UO_Deref)) {
      ExprPtr Element = lowerLValue(Stripped);
      if (!Element)
        return;
      if (Element->K != Expr::Access || Element->Ty != *scalarType(T)) {
        fail(L, "reference '" + Name +
                    "' must have the type of the element "
                    "it names");
        return;
      }
      ArrayView V{Element->Arr, std::move(Element->Ops), nullptr};
      ElementRefs[VD] = holdInLocals(std::move(V), Name, false, L, Out);
      return;
    }
  }
  if (!Failed)
    fail(L, "reference '" + Name +
                "' must name a variable, an array element, an array or a "
                "row of one; other references are not supported in "
                "offloaded functions");
}

ExprPtr Lowering::elementRef(const ValueDecl *VD, SourceLocation L) {
  auto It = ElementRefs.find(VD);
  if (It == ElementRefs.end())
    return nullptr;
  std::vector<ExprPtr> Subs;
  for (const ExprPtr &S : It->second.Prefix)
    Subs.push_back(S->clone());
  return Expr::access(It->second.A, std::move(Subs), L);
}

bool Lowering::lowerPointerUpdate(const clang::Expr *E, BlockStmt &Out) {
  const clang::Expr *Target = nullptr;
  const auto *BO = dyn_cast<BinaryOperator>(E);
  const auto *UO = dyn_cast<UnaryOperator>(E);
  if (BO && BO->isAssignmentOp())
    Target = BO->getLHS();
  else if (UO && UO->isIncrementDecrementOp())
    Target = UO->getSubExpr();
  const auto *DRE =
      Target ? dyn_cast<DeclRefExpr>(Target->IgnoreParenImpCasts()) : nullptr;
  if (!DRE)
    return false;
  SourceLocation L = E->getBeginLoc();
  std::string Name = DRE->getDecl()->getNameAsString();
  if (auto It = UnboundPointers.find(DRE->getDecl());
      It != UnboundPointers.end()) {
    auto V =
        BO && BO->getOpcode() == BO_Assign ? view(BO->getRHS()) : std::nullopt;
    if (!V || !addressesScalars(*V)) {
      if (!Failed)
        fail(L, "pointer '" + Name +
                    "' must first be assigned a place in an array (A, A + "
                    "k, &A[i][k], v.data())");
      return true;
    }
    // Its locals, uninitialized, where it is declared; then assigned.
    auto [Block, At] = It->second;
    BlockStmt Decls(L);
    ArrayView Zero{V->A, {}, nullptr};
    for (const ExprPtr &P : V->Prefix)
      Zero.Prefix.push_back(Expr::intLit(0, P->Ty, L));
    ArrayView Held = holdInLocals(std::move(Zero), Name, true, L, Decls);
    for (StmtPtr &S : Decls.Body)
      cast<DeclStmt>(*S).Init = nullptr;
    Block->Body.insert(Block->Body.begin() + At,
                       std::make_move_iterator(Decls.Body.begin()),
                       std::make_move_iterator(Decls.Body.end()));
    Rows[DRE->getDecl()] = std::move(Held);
    PointerLocals.insert(DRE->getDecl());
    UnboundPointers.erase(It);
  }
  if (!PointerLocals.count(DRE->getDecl()))
    return false;
  const ArrayView &P = Rows[DRE->getDecl()];
  Variable *Offset = P.Offset->Var;
  auto Assign = [&](ExprPtr To, const std::string &Op, ExprPtr Value) {
    if (Value->Ty != To->Ty && Op.empty())
      Value = Expr::cast(To->Ty, std::move(Value), L);
    Out.Body.push_back(
        std::make_unique<AssignStmt>(std::move(To), Op, std::move(Value), L));
  };
  if (UO) {
    Assign(Expr::var(Offset, L), UO->isIncrementOp() ? "+" : "-",
           Expr::intLit(1, Offset->Ty, L));
    return true;
  }
  if (BO->getOpcode() == BO_AddAssign || BO->getOpcode() == BO_SubAssign) {
    if (ExprPtr Delta = lowerExpr(BO->getRHS()))
      Assign(Expr::var(Offset, L), BO->getOpcode() == BO_AddAssign ? "+" : "-",
             std::move(Delta));
    return true;
  }
  auto V = BO->getOpcode() == BO_Assign ? view(BO->getRHS()) : std::nullopt;
  if (Failed)
    return true;
  if (!V || V->A != P.A || !addressesScalars(*V)) {
    fail(L, "pointer '" + Name +
                "' may only be moved along the array it was initialized to "
                "(p = A + k, p += k, ++p)");
    return true;
  }
  for (size_t K = 0; K < P.Prefix.size(); ++K)
    Assign(Expr::var(P.Prefix[K]->Var, L), "", std::move(V->Prefix[K]));
  Assign(Expr::var(Offset, L), "",
         V->Offset ? std::move(V->Offset) : Expr::intLit(0, Offset->Ty, L));
  return true;
}

} // namespace loopgen
