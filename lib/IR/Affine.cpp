//===- Affine.cpp - Polynomial forms of integer expressions ---------------===//

#include "loopgen/IR/Affine.h"
#include <algorithm>

namespace loopgen {

static bool byName(const Variable *A, const Variable *B) {
  return A->Name < B->Name || (A->Name == B->Name && A < B);
}

static void addTerm(std::map<Monomial, int64_t> &T, const Monomial &M,
                    int64_t C) {
  if (C == 0)
    return;
  int64_t &Slot = T[M];
  Slot += C;
  if (Slot == 0)
    T.erase(M);
}

Polynomial Polynomial::constant(int64_t C) {
  Polynomial P;
  addTerm(P.Terms, {}, C);
  return P;
}

Polynomial Polynomial::variable(const Variable *V) {
  Polynomial P;
  P.Terms[{V}] = 1;
  return P;
}

std::optional<Polynomial> Polynomial::from(const Expr &E) {
  switch (E.K) {
  case Expr::IntLit:
    return constant(E.IntValue);
  case Expr::VarRef:
    if (!E.Var->Ty.isIntegral())
      return std::nullopt;
    return variable(E.Var);
  case Expr::Cast:
    if (!E.Ty.isIntegral())
      return std::nullopt;
    return from(*E.Ops[0]);
  case Expr::Unary:
    if (E.Text == "-")
      if (auto P = from(*E.Ops[0]))
        return constant(0) - *P;
    if (E.Text == "+")
      return from(*E.Ops[0]);
    return std::nullopt;
  case Expr::Binary: {
    if (E.Text != "+" && E.Text != "-" && E.Text != "*")
      return std::nullopt;
    auto L = from(*E.Ops[0]);
    auto R = from(*E.Ops[1]);
    if (!L || !R)
      return std::nullopt;
    if (E.Text == "+")
      return *L + *R;
    if (E.Text == "-")
      return *L - *R;
    return *L * *R;
  }
  default:
    return std::nullopt;
  }
}

Polynomial Polynomial::operator+(const Polynomial &O) const {
  Polynomial P = *this;
  for (auto &[M, C] : O.Terms)
    addTerm(P.Terms, M, C);
  return P;
}

Polynomial Polynomial::operator-(const Polynomial &O) const {
  Polynomial P = *this;
  for (auto &[M, C] : O.Terms)
    addTerm(P.Terms, M, -C);
  return P;
}

Polynomial Polynomial::operator*(const Polynomial &O) const {
  Polynomial P;
  for (auto &[M1, C1] : Terms)
    for (auto &[M2, C2] : O.Terms) {
      Monomial M = M1;
      M.insert(M.end(), M2.begin(), M2.end());
      std::sort(M.begin(), M.end(), byName);
      addTerm(P.Terms, M, C1 * C2);
    }
  return P;
}

bool Polynomial::isConstant() const {
  return Terms.empty() || (Terms.size() == 1 && Terms.begin()->first.empty());
}

int64_t Polynomial::constantTerm() const {
  auto It = Terms.find({});
  return It == Terms.end() ? 0 : It->second;
}

bool Polynomial::dependsOn(const Variable *V) const {
  for (auto &[M, C] : Terms)
    if (std::find(M.begin(), M.end(), V) != M.end())
      return true;
  return false;
}

std::optional<Polynomial> Polynomial::coefficientOf(const Variable *V) const {
  Polynomial P;
  for (auto &[M, C] : Terms) {
    auto N = std::count(M.begin(), M.end(), V);
    if (N > 1)
      return std::nullopt;
    if (N == 1) {
      Monomial Rest;
      for (const Variable *X : M)
        if (X != V)
          Rest.push_back(X);
      addTerm(P.Terms, Rest, C);
    }
  }
  return P;
}

Polynomial Polynomial::withoutVar(const Variable *V) const {
  Polynomial P;
  for (auto &[M, C] : Terms)
    if (std::find(M.begin(), M.end(), V) == M.end())
      addTerm(P.Terms, M, C);
  return P;
}

std::vector<const Variable *> Polynomial::variables() const {
  std::vector<const Variable *> Vs;
  for (auto &[M, C] : Terms)
    for (const Variable *V : M)
      if (std::find(Vs.begin(), Vs.end(), V) == Vs.end())
        Vs.push_back(V);
  return Vs;
}

/// Terms in a stable order: by the names of their variables (the map orders
/// them by address).
static std::vector<std::pair<Monomial, int64_t>>
sortedTerms(const std::map<Monomial, int64_t> &Terms) {
  std::vector<std::pair<Monomial, int64_t>> Sorted(Terms.begin(), Terms.end());
  auto Key = [](const Monomial &M) {
    std::vector<std::string> Names;
    for (const Variable *V : M)
      Names.push_back(V->Name);
    return Names;
  };
  std::stable_sort(Sorted.begin(), Sorted.end(), [&](auto &A, auto &B) {
    return Key(A.first) < Key(B.first);
  });
  return Sorted;
}

std::string Polynomial::str() const {
  if (Terms.empty())
    return "0";
  std::string S;
  for (auto &[M, C] : sortedTerms(Terms)) {
    std::string T;
    if (M.empty() || (C != 1 && C != -1))
      T = std::to_string(C < 0 && !S.empty() ? -C : C);
    else if (C == -1 && S.empty())
      T = "-";
    for (size_t I = 0; I < M.size(); ++I)
      T += (I || (!T.empty() && T != "-") ? "*" : "") + M[I]->Name;
    if (S.empty())
      S = T;
    else
      S += (C < 0 ? " - " : " + ") + T;
  }
  return S;
}

ExprPtr Polynomial::toExpr(const ScalarType &Ty) const {
  ExprPtr Sum;
  // Variables first, the constant last: i * n + j + 1.
  auto Sorted = sortedTerms(Terms);
  std::stable_partition(Sorted.begin(), Sorted.end(),
                        [](auto &T) { return !T.first.empty(); });
  for (auto &[Mono, Coeff] : Sorted) {
    ExprPtr Term;
    int64_t C = Coeff;
    bool Negate = C < 0 && Sum;
    if (Negate)
      C = -C;
    if (Mono.empty() || C != 1)
      Term = Expr::intLit(C, Ty);
    for (const Variable *V : Mono) {
      // const_cast: expressions name variables by mutable pointer; V is the
      // function's.
      ExprPtr X = Expr::var(const_cast<Variable *>(V));
      Term = Term ? Expr::binary("*", std::move(Term), std::move(X), Ty)
                  : std::move(X);
    }
    if (!Sum)
      Sum = std::move(Term);
    else
      Sum =
          Expr::binary(Negate ? "-" : "+", std::move(Sum), std::move(Term), Ty);
  }
  return Sum ? std::move(Sum) : Expr::intLit(0, Ty);
}

/// The element offset of an access from its array's start, as a
/// polynomial of its subscripts and the array's extents (row-major); none
/// when it is not one.
std::optional<Polynomial> flatOffset(const Expr &E) {
  const Array &A = *E.Arr;
  // A scalar passed by reference (no subscript) has no offset to speak of.
  if (E.Ops.empty() || (E.Ops.size() != 1 && E.Ops.size() != A.rank()))
    return std::nullopt;
  std::optional<Polynomial> Offset = Polynomial::from(*E.Ops[0]);
  for (size_t D = 1; Offset && D < E.Ops.size(); ++D) {
    std::optional<Polynomial> Extent = Polynomial::from(*A.Dims[D]);
    std::optional<Polynomial> Sub = Polynomial::from(*E.Ops[D]);
    if (!Extent || !Sub)
      return std::nullopt;
    Offset = *Offset * *Extent + *Sub;
  }
  return Offset;
}

std::optional<Polynomial> IndexBox::extreme(std::optional<Polynomial> P,
                                            bool Least) const {
  for (size_t M = Ranges.size(); P && M-- > 0;) {
    const Variable *V = Indices[M];
    if (!P->dependsOn(V))
      continue;
    std::optional<Polynomial> C = P->coefficientOf(V);
    if (!C || !C->isConstant())
      return std::nullopt;
    bool Low = (C->constantTerm() > 0) == Least;
    P = P->withoutVar(V) + *C * (Low ? Ranges[M].first : Ranges[M].second);
  }
  return P;
}

std::optional<Polynomial> endPolynomial(const ForStmt &L, bool Clamped) {
  const Expr &E = *L.End;
  if (!Clamped || E.K != Expr::Select || L.Step <= 0 ||
      L.Index->Ty.Spelling.rfind("unsigned", 0) != 0)
    return Polynomial::from(E);
  const Expr &Cond = *E.Ops[0], &Diff = *E.Ops[1], &Zero = *E.Ops[2];
  if (Cond.K != Expr::Binary || Cond.Text != ">=" || Diff.K != Expr::Binary ||
      Diff.Text != "-" || Zero.K != Expr::IntLit || Zero.IntValue != 0)
    return std::nullopt;
  std::optional<Polynomial> X = Polynomial::from(*Cond.Ops[0]),
                            T = Polynomial::from(*Cond.Ops[1]),
                            DX = Polynomial::from(*Diff.Ops[0]),
                            DT = Polynomial::from(*Diff.Ops[1]);
  if (!X || !T || !DX || !DT || !(*X == *DX) || !(*T == *DT))
    return std::nullopt;
  return *X - *T;
}

std::optional<IndexBox> IndexBox::of(const std::vector<const ForStmt *> &Loops,
                                     bool Clamped) {
  IndexBox Box;
  Polynomial One = Polynomial::constant(1);
  for (const ForStmt *L : Loops) {
    // The first index value and the last (End -/+ 1).
    std::optional<Polynomial> First = Polynomial::from(*L->Begin);
    std::optional<Polynomial> Last = endPolynomial(*L, Clamped);
    if (!First || !Last)
      return std::nullopt;
    Last = L->Step > 0 ? *Last - One : *Last + One;
    bool Up = L->Step > 0;
    std::optional<Polynomial> Lo = Box.extreme(Up ? First : Last, true);
    std::optional<Polynomial> Hi = Box.extreme(Up ? Last : First, false);
    if (!Lo || !Hi)
      return std::nullopt;
    Box.Ranges.emplace_back(*Lo, *Hi);
    Box.Indices.push_back(L->Index);
  }
  return Box;
}

bool growsWithInput(const ForStmt &L) {
  std::optional<Polynomial> Trips = Polynomial::from(*L.tripCount());
  return !Trips || !Trips->isConstant();
}

} // namespace loopgen
