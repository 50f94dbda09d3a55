//===- ParallelScans.cpp - Sequential loops that run as scans -------------===//

#include "loopgen/Transforms/ParallelScans.h"
#include "loopgen/Analysis/Reductions.h"
#include "loopgen/Analysis/Scans.h"
#include "loopgen/IR/Walk.h"

namespace loopgen {

static const char *Pass = "loopgen";

void parallelizeScans(Function &F, Diagnostics &D) {
  walkInContext(*F.Body, [&](const Stmt &S, const StmtContext &Ctx) {
    if (S.K != Stmt::For)
      return;
    // Within a parallel loop each thread runs its own; within a scan, each
    // iteration.
    for (const ForStmt *L : Ctx.Loops)
      if (L->IsParallel || L->Scan)
        return;
    auto &L = const_cast<ForStmt &>(static_cast<const ForStmt &>(S));
    std::string WhyNot;
    L.Scan = findScan(F, L, WhyNot);
    std::string Name = "loop over '" + L.Index->Name + "'";
    if (!L.Scan) {
      if (!WhyNot.empty())
        D.remark(L.Loc, Pass, Name + " stays sequential: " + WhyNot);
      return;
    }
    const ScanInfo &Info = *L.Scan;
    const ScalarType &Ty = Info.Var ? Info.Var->Ty : Info.Init->Arr->Elem;
    D.remark(L.Loc, Pass,
             Name + " runs as a parallel scan: " +
                 (Info.Var ? "'" + Info.Var->Name + "' accumulates with '" +
                                 Info.Op + "', and each iteration runs from "
                                 "its running value"
                           : "the recurrence on '" + Info.Init->Arr->Name +
                                 "' accumulates with '" + Info.Op + "'") +
                 (reassociatesRounding(Info.Op, Ty)
                      ? "; its floating-point values are rounded in another "
                        "order, which may change from run to run "
                        "(--strict-fp keeps such loops sequential)"
                      : ""));
  });
}

} // namespace loopgen
