//===- Wavefront.cpp - Skewed nests run as parallel wavefronts ------------===//

#include "loopgen/Transforms/Wavefront.h"
#include "loopgen/Analysis/Accesses.h"
#include "loopgen/Analysis/Isl.h"
#include "loopgen/Analysis/Reductions.h"
#include "loopgen/Analysis/SharedRows.h"
#include "loopgen/Analysis/SharedRows.h"
#include "loopgen/Analysis/Subscripts.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/Utils/FuseRow.h"
#include <algorithm>

namespace loopgen {

static const size_t MaxDepth = 3;

namespace {

/// The coefficients h_1..h_Count of the hyperplanes tried, each in [-Max,
/// Max], smallest in absolute sum first.
std::vector<std::vector<int64_t>> hyperplanes(size_t Count, int64_t Max) {
  std::vector<std::vector<int64_t>> All{{}};
  for (size_t I = 0; I < Count; ++I) {
    std::vector<std::vector<int64_t>> Next;
    for (const auto &H : All)
      for (int64_t C = -Max; C <= Max; ++C) {
        Next.push_back(H);
        Next.back().push_back(C);
      }
    All = std::move(Next);
  }
  auto Size = [](const std::vector<int64_t> &H) {
    int64_t S = 0;
    for (int64_t C : H)
      S += C < 0 ? -C : C;
    return S;
  };
  std::stable_sort(All.begin(), All.end(), [&](const auto &A, const auto &B) {
    return Size(A) < Size(B);
  });
  return All;
}

/// The loops of a perfect nest from Root down to a body that is not one
/// loop.
std::vector<ForStmt *> nestFrom(ForStmt &Root) {
  std::vector<ForStmt *> Loops{&Root};
  while (Loops.back()->Body->Body.size() == 1 &&
         Loops.back()->Body->Body[0]->K == Stmt::For)
    Loops.push_back(cast<ForStmt>(Loops.back()->Body->Body[0].get()));
  return Loops;
}

class Skewer {
public:
  Skewer(Function &F, Diagnostics &D) : F(F), D(D) {}

  void block(BlockStmt &B) {
    for (StmtPtr &P : B.Body) {
      if (P->K == Stmt::Block)
        block(cast<BlockStmt>(*P));
      if (P->K == Stmt::If) {
        block(*cast<IfStmt>(*P).Then);
        if (auto &Else = cast<IfStmt>(*P).Else)
          block(*Else);
      }
      if (P->K != Stmt::For)
        continue;
      auto &L = cast<ForStmt>(*P);
      if (L.Steps) // Right-looking already: its steps are as they should be.
        continue;
      std::vector<ForStmt *> Loops = nestFrom(L);
      if (Loops.size() >= 2 && skew(P, Loops))
        continue;
      // A row of statements around a loop (LU's j < i, then j >= i;
      // Cholesky's diagonal after j < i) runs in the same order as one
      // loop: the nest may then be perfect.
      bool RowWasParallel = false;
      if (StmtPtr Fused = fuseRow(F, L, false, &RowWasParallel)) {
        Loops = nestFrom(cast<ForStmt>(*Fused));
        // A parallel row under a host loop launches all its iterations at
        // once; its wavefronts would launch fewer, as often, unless tiles
        // gather them, which cells running loops do not (Gram-Schmidt).
        std::string Unprofitable;
        if (RowWasParallel && hasLoop(*Loops.back()->Body))
          Unprofitable = "the loop over '" + Loops.back()->Index->userName() +
                         "' is parallel without the statements around it, "
                         "and its iterations run loops, so that wavefronts "
                         "would not run in tiles and would each launch "
                         "fewer of them than the loop does";
        if (Loops.size() >= 2 && skew(Fused, Loops, Unprofitable)) {
          P = std::move(Fused);
          continue;
        }
      }
      block(*L.Body);
    }
  }

private:
  Function &F;
  Diagnostics &D;
  IslContext Isl;

