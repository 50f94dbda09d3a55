//===- Dependence.cpp - Is a loop free of loop-carried dependences? -------===//

#include "loopgen/Analysis/Dependence.h"
#include "loopgen/Analysis/ExactDependence.h"
#include "loopgen/Analysis/Isl.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include <functional>
#include <map>
#include <set>

namespace loopgen {

namespace {

struct Access {
  const Expr *E;
  bool IsWrite;
  bool Conditional; ///< Under an `if` within the loop body.
};

/// Everything the body of one loop touches.
struct BodySummary {
  std::map<const Array *, std::vector<Access>> Arrays;
  std::vector<std::pair<const Variable *, SourceLocation>> ScalarWrites;
  std::set<const Variable *> Declared; ///< Scalars declared in the body.
  std::set<const Array *> DeclaredArrays;
  std::set<const Variable *> Varying; ///< Changes within an iteration.
};

void collectReads(const Expr &E, bool Cond, BodySummary &S) {
  walkExpr(E, [&](const Expr &X) {
    if (X.K == Expr::Access)
      S.Arrays[X.Arr].push_back({&X, false, Cond});
  });
}

void summarize(const BlockStmt &B, bool Cond, BodySummary &S) {
  for (const StmtPtr &Child : B.Body) {
    const Stmt &St = *Child;
    switch (St.K) {
    case Stmt::Block:
      summarize(static_cast<const BlockStmt &>(St), Cond, S);
      break;
    case Stmt::For: {
      auto &L = static_cast<const ForStmt &>(St);
      S.Varying.insert(L.Index);
      S.Declared.insert(L.Index);
      collectReads(*L.Begin, Cond, S);
      collectReads(*L.End, Cond, S);
      summarize(*L.Body, Cond, S);
      break;
    }
    case Stmt::If: {
      auto &I = static_cast<const IfStmt &>(St);
      collectReads(*I.Cond, Cond, S);
      summarize(*I.Then, true, S);
      if (I.Else)
        summarize(*I.Else, true, S);
      break;
    }
    case Stmt::Assign: {
      auto &A = static_cast<const AssignStmt &>(St);
      collectReads(*A.Value, Cond, S);
      if (A.Target->K == Expr::VarRef) {
        S.ScalarWrites.push_back({A.Target->Var, A.Loc});
        S.Varying.insert(A.Target->Var);
      } else {
        for (const ExprPtr &Sub : A.Target->Ops)
          collectReads(*Sub, Cond, S);
        S.Arrays[A.Target->Arr].push_back({A.Target.get(), true, Cond});
        if (!A.Op.empty())
          S.Arrays[A.Target->Arr].push_back({A.Target.get(), false, Cond});
      }
      break;
    }
    case Stmt::Decl: {
      auto &D = static_cast<const DeclStmt &>(St);
      if (D.Var) {
        S.Declared.insert(D.Var);
        S.Varying.insert(D.Var);
      }
      if (D.Arr)
        S.DeclaredArrays.insert(D.Arr);
      if (D.Init)
        collectReads(*D.Init, Cond, S);
      break;
    }
    case Stmt::Return:
      if (auto &V = static_cast<const ReturnStmt &>(St).Value)
        collectReads(*V, Cond, S);
      break;
    }
  }
}

/// Index variables of F's loops and the loops that bind them.
std::map<const Variable *, const ForStmt *> loopsOf(const Function &F) {
  std::map<const Variable *, const ForStmt *> M;
  walkStmts(*F.Body, [&](const Stmt &S) {
    if (S.K == Stmt::For)
      M[static_cast<const ForStmt &>(S).Index] =
          &static_cast<const ForStmt &>(S);
  });
  return M;
}

/// Recovers multi-dimensional subscripts from linearized ones.
class Delinearizer {
public:
  explicit Delinearizer(const Function &F) : F(F), Loops(loopsOf(F)) {}
  std::optional<std::vector<Polynomial>> subscripts(const Expr &Access);

private:
  const Function &F;
  std::map<const Variable *, const ForStmt *> Loops;
  std::optional<std::vector<Polynomial>> delinearize(const Array &A,
                                                     const Polynomial &P);
  bool withinExtent(const Polynomial &E, const Array &A, unsigned Dim);
};

class Tester {
public:
  Tester(const Function &F, const ForStmt &L) : L(L), Delin(F) {
    summarize(*L.Body, false, S);
  }

