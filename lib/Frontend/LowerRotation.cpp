//===- LowerRotation.cpp - Pointers swapped between whole arrays ----------===//
//
// Double buffering: `std::swap(cur, nxt)` at the end of a time loop, of two
// pointer locals (`float *cur = u, *nxt = tmp;`) or two pointer parameters,
// or `t = p; p = q; q = t;`. The arrays stay named arrays in LoopIR, which
// the analyses need: a swap in straight-line code rebinds the two names at
// compile time, and a loop whose body swaps is lowered once per binding its
// iterations see (`if (t % 2 == 0) body(u, tmp) else body(tmp, u)`), its
// kernels the same loops over other arrays. After the loop, the binding
// depends on its trip count: the function's statements that follow and use
// the pointers are lowered once per binding, chosen by that count.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"

using namespace clang;

namespace loopgen {

const ValueDecl *Lowering::rebindableName(const clang::Expr *E) const {
  if (!E)
    return nullptr;
  E = E->IgnoreParenImpCasts();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    return DRE->getDecl();
  // this->u, or u in a method of the offloaded method's object.
  const auto *ME = dyn_cast<MemberExpr>(E);
  const auto *FD = ME ? dyn_cast<FieldDecl>(ME->getMemberDecl()) : nullptr;
  if (!FD || !OwnObject || !OwnObject->Arrays.count(FD) ||
      !isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()) ||
      ThisObjects.empty() || ThisObjects.back() != OwnObject)
    return nullptr;
  return FD;
}

Array *Lowering::boundArray(const ValueDecl *D) const {
  if (const auto *FD = dyn_cast<FieldDecl>(D)) {
    if (!OwnObject)
      return nullptr;
    auto It = OwnObject->Arrays.find(FD);
    return It == OwnObject->Arrays.end() ? nullptr : It->second;
  }
  return Arrays.lookup(D);
}

void Lowering::bindArray(const ValueDecl *D, Array *A) {
  if (const auto *FD = dyn_cast<FieldDecl>(D))
    OwnObject->Arrays[FD] = A;
  else
    Arrays[D] = A;
}

Lowering::Bindings Lowering::copyOf(const Bindings &B) {
  Bindings C;
  for (const auto &[D, V] : B.Rows)
    C.Rows[D] = V.clone();
  C.Arrays = B.Arrays;
  return C;
}

Lowering::Bindings Lowering::saveBindings() const {
  Bindings B;
  for (const auto &[D, V] : Rows)
    B.Rows[D] = V.clone();
  B.Arrays.insert(Arrays.begin(), Arrays.end());
  if (OwnObject) // The object's members, by their FieldDecls.
    B.Arrays.insert(OwnObject->Arrays.begin(), OwnObject->Arrays.end());
  return B;
}

void Lowering::restoreBindings(const Bindings &B) {
  Bindings C = copyOf(B);
  Rows = std::move(C.Rows);
  Arrays.clear();
  for (const auto &[D, A] : C.Arrays)
    if (isa<FieldDecl>(D))
      OwnObject->Arrays[cast<FieldDecl>(D)] = A;
    else
      Arrays[D] = A;
}

bool Lowering::sameBindings(const Bindings &A, const Bindings &B,
                            const std::set<const ValueDecl *> &Ds) const {
  for (const ValueDecl *D : Ds) {
    auto RA = A.Rows.find(D), RB = B.Rows.find(D);
    if ((RA == A.Rows.end()) != (RB == B.Rows.end()))
      return false;
    if (RA != A.Rows.end() &&
        (RA->second.A != RB->second.A ||
         (RA->second.Offset && RB->second.Offset &&
          RA->second.Offset->Var != RB->second.Offset->Var)))
      return false;
    auto AA = A.Arrays.find(D), AB = B.Arrays.find(D);
    if ((AA == A.Arrays.end()) != (AB == B.Arrays.end()) ||
        (AA != A.Arrays.end() && AA->second != AB->second))
      return false;
  }
  return true;
}

