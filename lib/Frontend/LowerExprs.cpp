//===- LowerExprs.cpp - Expressions and array accesses --------------------===//
//
// Literals, variables, array elements (through pointers, C arrays, vectors,
// struct members and rows bound to helper parameters), operators, casts
// and ?:.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace loopgen {

std::string spelledText(const clang::Expr *E, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  return Lexer::getSourceText(
             CharSourceRange::getTokenRange(SM.getSpellingLoc(E->getBeginLoc()),
                                            SM.getSpellingLoc(E->getEndLoc())),
             SM, Ctx.getLangOpts())
      .str();
}

ExprPtr Lowering::lowerAccess(const clang::Expr *E) {
  SourceLocation L = E->getBeginLoc();
  std::vector<const clang::Expr *> Subs;
  const clang::Expr *Base = E;
  while (true) {
    Base = Base->IgnoreParenImpCasts();
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(Base)) {
      Subs.push_back(ASE->getIdx());
      Base = ASE->getBase();
    } else if (const auto *OCE = dyn_cast<CXXOperatorCallExpr>(Base);
               OCE && OCE->getOperator() == OO_Subscript) {
      Subs.push_back(OCE->getArg(1));
      Base = OCE->getArg(0);
    } else {
      break;
    }
  }
  std::reverse(Subs.begin(), Subs.end());
  // out[0] of an output parameter bound to a scalar.
  if (Subs.size() == 1 && pointee(Base)) {
    clang::Expr::EvalResult Zero;
    if (!Subs[0]->EvaluateAsInt(Zero, Ctx) || Zero.Val.getInt() != 0)
      return fail(Subs[0]->getBeginLoc(),
                  "a pointer to a scalar may be subscripted with 0 only");
    return pointee(Base);
  }
  auto V = view(Base);
  if (!V) {
    if (isa<BinaryOperator>(Base->IgnoreParenImpCasts()))
      return fail(Base->getBeginLoc(),
                  "pointer arithmetic is not supported in offloaded "
                  "functions; index the array instead");
    return fail(Base->getBeginLoc(), "subscripted value is not an array "
                                     "parameter, local array or member");
  }
  Array *A = V->A;
  size_t Given = V->Prefix.size() + Subs.size();
  bool Linear = V->Prefix.empty() && Subs.size() == 1 && !A->Nested &&
                (A->K == Array::PointerParam || A->K == Array::VectorParam);
  if (Given != A->rank() && !Linear)
    return fail(L, "'" + A->userName() + "' has " + std::to_string(A->rank()) +
                       " dimensions but is subscripted with " +
                       std::to_string(Given) +
                       "; partial subscripts are not supported here");
  size_t Selected = V->Prefix.size();
  std::vector<ExprPtr> Ops = std::move(V->Prefix);
  for (const clang::Expr *S : Subs) {
    ExprPtr Sub = lowerExpr(S);
    if (!Sub)
      return nullptr;
    if (!Sub->Ty.isIntegral())
      return fail(S->getBeginLoc(), "array subscript is not an integer");
    // p[j] of a pointer into a row is the row's element at p's offset + j.
    if (V->Offset && Ops.size() == Selected) {
      ScalarType Ty =
          V->Offset->Ty.Bits >= Sub->Ty.Bits ? V->Offset->Ty : Sub->Ty;
      SourceLocation At = Sub->Loc;
      Sub = Expr::binary("+", std::move(V->Offset), std::move(Sub), Ty, At);
    }
    Ops.push_back(std::move(Sub));
  }
  return Expr::access(A, std::move(Ops), L);
}

