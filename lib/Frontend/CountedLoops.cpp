//===- CountedLoops.cpp - Counted loops the lowering runs as whiles -------===//
//
// `for (k = 0; k < n; ++k) { if (t - k < 0) break; ... }` is lowered to a
// repeating if on a flag and the counter (`while (running && k < n)`, the
// body under `if (running)`, `k += 1` last): for shape inference it is a
// loop of the counter over [start, n), and where the body runs, the tests
// that clear the flag before it did not hold.
//
//===----------------------------------------------------------------------===//

#include "IndexRanges.h"
#include "loopgen/IR/Visitor.h"
#include "loopgen/IR/Walk.h"
#include "llvm/ADT/STLExtras.h"
#include <functional>

namespace loopgen {
namespace shapes {

CountedLoops countedLoops(const BlockStmt &Body) {
  CountedLoops Out;
  auto FindCounted = [&](const BlockStmt &B) {
    for (size_t K = 0; K < B.Body.size(); ++K) {
      const auto *L = dyn_cast<IfStmt>(B.Body[K].get());
      if (!L || L->Made != IfStmt::WhileLoop)
        continue;
      Variable *Counter = nullptr, *Flag = nullptr;
      const Expr *End = nullptr;
      std::function<bool(const Expr &)> Conjunct = [&](const Expr &C) {
        const Expr &U = uncast(C);
        if (U.K == Expr::Binary && U.Text == "&&")
          return Conjunct(*U.Ops[0]) && Conjunct(*U.Ops[1]);
        if (U.K == Expr::VarRef && U.Var->Ty.K == ScalarType::Bool && !Flag)
          return (Flag = U.Var) != nullptr;
        if (U.K == Expr::Binary && U.Text == "<" && !Counter &&
            uncast(*U.Ops[0]).K == Expr::VarRef) {
          Counter = uncast(*U.Ops[0]).Var;
          End = U.Ops[1].get();
          return Counter->Ty.isIntegral();
        }
        return false;
      };
      if (!Conjunct(*L->Cond) || !Counter || !Flag)
        continue;
      // Its start: its last assignment before the loop.
      const Expr *Start = nullptr;
      for (size_t J = K; J-- > 0 && !Start;) {
        const Stmt &P = *B.Body[J];
        bool Sets = false;
        walkStmts(P, [&](const Stmt &Q) {
          if (const auto *A = dyn_cast<AssignStmt>(&Q))
            Sets |= A->Target->K == Expr::VarRef && A->Target->Var == Counter;
        });
        if (const auto *D = dyn_cast<DeclStmt>(&P); D && D->Var == Counter)
          Start = D->Init.get();
        else if (const auto *A = dyn_cast<AssignStmt>(&P);
                 A && A->Op.empty() && A->Target->K == Expr::VarRef &&
                 A->Target->Var == Counter)
          Start = A->Value.get();
        else if (Sets)
          break;
      }
      // Its one change: a step of 1.
      int Steps = 0, Others = 0;
      walkStmts(*L->Then, [&](const Stmt &Q) {
        const auto *A = dyn_cast<AssignStmt>(&Q);
        if (!A || A->Target->K != Expr::VarRef || A->Target->Var != Counter)
          return;
        bool Step = A->Op == "+" && A->Value->K == Expr::IntLit &&
                    A->Value->IntValue == 1;
        (Step ? Steps : Others) += 1;
      });
      if (!Start || Steps != 1 || Others)
        continue;
      auto Range = std::make_unique<ForStmt>(L->Loc);
      Range->Index = Counter;
      Range->Begin = Start->clone();
      Range->End = End->clone();
      Out.Counters.insert(Counter);
      Out.Loops[L].Range = std::move(Range);
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
      It->second.Depth = llvm::count_if(
          Ctx.Loops, [](const ForStmt *L) { return !L->isWhile(); });
  });
  return Out;
}

} // namespace shapes
} // namespace loopgen