  /// The legal hyperplane of the nest (the innermost coefficient is 1), if
  /// isl proves one of those tried legal.
  /// Sets WhyNot when there is none.
  std::optional<std::vector<int64_t>>
  hyperplane(const std::vector<ForStmt *> &Loops, const BodyAccesses &C,
             std::string &WhyNot);
  /// Whether isl proves that no pair of iterations a before b of the nest
  /// touching one element, one of them writing it, satisfies Cond (over
  /// a0.., b0..); none when it cannot tell, with the reason in WhyNot.
  std::optional<bool> noPairs(const std::vector<ForStmt *> &Loops,
                              const BodyAccesses &C, const std::string &Cond,
                              std::string &WhyNot);
  /// Replaces the nest in Slot by its wavefronts; false when it stays.
  /// A legal skew is refused with the reason Unprofitable, if given.
  bool skew(StmtPtr &Slot, std::vector<ForStmt *> &Loops,
            const std::string &Unprofitable = "");
};

std::optional<bool> Skewer::noPairs(const std::vector<ForStmt *> &Loops,
                                    const BodyAccesses &C,
                                    const std::string &Cond,
                                    std::string &WhyNot) {
  std::set<const Variable *> Varying = C.Varying;
  std::vector<const ForStmt *> Outer = enclosingLoops(F, *Loops[0]);
  for (const ForStmt *L : Outer)
    Varying.insert(L->Index);
  for (const ForStmt *L : Loops)
    Varying.insert(L->Index);
  size_t Depth = Loops.size();
  // a before b in the original order.
  std::string Before;
  for (size_t L = 0; L < Depth; ++L) {
    std::string Clause, A = "a" + std::to_string(L),
                        B = "b" + std::to_string(L);
    for (size_t M = 0; M < L; ++M)
      Clause += "a" + std::to_string(M) + " = b" + std::to_string(M) + " and ";
    Clause += Loops[L]->Step > 0 ? A + " < " + B : A + " > " + B;
    Before += (L ? " or (" : "(") + Clause + ")";
  }
  // Every pair of accesses to one element of an array written in the
  // body, one of them a write: one at iteration a, the other at b.
  for (auto &[A, As] : C.Arrays) {
    if (C.DeclaredArrays.count(A))
      continue;
    for (const BodyAccess &U : As)
      for (const BodyAccess &V : As) {
        if (!U.IsWrite && !V.IsWrite)
          continue;
        auto PU = subscriptPolynomials(F, *U.E);
        auto PV = subscriptPolynomials(F, *V.E);
        if (!PU || !PV || PU->size() != PV->size()) {
          WhyNot =
              "the subscripts of '" + A->userName() + "' are no polynomials";
          return std::nullopt;
        }
        IslBuilder B(Varying);
        std::vector<std::string> Dims;
        std::string Cons = "(" + Before + ") and " + Cond;
        bool Affine = true;
        for (size_t K = 0; K < Outer.size(); ++K)
          Affine &=
              B.loopDimension(*Outer[K], "o" + std::to_string(K), Dims, Cons);
        std::vector<std::string> SU, SV;
        auto Side = [&](const BodyAccess &Acc, const char *Prefix,
                        const std::vector<Polynomial> &Subs,
                        std::vector<std::string> &Out) {
          for (size_t L = 0; L < Depth; ++L)
            Affine &= B.loopDimension(*Loops[L], Prefix + std::to_string(L),
                                      Dims, Cons);
          for (const ForStmt *In : Acc.Inner)
            Affine &= B.loopDimension(*In, B.fresh(Prefix), Dims, Cons);
          for (const Polynomial &P : Subs) {
            std::optional<std::string> S = B.affine(P);
            Affine &= S.has_value();
            Out.push_back(S.value_or("0"));
          }
        };
        Side(U, "a", *PU, SU);
        Side(V, "b", *PV, SV);
        if (!Affine) {
          WhyNot = "the subscripts of '" + A->userName() +
                   "' or the bounds are not affine";
          return std::nullopt;
        }
        for (size_t Dim = 0; Dim < SU.size(); ++Dim)
          Cons += " and " + SU[Dim] + " = " + SV[Dim];
        std::optional<bool> Empty = Isl.isEmpty(B.set(Dims, Cons));
        if (!Empty) {
          WhyNot = "isl could not decide";
          return std::nullopt;
        }
        if (!*Empty)
          return false;
      }
  }
  return true;
}

std::optional<std::vector<int64_t>>
Skewer::hyperplane(const std::vector<ForStmt *> &Loops, const BodyAccesses &C,
                   std::string &WhyNot) {
  size_t Depth = Loops.size();
  for (std::vector<int64_t> H : hyperplanes(Depth - 1, 4)) {
    // The innermost index moves the wavefront along its own direction
    // (-j when j counts down), so that it follows from w and the others.
    H.push_back(Loops.back()->Step > 0 ? 1 : -1);
    // b not after a on h.
    std::string Dot;
    for (size_t L = 0; L < Depth; ++L)
      Dot += (L ? " + " : "") + std::to_string(H[L]) + "*(b" +
             std::to_string(L) + " - a" + std::to_string(L) + ")";
    std::optional<bool> Legal = noPairs(Loops, C, Dot + " <= 0", WhyNot);
    if (!Legal)
      return std::nullopt;
    if (*Legal)
      return H;
  }
  WhyNot = "isl proves no hyperplane with coefficients from -4 to 4 legal "
           "(every dependence would have to go to a later wavefront)";
  return std::nullopt;
}

bool Skewer::skew(StmtPtr &Slot, std::vector<ForStmt *> &Loops,
                  const std::string &Unprofitable) {
  // The hyperplanes tried grow as 9^depth; a deeper nest's innermost
  // loops are tried on their own.
  if (Loops.size() > MaxDepth)
    return false;
  for (const ForStmt *L : Loops)
    if (L->IsParallel || (L->Step != 1 && L->Step != -1) ||
        L->Annot.K == LoopAnnotation::Sequential ||
        !L->Annot.Reductions.empty())
      return false;
  ForStmt &Inner = *Loops.back();
  BodyAccesses C = collectAccesses(*Inner.Body);
  std::string Names;
  for (const ForStmt *L : Loops)
    Names += (Names.empty() ? "'" : ", '") + L->Index->userName() + "'";
  auto Refuse = [&](const std::string &Why) {
    D.remark(Loops[0]->Loc,
             "loops over " + Names + " do not run as wavefronts: " + Why);
    return false;
  };
  // Scalars the body assigns are its own, or reductions of the nest (a
  // running best score), which its iterations may accumulate in any
  // order; what it writes is an array.
  std::set<const Variable *> Own = boundScalars(*Loops[0]);
  std::vector<Reduction> Reductions;
  for (auto &[V, Loc] : C.ScalarWrites) {
    if (Own.count(V))
      continue;
    std::string WhyNot;
    if (Reductions.empty())
      Reductions = findReductions(*Loops[0], WhyNot);
    auto It = std::find_if(Reductions.begin(), Reductions.end(),
                           [&](const Reduction &R) { return R.Var == V; });
    if (It == Reductions.end())
      return Refuse("scalar '" + V->userName() +
                    "' is declared outside them and written in them, not "
                    "as a reduction");
    if (F.KeepRoundingOrder && reassociatesRounding(It->Op, V->Ty))
      return Refuse("scalar '" + V->userName() +
                    "' is a floating-point reduction, and --strict-fp "
                    "keeps its order of rounding");
  }
  bool Writes = false;
  for (auto &[A, As] : C.Arrays)
    for (const BodyAccess &Acc : As)
      Writes |= Acc.IsWrite && !C.DeclaredArrays.count(A);
  if (!Writes)
    return false;
  // The box of each outer index, least and most (inclusive).
  std::vector<const ForStmt *> OuterLoops(Loops.begin(), Loops.end() - 1);
  // An unsigned `i + 1 < n` ends at n - 1 here, as a signed value
  // (endPolynomial): w's range is computed in signed arithmetic below.
  std::optional<IndexBox> Box = IndexBox::of(OuterLoops, true);
  if (!Box)
    return Refuse("the bounds of the loops around the innermost are not "
                  "affine in the parameters (a min, max or ?: bound), so "
                  "that the range of the wavefronts is unknown");
  Polynomial One = Polynomial::constant(1);
  auto First = [](const ForStmt &L) { return Polynomial::from(*L.Begin); };
  auto Last = [&](const ForStmt &L) { // The last index value: End -/+ 1.
    std::optional<Polynomial> E = endPolynomial(L, true);
    return E ? std::optional(L.Step > 0 ? *E - One : *E + One) : E;
  };
  std::string WhyNot;
  std::optional<std::vector<int64_t>> H = hyperplane(Loops, C, WhyNot);
  if (!H)
    return Refuse(WhyNot);
  if (!Unprofitable.empty())
    return Refuse(Unprofitable);
  // Where no dependence goes back along the outer loop x0 either (the
  // original order implies it; isl confirms), nor, of three loops, along
  // y = x1 + s * x0 for the least skew s that isl proves so, boxes of
  // (x0, w) or (x0, y, w) are tiles that can run as wavefronts of tiles
  // (TileWaves.h). Distances count in each loop's direction.
  auto Distance = [&](size_t L) {
    std::string A = "a" + std::to_string(L), B = "b" + std::to_string(L);
    return Loops[L]->Step > 0 ? "(" + B + " - " + A + ")"
                              : "(" + A + " - " + B + ")";
  };
  bool Tilable = false;
  unsigned TileSkew = 0;
  std::string Ignored;
  if (noPairs(Loops, C, Distance(0) + " < 0", Ignored).value_or(false)) {
    Tilable = Loops.size() == 2;
    for (unsigned S = 0; Loops.size() == 3 && S <= 4 && !Tilable; ++S) {
      std::string Back =
          Distance(1) + " + " + std::to_string(S) + "*" + Distance(0) + " < 0";
      if (noPairs(Loops, C, Back, Ignored).value_or(false)) {
        Tilable = true;
        TileSkew = S;
      }
    }
  }
  // w = Outer + c*x_d runs from its least value over the nest to its
  // greatest: x_d at the ends of its range, then the outer indices at the
  // corners of their boxes.
  Polynomial Outer = Polynomial::constant(0);
  std::string Plane;
  for (size_t L = 0; L < Loops.size(); ++L) {
    int64_t C = (*H)[L];
    if (C == 0)
      continue;
    const Variable *V = Loops[L]->Index;
    if (L + 1 < Loops.size())
      Outer = Outer + Polynomial::constant(C) * Polynomial::variable(V);
    std::string Term =
        (C == 1 || C == -1 ? "" : std::to_string(C < 0 ? -C : C) + "*") +
        V->Name;
    Plane += Plane.empty() ? (C < 0 ? "-" : "") + Term
                           : (C < 0 ? " - " : " + ") + Term;
  }
  // c = 1, or -1 where x_d counts down: c*x_d grows from the first value
  // of x_d to its last.
  bool Up = Inner.Step > 0;
  Polynomial Sign = Polynomial::constant(Up ? 1 : -1);
  std::optional<Polynomial> InFirst = First(Inner), InLast = Last(Inner);
  std::optional<Polynomial> Least =
      InFirst ? Box->extreme(Outer + Sign * *InFirst, true) : std::nullopt;
  std::optional<Polynomial> Most =
      InLast ? Box->extreme(Outer + Sign * *InLast, false) : std::nullopt;
  if (!Least || !Most)
    return Refuse("the innermost loop's bounds are not affine in the "
                  "indices around it, so that the range of the wavefronts "
                  "is unknown");
  ScalarType Ty = Inner.Index->Ty;
  // Over unsigned indices, w counts in a signed type from its bounds'
  // true values (computed modulo 2^64, then read as signed): an empty
  // nest's range (0 to 2n - 1 at n = 0) is empty, not 2^64 - 1 steps.
  // Narrower unsigned indices would wrap modulo 2^32, not 2^64, in their
  // own type: their arithmetic here runs on 64-bit signed copies.
  // So too, over signed indices, where a bound of w holds an unsigned
  // variable (`for (unsigned i = 1; i < m; ++i) for (int j ...)`): in C++
  // `n + m - 2` is unsigned there, and an int w below it compared as one.
  auto IsUnsigned = [](const Variable *V) {
    return V->Ty.Spelling.rfind("unsigned", 0) == 0;
  };
  bool Unsigned = Ty.Spelling.rfind("unsigned", 0) == 0;
  // Computed on 64-bit signed copies of the variables.
  bool Copies = Unsigned && Ty.Bits < 64;
  for (const Polynomial *P : {&*Least, &*Most})
    for (const Variable *V : P->variables())
      Copies |= !Unsigned && IsUnsigned(V);
  ScalarType WaveTy =
      Unsigned || Copies ? ScalarType::get(ScalarType::Integer, "long long", 64)
                         : Ty;
  auto Signed = [&](const Polynomial &P) {
    ExprPtr E = P.toExpr(WaveTy);
    mutateExpr(E, [&](Expr &X) -> ExprPtr {
      return X.K == Expr::VarRef ? Expr::cast(WaveTy, X.clone()) : nullptr;
    });
    return E;
  };
  auto Bound = [&](const Polynomial &P) {
    return Copies     ? Signed(P)
           : Unsigned ? Expr::cast(WaveTy, P.toExpr(Ty))
                      : P.toExpr(Ty);
  };
  auto Wave = std::make_unique<ForStmt>(Loops[0]->Loc);
  Wave->Index =
      F.newVar(Variable::LoopIndex, F.freshName("wave"), WaveTy, Wave->Loc);
  Wave->Begin = Bound(*Least);
  Wave->End = Bound(*Most + One);
  Wave->Label = Loops[0]->Label;
  Wave->Wavefront = true;
  Wave->TilableWaves = Tilable;
  Wave->WaveTileSkew = TileSkew;
  Wave->Body = std::make_unique<BlockStmt>(Wave->Loc);
  // The innermost index from w; the iteration runs where it is in range.
  Polynomial FromWave = Sign * (Polynomial::variable(Wave->Index) - Outer);
  ExprPtr Index = FromWave.toExpr(Ty);
  // On signed copies, the index and its bounds are compared as 64-bit
  // signed values (the index of w below 0 is not 2^32 - 1).
  ExprPtr Tested = Index->clone(), Begin = Inner.Begin->clone(),
          End = Inner.End->clone();
  if (Copies) {
    Tested = Signed(FromWave);
    Index = Expr::cast(Ty, Tested->clone());
    Begin = Expr::cast(WaveTy, std::move(Begin));
    End = Expr::cast(WaveTy, std::move(End));
  }
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  auto InRange = std::make_unique<IfStmt>(Inner.Loc);
  InRange->Cond = Expr::binary(
      "&&",
      Expr::binary(Up ? ">=" : "<=", Tested->clone(), std::move(Begin), Bool),
      Expr::binary(Up ? "<" : ">", Tested->clone(), std::move(End), Bool),
      Bool);
  InRange->Then = std::move(Inner.Body);
  mutateExprs(*InRange->Then, [&](Expr &X) -> ExprPtr {
    return X.K == Expr::VarRef && X.Var == Inner.Index ? Index->clone()
                                                       : nullptr;
  });
  ForStmt &Around = *Loops[Loops.size() - 2];
  Around.Body->Body[0] = std::move(InRange); // Inner is gone.
  std::string Along, NotTiled;
  if (Tilable)
    Along = ", and none back along '" + Loops[0]->Index->userName() + "'" +
            (Loops.size() == 3
                 ? " nor along '" +
                       skewedIndexName(*Loops[0], *Loops[1], TileSkew) + "'"
                 : "");
  else if (Loops.size() == 3)
    NotTiled = "isl does not prove that no dependence goes back along '" +
               skewedIndexName(*Loops[0], *Loops[1], 0) +
               (Loops[0]->Step < 0 ? " - s*" : " + s*") +
               Loops[0]->Index->userName() + "' for any s from 0 to 4";
  else
    NotTiled = "isl does not prove that no dependence goes back along '" +
               Loops[0]->Index->userName() + "'";
  Loops.pop_back();
  std::string Parallel;
  for (ForStmt *L : Loops) {
    L->IsParallel = true;
    L->Reductions = Reductions;
    recordReassociations(F, L->Loc, Reductions);
    Parallel += (Parallel.empty() ? "'" : ", '") + L->Index->userName() + "'";
  }
  std::string Reduced;
  for (const Reduction &R : Reductions)
    Reduced += std::string(Reduced.empty() ? " (reducing " : ", ") + R.Op +
               " into '" + R.Var->userName() + "'";
  D.remark(Loops[0]->Loc,
           "loops over " + Names + " run as wavefronts " + Wave->Index->Name +
               " = " + Plane + ", in parallel over " + Parallel +
               (Reduced.empty() ? "" : Reduced + ")") +
               " within each: isl proves that every dependence goes to a "
               "later wavefront" +
               Along);
  if (!NotTiled.empty())
    D.remark(Loops[0]->Loc,
             "wavefronts " + Wave->Index->Name +
                 " do not run in tiles: " + NotTiled);
  Wave->Body->Body.push_back(std::move(Slot));
  Slot = std::move(Wave);
  return true;
}

} // namespace

std::string skewedIndexName(const ForStmt &X0, const ForStmt &X1,
                            unsigned Skew) {
  std::string Y = (X1.Step < 0 ? "-" : "") + X1.Index->Name;
  if (Skew == 0)
    return Y;
  return Y + (X0.Step < 0 ? " - " : " + ") +
         (Skew > 1 ? std::to_string(Skew) + "*" : "") + X0.Index->Name;
}

void runAsWavefronts(Function &F, PassContext &C) {
  Diagnostics &D = C.D;

  Skewer(F, D).block(*F.Body);
}

} // namespace loopgen