size_t Lowering::lowerSwap(llvm::ArrayRef<const clang::Stmt *> Stmts) {
  if (Stmts.empty())
    return 0;
  // The pointers in the order they take each other's arrays: X1 takes
  // X2's, ..., the last X1's (two for a swap).
  std::vector<const ValueDecl *> Cycle;
  const VarDecl *Temp = nullptr;
  // The statement `To = From` of two names.
  auto IsNameAssignment = [&](const clang::Stmt *S, const ValueDecl *&To,
                              const ValueDecl *&From) {
    const auto *BO = dyn_cast<BinaryOperator>(S);
    if (!BO || BO->getOpcode() != BO_Assign)
      return false;
    To = rebindableName(BO->getLHS());
    From = rebindableName(BO->getRHS());
    return To && From;
  };
  size_t Length = 0;
  const clang::Stmt *First = Stmts[0];
  if (const auto *EWC = dyn_cast<ExprWithCleanups>(First))
    First = EWC->getSubExpr();
  if (const auto *MCE = dyn_cast<CXXMemberCallExpr>(First)) {
    // a.swap(b) of two std::vectors: std::swap(a, b).
    const CXXMethodDecl *MD = MCE->getMethodDecl();
    if (MD && MD->getName() == "swap" && MD->getParent()->isInStdNamespace() &&
        MCE->getNumArgs() == 1) {
      Cycle = {rebindableName(MCE->getImplicitObjectArgument()),
               rebindableName(MCE->getArg(0))};
      Length = 1;
    }
  } else if (const auto *CE = dyn_cast<CallExpr>(First)) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (FD && FD->getName() == "swap" && FD->isInStdNamespace() &&
        CE->getNumArgs() == 2) {
      Cycle = {rebindableName(CE->getArg(0)), rebindableName(CE->getArg(1))};
      Length = 1;
    }
  } else if (Stmts.size() >= 3) {
    // T *t = p; p = q; q = t;  or, t declared before,  t = p; p = q; q = t;
    // and rotations of more: t = a; a = b; b = c; c = t;
    const ValueDecl *Saved = nullptr, *To0, *From0;
    if (const auto *DS = dyn_cast<clang::DeclStmt>(First);
        DS && DS->isSingleDecl()) {
      Temp = dyn_cast<VarDecl>(DS->getSingleDecl());
      Saved = Temp ? rebindableName(Temp->getInit()) : nullptr;
    } else if (IsNameAssignment(First, To0, From0)) {
      Temp = dyn_cast<VarDecl>(To0);
      Saved = From0;
    }
    if (Temp && Saved && Temp->getType()->isPointerType()) {
      std::vector<const ValueDecl *> Chain{Saved};
      for (size_t K = 1; K < Stmts.size() && K <= 4; ++K) {
        const ValueDecl *To, *From;
        if (!IsNameAssignment(Stmts[K], To, From) || To != Chain.back())
          break;
        if (From == Temp) { // The last takes the first's array.
          Cycle = Chain;
          Length = K + 1;
          break;
        }
        if (std::find(Chain.begin(), Chain.end(), From) != Chain.end())
          break;
        Chain.push_back(From);
      }
    }
  }
  std::set<const ValueDecl *> Distinct(Cycle.begin(), Cycle.end());
  if (!Length || Cycle.size() < 2 || Distinct.count(nullptr) ||
      Distinct.size() != Cycle.size())
    return 0;
  bool Locals = true, Params = true;
  for (const ValueDecl *X : Cycle) {
    Locals &= Rows.count(X) && PointerLocals.count(X) && Rows[X].Prefix.empty();
    Params &= boundArray(X) && boundArray(X)->rank() > 0;
  }
  if (!Locals && !Params)
    return 0; // Not pointers to whole arrays: reported as usual.
  SourceLocation L = Stmts[0]->getBeginLoc();
  if (ControlDepth != StraightLineDepth) {
    std::string Names;
    for (size_t K = 0; K < Cycle.size(); ++K)
      Names += std::string(K == 0                  ? "'"
                           : K + 1 == Cycle.size() ? " and '"
                                                   : ", '") +
               Cycle[K]->getNameAsString() + "'";
    fail(L, "pointers " + Names +
                " are swapped under a condition; loopgen swaps pointers only "
                "in statements that always run (the end of a time loop)");
    return Length;
  }
  if (Locals) {
    if (Temp) {
      Rows[Temp] = Rows[Cycle.front()].clone();
      PointerLocals.insert(Temp);
      UnboundPointers.erase(Temp);
    }
    ArrayView Front = std::move(Rows[Cycle.front()]);
    for (size_t K = 0; K + 1 < Cycle.size(); ++K)
      Rows[Cycle[K]] = std::move(Rows[Cycle[K + 1]]);
    Rows[Cycle.back()] = std::move(Front);
  } else {
    if (Temp)
      Arrays[Temp] = boundArray(Cycle.front());
    Array *Front = boundArray(Cycle.front());
    for (size_t K = 0; K + 1 < Cycle.size(); ++K)
      bindArray(Cycle[K], boundArray(Cycle[K + 1]));
    bindArray(Cycle.back(), Front);
  }
  Swapped.insert(Cycle.begin(), Cycle.end());
  return Length;
}

