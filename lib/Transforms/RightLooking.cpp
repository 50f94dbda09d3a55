//===- RightLooking.cpp - Reduction loops moved outermost -----------------===//
//
// Finds the nests (perfect, a fused row, or a row of loops), reads their
// assignments into pieces, and places each in the new order; the
// legality proof and the loops come from RightLookingOrder.cpp.
//
//===----------------------------------------------------------------------===//

#include "loopgen/Transforms/RightLooking.h"
#include "RightLookingImpl.h"
#include "loopgen/Analysis/Dependence.h"
#include "loopgen/Utils/FuseRow.h"
#include <algorithm>

namespace loopgen {
namespace rightlooking {


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
      block(cast<BlockStmt>(S));
    if (S.K == Stmt::If) {
      block(*cast<IfStmt>(S).Then);
      if (auto &Else = cast<IfStmt>(S).Else)
        block(*Else);
    }
    if (S.K != Stmt::For)
      continue;
    auto &L = cast<ForStmt>(S);
    // As a perfect nest, with its row fused into one loop (its first loop
    // or its last as the row), else with its last level a row of loops;
    // the first reason to refuse is told.
    StmtPtr Fused = fuseRow(F, L), FusedLast = fuseRow(F, L, true);
    const ForStmt *Tries[] = {&L, cast<ForStmt>(Fused.get()),
                              cast<ForStmt>(FusedLast.get()), &L};
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
      D.remark(L.Loc,
               "loops over '" + L.Index->userName() +
                   "' and the loops within do not run right-looking: " + First);
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

Reorder::Outcome Reorder::attempt(BlockStmt &B, size_t At,
                                  const ForStmt &Root) {
  Copy = Root.clone();
  Nest = {cast<ForStmt>(Copy.get())};
  while (Nest.back()->Body->Body.size() == 1 &&
         Nest.back()->Body->Body[0]->K == Stmt::For)
    Nest.push_back(cast<ForStmt>(Nest.back()->Body->Body[0].get()));
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
    walkStmts(*cast<ForStmt>(*S).Body,
              [&](const Stmt &X) { Inside |= X.K == Stmt::For; });
    RowOfSums |= !Inside;
    Columns.push_back(cast<ForStmt>(S.get()));
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
      C = Column = cast<ForStmt>(Row.Body[R].get());
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
        return refuse("'" + Text + "' reads '" + K->userName() +
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
  // A phase whose points touch what other points of the step touch, or
  // whose statements' rows lie along different dimensions (one of them
  // would be written across the warps: Crout's element and its mirror),
  // runs statement by statement, each over all its points (a loop nest
  // each), where that stays legal; else point by point.
  for (int Phase : {0, 1}) {
    std::vector<size_t> Of;
    std::set<int> Rows;
    for (size_t K = 0; K < Pieces.size(); ++K)
      if (phase(Pieces[K]) == Phase) {
        Of.push_back(K);
        if (int R = rowDim(Pieces[K]); R >= 0)
          Rows.insert(R);
      }
    StatementMajor[Phase] =
        Of.size() > 1 && (Rows.size() > 1 || !apartWithinSteps(Of));
    if (StatementMajor[Phase])
      StatementMajor[Phase] = orderWithinSteps(Of) && legal();
  }
  Why.clear();
  std::unique_ptr<BlockStmt> Loops = generate();
  if (!Loops)
    return refuse("isl's loops for the new order have no LoopIR form"), Refused;
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
    forEachStmt(*B.Body[K], [&](Stmt &S) {
      if (S.K != Stmt::For)
        return;
      auto &L = cast<ForStmt>(S);
      // Each loop is named after the loop whose index it runs.
      const ForStmt *From = Origin.count(L.Index) ? Origin[L.Index] : Nest[0];
      L.Label = From->Label;
      L.Loc = From->Loc;
      L.Steps = From->Index == Step;
      L.IsParallel =
          !L.Steps && testLoop(F, L).K == DependenceResult::Independent;
      std::string Name = "'" + From->Index->userName() + "'";
      if (L.IsParallel && Parallel.find(Name) == std::string::npos)
        Parallel += (Parallel.empty() ? "" : ", ") + Name;
    });
  std::string Names;
  std::vector<ForStmt *> Named = Nest;
  Named.insert(Named.end(), Columns.begin(), Columns.end());
  for (const ForStmt *L : Named)
    if (Names.find("'" + L->Index->userName() + "'") == std::string::npos)
      Names += (Names.empty() ? "'" : ", '") + L->Index->userName() + "'";
  D.remark(Nest[0]->Loc,
           "loops over " + Names + " and '" + Step->userName() +
               "' run right-looking, the loop over '" + Step->userName() +
               "' outermost: each step finishes the elements whose loops "
               "over '" +
               Step->userName() + "' end there, then updates the others" +
               (Parallel.empty() ? "" : " in parallel over " + Parallel) +
               "; isl proves that every dependence keeps its order");
  for (const Array *A : Expanded) {
    std::string Dims;
    for (const ExprPtr &E : A->Dims)
      Dims += "[" + printExpr(*E) + "]";
    D.remark(A->Loc, "'" + A->userName().substr(0, A->Name.rfind("_exp")) +
                         "' is expanded to " + A->Elem.Spelling + " " +
                         A->Name + Dims +
                         ", an element per iteration of the nest, for the "
                         "right-looking order");
  }
  Expanded.clear();
  return Done;
}

bool Reorder::collect(BlockStmt &Body, size_t From, size_t To,
                      std::vector<StmtContext::Branch> &Guards, ForStmt *&Last,
                      unsigned &NextP) {
  // Assignments of this block with no loop over k before them yet: the
  // next loop of this block anchors them.
  std::vector<size_t> Waiting;
  for (size_t At = From; At < To; ++At) {
    StmtPtr &P = Body.Body[At];
    switch (P->K) {
    case Stmt::Assign: {
      auto &A = cast<AssignStmt>(*P);
      if (A.Target->K != Expr::Access)
        return refuse("scalar '" + A.Target->Var->userName() +
                      "' is assigned in the nest");
      Piece I{&A, nullptr, Last, true, Guards, NextP++, 0};
      if (!Last)
        Waiting.push_back(Pieces.size());
      Pieces.push_back(I);
      break;
    }
    case Stmt::If: {
      auto &If = cast<IfStmt>(*P);
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
      auto &L = cast<ForStmt>(*P);
      // A parallel loop without reductions is no sum to move outermost (a
      // time loop's rows): nothing to say.
      if (L.IsParallel && L.Reductions.empty() && L.AtomicArrays.empty())
        return Why.clear(), false;
      if (L.Step != 1 || L.Annot.K != LoopAnnotation::None)
        return refuse("the loop over '" + L.Index->userName() +
                      "' is not a plain loop of step 1");
      unsigned Q = 0;
      bool Plain = true;
      std::function<void(BlockStmt &, std::vector<StmtContext::Branch> &)>
          Inside = [&](BlockStmt &In, std::vector<StmtContext::Branch> &G) {
            for (StmtPtr &U : In.Body) {
              if (U->K == Stmt::Assign &&
                  cast<AssignStmt>(*U).Target->K == Expr::Access) {
                Pieces.push_back({cast<AssignStmt>(U.get()), &L,
                                  nullptr, true, G, NextP, Q++});
              } else if (U->K == Stmt::If) {
                auto &If = cast<IfStmt>(*U);
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
        return refuse("the loop over '" + L.Index->userName() +
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

int Reorder::rowDim(const Piece &I) const {
  std::vector<ForStmt *> Loops = loopsOf(I);
  const auto &Subs = I.S->Target->Ops;
  std::set<const Variable *> Seen;
  int Last = -1;
  for (size_t S = 0; S < Subs.size(); ++S)
    for (size_t L = 0; L < Loops.size(); ++L)
      if (mentions(*Subs[S], {Loops[L]->Index})) {
        Seen.insert(Loops[L]->Index);
        if (S + 1 == Subs.size())
          Last = std::max(Last, int(L));
      }
  return Seen.size() == depth() ? Last : -1;
}

bool Reorder::domain(IslBuilder &B, const Piece &I, const std::string &Prefix,
                     std::vector<std::string> &Dims, std::string &Cons) {
  std::string K = Prefix + "k";
  Dims.push_back(K);
  std::vector<ForStmt *> Loops = loopsOf(I);
  for (size_t L = 0; L < Loops.size(); ++L)
    if (!B.loopDimension(*Loops[L], Prefix + "x" + std::to_string(L), Dims,
                         Cons))
      return refuse("the bounds of the loop over '" +
                    Loops[L]->Index->userName() + "' are not affine");
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
    std::optional<std::string> C =
        G.holds() ? B.condition(*G.holds(), G.Else) : std::nullopt;
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

} // namespace rightlooking

void runRightLooking(Function &F, PassContext &C) {
  Diagnostics &D = C.D;

  rightlooking::Reorder(F, D).block(*F.Body);
}

} // namespace loopgen
