//===- ValueHulls.cpp - The values locals set to indices take ------------===//
//
// A local set only to sizes, constants and the indices of loops around
// each assignment (a nearest element's `best = -1; ... best = k;`) takes
// values between the least and the greatest of those; a local set once to
// such a one (`s_0 = best`, a reference to `list[best]`) takes them as the
// tests around its definition narrow them (`if (best < 0) continue;`).
// For shape inference (InferShapes.cpp): the reach of `list[best]`.
//
//===----------------------------------------------------------------------===//

#include "IndexRanges.h"
#include "loopgen/IR/Walk.h"
#include "llvm/ADT/STLExtras.h"
#include <functional>

namespace loopgen {
namespace shapes {

ValueHulls valueHulls(const BlockStmt &Body, const PolyOfFn &PolyOf,
                      const std::function<bool(const Variable *)> &IsSize,
                      const std::function<bool(const Variable *)> &Ignore,
                      const std::map<const Variable *, const Expr *> &Defined) {
  ValueHulls Out;
  std::map<const Variable *, std::optional<std::pair<Polynomial, Polynomial>>>
      Seen;
  auto Join = [&](const Variable *V, std::optional<Polynomial> Lo,
                  std::optional<Polynomial> Hi) {
    auto [It, New] = Seen.try_emplace(V);
    if (!New && !It->second)
      return;
    if (!Lo || !Hi) {
      It->second.reset();
      return;
    }
    if (New) {
      It->second = {*Lo, *Hi};
      return;
    }
    auto &[Least, Most] = *It->second;
    int Low = signOf(*Lo - Least), High = signOf(*Hi - Most);
    if (!Low || !High) { // Sizes that do not compare.
      It->second.reset();
      return;
    }
    if (Low < 0)
      Least = *Lo;
    if (High > 0)
      Most = *Hi;
  };
  auto OfSizes = [&](const std::optional<Polynomial> &P) {
    return P && llvm::all_of(P->variables(), IsSize);
  };
  walkInContext(Body, [&](const Stmt &S, const StmtContext &Ctx) {
    const Variable *V = nullptr;
    const Expr *Value = nullptr;
    if (const auto *D = dyn_cast<DeclStmt>(&S)) {
      V = D->Var;
      Value = D->Init.get();
    } else if (const auto *A = dyn_cast<AssignStmt>(&S);
               A && A->Target->K == Expr::VarRef) {
      V = A->Target->Var;
      Value = A->Op.empty() ? A->Value.get() : nullptr;
    }
    if (!V || V->K != Variable::Local || !V->Ty.isIntegral() || Ignore(V))
      return;
    const Expr *U = Value ? &uncast(*Value) : nullptr;
    if (std::optional<Polynomial> P = U ? PolyOf(*U) : std::nullopt; OfSizes(P))
      return Join(V, P, P);
    for (const ForStmt *L : Ctx.Loops)
      if (U && U->K == Expr::VarRef && U->Var == L->Index && L->Step > 0 &&
          !L->isWhile()) {
        std::optional<Polynomial> Lo = PolyOf(*L->Begin), End = PolyOf(*L->End);
        if (OfSizes(Lo) && OfSizes(End))
          return Join(V, Lo, *End - Polynomial::constant(1));
      }
    Join(V, std::nullopt, std::nullopt);
  });
  for (auto &[V, Range] : Seen)
    if (Range)
      Out.emplace(V, *Range);
  // Locals set once to one of those (`const Sphere &s = list[best]`
  // binds `s_0 = best`): its range where that runs, which the tests
  // around narrow (`if (best < 0) continue;`).
  walkInContext(Body, [&](const Stmt &S, const StmtContext &Ctx) {
    const auto *D = dyn_cast<DeclStmt>(&S);
    if (!D || !D->Var || !D->Init || !Defined.count(D->Var) ||
        Out.count(D->Var) || uncast(*D->Init).K != Expr::VarRef)
      return;
    const Variable *W = uncast(*D->Init).Var;
    auto It = Out.find(W);
    if (It == Out.end())
      return;
    auto [Lo, Hi] = It->second;
    auto Narrow = [&](const Expr &Cond, bool Holds) {
      forEachVariableBound(
          Cond, Holds,
          [&](const Variable *X, bool Lower, const Expr &Other, int Adjust) {
            std::optional<Polynomial> Bound = PolyOf(Other);
            if (X != W || !OfSizes(Bound))
              return;
            Polynomial B = *Bound + Polynomial::constant(Adjust);
            if (signOf(Lower ? B - Lo : Hi - B) > 0)
              (Lower ? Lo : Hi) = B;
          });
    };
    for (const auto &B : Ctx.Branches)
      if (B.holds() &&
          !assignedScalars(B.Else ? *B.If->Else : *B.If->Then).count(W))
        Narrow(*B.holds(), !B.Else);
    Out.emplace(D->Var, std::make_pair(Lo, Hi));
  });
  return Out;
}

} // namespace shapes
} // namespace loopgen
