//===- LowerComplex.cpp - std::complex as pairs of scalars ----------------===//
//
// A std::complex<float> or <double> is its two parts: a local is two
// locals, an array of them is a record array of two slots (`x[i]` is
// x[i][0] and x[i][1]), and each operation (+ - * /, conj, polar, exp,
// log, log10, sqrt, pow, sin, cos, real, imag, abs, norm, arg) is written
// out on the parts, as the C++
// library defines it for finite values.
//
//===----------------------------------------------------------------------===//

#include "ComplexParts.h"
#include "LoweringImpl.h"
#include "loopgen/IR/Walk.h"

using namespace clang;
using namespace loopgen::complex_parts;

namespace loopgen {

std::optional<ScalarType> Lowering::complexElement(QualType T) {
  T = T.getNonReferenceType().getCanonicalType();
  const auto *RD = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T->getAsCXXRecordDecl());
  if (!RD || RD->getName() != "complex" || !RD->isInStdNamespace())
    return std::nullopt;
  std::optional<ScalarType> Elem =
      scalarType(RD->getTemplateArgs()[0].getAsType());
  if (!Elem || !Elem->isFloating())
    return std::nullopt;
  return Elem;
}

std::optional<Lowering::ArrayView>
Lowering::complexPlace(const clang::Expr *E) {
  std::optional<ArrayView> V = view(E);
  if (V && V->A->Record.rfind("std::complex<", 0) == 0 && !V->Offset &&
      V->Prefix.size() + 1 == V->A->rank())
    return V;
  return std::nullopt;
}

