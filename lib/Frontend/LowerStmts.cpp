//===- LowerStmts.cpp - Statements ----------------------------------------===//
//
// Blocks, declarations (scalars, C arrays, vectors, structs), if/else,
// assignments and compound assignments; every other statement is an error at
// its location. Loops are in LowerLoops.cpp, early returns in LowerExits.cpp.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"
#include "clang/AST/Attr.h"

using namespace clang;

namespace loopgen {

std::unique_ptr<BlockStmt> Lowering::lowerBody(const clang::Stmt *S) {
  auto B = std::make_unique<BlockStmt>(S->getBeginLoc());
  ++ControlDepth;
  lowerStmt(S, *B);
  --ControlDepth;
  return B;
}

static const char *unsupportedStmtName(const clang::Stmt *S) {
  switch (S->getStmtClass()) {
  case clang::Stmt::GotoStmtClass:
  case clang::Stmt::IndirectGotoStmtClass:
    return "'goto' is not supported in offloaded functions";
  case clang::Stmt::LabelStmtClass:
    return "labels are not supported in offloaded functions";
  case clang::Stmt::BreakStmtClass:
    return "'break' is supported in for, while and do-while loops and in "
           "switch cases; write this loop as a for loop over an index";
  case clang::Stmt::ContinueStmtClass:
    return "'continue' is supported only as the last statement of an if "
           "at the top of a loop's body; use if";
  case clang::Stmt::CXXTryStmtClass:
    return "exceptions are not supported in offloaded functions";
  case clang::Stmt::GCCAsmStmtClass:
  case clang::Stmt::MSAsmStmtClass:
    return "inline assembly is not supported in offloaded functions";
  default:
    return nullptr;
  }
}

unsigned references(const clang::Stmt *E, const ValueDecl *D) {
  if (!E)
    return 0;
  const auto *DRE = dyn_cast<DeclRefExpr>(E);
  unsigned N = DRE && DRE->getDecl() == D;
  for (const clang::Stmt *Child : E->children())
    N += references(Child, D);
  return N;
}

void Lowering::lowerAdvancing(const clang::Stmt *Whole, BlockStmt &Out,
                              llvm::function_ref<void(BlockStmt &)> Lower) {
  std::vector<Advance> Found, *Outer = Advances;
  Advances = &Found;
  SourceLocation Loc = Whole ? Whole->getBeginLoc() : SourceLocation();
  BlockStmt Before(Loc), Body(Loc);
  BlockStmt *OuterPrelude = std::exchange(Prelude, &Before);
  const clang::Stmt *OuterStatement = std::exchange(CurrentStatement, Whole);
  Lower(Body);
  CurrentStatement = OuterStatement;
  Prelude = OuterPrelude;
  Advances = Outer;
  // Alone in the statement, the variable's advance and its value there do
  // not depend on the order of evaluation.
  for (const Advance &A : Found)
    if (references(Whole, A.D) != 1) {
      fail(A.Loc, "'" + A.D->getNameAsString() +
                      "' is changed by '++' or '--' and named again in the "
                      "same statement; make the change a statement of its "
                      "own");
      return;
    }
  auto Emit = [&](const Advance &A) {
    Variable *V = Vars.lookup(A.D);
    if (!V)
      V = Rows[A.D].Offset->Var; // A pointer local: its offset.
    Out.Body.push_back(std::make_unique<AssignStmt>(
        Expr::var(V, A.Loc), A.Increment ? "+" : "-",
        Expr::intLit(1, V->Ty, A.Loc), A.Loc));
  };
  for (const Advance &A : Found)
    if (!A.Post)
      Emit(A);
  // Pointers declared here without a value get their locals in Out.
  for (BlockStmt *From : {&Before, &Body}) {
    for (auto &[D, Place] : UnboundPointers)
      if (Place.first == From)
        Place = {&Out, Out.Body.size() + Place.second};
    for (StmtPtr &S : From->Body)
      Out.Body.push_back(std::move(S));
  }
  for (const Advance &A : Found)
    if (A.Post)
      Emit(A);
}

/// Whether E changes a variable by ++ or -- (outside lambdas).
static bool changesScalars(const clang::Stmt *E) {
  if (!E || isa<LambdaExpr>(E))
    return false;
  if (const auto *UO = dyn_cast<UnaryOperator>(E);
      UO && UO->isIncrementDecrementOp())
    return true;
  for (const clang::Stmt *C : E->children())
    if (changesScalars(C))
      return true;
  return false;
}

void Lowering::lowerSequence(llvm::ArrayRef<const clang::Stmt *> Stmts,
                             BlockStmt &Out) {
  for (size_t K = 0; K < Stmts.size(); ++K) {
    if (size_t N = lowerSwap(Stmts.drop_front(K))) {
      K += N - 1;
      continue;
    }
    lowerStmt(Stmts[K], Out);
    if (PendingRotation && usesRotatedPointers(Stmts.drop_front(K + 1))) {
      fail(Stmts[K + 1]->getBeginLoc(),
           "the pointers that the loop before swaps are used after it in "
           "the same nested block; loopgen lowers such uses in the "
           "function's own body");
      return;
    }
    if (!BreakFlag || !mayLeaveLoop(Stmts[K]) || K + 1 == Stmts.size())
      continue;
    // What follows a break runs only while the loop has not been left.
    auto Rest = std::make_unique<IfStmt>(Stmts[K + 1]->getBeginLoc());
    Rest->Cond = Expr::var(BreakFlag, Stmts[K + 1]->getBeginLoc());
    Rest->Then = std::make_unique<BlockStmt>(Stmts[K + 1]->getBeginLoc());
    ++ControlDepth;
    lowerSequence(Stmts.drop_front(K + 1), *Rest->Then);
    --ControlDepth;
    Out.Body.push_back(std::move(Rest));
    return;
  }
}

void Lowering::lowerStmt(const clang::Stmt *S, BlockStmt &Out) {
  if (!S || lowerSwap(S))
    return;
  if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
    lowerSequence({CS->body_begin(), CS->body_end()}, Out);
    return;
  }
  if (isa<BreakStmt>(S) && BreakFlag) {
    Out.Body.push_back(std::make_unique<AssignStmt>(
        Expr::var(BreakFlag, S->getBeginLoc()), "",
        Expr::boolLit(false, S->getBeginLoc()), S->getBeginLoc()));
    return;
  }
  if (isa<NullStmt>(S))
    return;
  if (const auto *DS = dyn_cast<clang::DeclStmt>(S)) {
    for (const clang::Decl *Dcl : DS->decls()) {
      if (const auto *VD = dyn_cast<VarDecl>(Dcl))
        lowerAdvancing(VD->getInit(), Out,
                       [&](BlockStmt &Body) { lowerDecl(VD, Body); });
      else if (!isa<TypedefNameDecl>(Dcl) && !isa<StaticAssertDecl>(Dcl) &&
               !isa<UsingDirectiveDecl>(Dcl) && !isa<UsingDecl>(Dcl) &&
               !isa<UsingShadowDecl>(Dcl) && !isa<UsingEnumDecl>(Dcl))
        // (Names brought into scope, `using namespace d2q9;`, are only
        // names.)
        fail(Dcl->getLocation(),
             "this declaration is not supported in offloaded functions");
    }
    return;
  }
  if (const auto *FS = dyn_cast<clang::ForStmt>(S)) {
    lowerFor(FS, Out);
    return;
  }
  if (const auto *RS = dyn_cast<CXXForRangeStmt>(S)) {
    lowerRangeFor(RS, Out);
    return;
  }
  if (isa<clang::WhileStmt>(S) || isa<clang::DoStmt>(S)) {
    lowerWhile(S, Out);
    return;
  }
  // Hints for the host's compiler (#pragma unroll, [[likely]]): the
  // statement is lowered as if they were not there.
  if (const auto *AS = dyn_cast<AttributedStmt>(S)) {
    for (const clang::Attr *A : AS->getAttrs())
      D.remark(A->getLocation(),
               isa<LoopHintAttr>(A)
                   ? "this loop hint is for the host's compiler; loopgen "
                     "ignores it and chooses its own unrolling"
                   : "the attribute '" + std::string(A->getSpelling()) +
                         "' is for the host's compiler; loopgen ignores it");
    lowerStmt(AS->getSubStmt(), Out);
    return;
  }
  if (const auto *IS = dyn_cast<clang::IfStmt>(S)) {
    if (IS->getInit() || IS->getConditionVariable() || IS->isConstexpr()) {
      fail(IS->getBeginLoc(), "if statements with an initializer, a "
                              "condition variable or constexpr are not "
                              "supported");
      return;
    }
    auto If = std::make_unique<IfStmt>(IS->getBeginLoc());
    if (changesScalars(IS->getCond())) {
      // `if (++valid >= k)`: the condition's value, then the changes, then
      // the branches.
      SourceLocation L = IS->getCond()->getBeginLoc();
      Variable *C = F->newVar(Variable::Local, F->freshName("condition"),
                              ScalarType::get(ScalarType::Bool, "bool", 8), L);
      if (!IterationScalars.empty())
        IterationScalars.back().insert(C);
      lowerAdvancing(IS->getCond(), Out, [&](BlockStmt &Body) {
        auto DS = std::make_unique<DeclStmt>(L);
        DS->Var = C;
        DS->Init = lowerExpr(IS->getCond());
        if (DS->Init && DS->Init->Ty != C->Ty)
          DS->Init = Expr::cast(C->Ty, std::move(DS->Init), L);
        Body.Body.push_back(std::move(DS));
      });
      If->Cond = Expr::var(C, L);
    } else {
      // A helper with statements called in the condition runs before the
      // if, into a temporary (`if (window_mean(x, i, w) > t)`).
      BlockStmt Before(IS->getBeginLoc());
      BlockStmt *Outer = std::exchange(Prelude, &Before);
      If->Cond = lowerExpr(IS->getCond());
      Prelude = Outer;
      for (StmtPtr &X : Before.Body)
        Out.Body.push_back(std::move(X));
    }
    If->Then = lowerBody(IS->getThen());
    if (IS->getElse())
      If->Else = lowerBody(IS->getElse());
    if (If->Cond)
      Out.Body.push_back(std::move(If));
    return;
  }
  if (const auto *R = dyn_cast<clang::ReturnStmt>(S)) {
    if (returnLeavesLoop()) { // Its value, then as a break.
      SourceLocation L = R->getBeginLoc();
      Returning->OnReturn(R, Out);
      Out.Body.push_back(std::make_unique<AssignStmt>(
          Expr::var(Returning->Returned, L), "", Expr::boolLit(true, L), L));
      for (Variable *Flag : Returning->Flags) // Every loop it leaves.
        Out.Body.push_back(std::make_unique<AssignStmt>(
            Expr::var(Flag, L), "", Expr::boolLit(false, L), L));
      return;
    }
    fail(R->getBeginLoc(), "'return' inside a loop is supported in 'for' "
                           "loops (a search, also over nested loops); in a "
                           "'while' or 'do' loop, keep the result in a "
                           "variable and 'break'");
    return;
  }
  if (const auto *E = dyn_cast<clang::Expr>(S)) {
    lowerAdvancing(E, Out, [&](BlockStmt &Body) { lowerExprStmt(E, Body); });
    return;
  }
  if (const auto *SS = dyn_cast<clang::SwitchStmt>(S)) {
    lowerSwitch(SS, Out, nullptr);
    return;
  }
  if (const char *Msg = unsupportedStmtName(S)) {
    fail(S->getBeginLoc(), Msg);
    return;
  }
  fail(S->getBeginLoc(), "this statement is not supported in offloaded "
                         "functions");
}

