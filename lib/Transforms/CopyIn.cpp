//===- CopyIn.cpp - Arrays the GPU overwrites need not be copied in -------===//

#include "loopgen/Transforms/CopyIn.h"
#include "loopgen/Analysis/Subscripts.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Band.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"

namespace loopgen {

namespace {

/// Whether the host can evaluate E on entry: literals and parameters the
/// function does not change.
bool onEntry(const Expr &E, const std::set<const Variable *> &Assigned) {
  bool Entry = true;
  walkExpr(E, [&](const Expr &X) {
    Entry &= X.K != Expr::Access && X.K != Expr::Call;
    if (X.K == Expr::VarRef)
      Entry &= X.Var->K == Variable::Param && !Assigned.count(X.Var);
  });
  return Entry;
}

/// Whether loop L runs its index over exactly [0, Ext) (either way). With
/// Conds, also where that holds only at run time (a bound `ni` against an
/// extent 800): the condition the host tests goes there.
bool runsOver(const ForStmt &L, const Expr &Ext,
              const std::set<const Variable *> &Assigned,
              std::vector<ExprPtr> *Conds) {
  auto Begin = Polynomial::from(*L.Begin), End = Polynomial::from(*L.End);
  auto Extent = Polynomial::from(Ext);
  if (!Begin || !End || !Extent || L.isWhile())
    return false;
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  // Up from 0, or down to 0 (for (i = n - 1; i >= 0; --i)); the other
  // bound must meet the extent.
  bool Up = L.Step == 1 && Begin->isConstant() && Begin->constantTerm() == 0;
  bool Down = L.Step == -1 && End->isConstant() && End->constantTerm() == -1;
  if (!Up && !Down)
    return false;
  Polynomial Reach = Up ? *End : *Begin + Polynomial::constant(1);
  if (Reach == *Extent)
    return true;
  const Expr &Bound = Up ? *L.End : *L.Begin;
  if (!Conds || !onEntry(Bound, Assigned) || !onEntry(Ext, Assigned))
    return false;
  ExprPtr Reached = Up ? Bound.clone() : Reach.toExpr(Bound.Ty);
  Conds->push_back(Expr::binary("==", std::move(Reached), Ext.clone(), Bool));
  return true;
}

/// Whether loop L runs at least one iteration: provably, or, with Conds,
/// where a condition the host tests on entry holds.
bool runsOnce(const ForStmt &L, const std::set<const Variable *> &Assigned,
              std::vector<ExprPtr> *Conds) {
  auto Begin = Polynomial::from(*L.Begin), End = Polynomial::from(*L.End);
  if (!Begin || !End || L.isWhile() || L.Step == 0)
    return false;
  Polynomial Span = L.Step > 0 ? *End - *Begin : *Begin - *End;
  if (Span.isConstant())
    return Span.constantTerm() > 0;
  if (!Conds || !onEntry(*L.Begin, Assigned) || !onEntry(*L.End, Assigned))
    return false;
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  Conds->push_back(
      L.Step > 0 ? Expr::binary(">", L.End->clone(), L.Begin->clone(), Bool)
                 : Expr::binary(">", L.Begin->clone(), L.End->clone(), Bool));
  return true;
}

/// Whether an unconditional assignment in Body, under the loops Loops
/// (outermost first) and the for loops within Body, writes every element
/// of A: A[i0][i1]... with each i a distinct loop's index over [0, extent).
bool coversAll(const Function &F, const Array &A, const BlockStmt &Body,
               std::vector<const ForStmt *> &Loops,
               std::vector<ExprPtr> *Conds) {
  for (const StmtPtr &S : Body.Body) {
    if (S->K == Stmt::For) {
      Loops.push_back(cast<ForStmt>(S.get()));
      bool Covers = coversAll(F, A, *cast<ForStmt>(*S).Body, Loops, Conds);
      Loops.pop_back();
      if (Covers)
        return true;
      continue;
    }
    if (S->K != Stmt::Assign)
      continue;
    auto &As = cast<AssignStmt>(*S);
    if (As.Target->K != Expr::Access || As.Target->Arr != &A || !As.Op.empty())
      continue;
    auto Subs = subscriptPolynomials(F, *As.Target);
    bool Covers = Subs && Subs->size() == A.rank();
    std::set<const ForStmt *> Used;
    std::set<const Variable *> Assigned = assignedScalars(*F.Body);
    std::vector<ExprPtr> Needs;
    for (size_t D = 0; Covers && D < A.rank(); ++D) {
      const ForStmt *L = nullptr;
      for (const ForStmt *B : Loops)
        if ((*Subs)[D] == Polynomial::variable(B->Index))
          L = B;
      Covers = L && Used.insert(L).second &&
               runsOver(*L, *A.Dims[D], Assigned, Conds ? &Needs : nullptr);
    }
    // Every other loop around the write must run: where one runs no
    // iteration (for j < i at i = 0), neither does the write.
    for (const ForStmt *L : Loops)
      if (Covers && !Used.count(L))
        Covers = runsOnce(*L, Assigned, Conds ? &Needs : nullptr);
    if (Covers) {
      for (ExprPtr &C : Needs)
        Conds->push_back(std::move(C));
      return true;
    }
  }
  return false;
}

/// The position of the first top-level kernel from From on that writes
/// every element of A unconditionally, or none; with Conds, also one that
/// does where the conditions it adds there hold.
std::optional<size_t> firstFullWrite(const Function &F, const Array &A,
                                     size_t From, std::vector<ExprPtr> *Conds) {
  for (size_t T = From; T < F.Body->Body.size(); ++T) {
    // Of two versions of a kernel, the unrolled one writes what both do.
    const Stmt *P = F.Body->Body[T].get();
    if (P->K == Stmt::If && cast<IfStmt>(P)->Made == IfStmt::KernelVersions)
      P = cast<IfStmt>(P)->Then->Body[0].get();
    if (P->Place != Stmt::Kernel)
      continue;
    std::vector<const ForStmt *> Band = kernelBand(cast<ForStmt>(*P));
    const BlockStmt *Body = Band.back()->Body.get();
    // Both versions of an unrolled body write what the guarded one does.
    if (Body->Body.size() == 1 && Body->Body[0]->K == Stmt::If &&
        cast<IfStmt>(*Body->Body[0]).Made == IfStmt::FullTileSplit)
      Body = cast<IfStmt>(*Body->Body[0]).Else.get();
    if (coversAll(F, A, *Body, Band, Conds))
      return T;
  }
  return std::nullopt;
}

/// Finds a read of A that may see a value from before the function: one
/// not preceded, in the same iteration of every loop around both, by an
/// unconditional assignment of the same element (same subscripts, made of
/// loop indices and parameters the function does not change).
class ExposedReads {
public:
  ExposedReads(const Function &F, const Array &A)
      : F(F), A(A), Assigned(assignedScalars(*F.Body)) {}