std::optional<std::pair<ExprPtr, ExprPtr>>
Lowering::lowerComplex(const clang::Expr *E, const ScalarType &Ty) {
  SourceLocation L = E->getBeginLoc();
  E = E->IgnoreParens();
  if (const auto *FE = dyn_cast<FullExpr>(E))
    return lowerComplex(FE->getSubExpr(), Ty);
  if (const auto *MTE = dyn_cast<MaterializeTemporaryExpr>(E))
    return lowerComplex(MTE->getSubExpr(), Ty);
  if (const auto *BTE = dyn_cast<CXXBindTemporaryExpr>(E))
    return lowerComplex(BTE->getSubExpr(), Ty);
  if (const auto *ICE = dyn_cast<ImplicitCastExpr>(E);
      ICE && complexElement(ICE->getSubExpr()->getType()))
    return lowerComplex(ICE->getSubExpr(), Ty);
  if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E))
    return lowerComplex(FC->getSubExpr(), Ty);
  auto Cast = [&](ExprPtr X) {
    return !X || X->Ty == Ty ? std::move(X) : Expr::cast(Ty, std::move(X), L);
  };
  auto Pair = [&](ExprPtr Re, ExprPtr Im)
      -> std::optional<std::pair<ExprPtr, ExprPtr>> {
    if (!Re || !Im)
      return std::nullopt;
    return std::make_pair(Cast(std::move(Re)), Cast(std::move(Im)));
  };
  auto Zero = [&] { return part(nullptr, Ty); };
  if (!complexElement(E->getType())) { // A real value: its imaginary part 0.
    if (!scalarType(E->getType())) {
      fail(L, "expression of type '" + typeName(E->getType()) +
                  "' is not a number or a std::complex");
      return std::nullopt;
    }
    return Pair(lowerExpr(E), Zero());
  }
  if (std::optional<ArrayView> V = complexPlace(E)) {
    std::vector<ExprPtr> Im;
    for (const ExprPtr &P : V->Prefix)
      Im.push_back(P->clone());
    V->Prefix.push_back(Expr::intLit(0, ScalarType::intTy(), L));
    Im.push_back(Expr::intLit(1, ScalarType::intTy(), L));
    return Pair(Expr::access(V->A, std::move(V->Prefix), L),
                Expr::access(V->A, std::move(Im), L));
  }
  if (Failed)
    return std::nullopt;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    auto It = ComplexVars.find(DRE->getDecl());
    if (It != ComplexVars.end())
      return Pair(Expr::var(It->second.first, L),
                  Expr::var(It->second.second, L));
    auto Arg = ComplexExprArgs.find(DRE->getDecl());
    if (Arg != ComplexExprArgs.end())
      return Pair(Arg->second.first->clone(), Arg->second.second->clone());
  }
  if (const auto *CE = dyn_cast<CallExpr>(E))
    if (const FunctionDecl *Def = inlinableCallee(CE)) {
      if (singleReturn(Def))
        return inlineComplex(CE, Def, Ty);
      // Statements of its own: before the statement, into two temporaries.
      if (!Prelude || InBranch || !changesOnlyItsOwn(Def)) {
        fail(L, "call to '" + Def->getNameAsString() +
                    "' can be inlined only where it runs before its "
                    "statement: it has statements of its own, and " +
                    (!changesOnlyItsOwn(Def) ? "it changes more than its own "
                                               "locals"
                     : InBranch              ? "it is under ?:, && or ||"
                                             : "it is not in a statement"));
        return std::nullopt;
      }
      std::string Name = F->freshName(Def->getNameAsString());
      std::pair<Variable *, Variable *> Result = {
          F->newVar(Variable::Local, F->freshName(Name + "_re"), Ty, L),
          F->newVar(Variable::Local, F->freshName(Name + "_im"), Ty, L)};
      for (Variable *V : {Result.first, Result.second}) {
        auto DS = std::make_unique<DeclStmt>(L);
        DS->Var = V;
        Prelude->Body.push_back(std::move(DS));
      }
      BlockStmt *Into = std::exchange(Prelude, nullptr); // Its own statements.
      ComplexResult = &Result;
      inlineAsStmts(CE, Def, nullptr, *Into);
      Prelude = Into;
      if (Failed)
        return std::nullopt;
      return Pair(Expr::var(Result.first, L), Expr::var(Result.second, L));
    }
  if (const auto *CE = dyn_cast<CXXConstructExpr>(E)) {
    // complex(), complex(re), complex(re, im), a copy or a conversion.
    unsigned N = CE->getNumArgs();
    while (N && isa<CXXDefaultArgExpr>(CE->getArg(N - 1)))
      --N;
    if (N == 1 && complexElement(CE->getArg(0)->getType()))
      return lowerComplex(CE->getArg(0), Ty);
    if (N <= 2)
      return Pair(N ? lowerExpr(CE->getArg(0)) : Zero(),
                  N == 2 ? lowerExpr(CE->getArg(1)) : Zero());
  }
  if (const auto *List = dyn_cast<InitListExpr>(E); List && List->getNumInits() <= 2) {
    unsigned N = List->getNumInits();
    if (N == 1 && complexElement(List->getInit(0)->getType()))
      return lowerComplex(List->getInit(0), Ty);
    return Pair(N ? lowerExpr(List->getInit(0)) : Zero(),
                N == 2 ? lowerExpr(List->getInit(1)) : Zero());
  }
  // Operands: complex or real.
  auto Operand = [&](const clang::Expr *X) -> std::optional<Parts> {
    if (!complexElement(X->getType())) {
      ExprPtr R = Cast(lowerExpr(X));
      return R ? std::optional<Parts>(Parts{std::move(R), nullptr})
               : std::nullopt;
    }
    auto P = lowerComplex(X, Ty);
    if (!P)
      return std::nullopt;
    return Parts{std::move(P->first), std::move(P->second)};
  };
  auto Done = [&](std::optional<Parts> P)
      -> std::optional<std::pair<ExprPtr, ExprPtr>> {
    if (!P)
      return std::nullopt;
    return Pair(std::move(P->Re), P->Im ? std::move(P->Im) : Zero());
  };
  if (const auto *OCE = dyn_cast<CXXOperatorCallExpr>(E)) {
    OverloadedOperatorKind K = OCE->getOperator();
    if (OCE->getNumArgs() == 1 && (K == OO_Minus || K == OO_Plus)) {
      auto X = Operand(OCE->getArg(0));
      if (!X || K == OO_Plus)
        return Done(std::move(X));
      return Pair(Expr::unary("-", std::move(X->Re), Ty, L),
                  Expr::unary("-", std::move(X->Im), Ty, L));
    }
    const char *Op = K == OO_Plus    ? "+"
                     : K == OO_Minus ? "-"
                     : K == OO_Star  ? "*"
                     : K == OO_Slash ? "/"
                                     : nullptr;
    if (Op && OCE->getNumArgs() == 2) {
      auto X = Operand(OCE->getArg(0)), Y = Operand(OCE->getArg(1));
      if (!X || !Y)
        return std::nullopt;
      return Done(arithmetic(Op, std::move(*X), std::move(*Y), Ty, L));
    }
  }
  if (const auto *CE = dyn_cast<CallExpr>(E);
      CE && CE->getDirectCallee() && CE->getDirectCallee()->isInStdNamespace()) {
    std::string Name = CE->getDirectCallee()->getNameAsString();
    if (Name == "conj" && CE->getNumArgs() == 1) {
      auto X = Operand(CE->getArg(0));
      if (!X)
        return std::nullopt;
      return Pair(std::move(X->Re),
                  X->Im ? Expr::unary("-", std::move(X->Im), Ty, L) : Zero());
    }
    if (Name == "polar" && CE->getNumArgs() >= 1) {
      ExprPtr R = Cast(lowerExpr(CE->getArg(0)));
      ExprPtr Theta = CE->getNumArgs() > 1 &&
                              !isa<CXXDefaultArgExpr>(CE->getArg(1))
                          ? Cast(lowerExpr(CE->getArg(1)))
                          : Zero();
      if (!R || !Theta)
        return std::nullopt;
      std::vector<ExprPtr> C, S;
      C.push_back(Theta->clone());
      S.push_back(std::move(Theta));
      ExprPtr Re = binary("*", R->clone(), math("cos", std::move(C), Ty, L), Ty, L);
      return Pair(std::move(Re), binary("*", std::move(R),
                                        math("sin", std::move(S), Ty, L), Ty, L));
    }
    if (Name == "exp" && CE->getNumArgs() == 1) {
      auto X = Operand(CE->getArg(0));
      if (!X)
        return std::nullopt;
      ExprPtr Im = part(X->Im, Ty);
      std::vector<ExprPtr> E1, E2, C, S;
      E1.push_back(X->Re->clone());
      E2.push_back(std::move(X->Re));
      C.push_back(Im->clone());
      S.push_back(std::move(Im));
      return Pair(binary("*", math("exp", std::move(E1), Ty, L),
                         math("cos", std::move(C), Ty, L), Ty, L),
                  binary("*", math("exp", std::move(E2), Ty, L),
                         math("sin", std::move(S), Ty, L), Ty, L));
    }
    if ((Name == "sqrt" || Name == "log" || Name == "log10" || Name == "sin" ||
         Name == "cos") &&
        CE->getNumArgs() == 1) {
      auto X = Operand(CE->getArg(0));
      if (!X)
        return std::nullopt;
      if (Name == "sqrt")
        return Done(sqrtOf(std::move(*X), Ty, L));
      if (Name == "sin" || Name == "cos")
        return Done(trigOf(Name == "sin", std::move(*X), Ty, L));
      Parts Log = logOf(std::move(*X), Ty, L);
      if (Name == "log10")
        return Done(arithmetic(
            "/", std::move(Log),
            Parts{literal("2.302585092994045684", Ty), nullptr}, Ty, L));
      return Done(std::move(Log));
    }
    if (Name == "pow" && CE->getNumArgs() == 2) {
      // z^w = exp(w log z); a real power of a positive real, pow itself
      // (as the library computes it).
      auto X = Operand(CE->getArg(0)), W = Operand(CE->getArg(1));
      if (!X || !W)
        return std::nullopt;
      ExprPtr Real;
      if (!W->Im) {
        ExprPtr Positive = Expr::binary(
            "&&", compare("==", part(X->Im, Ty), literal("0.0", Ty), L),
            compare(">", X->Re->clone(), literal("0.0", Ty), L),
            ScalarType::get(ScalarType::Bool, "bool", 8), L);
        Real = std::move(Positive);
      }
      ExprPtr RealBase = X->Re->clone(), RealPower = W->Re->clone();
      Parts Log = logOf(std::move(*X), Ty, L);
      std::optional<Parts> Product =
          arithmetic("*", std::move(*W), std::move(Log), Ty, L);
      if (!Product)
        return std::nullopt;
      ExprPtr Im = part(Product->Im, Ty);
      ExprPtr Magnitude = call1("exp", std::move(Product->Re), Ty, L);
      ExprPtr Re = binary("*", Magnitude->clone(),
                          call1("cos", Im->clone(), Ty, L), Ty, L);
      Im = binary("*", std::move(Magnitude), call1("sin", std::move(Im), Ty, L),
                  Ty, L);
      if (Real) {
        Re = Expr::select(
            Real->clone(),
            call2("pow", std::move(RealBase), std::move(RealPower), Ty, L),
            std::move(Re), Ty, L);
        Im = Expr::select(std::move(Real), literal("0.0", Ty), std::move(Im),
                          Ty, L);
      }
      return Pair(std::move(Re), std::move(Im));
    }
  }
  fail(L, "this std::complex operation is not supported in offloaded "
          "functions: loopgen writes out + - * /, conj, polar, exp, log, "
          "log10, sqrt, pow, sin, cos, real, imag, abs, norm and arg on the "
          "parts");
  return std::nullopt;
}

