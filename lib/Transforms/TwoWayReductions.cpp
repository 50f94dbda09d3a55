//===- TwoWayReductions.cpp - Row and column reductions in one pass -------===//

#include "loopgen/Transforms/TwoWayReductions.h"
#include "loopgen/Analysis/Dependence.h"
#include "loopgen/Analysis/Reductions.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include <optional>

namespace loopgen {


namespace {

/// A 1-D band kernel whose iteration runs scalar code, one sequential loop
/// that only reduces into scalars the iteration declares, and code after
/// the loop (which may store the results).
struct ReductionNest {
  ForStmt *Root = nullptr;
  ForStmt *Loop = nullptr;
  std::vector<Reduction> Reductions;
};

bool isPlainKernel(const ForStmt &L) {
  return L.Place == Stmt::Kernel && L.IsParallel && L.GridDim == 0 &&
         L.Step == 1 && L.Reductions.empty() && L.AtomicArrays.empty() &&
         L.Copies.empty() && L.isKernel(KernelKind::Plain) && !L.Scan;
}

std::optional<ReductionNest> reductionNest(const Function &F, ForStmt &Root) {
  if (!isPlainKernel(Root))
    return std::nullopt;
  ReductionNest N;
  N.Root = &Root;
  std::set<const Variable *> Declared;
  for (const StmtPtr &S : Root.Body->Body) {
    bool HasLoop = false;
    walkStmts(*S, [&](const Stmt &X) { HasLoop |= X.K == Stmt::For; });
    if (S->K == Stmt::For && !N.Loop) {
      N.Loop = cast<ForStmt>(S.get());
      continue;
    }
    if (HasLoop || (!N.Loop && !computesScalarsOnly(*S)))
      return std::nullopt;
    if (!N.Loop && S->K == Stmt::Decl && cast<DeclStmt>(*S).Var)
      Declared.insert(cast<DeclStmt>(*S).Var);
  }
  ForStmt *Loop = N.Loop;
  if (!Loop || Loop->IsParallel || Loop->Step != 1 || Loop->Scan ||
      !Loop->Copies.empty() || Loop->GridDim != -1)
    return std::nullopt;
  // The kernel assigns only its own scalars; its loop no array, and it has
  // no loop inside (one element per iteration).
  std::set<const Variable *> Own = boundScalars(Root);
  for (const Variable *V : assignedScalars(Root))
    if (!Own.count(V))
      return std::nullopt;
  bool Nested = false;
  walkStmts(*Loop->Body, [&](const Stmt &X) { Nested |= X.K == Stmt::For; });
  if (Nested || !writtenArrays(*Loop).empty())
    return std::nullopt;
  // Rows of one length: the loop's bounds do not move with the iteration.
  std::set<const Variable *> Moving = changingScalars(*Root.Body);
  Moving.insert(Root.Index);
  if (mentions(*Loop->Begin, Moving) || mentions(*Loop->End, Moving))
    return std::nullopt;
  std::string WhyNot;
  N.Reductions = findReductions(*Loop, WhyNot);
  if (N.Reductions.empty())
    return std::nullopt;
  for (const Reduction &R : N.Reductions)
    if (R.Op == "=" || !Declared.count(R.Var) ||
        (F.KeepRoundingOrder && reassociatesRounding(R.Op, R.Var->Ty)))
      return std::nullopt;
  // The loop reads no scalar that the code before it computes, other than
  // its accumulators: the pass runs the loop without that code.
  std::set<const Variable *> Before = Moving;
  Before.erase(Root.Index);
  for (const Variable *V : boundScalars(*Loop))
    Before.erase(V);
  for (const Reduction &R : N.Reductions)
    Before.erase(R.Var);
  bool ReadsBefore = false;
  walkAllExprs(*Loop, [&](const Expr &E) {
    ReadsBefore |= E.K == Expr::VarRef && Before.count(E.Var);
  });
  if (ReadsBefore)
    return std::nullopt;
  Loop->Reductions = N.Reductions;
  bool Free = testLoop(F, *Loop).K == DependenceResult::Independent;
  Loop->Reductions.clear();
  if (!Free)
    return std::nullopt;
  return N;
}

bool isVar(const Expr &E, const Variable *V) {
  return E.K == Expr::VarRef && E.Var == V;
}

/// The matrices L's body reads as M[First][Second] (also linearized, as
/// M[First * columns + Second]).
std::set<const Array *> matricesAt(const ForStmt &L, const Variable *First,
                                   const Variable *Second) {
  std::set<const Array *> Found;
  walkAllExprs(*L.Body, [&](const Expr &E) {
    if (E.K != Expr::Access || E.Arr->rank() != 2)
      return;
    std::optional<Polynomial> At = flatOffset(E),
                              Columns = Polynomial::from(*E.Arr->Dims[1]);
    if (At && Columns &&
        *At == Polynomial::variable(First) * *Columns +
                   Polynomial::variable(Second))
      Found.insert(E.Arr);
  });
  return Found;
}

std::set<const Array *> accessedArrays(const Stmt &S) {
  std::set<const Array *> Found;
  walkAllExprs(S, [&](const Expr &E) {
    if (E.K == Expr::Access)
      Found.insert(E.Arr);
  });
  return Found;
}

/// Whether the column nest's loop body, emitted in the scope of the row
/// kernel's iteration, would see a name of it instead of its own.
bool namesClash(const ReductionNest &Rows, const ReductionNest &Columns) {
  std::set<std::string> RowNames;
  for (const Variable *V : boundScalars(*Rows.Root))
    RowNames.insert(V->Name);
  std::set<const Variable *> Own = boundScalars(*Columns.Loop);
  Own.insert(Columns.Root->Index);
  for (const Reduction &R : Columns.Reductions)
    Own.insert(R.Var);
  bool Clash = false;
  walkAllExprs(*Columns.Loop, [&](const Expr &E) {
    Clash |=
        E.K == Expr::VarRef && !Own.count(E.Var) && RowNames.count(E.Var->Name);
  });
  return Clash;
}

/// The plan for the adjacent kernels First and Second, or null.
std::unique_ptr<TwoWayPlan> pairOf(const Function &F, ForStmt &First,
                                   ForStmt &Second, const Array *&Matrix) {
  std::optional<ReductionNest> A = reductionNest(F, First);
  std::optional<ReductionNest> B = A ? reductionNest(F, Second) : std::nullopt;
  if (!B)
    return nullptr;
  // Which one walks rows: its iteration is the matrix's first subscript.
  for (bool RowsFirst : {true, false}) {
    const ReductionNest &Rows = RowsFirst ? *A : *B;
    const ReductionNest &Columns = RowsFirst ? *B : *A;
    std::set<const Array *> ByRows =
        matricesAt(*Rows.Loop, Rows.Root->Index, Rows.Loop->Index);
    std::set<const Array *> ByColumns =
        matricesAt(*Columns.Loop, Columns.Loop->Index, Columns.Root->Index);
    std::set<const Array *> WrittenByRows = writtenArrays(*Rows.Root),
                            WrittenByColumns = writtenArrays(*Columns.Root);
    Matrix = nullptr;
    for (const Array *M : ByRows)
      if (ByColumns.count(M) && !WrittenByRows.count(M) &&
          !WrittenByColumns.count(M))
        Matrix = M;
    if (!Matrix)
      continue;
    // One rectangle: the rows' iterations are the columns' loop, and the
    // other way round.
    if (!Rows.Root->Begin->sameAs(*Columns.Loop->Begin) ||
        !Rows.Root->End->sameAs(*Columns.Loop->End) ||
        !Rows.Loop->Begin->sameAs(*Columns.Root->Begin) ||
        !Rows.Loop->End->sameAs(*Columns.Root->End))
      return nullptr;
    // The column kernel's statements run after all of the row kernel's:
    // it writes nothing the row kernel accesses, and where it comes first
    // it reads nothing the row kernel writes.
    std::set<const Array *> RowAccesses = accessedArrays(*Rows.Root),
                            ColumnAccesses = accessedArrays(*Columns.Root);
    for (const Array *W : WrittenByColumns)
      if (RowAccesses.count(W))
        return nullptr;
    bool ReadsRows = false;
    for (const Array *W : WrittenByRows) {
      if (!ColumnAccesses.count(W))
        continue;
      if (!RowsFirst)
        return nullptr;
      // In its loop, only element [row] of a vector, which that row's
      // iteration has written by then.
      bool AtRow = true, InLoop = false;
      walkAllExprs(*Columns.Loop, [&](const Expr &E) {
        if (E.K != Expr::Access || E.Arr != W)
          return;
        InLoop = true;
        AtRow &= E.Ops.size() == 1 && isVar(*E.Ops[0], Columns.Loop->Index);
      });
      // And the row kernel writes it only at its own row: element [row]
      // is final once that row is done.
      walkStmts(*Rows.Root, [&](const Stmt &S) {
        if (S.K != Stmt::Assign)
          return;
        const Expr &T = *cast<AssignStmt>(S).Target;
        if (T.K == Expr::Access && T.Arr == W)
          AtRow &= T.Ops.size() == 1 && isVar(*T.Ops[0], Rows.Root->Index);
      });
      if (!AtRow)
        return nullptr;
      ReadsRows |= InLoop;
    }
    if (namesClash(Rows, Columns))
      return nullptr;
    auto P = std::make_unique<TwoWayPlan>();
    P->Rows = Rows.Root;
    P->Columns = Columns.Root;
    P->RowLoop = Rows.Loop;
    P->ColumnLoop = Columns.Loop;
    P->RowReductions = Rows.Reductions;
    P->ColumnReductions = Columns.Reductions;
    P->ColumnsReadRows = ReadsRows;
    return P;
  }
  return nullptr;
}

void fuseInBlock(Function &F, BlockStmt &B, Diagnostics &D) {
  for (size_t K = 0; K < B.Body.size(); ++K) {
    Stmt &S = *B.Body[K];
    if (S.Place == Stmt::HostControl) {
      if (S.K == Stmt::For && !cast<ForStmt>(S).Persistent)
        fuseInBlock(F, *cast<ForStmt>(S).Body, D);
      if (S.K == Stmt::If) {
        auto &I = cast<IfStmt>(S);
        fuseInBlock(F, *I.Then, D);
        if (I.Else)
          fuseInBlock(F, *I.Else, D);
      }
      continue;
    }
    if (K + 1 == B.Body.size() || S.K != Stmt::For ||
        B.Body[K + 1]->K != Stmt::For)
      continue;
    auto &First = cast<ForStmt>(S);
    auto &Second = cast<ForStmt>(*B.Body[K + 1]);
    const Array *Matrix = nullptr;
    std::unique_ptr<TwoWayPlan> P = pairOf(F, First, Second, Matrix);
    if (!P)
      continue;
    D.remark(First.Loc,
             "the loops at " + P->Rows->Label + " (rows) and " +
                 P->Columns->Label + " (columns) run as one pass over '" +
                 Matrix->userName() +
                 "': blocks reduce its rows and accumulate its columns in "
                 "shared memory" +
                 (P->ColumnsReadRows ? ", each row's reductions first" : ""));
    recordReassociations(F, P->RowLoop->Loc, P->RowReductions);
    recordReassociations(F, P->ColumnLoop->Loc, P->ColumnReductions);
    First.Kernel->Kind = KernelKind::TwoWayRows;
    First.Kernel->TwoWay = std::move(P);
    Second.Kernel->Kind = KernelKind::TwoWayColumns;
    ++K;
  }
}

} // namespace

void fuseRowAndColumnReductions(Function &F, PassContext &C) {
  Diagnostics &D = C.D;

  fuseInBlock(F, *F.Body, D);
}

} // namespace loopgen