void Lowering::lowerDecl(const VarDecl *VD, BlockStmt &Out) {
  SourceLocation L = VD->getLocation();
  std::string Name = VD->getNameAsString();
  // A static constant (a coefficient table) holds the same values in every
  // call: it is lowered as a local of those values.
  bool Constant = VD->getType().isConstant(Ctx) && VD->getInit();
  if (!VD->isLocalVarDecl() || (VD->isStaticLocal() && !Constant)) {
    fail(L, "static or extern variable '" + Name +
                "' is not supported in offloaded functions; a static "
                "variable that keeps its value across calls has no GPU "
                "form (a static const table does)");
    return;
  }
  QualType T = VD->getType();
  if (lowerComplexDecl(VD, Out))
    return;
  if (T->isReferenceType()) {
    lowerReferenceDecl(VD, Out);
    return;
  }
  if (T->isPointerType()) {
    lowerPointerDecl(VD, Out);
    return;
  }
  if (auto Ty = scalarType(T)) {
    Variable *V = F->newVar(Variable::Local, F->freshName(Name), *Ty, L);
    V->Spelled = Name;
    if (!IterationScalars.empty())
      IterationScalars.back().insert(V);
    auto DS = std::make_unique<DeclStmt>(L);
    DS->Var = V;
    const clang::Expr *Init = VD->getInit();
    if (Init) {
      const auto *CE =
          dyn_cast<CallExpr>(Init->IgnoreParenImpCasts()->IgnoreImplicit());
      const FunctionDecl *Callee = CE ? inlinableCallee(CE) : nullptr;
      if (Callee && !singleReturn(Callee)) {
        Out.Body.push_back(std::move(DS));
        Vars[VD] = V;
        inlineAsStmts(CE, Callee, Expr::var(V, L), Out);
        return;
      }
      DS->Init = lowerExpr(Init);
    }
    Vars[VD] = V;
    Out.Body.push_back(std::move(DS));
    return;
  }
  QualType Elem;
  if (const ArrayType *AT = Ctx.getAsArrayType(T)) {
    std::vector<ExprPtr> Dims;
    QualType Cur = T;
    bool VariableLength = false; // C99's `double t[n]`: a local vector.
    while ((AT = Ctx.getAsArrayType(Cur))) {
      if (const auto *CAT = dyn_cast<ConstantArrayType>(AT)) {
        Dims.push_back(
            Expr::intLit(CAT->getSize().getSExtValue(),
                         ScalarType::get(ScalarType::Integer, "int", 32)));
      } else if (const auto *VAT = dyn_cast<VariableArrayType>(AT);
                 VAT && VAT->getSizeExpr()) {
        ExprPtr Size = lowerExpr(VAT->getSizeExpr());
        if (!Size) {
          Refused.insert(VD);
          return;
        }
        Dims.push_back(std::move(Size));
        VariableLength = true;
      } else {
        fail(L, "local array '" + Name +
                    "' needs constant dimensions; use "
                    "std::vector<T> " +
                    Name + "(n)");
        Refused.insert(VD);
        return;
      }
      Cur = AT->getElementType();
    }
    auto Ty = scalarType(Cur);
    if (!Ty) {
      fail(L, "local array '" + Name + "' must have a scalar element type");
      Refused.insert(VD);
      return;
    }
    Array *A =
        F->newArray(VariableLength ? Array::LocalVector : Array::LocalCArray,
                    F->freshName(Name), *Ty, L);
    A->Dims = std::move(Dims);
    Arrays[VD] = A; // Known even when refused: its uses are no new error.
    if (!IterationScalars.empty())
      IterationArrays.insert(A);
    auto DS = std::make_unique<DeclStmt>(L);
    DS->Arr = A;
    Out.Body.push_back(std::move(DS));
    if (VD->getInit())
      initializeArray(*A, VD->getInit(), Out);
    return;
  }
  if (std::optional<StdArrayShape> SA = stdArray(T)) {
    // std::array<T, N>: a local C array of N elements.
    Array *A = F->newArray(Array::LocalCArray, F->freshName(Name), SA->Elem, L);
    A->Dims = SA->extents();
    Arrays[VD] = A;
    if (!IterationScalars.empty())
      IterationArrays.insert(A);
    auto DS = std::make_unique<DeclStmt>(L);
    DS->Arr = A;
    Out.Body.push_back(std::move(DS));
    // `std::array<double, 5> accept;` is left as a C array would be (filled
    // by a loop after it); `std::array<double, 5>()` holds zeros.
    const auto *Construct = dyn_cast_or_null<CXXConstructExpr>(VD->getInit());
    if (Construct && Construct->getNumArgs() == 0) {
      if (Construct->requiresZeroInitialization())
        fillArray(*A, zeroOf(A->Elem), Out);
      return;
    }
    if (VD->getInit())
      initializeArray(*A, VD->getInit(), Out);
    return;
  }
  if (unsigned Depth = vectorDepth(T, Elem)) {
    // `std::vector<float> w = make_weights(r, s);`: the helper's vector.
    if (const auto *CE = dyn_cast_or_null<CallExpr>(
            VD->getInit() ? VD->getInit()->IgnoreImplicit() : nullptr))
      if (const FunctionDecl *Def = inlinableCallee(CE)) {
        const ValueDecl *Outer = std::exchange(VectorResult, VD);
        inlineAsStmts(CE, Def, nullptr, Out);
        VectorResult = Outer;
        if (!Failed && !Arrays.count(VD))
          fail(L, "'" + Def->getNameAsString() +
                      "' must return a local std::vector of its own");
        return;
      }
    ExprPtr Fill;
    auto Shape = vectorShape(VD->getInit(), &Fill);
    if (!Shape || Shape->size() != Depth) {
      fail(L, "local std::vector '" + Name +
                  "' must be constructed with its size and maybe a value: "
                  "std::vector<float> " +
                  Name + "(n), " + Name + "(n, 1.0f), or " + Name +
                  "(rows, std::vector<float>(cols))");
      Refused.insert(VD);
      return;
    }
    Array *A = F->newArray(Array::LocalVector, F->freshName(Name),
                           *scalarType(Elem), L);
    A->Dims = std::move(*Shape);
    A->Nested = Depth == 2;
    Arrays[VD] = A;
    if (!IterationScalars.empty())
      IterationArrays.insert(A);
    auto DS = std::make_unique<DeclStmt>(L);
    DS->Arr = A;
    Out.Body.push_back(std::move(DS));
    if (Fill)
      fillArray(*A, std::move(Fill), Out);
    return;
  }
  if (const RecordDecl *RD = structOf(T)) {
    if (isLambda(RD)) {
      lowerLambdaDecl(VD, Out);
      return;
    }
    if (isPlainRecord(RD)) {
      lowerRecordDecl(VD, RD, Out);
      return;
    }
    if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD)) {
      lowerStructDecl(VD, CRD, Out);
      return;
    }
  }
  fail(L, "variable '" + Name + "' of type '" + typeName(T) +
              "' is not supported in offloaded functions");
  Refused.insert(VD);
}