ExprPtr Lowering::lowerChoice(const clang::ConditionalOperator *CO, ExprPtr C,
                              const ScalarType &Ty) {
  // Each arm with what must run before it (a helper with statements, a
  // struct temporary) in a block of its own.
  SourceLocation L = CO->getBeginLoc();
  BlockStmt *Outer = Prelude;
  BlockStmt Then(L), Else(L);
  Prelude = &Then;
  ExprPtr T = lowerExpr(CO->getTrueExpr());
  Prelude = &Else;
  ExprPtr Fl = lowerExpr(CO->getFalseExpr());
  Prelude = Outer;
  if (!C || !T || !Fl)
    return nullptr;
  if (Then.Body.empty() && Else.Body.empty())
    return Expr::select(std::move(C), std::move(T), std::move(Fl), Ty, L);
  // Where an arm has statements, only the chosen arm's run: `choice` is
  // set under an if before the statement.
  Variable *Choice = F->newVar(Variable::Local, F->freshName("choice"), Ty, L);
  if (!IterationScalars.empty())
    IterationScalars.back().insert(Choice);
  auto Decl = std::make_unique<DeclStmt>(L);
  Decl->Var = Choice;
  Outer->Body.push_back(std::move(Decl));
  auto If = std::make_unique<IfStmt>(L);
  If->Cond = std::move(C);
  If->Then = std::make_unique<BlockStmt>(L);
  If->Then->Body = std::move(Then.Body);
  If->Else = std::make_unique<BlockStmt>(L);
  If->Else->Body = std::move(Else.Body);
  for (auto [Block, Value] :
       {std::pair{If->Then.get(), &T}, std::pair{If->Else.get(), &Fl}}) {
    ExprPtr V = std::move(*Value);
    if (V->Ty != Ty)
      V = Expr::cast(Ty, std::move(V), L);
    Block->Body.push_back(std::make_unique<AssignStmt>(Expr::var(Choice, L), "",
                                                       std::move(V), L));
  }
  Outer->Body.push_back(std::move(If));
  return Expr::var(Choice, L);
}

ExprPtr Lowering::lowerLogical(const clang::BinaryOperator *BO, ExprPtr LHS,
                               const ScalarType &Ty) {
  // The right operand with what must run before it (a helper with
  // statements, a struct temporary) in a block of its own.
  SourceLocation L = BO->getOperatorLoc();
  BlockStmt *Outer = Prelude;
  BlockStmt Right(L);
  Prelude = &Right;
  ExprPtr RHS = lowerExpr(BO->getRHS());
  Prelude = Outer;
  if (!LHS || !RHS)
    return nullptr;
  if (Right.Body.empty())
    return Expr::binary(BO->getOpcodeStr().str(), std::move(LHS),
                        std::move(RHS), Ty, L);
  // Where it has statements, they run only where the right operand is
  // evaluated: `t = a; if (t) { ...; t = b; }` for a && b (`!t` for ||).
  Variable *Value = F->newVar(Variable::Local, F->freshName("logic"), Ty, L);
  if (!IterationScalars.empty())
    IterationScalars.back().insert(Value);
  auto Decl = std::make_unique<DeclStmt>(L);
  Decl->Var = Value;
  Decl->Init = LHS->Ty == Ty ? std::move(LHS) : Expr::cast(Ty, std::move(LHS), L);
  Outer->Body.push_back(std::move(Decl));
  auto If = std::make_unique<IfStmt>(L);
  If->Cond = BO->getOpcode() == BO_LAnd
                 ? Expr::var(Value, L)
                 : Expr::unary("!", Expr::var(Value, L), Ty, L);
  If->Then = std::make_unique<BlockStmt>(L);
  If->Then->Body = std::move(Right.Body);
  If->Then->Body.push_back(std::make_unique<AssignStmt>(
      Expr::var(Value, L), "",
      RHS->Ty == Ty ? std::move(RHS) : Expr::cast(Ty, std::move(RHS), L), L));
  Outer->Body.push_back(std::move(If));
  return Expr::var(Value, L);
}

ExprPtr Lowering::lowerDeref(const clang::UnaryOperator *UO) {
  SourceLocation L = UO->getBeginLoc();
  if (ExprPtr Scalar = pointee(UO->getSubExpr()))
    return Scalar; // *out of an output parameter.
  auto V = scalarType(UO->getType()) ? view(UO->getSubExpr()) : std::nullopt;
  if (Failed)
    return nullptr;
  if (!V || !addressesScalars(*V))
    return fail(L, "'*' is supported on pointers into arrays only (*p, "
                   "*(p + k)); index the array instead");
  // *p is p[0]: of a row, of a flat array, or of the first dimension's
  // linear index.
  std::vector<ExprPtr> Subs = std::move(V->Prefix);
  Subs.push_back(V->Offset ? std::move(V->Offset)
                           : Expr::intLit(0, ScalarType::intTy(), L));
  return Expr::access(V->A, std::move(Subs), L);
}

