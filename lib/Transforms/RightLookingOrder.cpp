//===- RightLookingOrder.cpp - The right-looking order, proven and written
//-===//
//
// isl proves the new order of a nest's assignments legal, decides how the
// statements of a step run (point by point, or one after the other), and
// writes the loops of the new order (IslLoops.h).
//
//===----------------------------------------------------------------------===//

#include "RightLookingImpl.h"
#include "loopgen/Analysis/Subscripts.h"
#include "loopgen/Utils/IslLoops.h"
#include <algorithm>

namespace loopgen {
namespace rightlooking {

std::vector<PieceAccess> accessesOf(const AssignStmt &S) {
  std::vector<PieceAccess> Out;
  auto Reads = [&](const Expr &E) {
    walkExpr(E, [&](const Expr &X) {
      if (X.K == Expr::Access)
        Out.push_back({&X, false});
    });
  };
  Reads(*S.Value);
  for (const ExprPtr &Sub : S.Target->Ops)
    Reads(*Sub);
  Out.push_back({S.Target.get(), true});
  if (!S.Op.empty())
    Out.push_back({S.Target.get(), false});
  return Out;
}

/// Replaces V by a clone of With throughout E.
static void substitute(ExprPtr &E, const Variable *V, const Expr &With) {
  mutateExpr(E, [&](Expr &X) -> ExprPtr {
    return X.K == Expr::VarRef && X.Var == V ? With.clone() : nullptr;
  });
}

/// "(u_0, u_1, ...) lexicographically before (v_0, v_1, ...)" in isl text;
/// components that are both numbers are compared here.
static std::string lexBefore(const std::vector<std::string> &U,
                             const std::vector<std::string> &V) {
  auto Number = [](const std::string &S) {
    return !S.empty() &&
           S.find_first_not_of("-0123456789") == std::string::npos;
  };
  std::string Out, Equal;
  for (size_t I = 0; I < U.size(); ++I) {
    bool Known = Number(U[I]) && Number(V[I]);
    long A = Known ? std::stol(U[I]) : 0, B = Known ? std::stol(V[I]) : 0;
    if (!Known || A < B) {
      std::string Less = Known ? "" : U[I] + " < " + V[I];
      std::string Clause = Equal.empty()  ? Less
                           : Less.empty() ? Equal
                                          : Equal + " and " + Less;
      Out += (Out.empty() ? "(" : " or (") +
             (Clause.empty() ? "1 = 1" : Clause) + ")";
    }
    if (Known && A != B)
      return Out.empty() ? "1 = 0" : "(" + Out + ")";
    if (!Known)
      Equal += (Equal.empty() ? "" : " and ") + U[I] + " = " + V[I];
  }
  return Out.empty() ? "1 = 0" : "(" + Out + ")";
}

std::optional<const Array *> Reorder::conflict(const Piece &I, const Piece &J,
                                               const std::string &Extra) {
  IslContext Isl;
  for (const PieceAccess &U : accessesOf(*I.S))
    for (const PieceAccess &V : accessesOf(*J.S)) {
      if (U.E->Arr != V.E->Arr || (!U.IsWrite && !V.IsWrite))
        continue;
      const std::string &Name = U.E->Arr->Name;
      auto PU = subscriptPolynomials(F, *U.E, Nest[0]);
      auto PV = subscriptPolynomials(F, *V.E, Nest[0]);
      if (!PU || !PV || PU->size() != PV->size())
        return refuse("the subscripts of '" + Name + "' are no polynomials"),
               std::nullopt;
      IslBuilder B = builder();
      std::vector<std::string> Dims;
      std::string Cons = "1 = 1";
      std::vector<std::string> SU, SV;
      auto Side = [&](const Piece &P, const char *Prefix,
                      const std::vector<Polynomial> &Subs,
                      std::vector<std::string> &Out) {
        if (!domain(B, P, Prefix, Dims, Cons))
          return false;
        for (const Polynomial &S : Subs) {
          std::optional<std::string> A = B.affine(S);
          if (!A)
            return refuse("the subscripts of '" + Name + "' are not affine");
          Out.push_back(*A);
        }
        return true;
      };
      if (!Side(I, "a", *PU, SU) || !Side(J, "b", *PV, SV))
        return std::nullopt;
      if (B.Abstracted)
        return refuse("a product of parameters is in a subscript"),
               std::nullopt;
      for (size_t K = 0; K < SU.size(); ++K)
        Cons += " and " + SU[K] + " = " + SV[K];
      std::optional<bool> Empty =
          Isl.isEmpty(B.set(Dims, Cons + " and " + Extra));
      if (!Empty)
        return refuse("isl could not decide whether the order is legal"),
               std::nullopt;
      if (!*Empty)
        return U.E->Arr;
    }
  return nullptr;
}

bool Reorder::legal() {
  for (const Piece &I : Pieces)
    for (const Piece &J : Pieces) {
      std::optional<const Array *> A = conflict(
          I, J,
          lexBefore(originalTime(I, "a"), originalTime(J, "b")) + " and not " +
              lexBefore(newTime(I, "a"), newTime(J, "b")));
      if (!A)
        return false;
      if (*A)
        return refuse("'" + (*A)->Name +
                      "' would be read or written out of order (isl finds a "
                      "dependence the new order reverses)");
    }
  return true;
}

bool Reorder::apartWithinSteps(const std::vector<size_t> &Of) {
  std::string Apart;
  for (size_t L = 0; L < depth(); ++L) {
    std::string X = "x" + std::to_string(L);
    Apart += (Apart.empty() ? "" : " or ") + ("a" + X) + " < b" + X + " or a" +
             X + " > b" + X;
  }
  for (size_t A : Of)
    for (size_t C : Of) {
      std::optional<const Array *> Touch =
          conflict(Pieces[A], Pieces[C], "ak = bk and (" + Apart + ")");
      if (!Touch || *Touch)
        return false;
    }
  return true;
}

bool Reorder::orderWithinSteps(const std::vector<size_t> &Of) {
  // A before C when an instance of A meets one of C in a step after it.
  std::map<size_t, std::set<size_t>> Before;
  for (size_t A : Of)
    for (size_t C : Of) {
      if (A == C)
        continue;
      std::optional<const Array *> Touch =
          conflict(Pieces[A], Pieces[C],
                   "ak = bk and " + lexBefore(originalTime(Pieces[A], "a"),
                                              originalTime(Pieces[C], "b")));
      if (!Touch)
        return false;
      if (*Touch)
        Before[C].insert(A);
    }
  // Each in turn the first of those whose predecessors have run, in the
  // body's order.
  std::vector<size_t> Left = Of;
  unsigned Slot = 0;
  while (!Left.empty()) {
    auto Next = std::find_if(Left.begin(), Left.end(), [&](size_t C) {
      for (size_t A : Before[C])
        if (std::count(Left.begin(), Left.end(), A))
          return false;
      return true;
    });
    if (Next == Left.end())
      return false; // A cycle: the statements meet both ways.
    Pieces[*Next].Slot = Slot++;
    Left.erase(Next);
  }
  return true;
}

std::unique_ptr<BlockStmt> Reorder::generate() {
  // Assignments with the same text at disjoint points, adjacent in the new
  // order (LU's updates left of the diagonal and right of it), are one
  // group: one statement, one loop.
  auto Text = [&](const Piece &I) {
    AssignStmt S(I.S->Target->clone(), I.S->Op, I.S->Value->clone());
    // Each loop over k has its own index, each of a row's loops too.
    mutateExprs(S, [&](Expr &X) -> ExprPtr {
      if (X.K != Expr::VarRef)
        return nullptr;
      if (I.Reduce && X.Var == I.Reduce->Index)
        return Expr::var(Step);
      if (I.Column && X.Var == I.Column->Index)
        return Expr::var(Columns[0]->Index);
      return nullptr;
    });
    return printStmt(S);
  };
  std::vector<size_t> Order(Pieces.size());
  for (size_t K = 0; K < Order.size(); ++K)
    Order[K] = K;
  auto Key = [&](size_t K) {
    const Piece &I = Pieces[K];
    return std::make_tuple(phase(I), I.P, I.Q);
  };
  std::stable_sort(Order.begin(), Order.end(),
                   [&](size_t A, size_t B) { return Key(A) < Key(B); });
  // Every piece's domain over [k, x0, ...], written by one builder.
  IslBuilder B = builder();
  std::vector<std::string> Domains(Pieces.size()), Dims;
  for (size_t K = 0; K < Pieces.size(); ++K) {
    Dims.clear();
    std::string Cons = "1 = 1";
    if (!domain(B, Pieces[K], "", Dims, Cons))
      return nullptr;
    Domains[K] = Cons;
  }
  std::string Params = B.set({}, "1 = 1");
  Params = Params.substr(0, Params.find("{"));
  std::string Point;
  for (const std::string &D : Dims)
    Point += (Point.empty() ? "[" : ", ") + D;
  Point += "]";
  IslContext Isl;
  std::vector<std::vector<size_t>> Groups;
  for (size_t K : Order) {
    if (!Groups.empty()) {
      std::vector<size_t> &G = Groups.back();
      const Piece &Prev = Pieces[G.back()], &I = Pieces[K];
      if (phase(Prev) == phase(I) && Text(Prev) == Text(I)) {
        std::string InGroup;
        for (size_t M : G)
          InGroup += (InGroup.empty() ? "(" : " or (") + Domains[M] + ")";
        std::optional<bool> Disjoint =
            Isl.isEmpty(Params + "{ " + Point + " : (" + Domains[K] +
                        ") and (" + InGroup + ") }");
        if (Disjoint && *Disjoint) {
          G.push_back(K);
          continue;
        }
      }
    }
    Groups.push_back({K});
  }
  // What isl sees as one statement: a phase whose points touch no element
  // that another point of its step touches (one loop nest, each group
  // under the condition of its points), else each group.
  std::vector<std::vector<size_t>> Units;
  for (int Phase : {0, 1}) {
    std::vector<size_t> Of, Pieced;
    for (size_t G = 0; G < Groups.size(); ++G)
      if (phase(Pieces[Groups[G][0]]) == Phase) {
        Of.push_back(G);
        Pieced.insert(Pieced.end(), Groups[G].begin(), Groups[G].end());
      }
    if (Of.size() > 1 && !StatementMajor[Phase] && apartWithinSteps(Pieced)) {
      Units.push_back(Of);
      continue;
    }
    for (size_t G : Of)
      Units.push_back({G});
  }
  // U<u>[k, x] -> [k, phase, slot, x, p, q] for each piece of unit u.
  std::string Maps;
  for (size_t U = 0; U < Units.size(); ++U)
    for (size_t G : Units[U])
      for (size_t K : Groups[G]) {
        std::vector<std::string> Time = newTime(Pieces[Groups[G][0]], "");
        if (Units[U].size() > 1) // The order within a point is the body's.
          Time[Time.size() - 2] = Time.back() = "0";
        std::string T;
        for (const std::string &C : Time)
          T += (T.empty() ? "" : ", ") + C;
        Maps += (Maps.empty() ? "U" : "; U") + std::to_string(U) + Point +
                " -> [" + T + "] : " + Domains[K];
      }
  // The loop over the steps takes the first loop over k's index, those
  // over x the nest's.
  // Over unsigned indices, signed copies of them: isl's bounds and
  // conditions (k - 1, n - 1 at n = 0) hold their true values.
  std::vector<const ForStmt *> Indexed{nullptr};
  for (const Piece &I : Pieces)
    if (!Indexed[0] && I.Reduce)
      Indexed[0] = I.Reduce;
  Indexed.insert(Indexed.end(), Nest.begin(), Nest.end());
  if (!Columns.empty()) // The row's loops share the last dimension.
    Indexed.push_back(Columns[0]);
  bool Unsigned = false;
  for (const ForStmt *L : Indexed)
    Unsigned |= L->Index->Ty.Spelling.rfind("unsigned", 0) == 0;
  for (const ForStmt *L : Columns)
    Unsigned |= L->Index->Ty.Spelling.rfind("unsigned", 0) == 0;
  ScalarType Signed = ScalarType::get(ScalarType::Integer, "long long", 64);
  std::vector<Variable *> Iterators;
  std::vector<ScalarType> Types;
  Origin.clear();
  for (const ForStmt *L : Indexed) {
    Variable *V = L->Index;
    if (Unsigned)
      V = F.newVar(Variable::LoopIndex, F.freshName(V->Name), Signed, V->Loc);
    Origin[V] = L;
    Iterators.push_back(V);
    Types.push_back(V->Ty);
    if (Iterators.size() == 1) // The phase and the slot are no loops.
      Iterators.insert(Iterators.end(), {nullptr, nullptr});
  }
  std::vector<ExprPtr> Outer;
  IslNamed Named;
  std::vector<const ForStmt *> Around = enclosingLoops(F, *Nest[0]);
  for (size_t K = 0; K < Around.size(); ++K) {
    Outer.push_back(Expr::var(Around[K]->Index));
    Named["o" + std::to_string(K)] = Outer.back().get();
  }
  // A unit of several groups runs each under the condition of its points.
  IslWanted Wanted;
  for (size_t U = 0; U < Units.size(); ++U)
    if (Units[U].size() > 1)
      for (size_t G : Units[U]) {
        std::string Of;
        for (size_t K : Groups[G])
          Of += (Of.empty() ? "U" : "; U") + std::to_string(U) + Point + " : " +
                Domains[K];
        Wanted["U" + std::to_string(U)].push_back(Params + "{ " + Of + " }");
      }
  bool Failed = false;
  std::unique_ptr<BlockStmt> Loops = islLoops(
      F, Params + "{ " + Maps + " }", Iterators, Types, Named, Wanted,
      [&](const std::string &Name, std::vector<ExprPtr> Args,
          std::vector<ExprPtr> Guards, BlockStmt &Out) {
        size_t U = std::stoul(Name.substr(1));
        if (U >= Units.size() || Args.size() != Dims.size() ||
            (Units[U].size() > 1 && Guards.size() != Units[U].size()))
          return false;
        for (size_t M = 0; M < Units[U].size(); ++M) {
          const Piece &I = Pieces[Groups[Units[U][M]][0]];
          if (M < Guards.size() && Guards[M] && Guards[M]->K == Expr::BoolLit &&
              !Guards[M]->IntValue)
            continue; // None of its points runs here.
          auto S = std::make_unique<AssignStmt>(I.S->Target->clone(), I.S->Op,
                                                I.S->Value->clone(), I.S->Loc);
          std::vector<ForStmt *> Loops = loopsOf(I);
          for (size_t L = 0; L < Loops.size(); ++L) {
            substitute(S->Target, Loops[L]->Index, *Args[L + 1]);
            substitute(S->Value, Loops[L]->Index, *Args[L + 1]);
          }
          if (I.Reduce) {
            substitute(S->Target, I.Reduce->Index, *Args[0]);
            substitute(S->Value, I.Reduce->Index, *Args[0]);
          }
          if (M >= Guards.size() || !Guards[M]) {
            Out.Body.push_back(std::move(S));
            continue;
          }
          auto If = std::make_unique<IfStmt>(I.S->Loc);
          If->Cond = std::move(Guards[M]);
          If->Then = std::make_unique<BlockStmt>(I.S->Loc);
          If->Then->Body.push_back(std::move(S));
          Out.Body.push_back(std::move(If));
        }
        return true;
      });
  return Failed ? nullptr : std::move(Loops);
}

} // namespace rightlooking
} // namespace loopgen
