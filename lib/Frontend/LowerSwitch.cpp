//===- LowerSwitch.cpp - switch statements as chains of ifs ---------------===//
//
// A switch is a chain of ifs on a value computed once: each group of
// labels one test, the default the last else. A case ends in `break` or,
// where the switch may return (the body of a function or of a helper), in
// `return`; one that does not falls into the next, whose statements follow
// its own in its branch.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"

using namespace clang;

namespace loopgen {

namespace {

/// The labels of one case and its statements, without its final break.
struct Arm {
  std::vector<const clang::Expr *> Labels;
  bool Default = false;
  std::vector<const clang::Stmt *> Stmts;
  bool Ends = false; ///< By break or return: no fall through.
};

bool endsArm(const clang::Stmt *S) {
  return isa<BreakStmt>(S) || isa<clang::ReturnStmt>(S);
}

} // namespace

bool Lowering::lowerSwitch(
    const SwitchStmt *SS, BlockStmt &Out,
    llvm::function_ref<void(const clang::ReturnStmt *, BlockStmt &)> *OnReturn,
    llvm::ArrayRef<const clang::Stmt *> Otherwise) {
  SourceLocation L = SS->getBeginLoc();
  const auto *Body = dyn_cast<CompoundStmt>(SS->getBody());
  if (SS->getInit() || SS->getConditionVariable() || !Body) {
    fail(L, "a 'switch' is supported with a block of cases, without an "
            "initializer or a condition variable");
    return false;
  }
  std::vector<Arm> Arms;
  for (const clang::Stmt *S : Body->body()) {
    bool Labelled = false;
    while (isa<SwitchCase>(S)) {
      if (!Labelled && (Arms.empty() || !Arms.back().Stmts.empty()))
        Arms.emplace_back();
      Labelled = true;
      if (const auto *CS = dyn_cast<CaseStmt>(S)) {
        if (CS->caseStmtIsGNURange()) {
          fail(CS->getBeginLoc(), "case ranges are not supported");
          return false;
        }
        Arms.back().Labels.push_back(CS->getLHS());
        S = CS->getSubStmt();
      } else {
        Arms.back().Default = true;
        S = cast<DefaultStmt>(S)->getSubStmt();
      }
    }
    if (Arms.empty()) {
      fail(S->getBeginLoc(), "this statement before the first case never runs");
      return false;
    }
    // A case's block (`case 1: { ...; break; }`): its statements.
    std::vector<const clang::Stmt *> Flat{S};
    if (const auto *Block = dyn_cast<CompoundStmt>(S))
      Flat.assign(Block->body_begin(), Block->body_end());
    for (const clang::Stmt *X : Flat) {
      if (Arms.back().Ends) {
        fail(X->getBeginLoc(), "this statement follows a 'break' or 'return' "
                               "and never runs; remove it");
        return false;
      }
      Arms.back().Ends = endsArm(X);
      if (!isa<BreakStmt>(X))
        Arms.back().Stmts.push_back(X);
    }
  }
  for (const Arm &A : Arms)
    for (const clang::Stmt *S : A.Stmts)
      if (!isa<clang::ReturnStmt>(S) && hasOwnBreak(S)) {
        fail(S->getBeginLoc(), "a 'break' inside a case's if or block is not "
                               "supported; end the case with it");
        return false;
      }
  // The value, once.
  ExprPtr Value = lowerExpr(SS->getCond());
  if (!Value)
    return false;
  Variable *V = F->newVar(Variable::Local, F->freshName("switch_value"),
                          Value->Ty, L);
  if (!IterationScalars.empty())
    IterationScalars.back().insert(V);
  auto Decl = std::make_unique<DeclStmt>(L);
  Decl->Var = V;
  Decl->Init = std::move(Value);
  Out.Body.push_back(std::move(Decl));
  // if (v == a || v == b) {...} else if ... else {default}.
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  std::unique_ptr<BlockStmt> Chain;
  const Arm *Default = nullptr;
  for (const Arm &A : Arms)
    if (A.Default)
      Default = &A;
  // A case that does not end falls into the next: its statements, then
  // theirs (`case 3: k ^= t[2] << 16; case 2: k ^= t[1] << 8; ...`).
  auto LowerArm = [&](const Arm &A, BlockStmt &Into) {
    std::vector<const clang::Stmt *> Stmts;
    for (const Arm *B = &A; B != Arms.data() + Arms.size(); ++B) {
      Stmts.insert(Stmts.end(), B->Stmts.begin(), B->Stmts.end());
      if (B->Ends)
        break;
    }
    ++ControlDepth;
    if (OnReturn)
      lowerExiting(Stmts, Into, *OnReturn);
    else
      for (const clang::Stmt *S : Stmts)
        lowerStmt(S, Into);
    --ControlDepth;
  };
  auto Top = std::make_unique<BlockStmt>(L);
  BlockStmt *Into = Top.get();
  for (const Arm &A : Arms) {
    if (&A == Default)
      continue;
    ExprPtr Test;
    for (const clang::Expr *Label : A.Labels) {
      ExprPtr C = lowerExpr(Label);
      if (!C)
        return false;
      // A label converts to the type of the value (an enumerator to int).
      if (C->K == Expr::IntLit)
        C->Ty = V->Ty;
      else if (C->Ty != V->Ty)
        C = Expr::cast(V->Ty, std::move(C), L);
      ExprPtr Eq = Expr::binary("==", Expr::var(V, L), std::move(C), Bool, L);
      Test = Test ? Expr::binary("||", std::move(Test), std::move(Eq), Bool, L)
                  : std::move(Eq);
    }
    auto If = std::make_unique<IfStmt>(A.Labels.front()->getBeginLoc());
    If->Cond = std::move(Test);
    If->Then = std::make_unique<BlockStmt>(L);
    LowerArm(A, *If->Then);
    If->Else = std::make_unique<BlockStmt>(L);
    BlockStmt *Next = If->Else.get();
    Into->Body.push_back(std::move(If));
    Into = Next;
  }
  if (Default) {
    LowerArm(*Default, *Into);
  } else if (OnReturn && !Otherwise.empty()) { // No case matched.
    ++ControlDepth;
    lowerExiting(Otherwise, *Into, *OnReturn);
    --ControlDepth;
  }
  for (StmtPtr &S : Top->Body)
    Out.Body.push_back(std::move(S));
  return !Failed;
}

bool switchReturns(const SwitchStmt *SS, bool &Default) {
  const auto *Body = dyn_cast<CompoundStmt>(SS->getBody());
  Default = false;
  if (!Body)
    return false;
  bool Returns = true, Open = false;
  for (const clang::Stmt *S : Body->body()) {
    while (const auto *C = dyn_cast<SwitchCase>(S)) {
      Default |= isa<DefaultStmt>(C);
      S = C->getSubStmt();
    }
    if (const auto *Block = dyn_cast<CompoundStmt>(S); Block && !Block->body_empty())
      S = Block->body_back();
    Open = !endsArm(S);
    if (isa<BreakStmt>(S))
      Returns = false;
  }
  return Returns && !Open;
}

} // namespace loopgen
