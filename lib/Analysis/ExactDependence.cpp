//===- ExactDependence.cpp - Exact affine dependences with isl ------------===//

#include "loopgen/Analysis/ExactDependence.h"
#include "loopgen/Analysis/Accesses.h"
#include "loopgen/Analysis/Isl.h"
#include "loopgen/Analysis/Subscripts.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include <map>
#include <set>

namespace loopgen {

std::optional<DependenceResult>
testArraysExactly(const Function &F, const ForStmt &L, const Array *Only) {
  BodyAccesses C = collectAccesses(*L.Body);
  std::vector<const ForStmt *> Outer = enclosingLoops(F, L);
  IslContext Isl;
  ExprPrinter EP;
  std::optional<DependenceResult> Maybe;
  for (auto &[A, As] : C.Arrays) {
    if (C.DeclaredArrays.count(A) || (Only && A != Only) ||
        std::count(L.AtomicArrays.begin(), L.AtomicArrays.end(), A) ||
        std::count(L.MarkedArrays.begin(), L.MarkedArrays.end(), A))
      continue;
    for (size_t WI = 0; WI < As.size(); ++WI) {
      const BodyAccess &W = As[WI];
      if (!W.IsWrite)
        continue;
      for (size_t XI = 0; XI < As.size(); ++XI) {
        const BodyAccess &X = As[XI];
        if (X.IsWrite && XI < WI)
          continue; // Each pair of writes once.
        // Subscripts that are no polynomials (a neighbour wrapped around
        // by `?:`, a remainder) as isl reads them, dimension by dimension.
        auto PW = impliedSubscripts(F, *W.E);
        auto PX = impliedSubscripts(F, *X.E);
        if (PW && PX && PW->size() != PX->size()) { // Flat, then.
          PW = subscriptPolynomials(F, *W.E);
          PX = subscriptPolynomials(F, *X.E);
        }
        bool AsWritten = !PW || !PX || PW->size() != PX->size();
        if (AsWritten && W.E->Ops.size() != X.E->Ops.size())
          return std::nullopt;
        IslBuilder B(C.Varying);
        std::vector<std::string> Dims, SW, SX;
        std::string Cons = "(ia < ib or ia > ib)";
        bool Affine = true;
        auto Range = [&](const ForStmt &Loop, const std::string &Name) {
          Affine &= B.loopDimension(Loop, Name, Dims, Cons);
        };
        for (size_t K = 0; K < Outer.size(); ++K)
          Range(*Outer[K], "o" + std::to_string(K));
        // The two sides: L and the inner loops get names of their own.
        // An affine guard becomes a constraint; another leaves the access
        // conditional (a may-dependence).
        bool Exact = true;
        auto Guards = [&](const BodyAccess &Acc) {
          for (const StmtContext::Branch &G : Acc.Branches) {
            std::optional<std::string> C =
                G.holds() ? B.condition(*G.holds(), G.Else) : std::nullopt;
            if (C)
              Cons += " and " + *C;
            else
              Exact = false;
          }
        };
        auto Side = [&](const BodyAccess &Acc, const std::string &Suffix,
                        const std::optional<std::vector<Polynomial>> &Subs,
                        std::vector<std::string> &Out) {
          Range(L, "i" + Suffix);
          for (const ForStmt *In : Acc.Inner)
            Range(*In, B.fresh(Suffix));
          Guards(Acc);
          size_t Rank = AsWritten ? Acc.E->Ops.size() : Subs->size();
          for (size_t D = 0; D < Rank; ++D) {
            auto S =
                AsWritten ? B.affine(*Acc.E->Ops[D]) : B.affine((*Subs)[D]);
            Affine &= S.has_value();
            Out.push_back(S.value_or("0"));
          }
        };
        Side(W, "a", PW, SW);
        Side(X, "b", PX, SX);
        if (!Affine)
          return std::nullopt;
        for (size_t D = 0; D < SW.size(); ++D)
          Cons += " and " + SW[D] + " = " + SX[D];
        std::optional<bool> Empty = Isl.isEmpty(B.set(Dims, Cons));
        if (!Empty)
          return std::nullopt;
        if (*Empty)
          continue;
        DependenceResult R;
        R.First = W.E->Loc;
        R.Second = X.E->Loc;
        Exact &= !B.Abstracted;
        std::string Pair =
            &X == &W || X.E == W.E
                ? "'" + EP.print(*W.E) + "' writes the same element of '" +
                      A->userName() + "' in different iterations"
                : "'" + EP.print(*W.E) + "' and '" + EP.print(*X.E) +
                      "' touch the same element of '" + A->userName() +
                      "' in different iterations";
        R.K = Exact ? DependenceResult::Proven : DependenceResult::Unknown;
        R.Reason = Exact ? Pair
                         : "possibly " + Pair +
                               " (the accesses are conditional or the "
                               "bounds abstracted)";
        if (Exact)
          return R;
        if (!Maybe)
          Maybe = R;
      }
    }
  }
  if (Maybe)
    return Maybe;
  return DependenceResult{};
}

} // namespace loopgen
