//===- Wavefront.cpp - Skewed nests run as parallel wavefronts ------------===//

#include "loopgen/Transforms/Wavefront.h"
#include "loopgen/Analysis/Isl.h"
#include "loopgen/Analysis/Subscripts.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Walk.h"
#include <algorithm>
#include <numeric>

namespace loopgen {

static const char *Pass = "loopgen";

namespace {

/// The coefficients h_1..h_Count of the hyperplanes tried, each in [0,
/// Max], fewest in total first.
std::vector<std::vector<int64_t>> hyperplanes(size_t Count, int64_t Max) {
  std::vector<std::vector<int64_t>> All{{}};
  for (size_t I = 0; I < Count; ++I) {
    std::vector<std::vector<int64_t>> Next;
    for (const auto &H : All)
      for (int64_t C = 0; C <= Max; ++C) {
        Next.push_back(H);
        Next.back().push_back(C);
      }
    All = std::move(Next);
  }
  std::stable_sort(All.begin(), All.end(), [](const auto &A, const auto &B) {
    return std::accumulate(A.begin(), A.end(), int64_t(0)) <
           std::accumulate(B.begin(), B.end(), int64_t(0));
  });
  return All;
}

class Skewer {
public:
  Skewer(Function &F, Diagnostics &D) : F(F), D(D) {}

  void block(BlockStmt &B) {
    for (StmtPtr &P : B.Body) {
      if (P->K == Stmt::Block)
        block(static_cast<BlockStmt &>(*P));
      if (P->K == Stmt::If) {
        block(*static_cast<IfStmt &>(*P).Then);
        if (auto &Else = static_cast<IfStmt &>(*P).Else)
          block(*Else);
      }
      if (P->K != Stmt::For)
        continue;
      auto &L = static_cast<ForStmt &>(*P);
      std::optional<PerfectNest> N = perfectNest(L);
      if (!(N && N->Loops.size() >= 2 && skew(P, *N)))
        block(*L.Body);
    }
  }

private:
  Function &F;
  Diagnostics &D;

