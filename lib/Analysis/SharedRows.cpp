//===- SharedRows.cpp - Row loops the lanes of a warp can share ----------===//

#include "loopgen/Analysis/SharedRows.h"
#include "loopgen/Analysis/Dependence.h"
#include "loopgen/Analysis/Reductions.h"
#include "loopgen/IR/Walk.h"

namespace loopgen {

std::optional<std::vector<Reduction>>
sharedReductions(const Function &F, const ForStmt &Row,
                 const std::set<const Variable *> &Declared) {
  if (!Row.Copies.empty() || Row.Scan ||
      (Row.IsParallel && Row.Reductions.empty()))
    return std::nullopt;
  std::string WhyNot;
  std::vector<Reduction> Found =
      Row.IsParallel ? Row.Reductions : findReductions(Row, WhyNot);
  if (Found.empty())
    return std::nullopt;
  for (const Reduction &R : Found)
    if (R.Op == "=" || !Declared.count(R.Var) ||
        (F.KeepRoundingOrder && reassociatesRounding(R.Op, R.Var->Ty)))
      return std::nullopt;
  if (Row.IsParallel) // Proven by the parallelism pass.
    return Found;
  // const_cast: the one analysis that writes: it records on Row the reductions
  // it proved, as the parallelism pass would have.
  auto &Mutable = const_cast<ForStmt &>(Row);
  Mutable.Reductions = Found;
  bool Free = testLoop(F, Row).K == DependenceResult::Independent;
  Mutable.Reductions.clear();
  if (!Free)
    return std::nullopt;
  return Found;
}

/// A statement that only lane 0 runs: it writes memory but no scalar that
/// the other lanes would then miss.
static bool laneZeroOnly(const Stmt &S) {
  bool Ok = S.K != Stmt::Decl;
  walkStmts(S, [&](const Stmt &X) {
    Ok &= X.K != Stmt::For &&
          (X.K != Stmt::Assign ||
           cast<AssignStmt>(X).Target->K != Expr::VarRef);
  });
  return Ok;
}

bool hasLoop(const Stmt &S) {
  bool Found = false;
  walkStmts(S, [&](const Stmt &X) { Found |= X.K == Stmt::For; });
  return Found;
}

static bool findRows(const Function &F, const BlockStmt &B,
                     std::set<const Variable *> Declared,
                     std::vector<SharedRow> &Rows) {
  for (const StmtPtr &S : B.Body) {
    if (S->K == Stmt::For) {
      auto Found =
          sharedReductions(F, cast<ForStmt>(*S), Declared);
      if (!Found)
        return false;
      Rows.push_back({cast<ForStmt>(S.get()), *Found});
      return true;
    }
    if (S->K == Stmt::If && hasLoop(*S)) {
      const auto &I = cast<IfStmt>(*S);
      return findRows(F, *I.Then, Declared, Rows) &&
             (!I.Else || findRows(F, *I.Else, Declared, Rows));
    }
    if (S->K == Stmt::Decl && cast<DeclStmt>(*S).Var)
      Declared.insert(cast<DeclStmt>(*S).Var);
    else if (!computesScalarsOnly(*S) && !laneZeroOnly(*S))
      return false;
  }
  return true;
}

std::optional<std::vector<SharedRow>> warpSharedRows(const Function &F,
                                                     const BlockStmt &Body) {
  std::vector<SharedRow> Rows;
  if (!findRows(F, Body, {}, Rows) || Rows.empty())
    return std::nullopt;
  return Rows;
}

} // namespace loopgen