void Lowering::lowerRotatingBody(ForStmt &Loop, const clang::Stmt *Body,
                                 const Bindings &Before) {
  SourceLocation L = Loop.Loc;
  std::set<const ValueDecl *> Pointers = Swapped;
  // The bindings that iterations 0, 1, ... start from, until they repeat.
  std::vector<Bindings> States;
  States.push_back(copyOf(Before));
  std::vector<std::unique_ptr<BlockStmt>> Copies;
  Copies.push_back(std::move(Loop.Body));
  while (!Failed && !sameBindings(saveBindings(), States.front(), Pointers)) {
    if (Copies.size() == 4) {
      fail(L, "the pointers this loop swaps come back to their arrays only "
              "after more than 4 iterations; loopgen lowers rotations of up "
              "to 4 buffers");
      return;
    }
    States.push_back(saveBindings());
    Copies.push_back(lowerLoopBody(Body));
    Pointers.insert(Swapped.begin(), Swapped.end());
  }
  if (Failed)
    return;
  if (Copies.size() == 1) { // Swapped back within the iteration.
    Loop.Body = std::move(Copies.front());
    return;
  }
  if (ControlDepth != 0 || Loop.Step <= 0) {
    fail(L, ControlDepth != 0
                ? "this loop swaps pointers, and runs inside another loop or "
                  "an if; loopgen swaps pointers in loops of the function's "
                  "own body"
                : "this loop swaps pointers and counts down; loopgen swaps "
                  "pointers in loops that count up");
    return;
  }
  // The iteration's number modulo the rotation's length picks its body.
  size_t K = Copies.size();
  ScalarType Ty = Loop.Index->Ty;
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  auto Lit = [&](int64_t V) { return Expr::intLit(V, Ty, L); };
  bool FromZero = Loop.Begin->K == Expr::IntLit && Loop.Begin->IntValue == 0;
  auto Minus = [&](ExprPtr E) {
    return FromZero ? std::move(E)
                    : Expr::binary("-", std::move(E), Loop.Begin->clone(), Ty,
                                   L);
  };
  auto Counted = [&](ExprPtr FromBegin) {
    if (Loop.Step != 1)
      FromBegin = Expr::binary("/", std::move(FromBegin), Lit(Loop.Step), Ty, L);
    return Expr::binary("%", std::move(FromBegin), Lit(K), Ty, L);
  };
  auto Pick = [&](const std::function<ExprPtr()> &Number,
                  std::vector<std::unique_ptr<BlockStmt>> Branches) {
    auto Chain = std::make_unique<BlockStmt>(L);
    BlockStmt *Into = Chain.get();
    for (size_t C = 0; C < K; ++C) {
      if (C + 1 == K) {
        for (StmtPtr &S : Branches[C]->Body)
          Into->Body.push_back(std::move(S));
        break;
      }
      auto If = std::make_unique<IfStmt>(L);
      If->Made = IfStmt::RotationChoice;
      If->Cond = Expr::binary("==", Number(), Lit(C), Bool, L);
      If->Then = std::move(Branches[C]);
      If->Else = std::make_unique<BlockStmt>(L);
      BlockStmt *Next = If->Else.get();
      Into->Body.push_back(std::move(If));
      Into = Next;
    }
    return Chain;
  };
  Loop.Body = Pick(
      [&] {
        return Counted(Minus(Expr::var(Loop.Index, L)));
      },
      std::move(Copies));
  // After the loop: the trip count modulo K, max(0, ceil((e - b) / s)).
  Rotation R;
  R.TripsModulo = Expr::select(
      Expr::binary(">", Loop.End->clone(), Loop.Begin->clone(), Bool, L),
      Counted(Loop.Step == 1 ? Minus(Loop.End->clone())
                             : Expr::binary("+", Minus(Loop.End->clone()),
                                            Lit(Loop.Step - 1), Ty, L)),
      Lit(0), Ty);
  R.States = std::move(States);
  R.Pointers = std::move(Pointers);
  restoreBindings(R.States.front());
  PendingRotation = std::move(R);
}