std::optional<ExprPtr> Lowering::lowerComplexScalar(const clang::Expr *E) {
  SourceLocation L = E->getBeginLoc();
  const clang::Expr *Of = nullptr;
  std::string Name;
  if (const auto *MCE = dyn_cast<CXXMemberCallExpr>(E);
      MCE && MCE->getNumArgs() == 0 &&
      complexElement(MCE->getImplicitObjectArgument()->getType())) {
    Of = MCE->getImplicitObjectArgument();
    Name = MCE->getMethodDecl()->getNameAsString();
  } else if (const auto *CE = dyn_cast<CallExpr>(E);
             CE && CE->getNumArgs() == 1 && CE->getDirectCallee() &&
             CE->getDirectCallee()->isInStdNamespace() &&
             complexElement(CE->getArg(0)->getType())) {
    Of = CE->getArg(0);
    Name = CE->getDirectCallee()->getNameAsString();
  }
  if (!Of)
    return std::nullopt;
  ScalarType Ty = *complexElement(Of->getType());
  if (Name != "real" && Name != "imag" && Name != "abs" && Name != "norm" &&
      Name != "arg")
    return fail(L, "'" + Name +
                       "' of a std::complex is not supported in offloaded "
                       "functions (real, imag, abs, norm and arg are)");
  auto P = lowerComplex(Of, Ty);
  if (!P)
    return ExprPtr();
  auto &[Re, Im] = *P;
  if (Name == "real")
    return std::move(Re);
  if (Name == "imag")
    return std::move(Im);
  std::vector<ExprPtr> Args;
  if (Name == "arg") {
    Args.push_back(std::move(Im));
    Args.push_back(std::move(Re));
    return math("atan2", std::move(Args), Ty, L);
  }
  if (Name == "abs") {
    Args.push_back(std::move(Re));
    Args.push_back(std::move(Im));
    return math("hypot", std::move(Args), Ty, L);
  }
  ExprPtr ReSq = binary("*", Re->clone(), Re->clone(), Ty, L);
  return binary("+", std::move(ReSq),
                binary("*", Im->clone(), Im->clone(), Ty, L), Ty, L);
}