  /// The legal hyperplane of N (the innermost coefficient is 1), if isl
  /// proves one of those tried legal.
  std::optional<std::vector<int64_t>> hyperplane(const PerfectNest &N);
  /// Replaces the nest in Slot by its wavefronts; false when it stays.
  bool skew(StmtPtr &Slot, PerfectNest &N);
};

std::optional<std::vector<int64_t>> Skewer::hyperplane(const PerfectNest &N) {
  const Expr &Target = *N.Assign->Target;
  const Array *A = Target.Arr;
  // The accesses to the array written: the write first.
  std::vector<std::vector<Polynomial>> Accesses;
  auto Add = [&](const Expr &E) {
    walkExpr(E, [&](const Expr &X) {
      if (X.K != Expr::Access || X.Arr != A)
        return;
      if (auto Subs = subscriptPolynomials(F, X))
        Accesses.push_back(*Subs);
      else
        Accesses.clear(), Accesses.push_back({}); // Not affine: give up.
    });
  };
  Add(Target);
  Add(*N.Assign->Value);
  if (N.Guard)
    Add(*N.Guard->Cond);
  for (const auto &Subs : Accesses)
    if (Subs.size() != Accesses[0].size() || Subs.empty())
      return std::nullopt;
  std::set<const Variable *> Varying;
  std::vector<const ForStmt *> Outer = enclosingLoops(F, *N.Loops[0]);
  for (const ForStmt *L : Outer)
    Varying.insert(L->Index);
  for (const ForStmt *L : N.Loops)
    Varying.insert(L->Index);
  size_t Depth = N.Loops.size();
  IslContext Isl;
  for (std::vector<int64_t> H : hyperplanes(Depth - 1, 4)) {
    H.push_back(1);
    IslBuilder B(Varying);
    std::vector<std::string> Dims;
    std::string Cons = "1 = 1";
    bool Affine = true;
    for (size_t K = 0; K < Outer.size(); ++K)
      Affine &= B.loopDimension(*Outer[K], "o" + std::to_string(K), Dims, Cons);
    // Each access's subscripts at iteration a, then at iteration b.
    std::vector<std::vector<std::string>> Subs[2];
    for (int Side = 0; Side < 2; ++Side) {
      for (size_t L = 0; L < Depth; ++L)
        Affine &= B.loopDimension(
            *N.Loops[L], (Side ? "b" : "a") + std::to_string(L), Dims, Cons);
      for (const auto &Acc : Accesses) {
        Subs[Side].emplace_back();
        for (const Polynomial &P : Acc) {
          std::optional<std::string> S = B.affine(P);
          Affine &= S.has_value();
          Subs[Side].back().push_back(S.value_or("0"));
        }
      }
    }
    if (!Affine)
      return std::nullopt;
    // a before b in the original order, and not before it on h.
    std::string Before, Dot;
    for (size_t L = 0; L < Depth; ++L) {
      std::string Clause;
      for (size_t M = 0; M < L; ++M)
        Clause +=
            "a" + std::to_string(M) + " = b" + std::to_string(M) + " and ";
      Clause += "a" + std::to_string(L) + " < b" + std::to_string(L);
      Before += (L ? " or (" : "(") + Clause + ")";
      Dot += (L ? " + " : "") + std::to_string(H[L]) + "*(b" +
             std::to_string(L) + " - a" + std::to_string(L) + ")";
    }
    // One element, written at a or at b (access 0 is the write).
    std::string Same;
    for (size_t U = 0; U < Accesses.size(); ++U)
      for (size_t V = 0; V < Accesses.size(); ++V) {
        if (U != 0 && V != 0)
          continue;
        std::string Eq;
        for (size_t Dim = 0; Dim < Subs[0][U].size(); ++Dim)
          Eq +=
              (Dim ? " and " : "") + Subs[0][U][Dim] + " = " + Subs[1][V][Dim];
        Same += (Same.empty() ? "(" : " or (") + Eq + ")";
      }
    Cons += " and (" + Before + ") and " + Dot + " <= 0 and (" + Same + ")";
    std::optional<bool> Empty = Isl.isEmpty(B.set(Dims, Cons));
    if (!Empty)
      return std::nullopt; // isl gave up: so do we.
    if (*Empty)
      return H;
  }
  return std::nullopt;
}

bool Skewer::skew(StmtPtr &Slot, PerfectNest &N) {
  std::set<const Variable *> Indices;
  for (const ForStmt *L : N.Loops) {
    if (L->IsParallel || L->Step != 1 ||
        L->Annot.K == LoopAnnotation::Sequential ||
        !L->Annot.Reductions.empty())
      return false;
    Indices.insert(L->Index);
  }
  std::string Names;
  for (const ForStmt *L : N.Loops) {
    if (mentions(*L->Begin, Indices) || mentions(*L->End, Indices))
      return false; // Not a rectangle: the hull below would not hold.
    Names += (Names.empty() ? "'" : ", '") + L->Index->Name + "'";
  }
  std::optional<std::vector<int64_t>> H = hyperplane(N);
  if (!H) {
    D.remark(N.Loops[0]->Loc, Pass,
             "loops over " + Names +
                 " do not run as wavefronts: isl proves no hyperplane with "
                 "coefficients up to 4 legal (every dependence would have "
                 "to go to a later wavefront)");
    return false;
  }
  // w runs from the hyperplane's least value on the box to its greatest.
  ForStmt &Inner = *N.Loops.back();
  ScalarType Ty = Inner.Index->Ty;
  auto Scaled = [&](int64_t C, ExprPtr E) {
    return C == 1 ? std::move(E)
                  : Expr::binary("*", Expr::intLit(C, Ty), std::move(E), Ty);
  };
  auto Sum = [&](ExprPtr Acc, ExprPtr E) {
    return Acc ? Expr::binary("+", std::move(Acc), std::move(E), Ty)
               : std::move(E);
  };
  ExprPtr Least, Most, Rest;
  std::string Plane;
  for (size_t L = 0; L < N.Loops.size(); ++L) {
    int64_t C = (*H)[L];
    if (C == 0)
      continue;
    ForStmt &Loop = *N.Loops[L];
    Least = Sum(std::move(Least), Scaled(C, Loop.Begin->clone()));
    Most =
        Sum(std::move(Most), Scaled(C, Expr::binary("-", Loop.End->clone(),
                                                    Expr::intLit(1, Ty), Ty)));
    if (&Loop != &Inner)
      Rest = Sum(std::move(Rest), Scaled(C, Expr::var(Loop.Index)));
    Plane += (Plane.empty() ? "" : " + ") +
             (C == 1 ? "" : std::to_string(C) + "*") + Loop.Index->Name;
  }
  // In polynomial form where the bounds have one: 4*steps + 3*n - 10.
  auto Simplified = [&](ExprPtr E) {
    std::optional<Polynomial> P = Polynomial::from(*E);
    return P ? P->toExpr(Ty) : std::move(E);
  };
  Least = Simplified(std::move(Least));
  Most = Simplified(std::move(Most));
  auto Wave = std::make_unique<ForStmt>(N.Loops[0]->Loc);
  Wave->Index =
      F.newVar(Variable::LoopIndex, F.freshName("wave"), Ty, Wave->Loc);
  Wave->Begin = std::move(Least);
  Wave->End = Simplified(
      Expr::binary("+", std::move(Most), Expr::intLit(1, Ty), Ty));
  Wave->Label = N.Loops[0]->Label;
  Wave->Body = std::make_unique<BlockStmt>(Wave->Loc);
  // The innermost index from w; the iteration runs where it is in range.
  ExprPtr Index = Expr::var(Wave->Index);
  if (Rest)
    Index = Expr::binary("-", std::move(Index), std::move(Rest), Ty);
  StmtPtr Body = std::move(Inner.Body->Body[0]);
  mutateExprs(*Body, [&](Expr &X) -> ExprPtr {
    return X.K == Expr::VarRef && X.Var == Inner.Index ? Index->clone()
                                                       : nullptr;
  });
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  auto InRange = std::make_unique<IfStmt>(Inner.Loc);
  InRange->Cond = Expr::binary(
      "&&", Expr::binary(">=", Index->clone(), Inner.Begin->clone(), Bool),
      Expr::binary("<", Index->clone(), Inner.End->clone(), Bool), Bool);
  InRange->Then = std::make_unique<BlockStmt>(Inner.Loc);
  InRange->Then->Body.push_back(std::move(Body));
  ForStmt &Last = *N.Loops[N.Loops.size() - 2];
  Last.Body->Body[0] = std::move(InRange); // Inner is gone.
  std::string Parallel;
  for (size_t L = 0; L + 1 < N.Loops.size(); ++L) {
    N.Loops[L]->IsParallel = true;
    Parallel +=
        (Parallel.empty() ? "'" : ", '") + N.Loops[L]->Index->Name + "'";
  }
  D.remark(N.Loops[0]->Loc, Pass,
           "loops over " + Names + " run as wavefronts " + Wave->Index->Name +
               " = " + Plane + ", in parallel over " + Parallel +
               " within each: isl proves that every dependence goes to a "
               "later wavefront");
  Wave->Body->Body.push_back(std::move(Slot));
  Slot = std::move(Wave);
  return true;
}

} // namespace

void runAsWavefronts(Function &F, Diagnostics &D) {
  Skewer(F, D).block(*F.Body);
}

} // namespace loopgen