void Lowering::lowerAfterRotation(
    Rotation R, llvm::ArrayRef<const clang::Stmt *> Rest, BlockStmt &Out,
    llvm::function_ref<void(const clang::ReturnStmt *, BlockStmt &)>
        OnReturn) {
  bool Uses = false;
  for (const clang::Stmt *S : Rest)
    Uses |= mentionsDecl(S, R.Pointers);
  // The caller's swapped vectors: restored at the end of each binding.
  bool Visible = swapsVisibleVectors(R.Pointers);
  if (!Visible && (!Uses || Rest.empty())) {
    lowerExiting(Rest, Out, OnReturn);
    return;
  }
  SourceLocation L =
      Rest.empty() ? R.TripsModulo->Loc : Rest.front()->getBeginLoc();
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  ++ControlDepth;
  BlockStmt *Into = &Out;
  for (size_t C = 0; C < R.States.size(); ++C) {
    restoreBindings(R.States[C]);
    if (C + 1 == R.States.size()) {
      lowerExiting(Rest, *Into, OnReturn);
      if (Visible)
        restoreSwappedVectors(*Into, L);
      break;
    }
    auto If = std::make_unique<IfStmt>(L);
    If->Cond = Expr::binary("==", R.TripsModulo->clone(),
                            Expr::intLit(C, R.TripsModulo->Ty, L), Bool, L);
    If->Then = std::make_unique<BlockStmt>(L);
    If->Else = std::make_unique<BlockStmt>(L);
    lowerExiting(Rest, *If->Then, OnReturn);
    if (Visible)
      restoreSwappedVectors(*If->Then, L);
    BlockStmt *Next = If->Else.get();
    Into->Body.push_back(std::move(If));
    Into = Next;
  }
  --ControlDepth;
}

std::vector<std::pair<const ValueDecl *, Array *>>
Lowering::callerArrays() const {
  std::vector<std::pair<const ValueDecl *, Array *>> Own;
  if (CallStack.size() != 1)
    return Own;
  for (const ParmVarDecl *P : Top.parameters())
    for (const Param &Prm : F->Params)
      if (Prm.Name == P->getNameAsString() && Prm.Arr &&
          Prm.Arr->K == Array::VectorParam && Prm.Arr->CopyBack)
        Own.push_back({P, Prm.Arr});
  for (const auto &[FD, A] : OwnMembers)
    if (A->CopyBack && A->rank() > 0)
      Own.push_back({FD, A});
  return Own;
}

bool Lowering::swapsVisibleVectors(
    const std::set<const ValueDecl *> &Pointers) const {
  for (const auto &[D, A] : callerArrays())
    if (Pointers.count(D))
      return true;
  return false;
}

void Lowering::runOriginalUnlessEqual(ExprPtr A, ExprPtr B, SourceLocation L) {
  if (A->Ty != B->Ty) { // size_t beside int: compared signed.
    ScalarType Long = ScalarType::get(ScalarType::Integer, "long long", 64);
    A = Expr::cast(Long, std::move(A), L);
    B = Expr::cast(Long, std::move(B), L);
  }
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  ExprPtr Swapped = Expr::binary("!=", B->clone(), A->clone(), Bool, L);
  ExprPtr Differ = Expr::binary("!=", std::move(A), std::move(B), Bool, L);
  for (const ExprPtr &C : F->HostWhen)
    if (C->sameAs(*Differ) || C->sameAs(*Swapped))
      return;
  F->HostWhen.push_back(std::move(Differ));
}