void Lowering::lowerLambdaDecl(const VarDecl *VD, BlockStmt &Out) {
  // Its calls are inlined where they are made: a capture by copy reads the
  // variable there, which is its value here only if nothing assigns it;
  // an init-capture is a local of its value here.
  const clang::Expr *Init = VD->getInit();
  while (Init && !isa<LambdaExpr>(Init)) {
    Init = Init->IgnoreImplicit()->IgnoreParenImpCasts();
    if (const auto *CE = dyn_cast<CXXConstructExpr>(Init);
        CE && CE->getNumArgs() == 1)
      Init = CE->getArg(0);
    else if (!isa<LambdaExpr>(Init))
      Init = nullptr;
  }
  const auto *LE = dyn_cast_or_null<LambdaExpr>(Init);
  if (!LE) {
    fail(VD->getLocation(), "a lambda variable must be initialized by the "
                            "lambda itself");
    return;
  }
  for (const LambdaCapture &C : LE->captures()) {
    if (LE->isInitCapture(&C)) {
      // `[t = e]`: a local that holds e's value here.
      lowerDecl(cast<VarDecl>(C.getCapturedVar()), Out);
      continue;
    }
    if (!C.capturesVariable() || C.getCaptureKind() != LCK_ByCopy)
      continue;
    const ValueDecl *Var = C.getCapturedVar();
    bool Assigned = false;
    forEachAssigned(Top.getBody(),
                    [&](const ValueDecl *D) { Assigned |= D == Var; });
    if (Assigned)
      fail(C.getLocation(),
           "'" + Var->getNameAsString() +
               "' is captured by copy but assigned in '" + F->Name +
               "'; capture it by reference or copy it into a constant");
  }
}