bool Lowering::lowerComplexDecl(const VarDecl *VD, BlockStmt &Out) {
  QualType T = VD->getType();
  std::optional<ScalarType> Ty = complexElement(T);
  if (!Ty)
    return false;
  SourceLocation L = VD->getLocation();
  std::string Name = VD->getNameAsString();
  const clang::Expr *Init = VD->getInit();
  // A reference to an element: the element itself.
  if (T->isReferenceType()) {
    std::optional<ArrayView> V = Init ? complexPlace(Init) : std::nullopt;
    if (V) {
      Rows[VD] = holdInLocals(std::move(*V), Name, false, L, Out);
      return true;
    }
    if (!T.getNonReferenceType().isConstQualified()) {
      fail(L, "a reference to a std::complex must refer to an element of an "
              "array");
      return true;
    }
  }
  std::optional<std::pair<ExprPtr, ExprPtr>> Value;
  if (Init)
    Value = lowerComplex(Init, *Ty);
  else
    Value = std::make_pair(part(nullptr, *Ty), part(nullptr, *Ty));
  if (!Value)
    return true;
  std::pair<Variable *, Variable *> Vs;
  for (bool Imag : {false, true}) {
    Variable *V = F->newVar(Variable::Local,
                            F->freshName(Name + (Imag ? "_im" : "_re")), *Ty, L);
    if (!IterationScalars.empty())
      IterationScalars.back().insert(V);
    auto DS = std::make_unique<DeclStmt>(L);
    DS->Var = V;
    DS->Init = Imag ? std::move(Value->second) : std::move(Value->first);
    Out.Body.push_back(std::move(DS));
    (Imag ? Vs.second : Vs.first) = V;
  }
  ComplexVars[VD] = Vs;
  return true;
}