ExprPtr Lowering::lowerLValue(const clang::Expr *E) {
  const clang::Expr *Stripped = E->IgnoreParenImpCasts();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Stripped)) {
    if (Variable *V = Vars.lookup(DRE->getDecl())) {
      if ((V->K == Variable::LoopIndex && !BreakingIndices.count(V)) ||
          IndexLocals.count(V))
        return fail(DRE->getLocation(), "loop index '" + V->userName() +
                                            "' is modified in the loop body");
      return Expr::var(V, DRE->getLocation());
    }
    if (ExprPtr Element = elementRef(DRE->getDecl(), DRE->getLocation()))
      return Element;
    if (Array *A = Arrays.lookup(DRE->getDecl()); A && A->rank() == 0)
      return Expr::access(A, {}, DRE->getLocation());
    if (ExprArgs.count(DRE->getDecl()))
      return fail(DRE->getLocation(),
                  "a parameter of a function inlined as an expression cannot "
                  "be assigned");
  }
  if (isa<ArraySubscriptExpr>(Stripped) || isa<CXXOperatorCallExpr>(Stripped))
    return lowerAccess(Stripped);
  if (const auto *UO = dyn_cast<UnaryOperator>(Stripped);
      UO && UO->getOpcode() == UO_Deref)
    return lowerDeref(UO);
  if (const auto *ME = dyn_cast<MemberExpr>(Stripped)) {
    // A member of a struct that is a place, never of a copy made for a
    // value (`at(ps, i).x = v` would change the copy).
    bool Place = ME->isArrow() ? pointedRecord(ME->getBase()).has_value()
                               : recordPlace(ME->getBase()).has_value();
    if (!Place && !Failed)
      return fail(ME->getBeginLoc(),
                  "an assigned member must be of a struct variable, a "
                  "record of an array or a pointer to one, not of a struct "
                  "value (a call's result)");
    return lowerExpr(Stripped);
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Stripped))
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
        VD && VD->hasGlobalStorage())
      return fail(DRE->getLocation(),
                  "'" + VD->getNameAsString() +
                      "' is a global variable: an offloaded function cannot "
                      "write it; pass it as a parameter (a scalar by "
                      "reference)");
  return fail(E->getBeginLoc(), "cannot assign to this expression in an "
                                "offloaded function");
}

bool Lowering::usesRefused(const clang::Expr *E) {
  if (Refused.empty())
    return false;
  const clang::Expr *Named = E;
  if (const auto *CE = dyn_cast<CXXMemberCallExpr>(E))
    Named = CE->getImplicitObjectArgument();
  else if (const auto *OCE = dyn_cast<CXXOperatorCallExpr>(E))
    Named = OCE->getArg(0);
  else if (const auto *ME = dyn_cast<MemberExpr>(E))
    Named = ME->getBase();
  const auto *DRE = dyn_cast<DeclRefExpr>(Named->IgnoreParenImpCasts());
  return DRE && Refused.count(DRE->getDecl());
}