  /// Whether some read of A in S may be exposed.
  bool in(const Stmt &S) {
    visit(S);
    return Exposed;
  }

private:
  const Function &F;
  const Array &A;
  std::set<const Variable *> Assigned;
  std::vector<std::vector<Polynomial>> Written; // Along the current path.
  bool Exposed = false;

  bool covered(const Expr &Access) {
    auto Subs = subscriptPolynomials(F, Access);
    if (!Subs)
      return false;
    for (const std::vector<Polynomial> &W : Written)
      if (W == *Subs)
        return true;
    return false;
  }
  void checkReads(const Expr &E) {
    walkExpr(E, [&](const Expr &X) {
      if (X.K == Expr::Access && X.Arr == &A && !covered(X))
        Exposed = true;
    });
  }
  bool invariantSubscripts(const Expr &Access) {
    bool Invariant = true;
    for (const ExprPtr &Sub : Access.Ops)
      walkExpr(*Sub, [&](const Expr &X) {
        Invariant &= X.K != Expr::Access;
        if (X.K == Expr::VarRef)
          Invariant &= X.Var->K == Variable::LoopIndex ||
                       (X.Var->K == Variable::Param && !Assigned.count(X.Var));
      });
    return Invariant;
  }
  void visitBlock(const BlockStmt &B) {
    size_t Before = Written.size();
    for (const StmtPtr &S : B.Body)
      visit(*S);
    // What a block wrote covers no read after it: its loop may not run, or
    // ran over other elements.
    Written.resize(Before);
  }
  void visit(const Stmt &S) {
    switch (S.K) {
    case Stmt::Block:
      visitBlock(cast<BlockStmt>(S));
      return;
    case Stmt::Assign: {
      auto &As = cast<AssignStmt>(S);
      checkReads(*As.Value);
      if (As.Target->K != Expr::Access) {
        checkReads(*As.Target);
        return;
      }
      for (const ExprPtr &Sub : As.Target->Ops)
        checkReads(*Sub);
      if (As.Target->Arr != &A)
        return;
      if (!As.Op.empty()) {
        checkReads(*As.Target); // Read before it is changed.
        return;
      }
      if (invariantSubscripts(*As.Target))
        if (auto Subs = subscriptPolynomials(F, *As.Target))
          Written.push_back(std::move(*Subs));
      return;
    }
    case Stmt::If: {
      auto &If = cast<IfStmt>(S);
      forEachOwnExpr(S, [&](const Expr &E) { checkReads(E); });
      visitBlock(*If.Then);
      if (If.Else)
        visitBlock(*If.Else);
      return;
    }
    case Stmt::For:
      forEachOwnExpr(S, [&](const Expr &E) { checkReads(E); });
      visitBlock(*cast<ForStmt>(S).Body);
      return;
    default:
      forEachOwnExpr(S, [&](const Expr &E) { checkReads(E); });
      return;
    }
  }
};

/// Whether the top-level statements from From on write every element of A
/// before reading any (with Conds, where the conditions added there hold).
bool overwrittenBeforeRead(const Function &F, const Array &A, size_t From,
                           std::vector<ExprPtr> *Conds) {
  std::optional<size_t> Full = firstFullWrite(F, A, From, Conds);
  if (!Full)
    return false;
  // Reads after the kernel that writes it whole see the kernels' values.
  ExposedReads Reads(F, A);
  for (size_t T = From; T <= *Full; ++T)
    if (Reads.in(*F.Body->Body[T]))
      return false;
  return true;
}

/// The parameter and the local array that a transposition kernel fills
/// from it (`A_T[c][r] = A[r][c]`, made on entry), or nulls.
std::pair<const Array *, const Array *> entryTransposition(const Stmt &S) {
  std::pair<const Array *, const Array *> FromTo{nullptr, nullptr};
  if (S.K != Stmt::For || !cast<ForStmt>(S).isKernel(KernelKind::Transpose))
    return FromTo;
  walkStmts(S, [&](const Stmt &X) {
    if (X.K != Stmt::Assign)
      return;
    auto &As = cast<AssignStmt>(X);
    if (As.Target->K == Expr::Access && !As.Target->Arr->isParam() &&
        As.Value->K == Expr::Access)
      FromTo = {As.Value->Arr, As.Target->Arr};
  });
  return FromTo;
}

} // namespace

void elideCopiesIn(Function &F, PassContext &C) {
  // A transposed copy that the kernels overwrite whole needs no values from
  // its array: the transposition on entry goes (the one back stays).
  auto &Body = F.Body->Body;
  for (size_t T = 0; T < Body.size(); ++T) {
    auto [From, To] = entryTransposition(*Body[T]);
    if (!To || !overwrittenBeforeRead(F, *To, T + 1, nullptr))
      continue;
    C.D.remark(To->Loc, "'" + From->userName() +
                            "' is not transposed on entry: a kernel "
                            "overwrites every element of its transposed "
                            "copy before anything reads it");
    Body.erase(Body.begin() + T--);
  }
  for (const auto &A : F.Arrays) {
    std::vector<ExprPtr> Conds;
    if (!A->isParam() || !overwrittenBeforeRead(F, *A, 0, &Conds))
      continue;
    std::string Where;
    if (Conds.empty()) {
      A->CopyIn = false;
    } else {
      ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
      std::set<std::string> Seen;
      for (ExprPtr &Cond : Conds)
        if (Seen.insert(ExprPrinter().print(*Cond)).second)
          A->CopyInUnless = A->CopyInUnless
                                ? Expr::binary("&&", std::move(A->CopyInUnless),
                                               std::move(Cond), Bool)
                                : std::move(Cond);
      Where = " where the loops that write it run over its extents (" +
              ExprPrinter().print(*A->CopyInUnless) + ")";
    }
    C.D.remark(A->Loc, "array '" + A->userName() +
                           "' is not copied to the GPU" + Where +
                           ": a kernel overwrites every element before "
                           "anything reads it");
  }
}

} // namespace loopgen
