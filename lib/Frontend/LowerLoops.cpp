//===- LowerLoops.cpp - Canonical for loops -------------------------------===//
//
// Canonical for loops with their pragmas: the index and its start, the body
// (where an if whose then-branch ends in `continue` skips the rest of the
// iteration) and what the index holds after the loop. The step and bound are
// read in LowerForHeader.cpp.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"
#include "llvm/ADT/ScopeExit.h"

using namespace clang;

namespace loopgen {

/// The statements of Then before a `continue` that ends it (none for a
/// bare `continue`), or false when Then does not end in one.
static bool endsInContinue(const clang::Stmt *Then,
                           std::vector<const clang::Stmt *> &Before) {
  if (isa<ContinueStmt>(Then))
    return true;
  const auto *CS = dyn_cast<CompoundStmt>(Then);
  if (!CS || CS->body_empty() || !isa<ContinueStmt>(CS->body_back()))
    return false;
  Before.assign(CS->body_begin(), CS->body_end() - 1);
  return true;
}

std::unique_ptr<BlockStmt> Lowering::lowerLoopBody(const clang::Stmt *S) {
  auto B = std::make_unique<BlockStmt>(S->getBeginLoc());
  ++ControlDepth;
  unsigned OuterStraight = std::exchange(StraightLineDepth, ControlDepth);
  IterationScalars.emplace_back();
  if (const auto *CS = dyn_cast<CompoundStmt>(S))
    lowerSkipping(
        llvm::ArrayRef<const clang::Stmt *>(CS->body_begin(), CS->body_end()),
        *B);
  else
    lowerSkipping(S, *B);
  IterationScalars.pop_back();
  StraightLineDepth = OuterStraight;
  --ControlDepth;
  return B;
}

void Lowering::lowerSkipping(llvm::ArrayRef<const clang::Stmt *> Stmts,
                             BlockStmt &Out) {
  for (size_t K = 0; K < Stmts.size(); ++K) {
    const auto *IS = dyn_cast<clang::IfStmt>(Stmts[K]);
    std::vector<const clang::Stmt *> Before;
    if (!IS || IS->getInit() || IS->getConditionVariable() ||
        IS->isConstexpr() || !endsInContinue(IS->getThen(), Before)) {
      if (BreakFlag && mayLeaveLoop(Stmts[K]) && K + 1 < Stmts.size()) {
        lowerSequence(Stmts.drop_front(K), Out); // Guards what follows.
        return;
      }
      if (size_t N = lowerSwap(Stmts.drop_front(K))) {
        K += N - 1;
        continue;
      }
      lowerStmt(Stmts[K], Out);
      continue;
    }
    // if (c) { X; continue; } else Y; Z  is  if (c) X; else { Y; Z }.
    auto If = std::make_unique<IfStmt>(IS->getBeginLoc());
    If->Cond = lowerExpr(IS->getCond());
    If->Then = std::make_unique<BlockStmt>(IS->getThen()->getBeginLoc());
    If->Else = std::make_unique<BlockStmt>(IS->getBeginLoc());
    ++ControlDepth;
    for (const clang::Stmt *X : Before)
      lowerStmt(X, *If->Then);
    if (IS->getElse())
      lowerStmt(IS->getElse(), *If->Else);
    lowerSkipping(Stmts.drop_front(K + 1), *If->Else);
    --ControlDepth;
    appendIf(std::move(If), Out);
    return;
  }
}

bool mentionsDecl(const clang::Stmt *S, const std::set<const ValueDecl *> &Ds) {
  if (!S)
    return false;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(S);
      DRE && Ds.count(DRE->getDecl()))
    return true;
  if (const auto *ME = dyn_cast<MemberExpr>(S); // A member rebound by a swap.
      ME && Ds.count(ME->getMemberDecl()))
    return true;
  for (const clang::Stmt *C : S->children())
    if (mentionsDecl(C, Ds))
      return true;
  return false;
}

bool mentionsDecl(const clang::Stmt *S, const ValueDecl *D) {
  return mentionsDecl(S, std::set<const ValueDecl *>{D});
}

