//===- LowerExits.cpp - Early returns in the body -------------------------===//
//
// `return` where the function's body leaves early: a guard at the top, returns
// in branches (what follows runs where nothing returned), a return in a `for`
// loop of the body (leaves the loop as a break would) and in a switch.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"

using namespace clang;

namespace loopgen {
bool hasReturn(const clang::Stmt *S) {
  if (!S || isa<LambdaExpr>(S))
    return false;
  if (isa<clang::ReturnStmt>(S))
    return true;
  for (const clang::Stmt *C : S->children())
    if (hasReturn(C))
      return true;
  return false;
}

/// Whether every path through S ends in a return.
static bool alwaysReturns(const clang::Stmt *S) {
  if (isa<clang::ReturnStmt>(S))
    return true;
  if (const auto *CS = dyn_cast<CompoundStmt>(S))
    return !CS->body_empty() && alwaysReturns(CS->body_back());
  if (const auto *IS = dyn_cast<clang::IfStmt>(S))
    return IS->getElse() && alwaysReturns(IS->getThen()) &&
           alwaysReturns(IS->getElse());
  return false;
}

/// The statements of a branch: those of its block, or S itself (which must
/// outlive the result).
static llvm::ArrayRef<const clang::Stmt *>
statementsOf(const clang::Stmt *const &S) {
  if (const auto *CS = dyn_cast<CompoundStmt>(S))
    return {CS->body_begin(), CS->body_end()};
  return S;
}

void Lowering::lowerExiting(
    llvm::ArrayRef<const clang::Stmt *> Stmts, BlockStmt &Out,
    llvm::function_ref<void(const clang::ReturnStmt *, BlockStmt &)> OnReturn) {
  for (size_t K = 0; K < Stmts.size(); ++K) {
    const clang::Stmt *S = Stmts[K];
    if (const auto *R = dyn_cast<clang::ReturnStmt>(S)) {
      if (K + 1 < Stmts.size())
        fail(Stmts[K + 1]->getBeginLoc(),
             "this statement follows a 'return' and never runs; remove it");
      else
        OnReturn(R, Out);
      return;
    }
    if (size_t N = lowerSwap(Stmts.drop_front(K))) {
      K += N - 1;
      continue;
    }
    // for (...) { if (c) return e; } rest: the loop is left as by a
    // break, and the rest runs where nothing returned.
    // (Within a loop too: a helper's search, inlined in each iteration.)
    if (isa<clang::ForStmt>(S) && hasReturn(S) && !Returning) {
      SourceLocation L = S->getBeginLoc();
      Variable *Returned =
          F->newVar(Variable::Local, F->freshName("returned"),
                    ScalarType::get(ScalarType::Bool, "bool", 8), L);
      if (!IterationScalars.empty())
        IterationScalars.back().insert(Returned);
      auto Decl = std::make_unique<DeclStmt>(L);
      Decl->Var = Returned;
      Decl->Init = Expr::boolLit(false, L);
      Out.Body.push_back(std::move(Decl));
      Returning = ReturningLoop{S, Returned, OnReturn};
      lowerStmt(S, Out);
      Returning.reset();
      llvm::ArrayRef<const clang::Stmt *> Rest = Stmts.drop_front(K + 1);
      if (Rest.empty())
        return;
      auto If = std::make_unique<IfStmt>(Rest.front()->getBeginLoc());
      If->Cond = Expr::unary("!", Expr::var(Returned, L), Returned->Ty, L);
      If->Then = std::make_unique<BlockStmt>(Rest.front()->getBeginLoc());
      ++ControlDepth;
      lowerExiting(Rest, *If->Then, OnReturn);
      --ControlDepth;
      Out.Body.push_back(std::move(If));
      return;
    }
    // A switch whose cases all return: the statements after it run where
    // no case matches (its default, where it has none).
    if (const auto *SS = dyn_cast<clang::SwitchStmt>(S); SS && hasReturn(SS)) {
      bool Default = false;
      llvm::ArrayRef<const clang::Stmt *> Rest = Stmts.drop_front(K + 1);
      if (!switchReturns(SS, Default))
        fail(SS->getBeginLoc(), "a 'switch' that returns must return in "
                                "every case");
      else if (Default && !Rest.empty())
        fail(Rest.front()->getBeginLoc(),
             "this statement follows a switch whose cases all return, and "
             "never runs; remove it");
      else
        lowerSwitch(SS, Out, &OnReturn, Rest);
      return;
    }
    const auto *IS = dyn_cast<clang::IfStmt>(S);
    if (!IS || !hasReturn(IS)) {
      lowerStmt(S, Out);
      if (PendingRotation) {
        Rotation R = std::move(*PendingRotation);
        PendingRotation.reset();
        lowerAfterRotation(std::move(R), Stmts.drop_front(K + 1), Out,
                           OnReturn);
        return;
      }
      continue;
    }
    // A guard: `if (c) { ...; return; } rest` is `if (c) { ... } else
    // { rest }`; the branch that returns must return on every path, the
    // rest goes to the branch that does not.
    if (IS->getInit() || IS->getConditionVariable() || IS->isConstexpr()) {
      lowerStmt(IS, Out); // Reports it.
      return;
    }
    const clang::Stmt *Then = IS->getThen(), *Else = IS->getElse();
    llvm::ArrayRef<const clang::Stmt *> Rest = Stmts.drop_front(K + 1);
    bool ThenFalls = !alwaysReturns(Then);
    bool ElseFalls = !Else || !alwaysReturns(Else);
    if (!Rest.empty() && ThenFalls == ElseFalls) {
      fail(ThenFalls ? IS->getBeginLoc() : Rest.front()->getBeginLoc(),
           ThenFalls ? "a 'return' here must end its branch on every path "
                       "(a guard such as 'if (n == 0) return;'), so that "
                       "the statements after the if belong to the other "
                       "branch"
                     : "this statement follows an if whose branches both "
                       "return, and never runs; remove it");
      return;
    }
    // The branch that may fall through runs the rest after its own.
    auto WithRest = [&](const clang::Stmt *const &Branch) {
      std::vector<const clang::Stmt *> All;
      if (Branch)
        All = statementsOf(Branch).vec();
      All.insert(All.end(), Rest.begin(), Rest.end());
      return All;
    };
    auto If = std::make_unique<IfStmt>(IS->getBeginLoc());
    If->Cond = lowerExpr(IS->getCond());
    If->Then = std::make_unique<BlockStmt>(Then->getBeginLoc());
    If->Else = std::make_unique<BlockStmt>(Else ? Else->getBeginLoc()
                                                : IS->getBeginLoc());
    // The branch that goes on holds everything after the guard: where the
    // guard runs unconditionally, so does it (pointers swapped there, a
    // rotating loop and what follows it, are in one straight line), and
    // the other branch returns.
    // Each branch starts from the bindings before the if; the one that
    // goes on leaves its own.
    unsigned Falling =
        ControlDepth == StraightLineDepth && ThenFalls != ElseFalls ? 0 : 1;
    Bindings Before = saveBindings();
    ControlDepth += ThenFalls ? Falling : 1;
    lowerExiting(ThenFalls ? WithRest(Then) : statementsOf(Then).vec(),
                 *If->Then, OnReturn);
    ControlDepth -= ThenFalls ? Falling : 1;
    Bindings AfterThen = saveBindings();
    restoreBindings(Before);
    ControlDepth += ElseFalls ? Falling : 1;
    lowerExiting(
        ElseFalls ? WithRest(Else)
                  : std::vector<const clang::Stmt *>(statementsOf(Else).vec()),
        *If->Else, OnReturn);
    ControlDepth -= ElseFalls ? Falling : 1;
    if (ThenFalls)
      restoreBindings(AfterThen);
    // The exchange of the caller's swapped vectors runs at the function's
    // end, after the if, on the path that returned too: refused here.
    if (!Falling)
      for (const auto &[D, Own] : callerArrays())
        if (boundArray(D) != Own) {
          fail(IS->getBeginLoc(),
               "'" + D->getNameAsString() +
                   "' is swapped after this early return, which exchanges "
                   "it for the caller on one path only; loopgen exchanges "
                   "the caller's vectors in functions without an early "
                   "return before the swap");
          break;
        }
    appendIf(std::move(If), Out);
    return;
  }
}

} // namespace loopgen