ExprPtr Lowering::valueOnEntry(const Expr &E) {
  // const locals set once from parameters (`const int n = rows * cols;`):
  // their initializers.
  std::map<const Variable *, const VarDecl *> Constants;
  for (const auto &[D, V] : Vars)
    if (const auto *VD = dyn_cast<VarDecl>(D);
        VD && VD->getType().isConstQualified() && VD->getInit() &&
        V->K == Variable::Local)
      Constants[V] = VD;
  bool Known = true;
  ExprPtr Out = E.clone();
  for (int Round = 0; Round < 4; ++Round) {
    bool Changed = false;
    Known = true;
    mutateExpr(Out, [&](Expr &X) -> ExprPtr {
      if (X.K == Expr::Access)
        Known = false;
      if (X.K != Expr::VarRef || X.Var->K == Variable::Param ||
          X.Var->K == Variable::VectorSize)
        return nullptr;
      auto It = Constants.find(X.Var);
      ExprPtr Init =
          It == Constants.end() ? nullptr : lowerExpr(It->second->getInit());
      if (!Init) {
        Known = false;
        return nullptr;
      }
      if (Init->Ty != X.Ty)
        Init = Expr::cast(X.Ty, std::move(Init), X.Loc);
      Changed = true;
      return Init;
    });
    if (!Changed)
      break;
  }
  // Only parameters the function never assigns, and sizes.
  std::function<bool(const clang::Stmt *, const ValueDecl *)> Assigns =
      [&](const clang::Stmt *S, const ValueDecl *P) {
        if (!S)
          return false;
        const clang::Expr *Target = nullptr;
        if (const auto *BO = dyn_cast<BinaryOperator>(S);
            BO && BO->isAssignmentOp())
          Target = BO->getLHS();
        if (const auto *UO = dyn_cast<UnaryOperator>(S);
            UO && UO->isIncrementDecrementOp())
          Target = UO->getSubExpr();
        if (const auto *DRE =
                Target ? dyn_cast<DeclRefExpr>(Target->IgnoreParenImpCasts())
                       : nullptr;
            DRE && DRE->getDecl() == P)
          return true;
        for (const clang::Stmt *C : S->children())
          if (Assigns(C, P))
            return true;
        return false;
      };
  walkExpr(*Out, [&](const Expr &X) {
    if (X.K == Expr::Access ||
        (X.K == Expr::VarRef && X.Var->K != Variable::Param &&
         X.Var->K != Variable::VectorSize))
      Known = false;
    if (X.K == Expr::VarRef && X.Var->K == Variable::Param)
      for (const auto &[D, V] : Vars)
        if (V == X.Var && isa<ParmVarDecl>(D) && Assigns(Top.getBody(), D))
          Known = false;
  });
  return Known ? std::move(Out) : nullptr;
}