void Lowering::lowerExprStmt(const clang::Expr *E, BlockStmt &Out) {
  E = E->IgnoreParens();
  if (const auto *EWC = dyn_cast<ExprWithCleanups>(E))
    E = EWC->getSubExpr()->IgnoreParens();
  SourceLocation L = E->getBeginLoc();
  if (lowerPointerUpdate(E, Out) || lowerRecordAssign(E, Out) ||
      lowerComplexAssign(E, Out) || lowerArrayAssign(E, Out))
    return;
  if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
    if (BO->isAssignmentOp()) {
      ExprPtr Target = lowerLValue(BO->getLHS());
      std::string Op;
      if (BO->isCompoundAssignmentOp()) {
        Op = BinaryOperator::getOpcodeStr(BO->getOpcode()).str();
        Op.pop_back();
      }
      const clang::Expr *RHS = BO->getRHS()->IgnoreParenImpCasts();
      // A chained assignment a = b = c: b = c first, then a = b.
      if (const auto *Inner = dyn_cast<BinaryOperator>(RHS);
          Inner && Inner->isAssignmentOp()) {
        lowerExprStmt(Inner, Out);
        RHS = Inner->getLHS();
      }
      const auto *CE = dyn_cast<CallExpr>(RHS);
      const FunctionDecl *Callee = CE ? inlinableCallee(CE) : nullptr;
      if (Target && Callee && !singleReturn(Callee)) {
        if (Op.empty()) {
          inlineAsStmts(CE, Callee, std::move(Target), Out);
          return;
        }
        // x += f(...) with a loop in f: its result in a temporary first.
        std::optional<ScalarType> Ty = scalarType(CE->getType());
        if (!Ty) {
          fail(L, "the result of '" + calleeName(CE) + "' is not a scalar");
          return;
        }
        Variable *R =
            F->newVar(Variable::Local, F->freshName(calleeName(CE)), *Ty, L);
        auto DS = std::make_unique<DeclStmt>(L);
        DS->Var = R;
        Out.Body.push_back(std::move(DS));
        inlineAsStmts(CE, Callee, Expr::var(R, L), Out);
        Out.Body.push_back(std::make_unique<AssignStmt>(
            std::move(Target), Op, Expr::var(R, L), BO->getOperatorLoc()));
        return;
      }
      ExprPtr Value = lowerExpr(RHS);
      if (Target && Value)
        Out.Body.push_back(std::make_unique<AssignStmt>(
            std::move(Target), Op, std::move(Value), BO->getOperatorLoc()));
      return;
    }
    if (BO->getOpcode() == BO_Comma) {
      lowerExprStmt(BO->getLHS(), Out);
      lowerExprStmt(BO->getRHS(), Out);
      return;
    }
  }
  if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
    if (UO->isIncrementDecrementOp()) {
      ExprPtr Target = lowerLValue(UO->getSubExpr());
      if (Target)
        Out.Body.push_back(std::make_unique<AssignStmt>(
            std::move(Target), UO->isIncrementOp() ? "+" : "-",
            Expr::intLit(1, ScalarType::get(ScalarType::Integer, "int", 32)),
            L));
      return;
    }
  }
  if (const auto *CE = dyn_cast<CallExpr>(E)) {
    if (const FunctionDecl *Callee = inlinableCallee(CE)) {
      inlineAsStmts(CE, Callee, nullptr, Out);
      return;
    }
    if (isOpenMPSetting(CE))
      return; // The team's size: one thread, then loopgen's grid.
    if (lowerScalarSwap(CE, Out) || lowerVectorFill(CE, Out) ||
        lowerRangeCall(CE, Out))
      return;
    if (!isa<CXXOperatorCallExpr>(CE)) {
      lowerCall(CE); // Reports what is wrong with it.
      if (!Failed)
        D.warning(L, "the result of this call is unused; it is dropped");
      return;
    }
  }
  if (isa<CXXThrowExpr>(E)) {
    fail(L, "exceptions are not supported in offloaded functions");
    return;
  }
  fail(L, "this expression statement is not supported in offloaded "
          "functions: expected an assignment, ++/--, or a call of a function "
          "defined in this file");
}

