//===- ParallelScans.cpp - Sequential loops that run as scans -------------===//

#include "loopgen/Transforms/ParallelScans.h"
#include "loopgen/Analysis/Coalescing.h"
#include "loopgen/Analysis/Reductions.h"
#include "loopgen/Analysis/Scans.h"
#include "loopgen/IR/Walk.h"
#include <algorithm>

namespace loopgen {


namespace {

/// L split into one loop per running value, when its top-level statements
/// each touch exactly one of them, the groups share no array one of them
/// writes, and each part is a scan (`s += x[i]; t += y[i]; a[i] = s;
/// b[i] = t;`); empty otherwise. The groups are independent, so running
/// them one after the other computes what the loop does.
std::vector<std::unique_ptr<ForStmt>> splitRunningValues(const Function &F,
                                                         const ForStmt &L) {
  std::vector<const Variable *> Values = runningValues(L);
  if (Values.size() < 2 || L.IsParallel)
    return {};
  std::set<const Variable *> All(Values.begin(), Values.end());
  if (mentions(*L.Begin, All) || mentions(*L.End, All))
    return {};
  std::vector<unsigned> GroupOf;
  for (const StmtPtr &S : L.Body->Body) {
    if (S->K == Stmt::Decl)
      return {}; // A local several groups might read.
    int Group = -1;
    for (size_t G = 0; G < Values.size(); ++G) {
      bool Touches = assignedScalars(*S).count(Values[G]) > 0;
      walkAllExprs(*S, [&](const Expr &E) {
        Touches |= E.K == Expr::VarRef && E.Var == Values[G];
      });
      if (Touches && Group >= 0)
        return {};
      if (Touches)
        Group = int(G);
    }
    if (Group < 0)
      return {};
    GroupOf.push_back(unsigned(Group));
  }
  // No array written in one group is touched in another.
  std::vector<std::set<const Array *>> Written(Values.size()),
      Touched(Values.size());
  for (size_t K = 0; K < GroupOf.size(); ++K) {
    const Stmt &S = *L.Body->Body[K];
    for (const Array *A : writtenArrays(S))
      Written[GroupOf[K]].insert(A);
    walkAllExprs(S, [&](const Expr &E) {
      if (E.K == Expr::Access)
        Touched[GroupOf[K]].insert(E.Arr);
    });
  }
  for (size_t G = 0; G < Values.size(); ++G)
    for (size_t H = 0; H < Values.size(); ++H)
      if (G != H)
        for (const Array *A : Written[G])
          if (Touched[H].count(A))
            return {};
  std::vector<std::unique_ptr<ForStmt>> Parts;
  for (size_t G = 0; G < Values.size(); ++G) {
    std::unique_ptr<ForStmt> Part = L.cloneHeader();
    for (size_t K = 0; K < GroupOf.size(); ++K)
      if (GroupOf[K] == G)
        Part->Body->Body.push_back(L.Body->Body[K]->clone());
    std::string WhyNot;
    if (!findScan(F, *Part, WhyNot))
      return {};
    Part->Reductions.clear(); // Set again when the pass finds the scan.
    Part->Label += " (part " + std::to_string(G + 1) + " of " +
                   std::to_string(Values.size()) + ")";
    Parts.push_back(std::move(Part));
  }
  return Parts;
}

/// Splits, in every block, the loops that splitRunningValues splits.
void splitLoops(Function &F, BlockStmt &B, Diagnostics &D) {
  for (size_t K = 0; K < B.Body.size(); ++K) {
    Stmt &S = *B.Body[K];
    if (S.K == Stmt::If) {
      auto &I = cast<IfStmt>(S);
      splitLoops(F, *I.Then, D);
      if (I.Else)
        splitLoops(F, *I.Else, D);
      continue;
    }
    if (S.K != Stmt::For)
      continue;
    auto &L = cast<ForStmt>(S);
    if (L.IsParallel || L.isWhile())
      continue; // Each thread runs its own; a while loop has no scan.
    std::vector<std::unique_ptr<ForStmt>> Parts = splitRunningValues(F, L);
    if (Parts.empty()) {
      splitLoops(F, *L.Body, D);
      continue;
    }
    std::string Names;
    for (const Variable *V : runningValues(L))
      Names += (Names.empty() ? "'" : ", '") + V->userName() + "'";
    D.remark(L.Loc, "loop over '" + L.Index->userName() + "' is split into " +
                        std::to_string(Parts.size()) +
                        " loops, one per running value (" + Names +
                        "), each a scan");
    B.Body.erase(B.Body.begin() + K);
    for (size_t P = 0; P < Parts.size(); ++P)
      B.Body.insert(B.Body.begin() + K + P, std::move(Parts[P]));
    K += Parts.size() - 1;
  }
}

/// Marks the row loop of P, a parallel loop whose body runs one sequential
/// loop after scalar code, when it is a scan of a running value P's body
/// declares (or a recurrence into an array) and its accesses coalesce
/// better with the row loop's index on a warp's lanes than with P's: the
/// kernel then runs a warp per iteration of P, a segmented scan.
void markSegmentedScan(Function &F, ForStmt &P, Diagnostics &D) {
  ForStmt *Row = nullptr;
  std::set<const Variable *> Declared;
  for (const StmtPtr &S : P.Body->Body) {
    if (S->K == Stmt::For) {
      if (Row)
        return;
      Row = cast<ForStmt>(S.get());
      continue;
    }
    if (Row)
      continue;
    if (!computesScalarsOnly(*S))
      return;
    walkStmts(*S, [&](const Stmt &X) {
      if (X.K == Stmt::Decl && cast<DeclStmt>(X).Var)
        Declared.insert(cast<DeclStmt>(X).Var);
    });
  }
  if (!Row || Row->IsParallel || Row->isWhile() || Row->Step == 0 ||
      (Row->Step < 0 &&
       Row->Index->Ty.Spelling.find("unsigned") != std::string::npos))
    return;
  std::string WhyNot;
  std::unique_ptr<ScanInfo> Scan = findScan(F, *Row, WhyNot);
  if (!Scan || (Scan->Var && !Declared.count(Scan->Var)))
    return;
  unsigned OnP = 0, OnRow = 0;
  walkAllExprs(*Row, [&](const Expr &E) {
    if (E.K != Expr::Access)
      return;
    OnP += warpCost(F, E, P.Index);
    OnRow += warpCost(F, E, Row->Index);
  });
  // A thread per row reads as well; rows known to be short would leave
  // most of the warp idle.
  if (OnRow >= OnP || tripEstimate(*Row) < 32)
    return;
  D.remark(
      Row->Loc,
      "loop over '" + Row->Index->userName() + "' runs as a segmented scan: " +
          (Scan->Var
               ? "'" + Scan->Var->userName() + "'"
               : "the recurrence on '" + Scan->Init->Arr->userName() + "'") +
          " accumulates with '" + Scan->Op + "', a warp per iteration of '" +
          P.Index->userName() + "' scanning its row 32 iterations at a time");
  Row->Scan = std::move(Scan);
}

} // namespace

void parallelizeScans(Function &F, PassContext &C) {
  Diagnostics &D = C.D;

  splitLoops(F, *F.Body, D);
  walkInContext(*F.Body, [&](const Stmt &S, const StmtContext &Ctx) {
    if (S.K != Stmt::For)
      return;
    // Within a parallel loop each thread runs its own (or a warp, a
    // segmented scan); within a scan, each iteration.
    for (const ForStmt *L : Ctx.Loops)
      if (L->IsParallel || L->Scan)
        return;
    // const_cast: walkInContext visits F's statements as const; this pass owns
    // F.
    auto &L = const_cast<ForStmt &>(cast<ForStmt>(S));
    if (L.IsParallel)
      return markSegmentedScan(F, L, D);
    if (L.isWhile())
      return; // Its number of steps is known only as it runs.
    std::string WhyNot;
    L.Scan = findScan(F, L, WhyNot);
    std::string Name = "loop over '" + L.Index->userName() + "'";
    if (!L.Scan) {
      if (!WhyNot.empty())
        D.remark(L.Loc, Name + " stays sequential: " + WhyNot);
      return;
    }
    const ScanInfo &Info = *L.Scan;
    const ScalarType &Ty = Info.Var ? Info.Var->Ty : Info.Init->Arr->Elem;
    recordReassociation(F, L.Loc, Info.Op, Ty,
                        Info.Var ? Info.Var->Name : Info.Init->Arr->Name);
    D.remark(L.Loc,
             Name + " runs as a parallel scan: " +
                 (Info.Var
                      ? "'" + Info.Var->userName() + "' accumulates with '" +
                            Info.Op +
                            "', and each iteration runs from "
                            "its running value"
                      : "the recurrence on '" + Info.Init->Arr->userName() +
                            "' accumulates with '" + Info.Op + "'") +
                 (reassociatesRounding(Info.Op, Ty)
                      ? "; its floating-point values are rounded in another "
                        "order, which may change from run to run "
                        "(--strict-fp keeps such loops sequential)"
                      : ""));
  });
}

} // namespace loopgen