void Lowering::restoreSwappedVectors(BlockStmt &Out, SourceLocation L) {
  // Each caller's array and the array its name ends bound to.
  std::vector<std::pair<Array *, Array *>> Moves;
  std::vector<const ValueDecl *> Names;
  for (const auto &[D, Own] : callerArrays())
    if (Array *Now = boundArray(D); Now && Now != Own) {
      Moves.push_back({Own, Now});
      Names.push_back(D);
    }
  if (Moves.empty())
    return;
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  for (const auto &[Own, Now] : Moves) {
    std::string Which = "'" + Own->userName() + "' and '" + Now->userName() +
                        "' are swapped, which exchanges them for the caller";
    if (Own->K == Array::PointerParam) {
      fail(L, "pointer members " + Which +
                  "; loopgen swaps std::vector and array members");
      return;
    }
    if (Own->rank() != Now->rank() || Own->Elem != Now->Elem ||
        Own->Record != Now->Record) {
      fail(L, Which + "; loopgen exchanges the elements of arrays of one "
                      "type and rank");
      return;
    }
    // The caller's vector takes the other's size: where the sizes differ,
    // the call runs on the host as written.
    for (size_t D = 0; D < Own->rank(); ++D) {
      if (Own->Dims[D]->sameAs(*Now->Dims[D]))
        continue;
      ExprPtr OwnSize = valueOnEntry(*Own->Dims[D]),
              NowSize = valueOnEntry(*Now->Dims[D]);
      if (!OwnSize || !NowSize) {
        fail(L, Which + ", and their sizes are not known to be equal on "
                        "entry; loopgen exchanges the elements of arrays of "
                        "one size");
        return;
      }
      runOriginalUnlessEqual(std::move(OwnSize), std::move(NowSize), L);
    }
  }
  // for (i...) { t0 = now0[i...]; ...; own0[i...] = t0; ... }: all read
  // first, in one nest per rank (a cycle's arrays have one rank); the
  // arrays of one nest are checked on entry to have the first's extents.
  std::map<size_t, std::vector<std::pair<Array *, Array *>>> ByRank;
  for (const auto &Move : Moves)
    ByRank[Move.first->rank()].push_back(Move);
  for (const auto &[Rank, Group] : ByRank)
    for (const auto &[Own, Now] : Group)
      for (size_t D = 0; D < Rank; ++D) {
        const Expr &First = *Group.front().first->Dims[D];
        if (Own->Dims[D]->sameAs(First))
          continue;
        ExprPtr A = valueOnEntry(First), B = valueOnEntry(*Own->Dims[D]);
        if (!A || !B) {
          fail(L, "'" + Own->userName() + "' and '" +
                      Group.front().first->userName() +
                      "' are exchanged with other arrays at the end, and "
                      "their sizes are not known to be equal on entry; "
                      "loopgen exchanges the elements of arrays of one size");
          return;
        }
        runOriginalUnlessEqual(std::move(A), std::move(B), L);
      }
  for (const auto &[Rank, Group] : ByRank) {
    BlockStmt *Into = &Out;
    std::vector<Variable *> Index;
    for (size_t D = 0; D < Rank; ++D) {
      auto Loop = std::make_unique<ForStmt>(L);
      Loop->Index = F->newVar(Variable::LoopIndex, F->freshName("swapped_i"),
                              ScalarType::get(ScalarType::Integer, "long", 64));
      Loop->Begin = Expr::intLit(0, Loop->Index->Ty);
      Loop->End = Group.front().first->Dims[D]->clone();
      Loop->Label = label(L);
      Loop->Body = std::make_unique<BlockStmt>(L);
      Index.push_back(Loop->Index);
      BlockStmt *Next = Loop->Body.get();
      Into->Body.push_back(std::move(Loop));
      Into = Next;
    }
    auto At = [&](Array *A) {
      std::vector<ExprPtr> Sub;
      for (Variable *I : Index)
        Sub.push_back(Expr::var(I, L));
      return Expr::access(A, std::move(Sub), L);
    };
    std::vector<Variable *> Temps;
    for (const auto &[Own, Now] : Group)
      Temps.push_back(declareLocal(Own->Name + "_next", At(Now), L, *Into));
    for (size_t K = 0; K < Group.size(); ++K)
      Into->Body.push_back(std::make_unique<AssignStmt>(
          At(Group[K].first), "", Expr::var(Temps[K], L), L));
    if (Rank == 1)
      cast<ForStmt>(*Out.Body.back()).Exchange = true;
  }
  for (size_t K = 0; K < Names.size(); ++K)
    bindArray(Names[K], Moves[K].first);
}

bool Lowering::usesRotatedPointers(
    llvm::ArrayRef<const clang::Stmt *> Rest) const {
  bool Uses = false;
  for (const clang::Stmt *S : Rest)
    Uses |= PendingRotation && mentionsDecl(S, PendingRotation->Pointers);
  return Uses;
}

ExprPtr Lowering::pointerComparison(const clang::BinaryOperator *BO) {
  if (!BO->isEqualityOp() || !BO->getLHS()->getType()->isPointerType() ||
      !BO->getRHS()->getType()->isPointerType())
    return nullptr;
  // The array each side names, and its offset variable if a local.
  auto Named = [&](const clang::Expr *E) -> std::pair<Array *, Variable *> {
    const ValueDecl *D = rebindableName(E);
    if (!D)
      return {nullptr, nullptr};
    if (auto It = Rows.find(D); It != Rows.end() && It->second.Prefix.empty())
      return {It->second.A,
              It->second.Offset ? It->second.Offset->Var : nullptr};
    return {boundArray(D), nullptr};
  };
  auto [A, OffA] = Named(BO->getLHS());
  auto [B, OffB] = Named(BO->getRHS());
  if (!A || !B)
    return nullptr;
  bool Equal = BO->getOpcode() == BO_EQ;
  SourceLocation L = BO->getOperatorLoc();
  if (A != B) // Pointer parameters do not alias (the host code checks).
    return Expr::boolLit(!Equal, L);
  if (!OffA && !OffB)
    return Expr::boolLit(Equal, L);
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  auto Offset = [&](Variable *V) {
    return V ? Expr::var(V, L) : Expr::intLit(0, (OffA ? OffA : OffB)->Ty, L);
  };
  return Expr::binary(Equal ? "==" : "!=", Offset(OffA), Offset(OffB), Bool,
                      L);
}

} // namespace loopgen