/// Whether FS is `for (...; i-- > 0;)` (or `i-- != 0`, or `i--`), with no
/// increment: the index tested before its decrement.
static bool testsBeforeDecrement(const clang::ForStmt *FS,
                                 const ValueDecl *Idx) {
  if (FS->getInc() || !FS->getCond())
    return false;
  const clang::Expr *C = FS->getCond()->IgnoreParenImpCasts();
  if (const auto *B = dyn_cast<BinaryOperator>(C)) {
    const auto *Zero =
        dyn_cast<IntegerLiteral>(B->getRHS()->IgnoreParenImpCasts());
    if ((B->getOpcode() != BO_GT && B->getOpcode() != BO_NE) || !Zero ||
        Zero->getValue() != 0)
      return false;
    C = B->getLHS()->IgnoreParenImpCasts();
  }
  const auto *U = dyn_cast<UnaryOperator>(C);
  return U && U->getOpcode() == UO_PostDec && isIndexRef(U->getSubExpr(), Idx);
}

void Lowering::annotate(ForStmt &Loop, clang::SourceLocation SourceEnd) {
  unsigned Offset = SM.getFileOffset(SM.getExpansionLoc(Loop.Loc));
  auto It = Targets.find(Offset);
  if (It != Targets.end())
    for (PragmaInfo *P : It->second) {
      if (P->K != PragmaInfo::Parallel && P->K != PragmaInfo::Sequential)
        continue;
      // A loopgen pragma says more than OpenMP's on the same loop.
      if (Loop.Annot.K != LoopAnnotation::None &&
          (P->OpenMP || Loop.Annot.OpenMP)) {
        P->Consumed = true;
        if (P->OpenMP)
          continue;
      } else if (Loop.Annot.K != LoopAnnotation::None) {
        fail(P->Loc, "a loop takes one of '#pragma loopgen parallel' and "
                     "'#pragma loopgen sequential', once");
        continue;
      }
      Loop.Annot = P->Loop;
      P->Consumed = true;
    }
  // OpenMP sections that serialize part of the body.
  if (Loop.Annot.OpenMP && SourceEnd.isValid()) {
    unsigned Begin = Offset,
             End = SM.getFileOffset(SM.getExpansionLoc(SourceEnd));
    for (auto It = Targets.lower_bound(Begin);
         It != Targets.end() && It->first <= End; ++It)
      for (const PragmaInfo *P : It->second) {
        llvm::StringRef Dir = P->Loop.Directive;
        Loop.Annot.Serialized |=
            P->K == PragmaInfo::OpenMPDirective &&
            (Dir.starts_with("critical") || Dir.starts_with("atomic") ||
             Dir.starts_with("ordered"));
      }
  }
  // OpenMP's collapse(n): the claim covers the next n - 1 nested loops.
  if (Loop.Annot.K == LoopAnnotation::None && CollapsedClaim) {
    Loop.Annot = *CollapsedClaim;
    CollapsedClaim.reset();
  }
  if (Loop.Annot.OpenMP && Loop.Annot.Collapse > 1) {
    CollapsedClaim = Loop.Annot;
    CollapsedClaim->Collapse -= 1;
    CollapsedClaim->Reductions.clear();
  }
  // The variables that private(...) and reduction(...) name must exist.
  auto Known = [&](const std::string &Name) {
    for (const auto &[Decl, V] : Vars)
      if (Decl->getName() == Name)
        return true;
    for (const auto &[Decl, A] : Arrays)
      if (Decl->getName() == Name)
        return true;
    return false;
  };
  std::vector<std::pair<std::string, std::string>> Named;
  for (const std::string &V : Loop.Annot.Private)
    Named.push_back({"private", V});
  for (const auto &[Op, V] : Loop.Annot.Reductions)
    Named.push_back({"reduction", V});
  for (const auto &[Clause, V] : Named)
    if (!Known(V))
      fail(Loop.Annot.Loc, "'" + V + "' in " + Clause +
                               "(...) is not a variable of '" + F->Name + "'");
}

