//===- Isl.cpp - Integer sets of LoopIR for isl ---------------------------===//

#include "loopgen/Analysis/Isl.h"
#include "loopgen/Analysis/IslReader.h"
#include <algorithm>
#include <cctype>
#include <isl/ctx.h>
#include <isl/options.h>
#include <isl/set.h>
#include <isl/space.h>
#include <set>
#include <unordered_map>

namespace loopgen {

/// The bounds on one question: isl's operations (as Polly's compute-out),
/// and the variables (parameters and dimensions) of a set, for which isl's
/// time grows faster than the operations it counts (reading a set of 100
/// loops' indices takes seconds). Past them the answer is "unknown", which
/// every caller takes conservatively.
static constexpr unsigned long MaxOperations = 1000000;
static constexpr unsigned MaxVariables = 32;

/// Whether a set's text "[p, ...] -> { [d, ...] : ... }" has few enough
/// parameters and dimensions for isl.
static bool smallEnough(const std::string &Text) {
  size_t End = Text.find(':');
  unsigned Names = 0;
  bool InName = false;
  for (size_t I = 0; I < std::min(End, Text.size()); ++I) {
    bool C = std::isalnum((unsigned char)Text[I]) || Text[I] == '_';
    Names += C && !InName;
    InName = C;
  }
  return Names <= MaxVariables;
}

std::optional<std::string> IslBuilder::affine(const Polynomial &P) {
  std::string S;
  for (auto &[Mono, Coeff] : P.Terms) {
    std::string Dim, Param;
    unsigned DimVars = 0;
    for (const Variable *V : Mono) {
      auto It = Names.find(V);
      if (It != Names.end()) {
        ++DimVars;
        Dim = It->second;
        continue;
      }
      if (Unstable.count(V) || V->K == Variable::LoopIndex)
        return std::nullopt;
      Param += (Param.empty() ? "p_" : "_") + V->Name;
    }
    if (DimVars > 1 || (DimVars == 1 && !Param.empty()))
      return std::nullopt;
    if (Mono.size() > 1 && DimVars == 0)
      Abstracted = true;
    if (!Param.empty())
      Params.insert(Param);
    std::string Term = Dim.empty() ? Param : Dim;
    std::string C = std::to_string(Coeff);
    S += (S.empty() ? "" : " + ") + (Term.empty() ? C : C + "*" + Term);
  }
  return S.empty() ? "0" : S;
}

std::optional<std::string> IslBuilder::affine(const Expr &E) {
  if (auto P = Polynomial::from(E))
    return affine(*P);
  if (!E.Ty.isIntegral())
    return std::nullopt;
  switch (E.K) {
  case Expr::Cast:
    return affine(*E.Ops[0]);
  case Expr::Unary:
    if (E.Text != "-")
      return std::nullopt;
    if (auto A = affine(*E.Ops[0]))
      return "-(" + *A + ")";
    return std::nullopt;
  case Expr::Binary:
    if (E.Text == "+" || E.Text == "-") {
      auto A = affine(*E.Ops[0]), B = affine(*E.Ops[1]);
      if (!A || !B)
        return std::nullopt;
      return "(" + *A + ") " + E.Text + " (" + *B + ")";
    }
    if (E.Text == "*")
      for (int C : {0, 1})
        if (auto P = Polynomial::from(*E.Ops[C]); P && P->isConstant())
          if (auto A = affine(*E.Ops[1 - C]))
            return std::to_string(P->constantTerm()) + "*(" + *A + ")";
    return local(E);
  default:
    return local(E);
  }
}

/// A local variable v for E, defined by a constraint that gives it E's one
/// value (C++'s: quotients round toward zero, remainders take the
/// dividend's sign; a mask of low bits is a remainder of the two's
/// complement).
std::optional<std::string> IslBuilder::local(const Expr &E) {
  auto Constant = [](const Expr &X) -> std::optional<int64_t> {
    auto P = Polynomial::from(X);
    if (P && P->isConstant())
      return P->constantTerm();
    return std::nullopt;
  };
  std::string V = fresh("v");
  std::string Def;
  if (E.K == Expr::Binary &&
      (E.Text == "%" || E.Text == "/" || E.Text == "&")) {
    std::optional<int64_t> C = Constant(*E.Ops[1]);
    std::optional<std::string> N = affine(*E.Ops[0]);
    if (!C || !N || *C <= 0 || (E.Text == "&" && (*C & (*C + 1))))
      return std::nullopt;
    // N = D * q + r.
    int64_t D = E.Text == "&" ? *C + 1 : *C;
    std::string Q = fresh("q"), R = fresh("r");
    Locals.push_back(Q);
    Locals.push_back(R);
    std::string Split =
        "(" + *N + ") = " + std::to_string(D) + "*" + Q + " + " + R;
    std::string Below = std::to_string(D);
    if (E.Text == "&")
      Def = Split + " and 0 <= " + R + " < " + Below;
    else
      Def = Split + " and ((" + *N + " >= 0 and 0 <= " + R + " < " + Below +
            ") or (" + *N + " < 0 and -" + Below + " < " + R + " <= 0))";
    Def += " and " + V + " = " + (E.Text == "/" ? Q : R);
  } else if (E.K == Expr::Select) {
    auto C = condition(*E.Ops[0], false), NotC = condition(*E.Ops[0], true);
    auto A = affine(*E.Ops[1]), B = affine(*E.Ops[2]);
    if (!C || !NotC || !A || !B)
      return std::nullopt;
    Def = "((" + *C + " and " + V + " = " + *A + ") or (" + *NotC + " and " +
          V + " = " + *B + "))";
  } else {
    return std::nullopt;
  }
  Locals.push_back(V);
  Definitions += " and " + Def;
  return V;
}

std::optional<std::string> IslBuilder::condition(const Expr &Cond,
                                                 bool Negated) {
  if (Cond.K == Expr::Unary && Cond.Text == "!")
    return condition(*Cond.Ops[0], !Negated);
  if (Cond.K == Expr::Binary && (Cond.Text == "&&" || Cond.Text == "||")) {
    auto L = condition(*Cond.Ops[0], Negated);
    auto R = condition(*Cond.Ops[1], Negated);
    if (!L || !R)
      return std::nullopt;
    bool And = (Cond.Text == "&&") != Negated; // De Morgan.
    return "(" + *L + (And ? " and " : " or ") + *R + ")";
  }
  if (!Cond.isComparison())
    return std::nullopt;
  auto L = affine(*Cond.Ops[0]), R = affine(*Cond.Ops[1]);
  if (!L || !R)
    return std::nullopt;
  std::string Op = Cond.Text;
  if (Negated)
    Op = Op == "<"    ? ">="
         : Op == "<=" ? ">"
         : Op == ">"  ? "<="
         : Op == ">=" ? "<"
         : Op == "==" ? "!="
                      : "==";
  if (Op == "!=")
    return "(" + *L + " < " + *R + " or " + *L + " > " + *R + ")";
  return "(" + *L + " " + (Op == "==" ? "=" : Op) + " " + *R + ")";
}

std::string IslBuilder::holding(const std::vector<StmtContext::Branch> &Guards,
                                const std::set<const Variable *> &Changing) {
  std::string Cons;
  for (const StmtContext::Branch &G : Guards) {
    if (!G.holds())
      continue;
    bool Stable = true;
    walkExpr(*G.holds(), [&](const Expr &X) {
      Stable &= X.K != Expr::VarRef || !Changing.count(X.Var);
    });
    if (std::optional<std::string> C =
            Stable ? condition(*G.holds(), G.Else) : std::nullopt)
      Cons += " and " + *C;
  }
  return Cons;
}

/// Whether E is `std::min(a, b)` (Min) or `std::max(a, b)` of integers.
static bool isMinMax(const Expr &E, bool Min) {
  static const std::set<std::string> Names[2] = {{"max", "std::max"},
                                                 {"min", "std::min"}};
  return E.K == Expr::Call && E.Ops.size() == 2 && Names[Min].count(E.Text) &&
         E.Ty.K == ScalarType::Integer;
}

std::optional<std::string> IslBuilder::compare(const std::string &Var,
                                               const std::string &Rel,
                                               const Expr &E) {
  // Below the lesser of two is below both, below the greater below either
  // (and the other way round for above).
  bool Below = Rel == "<" || Rel == "<=";
  for (bool Min : {true, false})
    if (isMinMax(E, Min)) {
      auto A = compare(Var, Rel, *E.Ops[0]), B = compare(Var, Rel, *E.Ops[1]);
      if (!A || !B)
        return std::nullopt;
      return "(" + *A + (Below == Min ? " and " : " or ") + *B + ")";
    }
  // c ? a : b (a bound held as `j < i ? j : i`): one of them, as c holds.
  if (E.K == Expr::Select) {
    auto C = condition(*E.Ops[0], false), NotC = condition(*E.Ops[0], true);
    auto A = compare(Var, Rel, *E.Ops[1]), B = compare(Var, Rel, *E.Ops[2]);
    if (!C || !NotC || !A || !B)
      return std::nullopt;
    return "((" + *C + " and " + *A + ") or (" + *NotC + " and " + *B + "))";
  }
  // e / c of integers, c > 0 (strip-mined `blk < m / 8`): C++ rounds
  // toward zero, which is isl's floor for e >= 0 and minus the floor of -e
  // below.
  if (E.K == Expr::Binary && E.Text == "/" && E.Ty.K == ScalarType::Integer &&
      E.Ops[1]->K == Expr::IntLit && E.Ops[1]->IntValue > 0) {
    auto N = affine(*E.Ops[0]);
    if (!N)
      return std::nullopt;
    std::string C = std::to_string(E.Ops[1]->IntValue);
    return "((" + *N + " >= 0 and " + Var + " " + Rel + " floor((" + *N + ")/" +
           C + ")) or (" + *N + " < 0 and " + Var + " " + Rel + " -floor((-(" +
           *N + "))/" + C + ")))";
  }
  auto A = affine(E);
  if (!A)
    return std::nullopt;
  return "(" + Var + " " + Rel + " " + *A + ")";
}

std::optional<std::string> IslBuilder::loopRange(const ForStmt &L,
                                                 const std::string &Var) {
  // A unit-step loop's bounds may be minima, maxima or choices of affine
  // bounds (k < std::min(i, j)).
  const char *First = L.Step > 0 ? ">=" : "<=", *Past = L.Step > 0 ? "<" : ">";
  if (L.Step == 1 || L.Step == -1) {
    auto B = compare(Var, First, *L.Begin), E = compare(Var, Past, *L.End);
    if (!B || !E)
      return std::nullopt;
    return *B + " and " + *E;
  }
  auto B = affine(*L.Begin), E = affine(*L.End);
  if (!B || !E)
    return std::nullopt;
  std::string T = fresh("t");
  return "exists (" + T + " : " + Var + " = " + *B + " + " +
         std::to_string(L.Step) + "*" + T + " and " + T + " >= 0) and " + Var +
         " " + Past + " (" + *E + ")";
}

bool IslBuilder::loopDimension(const ForStmt &L, const std::string &N,
                               std::vector<std::string> &Dims,
                               std::string &Constraints) {
  name(L.Index, N);
  Dims.push_back(N);
  auto R = loopRange(L, N);
  if (R)
    Constraints += " and " + *R;
  return R.has_value();
}

std::string IslBuilder::set(const std::vector<std::string> &Dims,
                            const std::string &Constraints) const {
  std::string P, D;
  for (const std::string &X : Params)
    P += (P.empty() ? "" : ", ") + X;
  for (const std::string &X : Dims)
    D += (D.empty() ? "" : ", ") + X;
  if (Locals.empty())
    return "[" + P + "] -> { [" + D + "] : " + Constraints + " }";
  std::string L;
  for (const std::string &X : Locals)
    L += (L.empty() ? "" : ", ") + X;
  return "[" + P + "] -> { [" + D + "] : exists (" + L + " : " + Constraints +
         Definitions + ") }";
}

/// isl's answers, by question, for the whole process: the passes ask the
/// same questions many times (the right-looking reorder tries each order of
/// its pieces, several passes test the same loops), and reading a set's
/// text is nearly all of isl's time. An answer depends on the question
/// alone: every context has the same options and the same bound on
/// operations, reset for each question.
template <class Ask>
static std::optional<bool> remembered(std::string Question, Ask Compute) {
  static std::unordered_map<std::string, std::optional<bool>> Answers;
  auto [It, New] = Answers.try_emplace(std::move(Question));
  if (New)
    It->second = Compute();
  return It->second;
}

IslContext::IslContext() = default;

IslContext::~IslContext() {
  if (Ctx)
    isl_ctx_free(Ctx);
}

isl_ctx *IslContext::ctx() {
  if (!Ctx) {
    Ctx = isl_ctx_alloc();
    isl_options_set_on_error(Ctx, ISL_ON_ERROR_CONTINUE);
    isl_ctx_set_max_operations(Ctx, MaxOperations);
  }
  return Ctx;
}

std::optional<bool> IslContext::isEmpty(const std::string &Text) {
  return remembered("empty " + Text, [&] { return askEmpty(Text); });
}

std::optional<bool> IslContext::askEmpty(const std::string &Text) {
  if (!smallEnough(Text))
    return std::nullopt;
  isl_ctx_reset_operations(ctx());
  isl_set *S = readIslSet(ctx(), Text);
  if (!S)
    return std::nullopt;
  isl_bool E = isl_set_is_empty(S);
  isl_set_free(S);
  if (E == isl_bool_error)
    return std::nullopt;
  return E == isl_bool_true;
}

std::optional<bool> IslContext::isSubset(const std::string &A,
                                         const std::string &B) {
  return remembered("subset " + A + '\n' + B, [&] { return askSubset(A, B); });
}

std::optional<bool> IslContext::askSubset(const std::string &A,
                                          const std::string &B) {
  if (!smallEnough(A) || !smallEnough(B))
    return std::nullopt;
  isl_ctx_reset_operations(ctx());
  isl_set *SA = readIslSet(ctx(), A);
  isl_set *SB = readIslSet(ctx(), B);
  if (!SA || !SB) {
    isl_set_free(SA);
    isl_set_free(SB);
    return std::nullopt;
  }
  // Both texts may name different parameters: align them.
  isl_space *Space = isl_set_get_space(SA);
  SB = isl_set_align_params(SB, isl_space_copy(Space));
  SA = isl_set_align_params(SA, isl_set_get_space(SB));
  isl_space_free(Space);
  isl_bool R = isl_set_is_subset(SA, SB);
  isl_set_free(SA);
  isl_set_free(SB);
  if (R == isl_bool_error)
    return std::nullopt;
  return R == isl_bool_true;
}

std::optional<bool>
IslContext::coveredBy(const std::string &Read,
                      const std::vector<std::string> &Writes, unsigned Rank) {
  std::string Question = "covered " + std::to_string(Rank) + '\n' + Read;
  for (const std::string &W : Writes)
    Question += '\n' + W;
  return remembered(std::move(Question),
                    [&] { return askCoveredBy(Read, Writes, Rank); });
}

std::optional<bool>
IslContext::askCoveredBy(const std::string &Read,
                         const std::vector<std::string> &Writes,
                         unsigned Rank) {
  if (!smallEnough(Read) ||
      !std::all_of(Writes.begin(), Writes.end(), smallEnough))
    return std::nullopt;
  isl_ctx_reset_operations(ctx());
  auto Load = [&](const std::string &Text) -> isl_set * {
    isl_set *S = readIslSet(ctx(), Text);
    if (!S)
      return nullptr;
    unsigned N = isl_set_dim(S, isl_dim_set);
    return N > Rank ? isl_set_project_out(S, isl_dim_set, Rank, N - Rank) : S;
  };
  isl_set *R = Load(Read);
  if (!R)
    return std::nullopt;
  isl_set *U = isl_set_empty(isl_set_get_space(R));
  for (const std::string &W : Writes) {
    isl_set *S = Load(W);
    if (!S) {
      isl_set_free(R);
      isl_set_free(U);
      return std::nullopt;
    }
    U = isl_set_align_params(U, isl_set_get_space(S));
    S = isl_set_align_params(S, isl_set_get_space(U));
    U = isl_set_union(U, S);
  }
  U = isl_set_align_params(U, isl_set_get_space(R));
  R = isl_set_align_params(R, isl_set_get_space(U));
  isl_bool Sub = isl_set_is_subset(R, U);
  isl_set_free(R);
  isl_set_free(U);
  if (Sub == isl_bool_error)
    return std::nullopt;
  return Sub == isl_bool_true;
}

} // namespace loopgen
