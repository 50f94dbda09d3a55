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

namespace {

const ValueDecl *declOf(const clang::Expr *E) {
  const auto *DRE = E ? dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()) : nullptr;
  return DRE ? DRE->getDecl() : nullptr;
}

/// The assignment `To = From` of two names, as a statement.
bool isNameAssignment(const clang::Stmt *S, const ValueDecl *&To,
                      const ValueDecl *&From) {
  const auto *BO = dyn_cast<BinaryOperator>(S);
  if (!BO || BO->getOpcode() != BO_Assign)
    return false;
  To = declOf(BO->getLHS());
  From = declOf(BO->getRHS());
  return To && From;
}

} // namespace

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
  return B;
}

void Lowering::restoreBindings(const Bindings &B) {
  Bindings C = copyOf(B);
  Rows = std::move(C.Rows);
  Arrays.clear();
  Arrays.insert(C.Arrays.begin(), C.Arrays.end());
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
  size_t Length = 0;
  const clang::Stmt *First = Stmts[0];
  if (const auto *EWC = dyn_cast<ExprWithCleanups>(First))
    First = EWC->getSubExpr();
  if (const auto *MCE = dyn_cast<CXXMemberCallExpr>(First)) {
    // a.swap(b) of two std::vectors: std::swap(a, b).
    const CXXMethodDecl *MD = MCE->getMethodDecl();
    if (MD && MD->getName() == "swap" && MD->getParent()->isInStdNamespace() &&
        MCE->getNumArgs() == 1) {
      Cycle = {declOf(MCE->getImplicitObjectArgument()),
               declOf(MCE->getArg(0))};
      Length = 1;
    }
  } else if (const auto *CE = dyn_cast<CallExpr>(First)) {
    const FunctionDecl *FD = CE->getDirectCallee();
    if (FD && FD->getName() == "swap" && FD->isInStdNamespace() &&
        CE->getNumArgs() == 2) {
      Cycle = {declOf(CE->getArg(0)), declOf(CE->getArg(1))};
      Length = 1;
    }
  } else if (Stmts.size() >= 3) {
    // T *t = p; p = q; q = t;  or, t declared before,  t = p; p = q; q = t;
    // and rotations of more: t = a; a = b; b = c; c = t;
    const ValueDecl *Saved = nullptr, *To0, *From0;
    if (const auto *DS = dyn_cast<clang::DeclStmt>(First);
        DS && DS->isSingleDecl()) {
      Temp = dyn_cast<VarDecl>(DS->getSingleDecl());
      Saved = Temp ? declOf(Temp->getInit()) : nullptr;
    } else if (isNameAssignment(First, To0, From0)) {
      Temp = dyn_cast<VarDecl>(To0);
      Saved = From0;
    }
    if (Temp && Saved && Temp->getType()->isPointerType()) {
      std::vector<const ValueDecl *> Chain{Saved};
      for (size_t K = 1; K < Stmts.size() && K <= 4; ++K) {
        const ValueDecl *To, *From;
        if (!isNameAssignment(Stmts[K], To, From) || To != Chain.back())
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
    Params &= Arrays.count(X) && Arrays.lookup(X)->rank() > 0;
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
      Arrays[Temp] = Arrays.lookup(Cycle.front());
    Array *Front = Arrays.lookup(Cycle.front());
    for (size_t K = 0; K + 1 < Cycle.size(); ++K)
      Arrays[Cycle[K]] = Arrays.lookup(Cycle[K + 1]);
    Arrays[Cycle.back()] = Front;
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

bool Lowering::swapsVisibleVectors(
    const std::set<const ValueDecl *> &Pointers) const {
  if (CallStack.size() != 1)
    return false;
  for (const ParmVarDecl *P : Top.parameters())
    if (Pointers.count(P))
      for (const Param &Prm : F->Params)
        if (Prm.Name == P->getNameAsString() && Prm.Arr &&
            Prm.Arr->K == Array::VectorParam && Prm.Arr->CopyBack)
          return true;
  return false;
}

void Lowering::restoreSwappedVectors(BlockStmt &Out, SourceLocation L) {
  if (CallStack.size() != 1)
    return;
  // Each caller's vector and the array its name ends bound to.
  std::vector<std::pair<Array *, Array *>> Moves;
  std::vector<const ParmVarDecl *> Names;
  for (const ParmVarDecl *P : Top.parameters())
    for (const Param &Prm : F->Params)
      if (Prm.Name == P->getNameAsString() && Prm.Arr &&
          Prm.Arr->K == Array::VectorParam && Prm.Arr->CopyBack &&
          Arrays.lookup(P) && Arrays.lookup(P) != Prm.Arr) {
        Moves.push_back({Prm.Arr, Arrays.lookup(P)});
        Names.push_back(P);
      }
  if (Moves.empty())
    return;
  Array *First = Moves.front().first;
  for (const auto &[Own, Now] : Moves)
    if (Own->rank() != 1 || Now->rank() != 1 || Own->Elem != Now->Elem ||
        !Own->Record.empty()) {
      fail(L, "std::vector parameters '" + Own->Name + "' and '" + Now->Name +
                  "' are swapped, which exchanges them for the caller; "
                  "loopgen exchanges the elements of flat vectors of one "
                  "scalar type");
      return;
    }
  // for (i < n) { t0 = now0[i]; ...; own0[i] = t0; ... }: all read first.
  auto Loop = std::make_unique<ForStmt>(L);
  Loop->Index = F->newVar(Variable::LoopIndex, F->freshName("swapped_i"),
                          ScalarType::get(ScalarType::Integer, "long", 64));
  Loop->Begin = Expr::intLit(0, Loop->Index->Ty);
  Loop->End = First->Dims[0]->clone();
  Loop->Label = label(L);
  Loop->Body = std::make_unique<BlockStmt>(L);
  std::vector<Variable *> Temps;
  for (const auto &[Own, Now] : Moves) {
    Variable *T = F->newVar(Variable::Local, F->freshName(Own->Name + "_next"),
                            Own->Elem, L);
    auto Decl = std::make_unique<DeclStmt>(L);
    Decl->Var = T;
    std::vector<ExprPtr> Sub;
    Sub.push_back(Expr::var(Loop->Index, L));
    Decl->Init = Expr::access(Now, std::move(Sub), L);
    Loop->Body->Body.push_back(std::move(Decl));
    Temps.push_back(T);
  }
  for (size_t K = 0; K < Moves.size(); ++K) {
    std::vector<ExprPtr> Sub;
    Sub.push_back(Expr::var(Loop->Index, L));
    Loop->Body->Body.push_back(std::make_unique<AssignStmt>(
        Expr::access(Moves[K].first, std::move(Sub), L), "",
        Expr::var(Temps[K], L), L));
  }
  Out.Body.push_back(std::move(Loop));
  for (size_t K = 0; K < Names.size(); ++K)
    Arrays[Names[K]] = Moves[K].first;
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
    const ValueDecl *D = declOf(E);
    if (!D)
      return {nullptr, nullptr};
    if (auto It = Rows.find(D); It != Rows.end() && It->second.Prefix.empty())
      return {It->second.A,
              It->second.Offset ? It->second.Offset->Var : nullptr};
    return {Arrays.lookup(D), nullptr};
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
