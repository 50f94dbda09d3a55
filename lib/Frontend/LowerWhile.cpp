//===- LowerWhile.cpp - Loops of unknown length ---------------------------===//
//
// `while` and `do`-`while` loops, and `for` loops left by `break` (a
// search), that compute scalars of their own iteration and write array
// elements: an IfStmt that repeats (IR.h, IfStmt::WhileLoop), checked
// against what that form allows. `do { ... } while (0)`, the macro idiom,
// is its body.
// Outside every loop, a `while` whose body holds loops or writes arrays (a
// convergence loop around kernels) is a sequential ForStmt of unknown
// length (ForStmt::While).
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"

using namespace clang;

namespace loopgen {

/// Whether the lowered body B of a loop of unknown length does more than
/// compute scalars: it holds a loop or writes an array element.
static bool workingBody(const BlockStmt &B) {
  bool Works = false;
  walkStmts(B, [&](const Stmt &X) {
    Works |=
        X.K == Stmt::For ||
        (X.K == Stmt::Assign && cast<AssignStmt>(X).Target->K == Expr::Access);
  });
  return Works;
}

/// Moves the statements of From to the end of To.
static void appendStmts(BlockStmt &To, BlockStmt &From) {
  for (StmtPtr &S : From.Body)
    To.Body.push_back(std::move(S));
}

/// `bool running = true;`: the flag a loop's breaks clear.
static std::unique_ptr<DeclStmt> raised(Variable *Flag, SourceLocation L) {
  auto Decl = std::make_unique<DeclStmt>(L);
  Decl->Var = Flag;
  Decl->Init = Expr::boolLit(true, L);
  return Decl;
}

/// Whether B writes an element of an array that no loop around declares.
bool Lowering::writesSharedArray(const BlockStmt &B) const {
  bool Shared = false;
  walkStmts(B, [&](const Stmt &X) {
    const auto *A = dyn_cast<AssignStmt>(&X);
    Shared |= A && A->Target->K == Expr::Access &&
              !IterationArrays.count(A->Target->Arr);
  });
  return Shared;
}

std::unique_ptr<ForStmt> Lowering::stepsLoop(ExprPtr Cond, bool TestAfter,
                                             std::unique_ptr<BlockStmt> Body,
                                             SourceLocation L) {
  ScalarType Long = ScalarType::get(ScalarType::Integer, "long", 64);
  auto Loop = std::make_unique<ForStmt>(L);
  Loop->Index = F->newVar(Variable::LoopIndex, F->freshName("step"), Long);
  Loop->Begin = Expr::intLit(0, Long, L);
  Loop->End = Expr::var(
      F->newVar(Variable::WhileTrips, F->freshName("steps"), Long, L), L);
  Loop->While = std::move(Cond);
  Loop->TestAfter = TestAfter;
  // Passes that change a loop's steps leave a sequential one alone.
  Loop->Annot.K = LoopAnnotation::Sequential;
  Loop->Annot.Loc = L;
  Loop->Label = label(L);
  Loop->Body = std::move(Body);
  return Loop;
}

void Lowering::lowerWhile(const clang::Stmt *S, BlockStmt &Out) {
  const auto *WS = dyn_cast<clang::WhileStmt>(S);
  const auto *DS = dyn_cast<clang::DoStmt>(S);
  if (WS && WS->getConditionVariable()) {
    fail(S->getBeginLoc(), "a 'while' condition that declares a variable is "
                           "not supported; declare it before the loop");
    return;
  }
  const clang::Stmt *Body = WS ? WS->getBody() : DS->getBody();
  Variable *Running = nullptr;
  if (hasOwnBreak(Body))
    Running = F->newVar(Variable::Local, F->freshName("running"),
                        ScalarType::get(ScalarType::Bool, "bool", 8),
                        S->getBeginLoc());
  bool Again = false;
  if (DS && !DS->getCond()->isValueDependent() &&
      DS->getCond()->EvaluateAsBooleanCondition(Again, Ctx) && !Again) {
    // Its breaks leave the body; its statements stay in the enclosing
    // block, as a compound statement's do.
    if (Running)
      Out.Body.push_back(raised(Running, S->getBeginLoc()));
    Variable *OuterFlag = std::exchange(BreakFlag, Running);
    lowerStmt(Body, Out);
    BreakFlag = OuterFlag;
    return;
  }
  ExprPtr Cond = lowerExpr(WS ? WS->getCond() : DS->getCond());
  // Outside every loop, the loop may run kernels (and swap their arrays,
  // and be left by break: `while (true) { ...; if (done) break; }`): a host
  // loop of steps.
  bool Outermost = IterationScalars.empty();
  Variable *OuterFlag = std::exchange(BreakFlag, Running); // Not its breaks.
  Bindings Before = saveBindings();
  std::set<const ValueDecl *> OuterSwapped = std::exchange(Swapped, {});
  std::unique_ptr<BlockStmt> Then =
      Outermost ? lowerLoopBody(Body) : lowerBody(Body);
  BreakFlag = OuterFlag;
  bool Swaps = !Swapped.empty();
  if (Cond && Outermost && (Running || Swaps || workingBody(*Then))) {
    SourceLocation L = S->getBeginLoc();
    if (Running) { // running = true; while (running && cond) ...
      Out.Body.push_back(raised(Running, L));
      ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
      Cond =
          Expr::binary("&&", Expr::var(Running, L), std::move(Cond), Bool, L);
    }
    std::unique_ptr<ForStmt> Loop =
        stepsLoop(std::move(Cond), DS, std::move(Then), L);
    const clang::Expr *Test = WS ? WS->getCond() : DS->getCond();
    if (Swaps && mentionsDecl(Test, Swapped))
      fail(Test->getBeginLoc(),
           "the condition of this loop reads pointers its body swaps; "
           "loopgen swaps pointers in loops whose condition does not read "
           "them");
    else if (Swaps && !Failed) {
      // The other copies of the body are left by its breaks too (a swap
      // after a break would be under its flag: refused as conditional).
      Variable *Outside = std::exchange(BreakFlag, Running);
      lowerRotatingBody(*Loop, Body, Before);
      BreakFlag = Outside;
    }
    Swapped = std::move(OuterSwapped);
    Out.Body.push_back(std::move(Loop));
    return;
  }
  Swapped.insert(OuterSwapped.begin(), OuterSwapped.end());
  if (!Cond)
    return;
  SourceLocation L = S->getBeginLoc();
  auto Loop = std::make_unique<IfStmt>(L);
  Loop->Made = WS ? IfStmt::WhileLoop : IfStmt::DoWhileLoop;
  std::unique_ptr<DeclStmt> DeclRunning;
  if (Running) { // A thread's own loop left by break (a Newton iteration).
    DeclRunning = raised(Running, L);
    Cond = Expr::binary("&&", Expr::var(Running, L), std::move(Cond),
                        ScalarType::get(ScalarType::Bool, "bool", 8), L);
  }
  Loop->Cond = std::move(Cond);
  Loop->Then = std::move(Then);
  BlockStmt Sums(L), Totals(L);
  accumulateLocally(*Loop, {Running}, Sums, Totals);
  if (!scalarLoopAllowed(*Loop, WS ? "'while' loop" : "'do'-'while' loop",
                         {Running}))
    return;
  if (DeclRunning)
    Out.Body.push_back(std::move(DeclRunning));
  appendStmts(Out, Sums);
  Out.Body.push_back(std::move(Loop));
  appendStmts(Out, Totals);
}

void Lowering::accumulateLocally(IfStmt &Loop,
                                 const std::set<const Variable *> &Own,
                                 BlockStmt &Before, BlockStmt &After) {
  if (IterationScalars.empty())
    return;
  // The scalars of the loops around, which the loop may change anyway.
  auto OfIteration = [&](const Variable *V) {
    return llvm::any_of(IterationScalars,
                        [&](const std::set<const Variable *> &Scalars) {
                          return Scalars.count(V) > 0;
                        });
  };
  // Each scalar from outside, with the accumulations into it and how
  // often the loop names it at all.
  std::map<Variable *, std::vector<AssignStmt *>> Sums;
  std::map<const Variable *, unsigned> Named;
  forEachStmt(*Loop.Then, [&](Stmt &X) {
    auto *A = dyn_cast<AssignStmt>(&X);
    if (!A || A->Target->K != Expr::VarRef || Own.count(A->Target->Var) ||
        OfIteration(A->Target->Var))
      return;
    Variable *T = A->Target->Var;
    bool Sum = (A->Op == "+" || A->Op == "-") && !mentions(*A->Value, {T}) &&
               (T->Ty.K == ScalarType::Integer || T->Ty.isFloating());
    // A plain store or another operator: left for the check after.
    Sums[T].push_back(Sum ? A : nullptr);
  });
  walkAllExprs(*Loop.Then, [&](const Expr &E) {
    if (E.K == Expr::VarRef)
      ++Named[E.Var];
  });
  for (auto &[T, Writes] : Sums) {
    if (llvm::is_contained(Writes, nullptr) || Named[T] != Writes.size() ||
        mentions(*Loop.Cond, {T}))
      continue;
    SourceLocation L = Loop.Loc;
    Variable *Local =
        F->newVar(Variable::Local, F->freshName(T->Name + "_sum"), T->Ty, L);
    IterationScalars.back().insert(Local);
    auto Decl = std::make_unique<DeclStmt>(L);
    Decl->Var = Local;
    Decl->Init = T->Ty.isFloating() ? Expr::floatLit("0", T->Ty, L)
                                    : Expr::intLit(0, T->Ty, L);
    Before.Body.push_back(std::move(Decl));
    for (AssignStmt *A : Writes)
      A->Target = Expr::var(Local, A->Target->Loc);
    After.Body.push_back(std::make_unique<AssignStmt>(Expr::var(T, L), "+",
                                                      Expr::var(Local, L), L));
    if (T->Ty.isFloating())
      D.remark(L, "this loop sums into '" + T->userName() +
                      "' through a local added after it, which reassociates "
                      "floating-point additions");
  }
}

bool Lowering::scalarLoopAllowed(IfStmt &Loop, const char *Kind,
                                 std::set<const Variable *> Own) {
  // The loops it holds run in order in their thread.
  forEachStmt(*Loop.Then, [&](Stmt &X) {
    if (auto *For = dyn_cast<ForStmt>(&X))
      For->InRepeat = true;
  });
  bool Refused = false; // Once per loop.
  auto Refuse = [&](SourceLocation L, const std::string &Msg) {
    fail(L, Msg);
    Refused = true;
  };
  // What the loop may change (IR.h, IfStmt::WhileLoop): the scalars it
  // declares, and those of the iteration of the loop around it.
  walkStmts(*Loop.Then, [&](const Stmt &X) {
    if (X.K == Stmt::Decl && cast<DeclStmt>(X).Var)
      Own.insert(cast<DeclStmt>(X).Var);
  });
  walkStmts(*Loop.Then, [&](const Stmt &X) {
    if (Refused)
      return;
    if (X.K != Stmt::Assign)
      return;
    // Array elements: a loop's own array (a sorted top-k, a stack), or
    // shared ones, at subscripts the analysis reads as it would under an
    // if (those through the scalars the loop changes, anywhere).
    const Expr &T = *cast<AssignStmt>(X).Target;
    if (T.K == Expr::Access)
      return;
    // Of the iteration of a loop around it: private to that iteration, and
    // the loops between see the loop's writes as an if's.
    bool Iteration =
        IterationScalars.empty()
            ? T.Var->K == Variable::Local || T.Var->K == Variable::Param
            : llvm::any_of(IterationScalars,
                           [&](const std::set<const Variable *> &Scalars) {
                             return Scalars.count(T.Var) > 0;
                           });
    if (!Own.count(T.Var) && !Iteration)
      Refuse(T.Loc, "this " + std::string(Kind) + " assigns '" +
                        T.Var->userName() +
                        "', which is declared outside the loop around it; "
                        "loopgen lowers loops of unknown length that change "
                        "only scalars of their own iteration");
  });
  return !Refused;
}

bool hasOwnBreak(const clang::Stmt *S, bool Returns) {
  if (!S)
    return false;
  if (isa<BreakStmt>(S) || (Returns && isa<clang::ReturnStmt>(S)))
    return true;
  // A break in a nested loop or switch leaves that one.
  if (isa<clang::ForStmt>(S) || isa<clang::WhileStmt>(S) ||
      isa<clang::DoStmt>(S) || isa<CXXForRangeStmt>(S) ||
      isa<clang::SwitchStmt>(S) || isa<LambdaExpr>(S))
    return false;
  for (const clang::Stmt *C : S->children())
    if (hasOwnBreak(C, Returns))
      return true;
  return false;
}

/// `for (i = b; i < e; i += s) if (c) { x = f(i); break; }` outside every
/// loop, c free of side effects: the first i where c holds is the least
/// of those where it does, a min reduction over all of them; the branch
/// then runs once, at it: first = e; for (i...) if (c) if (i < first)
/// first = i; if (first < e) x = f(first). The conditions of the iterations
/// after the break are evaluated too: they read what those before read.
bool Lowering::lowerFirstIndexSearch(std::unique_ptr<ForStmt> &Searching,
                                     Variable *Running, Variable *Outer,
                                     BlockStmt &Out) {
  ForStmt &Loop = *Searching;
  auto IsVar = [](const Expr &E, const Variable *V) {
    return E.K == Expr::VarRef && E.Var == V;
  };
  auto &Body = Loop.Body->Body;
  // An index that holds where the loop stopped: where it ran past e by
  // one step at a time.
  if (Loop.Step <= 0 || (Outer && Loop.Step != 1) || Body.empty() ||
      Body.back()->K != Stmt::If)
    return false;
  // What the condition needs first: scalars of the iteration's own,
  // computed by statements that write nothing else (a helper's loop).
  std::set<const Variable *> Own;
  for (size_t K = 0; K + 1 < Body.size(); ++K)
    walkStmts(*Body[K], [&](const Stmt &S) {
      if (S.K == Stmt::Decl && cast<DeclStmt>(S).Var)
        Own.insert(cast<DeclStmt>(S).Var);
      if (S.K == Stmt::For)
        Own.insert(cast<ForStmt>(S).Index);
    });
  bool Prefix = true;
  for (size_t K = 0; K + 1 < Body.size(); ++K)
    walkStmts(*Body[K], [&](const Stmt &S) {
      if (S.K == Stmt::Decl)
        Prefix &= cast<DeclStmt>(S).Var != nullptr;
      else if (S.K == Stmt::Assign)
        Prefix &= cast<AssignStmt>(S).Target->K == Expr::VarRef &&
                  Own.count(cast<AssignStmt>(S).Target->Var);
      else
        Prefix &= S.K == Stmt::For || S.K == Stmt::If || S.K == Stmt::Block;
    });
  if (!Prefix)
    return false;
  auto &If = cast<IfStmt>(*Body.back());
  auto &Then = If.Then->Body;
  if (If.Made != IfStmt::User || If.Else || Then.empty() ||
      Then.back()->K != Stmt::Assign)
    return false;
  auto &Stop = cast<AssignStmt>(*Then.back());
  if (!IsVar(*Stop.Target, Running) || Stop.Value->K != Expr::BoolLit ||
      Stop.Value->IntValue != 0)
    return false;
  Variable *I = Loop.Index;
  // The branch runs once, after the loop: anything but another break, and
  // nothing that reads the iteration's own scalars.
  bool Flag = false;
  for (size_t K = 0; K + 1 < Then.size(); ++K)
    walkAllExprs(*Then[K], [&](const Expr &E) {
      Flag |= IsVar(E, Running) || (E.K == Expr::VarRef && Own.count(E.Var));
    });
  // The condition is free of side effects: calls in it are <cmath>'s.
  if (Flag || mentions(*If.Cond, {Running}))
    return false;
  SourceLocation L = If.Loc;
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  const std::string &Name = Outer ? Outer->Name : I->Name;
  Variable *First =
      F->newVar(Variable::Local, F->freshName("first_" + Name), I->Ty, L);
  auto Decl = std::make_unique<DeclStmt>(L);
  Decl->Var = First;
  Decl->Init = Loop.End->clone();
  Out.Body.push_back(std::move(Decl));
  // The branch, once, at the first index.
  auto Found = std::make_unique<IfStmt>(L);
  Found->Cond =
      Expr::binary("<", Expr::var(First, L), Loop.End->clone(), Bool, L);
  Found->Then = std::make_unique<BlockStmt>(L);
  for (size_t K = 0; K + 1 < Then.size(); ++K) {
    StmtPtr S = std::move(Then[K]);
    mutateExprs(*S, [&](Expr &E) -> ExprPtr {
      return IsVar(E, I) ? Expr::var(First, E.Loc) : nullptr;
    });
    Found->Then->Body.push_back(std::move(S));
  }
  // if (c) if (i < first) first = i;
  auto Nearer = std::make_unique<IfStmt>(L);
  Nearer->Cond =
      Expr::binary("<", Expr::var(I, L), Expr::var(First, L), Bool, L);
  Nearer->Then = std::make_unique<BlockStmt>(L);
  Nearer->Then->Body.push_back(std::make_unique<AssignStmt>(
      Expr::var(First, L), "", Expr::var(I, L), L));
  Then.clear();
  Then.push_back(std::move(Nearer));
  D.remark(Loop.Loc, "the loop left by 'break' at the first '" + Name +
                         "' where its condition holds runs as a min "
                         "reduction of the '" +
                         Name + "' where it holds; its branch then runs once");
  Out.Body.push_back(std::move(Searching));
  // The index after the loop: the first, else max(b, e).
  if (Outer) {
    ExprPtr Past = Expr::select(
        Expr::binary(">", Loop.Begin->clone(), Loop.End->clone(), Bool, L),
        Loop.Begin->clone(), Loop.End->clone(), I->Ty, L);
    ExprPtr Where = Expr::select(Found->Cond->clone(), Expr::var(First, L),
                                 std::move(Past), I->Ty, L);
    if (Where->Ty != Outer->Ty)
      Where = Expr::cast(Outer->Ty, std::move(Where), L);
    Out.Body.push_back(std::make_unique<AssignStmt>(Expr::var(Outer, L), "",
                                                    std::move(Where), L));
  }
  if (!Found->Then->Body.empty())
    Out.Body.push_back(std::move(Found));
  return true;
}

bool Lowering::lowerBreakingFor(std::unique_ptr<ForStmt> Loop,
                                Variable *Running, Variable *Outer,
                                BlockStmt &Out) {
  // for (i = b; i < e; i += s) { ...break... } is
  //   i = b; running = true;
  //   while (running && i < e) { ...running = false... ; i += s; }
  // where what follows a break in its iteration is under if (running).
  SourceLocation L = Loop->Loc;
  if (Loop->Annot.K == LoopAnnotation::Parallel) {
    fail(Loop->Annot.Loc, "a loop left by 'break' runs its iterations in "
                          "order; it cannot be '#pragma loopgen parallel'");
    return false;
  }
  if (IterationScalars.empty() &&
      !assignedScalars(*Loop->Body).count(Loop->Index) &&
      lowerFirstIndexSearch(Loop, Running, Outer, Out))
    return true;
  // Within a loop, one that writes the elements of shared arrays (a row
  // filled up to a sentinel) stays a loop over its index, each iteration
  // under the flag its breaks clear, so that its subscripts keep their
  // range: for (i...) if (running) { ... }. It runs in order.
  // So does one that holds a loop (`for (dy...; dy <= 1 && keep; ...)`
  // around a loop over dx): its index keeps its range for the analyses of
  // the loops inside.
  bool HoldsLoop = false;
  walkStmts(*Loop->Body, [&](const Stmt &S) { HoldsLoop |= S.K == Stmt::For; });
  if (!IterationScalars.empty() && !Outer &&
      !assignedScalars(*Loop->Body).count(Loop->Index) &&
      (writesSharedArray(*Loop->Body) || HoldsLoop)) {
    auto Guard = std::make_unique<IfStmt>(L);
    Guard->Cond = Expr::var(Running, L);
    Guard->Then = std::move(Loop->Body);
    Loop->Body = std::make_unique<BlockStmt>(L);
    Loop->Body->Body.push_back(std::move(Guard));
    Loop->Annot.K = LoopAnnotation::Sequential;
    Loop->Annot.Loc = L;
    Loop->LeftByBreak = true;
    Out.Body.push_back(raised(Running, L));
    Out.Body.push_back(std::move(Loop));
    return false;
  }
  Variable *I = Loop->Index;
  I->K = Variable::Local;
  // Declared in the block around, where a caller's local may have its name
  // (a helper's `for (int b...)` inlined for `int b = bin_of(...)`).
  if (llvm::any_of(F->Vars, [&](const std::unique_ptr<Variable> &V) {
        return V.get() != I && V->Name == I->Name;
      })) {
    if (I->Spelled.empty())
      I->Spelled = I->Name;
    I->Name = F->freshName(I->Name);
  }
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  auto DeclI = std::make_unique<DeclStmt>(L);
  DeclI->Var = I;
  DeclI->Init = std::move(Loop->Begin);
  std::unique_ptr<DeclStmt> DeclRunning = raised(Running, L);
  auto While = std::make_unique<IfStmt>(L);
  While->Made = IfStmt::WhileLoop;
  While->Cond = Expr::binary(
      "&&", Expr::var(Running, L),
      Expr::binary(Loop->Step > 0 ? "<" : ">", Expr::var(I, L),
                   std::move(Loop->End), Bool, L),
      Bool, L);
  While->Then = std::move(Loop->Body);
  // A break leaves the index where it is: the step runs while running.
  auto Step = std::make_unique<IfStmt>(L);
  Step->Cond = Expr::var(Running, L);
  Step->Then = std::make_unique<BlockStmt>(L);
  Step->Then->Body.push_back(std::make_unique<AssignStmt>(
      Expr::var(I, L), Loop->Step > 0 ? "+" : "-",
      Expr::intLit(Loop->Step > 0 ? Loop->Step : -Loop->Step, I->Ty, L), L));
  While->Then->Body.push_back(std::move(Step));
  if (IterationScalars.empty() && workingBody(*While->Then)) {
    // Outside every loop: a host loop of steps, which may run kernels.
    Out.Body.push_back(std::move(DeclI));
    Out.Body.push_back(std::move(DeclRunning));
    Out.Body.push_back(
        stepsLoop(std::move(While->Cond), false, std::move(While->Then), L));
    cast<ForStmt>(*Out.Body.back()).LeftByBreak = true;
    return false;
  }
  BlockStmt Before(L), After(L);
  accumulateLocally(*While, {I, Running}, Before, After);
  if (!scalarLoopAllowed(*While, "loop with 'break'", {I, Running}))
    return false;
  Out.Body.push_back(std::move(DeclI));
  Out.Body.push_back(std::move(DeclRunning));
  appendStmts(Out, Before);
  Out.Body.push_back(std::move(While));
  appendStmts(Out, After);
  return false;
}

} // namespace loopgen