bool Lowering::lowerScalarSwap(const CallExpr *CE, BlockStmt &Out) {
  const FunctionDecl *FD = CE->getDirectCallee();
  if (!FD || !FD->isInStdNamespace() || FD->getName() != "swap" ||
      CE->getNumArgs() != 2)
    return false;
  std::optional<ScalarType> Ty =
      scalarType(CE->getArg(0)->getType().getNonReferenceType());
  if (!Ty)
    return false;
  // std::swap(a[i], a[j]), std::swap(x, y): through a temporary.
  SourceLocation L = CE->getBeginLoc();
  ExprPtr X = lowerExpr(CE->getArg(0)), Y = lowerExpr(CE->getArg(1));
  if (!X || !Y)
    return true;
  for (const ExprPtr *Side : {&X, &Y})
    if ((*Side)->K != Expr::Access && (*Side)->K != Expr::VarRef) {
      fail((*Side)->Loc, "std::swap of what is not a variable or an array "
                         "element");
      return true;
    }
  Variable *T = F->newVar(Variable::Local, F->freshName("swapped"), *Ty, L);
  auto Decl = std::make_unique<DeclStmt>(L);
  Decl->Var = T;
  Decl->Init = X->clone();
  Out.Body.push_back(std::move(Decl));
  Out.Body.push_back(
      std::make_unique<AssignStmt>(X->clone(), "", Y->clone(), L));
  Out.Body.push_back(
      std::make_unique<AssignStmt>(std::move(Y), "", Expr::var(T, L), L));
  return true;
}

} // namespace loopgen
