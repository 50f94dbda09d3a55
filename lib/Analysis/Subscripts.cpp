//===- Subscripts.cpp - Subscripts of accesses as polynomials -------------===//

#include "loopgen/Analysis/Subscripts.h"
#include "loopgen/Analysis/Isl.h"
#include "loopgen/IR/Walk.h"
#include <algorithm>
#include <functional>
#include <map>
#include <set>

namespace loopgen {

namespace {

/// Index variables of F's loops and the loops that bind them.
std::map<const Variable *, const ForStmt *> loopsOf(const Function &F) {
  std::map<const Variable *, const ForStmt *> M;
  walkStmts(*F.Body, [&](const Stmt &S) {
    if (S.K == Stmt::For)
      M[cast<ForStmt>(S).Index] =
          &cast<ForStmt>(S);
  });
  return M;
}

/// Recovers multi-dimensional subscripts from linearized ones.
class Delinearizer {
public:
  explicit Delinearizer(const Function &F) : F(F), Loops(loopsOf(F)) {}
  std::optional<std::vector<Polynomial>> subscripts(const Expr &Access,
                                                    const ForStmt *Copy);
  std::optional<std::vector<Polynomial>> implied(const Expr &Access);

private:
  const Function &F;
  std::map<const Variable *, const ForStmt *> Loops;
  /// The if branches and the loops around the access being split.
  std::vector<StmtContext::Branch> Guards;
  std::vector<const ForStmt *> AccessLoops;
  /// The scalars F's body changes, once asked.
  std::optional<std::set<const Variable *>> Changing;
  std::vector<const ForStmt *> loopsAround(const ForStmt &L);
  /// Extents are outermost first; the first may be unknown.
  using Extents = std::vector<std::optional<Polynomial>>;
  std::optional<std::vector<Polynomial>> delinearize(const Extents &Ext,
                                                     const Polynomial &P);
  bool withinExtent(const Polynomial &E, const Extents &Ext, unsigned Dim);
  std::optional<Extents> impliedExtents(const Array &A);
  bool findGuards(const BlockStmt &Scope, const Expr &Access);
};

bool Delinearizer::findGuards(const BlockStmt &Scope, const Expr &Access) {
  bool Found = false;
  walkInContext(Scope, [&](const Stmt &S, const StmtContext &Ctx) {
    bool Here = false;
    forEachOwnExpr(S, [&](const Expr &E) {
      walkExpr(E, [&](const Expr &X) { Here |= &X == &Access; });
    });
    if (!Here)
      return;
    Found = true;
    Guards = Ctx.Branches;
    AccessLoops = Ctx.Loops;
  });
  return Found;
}

/// The loops around L: where L is around the access, those before it.
std::vector<const ForStmt *> Delinearizer::loopsAround(const ForStmt &L) {
  auto At = std::find(AccessLoops.begin(), AccessLoops.end(), &L);
  if (At != AccessLoops.end())
    return {AccessLoops.begin(), At};
  return enclosingLoops(F, L);
}

/// Whether 0 <= E < Dim wherever E is evaluated: over the ranges of the
/// loops whose indices E uses (and the loops around them), for every value
/// of the parameters that leaves the array non-empty (it is accessed).
bool Delinearizer::withinExtent(const Polynomial &E, const Extents &Ext,
                                unsigned Dim) {
  IslBuilder B({});
  std::vector<std::string> Dims;
  std::string Cons = "true";
  std::set<const ForStmt *> Seen;
  bool OK = true;
  std::function<void(const ForStmt *)> AddLoop = [&](const ForStmt *L) {
    if (!Seen.insert(L).second)
      return;
    for (const ForStmt *O : loopsAround(*L))
      AddLoop(O);
    // A loop whose bounds isl cannot read (`p < start[i + 1]`) leaves its
    // index unconstrained: more points to check, none missed.
    B.loopDimension(*L, B.fresh("l"), Dims, Cons);
  };
  for (const Variable *V : E.variables()) {
    auto It = Loops.find(V);
    if (It != Loops.end())
      AddLoop(It->second);
  }
  for (const StmtContext::Branch &G : Guards)
    walkExpr(*G.If->Cond, [&](const Expr &X) {
      if (X.K == Expr::VarRef && Loops.count(X.Var))
        AddLoop(Loops.at(X.Var));
    });
  for (const std::optional<Polynomial> &Extent : Ext) {
    auto X = Extent ? B.affine(*Extent) : std::nullopt;
    OK &= X.has_value() || !Extent;
    if (X)
      Cons += " and " + *X + " >= 1";
  }
  auto X = B.affine(E);
  auto DimExt = Ext[Dim] ? B.affine(*Ext[Dim]) : std::nullopt;
  if (!OK || !X || !DimExt)
    return false;
  // Wherever the access runs: the conditions of the ifs around it, where
  // they read loop indices and scalars that keep their values until it.
  if (!Changing) {
    Changing = changingScalars(*F.Body);
    for (const auto &[Index, Loop] : Loops)
      Changing->erase(Index);
  }
  Cons += B.holding(Guards, *Changing);
  if (Dims.empty())
    Dims.push_back("unused");
  Cons += " and (" + *X + " < 0 or " + *X + " >= " + *DimExt + ")";
  IslContext Isl;
  std::optional<bool> Empty = Isl.isEmpty(B.set(Dims, Cons));
  return Empty && *Empty;
}

/// Divides R by S: returns Q and leaves R = R - Q*S, where no term of R is
/// a multiple of S's leading term (one of its terms of highest degree)
/// any more. i*m + i + j divided by m + 1 is i, leaving j. None when the
/// division does not end (S's other terms as high as its leading one).
static std::optional<Polynomial> divide(Polynomial &R, const Polynomial &S) {
  if (S.Terms.empty())
    return std::nullopt;
  auto Lead = std::max_element(
      S.Terms.begin(), S.Terms.end(), [](const auto &A, const auto &B) {
        return A.first.size() < B.first.size();
      });
  const auto &[LeadMono, LeadCoeff] = *Lead;
  Polynomial Q;
  for (unsigned Step = 0; Step < 64; ++Step) {
    // The highest term of R that the leading term divides.
    std::optional<std::pair<Monomial, int64_t>> Next;
    for (const auto &[Mono, Coeff] : R.Terms) {
      if (Coeff % LeadCoeff != 0 || (Next && Next->first.size() >= Mono.size()))
        continue;
      Monomial Rest = Mono;
      bool Divides = true;
      for (const Variable *V : LeadMono) {
        auto Pos = std::find(Rest.begin(), Rest.end(), V);
        if (Pos == Rest.end()) {
          Divides = false;
          break;
        }
        Rest.erase(Pos);
      }
      if (Divides)
        Next = {Rest, Coeff / LeadCoeff};
    }
    if (!Next)
      return Q;
    Polynomial T;
    T.Terms[Next->first] = Next->second;
    Q = Q + T;
    R = R - T * S;
  }
  return std::nullopt;
}

std::optional<std::vector<Polynomial>>
Delinearizer::delinearize(const Extents &Ext, const Polynomial &P) {
  unsigned K = Ext.size();
  // Strides: the product of the extents inside each dimension.
  std::vector<Polynomial> Strides(K, Polynomial::constant(1));
  for (int D = K - 2; D >= 0; --D) {
    if (!Ext[D + 1])
      return std::nullopt;
    Strides[D] = Strides[D + 1] * *Ext[D + 1];
  }
  // Each dimension's part, outermost first: the quotient by its stride.
  std::vector<Polynomial> Parts(K);
  Polynomial Rest = P;
  for (unsigned D = 0; D + 1 < K; ++D) {
    std::optional<Polynomial> Q = divide(Rest, Strides[D]);
    if (!Q)
      return std::nullopt;
    Parts[D] = *Q;
  }
  Parts[K - 1] = Rest;
  // Inner parts must lie within their extents. A greedy split may leave
  // one extent in the outer part (i*n + n - 1 is [i + 1][-1]): move it in.
  for (unsigned D = K - 1; D >= 1; --D) {
    if (withinExtent(Parts[D], Ext, D))
      continue;
    Polynomial In = Parts[D] + *Ext[D];
    if (!withinExtent(In, Ext, D))
      return std::nullopt;
    Parts[D] = In;
    Parts[D - 1] = Parts[D - 1] - Polynomial::constant(1);
  }
  return Parts;
}

std::optional<std::vector<Polynomial>>
Delinearizer::subscripts(const Expr &Acc, const ForStmt *Copy) {
  std::vector<Polynomial> Subs;
  for (const ExprPtr &Op : Acc.Ops) {
    auto P = Polynomial::from(*Op);
    if (!P)
      return std::nullopt;
    Subs.push_back(*P);
  }
  if (Subs.size() == 1 && Acc.Arr->rank() > 1) {
    if (!findGuards(*F.Body, Acc) && Copy)
      findGuards(*Copy->Body, Acc);
    Extents Ext;
    for (const ExprPtr &Dim : Acc.Arr->Dims)
      Ext.push_back(Polynomial::from(*Dim));
    if (auto Multi = delinearize(Ext, Subs[0]))
      return Multi;
  }
  return Subs;
}

/// Whether A's dimensions past the first are constants (a record's slots,
/// the rows of `float (*p)[3]`): a flat subscript then lies in the first.
static bool rowsOfConstants(const Array &A) {
  if (A.rank() < 2)
    return false;
  for (size_t D = 1; D < A.rank(); ++D)
    if (!A.Dims[D] || A.Dims[D]->K != Expr::IntLit)
      return false;
  return true;
}

/// Access as one flat polynomial over A's extents (row-major), or none;
/// for rows of constants, the first subscript (the row's number).
static std::optional<Polynomial> flat(const Expr &Access) {
  const Array &A = *Access.Arr;
  if (rowsOfConstants(A))
    return Access.Ops.size() == A.rank() ? Polynomial::from(*Access.Ops[0])
                                         : std::nullopt;
  if (Access.Ops.size() != 1 && Access.Ops.size() != A.rank())
    return std::nullopt;
  Polynomial P;
  for (size_t D = 0; D < Access.Ops.size(); ++D) {
    std::optional<Polynomial> Sub = Polynomial::from(*Access.Ops[D]);
    if (!Sub)
      return std::nullopt;
    for (size_t E = D + 1; Access.Ops.size() > 1 && E < A.rank(); ++E) {
      std::optional<Polynomial> Ext = Polynomial::from(*A.Dims[E]);
      if (!Ext)
        return std::nullopt;
      *Sub = *Sub * *Ext;
    }
    P = P + *Sub;
  }
  return P;
}

/// The extents that the accesses of a flat array imply (`f[q * nx * ny +
/// y * nx + x]`: [?][ny][nx]): the products of sizes that multiply a loop
/// index in its subscripts (flattened), each a multiple of the one below.
std::optional<Delinearizer::Extents>
Delinearizer::impliedExtents(const Array &A) {
  std::set<Monomial> Strides;
  bool OK = true;
  walkStmts(*F.Body, [&](const Stmt &S) {
    forEachOwnExpr(S, [&](const Expr &E) {
      walkExpr(E, [&](const Expr &X) {
        if (X.K != Expr::Access || X.Arr != &A)
          return;
        std::optional<Polynomial> P = flat(X);
        for (const auto &[Mono, C] : P ? P->Terms : decltype(P->Terms){}) {
          Monomial Sizes;
          unsigned Indices = 0;
          for (const Variable *V : Mono) {
            if (Loops.count(V))
              ++Indices;
            else
              Sizes.push_back(V);
          }
          OK &= Indices <= 1;
          if (Indices == 1 && !Sizes.empty())
            Strides.insert(Sizes);
        }
      });
    });
  });
  if (!OK || Strides.empty())
    return std::nullopt;
  // Innermost first, each within the next (as multisets).
  std::vector<Monomial> Chain(Strides.begin(), Strides.end());
  llvm::stable_sort(Chain, [](const Monomial &X, const Monomial &Y) {
    return X.size() < Y.size();
  });
  Extents Ext(Chain.size() + 1);
  Monomial Below;
  for (size_t K = 0; K < Chain.size(); ++K) {
    Monomial Rest = Chain[K];
    for (const Variable *V : Below) {
      auto At = std::find(Rest.begin(), Rest.end(), V);
      if (At == Rest.end())
        return std::nullopt;
      Rest.erase(At);
    }
    if (Rest.empty())
      return std::nullopt;
    Polynomial Extent = Polynomial::constant(1);
    for (const Variable *V : Rest)
      Extent = Extent * Polynomial::variable(V);
    Ext[Chain.size() - K] = Extent;
    Below = Chain[K];
  }
  return Ext;
}

std::optional<std::vector<Polynomial>> Delinearizer::implied(const Expr &Acc) {
  std::optional<Extents> Ext = impliedExtents(*Acc.Arr);
  // Rows of constants split their first subscript alone.
  bool Rows = rowsOfConstants(*Acc.Arr);
  if (!Ext || Ext->size() <= (Rows ? 1 : Acc.Arr->rank()))
    return subscripts(Acc, nullptr);
  findGuards(*F.Body, Acc);
  std::optional<Polynomial> Flat = flat(Acc);
  std::optional<std::vector<Polynomial>> Multi =
      Flat ? delinearize(*Ext, *Flat) : std::nullopt;
  for (size_t D = 1; Multi && Rows && D < Acc.Ops.size(); ++D) {
    std::optional<Polynomial> Sub = Polynomial::from(*Acc.Ops[D]);
    if (!Sub)
      return subscripts(Acc, nullptr);
    Multi->push_back(*Sub);
  }
  return Multi ? Multi : subscripts(Acc, nullptr);
}

} // namespace

std::optional<std::vector<Polynomial>>
subscriptPolynomials(const Function &F, const Expr &Access,
                     const ForStmt *Copy) {
  return Delinearizer(F).subscripts(Access, Copy);
}

std::optional<std::vector<Polynomial>> impliedSubscripts(const Function &F,
                                                         const Expr &Access) {
  return Delinearizer(F).implied(Access);
}

} // namespace loopgen