/// j of `for (T i = b, j = e; i < n; j = i++)` (or `j = i, ++i`), where
/// the body does not assign j; null for other loops.
static const VarDecl *trailingIndex(const clang::ForStmt *FS) {
  const auto *DS = dyn_cast_or_null<clang::DeclStmt>(FS->getInit());
  if (!DS || DS->isSingleDecl() ||
      std::distance(DS->decl_begin(), DS->decl_end()) != 2)
    return nullptr;
  const auto *I = dyn_cast<VarDecl>(*DS->decl_begin());
  const auto *J = dyn_cast<VarDecl>(*std::next(DS->decl_begin()));
  const clang::Expr *Inc =
      FS->getInc() ? FS->getInc()->IgnoreParens() : nullptr;
  const auto *BO = dyn_cast_or_null<BinaryOperator>(Inc);
  if (!I || !J || !I->getInit() || !J->getInit() || !BO)
    return nullptr;
  auto Names = [](const clang::Expr *E, const VarDecl *D) {
    const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return DRE && DRE->getDecl() == D;
  };
  auto Increments = [&](const clang::Expr *E, bool Post) {
    const auto *UO = dyn_cast<UnaryOperator>(E->IgnoreParens());
    return UO && UO->isIncrementOp() && (!Post || UO->isPostfix()) &&
           Names(UO->getSubExpr(), I);
  };
  const auto *Assign = BO;
  bool OK = false;
  if (BO->getOpcode() == BO_Assign) // j = i++
    OK = Names(BO->getLHS(), J) && Increments(BO->getRHS(), true);
  else if (BO->getOpcode() == BO_Comma) { // j = i, ++i
    Assign = dyn_cast<BinaryOperator>(BO->getLHS()->IgnoreParens());
    OK = Assign && Assign->getOpcode() == BO_Assign &&
         Names(Assign->getLHS(), J) && Names(Assign->getRHS(), I) &&
         Increments(BO->getRHS(), false);
  }
  bool Assigned = false;
  forEachAssigned(FS->getBody(),
                  [&](const ValueDecl *D) { Assigned |= D == J || D == I; });
  return OK && !Assigned ? J : nullptr;
}