  DependenceResult run(const Array *Only);

private:
  const ForStmt &L;
  Delinearizer Delin;
  BodySummary S;

  bool invariant(const Polynomial &P) const;
  DependenceResult testArray(const Array &A, const std::vector<Access> &As);
};

bool Tester::invariant(const Polynomial &P) const {
  for (const Variable *V : P.variables())
    if (V == L.Index || S.Varying.count(V))
      return false;
  return true;
}

/// Whether 0 <= E < Dim holds wherever E is evaluated.
/// Whether 0 <= E < Dim wherever E is evaluated: over the ranges of the
/// loops whose indices E uses (and the loops around them), for every value
/// of the parameters that leaves the array non-empty (it is accessed).
bool Delinearizer::withinExtent(const Polynomial &E, const Array &A,
                                unsigned Dim) {
  IslBuilder B({});
  std::vector<std::string> Dims;
  std::string Cons = "true";
  std::set<const ForStmt *> Seen;
  bool OK = true;
  std::function<void(const ForStmt *)> AddLoop = [&](const ForStmt *L) {
    if (!Seen.insert(L).second)
      return;
    for (const ForStmt *O : enclosingLoops(F, *L))
      AddLoop(O);
    OK &= B.loopDimension(*L, B.fresh("l"), Dims, Cons);
  };
  for (const Variable *V : E.variables()) {
    auto It = Loops.find(V);
    if (It != Loops.end())
      AddLoop(It->second);
  }
  for (const ExprPtr &Extent : A.Dims) {
    auto X = B.affine(*Extent);
    OK &= X.has_value();
    Cons += " and " + X.value_or("0") + " >= 1";
  }
  auto X = B.affine(E);
  auto Ext = B.affine(*A.Dims[Dim]);
  if (!OK || !X || !Ext)
    return false;
  if (Dims.empty())
    Dims.push_back("unused");
  Cons += " and (" + *X + " < 0 or " + *X + " >= " + *Ext + ")";
  IslContext Isl;
  std::optional<bool> Empty = Isl.isEmpty(B.set(Dims, Cons));
  return Empty && *Empty;
}

std::optional<std::vector<Polynomial>>
Delinearizer::delinearize(const Array &A, const Polynomial &P) {
  unsigned K = A.rank();
  // Strides: product of the extents inside each dimension, single terms.
  std::vector<Polynomial> Strides(K, Polynomial::constant(1));
  for (int D = K - 2; D >= 0; --D) {
    auto Ext = Polynomial::from(*A.Dims[D + 1]);
    if (!Ext)
      return std::nullopt;
    Strides[D] = Strides[D + 1] * *Ext;
    if (Strides[D].Terms.size() != 1)
      return std::nullopt;
  }
  std::vector<Polynomial> Parts(K);
  for (auto &[Mono, Coeff] : P.Terms) {
    bool Placed = false;
    for (unsigned D = 0; D < K && !Placed; ++D) {
      auto &[SMono, SCoeff] = *Strides[D].Terms.begin();
      if (Coeff % SCoeff != 0)
        continue;
      Monomial Rest = Mono;
      bool Divides = true;
      for (const Variable *V : SMono) {
        auto Pos = std::find(Rest.begin(), Rest.end(), V);
        if (Pos == Rest.end()) {
          Divides = false;
          break;
        }
        Rest.erase(Pos);
      }
      if (!Divides)
        continue;
      Polynomial T;
      T.Terms[Rest] = Coeff / SCoeff;
      Parts[D] = Parts[D] + T;
      Placed = true;
    }
    if (!Placed)
      return std::nullopt;
  }
  // Inner parts must lie within their extents. A greedy split may leave
  // one extent in the outer part (i*n + n - 1 is [i + 1][-1]): move it in.
  for (unsigned D = K - 1; D >= 1; --D) {
    if (withinExtent(Parts[D], A, D))
      continue;
    auto Ext = Polynomial::from(*A.Dims[D]);
    Polynomial In = Parts[D] + *Ext;
    if (!withinExtent(In, A, D))
      return std::nullopt;
    Parts[D] = In;
    Parts[D - 1] = Parts[D - 1] - Polynomial::constant(1);
  }
  return Parts;
}

std::optional<std::vector<Polynomial>>
Delinearizer::subscripts(const Expr &Acc) {
  std::vector<Polynomial> Subs;
  for (const ExprPtr &Op : Acc.Ops) {
    auto P = Polynomial::from(*Op);
    if (!P)
      return std::nullopt;
    Subs.push_back(*P);
  }
  if (Subs.size() == 1 && Acc.Arr->rank() > 1)
    if (auto Multi = delinearize(*Acc.Arr, Subs[0]))
      return Multi;
  return Subs;
}

std::string describe(const Expr &E) { return ExprPrinter().print(E); }

DependenceResult Tester::testArray(const Array &A,
                                   const std::vector<Access> &As) {
  const Access *W = nullptr;
  for (const Access &X : As)
    if (X.IsWrite && (!W || (W->Conditional && !X.Conditional)))
      W = &X;
  std::vector<std::vector<Polynomial>> Subs;
  for (const Access &X : As) {
    auto P = Delin.subscripts(*X.E);
    if (!P) {
      DependenceResult R{DependenceResult::Unknown,
                         "the subscript of '" + describe(*X.E) +
                             "' is not affine, so '" + describe(*W->E) +
                             "' may touch the same element in another "
                             "iteration",
                         W->E->Loc, X.E->Loc};
      return R;
    }
    Subs.push_back(*P);
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
    auto C0 = Subs[0][D].coefficientOf(L.Index);
    if (!C0 || !C0->isConstant() || C0->constantTerm() == 0)
      continue;
    Polynomial R0 = Subs[0][D].withoutVar(L.Index);
    bool Separates = invariant(R0);
    for (size_t X = 1; X < Subs.size() && Separates; ++X) {
      auto C = Subs[X][D].coefficientOf(L.Index);
      Separates = C && *C == *C0 && Subs[X][D].withoutVar(L.Index) == R0;
    }
    if (Separates)
      return {};
  }
  // No proof. A dependence is certain when an unconditional write and
  // another unconditional access meet at a constant distance in i, or when
  // the write does not move with i at all.
  for (size_t X = 0; X < As.size(); ++X) {
    if (As[X].Conditional || W->Conditional)
      continue;
    const std::vector<Polynomial> &WS = Subs[W - As.data()];
    bool NoI = true;
    for (auto &P : WS)
      NoI &= !P.dependsOn(L.Index) && invariant(P);
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
      Polynomial Diff = WS[D] - Subs[X][D];
      Distance = Diff.isConstant() && invariant(WS[D].withoutVar(L.Index));
      auto C = WS[D].coefficientOf(L.Index);
      if (!Distance || !C || !C->isConstant())
        Distance = false;
      else if (C->constantTerm() == 0)
        Distance = Diff.constantTerm() == 0;
      else if (Diff.constantTerm() % C->constantTerm() == 0)
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
    if (S.Declared.count(V))
      continue;
    DependenceResult R{DependenceResult::Proven,
                       "scalar '" + V->Name +
                           "' is declared outside the loop and written in "
                           "every iteration",
                       Loc, Loc};
    R.IsScalar = true;
    return R;
  }
  for (auto &[A, As] : S.Arrays) {
    if (S.DeclaredArrays.count(A) || (Only && A != Only))
      continue;
    bool Written = false;
    for (const Access &X : As)
      Written |= X.IsWrite;
    if (!Written)
      continue;
    DependenceResult R = testArray(*A, As);
    if (R.K != DependenceResult::Independent)
      return R;
  }
  return {};
}

} // namespace

std::optional<std::vector<Polynomial>>
subscriptPolynomials(const Function &F, const Expr &Access) {
  return Delinearizer(F).subscripts(Access);
}

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
