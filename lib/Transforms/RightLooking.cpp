//===- RightLooking.cpp - Reduction loops moved outermost -----------------===//

#include "loopgen/Transforms/RightLooking.h"
#include "loopgen/Analysis/Dependence.h"
#include "loopgen/Analysis/Isl.h"
#include "loopgen/Analysis/Subscripts.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/Transforms/FuseRow.h"
#include "loopgen/Transforms/IslLoops.h"
#include <algorithm>
#include <map>
#include <set>

namespace loopgen {

static const char *Pass = "loopgen";

namespace {

/// An assignment of the nest's body, and where the new order puts it.
struct Piece {
  AssignStmt *S;
  /// Its loop over k; null for the assignments outside them, which run at
  /// the end of Anchor's range (After) or at its start.
  ForStmt *Reduce = nullptr;
  ForStmt *Anchor = nullptr;
  bool After = true;
  std::vector<StmtContext::Branch> Guards; ///< The body's ifs around it.
  unsigned P = 0, Q = 0; ///< Its position in the body, in its loop over k.
  /// In a nest whose last level is a row of loops (Reorder::Columns): its
  /// loop there, and that loop's place in the row.
  ForStmt *Column = nullptr;
  unsigned Sibling = 0;
  /// Its place among the statements of its phase, when they run one after
  /// the other (Reorder::StatementMajor).
  unsigned Slot = 0;
  /// Run at the end of Anchor's last step, in its second phase, rather
  /// than first in the step after it: one launch fewer a step (Cholesky's
  /// square root of the diagonal, after its last update).
  bool Late = false;
};

/// 1 for what runs in the second phase of a step (the sums), 0 first.
int phase(const Piece &I) { return I.Reduce || I.Late ? 1 : 0; }

/// A local sum that accumulates in the element it stands for instead: its
/// loop over k, the stores of the local after it, and the element.
struct Demotion {
  ForStmt *Loop;
  std::vector<AssignStmt *> Stores;
  ExprPtr Element;
};

std::string printExpr(const Expr &E) { return ExprPrinter().print(E); }

/// An access of a piece: the expression, and whether it writes.
struct PieceAccess {
  const Expr *E;
  bool IsWrite;
};

std::vector<PieceAccess> accessesOf(const AssignStmt &S) {
  std::vector<PieceAccess> Out;
  auto Reads = [&](const Expr &E) {
    walkExpr(E, [&](const Expr &X) {
      if (X.K == Expr::Access)
        Out.push_back({&X, false});
    });
  };
  Reads(*S.Value);
  for (const ExprPtr &Sub : S.Target->Ops)
    Reads(*Sub);
  Out.push_back({S.Target.get(), true});
  if (!S.Op.empty())
    Out.push_back({S.Target.get(), false});
  return Out;
}

bool usesVar(const Stmt &S, const Variable *V) {
  bool Uses = false;
  walkAllExprs(S, [&](const Expr &X) {
    Uses |= X.K == Expr::VarRef && X.Var == V;
  });
  return Uses;
}

/// Replaces V by a clone of With throughout E.
void substitute(ExprPtr &E, const Variable *V, const Expr &With) {
  mutateExpr(E, [&](Expr &X) -> ExprPtr {
    return X.K == Expr::VarRef && X.Var == V ? With.clone() : nullptr;
  });
}

/// "(u_0, u_1, ...) lexicographically before (v_0, v_1, ...)" in isl text;
/// components that are both numbers are compared here.
std::string lexBefore(const std::vector<std::string> &U,
                      const std::vector<std::string> &V) {
  auto Number = [](const std::string &S) {
    return !S.empty() &&
           S.find_first_not_of("-0123456789") == std::string::npos;
  };
  std::string Out, Equal;
  for (size_t I = 0; I < U.size(); ++I) {
    bool Known = Number(U[I]) && Number(V[I]);
    long A = Known ? std::stol(U[I]) : 0, B = Known ? std::stol(V[I]) : 0;
    if (!Known || A < B) {
      std::string Less = Known ? "" : U[I] + " < " + V[I];
      std::string Clause = Equal.empty() ? Less
                           : Less.empty() ? Equal
                                          : Equal + " and " + Less;
      Out += (Out.empty() ? "(" : " or (") +
             (Clause.empty() ? "1 = 1" : Clause) + ")";
    }
    if (Known && A != B)
      return Out.empty() ? "1 = 0" : "(" + Out + ")";
    if (!Known)
      Equal += (Equal.empty() ? "" : " and ") + U[I] + " = " + V[I];
  }
  return Out.empty() ? "1 = 0" : "(" + Out + ")";
}

class Reorder {
public:
  Reorder(Function &F, Diagnostics &D) : F(F), D(D) {}

  void block(BlockStmt &B);

private:
  Function &F;
  Diagnostics &D;
  // The nest being tried.
  std::vector<ForStmt *> Nest;
  /// The last level of the nest where it is a row of loops (Doolittle's
  /// row of U, then column of L, both from the diagonal): each assignment
  /// runs in one of them (Piece::Column). Empty for a perfect nest.
  std::vector<ForStmt *> Columns;
  ForStmt *Column = nullptr; ///< The one being read.
  bool ColumnsAllowed = false; ///< Tried once the row does not fuse.
  /// The loops of the nest around piece I, outermost first.
  std::vector<ForStmt *> loopsOf(const Piece &I) const {
    std::vector<ForStmt *> Loops = Nest;
    if (I.Column)
      Loops.push_back(I.Column);
    return Loops;
  }
  size_t depth() const { return Nest.size() + !Columns.empty(); }
  StmtPtr Copy; ///< Its clone (fused, accumulators demoted).
  std::vector<Piece> Pieces;
  /// Demoted accumulators, and the element reads that stand for the local.
  std::vector<Demotion> Demoted;
  std::set<const Expr *> FromLocal;
  /// The index of the loop over the steps: the first loop over k's.
  Variable *Step = nullptr;
  /// The indices of the new loops (the nest's own, or signed copies where
  /// an index is unsigned), and the loop each stands for.
  std::map<const Variable *, const ForStmt *> Origin;
  /// For each phase: its statements run one after the other, each over
  /// all its points (else point by point, each point's in body order).
  bool StatementMajor[2] = {false, false};
  /// Locals that take an element per point of the nest instead (all of
  /// them when ExpandAll): the arrays made, their declarations.
  bool ExpandAll = false;
  std::vector<Array *> Expanded;
  std::vector<StmtPtr> ExpandedDecls;
  std::string Why;