void Lowering::lowerFor(const clang::ForStmt *FS, BlockStmt &Out) {
  if (lowerGeometricFor(FS, Out) || lowerVariableStepFor(FS, Out))
    return;
  auto Loop = std::make_unique<ForStmt>(FS->getBeginLoc());
  Loop->Label = label(FS->getBeginLoc());
  annotate(*Loop, FS->getEndLoc());

  // Init: `int i = b` or `i = b`.
  const ValueDecl *IdxDecl = nullptr;
  const clang::Expr *BeginE = nullptr;
  Variable *Outer = nullptr;
  // `for (int i = 0, j = n - 1; i < n; j = i++)`: j trails i by one step,
  // starting at its own value (a polygon's previous vertex).
  const VarDecl *Trailing = trailingIndex(FS);
  if (const auto *DS = dyn_cast_or_null<clang::DeclStmt>(FS->getInit())) {
    // `for (int i = 0, j = n - 1; i < n; ++i, --j)`: i is the index, j a
    // local declared before the loop (under a name of its own).
    if (!DS->isSingleDecl() && !Trailing)
      for (auto It = std::next(DS->decl_begin()); It != DS->decl_end(); ++It)
        if (const auto *Other = dyn_cast<VarDecl>(*It))
          lowerDecl(Other, Out);
    const auto *VD = dyn_cast<VarDecl>(*DS->decl_begin());
    if (VD && VD->getInit()) {
      IdxDecl = VD;
      BeginE = VD->getInit();
    }
  } else if (const auto *BO = dyn_cast_or_null<BinaryOperator>(FS->getInit())) {
    const auto *DRE = dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParens());
    if (BO->getOpcode() == BO_Assign && DRE) {
      IdxDecl = DRE->getDecl();
      BeginE = BO->getRHS();
      Outer = Vars.lookup(IdxDecl);
    }
  } else if (!FS->getInit() && FS->getInc()) {
    // `for (; i < n; ++i)`: the index starts where a local of the function
    // is, which holds where the loop stopped after it.
    const clang::Expr *Inc = FS->getInc()->IgnoreParens(), *Stepped = nullptr;
    if (const auto *UO = dyn_cast<UnaryOperator>(Inc);
        UO && UO->isIncrementDecrementOp())
      Stepped = UO->getSubExpr();
    else if (const auto *BO = dyn_cast<BinaryOperator>(Inc);
             BO && BO->isAssignmentOp())
      Stepped = BO->getLHS();
    const auto *DRE =
        Stepped ? dyn_cast<DeclRefExpr>(Stepped->IgnoreParens()) : nullptr;
    Variable *V = DRE ? Vars.lookup(DRE->getDecl()) : nullptr;
    if (V && V->K == Variable::Local && !IndexLocals.count(V)) {
      IdxDecl = DRE->getDecl();
      Outer = V;
    }
  }
  std::optional<ScalarType> IdxTy =
      IdxDecl ? scalarType(IdxDecl->getType()) : std::nullopt;
  if (!IdxDecl || !IdxTy || IdxTy->K != ScalarType::Integer) {
    fail(FS->getBeginLoc(), std::string(CanonicalFor) +
                                " (the loop must declare or assign one "
                                "integer index)");
    return;
  }
  Loop->Begin =
      BeginE ? lowerExpr(BeginE) : Expr::var(Outer, FS->getBeginLoc());
  // A for statement scopes its index, so the source name stays unless it
  // would shadow an enclosing loop's index (or a function-level name).
  std::string IdxName = IdxDecl->getNameAsString();
  bool Clash = false;
  for (const Variable *V : EnclosingIndices)
    Clash |= V->Name == IdxName;
  for (const Param &P : F->Params)
    Clash |= P.Name == IdxName;
  // `i <= 1 && is_max`: the index's bound, and a test before each
  // iteration that leaves the loop as a break at the body's top would.
  const clang::Expr *Bounded = FS->getCond(), *Extra = nullptr;
  if (const auto *BO = dyn_cast_or_null<BinaryOperator>(
          Bounded ? Bounded->IgnoreParenImpCasts() : nullptr);
      BO && BO->getOpcode() == BO_LAnd && mentionsDecl(BO->getLHS(), IdxDecl)) {
    Bounded = BO->getLHS();
    Extra = BO->getRHS();
  }
  // A break leaves the loop: it runs as a while loop (LowerWhile.cpp).
  Variable *Running = nullptr;
  // (Or a return: of this loop, or of a loop inside the one it leaves.)
  bool Returns =
      Returning && (Returning->Loop == FS ||
                    (returnLeavesLoop() && hasReturn(FS->getBody())));
  if (Extra || hasOwnBreak(FS->getBody(), Returns) ||
      (Returns && hasReturn(FS->getBody())))
    Running = F->newVar(Variable::Local, F->freshName(IdxName + "_running"),
                        ScalarType::get(ScalarType::Bool, "bool", 8),
                        FS->getBeginLoc());
  if (Returns)
    Returning->Flags.push_back(Running);
  auto PopFlag = llvm::make_scope_exit([&] {
    if (Returns && Returning)
      Returning->Flags.pop_back();
  });
  Variable *OuterFlag = std::exchange(BreakFlag, Running);
  auto RestoreFlag = llvm::make_scope_exit([&] { BreakFlag = OuterFlag; });
  if (testsBeforeDecrement(FS, IdxDecl) && !Outer) {
    if (Running) {
      fail(FS->getBeginLoc(), "'break' in a count-down loop 'for (i = n; "
                              "i-- > 0;)' is not supported; count up");
      return;
    }
    // `for (T i = n; i-- > 0;)`: i runs from n - 1 down to 0, tested
    // before its decrement. The loop runs over i + 1 (i_left, from n down
    // to 1) and declares the body's i from it, so that no bound needs a
    // value below 0, which an unsigned index does not have.
    Variable *Left =
        F->newVar(Variable::LoopIndex, F->freshName(IdxName + "_left"), *IdxTy,
                  IdxDecl->getLocation());
    Variable *I =
        F->newVar(Variable::Local, Clash ? F->freshName(IdxName) : IdxName,
                  *IdxTy, IdxDecl->getLocation());
    I->Spelled = IdxName;
    Loop->Index = Left;
    Loop->End = Expr::intLit(0, *IdxTy);
    Loop->Step = -1;
    if (!Loop->Begin)
      return;
    Variable *Saved = Vars.lookup(IdxDecl);
    Vars[IdxDecl] = I;
    IndexLocals.insert(I);
    EnclosingIndices.push_back(Left);
    EnclosingIndices.push_back(I);
    Loop->Body = lowerLoopBody(FS->getBody());
    CollapsedClaim.reset();
    EnclosingIndices.resize(EnclosingIndices.size() - 2);
    if (Saved)
      Vars[IdxDecl] = Saved;
    else
      Vars.erase(IdxDecl);
    auto Decl = std::make_unique<DeclStmt>(IdxDecl->getLocation());
    Decl->Var = I;
    Decl->Init =
        Expr::binary("-", Expr::var(Left), Expr::intLit(1, *IdxTy), *IdxTy);
    Loop->Body->Body.insert(Loop->Body->Body.begin(), std::move(Decl));
    Out.Body.push_back(std::move(Loop));
    return;
  }
  // The index of a loop left by break lives beside the declaration outside.
  Clash |= Outer && Running;
  Variable *Idx =
      F->newVar(Variable::LoopIndex, Clash ? F->freshName(IdxName) : IdxName,
                *IdxTy, IdxDecl->getLocation());
  Idx->Spelled = IdxName;
  Loop->Index = Idx;
  if (Running)
    BreakingIndices.insert(Idx);
  // After a loop left by break, the index declared outside it holds where
  // it stopped (set below); after another, it is refused.
  if (Outer && !Running)
    OuterLoopVars.insert(Outer);

  // Increment.
  std::vector<const clang::Expr *> OtherSteps;
  bool StepOK =
      Trailing ? !Running : lowerForStep(FS, IdxDecl, *Loop, OtherSteps);
  if (StepOK && Running && !OtherSteps.empty()) {
    fail(OtherSteps.front()->getBeginLoc(),
         "a loop left by 'break' steps only its index; move this step into "
         "the body");
    return;
  }
  if (Trailing)
    Loop->Step = 1;
  if (!StepOK) {
    const clang::Expr *Inc = FS->getInc();
    fail(Inc ? Inc->getBeginLoc() : FS->getBeginLoc(),
         std::string(CanonicalFor) + " (the increment must change the index "
                                     "by a non-zero constant)");
    return;
  }
  if (!lowerForEnd(FS, Bounded, IdxDecl, *IdxTy, *Loop))
    return;

  Variable *Saved = Vars.lookup(IdxDecl);
  Vars[IdxDecl] = Idx;
  EnclosingIndices.push_back(Idx);
  Bindings Before = saveBindings();
  std::set<const ValueDecl *> OuterSwapped = std::exchange(Swapped, {});
  Variable *Trail = nullptr;
  if (Trailing) {
    Trail =
        F->newVar(Variable::Local, F->freshName(Trailing->getNameAsString()),
                  *IdxTy, Trailing->getLocation());
    Vars[Trailing] = Trail;
  }
  Loop->Body = lowerLoopBody(FS->getBody());
  if (Extra && Loop->Body) {
    // if (extra) { body } else running = false;
    SourceLocation L = Extra->getBeginLoc();
    auto Body = std::make_unique<BlockStmt>(L);
    auto If = std::make_unique<IfStmt>(L);
    If->Cond = lowerIntoBlock(Extra, *Body);
    If->Then = std::move(Loop->Body);
    If->Else = std::make_unique<BlockStmt>(L);
    If->Else->Body.push_back(std::make_unique<AssignStmt>(
        Expr::var(Running, L), "", Expr::boolLit(false, L), L));
    if (If->Cond && If->Cond->Ty.K != ScalarType::Bool)
      If->Cond = Expr::binary("!=", std::move(If->Cond),
                              Expr::intLit(0, If->Cond->Ty, L),
                              ScalarType::get(ScalarType::Bool, "bool", 8), L);
    Body->Body.push_back(std::move(If));
    Loop->Body = std::move(Body);
  }
  // The comma increment's other steps end each iteration (a `continue`
  // skips to them: the rest of the body is its else).
  for (const clang::Expr *Other : OtherSteps)
    if (Loop->Body) {
      ++ControlDepth;
      lowerStmt(Other, *Loop->Body);
      --ControlDepth;
    }
  if (Trail && Loop->Body && Loop->Begin) {
    // j = i == b ? j0 : i - 1, first thing in each iteration.
    SourceLocation L = Trailing->getLocation();
    ExprPtr Start = lowerExpr(Trailing->getInit());
    if (Start && Start->Ty != *IdxTy)
      Start = Expr::cast(*IdxTy, std::move(Start), L);
    auto Decl = std::make_unique<DeclStmt>(L);
    Decl->Var = Trail;
    if (Start)
      Decl->Init = Expr::select(
          Expr::binary("==", Expr::var(Idx, L), Loop->Begin->clone(),
                       ScalarType::get(ScalarType::Bool, "bool", 8), L),
          std::move(Start),
          Expr::binary("-", Expr::var(Idx, L), Expr::intLit(1, *IdxTy, L),
                       *IdxTy, L),
          *IdxTy, L);
    Loop->Body->Body.insert(Loop->Body->Body.begin(), std::move(Decl));
    Vars.erase(Trailing);
  }
  CollapsedClaim.reset();
  if (!Swapped.empty() && Loop->Body && !Failed)
    lowerRotatingBody(*Loop, FS->getBody(), Before);
  Swapped = std::move(OuterSwapped);
  EnclosingIndices.pop_back();
  if (Saved)
    Vars[IdxDecl] = Saved;
  else
    Vars.erase(IdxDecl);
  BlockStmt After;
  if (!Running) {
    lowerPrivate(*Loop);
    lowerLastPrivate(*Loop, Out, After);
  }
  if (Running && Loop->Body) {
    bool Searched = lowerBreakingFor(std::move(Loop), Running, Outer, Out);
    if (Outer && !Searched)
      Out.Body.push_back(std::make_unique<AssignStmt>(
          Expr::var(Outer, FS->getBeginLoc()), "",
          Expr::var(Idx, FS->getBeginLoc()), FS->getBeginLoc()));
  } else {
    const ForStmt &Done = *Loop;
    Out.Body.push_back(std::move(Loop));
    if (Outer && Done.Begin && Done.End)
      Out.Body.push_back(indexAfterLoop(Done, Outer));
  }
  for (StmtPtr &S : After.Body)
    Out.Body.push_back(std::move(S));
}