bool Lowering::lowerComplexAssign(const clang::Expr *E, BlockStmt &Out) {
  const auto *OCE = dyn_cast<CXXOperatorCallExpr>(E);
  if (!OCE || OCE->getNumArgs() != 2 || !OCE->isAssignmentOp())
    return false;
  std::optional<ScalarType> Ty = complexElement(OCE->getArg(0)->getType());
  if (!Ty)
    return false;
  SourceLocation L = OCE->getOperatorLoc();
  auto Target = lowerComplex(OCE->getArg(0), *Ty);
  if (!Target)
    return true;
  auto Lvalue = [](const ExprPtr &X) {
    return X->K == Expr::VarRef || X->K == Expr::Access;
  };
  if (!Lvalue(Target->first) || !Lvalue(Target->second)) {
    fail(OCE->getArg(0)->getBeginLoc(),
         "a std::complex is assigned as a local variable or an array element");
    return true;
  }
  OverloadedOperatorKind K = OCE->getOperator();
  const clang::Expr *RHS = OCE->getArg(1);
  std::optional<std::pair<ExprPtr, ExprPtr>> Value;
  if (K == OO_Equal || K == OO_PlusEqual || K == OO_MinusEqual) {
    Value = lowerComplex(RHS, *Ty);
  } else if (K == OO_StarEqual || K == OO_SlashEqual) {
    // z *= w is z = z * w, of the old parts.
    std::optional<Parts> Y;
    if (complexElement(RHS->getType())) {
      auto P = lowerComplex(RHS, *Ty);
      if (P)
        Y = Parts{std::move(P->first), std::move(P->second)};
    } else if (ExprPtr R = lowerExpr(RHS)) {
      Y = Parts{R->Ty == *Ty ? std::move(R) : Expr::cast(*Ty, std::move(R), L),
                nullptr};
    }
    if (!Y)
      return true;
    auto P = arithmetic(K == OO_StarEqual ? "*" : "/",
                        Parts{Target->first->clone(), Target->second->clone()},
                        std::move(*Y), *Ty, L);
    Value = std::make_pair(std::move(P->Re), std::move(P->Im));
  } else {
    fail(L, "this assignment to a std::complex is not supported in offloaded "
            "functions");
    return true;
  }
  if (!Value)
    return true;
  std::string Op = K == OO_PlusEqual ? "+" : K == OO_MinusEqual ? "-" : "";
  // The imaginary part's value may read the real part being assigned:
  // then the new real part waits in a temporary while the imaginary part
  // is assigned first.
  bool ReadsRe = false;
  walkExpr(*Value->second, [&](const Expr &X) {
    ReadsRe |= X.sameAs(*Target->first);
  });
  auto Im = std::make_unique<AssignStmt>(std::move(Target->second), Op,
                                         std::move(Value->second), L);
  ExprPtr Re = std::move(Value->first);
  if (ReadsRe) {
    Variable *Tmp =
        F->newVar(Variable::Local, F->freshName("new_re"), *Ty, L);
    if (!IterationScalars.empty())
      IterationScalars.back().insert(Tmp);
    auto DS = std::make_unique<DeclStmt>(L);
    DS->Var = Tmp;
    DS->Init = std::move(Re);
    Out.Body.push_back(std::move(DS));
    Out.Body.push_back(std::move(Im));
    Re = Expr::var(Tmp, L);
  }
  Out.Body.push_back(std::make_unique<AssignStmt>(std::move(Target->first), Op,
                                                  std::move(Re), L));
  if (Im)
    Out.Body.push_back(std::move(Im));
  return true;
}

} // namespace loopgen

