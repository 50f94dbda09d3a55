//===- CountedLoops.cpp - Counted loops the lowering runs as whiles -------===//
//
// `for (k = 0; k < n; ++k) { if (t - k < 0) break; ... }` is lowered to a
// repeating if on a flag and the counter (`while (running && k < n)`, the
// body under `if (running)`, `k += 1` last): for shape inference it is a
// loop of the counter over [start, n), and where the body runs, the tests
// that clear the flag before it did not hold. So is a `while` loop that
// steps counters up (`while (i < ie && j < je)`, a merge of sorted lists),
// each over [start, end) in the statements before it steps.
//
//===----------------------------------------------------------------------===//

#include "IndexRanges.h"
#include "loopgen/IR/Visitor.h"
#include "loopgen/IR/Walk.h"
#include "llvm/ADT/STLExtras.h"
#include <functional>

namespace loopgen {
namespace shapes {

/// The last value Counter is given before statement K of B, where that is
/// an assignment of B itself.
static const Expr *startOf(const BlockStmt &B, size_t K,
                           const Variable *Counter) {
  for (size_t J = K; J-- > 0;) {
    const Stmt &P = *B.Body[J];
    if (const auto *D = dyn_cast<DeclStmt>(&P); D && D->Var == Counter)
      return D->Init.get();
    if (const auto *A = dyn_cast<AssignStmt>(&P);
        A && A->Op.empty() && A->Target->K == Expr::VarRef &&
        A->Target->Var == Counter)
      return A->Value.get();
    bool Sets = false;
    walkStmts(P, [&](const Stmt &Q) {
      if (const auto *A = dyn_cast<AssignStmt>(&Q))
        Sets |= A->Target->K == Expr::VarRef && A->Target->Var == Counter;
    });
    if (Sets)
      return nullptr;
  }
  return nullptr;
}

/// Adds to Covered the accesses of B that run before any step of Counter
/// (in an if that steps it, those of its condition and of each branch
/// before the step there).
static void coverBeforeStep(const BlockStmt &B, const Variable *Counter,
                            std::set<const Expr *> &Covered) {
  auto Cover = [&](const Stmt &S) {
    walkAllExprs(S, [&](const Expr &E) {
      if (E.K == Expr::Access)
        Covered.insert(&E);
    });
  };
  for (const StmtPtr &S : B.Body) {
    if (!assignedScalars(*S).count(Counter)) {
      Cover(*S);
      continue;
    }
    if (const auto *If = dyn_cast<IfStmt>(S.get())) {
      walkExpr(*If->Cond, [&](const Expr &E) {
        if (E.K == Expr::Access)
          Covered.insert(&E);
      });
      coverBeforeStep(*If->Then, Counter, Covered);
      if (If->Else)
        coverBeforeStep(*If->Else, Counter, Covered);
    }
    return;
  }
}

CountedLoops countedLoops(const BlockStmt &Body) {
  CountedLoops Out;
  std::set<const Variable *> UnitCounters;
  // How often the function sets V outside Loop.
  auto SetsOutside = [&](const Variable *V, const IfStmt &Loop) {
    std::set<const Stmt *> Within;
    walkStmts(*Loop.Then, [&](const Stmt &S) { Within.insert(&S); });
    unsigned Sets = 0;
    walkStmts(Body, [&](const Stmt &S) {
      const auto *A = dyn_cast<AssignStmt>(&S);
      const auto *D = dyn_cast<DeclStmt>(&S);
      Sets += !Within.count(&S) &&
              ((A && A->Target->K == Expr::VarRef && A->Target->Var == V) ||
               (D && D->Var == V && D->Init));
    });
    return Sets;
  };
  auto FindCounted = [&](const BlockStmt &B) {
    for (size_t K = 0; K < B.Body.size(); ++K) {
      const auto *L = dyn_cast<IfStmt>(B.Body[K].get());
      if (!L || L->Made != IfStmt::WhileLoop)
        continue;
      // The conjuncts of its condition: `counter < end` tests, a flag.
      // (Each other conjunct, with how many tests come before it.)
      Variable *Flag = nullptr;
      std::vector<std::pair<Variable *, const Expr *>> Tests;
      std::vector<std::pair<const Expr *, size_t>> After;
      std::function<void(const Expr &)> Conjunct = [&](const Expr &C) {
        const Expr &U = uncast(C);
        if (U.K == Expr::Binary && U.Text == "&&") {
          Conjunct(*U.Ops[0]);
          Conjunct(*U.Ops[1]);
        } else if (U.K == Expr::VarRef && U.Var->Ty.K == ScalarType::Bool &&
                   !Flag) {
          Flag = U.Var;
        } else if (U.K == Expr::Binary && U.Text == "<" &&
                   uncast(*U.Ops[0]).K == Expr::VarRef &&
                   uncast(*U.Ops[0]).Var->Ty.isIntegral()) {
          Tests.push_back({uncast(*U.Ops[0]).Var, U.Ops[1].get()});
        } else {
          After.push_back({&C, Tests.size()});
        }
      };
      Conjunct(*L->Cond);
      std::vector<CountedLoops::Loop> &Made = Out.Loops[L];
      std::vector<std::pair<std::set<const Expr *>, size_t>> Covers;
      std::set<const Variable *> Assigned = assignedScalars(*L->Then);
      for (size_t T = 0; T < Tests.size(); ++T) {
        auto [Counter, End] = Tests[T];
        // Its changes: steps up, and the end the same in every iteration.
        bool Steps = true, Unit = true;
        walkStmts(*L->Then, [&](const Stmt &Q) {
          const auto *A = dyn_cast<AssignStmt>(&Q);
          if (A && A->Target->K == Expr::VarRef && A->Target->Var == Counter) {
            Steps &= A->Op == "+" && A->Value->K == Expr::IntLit &&
                     A->Value->IntValue > 0;
            Unit &= Steps && A->Value->IntValue == 1;
          }
        });
        if (Unit)
          UnitCounters.insert(Counter);
        const Expr *Start = startOf(B, K, Counter);
        if (!Steps || !Start || mentions(*End, Assigned))
          continue;
        // The test held at the top of the iteration: the counter is below
        // the end until it steps.
        std::set<const Expr *> Covered;
        coverBeforeStep(*L->Then, Counter, Covered);
        for (auto [C, Before] : After)
          if (Before > T)
            walkExpr(*C, [&](const Expr &E) {
              if (E.K == Expr::Access)
                Covered.insert(&E);
            });
        CountedLoops::Loop Counted;
        Counted.Range = std::make_unique<ForStmt>(L->Loc);
        Counted.Range->Index = Counter;
        Counted.Range->Begin = Start->clone();
        Counted.Range->End = End->clone();
        Out.Counters.insert(Counter);
        Made.push_back(std::move(Counted));
        Covers.push_back({std::move(Covered), Made.size() - 1});
      }
      if (Made.empty()) {
        Out.Loops.erase(L);
        continue;
      }
      for (auto &[Covered, Index] : Covers)
        for (const Expr *E : Covered)
          Out.CoveredBy[E].push_back(&Made[Index]);
      // After the loop: the counters of steps of 1 set nowhere else, and
      // `len = n` right after it.
      std::set<const Expr *> Inside;
      walkAllExprs(*L, [&](const Expr &E) { Inside.insert(&E); });
      const auto *Next = K + 1 < B.Body.size()
                             ? dyn_cast<DeclStmt>(B.Body[K + 1].get())
                             : nullptr;
      for (const CountedLoops::Loop &C : Made) {
        const Variable *Counter = C.Range->Index;
        if (!UnitCounters.count(Counter))
          continue;
        if (SetsOutside(Counter, *L) == 1)
          Out.ValueAfter[Counter] = {&C, Inside};
        if (Next && Next->Var && Next->Init &&
            uncast(*Next->Init).K == Expr::VarRef &&
            uncast(*Next->Init).Var == Counter)
          Out.ValueAfter[Next->Var] = {&C, {}};
      }
      if (!Flag)
        continue;
      for (const StmtPtr &S : L->Then->Body) {
        const auto *If = dyn_cast<IfStmt>(S.get());
        if (!If || If->Made != IfStmt::User)
          continue;
        if (uncast(*If->Cond).K == Expr::VarRef &&
            uncast(*If->Cond).Var == Flag)
          break; // The body reads the flag from here on.
        bool Clears =
            !If->Else && llvm::any_of(If->Then->Body, [&](const StmtPtr &T) {
              const auto *A = dyn_cast<AssignStmt>(T.get());
              return A && A->Target->K == Expr::VarRef &&
                     A->Target->Var == Flag && A->Value->K == Expr::BoolLit &&
                     !A->Value->IntValue;
            });
        if (Clears)
          Out.BreakTests[Flag].push_back(If->Cond.get());
      }
    }
  };
  FindCounted(Body);
  walkStmts(Body, [&](const Stmt &S) { forEachChildBlock(S, FindCounted); });
  walkInContext(Body, [&](const Stmt &S, const StmtContext &Ctx) {
    if (auto It = Out.Loops.find(dyn_cast<IfStmt>(&S)); It != Out.Loops.end())
      for (CountedLoops::Loop &Counted : It->second)
        Counted.Depth = llvm::count_if(
            Ctx.Loops, [](const ForStmt *L) { return !L->isWhile(); });
  });
  return Out;
}

} // namespace shapes
} // namespace loopgen