  bool refuse(const std::string &Reason) {
    Why = Reason;
    return false;
  }
  /// Replaces the nest in B.Body[At] (Root, or its fused row) by its
  /// right-looking loops; false (with Why) when it stays.
  bool reorder(BlockStmt &B, size_t At, const ForStmt &Root);
  enum Outcome { Done, Refused, Retry };
  Outcome attempt(BlockStmt &B, size_t At, const ForStmt &Root);
  /// Sums in locals accumulate in the elements they are stored into, or
  /// the locals are expanded.
  bool demote(BlockStmt &Body);
  /// Replaces the local declared by S[At] with an array of an element per
  /// point of the nest.
  bool expand(std::vector<StmtPtr> &S, size_t At);
  /// Forgets the arrays of expanded locals.
  void dropExpanded();
  /// Collects the pieces of Body's statements From to To (Pieces).
  bool collect(BlockStmt &Body, size_t From, size_t To,
               std::vector<StmtContext::Branch> &Guards, ForStmt *&Last,
               unsigned &NextP);
  /// Appends the domain of piece I, over dimensions Prefix+"k" (its step)
  /// and Prefix+"x<l>" (the nest's indices), to Dims and Cons.
  bool domain(IslBuilder &B, const Piece &I, const std::string &Prefix,
              std::vector<std::string> &Dims, std::string &Cons);
  std::vector<std::string> originalTime(const Piece &I,
                                        const std::string &Prefix);
  std::vector<std::string> newTime(const Piece &I, const std::string &Prefix);
  /// The array through which an instance of I and one of J, Extra (isl
  /// constraints on a<dim> and b<dim>) holding of the two, touch one
  /// element, one of them writing it; null when none, none when unknown.
  std::optional<const Array *> conflict(const Piece &I, const Piece &J,
                                        const std::string &Extra);
  bool legal();
  /// Whether no two points of one step with different x of the pieces Of
  /// touch one element, one of them writing it.
  bool apartWithinSteps(const std::vector<size_t> &Of);
  /// Numbers the pieces Of (Piece::Slot) in an order that, statement by
  /// statement, keeps every conflict within a step in its original order;
  /// false when there is none.
  bool orderWithinSteps(const std::vector<size_t> &Of);
  bool demotionsSound();
  std::unique_ptr<BlockStmt> generate();
  IslBuilder builder() const;
};

IslBuilder Reorder::builder() const {
  IslBuilder B(changingScalars(*Copy));
  // The loops around the nest are fixed while it runs.
  std::vector<const ForStmt *> Outer = enclosingLoops(F, *Nest[0]);
  for (size_t K = 0; K < Outer.size(); ++K)
    B.parameter(Outer[K]->Index, "o" + std::to_string(K));
  return B;
}

void Reorder::block(BlockStmt &B) {
  for (size_t At = 0; At < B.Body.size(); ++At) {
    Stmt &S = *B.Body[At];
    if (S.K == Stmt::Block)
      block(static_cast<BlockStmt &>(S));
    if (S.K == Stmt::If) {
      block(*static_cast<IfStmt &>(S).Then);
      if (auto &Else = static_cast<IfStmt &>(S).Else)
        block(*Else);
    }
    if (S.K != Stmt::For)
      continue;
    auto &L = static_cast<ForStmt &>(S);
    // As a perfect nest, with its row fused into one loop (its first loop
    // or its last as the row), else with its last level a row of loops;
    // the first reason to refuse is told.
    StmtPtr Fused = fuseRow(F, L), FusedLast = fuseRow(F, L, true);
    const ForStmt *Tries[] = {&L, static_cast<ForStmt *>(Fused.get()),
                              static_cast<ForStmt *>(FusedLast.get()), &L};
    std::string First;
    size_t Size = B.Body.size();
    bool Moved = false;
    for (int T = 0; T < 4 && !Moved; ++T) {
      if (!Tries[T])
        continue;
      ColumnsAllowed = T == 3;
      Why.clear();
      Moved = reorder(B, At, *Tries[T]);
      if (!Moved && First.empty())
        First = Why;
    }
    if (Moved) {
      At += B.Body.size() - Size;
      continue;
    }
    if (!First.empty())
      D.remark(L.Loc, Pass,
               "loops over '" + L.Index->Name +
                   "' and the loops within do not run right-looking: " +
                   First);
    block(*L.Body);
  }
}

bool Reorder::reorder(BlockStmt &B, size_t At, const ForStmt &Root) {
  // A sum that cannot run in its element (the loop reads the element) runs
  // in its local's expansion.
  for (bool All : {false, true}) {
    ExpandAll = All;
    Outcome O = attempt(B, At, Root);
    if (O != Done)
      dropExpanded();
    if (O != Retry)
      return O == Done;
  }
  return false;
}

void Reorder::dropExpanded() {
  for (Array *A : Expanded)
    F.Arrays.erase(std::find_if(
        F.Arrays.begin(), F.Arrays.end(),
        [&](const std::unique_ptr<Array> &X) { return X.get() == A; }));
  Expanded.clear();
  ExpandedDecls.clear();
}

Reorder::Outcome Reorder::attempt(BlockStmt &B, size_t At,
                                  const ForStmt &Root) {
  Copy = Root.clone();
  Nest = {static_cast<ForStmt *>(Copy.get())};
  while (Nest.back()->Body->Body.size() == 1 &&
         Nest.back()->Body->Body[0]->K == Stmt::For)
    Nest.push_back(static_cast<ForStmt *>(Nest.back()->Body->Body[0].get()));
  // A perfect nest i, j, k: the innermost loop is the one over k.
  bool Inner = false;
  walkStmts(*Nest.back()->Body,
            [&](const Stmt &S) { Inner |= S.K == Stmt::For; });
  if (!Inner && Nest.size() >= 3)
    Nest.pop_back();
  bool HasLoop = false;
  walkStmts(*Nest.back()->Body,
            [&](const Stmt &S) { HasLoop |= S.K == Stmt::For; });
  // A row of loops each with loops inside (and statements between them):
  // the nest's last level.
  Columns.clear();
  Column = nullptr;
  bool RowOfSums = false;
  for (StmtPtr &S : Nest.back()->Body->Body) {
    if (S->K != Stmt::For)
      continue;
    bool Inside = false;
    walkStmts(*static_cast<ForStmt &>(*S).Body,
              [&](const Stmt &X) { Inside |= X.K == Stmt::For; });
    RowOfSums |= !Inside;
    Columns.push_back(static_cast<ForStmt *>(S.get()));
  }
  if (RowOfSums || !ColumnsAllowed)
    Columns.clear();
  // Nothing to move, or a 1-D nest: each step of a triangular solve would
  // update a column, which its reductions per row read faster.
  if (!HasLoop || depth() < 2)
    return Refused;
  // The outermost loop is sequential (else the nest is parallel already);
  // those within may be parallel (Crout's columns: each thread running a
  // sum), the steps then having a dimension more of parallel work.
  std::vector<ForStmt *> All = Nest;
  All.insert(All.end(), Columns.begin(), Columns.end());
  if (Nest[0]->IsParallel)
    return Refused;
  for (const ForStmt *L : All)
    if (L->Annot.K != LoopAnnotation::None || (L->Step != 1 && L->Step != -1))
      return Refused;
  Pieces.clear();
  Demoted.clear();
  FromLocal.clear();
  StatementMajor[0] = StatementMajor[1] = false;
  std::vector<StmtContext::Branch> Guards;
  unsigned NextP = 0;
  // Each column in turn, and each statement between them as one of its
  // own (its last index fixed at 0); or the nest's body.
  BlockStmt &Row = *Nest.back()->Body;
  size_t Count = Columns.empty() ? 1 : Row.Body.size();
  for (size_t R = 0; R < Count; ++R) {
    ForStmt *C = Column = nullptr;
    if (!Columns.empty() && Row.Body[R]->K == Stmt::For)
      C = Column = static_cast<ForStmt *>(Row.Body[R].get());
    BlockStmt &Body = C ? *C->Body : Row;
    ForStmt *Last = nullptr;
    size_t First = Pieces.size();
    bool Whole = C || Columns.empty();
    if (Whole && !demote(Body)) // Which may change Body's statements.
      return Refused;
    size_t From = Whole ? 0 : R, To = Whole ? Body.Body.size() : R + 1;
    if (!collect(Body, From, To, Guards, Last, NextP))
      return Refused;
    for (size_t K = First; K < Pieces.size(); ++K) {
      Pieces[K].Column = C;
      Pieces[K].Sibling = R;
    }
  }
  // Assignments with no loop over k before or after them in their block
  // (Doolittle's unit diagonal, in the branch beside the column's sums;
  // Crout's, before the columns) run at the start of the first loop over
  // k.
  ForStmt *FirstLoop = nullptr;
  for (const Piece &I : Pieces)
    FirstLoop = FirstLoop ? FirstLoop : I.Reduce;
  for (Piece &I : Pieces)
    if (!I.Reduce && !I.Anchor) {
      I.Anchor = FirstLoop;
      I.After = false;
    }
  Column = nullptr;
  Step = nullptr;
  std::set<const Variable *> Steps;
  for (const Piece &I : Pieces)
    if (I.Reduce) {
      Step = Step ? Step : I.Reduce->Index;
      Steps.insert(I.Reduce->Index);
    }
  if (!Step)
    return refuse("no assignment runs in a loop over k"), Refused;
  for (const Piece &I : Pieces) {
    std::string Text = printStmt(*I.S);
    Text = Text.substr(0, Text.find_last_not_of(" \n") + 1);
    if (!I.Reduce && !I.Anchor)
      return refuse("'" + Text + "' has no loop over k before or after it"),
             Refused;
    // Each assignment names its own loop's index alone.
    for (const Variable *K : Steps)
      if (K != (I.Reduce ? I.Reduce->Index : nullptr) && usesVar(*I.S, K))
        return refuse("'" + Text + "' reads '" + K->Name +
                      "' outside its loop"),
               Refused;
  }
  if (!demotionsSound())
    return Demoted.empty() || ExpandAll ? Refused : Retry;
  if (!legal())
    return Refused;
  // Where it stays legal and the second phase's points stay apart, an
  // assignment after a loop over k runs in that loop's last step.
  for (Piece &I : Pieces) {
    if (I.Reduce || !I.After)
      continue;
    I.Late = true;
    std::vector<size_t> Second;
    for (size_t K = 0; K < Pieces.size(); ++K)
      if (phase(Pieces[K]))
        Second.push_back(K);
    I.Late = apartWithinSteps(Second) && legal();
  }
  // A phase whose points touch what other points of the step touch runs
  // statement by statement, each over all its points (a loop nest each),
  // where that stays legal; else point by point.
  for (int Phase : {0, 1}) {
    std::vector<size_t> Of;
    for (size_t K = 0; K < Pieces.size(); ++K)
      if (phase(Pieces[K]) == Phase)
        Of.push_back(K);
    StatementMajor[Phase] = Of.size() > 1 && !apartWithinSteps(Of);
    if (StatementMajor[Phase])
      StatementMajor[Phase] = orderWithinSteps(Of) && legal();
  }
  Why.clear();
  std::unique_ptr<BlockStmt> Loops = generate();
  if (!Loops)
    return refuse("isl's loops for the new order have no LoopIR form"),
           Refused;
  // The new loops replace the nest; the loops over k stay sequential, the
  // others run in parallel where the dependence test proves it.
  std::vector<StmtPtr> New = std::move(ExpandedDecls);
  for (StmtPtr &S : Loops->Body)
    New.push_back(std::move(S));
  B.Body.erase(B.Body.begin() + At);
  B.Body.insert(B.Body.begin() + At, std::make_move_iterator(New.begin()),
                std::make_move_iterator(New.end()));
  std::string Parallel;
  for (size_t K = At; K < At + New.size(); ++K)
    walkStmts(*B.Body[K], [&](const Stmt &S) {
      if (S.K != Stmt::For)
        return;
      auto &L = const_cast<ForStmt &>(static_cast<const ForStmt &>(S));
      // Each loop is named after the loop whose index it runs.
      const ForStmt *From = Origin.count(L.Index) ? Origin[L.Index] : Nest[0];
      L.Label = From->Label;
      L.Loc = From->Loc;
      L.Steps = From->Index == Step;
      L.IsParallel = !L.Steps &&
                     testLoop(F, L).K == DependenceResult::Independent;
      std::string Name = "'" + From->Index->Name + "'";
      if (L.IsParallel && Parallel.find(Name) == std::string::npos)
        Parallel += (Parallel.empty() ? "" : ", ") + Name;
    });
  std::string Names;
  std::vector<ForStmt *> Named = Nest;
  Named.insert(Named.end(), Columns.begin(), Columns.end());
  for (const ForStmt *L : Named)
    if (Names.find("'" + L->Index->Name + "'") == std::string::npos)
      Names += (Names.empty() ? "'" : ", '") + L->Index->Name + "'";
  D.remark(Nest[0]->Loc, Pass,
           "loops over " + Names + " and '" + Step->Name +
               "' run right-looking, the loop over '" + Step->Name +
               "' outermost: each step finishes the elements whose loops "
               "over '" + Step->Name + "' end there, then updates the others" +
               (Parallel.empty() ? "" : " in parallel over " + Parallel) +
               "; isl proves that every dependence keeps its order");
  for (const Array *A : Expanded) {
    std::string Dims;
    for (const ExprPtr &E : A->Dims)
      Dims += "[" + printExpr(*E) + "]";
    D.remark(A->Loc, Pass,
             "'" + A->Name.substr(0, A->Name.rfind("_exp")) +
                 "' is expanded to " + A->Elem.Spelling + " " + A->Name +
                 Dims + ", an element per iteration of the nest, for the "
                        "right-looking order");
  }
  Expanded.clear();
  return Done;
}

bool Reorder::demote(BlockStmt &Body) {
  auto &S = Body.Body;
  for (StmtPtr &P : S)
    if (P->K == Stmt::If) {
      auto &If = static_cast<IfStmt &>(*P);
      if (!demote(*If.Then) || (If.Else && !demote(*If.Else)))
        return false;
    }
  for (size_t At = 0; At < S.size(); ++At) {
    if (S[At]->K != Stmt::Decl)
      continue;
    auto &Decl = static_cast<DeclStmt &>(*S[At]);
    if (!Decl.Var)
      return refuse("the body declares an array");
    Variable *W = Decl.Var;
    // var w [= e0]; [w = e0;] for (k..) { w op= e; } then one store
    // A[s] = f(w), or an if whose branches are each one such store.
    size_t Next = At + 1;
    ExprPtr Init = Decl.Init ? Decl.Init->clone() : nullptr;
    if (Next < S.size() && S[Next]->K == Stmt::Assign) {
      auto &A = static_cast<AssignStmt &>(*S[Next]);
      if (A.Target->K == Expr::VarRef && A.Target->Var == W && A.Op.empty()) {
        Init = A.Value->clone();
        ++Next;
      }
    }
    // Other locals, and all of them once a sum turned out to read its
    // element, take an element per point of the nest.
    auto Refuse = [&] {
      if (!expand(S, At))
        return false;
      --At; // Its first assignment, or what follows it, comes next.
      return true;
    };
    if (ExpandAll || !Init || Next + 1 >= S.size() ||
        S[Next]->K != Stmt::For) {
      if (!Refuse())
        return false;
      continue;
    }
    auto &Loop = static_cast<ForStmt &>(*S[Next]);
    std::vector<AssignStmt *> Stores;
    Stmt &After = *S[Next + 1];
    auto Store = [&](Stmt &X) {
      auto *A = X.K == Stmt::Assign ? static_cast<AssignStmt *>(&X) : nullptr;
      if (A && A->Op.empty() && A->Target->K == Expr::Access &&
          !mentions(*A->Target, {W}) && mentions(*A->Value, {W}))
        Stores.push_back(A);
      return A != nullptr;
    };
    bool Accumulates = !mentions(*Init, {W});
    if (After.K == Stmt::If) {
      auto &If = static_cast<IfStmt &>(After);
      Accumulates &= !mentions(*If.Cond, {W}) && If.Else &&
                     If.Then->Body.size() == 1 && If.Else->Body.size() == 1 &&
                     Store(*If.Then->Body[0]) && Store(*If.Else->Body[0]) &&
                     Stores.size() == 2;
    } else {
      Accumulates &= Store(After) && Stores.size() == 1;
    }
    for (const StmtPtr &U : Loop.Body->Body) {
      auto *A = U->K == Stmt::Assign ? static_cast<AssignStmt *>(U.get())
                                     : nullptr;
      Accumulates &= A && A->Target->K == Expr::VarRef &&
                     A->Target->Var == W && !A->Op.empty() &&
                     !mentions(*A->Value, {W});
    }
    for (size_t K = 0; K < S.size(); ++K)
      if (K != At && (K < At + 1 || K > Next + 1))
        Accumulates &= !usesVar(*S[K], W);
    if (!Accumulates) {
      if (!Refuse())
        return false;
      continue;
    }
    // The element the local stands for: the one it was loaded from, where
    // a store writes it (under its branch, every store must: checked with
    // isl), else the first store's.
    Demotion Dm{&Loop, Stores, Stores[0]->Target->clone()};
    for (AssignStmt *St : Stores)
      if (printExpr(*St->Target) == printExpr(*Init))
        Dm.Element = St->Target->clone();
    const Expr &Element = *Dm.Element;
    bool Same = printExpr(*Init) == printExpr(Element);
    for (StmtPtr &U : Loop.Body->Body)
      static_cast<AssignStmt &>(*U).Target = Element.clone();
    for (AssignStmt *St : Stores)
      mutateExpr(St->Value, [&](Expr &X) -> ExprPtr {
        if (X.K != Expr::VarRef || X.Var != W)
          return nullptr;
        ExprPtr R = Element.clone();
        FromLocal.insert(R.get());
        return R;
      });
    std::vector<StmtPtr> Replacement;
    if (!Same)
      Replacement.push_back(std::make_unique<AssignStmt>(
          Element.clone(), "", std::move(Init), Decl.Loc));
    S.erase(S.begin() + At, S.begin() + Next);
    S.insert(S.begin() + At, std::make_move_iterator(Replacement.begin()),
             std::make_move_iterator(Replacement.end()));
    // A store of the element to itself is gone.
    size_t StoreAt = At + Replacement.size() + 1;
    if (Stores.size() == 1 && printExpr(*Stores[0]->Value) ==
                                  printExpr(*Stores[0]->Target) &&
        printExpr(*Stores[0]->Target) == printExpr(Element)) {
      Dm.Stores.clear();
      S.erase(S.begin() + StoreAt);
    }
    Demoted.push_back(std::move(Dm));
    At = StoreAt - 1;
  }
  return true;
}

bool Reorder::expand(std::vector<StmtPtr> &S, size_t At) {
  auto &Decl = static_cast<DeclStmt &>(*S[At]);
  Variable *W = Decl.Var;
  std::vector<ForStmt *> Around = Nest;
  if (Column)
    Around.push_back(Column);
  std::vector<const ForStmt *> Loops(Around.begin(), Around.end());
  std::optional<IndexBox> Box = IndexBox::of(Loops);
  if (!Box)
    return refuse("local '" + W->Name +
                  "' would take an element per iteration, and the ranges of "
                  "the nest's indices are not known");
  // W_exp[x0 - least x0][x1 - least x1]..., each extent at least 0.
  Array *A = F.newArray(Array::LocalVector, F.freshName(W->Name + "_exp"),
                        W->Ty, W->Loc);
  Expanded.push_back(A);
  std::vector<ExprPtr> Subscripts;
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  for (size_t L = 0; L < Around.size(); ++L) {
    const ScalarType &Ty = Around[L]->Index->Ty;
    auto [Least, Most] = Box->Ranges[L];
    ExprPtr Extent =
        (Most - Least + Polynomial::constant(1)).toExpr(Ty);
    A->Dims.push_back(Expr::select(
        Expr::binary(">", Extent->clone(), Expr::intLit(0, Ty), Bool),
        Extent->clone(), Expr::intLit(0, Ty), Ty));
    Subscripts.push_back(
        (Polynomial::variable(Around[L]->Index) - Least).toExpr(Ty));
  }
  auto Element = [&] {
    std::vector<ExprPtr> Subs;
    for (const ExprPtr &E : Subscripts)
      Subs.push_back(E->clone());
    return Expr::access(A, std::move(Subs), W->Loc);
  };
  for (StmtPtr &X : S)
    mutateExprs(*X, [&](Expr &E) -> ExprPtr {
      return E.K == Expr::VarRef && E.Var == W ? Element() : nullptr;
    });
  auto NewDecl = std::make_unique<DeclStmt>(W->Loc);
  NewDecl->Arr = A;
  NewDecl->ReadsCovered = true;
  ExpandedDecls.push_back(std::move(NewDecl));
  // The declaration becomes the element's first assignment.
  if (Decl.Init)
    S[At] = std::make_unique<AssignStmt>(Element(), "", Decl.Init->clone(),
                                         Decl.Loc);
  else
    S.erase(S.begin() + At);
  return true;
}

bool Reorder::collect(BlockStmt &Body, size_t From, size_t To,
                      std::vector<StmtContext::Branch> &Guards,
                      ForStmt *&Last, unsigned &NextP) {
  // Assignments of this block with no loop over k before them yet: the
  // next loop of this block anchors them.
  std::vector<size_t> Waiting;
  for (size_t At = From; At < To; ++At) {
    StmtPtr &P = Body.Body[At];
    switch (P->K) {
    case Stmt::Assign: {
      auto &A = static_cast<AssignStmt &>(*P);
      if (A.Target->K != Expr::Access)
        return refuse("scalar '" + A.Target->Var->Name +
                      "' is assigned in the nest");
      Piece I{&A, nullptr, Last, true, Guards, NextP++, 0};
      if (!Last)
        Waiting.push_back(Pieces.size());
      Pieces.push_back(I);
      break;
    }
    case Stmt::If: {
      auto &If = static_cast<IfStmt &>(*P);
      ForStmt *Before = Last;
      bool Loops = false;
      for (bool Else : {false, true}) {
        BlockStmt *Branch = Else ? If.Else.get() : If.Then.get();
        if (!Branch)
          continue;
        Guards.push_back({&If, Else});
        ForStmt *Here = Before;
        if (!collect(*Branch, 0, Branch->Body.size(), Guards, Here, NextP))
          return false;
        Guards.pop_back();
        Loops |= Here != Before;
      }
      // After a loop over k in one branch, which loop came last depends
      // on the branch: statements after the if have no anchor.
      if (Loops)
        Last = nullptr;
      break;
    }
    case Stmt::For: {
      auto &L = static_cast<ForStmt &>(*P);
      // A parallel loop without reductions is no sum to move outermost (a
      // time loop's rows): nothing to say.
      if (L.IsParallel && L.Reductions.empty() && L.AtomicArrays.empty())
        return Why.clear(), false;
      if (L.Step != 1 || L.Annot.K != LoopAnnotation::None)
        return refuse("the loop over '" + L.Index->Name +
                      "' is not a plain loop of step 1");
      unsigned Q = 0;
      bool Plain = true;
      std::function<void(BlockStmt &, std::vector<StmtContext::Branch> &)>
          Inside = [&](BlockStmt &In, std::vector<StmtContext::Branch> &G) {
            for (StmtPtr &U : In.Body) {
              if (U->K == Stmt::Assign &&
                  static_cast<AssignStmt &>(*U).Target->K == Expr::Access) {
                Pieces.push_back({static_cast<AssignStmt *>(U.get()), &L,
                                  nullptr, true, G, NextP, Q++});
              } else if (U->K == Stmt::If) {
                auto &If = static_cast<IfStmt &>(*U);
                G.push_back({&If, false});
                Inside(*If.Then, G);
                G.back().Else = true;
                if (If.Else)
                  Inside(*If.Else, G);
                G.pop_back();
              } else {
                Plain = false;
              }
            }
          };
      Inside(*L.Body, Guards);
      if (!Plain)
        return refuse("the loop over '" + L.Index->Name +
                      "' holds more than assignments to array elements");
      ++NextP;
      for (size_t W : Waiting) {
        Pieces[W].Anchor = &L;
        Pieces[W].After = false;
      }
      Waiting.clear();
      Last = &L;
      break;
    }
    default:
      return refuse("the body holds a declaration or a block");
    }
  }
  return true;
}

bool Reorder::domain(IslBuilder &B, const Piece &I, const std::string &Prefix,
                     std::vector<std::string> &Dims, std::string &Cons) {
  std::string K = Prefix + "k";
  Dims.push_back(K);
  std::vector<ForStmt *> Loops = loopsOf(I);
  for (size_t L = 0; L < Loops.size(); ++L)
    if (!B.loopDimension(*Loops[L], Prefix + "x" + std::to_string(L), Dims,
                         Cons))
      return refuse("the bounds of the loop over '" + Loops[L]->Index->Name +
                    "' are not affine");
  if (Loops.size() < depth()) { // A statement between a row's loops.
    std::string X = Prefix + "x" + std::to_string(Loops.size());
    Dims.push_back(X);
    Cons += " and " + X + " = 0";
  }
  std::optional<std::string> Step;
  if (I.Reduce) {
    B.name(I.Reduce->Index, K);
    Step = B.loopRange(*I.Reduce, K);
  } else {
    const Expr &At = I.After ? *I.Anchor->End : *I.Anchor->Begin;
    std::string Var = I.Late ? "(" + K + " + 1)" : K;
    auto Lo = B.compare(Var, ">=", At), Hi = B.compare(Var, "<=", At);
    if (Lo && Hi)
      Step = *Lo + " and " + *Hi;
  }
  if (!Step)
    return refuse("the bounds of a loop over k are not affine");
  Cons += " and " + *Step;
  for (const StmtContext::Branch &G : I.Guards) {
    std::optional<std::string> C = B.condition(*G.If->Cond, G.Else);
    if (!C)
      return refuse("the condition of an if is not affine");
    Cons += " and " + *C;
  }
  return true;
}

std::vector<std::string> Reorder::originalTime(const Piece &I,
                                               const std::string &Prefix) {
  std::vector<std::string> T;
  for (size_t L = 0; L < Nest.size(); ++L)
    T.push_back((Nest[L]->Step > 0 ? "" : "-") + Prefix + "x" +
                std::to_string(L));
  if (!Columns.empty()) { // The row's statements in turn.
    std::string X = Prefix + "x" + std::to_string(Nest.size());
    T.push_back(std::to_string(I.Sibling));
    T.push_back(I.Column && I.Column->Step < 0 ? "-" + X : X);
  }
  T.push_back(std::to_string(I.P));
  T.push_back(I.Reduce ? Prefix + "k" : "0");
  T.push_back(std::to_string(I.Q));
  return T;
}

std::vector<std::string> Reorder::newTime(const Piece &I,
                                          const std::string &Prefix) {
  int Phase = phase(I);
  std::vector<std::string> T{Prefix + "k", std::to_string(Phase),
                             StatementMajor[Phase] ? std::to_string(I.Slot)
                                                   : "0"};
  for (size_t L = 0; L < depth(); ++L)
    T.push_back(Prefix + "x" + std::to_string(L));
  T.push_back(std::to_string(I.P));
  T.push_back(std::to_string(I.Q));
  return T;
}

std::optional<const Array *> Reorder::conflict(const Piece &I, const Piece &J,
                                               const std::string &Extra) {
  IslContext Isl;
  for (const PieceAccess &U : accessesOf(*I.S))
    for (const PieceAccess &V : accessesOf(*J.S)) {
      if (U.E->Arr != V.E->Arr || (!U.IsWrite && !V.IsWrite))
        continue;
      const std::string &Name = U.E->Arr->Name;
      auto PU = subscriptPolynomials(F, *U.E, Nest[0]);
      auto PV = subscriptPolynomials(F, *V.E, Nest[0]);
      if (!PU || !PV || PU->size() != PV->size())
        return refuse("the subscripts of '" + Name + "' are no polynomials"),
               std::nullopt;
      IslBuilder B = builder();
      std::vector<std::string> Dims;
      std::string Cons = "1 = 1";
      std::vector<std::string> SU, SV;
      auto Side = [&](const Piece &P, const char *Prefix,
                      const std::vector<Polynomial> &Subs,
                      std::vector<std::string> &Out) {
        if (!domain(B, P, Prefix, Dims, Cons))
          return false;
        for (const Polynomial &S : Subs) {
          std::optional<std::string> A = B.affine(S);
          if (!A)
            return refuse("the subscripts of '" + Name + "' are not affine");
          Out.push_back(*A);
        }
        return true;
      };
      if (!Side(I, "a", *PU, SU) || !Side(J, "b", *PV, SV))
        return std::nullopt;
      if (B.Abstracted)
        return refuse("a product of parameters is in a subscript"),
               std::nullopt;
      for (size_t K = 0; K < SU.size(); ++K)
        Cons += " and " + SU[K] + " = " + SV[K];
      std::optional<bool> Empty =
          Isl.isEmpty(B.set(Dims, Cons + " and " + Extra));
      if (!Empty)
        return refuse("isl could not decide whether the order is legal"),
               std::nullopt;
      if (!*Empty)
        return U.E->Arr;
    }
  return nullptr;
}

bool Reorder::legal() {
  for (const Piece &I : Pieces)
    for (const Piece &J : Pieces) {
      std::optional<const Array *> A = conflict(
          I, J,
          lexBefore(originalTime(I, "a"), originalTime(J, "b")) + " and not " +
              lexBefore(newTime(I, "a"), newTime(J, "b")));
      if (!A)
        return false;
      if (*A)
        return refuse("'" + (*A)->Name +
                      "' would be read or written out of order (isl finds a "
                      "dependence the new order reverses)");
    }
  return true;
}

bool Reorder::apartWithinSteps(const std::vector<size_t> &Of) {
  std::string Apart;
  for (size_t L = 0; L < depth(); ++L) {
    std::string X = "x" + std::to_string(L);
    Apart += (Apart.empty() ? "" : " or ") + ("a" + X) + " < b" + X + " or a" +
             X + " > b" + X;
  }
  for (size_t A : Of)
    for (size_t C : Of) {
      std::optional<const Array *> Touch =
          conflict(Pieces[A], Pieces[C], "ak = bk and (" + Apart + ")");
      if (!Touch || *Touch)
        return false;
    }
  return true;
}

bool Reorder::orderWithinSteps(const std::vector<size_t> &Of) {
  // A before C when an instance of A meets one of C in a step after it.
  std::map<size_t, std::set<size_t>> Before;
  for (size_t A : Of)
    for (size_t C : Of) {
      if (A == C)
        continue;
      std::optional<const Array *> Touch = conflict(
          Pieces[A], Pieces[C],
          "ak = bk and " + lexBefore(originalTime(Pieces[A], "a"),
                                     originalTime(Pieces[C], "b")));
      if (!Touch)
        return false;
      if (*Touch)
        Before[C].insert(A);
    }
  // Each in turn the first of those whose predecessors have run, in the
  // body's order.
  std::vector<size_t> Left = Of;
  unsigned Slot = 0;
  while (!Left.empty()) {
    auto Next = std::find_if(Left.begin(), Left.end(), [&](size_t C) {
      for (size_t A : Before[C])
        if (std::count(Left.begin(), Left.end(), A))
          return false;
      return true;
    });
    if (Next == Left.end())
      return false; // A cycle: the statements meet both ways.
    Pieces[*Next].Slot = Slot++;
    Left.erase(Next);
  }
  return true;
}

bool Reorder::demotionsSound() {
  // Between its load and its store, the element a local stood for is
  // touched by nothing but the sum; a store under a branch writes it.
  IslContext Isl;
  for (const Demotion &Dm : Demoted) {
    const Expr &Element = *Dm.Element;
    for (const Piece &I : Pieces) {
      bool IsStore = std::count(Dm.Stores.begin(), Dm.Stores.end(), I.S) > 0;
      if (I.Reduce != Dm.Loop && !IsStore)
        continue;
      auto Check = [&](const Expr &X, bool Same) {
        auto PX = subscriptPolynomials(F, X, Nest[0]);
        auto PE = subscriptPolynomials(F, Element, Nest[0]);
        IslBuilder B = builder();
        std::vector<std::string> Dims;
        std::string Cons = "1 = 1", Eq, Ne;
        if (!PX || !PE || PX->size() != PE->size() ||
            !domain(B, I, "a", Dims, Cons))
          return false;
        for (size_t K = 0; K < PX->size(); ++K) {
          auto A = B.affine((*PX)[K]), E = B.affine((*PE)[K]);
          if (!A || !E)
            return false;
          Eq += " and " + *A + " = " + *E;
          Ne += (Ne.empty() ? "" : " or ") + *A + " < " + *E + " or " + *A +
                " > " + *E;
        }
        // Same: X is the element wherever I runs; else it never is.
        std::optional<bool> Empty =
            Isl.isEmpty(B.set(Dims, Cons + (Same ? " and (" + Ne + ")" : Eq)));
        return Empty && *Empty;
      };
      if (IsStore && !Check(*I.S->Target, true))
        return refuse("a store of the local sum does not write the element "
                      "it accumulates in");
      for (const PieceAccess &U : accessesOf(*I.S))
        if (U.E != I.S->Target.get() && !FromLocal.count(U.E) &&
            U.E->Arr == Element.Arr && !Check(*U.E, false))
          return refuse("the loop over '" + Dm.Loop->Index->Name +
                        "' or its store reads the element its local sums "
                        "into");
    }
  }
  return true;
}

std::unique_ptr<BlockStmt> Reorder::generate() {
  // Assignments with the same text at disjoint points, adjacent in the new
  // order (LU's updates left of the diagonal and right of it), are one
  // group: one statement, one loop.
  auto Text = [&](const Piece &I) {
    AssignStmt S(I.S->Target->clone(), I.S->Op, I.S->Value->clone());
    // Each loop over k has its own index, each of a row's loops too.
    mutateExprs(S, [&](Expr &X) -> ExprPtr {
      if (X.K != Expr::VarRef)
        return nullptr;
      if (I.Reduce && X.Var == I.Reduce->Index)
        return Expr::var(Step);
      if (I.Column && X.Var == I.Column->Index)
        return Expr::var(Columns[0]->Index);
      return nullptr;
    });
    return printStmt(S);
  };
  std::vector<size_t> Order(Pieces.size());
  for (size_t K = 0; K < Order.size(); ++K)
    Order[K] = K;
  auto Key = [&](size_t K) {
    const Piece &I = Pieces[K];
    return std::make_tuple(phase(I), I.P, I.Q);
  };
  std::stable_sort(Order.begin(), Order.end(),
                   [&](size_t A, size_t B) { return Key(A) < Key(B); });
  // Every piece's domain over [k, x0, ...], written by one builder.
  IslBuilder B = builder();
  std::vector<std::string> Domains(Pieces.size()), Dims;
  for (size_t K = 0; K < Pieces.size(); ++K) {
    Dims.clear();
    std::string Cons = "1 = 1";
    if (!domain(B, Pieces[K], "", Dims, Cons))
      return nullptr;
    Domains[K] = Cons;
  }
  std::string Params = B.set({}, "1 = 1");
  Params = Params.substr(0, Params.find("{"));
  std::string Point;
  for (const std::string &D : Dims)
    Point += (Point.empty() ? "[" : ", ") + D;
  Point += "]";
  IslContext Isl;
  std::vector<std::vector<size_t>> Groups;
  for (size_t K : Order) {
    if (!Groups.empty()) {
      std::vector<size_t> &G = Groups.back();
      const Piece &Prev = Pieces[G.back()], &I = Pieces[K];
      if (phase(Prev) == phase(I) && Text(Prev) == Text(I)) {
        std::string InGroup;
        for (size_t M : G)
          InGroup += (InGroup.empty() ? "(" : " or (") + Domains[M] + ")";
        std::optional<bool> Disjoint =
            Isl.isEmpty(Params + "{ " + Point + " : (" + Domains[K] +
                        ") and (" + InGroup + ") }");
        if (Disjoint && *Disjoint) {
          G.push_back(K);
          continue;
        }
      }
    }
    Groups.push_back({K});
  }
  // What isl sees as one statement: a phase whose points touch no element
  // that another point of its step touches (one loop nest, each group
  // under the condition of its points), else each group.
  std::vector<std::vector<size_t>> Units;
  for (int Phase : {0, 1}) {
    std::vector<size_t> Of, Pieced;
    for (size_t G = 0; G < Groups.size(); ++G)
      if (phase(Pieces[Groups[G][0]]) == Phase) {
        Of.push_back(G);
        Pieced.insert(Pieced.end(), Groups[G].begin(), Groups[G].end());
      }
    if (Of.size() > 1 && !StatementMajor[Phase] && apartWithinSteps(Pieced)) {
      Units.push_back(Of);
      continue;
    }
    for (size_t G : Of)
      Units.push_back({G});
  }
  // U<u>[k, x] -> [k, phase, slot, x, p, q] for each piece of unit u.
  std::string Maps;
  for (size_t U = 0; U < Units.size(); ++U)
    for (size_t G : Units[U])
      for (size_t K : Groups[G]) {
        std::vector<std::string> Time = newTime(Pieces[Groups[G][0]], "");
        if (Units[U].size() > 1) // The order within a point is the body's.
          Time[Time.size() - 2] = Time.back() = "0";
        std::string T;
        for (const std::string &C : Time)
          T += (T.empty() ? "" : ", ") + C;
        Maps += (Maps.empty() ? "U" : "; U") + std::to_string(U) +
                Point + " -> [" + T + "] : " + Domains[K];
      }
  // The loop over the steps takes the first loop over k's index, those
  // over x the nest's.
  // Over unsigned indices, signed copies of them: isl's bounds and
  // conditions (k - 1, n - 1 at n = 0) hold their true values.
  std::vector<const ForStmt *> Indexed{nullptr};
  for (const Piece &I : Pieces)
    if (!Indexed[0] && I.Reduce)
      Indexed[0] = I.Reduce;
  Indexed.insert(Indexed.end(), Nest.begin(), Nest.end());
  if (!Columns.empty()) // The row's loops share the last dimension.
    Indexed.push_back(Columns[0]);
  bool Unsigned = false;
  for (const ForStmt *L : Indexed)
    Unsigned |= L->Index->Ty.Spelling.rfind("unsigned", 0) == 0;
  for (const ForStmt *L : Columns)
    Unsigned |= L->Index->Ty.Spelling.rfind("unsigned", 0) == 0;
  ScalarType Signed = ScalarType::get(ScalarType::Integer, "long long", 64);
  std::vector<Variable *> Iterators;
  std::vector<ScalarType> Types;
  Origin.clear();
  for (const ForStmt *L : Indexed) {
    Variable *V = L->Index;
    if (Unsigned)
      V = F.newVar(Variable::LoopIndex, F.freshName(V->Name), Signed, V->Loc);
    Origin[V] = L;
    Iterators.push_back(V);
    Types.push_back(V->Ty);
    if (Iterators.size() == 1) // The phase and the slot are no loops.
      Iterators.insert(Iterators.end(), {nullptr, nullptr});
  }
  std::vector<ExprPtr> Outer;
  IslNamed Named;
  std::vector<const ForStmt *> Around = enclosingLoops(F, *Nest[0]);
  for (size_t K = 0; K < Around.size(); ++K) {
    Outer.push_back(Expr::var(Around[K]->Index));
    Named["o" + std::to_string(K)] = Outer.back().get();
  }
  // A unit of several groups runs each under the condition of its points.
  IslWanted Wanted;
  for (size_t U = 0; U < Units.size(); ++U)
    if (Units[U].size() > 1)
      for (size_t G : Units[U]) {
        std::string Of;
        for (size_t K : Groups[G])
          Of += (Of.empty() ? "U" : "; U") + std::to_string(U) + Point +
                " : " + Domains[K];
        Wanted["U" + std::to_string(U)].push_back(Params + "{ " + Of + " }");
      }
  bool Failed = false;
  std::unique_ptr<BlockStmt> Loops = islLoops(
      F, Params + "{ " + Maps + " }", Iterators, Types, Named, Wanted,
      [&](const std::string &Name, std::vector<ExprPtr> Args,
          std::vector<ExprPtr> Guards, BlockStmt &Out) {
        size_t U = std::stoul(Name.substr(1));
        if (U >= Units.size() || Args.size() != Dims.size() ||
            (Units[U].size() > 1 && Guards.size() != Units[U].size()))
          return false;
        for (size_t M = 0; M < Units[U].size(); ++M) {
          const Piece &I = Pieces[Groups[Units[U][M]][0]];
          if (M < Guards.size() && Guards[M] &&
              Guards[M]->K == Expr::BoolLit && !Guards[M]->IntValue)
            continue; // None of its points runs here.
          auto S = std::make_unique<AssignStmt>(
              I.S->Target->clone(), I.S->Op, I.S->Value->clone(), I.S->Loc);
          std::vector<ForStmt *> Loops = loopsOf(I);
          for (size_t L = 0; L < Loops.size(); ++L) {
            substitute(S->Target, Loops[L]->Index, *Args[L + 1]);
            substitute(S->Value, Loops[L]->Index, *Args[L + 1]);
          }
          if (I.Reduce) {
            substitute(S->Target, I.Reduce->Index, *Args[0]);
            substitute(S->Value, I.Reduce->Index, *Args[0]);
          }
          if (M >= Guards.size() || !Guards[M]) {
            Out.Body.push_back(std::move(S));
            continue;
          }
          auto If = std::make_unique<IfStmt>(I.S->Loc);
          If->Cond = std::move(Guards[M]);
          If->Then = std::make_unique<BlockStmt>(I.S->Loc);
          If->Then->Body.push_back(std::move(S));
          Out.Body.push_back(std::move(If));
        }
        return true;
      });
  return Failed ? nullptr : std::move(Loops);
}

} // namespace

void runRightLooking(Function &F, Diagnostics &D) {
  Reorder(F, D).block(*F.Body);
}

} // namespace loopgen
