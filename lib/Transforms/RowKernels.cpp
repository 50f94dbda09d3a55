//===- RowKernels.cpp - A warp per iteration of a row-walking kernel ------===//

#include "loopgen/Transforms/RowKernels.h"
#include "loopgen/Analysis/Coalescing.h"
#include "loopgen/Analysis/Reductions.h"
#include "loopgen/Analysis/SharedRows.h"
#include "loopgen/IR/Band.h"
#include "loopgen/IR/Visitor.h"
#include "loopgen/IR/Walk.h"
#include <set>

namespace loopgen {

/// What the remark says of floating-point sums and products that the
/// threads sharing a row combine in a tree: rounded in another order.
static std::string roundingNote(const RowPlan &P) {
  std::vector<Reduction> All = P.Reductions;
  for (const SharedRow &G : P.Guarded)
    All.insert(All.end(), G.Reductions.begin(), G.Reductions.end());
  std::string Names;
  for (const Reduction &R : All)
    if (reassociatesRounding(R.Op, R.Var->Ty))
      Names += (Names.empty() ? "'" : ", '") + R.Var->userName() + "'";
  if (P.Scan && reassociatesRounding(P.Scan->Op, scanType(*P.Scan)))
    Names += std::string(Names.empty() ? "" : ", ") + "the scan";
  if (Names.empty())
    return "";
  return "; the threads combine " + Names +
         " in a tree, so the floating-point result is rounded in another "
         "order (--strict-fp keeps the order)";
}

namespace {

/// How a warp (or 8 threads) can run each iteration of the 1-D band Root,
/// sharing its row loop; WavefrontStep: Root is launched for each step of a
/// wavefront, with few iterations, and its row loops may sit under ifs.
std::optional<RowPlan> rowPlan(const Function &F, const ForStmt &Root,
                               bool WavefrontStep) {
  if (Root.Kernel->Depth != 1 || Root.GridDim != 0 || Root.Copies.size() > 1 ||
      alignedStart(Root) || Root.isKernel(KernelKind::WaveTiles) || !Root.Reductions.empty() ||
      !Root.AtomicArrays.empty())
    return std::nullopt;
  // A step of a wavefront has few iterations and long row loops: a warp per
  // iteration multiplies its threads by 32 wherever the loops sit.
  if (WavefrontStep) {
    std::optional<std::vector<SharedRow>> Rows = warpSharedRows(F, *Root.Body);
    if (!Rows)
      return std::nullopt;
    RowPlan P;
    P.Guarded = std::move(*Rows);
    return P;
  }
  // One sequential loop among the body's statements; before it only
  // scalar code (every lane runs it).
  RowPlan P;
  for (const StmtPtr &S : Root.Body->Body) {
    if (S->K == Stmt::For) {
      if (P.Row)
        return std::nullopt;
      P.Row = cast<ForStmt>(S.get());
      continue;
    }
    if (P.Row)
      continue;
    if (!computesScalarsOnly(*S))
      return std::nullopt;
  }
  const ForStmt *Row = P.Row;
  if (!Row || Row->IsParallel || !Row->Copies.empty())
    return std::nullopt;
  if (Row->Scan) { // A segmented scan (ParallelScans.h).
    P.Scan = Row->Scan.get();
    std::set<const Variable *> Row0 = changingScalars(*Root.Body);
    Row0.insert(Root.Index);
    P.SameRows = !mentions(*Row->Begin, Row0) && !mentions(*Row->End, Row0);
    return P;
  }
  // Its only carried dependences: reductions into scalars declared before it.
  std::set<const Variable *> Declared;
  for (const StmtPtr &S : Root.Body->Body) {
    if (S.get() == Row)
      break;
    if (S->K == Stmt::Decl && cast<DeclStmt>(*S).Var)
      Declared.insert(cast<DeclStmt>(*S).Var);
  }
  auto Found = sharedReductions(F, *Row, Declared);
  if (!Found)
    return std::nullopt;
  // A warp per row where the row's accesses are cheaper with its index on
  // the lanes; else 8 threads per column, each a slice of the rows, when
  // the rows are long.
  unsigned OnColumns = 0, OnRows = 0;
  walkAllExprs(*Row, [&](const Expr &E) {
    if (E.K != Expr::Access)
      return;
    OnColumns += warpCost(F, E, Root.Index);
    OnRows += warpCost(F, E, Row->Index);
  });
  P.Columns = OnRows >= OnColumns;
  if (P.Columns && tripEstimate(*Row) < 32)
    return std::nullopt;
  P.Reductions = *Found;
  return P;
}

/// The kernels of B and the blocks under it; InWavefront: B runs in a
/// step of a wavefront.
void chooseIn(Function &F, BlockStmt &B, bool InWavefront, Diagnostics &D) {
  for (StmtPtr &S : B.Body) {
    auto *Root = dyn_cast<ForStmt>(S.get());
    if (Root && S->Place == Stmt::Kernel) {
      // A two-way pair's kernels keep their kind: the plan serves the
      // host's launch of them one by one, where the pair does not pay.
      bool TwoWay = Root->isKernel(KernelKind::TwoWayRows) ||
                    Root->isKernel(KernelKind::TwoWayColumns);
      if (!Root->isKernel(KernelKind::Plain) && !TwoWay)
        continue;
      std::optional<RowPlan> P = rowPlan(F, *Root, InWavefront);
      if (!P)
        continue;
      if (TwoWay) {
        Root->Kernel->Rows = std::make_unique<RowPlan>(std::move(*P));
        continue;
      }
      std::string Rows;
      for (const SharedRow &G : P->Guarded)
        Rows += (Rows.empty() ? "'" : ", '") + G.Row->Index->userName() + "'";
      if (P->Row)
        Rows = "'" + P->Row->Index->userName() + "'";
      D.remark(Root->Loc,
               "kernel at " + Root->Label + " runs " +
                   (P->Columns ? "8 threads" : "a warp") +
                   " per iteration of '" + Root->Index->userName() +
                   "', sharing the row loop" +
                   (P->Guarded.size() > 1 ? "s " : " ") + Rows +
                   (P->Columns ? ": the rows are long and their accesses "
                                 "coalesce along the band"
                    : P->Scan  ? ": a segmented scan"
                               : ": the row's accesses coalesce along it") +
                   roundingNote(*P));
      if (P->Row)
        recordReassociations(F, P->Row->Loc, P->Reductions);
      for (const SharedRow &G : P->Guarded)
        recordReassociations(F, G.Row->Loc, G.Reductions);
      if (P->Scan)
        recordReassociation(F, P->Row->Loc, P->Scan->Op, scanType(*P->Scan),
                            P->Scan->Var ? P->Scan->Var->Name
                                         : P->Scan->Init->Arr->Name);
      Root->Kernel->Kind = KernelKind::SharedRows;
      Root->Kernel->Rows = std::make_unique<RowPlan>(std::move(*P));
      continue;
    }
    bool Wave = InWavefront || (S->K == Stmt::For && cast<ForStmt>(*S).Wavefront);
    forEachChildBlock(*S, [&](BlockStmt &Child) { chooseIn(F, Child, Wave, D); });
  }
}

} // namespace

void chooseRowKernels(Function &F, PassContext &C) {
  chooseIn(F, *F.Body, false, C.D);
}

} // namespace loopgen
