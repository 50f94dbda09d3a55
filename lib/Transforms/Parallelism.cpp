//===- Parallelism.cpp - Decide which loops run in parallel ---------------===//

#include "loopgen/Transforms/Parallelism.h"
#include "loopgen/Analysis/Accesses.h"
#include "loopgen/Analysis/Dependence.h"
#include "loopgen/Analysis/Reductions.h"
#include "loopgen/Analysis/SameValueStores.h"
#include "loopgen/Analysis/Subscripts.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include <algorithm>

namespace loopgen {


/// " apart from reductions (+ into 's', max into 'm')", or "" when there
/// are none.
static std::string describeReductions(const ForStmt &L) {
  std::string Out;
  for (const Array *A : L.AtomicArrays)
    Out += std::string(Out.empty() ? "" : ", ") + "atomic updates of '" +
           A->userName() + "'";
  bool Rounding = false;
  for (const Array *A : L.AtomicArrays)
    Rounding |= A->Elem.isFloating();
  for (const Reduction &R : L.Reductions) {
    Out += std::string(Out.empty() ? "" : ", ") +
           (R.Op == "=" ? "one value stored into '" : R.Op + " into '") +
           R.Var->userName() + "'";
    Rounding |= reassociatesRounding(R.Op, R.Var->Ty);
  }
  // Marks of elements (a search's frontier): one value stored into each
  // where it is not yet.
  std::string Marks;
  for (const Array *A : L.MarkedArrays)
    Marks += (Marks.empty() ? "'" : ", '") + A->userName() + "'";
  if (!Marks.empty())
    Marks = "stores of one value into " + Marks +
            " where an element does not hold it yet, in any order";
  if (Out.empty())
    return Marks.empty() ? "" : " apart from " + Marks;
  size_t Kinds = L.Reductions.size() + L.AtomicArrays.size();
  return " apart from " +
         std::string(Kinds > 1 ? "reductions" : "a reduction") + " (" + Out +
         ")" + (Marks.empty() ? "" : " and " + Marks) +
         (Rounding ? "; its floating-point result is rounded in another "
                     "order (--strict-fp keeps such loops sequential)"
                   : "");
}

/// Lets L's reductions run in parallel when they are its only loop-carried
/// dependences (R, the test without them, says a scalar is carried), and
/// checks its reduction(...) clause. Returns the test with them.
static DependenceResult
tryReductions(Function &F, ForStmt &L, DependenceResult R,
              const std::vector<const ForStmt *> &EnclosingParallel,
              const PassOptions &Opts, Diagnostics &D, bool &PerThread) {
  const LoopAnnotation &A = L.Annot;
  std::string WhyNot;
  std::vector<Reduction> Found;
  if (R.IsScalar)
    Found = findReductions(L, WhyNot);
  // Within parallel loops, only their own reductions: a scalar private to
  // their iterations is accumulated by one thread.
  bool Shared = true;
  for (const Reduction &X : Found)
    for (const ForStmt *P : EnclosingParallel)
      Shared &= std::any_of(
          P->Reductions.begin(), P->Reductions.end(),
          [&](const Reduction &Y) { return Y.Var == X.Var && Y.Op == X.Op; });
  if (!Shared) {
    // Each thread of the enclosing loop accumulates its own: a reduction
    // clause holds, and the loop runs in that thread.
    PerThread = true;
    if (!A.Reductions.empty())
      return R;
    Found.clear();
    WhyNot = "an enclosing loop runs in parallel, and each of its threads "
             "accumulates its own";
  }
  for (const auto &[Op, Name] : A.Reductions) {
    // The clause names the variable as written; privatization may have
    // given each loop its own copy of it, declared where it is.
    auto It = std::find_if(Found.begin(), Found.end(), [&](const Reduction &X) {
      return X.Var->Name == Name ||
             llvm::any_of(F.Vars, [&](const std::unique_ptr<Variable> &V) {
               return V->Name == Name && V->Loc.isValid() &&
                      V->Loc == X.Var->Loc;
             });
    });
    if (It == Found.end())
      D.error(A.Loc, "'reduction(" + Op + ": " + Name + ")' does not hold: " +
                         (WhyNot.empty()
                              ? "'" + Name + "' is not accumulated in the loop"
                              : WhyNot));
    else if (It->Op != Op)
      D.error(A.Loc, "'reduction(" + Op + ": " + Name + ")' does not hold: '" +
                         Name + "' accumulates with '" + It->Op + "'");
  }
  if (Found.empty()) {
    if (R.IsScalar && !WhyNot.empty() && Shared)
      R.Reason = WhyNot;
    return R;
  }
  for (const Reduction &X : Found)
    if (Opts.StrictFP && reassociatesRounding(X.Op, X.Var->Ty)) {
      R.Reason = "scalar '" + X.Var->userName() +
                 "' is a floating-point reduction, and --strict-fp keeps its "
                 "order of rounding";
      return R;
    }
  L.Reductions = Found;
  DependenceResult Rest = testLoop(F, L);
  if (Rest.K != DependenceResult::Independent)
    L.Reductions.clear();
  else
    recordReassociations(F, L.Loc, Found);
  return Rest;
}

/// `a[s] = a[s] + e` (or `e + a[s]`, `a[s] - e`) as `a[s] += e`, the same
/// update, which an atomic add can run: for the loops whose OpenMP atomic
/// updates are written so (elsewhere the form stays, as scans and the
/// printed code know it).
static void foldElementUpdates(ForStmt &L) {
  forEachStmt(*L.Body, [](Stmt &S) {
    if (S.K != Stmt::Assign)
      return;
    auto &A = cast<AssignStmt>(S);
    if (!A.Op.empty() || A.Target->K != Expr::Access ||
        A.Value->K != Expr::Binary ||
        (A.Value->Text != "+" && A.Value->Text != "-"))
      return;
    std::string Target = ExprPrinter().print(*A.Target);
    for (size_t Side = 0; Side < 2; ++Side) {
      if (Side == 1 && A.Value->Text == "-")
        break;
      const Expr &Self = *A.Value->Ops[Side];
      if (Self.K != Expr::Access || ExprPrinter().print(Self) != Target)
        continue;
      A.Op = A.Value->Text;
      ExprPtr Other = std::move(A.Value->Ops[1 - Side]);
      A.Value = std::move(Other);
      return;
    }
  });
}

/// Whether L writes A at a subscript computed from data (`rho[cell[p]]`):
/// where no analysis of the subscripts can place the adds, atomic adds do.
static bool scattered(const Function &F, const ForStmt &L, const Array &A) {
  bool Found = false;
  forEachStmt(*L.Body, [&](Stmt &S) {
    if (S.K == Stmt::Assign) {
      const Expr &T = *cast<AssignStmt>(S).Target;
      if (T.K != Expr::Access || T.Arr != &A)
        return;
      auto Subs = subscriptPolynomials(F, T);
      Found |= !Subs;
      for (const Polynomial &P : Subs ? *Subs : std::vector<Polynomial>{})
        for (const Variable *V : P.variables())
          Found |= V->K == Variable::Local; // `c = (int)(x[p] * w)`.
    }
  });
  return Found;
}

/// Lets L's iterations update integer arrays they only add to (histograms)
/// atomically, where enclosing parallel loops do too; whether any does.
static bool
allowAtomicUpdates(const Function &F, ForStmt &L,
                   const std::vector<const ForStmt *> &EnclosingParallel,
                   const PassOptions &Opts) {
  if (L.Annot.OpenMP && L.Annot.Serialized)
    foldElementUpdates(L);
  BodyAccesses S = collectAccesses(*L.Body);
  std::set<const Array *> Written = writtenArrays(L);
  for (const auto &[A, As] : S.Arrays) { // In order of first access.
    if (!Written.count(A))
      continue;
    bool Shared = true;
    for (const ForStmt *P : EnclosingParallel)
      Shared &= std::count(P->AtomicArrays.begin(), P->AtomicArrays.end(), A) > 0;
    // Floating-point adds in any order reassociate, as reductions do: at
    // subscripts computed from data, where nothing else places them, unless
    // --strict-fp; an OpenMP loop's user accepts it anywhere whatever the
    // option (its reduction(+: a[...]) or atomic updates round so on the
    // CPU too).
    bool AnyType = L.Annot.OpenMP || (!Opts.StrictFP && scattered(F, L, *A));
    if (Shared && !S.DeclaredArrays.count(A) &&
        updatedOnlyAtomically(L, *A, AnyType))
      L.AtomicArrays.push_back(A);
  }
  return !L.AtomicArrays.empty();
}

/// Lets L's iterations mark elements of arrays with one value each
/// (SameValueStores.h), where enclosing parallel loops do too; whether any
/// does.
static bool allowMarks(ForStmt &L,
                       const std::vector<const ForStmt *> &EnclosingParallel) {
  for (const Array *A : sameValueArrays(L))
    if (llvm::all_of(EnclosingParallel, [&](const ForStmt *P) {
          return llvm::is_contained(P->MarkedArrays, A);
        }))
      L.MarkedArrays.push_back(A);
  return !L.MarkedArrays.empty();
}

static void decide(Function &F, ForStmt &L,
                   const std::vector<const ForStmt *> &EnclosingParallel,
                   const PassOptions &Opts, Diagnostics &D) {
  std::string Name = L.describe();
  const LoopAnnotation &A = L.Annot;
  if (L.isWhile()) {
    L.IsParallel = false;
    D.remark(L.Loc, "this " + Name +
                        " runs its steps in order, each after its condition "
                        "holds");
    return;
  }
  if (L.InRepeat) {
    L.IsParallel = false;
    D.remark(L.Loc, Name + " is sequential: it is inside a loop of unknown "
                           "length, whose steps run in order in one thread");
    return;
  }
  if (A.K == LoopAnnotation::Sequential) {
    L.IsParallel = false;
    D.remark(L.Loc, Name + (L.LeftByBreak
                                ? " is sequential: 'break' leaves it, so its "
                                  "iterations run in order"
                                : " is sequential, as annotated"));
    return;
  }
  DependenceResult R = testLoop(F, L);
  // Without a carried dependence there is nothing to reduce: a
  // reduction(...) clause names the wrong variable.
  if (R.K == DependenceResult::Independent)
    for (const auto &[Op, Name] : A.Reductions) {
      // OpenMP's clause on a scalar each iteration sets before it reads
      // it (Rodinia's `sum = 0` in the loop) is legal: private, as written.
      bool SetInLoop = false;
      walkStmts(*L.Body, [&](const Stmt &S) {
        if (const auto *As = dyn_cast<AssignStmt>(&S))
          SetInLoop |= As->Target->K == Expr::VarRef &&
                       As->Target->Var->Name == Name;
        if (const auto *Decl = dyn_cast<DeclStmt>(&S))
          SetInLoop |= Decl->Var && Decl->Var->Name == Name;
      });
      std::string Clause = "'reduction(" + Op + ": " + Name + ")'";
      if (A.OpenMP && SetInLoop)
        D.warning(A.Loc, Clause + " is ignored: each iteration sets '" + Name +
                             "' before it reads it, so no value is "
                             "accumulated across the loop's iterations");
      else
        D.error(A.Loc, Clause + " does not hold: '" + Name +
                           "' is not accumulated across the loop's "
                           "iterations");
    }
  if (R.K != DependenceResult::Independent &&
      allowAtomicUpdates(F, L, EnclosingParallel, Opts))
    R = testLoop(F, L);
  if (R.K != DependenceResult::Independent && allowMarks(L, EnclosingParallel))
    R = testLoop(F, L);
  bool PerThread = false;
  if (R.K != DependenceResult::Independent)
    R = tryReductions(F, L, R, EnclosingParallel, Opts, D, PerThread);
  if (R.K != DependenceResult::Independent) {
    L.AtomicArrays.clear();
    L.MarkedArrays.clear();
    for (const auto &[A, As] : collectAccesses(*L.Body).Arrays)
      if (Opts.StrictFP && A->Elem.isFloating() && scattered(F, L, *A) &&
          updatedOnlyAtomically(L, *A, true))
        R.Reason += "; '" + A->userName() +
                    "' is only added to, but --strict-fp "
                    "keeps atomic adds of floating-point values, which "
                    "round in an order that changes from run to run";
  }
  if (R.K == DependenceResult::Independent) // Floating-point ones round.
    for (const Array *Added : L.AtomicArrays)
      recordReassociation(F, L.Loc, "+", Added->Elem, Added->Name);
  std::string Reductions = describeReductions(L);
  std::string Claim =
      A.OpenMP ? "#pragma omp " + A.Directive : "#pragma loopgen parallel";
  if (R.K == DependenceResult::Independent) {
    if (A.K == LoopAnnotation::Parallel) {
      L.IsParallel = true;
      D.remark(L.Loc, Name + " is parallel: annotated" +
                          (A.OpenMP ? " ('" + Claim + "')" : "") +
                          ", and proven "
                          "free of loop-carried dependences" +
                          Reductions);
    } else if (Opts.AutoParallel) {
      L.IsParallel = true;
      D.remark(L.Loc,
               Name +
                   " is parallel: proven free of "
                   "loop-carried dependences" +
                   Reductions);
    } else {
      L.Reductions.clear();
      D.remark(L.Loc,
               Name + " is not parallelized: it has no "
                      "annotation and --no-auto-parallel is on");
    }
    return;
  }
  if (A.K != LoopAnnotation::Parallel) {
    L.IsParallel = false;
    D.remark(L.Loc, Name + " is sequential: " + R.Reason);
    return;
  }
  if (PerThread && !A.Reductions.empty()) {
    // Its reduction clause holds; the scalar is private to the iterations
    // of an enclosing parallel loop, whose thread runs this loop.
    L.IsParallel = false;
    D.remark(L.Loc, Name +
                        " runs sequentially in each thread of the "
                        "enclosing parallel loop, which holds its "
                        "reduction's scalar ('" +
                        Claim + "' holds)");
    return;
  }
  if (R.K == DependenceResult::Proven && A.OpenMP && A.Serialized) {
    // The user serialized these updates (critical, atomic, ordered).
    L.IsParallel = false;
    D.warning(A.Loc, "the loop of '" + Claim +
                         "' stays sequential: its critical, atomic or "
                         "ordered updates have no parallel form here (" +
                         R.Reason + ")");
    return;
  }
  if (R.K == DependenceResult::Proven) {
    D.error(A.Loc, "'" + Claim +
                       "' on a loop with a loop-carried "
                       "dependence: " +
                       R.Reason);
    D.note(R.First, "this access");
    if (R.Second != R.First)
      D.note(R.Second, "conflicts with this access");
    return;
  }
  if (A.OpenMP) {
    L.IsParallel = true;
    D.remark(L.Loc, Name + " is parallel, as its '" + Claim +
                        "' claims (loopgen cannot prove it: " + R.Reason + ")" +
                        describeReductions(L));
    return;
  }
  if (Opts.TrustAnnotations) {
    L.IsParallel = true;
    D.remark(L.Loc,
             Name +
                 " is parallel, as annotated and trusted "
                 "(--trust-annotations): " +
                 R.Reason);
    return;
  }
  L.IsParallel = false;
  D.warning(A.Loc, "cannot prove the loop parallel, so it stays sequential "
                   "(--trust-annotations makes it parallel): " +
                       R.Reason);
  D.note(R.First, "this access");
}

void decideParallelism(Function &F, PassContext &C) {
  const PassOptions &Opts = C.Opts;
  Diagnostics &D = C.D;
  // Outer loops first: a loop within parallel ones may only share their
  // reductions.
  walkInContext(*F.Body, [&](const Stmt &S, const StmtContext &Ctx) {
    if (S.K != Stmt::For)
      return;
    std::vector<const ForStmt *> EnclosingParallel;
    for (const ForStmt *L : Ctx.Loops)
      if (L->IsParallel)
        EnclosingParallel.push_back(L);
    // const_cast: walkInContext visits F's statements as const; this pass owns
    // F.
    decide(F, const_cast<ForStmt &>(cast<ForStmt>(S)),
           EnclosingParallel, Opts, D);
  });
}

} // namespace loopgen
