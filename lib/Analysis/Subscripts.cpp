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

private:
  const Function &F;
  std::map<const Variable *, const ForStmt *> Loops;
  /// The if branches and the loops around the access being split.
  std::vector<StmtContext::Branch> Guards;
  std::vector<const ForStmt *> AccessLoops;
  /// The scalars F's body changes, once asked.
  std::optional<std::set<const Variable *>> Changing;
  std::vector<const ForStmt *> loopsAround(const ForStmt &L);
  std::optional<std::vector<Polynomial>> delinearize(const Array &A,
                                                     const Polynomial &P);
  bool withinExtent(const Polynomial &E, const Array &A, unsigned Dim);
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
  for (const ExprPtr &Extent : A.Dims) {
    auto X = B.affine(*Extent);
    OK &= X.has_value();
    Cons += " and " + X.value_or("0") + " >= 1";
  }
  auto X = B.affine(E);
  auto Ext = B.affine(*A.Dims[Dim]);
  if (!OK || !X || !Ext)
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
  Cons += " and (" + *X + " < 0 or " + *X + " >= " + *Ext + ")";
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
Delinearizer::delinearize(const Array &A, const Polynomial &P) {
  unsigned K = A.rank();
  // Strides: the product of the extents inside each dimension.
  std::vector<Polynomial> Strides(K, Polynomial::constant(1));
  for (int D = K - 2; D >= 0; --D) {
    auto Ext = Polynomial::from(*A.Dims[D + 1]);
    if (!Ext)
      return std::nullopt;
    Strides[D] = Strides[D + 1] * *Ext;
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
    if (auto Multi = delinearize(*Acc.Arr, Subs[0]))
      return Multi;
  }
  return Subs;
}

} // namespace

std::optional<std::vector<Polynomial>>
subscriptPolynomials(const Function &F, const Expr &Access,
                     const ForStmt *Copy) {
  return Delinearizer(F).subscripts(Access, Copy);
}

} // namespace loopgen