namespace loopgen {

bool Lowering::bindComplexParam(const ParmVarDecl *P, const clang::Expr *Arg,
                                std::vector<ExprPtr> &Owned, BlockStmt *Out) {
  QualType T = P->getType();
  ScalarType Ty = *complexElement(T);
  SourceLocation L = Arg->getBeginLoc();
  if (T->isReferenceType() && !T.getNonReferenceType().isConstQualified()) {
    const auto *DRE = dyn_cast<DeclRefExpr>(Arg->IgnoreParenImpCasts());
    auto It = DRE ? ComplexVars.find(DRE->getDecl()) : ComplexVars.end();
    if (It == ComplexVars.end()) {
      fail(L, "argument for reference parameter '" + P->getNameAsString() +
                  "' must be a local std::complex variable");
      return false;
    }
    ComplexVars[P] = It->second;
    return true;
  }
  auto Parts = lowerComplex(Arg, Ty);
  if (!Parts)
    return false;
  if (!Out) {
    ComplexExprArgs[P] = {Parts->first.get(), Parts->second.get()};
    Owned.push_back(std::move(Parts->first));
    Owned.push_back(std::move(Parts->second));
    return true;
  }
  std::string Name = F->freshName(P->getNameAsString());
  std::pair<Variable *, Variable *> Vs;
  ExprPtr *Init[] = {&Parts->first, &Parts->second};
  Variable **Into[] = {&Vs.first, &Vs.second};
  for (int Half = 0; Half < 2; ++Half) {
    *Into[Half] =
        F->newVar(Variable::Local, F->freshName(Name + (Half ? "_im" : "_re")),
                  Ty, P->getLocation());
    auto DS = std::make_unique<DeclStmt>(L);
    DS->Var = *Into[Half];
    DS->Init = std::move(*Init[Half]);
    Out->Body.push_back(std::move(DS));
  }
  ComplexVars[P] = Vs;
  return true;
}

std::optional<std::pair<ExprPtr, ExprPtr>>
Lowering::inlineComplex(const CallExpr *CE, const FunctionDecl *FD,
                        const ScalarType &Ty) {
  std::vector<ExprPtr> Owned;
  SavedParams Saved(*this, FD);
  if (!bindExprArgs(CE, FD, Owned))
    return std::nullopt;
  CallStack.push_back(FD);
  auto Result = lowerComplex(singleReturn(FD)->getRetValue(), Ty);
  CallStack.pop_back();
  if (isa<CXXMethodDecl>(FD))
    ThisObjects.pop_back();
  if (!Result)
    return std::nullopt;
  // The arguments' parts are cloned where the body reads them.
  return std::make_pair(Result->first->clone(), Result->second->clone());
}

} // namespace loopgen
