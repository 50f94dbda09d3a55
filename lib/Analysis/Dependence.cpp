//===- Dependence.cpp - Is a loop free of loop-carried dependences? -------===//

#include "loopgen/Analysis/Dependence.h"
#include "loopgen/Analysis/Accesses.h"
#include "loopgen/Analysis/ExactDependence.h"
#include "loopgen/Analysis/Subscripts.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include <algorithm>
#include <functional>
#include <map>
#include <set>

namespace loopgen {

namespace {

class Tester {
public:
  Tester(const Function &F, const ForStmt &L)
      : F(F), L(L), S(collectAccesses(*L.Body)) {}

  DependenceResult run(const Array *Only);

private:
  const Function &F;
  const ForStmt &L;
  BodyAccesses S;

  bool invariant(const Polynomial &P) const;
  DependenceResult testArray(const Array &A, const std::vector<BodyAccess> &As);
};

bool Tester::invariant(const Polynomial &P) const {
  for (const Variable *V : P.variables())
    if (V == L.Index || S.Varying.count(V))
      return false;
  return true;
}

std::string describe(const Expr &E) { return ExprPrinter().print(E); }

/// Whether Body reads V (a compound assignment to it too).
bool readsScalar(const BlockStmt &Body, const Variable *V) {
  bool Read = false;
  auto In = [&](const Expr &E) {
    walkExpr(E,
             [&](const Expr &X) { Read |= X.K == Expr::VarRef && X.Var == V; });
  };
  walkStmts(Body, [&](const Stmt &S) {
    if (const auto *A = dyn_cast<AssignStmt>(&S)) {
      In(*A->Value);
      if (A->Target->K != Expr::VarRef)
        In(*A->Target);
      else
        Read |= A->Target->Var == V && !A->Op.empty();
      return;
    }
    forEachOwnExpr(S, In);
  });
  return Read;
}

DependenceResult Tester::testArray(const Array &A,
                                   const std::vector<BodyAccess> &As) {
  const BodyAccess *W = nullptr;
  for (const BodyAccess &X : As)
    if (X.IsWrite && (!W || (W->conditional() && !X.conditional())))
      W = &X;
  // Each access's subscripts, one per dimension; of a multi-dimensional
  // access, a dimension that is no polynomial (a[b][label[b]]) is left
  // unknown: the language keeps its value within its extent, so the other
  // dimensions may still separate iterations.
  // Flat arrays split by the extents their accesses imply, where all split
  // alike (else compared flat).
  std::vector<std::vector<std::optional<Polynomial>>> Subs;
  const BodyAccess *NotAffine = nullptr;
  for (bool Implied : {true, false}) {
    Subs.clear();
    NotAffine = nullptr;
    for (const BodyAccess &X : As) {
      std::vector<std::optional<Polynomial>> Dims;
      if (auto P = Implied ? impliedSubscripts(F, *X.E)
                           : subscriptPolynomials(F, *X.E)) {
        Dims.assign(P->begin(), P->end());
      } else {
        NotAffine = NotAffine ? NotAffine : &X;
        if (X.E->Ops.size() < 2)
          return {DependenceResult::Unknown,
                  "the subscript of '" + describe(*X.E) +
                      "' is not affine, so '" + describe(*W->E) +
                      "' may touch the same element in another iteration",
                  W->E->Loc, X.E->Loc};
        for (const ExprPtr &Op : X.E->Ops)
          Dims.push_back(Polynomial::from(*Op));
      }
      Subs.push_back(std::move(Dims));
    }
    if (llvm::all_of(Subs, [&](const auto &Sub) {
          return Sub.size() == Subs[0].size();
        }))
      break;
  }
  // All accesses must agree on the rank (one may be linearized, others not).
  for (auto &Sub : Subs)
    if (Sub.size() != Subs[0].size())
      return {DependenceResult::Unknown,
              "'" + A.Name +
                  "' is accessed both linearized and "
                  "multi-dimensionally",
              W->E->Loc, W->E->Loc};
  // A separating dimension: c*i + r in every access, same c and r.
  unsigned Rank = Subs[0].size();
  for (unsigned D = 0; D < Rank; ++D) {
    if (!Subs[0][D])
      continue;
    auto C0 = Subs[0][D]->coefficientOf(L.Index);
    if (!C0 || !C0->isConstant() || C0->constantTerm() == 0)
      continue;
    Polynomial R0 = Subs[0][D]->withoutVar(L.Index);
    bool Separates = invariant(R0);
    for (size_t X = 1; X < Subs.size() && Separates; ++X) {
      if (!Subs[X][D])
        Separates = false;
      else if (auto C = Subs[X][D]->coefficientOf(L.Index))
        Separates = *C == *C0 && Subs[X][D]->withoutVar(L.Index) == R0;
      else
        Separates = false;
    }
    if (Separates)
      return {};
  }
  if (NotAffine)
    return {DependenceResult::Unknown,
            "the subscript of '" + describe(*NotAffine->E) +
                "' is not affine, so '" + describe(*W->E) +
                "' may touch the same element in another iteration",
            W->E->Loc, NotAffine->E->Loc};
  // No proof. A dependence is certain when an unconditional write and
  // another unconditional access meet at a constant distance in i (a multiple
  // of its step), or when the write does not move with i at all.
  for (size_t X = 0; X < As.size(); ++X) {
    if (As[X].conditional() || W->conditional())
      continue;
    const std::vector<std::optional<Polynomial>> &WS = Subs[W - As.data()];
    bool NoI = true;
    for (auto &P : WS)
      NoI &= !P->dependsOn(L.Index) && invariant(*P);
    if (NoI && As[X].E == W->E)
      return {DependenceResult::Proven,
              "every iteration writes the same element '" + describe(*W->E) +
                  "' of '" + A.Name + "'",
              W->E->Loc, W->E->Loc};
    if (As[X].E == W->E)
      continue;
    bool Distance = true;
    bool NonZero = false;
    for (unsigned D = 0; D < Rank && Distance; ++D) {
      Polynomial Diff = *WS[D] - *Subs[X][D];
      Distance = Diff.isConstant() && invariant(WS[D]->withoutVar(L.Index));
      auto C = WS[D]->coefficientOf(L.Index);
      if (!Distance || !C || !C->isConstant())
        Distance = false;
      else if (C->constantTerm() == 0)
        Distance = Diff.constantTerm() == 0;
      else if (Diff.constantTerm() % (C->constantTerm() * L.Step) == 0)
        NonZero |= Diff.constantTerm() != 0;
      else
        Distance = false;
    }
    if (Distance && NonZero)
      return {DependenceResult::Proven,
              "'" + describe(*W->E) + "' and '" + describe(*As[X].E) +
                  "' touch the same element of '" + A.Name +
                  "' in different iterations",
              W->E->Loc, As[X].E->Loc};
  }
  return {DependenceResult::Unknown,
          "cannot prove that '" + describe(*W->E) +
              "' writes different elements of '" + A.Name +
              "' in different iterations",
          W->E->Loc, W->E->Loc};
}

DependenceResult Tester::run(const Array *Only) {
  for (auto &[V, Loc] : S.ScalarWrites) {
    if (Only)
      break;
    if (S.Declared.count(V) ||
        std::any_of(L.Reductions.begin(), L.Reductions.end(),
                    [&](const Reduction &X) { return X.Var == V; }))
      continue;
    // Written under an if and never read in the loop, perhaps by one
    // iteration alone (`else *out = s;` at the last): not certain. (Read,
    // as a running best, it is.)
    bool Always = S.WrittenAlways.count(V) || readsScalar(*L.Body, V);
    DependenceResult R{Always ? DependenceResult::Proven
                              : DependenceResult::Unknown,
                       "scalar '" + V->userName() +
                           "' is declared outside the loop and written in " +
                           (Always ? "every iteration" : "its iterations"),
                       Loc, Loc};
    R.IsScalar = true;
    return R;
  }
  // A proven dependence on one array outweighs a doubt about another.
  DependenceResult First;
  for (auto &[A, As] : S.Arrays) {
    if (S.DeclaredArrays.count(A) || (Only && A != Only) ||
        std::count(L.AtomicArrays.begin(), L.AtomicArrays.end(), A) ||
        std::count(L.MarkedArrays.begin(), L.MarkedArrays.end(), A))
      continue;
    bool Written = false;
    for (const BodyAccess &X : As)
      Written |= X.IsWrite;
    if (!Written)
      continue;
    DependenceResult R = testArray(*A, As);
    if (R.K == DependenceResult::Proven)
      return R;
    if (First.K == DependenceResult::Independent)
      First = R;
  }
  return First;
}

} // namespace

DependenceResult testLoop(const Function &F, const ForStmt &L,
                          const Array *Only) {
  DependenceResult Simple = Tester(F, L).run(Only);
  if (Simple.K == DependenceResult::Independent || Simple.IsScalar)
    return Simple;
  // The simple test found no proof for an array: ask isl. Its answer is
  // exact for affine accesses; when it cannot be asked, the simple test's
  // answer stands.
  if (std::optional<DependenceResult> Exact = testArraysExactly(F, L, Only))
    return *Exact;
  return Simple;
}

} // namespace loopgen
