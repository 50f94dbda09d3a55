//===- LowerWhile.cpp - Loops of unknown length ---------------------------===//
//
// `while` and `do`-`while` loops, and `for` loops left by `break` (a
// search), that compute scalars of their own iteration: an IfStmt that
// repeats (IR.h, IfStmt::WhileLoop), checked against what that form allows.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"

using namespace clang;

namespace loopgen {

void Lowering::lowerWhile(const clang::Stmt *S, BlockStmt &Out) {
  const auto *WS = dyn_cast<clang::WhileStmt>(S);
  const auto *DS = dyn_cast<clang::DoStmt>(S);
  if (WS && WS->getConditionVariable()) {
    fail(S->getBeginLoc(), "a 'while' condition that declares a variable is "
                           "not supported; declare it before the loop");
    return;
  }
  auto Loop = std::make_unique<IfStmt>(S->getBeginLoc());
  Loop->Made = WS ? IfStmt::WhileLoop : IfStmt::DoWhileLoop;
  Loop->Cond = lowerExpr(WS ? WS->getCond() : DS->getCond());
  Variable *OuterFlag = std::exchange(BreakFlag, nullptr); // Not its breaks.
  Loop->Then = lowerBody(WS ? WS->getBody() : DS->getBody());
  BreakFlag = OuterFlag;
  if (!Loop->Cond)
    return;
  if (scalarLoopAllowed(*Loop, WS ? "'while' loop" : "'do'-'while' loop",
                        {}))
    Out.Body.push_back(std::move(Loop));
}

bool Lowering::scalarLoopAllowed(const IfStmt &Loop, const char *Kind,
                                 std::set<const Variable *> Own) {
  bool Refused = false; // Once per loop.
  auto Refuse = [&](SourceLocation L, const std::string &Msg) {
    fail(L, Msg);
    Refused = true;
  };
  // What the loop may change (IR.h, IfStmt::WhileLoop): the scalars it
  // declares, and those of the iteration of the loop around it.
  walkStmts(*Loop.Then, [&](const Stmt &X) {
    if (X.K == Stmt::Decl && cast<DeclStmt>(X).Var)
      Own.insert(cast<DeclStmt>(X).Var);
  });
  walkStmts(*Loop.Then, [&](const Stmt &X) {
    if (Refused)
      return;
    if (X.K == Stmt::For) {
      Refuse(X.Loc, std::string("a loop inside a ") + Kind +
                        " is not supported yet; loopgen lowers loops of "
                        "unknown length that compute scalars");
      return;
    }
    if (X.K != Stmt::Assign)
      return;
    const Expr &T = *cast<AssignStmt>(X).Target;
    if (T.K == Expr::Access) {
      Refuse(T.Loc, std::string("this ") + Kind + " writes elements of '" +
                        T.Arr->Name +
                        "'; loopgen lowers loops of unknown length that "
                        "compute scalars (an escape-time or Newton loop): "
                        "store the result after the loop");
      return;
    }
    bool Iteration =
        IterationScalars.empty()
            ? T.Var->K == Variable::Local || T.Var->K == Variable::Param
            : IterationScalars.back().count(T.Var) > 0;
    if (!Own.count(T.Var) && !Iteration)
      Refuse(T.Loc, "this " + std::string(Kind) + " assigns '" +
                        T.Var->Name +
                        "', which is declared outside the loop around it; "
                        "loopgen lowers loops of unknown length that change "
                        "only scalars of their own iteration");
  });
  return !Refused;
}

bool hasOwnBreak(const clang::Stmt *S) {
  if (!S)
    return false;
  if (isa<BreakStmt>(S))
    return true;
  // A break in a nested loop or switch leaves that one.
  if (isa<clang::ForStmt>(S) || isa<clang::WhileStmt>(S) ||
      isa<clang::DoStmt>(S) || isa<CXXForRangeStmt>(S) ||
      isa<clang::SwitchStmt>(S) || isa<LambdaExpr>(S))
    return false;
  for (const clang::Stmt *C : S->children())
    if (hasOwnBreak(C))
      return true;
  return false;
}

void Lowering::lowerBreakingFor(std::unique_ptr<ForStmt> Loop,
                                Variable *Running, BlockStmt &Out) {
  // for (i = b; i < e; i += s) { ...break... } is
  //   i = b; running = true;
  //   while (running && i < e) { ...running = false... ; i += s; }
  // where what follows a break in its iteration is under if (running).
  SourceLocation L = Loop->Loc;
  if (Loop->Annot.K == LoopAnnotation::Parallel) {
    fail(Loop->Annot.Loc, "a loop left by 'break' runs its iterations in "
                          "order; it cannot be '#pragma loopgen parallel'");
    return;
  }
  Variable *I = Loop->Index;
  I->K = Variable::Local;
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  auto DeclI = std::make_unique<DeclStmt>(L);
  DeclI->Var = I;
  DeclI->Init = std::move(Loop->Begin);
  auto DeclRunning = std::make_unique<DeclStmt>(L);
  DeclRunning->Var = Running;
  DeclRunning->Init = Expr::boolLit(true, L);
  auto While = std::make_unique<IfStmt>(L);
  While->Made = IfStmt::WhileLoop;
  While->Cond = Expr::binary(
      "&&", Expr::var(Running, L),
      Expr::binary(Loop->Step > 0 ? "<" : ">", Expr::var(I, L),
                   std::move(Loop->End), Bool, L),
      Bool, L);
  While->Then = std::move(Loop->Body);
  While->Then->Body.push_back(std::make_unique<AssignStmt>(
      Expr::var(I, L), Loop->Step > 0 ? "+" : "-",
      Expr::intLit(Loop->Step > 0 ? Loop->Step : -Loop->Step, I->Ty, L), L));
  if (!scalarLoopAllowed(*While, "loop with 'break'", {I, Running}))
    return;
  Out.Body.push_back(std::move(DeclI));
  Out.Body.push_back(std::move(DeclRunning));
  Out.Body.push_back(std::move(While));
}

} // namespace loopgen