StmtPtr Lowering::indexAfterLoop(const ForStmt &Loop, Variable *Outer) {
  // Past the last iteration by one step: b + ceil((e - b) / s) * s where
  // the loop ran (s > 0; mirrored for s < 0), else b.
  SourceLocation L = Loop.Loc;
  const ScalarType &Ty = Loop.Index->Ty;
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  int64_t S = Loop.Step > 0 ? Loop.Step : -Loop.Step;
  auto Int = [&](int64_t V) { return Expr::intLit(V, Ty, L); };
  ExprPtr Span =
      Loop.Step > 0
          ? Expr::binary("-", Loop.End->clone(), Loop.Begin->clone(), Ty, L)
          : Expr::binary("-", Loop.Begin->clone(), Loop.End->clone(), Ty, L);
  ExprPtr Trips =
      S == 1
          ? std::move(Span)
          : Expr::binary("/",
                         Expr::binary("+", std::move(Span), Int(S - 1), Ty, L),
                         Int(S), Ty, L);
  ExprPtr Past =
      Expr::binary(Loop.Step > 0 ? "+" : "-", Loop.Begin->clone(),
                   S == 1 ? std::move(Trips)
                          : Expr::binary("*", std::move(Trips), Int(S), Ty, L),
                   Ty, L);
  ExprPtr Ran = Expr::binary(Loop.Step > 0 ? "<" : ">", Loop.Begin->clone(),
                             Loop.End->clone(), Bool, L);
  ExprPtr Value =
      Expr::select(std::move(Ran), std::move(Past), Loop.Begin->clone(), Ty, L);
  if (Value->Ty != Outer->Ty)
    Value = Expr::cast(Outer->Ty, std::move(Value), L);
  auto Set = std::make_unique<AssignStmt>(Expr::var(Outer, L), "",
                                          std::move(Value), L);
  IndexFinalValues[Set.get()] = Outer;
  return Set;
}

