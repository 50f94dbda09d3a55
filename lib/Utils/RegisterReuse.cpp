//===- RegisterReuse.cpp - Reads held in registers ------------------------===//

#include "loopgen/Utils/RegisterReuse.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include <algorithm>

namespace loopgen {

void walkEvaluated(const Expr &E,
                   const std::function<void(const Expr &, bool)> &F,
                   bool Conditional) {
  F(E, Conditional);
  bool Lazy = E.K == Expr::Select ||
              (E.K == Expr::Binary && (E.Text == "&&" || E.Text == "||"));
  for (size_t I = 0; I < E.Ops.size(); ++I)
    walkEvaluated(*E.Ops[I], F, Conditional || (Lazy && I > 0));
}

void forEachLevelStmt(
    BlockStmt &B, Conditions Under,
    const std::function<void(Stmt &, const Conditions &)> &Visit) {
  ExprPrinter P;
  for (StmtPtr &S : B.Body) {
    if (S->K == Stmt::For)
      continue;
    Visit(*S, Under);
    if (S->K == Stmt::Block)
      forEachLevelStmt(cast<BlockStmt>(*S), Under, Visit);
    if (S->K != Stmt::If)
      continue;
    auto &I = cast<IfStmt>(*S);
    std::string Key = P.print(*I.Cond);
    Conditions Then = Under, Else = Under;
    unsigned Depth = Under.size();
    // A do-while's body runs once before its condition is tested.
    if (I.Made != IfStmt::DoWhileLoop)
      Then[Key] = {&I, true, Depth};
    forEachLevelStmt(*I.Then, Then, Visit);
    if (I.Else) {
      Else["!" + Key] = {&I, false, Depth};
      forEachLevelStmt(*I.Else, Else, Visit);
    }
  }
}

unsigned shareLoads(Function &F, BlockStmt &B,
                    const std::set<const Array *> &Written) {
  unsigned Shared = 0;
  std::set<const Variable *> Local = changingScalars(B);
  struct Candidate {
    ExprPtr Load;
    std::vector<Conditions> Occurrences;
  };
  std::map<std::string, Candidate> Seen;
  ExprPrinter P;
  unsigned Lazy = 0;
  forEachLevelStmt(B, {}, [&](Stmt &S, const Conditions &Under) {
    forEachOwnExpr(S, [&](const Expr &Own) {
      walkEvaluated(Own, [&](const Expr &E, bool Conditional) {
        if (E.K != Expr::Access || Written.count(E.Arr) || E.Ops.empty() ||
            mentions(E, Local))
          return;
        Candidate &C = Seen[P.print(E)];
        if (!C.Load)
          C.Load = E.clone();
        C.Occurrences.push_back(Under);
        // A read under ?:, && or || runs under a condition of its own, one
        // that no hoisted read can test.
        if (Conditional)
          C.Occurrences.back()["?" + std::to_string(Lazy++)] = {nullptr, true,
                                                                0};
      });
    });
  });
  std::vector<StmtPtr> Loads;
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  for (auto &[Key, C] : Seen) {
    if (C.Occurrences.size() < 2)
      continue;
    // The fewest conditions: those of an occurrence that every other
    // occurrence's conditions include.
    const Conditions *Least = nullptr;
    for (const Conditions &Cand : C.Occurrences) {
      bool InAll = true;
      for (const Conditions &Other : C.Occurrences)
        for (auto &[Text, If] : Cand)
          InAll &= Other.count(Text) > 0;
      if (InAll)
        Least = &Cand;
    }
    // The conditions are tested at B's start: they must not change before
    // the read (no scalar assigned, no array written in B's kernel).
    if (!Least)
      continue;
    // Tests points into *Least itself (not into a copy that would die with
    // the loop).
    bool Hoistable = true;
    std::vector<const Condition *> Tests;
    for (auto &[Text, If] : *Least) {
      Hoistable &= If.If && !mentions(*If.If->Cond, Local);
      if (!Hoistable)
        break;
      walkExpr(*If.If->Cond, [&](const Expr &E) {
        Hoistable &= E.K != Expr::Access || !Written.count(E.Arr);
      });
      Tests.push_back(&If);
    }
    if (!Hoistable)
      continue;
    // Outermost first, as the original code tests them.
    std::sort(Tests.begin(), Tests.end(),
              [](const Condition *A, const Condition *B) {
                return A->Depth < B->Depth;
              });
    Variable *R = F.newVar(Variable::Local,
                           F.freshName(C.Load->Arr->Name + "_r"), C.Load->Ty);
    auto Decl = std::make_unique<DeclStmt>(C.Load->Loc);
    Decl->Var = R;
    if (Least->empty()) {
      Decl->Init = C.Load->clone();
      Loads.push_back(std::move(Decl));
    } else {
      Loads.push_back(std::move(Decl));
      auto Guard = std::make_unique<IfStmt>(C.Load->Loc);
      Guard->Made = IfStmt::CopyGuard;
      for (const Condition *If : Tests) {
        ExprPtr Cond = If->If->Cond->clone();
        if (!If->Holds)
          Cond = Expr::unary("!", std::move(Cond), Bool);
        Guard->Cond = Guard->Cond ? Expr::binary("&&", std::move(Guard->Cond),
                                                 std::move(Cond), Bool)
                                  : std::move(Cond);
        if (If->If->Made != IfStmt::CopyGuard)
          Guard->Made = IfStmt::User;
      }
      Guard->Then = std::make_unique<BlockStmt>();
      Guard->Then->Body.push_back(std::make_unique<AssignStmt>(
          Expr::var(R), "", C.Load->clone(), C.Load->Loc));
      Loads.push_back(std::move(Guard));
    }
    forEachLevelStmt(B, {}, [&](Stmt &S, const Conditions &) {
      auto Replace = [&](Expr &E) -> ExprPtr {
        return E.K == Expr::Access && P.print(E) == Key ? Expr::var(R, E.Loc)
                                                        : nullptr;
      };
      if (S.K == Stmt::If)
        mutateExpr(cast<IfStmt>(S).Cond, Replace);
      else if (S.K == Stmt::Assign || S.K == Stmt::Decl)
        mutateExprs(S, Replace);
    });
    ++Shared;
  }
  B.Body.insert(B.Body.begin(), std::make_move_iterator(Loads.begin()),
                std::make_move_iterator(Loads.end()));
  for (StmtPtr &S : B.Body)
    if (S->K == Stmt::For)
      Shared += shareLoads(F, *cast<ForStmt>(*S).Body, Written);
  return Shared;
}

} // namespace loopgen
