//===- Scans.cpp - Loops whose only dependence is a running value ---------===//

#include "loopgen/Analysis/Scans.h"
#include "loopgen/Analysis/Accesses.h"
#include "loopgen/Analysis/Dependence.h"
#include "loopgen/Analysis/Reductions.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include <algorithm>
#include <optional>

namespace loopgen {

namespace {

bool mentionsVar(const Expr &E, const Variable *V) {
  return mentions(E, std::set<const Variable *>{V});
}

/// Op's identity as a literal of type Ty; null for min and max.
ExprPtr identity(const std::string &Op, const ScalarType &Ty) {
  if (Op != "+" && Op != "*" && Op != "|" && Op != "^" && Op != "&")
    return nullptr;
  int64_t V = Op == "*" ? 1 : Op == "&" ? -1 : 0;
  if (Ty.isFloating())
    return Expr::floatLit(V ? "1.0" : "0.0", Ty);
  return Expr::cast(Ty, Expr::intLit(V, ScalarType::intTy()));
}

ExprPtr castTo(ExprPtr E, const ScalarType &Ty) {
  return E->Ty == Ty ? std::move(E) : Expr::cast(Ty, std::move(E));
}

/// What `V = Value` accumulates into V with Op: the operand other than V of
/// a min or max, else Value with V replaced by Op's identity.
ExprPtr plainElement(const Expr &Value, const Variable *V,
                     const std::string &Op) {
  const Expr &E = stripValueCasts(Value);
  if (Op == "min" || Op == "max") {
    if (E.K == Expr::Call)
      return E.Ops[isVarRef(*E.Ops[0], V) ? 1 : 0]->clone();
    if (E.K == Expr::Select)
      return E.Ops[isVarRef(*E.Ops[1], V) ? 2 : 1]->clone();
    return nullptr;
  }
  // V op e and e op V are e; in longer chains V becomes the identity.
  if (E.K == Expr::Binary && E.Text == Op && E.Ops.size() == 2) {
    if (isVarRef(*E.Ops[0], V))
      return E.Ops[1]->clone();
    if (isVarRef(*E.Ops[1], V))
      return E.Ops[0]->clone();
  }
  ExprPtr Out = Value.clone();
  ExprPtr Id = identity(Op, V->Ty);
  mutateExpr(Out, [&](Expr &X) -> ExprPtr {
    return X.K == Expr::VarRef && X.Var == V ? Id->clone() : nullptr;
  });
  return Out;
}

bool writesScalar(const Stmt &S, const Variable *V);

/// What the statement U accumulates into V, and with which operator; null
/// when U is no update of V that a scan can run. InThen: where in the Then
/// block of an if the update is, when it shares that block.
ExprPtr updateElement(const Stmt &U, const Variable *V, std::string &Op,
                      int *InThen = nullptr) {
  if (U.K == Stmt::Assign) {
    auto &A = cast<AssignStmt>(U);
    Op = assignmentUpdate(A, V);
    if (Op.empty() || Op == "&&" || Op == "||")
      return nullptr;
    if (A.Op.empty())
      return plainElement(*A.Value, V, Op);
    ExprPtr E = A.Value->clone();
    if (A.Op == "-") {
      ScalarType Ty = E->Ty; // Read before E is moved from.
      E = Expr::unary("-", std::move(E), Ty);
    }
    return E;
  }
  if (U.K != Stmt::If)
    return nullptr;
  auto &I = cast<IfStmt>(U);
  Op = conditionalUpdate(I, V);
  if (!Op.empty()) // if (e > V) V = e: max(V, e).
    return cast<AssignStmt>(*I.Then->Body[0]).Value->clone();
  if (mentionsVar(*I.Cond, V))
    return nullptr;
  // if (c) V op= a; else V op= b: V op= (c ? a : b), one operator.
  if (I.Else) {
    if (I.Then->Body.size() != 1 || I.Else->Body.size() != 1)
      return nullptr;
    std::string ElseOp;
    ExprPtr A = updateElement(*I.Then->Body[0], V, Op);
    ExprPtr B = updateElement(*I.Else->Body[0], V, ElseOp);
    if (!A || !B || Op != ElseOp)
      return nullptr;
    ScalarType Ty = A->Ty;
    return Expr::select(I.Cond->clone(), castTo(std::move(A), Ty),
                        castTo(std::move(B), Ty), Ty);
  }
  // if (c) V op= e: V op= (c ? e : identity). Other statements of the if may
  // read V (`if (c) { out[n] = x; n++; }`).
  int At = -1;
  for (size_t K = 0; K < I.Then->Body.size(); ++K)
    if (writesScalar(*I.Then->Body[K], V)) {
      if (At >= 0)
        return nullptr;
      At = int(K);
    }
  if (At < 0 || (I.Then->Body.size() > 1 && !InThen))
    return nullptr;
  ExprPtr E = updateElement(*I.Then->Body[At], V, Op);
  ExprPtr Id = E ? identity(Op, V->Ty) : nullptr;
  if (!Id)
    return nullptr;
  // The element is computed before the if runs: not from its locals, nor
  // from what its statements before the update change.
  std::set<const Variable *> Changed = boundScalars(*I.Then);
  std::set<const Array *> Overwritten;
  for (int K = 0; K < At; ++K) {
    std::set<const Variable *> Assigned = assignedScalars(*I.Then->Body[K]);
    Changed.insert(Assigned.begin(), Assigned.end());
    std::set<const Array *> Written = writtenArrays(*I.Then->Body[K]);
    Overwritten.insert(Written.begin(), Written.end());
  }
  bool ReadsOverwritten = false;
  walkExpr(*E, [&](const Expr &X) {
    ReadsOverwritten |= X.K == Expr::Access && Overwritten.count(X.Arr);
  });
  if (mentions(*E, Changed) || ReadsOverwritten)
    return nullptr;
  if (InThen)
    *InThen = At;
  ScalarType Ty = V->Ty;
  return Expr::select(I.Cond->clone(), castTo(std::move(E), Ty), std::move(Id),
                      Ty);
}

bool writesScalar(const Stmt &S, const Variable *V) {
  bool Found = false;
  walkStmts(S, [&](const Stmt &X) {
    Found |= X.K == Stmt::Assign &&
             cast<AssignStmt>(X).Target->K == Expr::VarRef &&
             cast<AssignStmt>(X).Target->Var == V;
  });
  return Found;
}

bool readsScalar(const Stmt &S, const Variable *V) {
  bool Found = false;
  walkAllExprs(S, [&](const Expr &E) { Found |= isVarRef(E, V); });
  return Found;
}

bool touchesArray(const Stmt &S, const Array *A) {
  bool Found = false;
  walkAllExprs(S, [&](const Expr &E) {
    Found |= E.K == Expr::Access && E.Arr == A;
  });
  return Found;
}

/// The scan of the scalar V, the only one declared outside L that L writes.
std::unique_ptr<ScanInfo> scalarScan(const ForStmt &L, Variable *V,
                                     std::string &WhyNot) {
  const auto &Body = L.Body->Body;
  int Update = -1;
  bool ReadElsewhere = false;
  for (size_t K = 0; K < Body.size(); ++K) {
    if (writesScalar(*Body[K], V)) {
      if (Update >= 0)
        return nullptr;
      Update = int(K);
    } else {
      ReadElsewhere |= readsScalar(*Body[K], V);
    }
  }
  // Or read next to its update, in an if.
  if (Update >= 0 && Body[Update]->K == Stmt::If &&
      !cast<IfStmt>(*Body[Update]).Else)
    for (const StmtPtr &S : cast<IfStmt>(*Body[Update]).Then->Body)
      ReadElsewhere |= !writesScalar(*S, V) && readsScalar(*S, V);
  // A value only accumulated is a reduction's business.
  if (Update < 0 || !ReadElsewhere)
    return nullptr;
  std::string Name = "'" + V->userName() + "'";
  auto Info = std::make_unique<ScanInfo>();
  Info->Element = updateElement(*Body[Update], V, Info->Op, &Info->InThen);
  if (!Info->Element || !validReductionOp(Info->Op, V->Ty)) {
    WhyNot = "scalar " + Name +
             " is read in the loop, and its update is not one accumulation "
             "with an associative operator, so it is no scan";
    return nullptr;
  }
  if (V->Ty.isIntegral() && Info->Element->Ty.isFloating()) {
    WhyNot = "scalar " + Name +
             " is an integer that accumulates floating-point values, "
             "rounded at every step, so it is no scan";
    return nullptr;
  }
  Info->Element = castTo(std::move(Info->Element), V->Ty);
  Info->Var = V;
  Info->Update = unsigned(Update);
  Info->Init = Expr::var(V);
  return Info;
}

/// The access of A in E at the subscripts Shifted (polynomials), if E has
/// exactly one such access and no other access of A but at Current.
const Expr *previousElement(const Expr &E, const Array *A,
                            const std::vector<Polynomial> &Shifted,
                            const std::string &Current, bool &Other) {
  const Expr *Found = nullptr;
  unsigned Count = 0;
  walkExpr(E, [&](const Expr &X) {
    if (X.K != Expr::Access || X.Arr != A)
      return;
    bool Match = X.Ops.size() == Shifted.size();
    for (size_t D = 0; Match && D < Shifted.size(); ++D) {
      auto P = Polynomial::from(*X.Ops[D]);
      Match = P && *P == Shifted[D];
    }
    if (Match) {
      Found = &X;
      ++Count;
    } else if (ExprPrinter().print(X) != Current) {
      Other = true;
    }
  });
  return Count == 1 ? Found : nullptr;
}

/// The recurrence `A[..i..] = A[..i-1..] Op e` of a top-level statement.
std::unique_ptr<ScanInfo> arrayScan(const ForStmt &L, std::string &WhyNot) {
  const auto &Body = L.Body->Body;
  for (size_t K = 0; K < Body.size(); ++K) {
    if (Body[K]->K != Stmt::Assign)
      continue;
    auto &U = cast<AssignStmt>(*Body[K]);
    // A record's field of another type than its slots' is no scan's.
    if (U.Target->K != Expr::Access || U.Target->Ops.empty() ||
        U.Target->Ty != U.Target->Arr->Elem)
      continue;
    const Array *A = U.Target->Arr;
    // The subscripts of the previous iteration's element, of the index and
    // of what does not change in the loop.
    std::set<const Variable *> Changing = changingScalars(L);
    Changing.erase(L.Index);
    std::vector<Polynomial> Shifted;
    bool Moves = false, Affine = true;
    for (const ExprPtr &Sub : U.Target->Ops) {
      if (mentions(*Sub, Changing)) {
        Affine = false;
        break;
      }
      auto P = Polynomial::from(*Sub);
      auto C = P ? P->coefficientOf(L.Index) : std::nullopt;
      if (!C || !C->isConstant()) {
        Affine = false;
        break;
      }
      Moves |= C->constantTerm() != 0;
      Shifted.push_back(*P - *C);
    }
    if (!Affine || !Moves)
      continue;
    std::string Current = ExprPrinter().print(*U.Target);
    bool Other = false;
    const Expr *Prev =
        previousElement(*U.Value, A, Shifted, Current, Other);
    if (!Prev)
      continue;
    std::string Name = "'" + A->userName() + "'";
    // The update as `prev' = value'` of a stand-in scalar.
    Variable Stand{Variable::Local, "loopgen_prev", A->Elem, {}, {}, false};
    ExprPtr Value = U.Value->clone();
    mutateExpr(Value, [&](Expr &X) -> ExprPtr {
      if (X.K == Expr::Access && X.Arr == A &&
          X.sameAs(*Prev))
        return Expr::var(&Stand);
      return nullptr;
    });
    if (!U.Op.empty())
      Value = Expr::binary(U.Op, U.Target->clone(), std::move(Value), A->Elem);
    AssignStmt Plain(Expr::var(&Stand), "", std::move(Value));
    auto Info = std::make_unique<ScanInfo>();
    Info->Op = assignmentUpdate(Plain, &Stand);
    if (Info->Op.empty() || Info->Op == "&&" || Info->Op == "||" ||
        !validReductionOp(Info->Op, A->Elem) || Other) {
      WhyNot = "the recurrence on " + Name +
               " is not one accumulation with an associative operator, so "
               "it is no scan";
      return nullptr;
    }
    Info->Element = plainElement(*Plain.Value, &Stand, Info->Op);
    if (!Info->Element || mentionsVar(*Info->Element, &Stand) ||
        (A->Elem.isIntegral() && Info->Element->Ty.isFloating())) {
      WhyNot = "the recurrence on " + Name + " rounds at every step";
      return nullptr;
    }
    Info->Element = castTo(std::move(Info->Element), A->Elem);
    // A is otherwise only read, at the iteration's own element, after the
    // update (its new value).
    for (size_t J = 0; J < Body.size(); ++J) {
      if (J == K)
        continue;
      bool Bad = false;
      walkAllExprs(*Body[J], [&](const Expr &X) {
        Bad |= X.K == Expr::Access && X.Arr == A &&
               (J < K || ExprPrinter().print(X) != Current);
      });
      Bad |= writtenArrays(*Body[J]).count(A) > 0;
      if (Bad) {
        WhyNot = "the loop accesses " + Name +
                 " elsewhere than in the recurrence, so it is no scan";
        return nullptr;
      }
    }
    Info->IntoArray = true;
    Info->Update = unsigned(K);
    Info->Init = Prev->clone();
    ExprPtr Begin = L.Begin->clone();
    mutateExpr(Info->Init, [&](Expr &X) -> ExprPtr {
      return X.K == Expr::VarRef && X.Var == L.Index ? Begin->clone()
                                                     : nullptr;
    });
    return Info;
  }
  return nullptr;
}

/// Stream compaction: the arrays written only at [V] in the if whose Then
/// adds a positive integer constant to V (`if (c) { out[n] = x; n++; }`).
/// Their writes never meet: V grows between any two.
std::set<const Array *> compactedArrays(const ForStmt &L,
                                        const ScanInfo &Info) {
  std::set<const Array *> Out;
  const Stmt &U = *L.Body->Body[Info.Update];
  if (Info.InThen < 0 || Info.Op != "+" || !Info.Var->Ty.isIntegral())
    return Out;
  auto &Then = *cast<IfStmt>(U).Then;
  auto &Update = cast<AssignStmt>(*Then.Body[Info.InThen]);
  const Expr &Step = stripValueCasts(*Update.Value);
  bool Positive = Update.Op == "+" && Step.K == Expr::IntLit && Step.IntValue > 0;
  if (!Positive && Update.Op.empty() && Step.K == Expr::Binary &&
      Step.Text == "+" && Step.Ops.size() == 2) {
    const Expr &C = stripValueCasts(*Step.Ops[1]);
    Positive = isVarRef(*Step.Ops[0], Info.Var) && C.K == Expr::IntLit &&
               C.IntValue > 0;
  }
  if (!Positive)
    return Out;
  // Each array written at V + d for one constant d (`out[n] = x; n++;`, or
  // `n++; out[n - 1] = x;` after the update), by one statement of Then:
  // V grows between any two iterations that write, so they never meet.
  for (const Array *A : writtenArrays(Then)) {
    std::optional<Polynomial> Offset;
    bool AtV = true;
    walkAllExprs(*L.Body, [&](const Expr &E) {
      if (E.K != Expr::Access || E.Arr != A)
        return;
      auto P = E.Ops.size() == 1 ? Polynomial::from(*E.Ops[0]) : std::nullopt;
      std::optional<Polynomial> D;
      if (P)
        D = *P - Polynomial::variable(Info.Var);
      AtV &= D && D->isConstant() && (!Offset || *Offset == *D);
      if (AtV)
        Offset = D;
    });
    unsigned Writers = 0;
    for (size_t K = 0; K < Then.Body.size(); ++K)
      if (writtenArrays(*Then.Body[K]).count(A)) {
        ++Writers;
        AtV &= int(K) != Info.InThen && Then.Body[K]->K == Stmt::Assign;
      }
    AtV &= Writers == 1;
    for (size_t K = 0; K < L.Body->Body.size(); ++K)
      AtV &= K == Info.Update || !touchesArray(*L.Body->Body[K], A);
    if (AtV)
      Out.insert(A);
  }
  return Out;
}

/// Whether S only computes scalars declared in the loop body (Declared),
/// without the running value: the scan's first pass may run it.
bool computesLocals(const Stmt &S, const std::set<const Variable *> &Declared,
                    const ScanInfo &Info) {
  bool OK = writtenArrays(S).empty();
  walkStmts(S, [&](const Stmt &X) {
    if (X.K == Stmt::Assign) {
      auto &A = cast<AssignStmt>(X);
      OK &= A.Target->K == Expr::VarRef && Declared.count(A.Target->Var);
    }
    OK &= X.K != Stmt::Decl || !cast<DeclStmt>(X).Arr;
  });
  walkAllExprs(S, [&](const Expr &E) {
    if (Info.Var)
      OK &= !isVarRef(E, Info.Var);
    else
      OK &= E.K != Expr::Access || E.Arr != Info.Init->Arr;
  });
  return OK;
}

} // namespace

std::vector<const Variable *> runningValues(const ForStmt &L) {
  BodyAccesses S = collectAccesses(*L.Body);
  std::vector<const Variable *> Out;
  for (auto &[V, Loc] : S.ScalarWrites)
    if (!S.Declared.count(V) && std::find(Out.begin(), Out.end(), V) == Out.end())
      Out.push_back(V);
  return Out;
}

std::unique_ptr<ScanInfo> findScan(const Function &F, const ForStmt &L,
                                   std::string &WhyNot) {
  if (L.IsParallel || L.Annot.K == LoopAnnotation::Sequential ||
      !L.Index->Ty.isIntegral())
    return nullptr;
  BodyAccesses S = collectAccesses(*L.Body);
  std::vector<const Variable *> Outer = runningValues(L);
  if (Outer.size() > 1)
    return nullptr;
  // A running value may run in any direction and stride (suffix sums);
  // recurrences are taken along loops of step 1.
  if (Outer.empty() && L.Step != 1)
    return nullptr;
  std::unique_ptr<ScanInfo> Info =
      Outer.empty() ? arrayScan(L, WhyNot)
                    // const_cast: expressions name variables
                    // by mutable pointer; it is the
                    // function's.
                    : scalarScan(L, const_cast<Variable *>(Outer[0]), WhyNot);
  if (!Info)
    return nullptr;
  std::string What =
      Info->Var ? "scalar '" + Info->Var->userName() + "'"
                : "the recurrence on '" + Info->Init->Arr->userName() + "'";
  auto Refuse = [&](const std::string &Why) {
    WhyNot = What + " is a scan, but " + Why;
    return nullptr;
  };
  if (!S.DeclaredArrays.empty())
    return Refuse("the loop declares arrays");
  if (Info->Var && F.KeepRoundingOrder &&
      reassociatesRounding(Info->Op, Info->Var->Ty))
    return Refuse("--strict-fp keeps the order of its floating-point "
                  "rounding");
  if (!Info->Var && F.KeepRoundingOrder &&
      reassociatesRounding(Info->Op, Info->Init->Arr->Elem))
    return Refuse("--strict-fp keeps the order of its floating-point "
                  "rounding");
  if (Info->Var && (mentionsVar(*L.Begin, Info->Var) ||
                    mentionsVar(*L.End, Info->Var)))
    return Refuse("the loop's bounds read it");
  // The first pass computes each element from the statements before the
  // update that only compute locals; nothing before the update may change
  // what the element reads.
  const auto &Body = L.Body->Body;
  std::set<const Array *> ElementReads;
  std::set<const Variable *> ElementLocals;
  walkExpr(*Info->Element, [&](const Expr &E) {
    if (E.K == Expr::Access)
      ElementReads.insert(E.Arr);
    if (E.K == Expr::VarRef && S.Declared.count(E.Var))
      ElementLocals.insert(E.Var);
  });
  for (unsigned K = 0; K < Info->Update; ++K) {
    for (const Array *A : writtenArrays(*Body[K]))
      if (ElementReads.count(A))
        return Refuse("'" + A->userName() +
                      "', which it accumulates, is written before its update");
    if (computesLocals(*Body[K], S.Declared, *Info)) {
      Info->LocalsBefore.push_back(K);
      continue;
    }
    for (const Variable *V : ElementLocals)
      if (writesScalar(*Body[K], V) || [&] {
            bool Declares = false;
            walkStmts(*Body[K], [&](const Stmt &X) {
              Declares |= X.K == Stmt::Decl &&
                          cast<DeclStmt>(X).Var == V;
            });
            return Declares;
          }())
        return Refuse("'" + V->userName() +
                      "', which it accumulates, depends on "
                      "the running value");
  }
  // Given the running value, the iterations must be independent.
  // const_cast: the dependence test is asked about L with its running value as
  // a reduction, which is cleared after.
  auto &Mutable = const_cast<ForStmt &>(L);
  if (Info->Var) {
    std::set<const Array *> Compacted = compactedArrays(L, *Info);
    Mutable.Reductions = {{Info->Var, Info->Op}};
    DependenceResult R;
    for (const Array *A : writtenArrays(L))
      if (!Compacted.count(A) && R.K == DependenceResult::Independent)
        R = testLoop(F, L, A);
    Mutable.Reductions.clear();
    if (R.K != DependenceResult::Independent)
      return Refuse("the rest of the loop is not parallel: " + R.Reason);
  } else {
    for (const Array *A : writtenArrays(L)) {
      if (A == Info->Init->Arr)
        continue;
      DependenceResult R = testLoop(F, L, A);
      if (R.K != DependenceResult::Independent)
        return Refuse("the rest of the loop is not parallel: " + R.Reason);
    }
  }
  return Info;
}

} // namespace loopgen