void Lowering::lowerRangeFor(const CXXForRangeStmt *RS, BlockStmt &Out) {
  const VarDecl *Elem = RS->getLoopVariable();
  SourceLocation L = RS->getBeginLoc();
  std::optional<ArrayView> Range = view(RS->getRangeInit());
  if (!Range || Range->Offset) {
    fail(RS->getRangeInit()->getBeginLoc(),
         "a range-based for loop must run over an array or std::vector of "
         "the function, or a row of one");
    return;
  }
  // `for (T x : v)` is `for (i = 0; i < size; ++i)` with x = v[i] (a copy)
  // or x naming v[i] (a reference), or a row of v where v has more
  // dimensions.
  Array *A = Range->A;
  unsigned Dim = Range->Prefix.size();
  auto Loop = std::make_unique<ForStmt>(L);
  Loop->Label = label(L);
  annotate(*Loop);
  ScalarType IdxTy = A->Dims[Dim]->Ty;
  if (!IdxTy.isIntegral() || IdxTy.K == ScalarType::Bool)
    IdxTy = ScalarType::intTy();
  Variable *Idx = F->newVar(Variable::LoopIndex,
                            F->freshName(Elem->getNameAsString() + "_i"), IdxTy,
                            Elem->getLocation());
  Loop->Index = Idx;
  Loop->Begin = Expr::intLit(0, IdxTy, L);
  Loop->End = A->Dims[Dim]->clone();
  ArrayView At{Range->A, std::move(Range->Prefix), nullptr};
  At.Prefix.push_back(Expr::var(Idx, Elem->getLocation()));
  bool Row = Dim + 1 < A->rank();
  QualType T = Elem->getType();
  auto Body = std::make_unique<BlockStmt>(RS->getBody()->getBeginLoc());
  if (T->isReferenceType() && Row) {
    Rows[Elem] = std::move(At);
  } else if (T->isReferenceType() && !Row) {
    if (scalarType(T.getNonReferenceType()) != A->Elem) {
      fail(Elem->getLocation(), "the reference '" + Elem->getNameAsString() +
                                    "' must have the element type '" +
                                    A->Elem.Spelling + "'");
      return;
    }
    ElementRefs[Elem] = std::move(At);
  } else if (std::optional<ScalarType> Ty = scalarType(T); Ty && !Row) {
    auto Decl = std::make_unique<DeclStmt>(Elem->getLocation());
    Decl->Var =
        F->newVar(Variable::Local, F->freshName(Elem->getNameAsString()), *Ty,
                  Elem->getLocation());
    Decl->Init = Expr::access(At.A, std::move(At.Prefix), Elem->getLocation());
    if (Decl->Init->Ty != *Ty)
      Decl->Init = Expr::cast(*Ty, std::move(Decl->Init), Elem->getLocation());
    Vars[Elem] = Decl->Var;
    Body->Body.push_back(std::move(Decl));
  } else {
    fail(Elem->getLocation(),
         Row ? "a range-based for loop over the rows of an array must name "
               "each row by reference: 'for (auto &row : m)'"
             : "the element of a range-based for loop must be a scalar or a "
               "reference to one");
    return;
  }
  EnclosingIndices.push_back(Idx);
  // A break leaves it as it leaves a for loop over the index (a search
  // over a table's edges: `for (float e : edges) if (r < e) { ...; break;
  // }`).
  Variable *Running = nullptr;
  if (hasOwnBreak(RS->getBody(), false))
    Running = F->newVar(Variable::Local,
                        F->freshName(Elem->getNameAsString() + "_running"),
                        ScalarType::get(ScalarType::Bool, "bool", 8), L);
  Variable *OuterFlag = std::exchange(BreakFlag, Running);
  std::unique_ptr<BlockStmt> Rest = lowerLoopBody(RS->getBody());
  BreakFlag = OuterFlag;
  EnclosingIndices.pop_back();
  if (!Rest)
    return;
  for (StmtPtr &S : Rest->Body)
    Body->Body.push_back(std::move(S));
  Loop->Body = std::move(Body);
  if (Running) {
    lowerBreakingFor(std::move(Loop), Running, nullptr, Out);
    return;
  }
  Out.Body.push_back(std::move(Loop));
}

} // namespace loopgen