ExprPtr Lowering::lowerExpr(const clang::Expr *E) {
  SourceLocation L = E->getBeginLoc();
  E = E->IgnoreParens();
  if (const auto *ICE = dyn_cast<ImplicitCastExpr>(E))
    return lowerExpr(ICE->getSubExpr());
  if (const auto *FE = dyn_cast<FullExpr>(E))
    return lowerExpr(FE->getSubExpr());
  if (const auto *MTE = dyn_cast<MaterializeTemporaryExpr>(E))
    return lowerExpr(MTE->getSubExpr());
  if (const auto *BTE = dyn_cast<CXXBindTemporaryExpr>(E))
    return lowerExpr(BTE->getSubExpr());
  if (const auto *SNT = dyn_cast<SubstNonTypeTemplateParmExpr>(E))
    return lowerExpr(SNT->getReplacement());
  if (usesRefused(E)) { // Its declaration was reported.
    Failed = true;
    return nullptr;
  }

  std::optional<ScalarType> Ty = scalarType(E->getType());
  if (isa<CallExpr>(E))
    if (std::optional<ExprPtr> Part = lowerComplexScalar(E))
      return std::move(*Part);
  if (!Ty && complexElement(E->getType()))
    return fail(L, "a std::complex value is used where a number is expected; "
                   "take its real(), imag() or abs()");

  if (const auto *IL = dyn_cast<IntegerLiteral>(E))
    return Expr::intLit(IL->getValue().getSExtValue(), *Ty, L);
  if (const auto *CL = dyn_cast<CharacterLiteral>(E))
    return Expr::intLit(CL->getValue(), *Ty, L);
  if (const auto *BL = dyn_cast<CXXBoolLiteralExpr>(E))
    return Expr::boolLit(BL->getValue(), L);
  if (const auto *FL = dyn_cast<FloatingLiteral>(E)) {
    // As written; a literal from a macro (`#define MAX (3.0e6)`) as written
    // in the macro.
    std::string Spelling = spelledText(E, Ctx);
    if (Spelling.empty()) { // Made by a token paste: its value.
      llvm::SmallString<32> Digits;
      FL->getValue().toString(Digits, 0, 0);
      Spelling = Digits.str().str();
      if (Spelling.find_first_of(".eEn") == std::string::npos)
        Spelling += ".0";
      if (Ty->Bits == 32)
        Spelling += "f";
    }
    return Expr::floatLit(Spelling, *Ty, L);
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    const ValueDecl *VD = DRE->getDecl();
    if (Variable *V = Vars.lookup(VD))
      return Expr::var(V, L);
    if (ExprPtr Element = elementRef(VD, L))
      return Element;
    if (const Expr *Arg = ExprArgs.lookup(VD))
      return Arg->clone();
    if (Array *A = Arrays.lookup(VD)) {
      if (A->rank() == 0)
        return Expr::access(A, {}, L);
      return fail(L, "array '" + A->userName() +
                         "' used as a value; only its "
                         "elements can be read");
    }
    if (Rows.count(VD) || UnboundPointers.count(VD))
      return fail(L, "'" + VD->getNameAsString() +
                         "' points into an array; only the elements it "
                         "points to can be used (p[k], *p)");
    // Of its enum's type (a case label): scalarType gives the enum's
    // integer type.
    if (const auto *ECD = dyn_cast<EnumConstantDecl>(VD))
      return Expr::intLit(ECD->getInitVal().getSExtValue(), *Ty, L);
    if (Ty)
      if (ExprPtr C = constantValue(E, *Ty))
        return C;
    return fail(L, "'" + VD->getNameAsString() +
                       "' is a global variable or not a value loopgen can "
                       "offload; pass it as a parameter");
  }
  if (isa<ArraySubscriptExpr>(E))
    return lowerAccess(E);
  if (const auto *OCE = dyn_cast<CXXOperatorCallExpr>(E)) {
    if (OCE->getOperator() == OO_Subscript)
      return lowerAccess(E);
    if (inlinableCallee(OCE))
      return lowerCall(OCE); // A lambda's or a functor's call.
    return fail(L, "overloaded operator calls are not supported in "
                   "offloaded functions, except calls of lambdas and of "
                   "functors defined in this file");
  }
  if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
    std::optional<RecordPlace> P;
    if (FD)
      P = ME->isArrow() ? pointedRecord(ME->getBase())
                        : recordValue(ME->getBase(), nullptr);
    if (Failed)
      return nullptr;
    if (P) {
      if (ExprPtr Field = placeField(*P, FD, L))
        return Field;
      if (structOf(FD->getType()))
        return fail(L, "member '" + FD->getNameAsString() +
                           "' is a struct; only its members can be read");
      return fail(L, "member '" + FD->getNameAsString() +
                         "' is an array; only its elements can be read");
    }
    return fail(L, "member access is supported on struct variables and "
                   "parameters, and on records of a pointer parameter");
  }
  if (const auto *MCE = dyn_cast<CXXMemberCallExpr>(E)) {
    if (inlinableCallee(MCE))
      return lowerCall(MCE);
    auto V = view(MCE->getImplicitObjectArgument());
    if (V && MCE->getMethodDecl()->getName() == "size" &&
        V->Prefix.size() < V->A->rank()) {
      ExprPtr Size = V->A->Dims[V->Prefix.size()]->clone();
      if (Size->Ty != *Ty)
        Size = Expr::cast(*Ty, std::move(Size), L);
      return Size;
    }
    if (V && MCE->getMethodDecl()->getName() == "empty" &&
        V->Prefix.size() < V->A->rank()) { // v.empty(): its size is 0.
      ExprPtr Size = V->A->Dims[V->Prefix.size()]->clone();
      ScalarType SizeTy = Size->Ty;
      return Expr::binary("==", std::move(Size), Expr::intLit(0, SizeTy, L),
                          *Ty, L);
    }
    if (MCE->getMethodDecl()->isVirtual())
      return fail(L, "virtual calls cannot be offloaded: the method they "
                     "call is known only at run time");
    return fail(L, "member function calls are not supported in offloaded "
                   "functions, except size() and empty() of an array and "
                   "methods of structs defined in this file");
  }
  if (!Ty)
    return fail(L, "expression of type '" + typeName(E->getType()) +
                       "' is not supported in offloaded functions");
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->isAssignmentOp())
      return fail(BO->getOperatorLoc(),
                  "assignment used as a value is not supported; make it a "
                  "statement of its own");
    if (BO->getOpcode() == BO_Comma || BO->isPtrMemOp())
      return fail(BO->getOperatorLoc(), "this operator is not supported in "
                                        "offloaded functions");
    if (ExprPtr Compared = pointerComparison(BO))
      return Compared;
    ExprPtr LHS = lowerExpr(BO->getLHS());
    if (BO->isLogicalOp() && Prelude && !InBranch)
      return lowerLogical(BO, std::move(LHS), *Ty);
    InBranch += BO->isLogicalOp(); // The right operand may not run.
    ExprPtr RHS = lowerExpr(BO->getRHS());
    InBranch -= BO->isLogicalOp();
    if (!LHS || !RHS)
      return nullptr;
    return Expr::binary(BO->getOpcodeStr().str(), std::move(LHS),
                        std::move(RHS), *Ty, BO->getOperatorLoc());
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    switch (UO->getOpcode()) {
    case UO_Minus:
    case UO_Plus:
    case UO_LNot:
    case UO_Not:
      if (ExprPtr Sub = lowerExpr(UO->getSubExpr()))
        return Expr::unary(UnaryOperator::getOpcodeStr(UO->getOpcode()).str(),
                           std::move(Sub), *Ty, L);
      return nullptr;
    case UO_PreInc:
    case UO_PreDec:
    case UO_PostInc:
    case UO_PostDec:
      if (const auto *DRE =
              dyn_cast<DeclRefExpr>(UO->getSubExpr()->IgnoreParenImpCasts());
          DRE && Advances) {
        // a[k++] in a statement: k's value there, advanced around it.
        Variable *V = Vars.lookup(DRE->getDecl());
        if (V && V->K != Variable::LoopIndex) {
          Advances->push_back(
              {DRE->getDecl(), UO->isIncrementOp(), UO->isPostfix(), L});
          return Expr::var(V, L);
        }
      }
      return fail(L, "'++' and '--' inside an expression are supported on "
                     "local scalars and pointers in statements only; make "
                     "them a statement of their own");
    case UO_Deref:
      return lowerDeref(UO);
    default:
      return fail(L, "pointer operations ('&', '*') are not supported in "
                     "offloaded functions");
    }
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    ExprPtr C = lowerExpr(CO->getCond());
    if (Prelude && !InBranch)
      return lowerChoice(CO, std::move(C), *Ty);
    ++InBranch;
    ExprPtr T = lowerExpr(CO->getTrueExpr());
    ExprPtr Fl = lowerExpr(CO->getFalseExpr());
    --InBranch;
    if (!C || !T || !Fl)
      return nullptr;
    return Expr::select(std::move(C), std::move(T), std::move(Fl), *Ty, L);
  }
  if (const auto *Cast = dyn_cast<ExplicitCastExpr>(E)) {
    if (ExprPtr Sub = lowerExpr(Cast->getSubExpr()))
      return Expr::cast(*Ty, std::move(Sub), L);
    return nullptr;
  }
  if (const auto *CE = dyn_cast<CallExpr>(E))
    return lowerCall(CE);
  if (const auto *UE = dyn_cast<UnaryExprOrTypeTraitExpr>(E)) {
    clang::Expr::EvalResult R;
    if (UE->EvaluateAsInt(R, Ctx))
      return Expr::intLit(R.Val.getInt().getSExtValue(), *Ty, L);
  }
  return fail(L, std::string("expression '") + E->getStmtClassName() +
                     "' is not supported in offloaded functions");
}

ExprPtr Lowering::constantValue(const clang::Expr *E, const ScalarType &Ty) {
  SourceLocation L = E->getBeginLoc();
  clang::Expr::EvalResult R;
  if (!E->EvaluateAsRValue(R, Ctx))
    return nullptr;
  if (R.Val.isInt())
    return Expr::intLit(R.Val.getInt().getSExtValue(), Ty, L);
  if (!R.Val.isFloat() || !Ty.isFloating())
    return nullptr;
  const llvm::APFloat &V = R.Val.getFloat();
  bool Single = Ty.Bits == 32;
  std::string Lit;
  if (V.isInfinity()) // <cmath>'s names, on the host and the device.
    Lit = std::string(V.isNegative() ? "-" : "") +
          (Single ? "INFINITY" : "HUGE_VAL");
  else if (V.isNaN())
    Lit = Single ? "NAN" : "(double)NAN";
  else {
    llvm::SmallString<32> S;
    V.toString(S, 0, 0);
    Lit = S.str().str();
    if (Lit.find_first_of(".eE") == std::string::npos)
      Lit += ".0";
    Lit += Single ? "f" : "";
  }
  return Expr::floatLit(Lit, Ty, L);
}

} // namespace loopgen
