//===- ArgReductions.cpp - argmin and argmax as two reductions ------------===//

#include "loopgen/Transforms/ArgReductions.h"
#include "loopgen/Analysis/Dependence.h"
#include "loopgen/Analysis/Reductions.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Walk.h"
#include <algorithm>

namespace loopgen {

namespace {

/// The search at the end of a loop's body: `if (Value Cmp Best) { Best =
/// Value; At = index; }`.
struct Search {
  Variable *Best = nullptr, *At = nullptr;
  const Expr *Value = nullptr;
  const Expr *Filter = nullptr; ///< `Filter && Value < Best`, or null.
  bool Max = false;   ///< Keeps the greatest value.
  bool Ties = false;  ///< <= or >=: the last index of the best value.
  /// Statements of the body that accumulate into other scalars (`sum +=
  /// x[i]` beside the search): they run in the first loop only.
  std::vector<size_t> Accumulations;
};

std::optional<Search> searchOf(const ForStmt &L) {
  const auto &Body = L.Body->Body;
  if (Body.empty() || Body.back()->K != Stmt::If)
    return std::nullopt;
  const auto &I = cast<IfStmt>(*Body.back());
  // `Filter && Value < Best`: only the values that pass the filter count.
  const Expr *Cmp = I.Cond.get();
  if (Cmp->K == Expr::Binary && Cmp->Text == "&&")
    Cmp = Cmp->Ops[1].get();
  const Expr &C = *Cmp;
  if (I.Made != IfStmt::User || I.Else || I.Then->Body.size() != 2 ||
      C.K != Expr::Binary || C.Ops.size() != 2)
    return std::nullopt;
  bool Less = C.Text == "<" || C.Text == "<=";
  if (!Less && C.Text != ">" && C.Text != ">=")
    return std::nullopt;
  Search S;
  S.Ties = C.Text == "<=" || C.Text == ">=";
  if (Cmp != I.Cond.get())
    S.Filter = I.Cond->Ops[0].get();
  // { Best = Value; At = i; } in either order.
  for (const StmtPtr &X : I.Then->Body) {
    if (X->K != Stmt::Assign)
      return std::nullopt;
    auto &A = cast<AssignStmt>(*X);
    if (!A.Op.empty() || A.Target->K != Expr::VarRef)
      return std::nullopt;
    if (isVarRef(*A.Value, L.Index) && A.Target->Ty.isIntegral() && !S.At)
      S.At = A.Target->Var;
    else if (!S.Best)
      S.Best = A.Target->Var, S.Value = A.Value.get();
    else
      return std::nullopt;
  }
  if (!S.At || !S.Best || S.At == S.Best || !S.Best->Ty.isFloating() ||
      S.Value->Ty != S.Best->Ty || S.Best->Ty.Bits > 64)
    return std::nullopt;
  // Value < Best (a minimum) or Best < Value (a maximum), and the mirrors.
  if (isVarRef(*C.Ops[1], S.Best) && C.Ops[0]->sameAs(*S.Value))
    S.Max = !Less;
  else if (isVarRef(*C.Ops[0], S.Best) && C.Ops[1]->sameAs(*S.Value))
    S.Max = Less;
  else
    return std::nullopt;
  // The rest of the body computes scalars of its own from what the loop
  // does not change, or accumulates into other scalars (`sum += x[i]`),
  // each read nowhere else in the loop; the value reads no result.
  std::set<const Variable *> Own{L.Index}, Accumulated;
  for (size_t K = 0; K + 1 < Body.size(); ++K) {
    const Stmt &X = *Body[K];
    if (X.K == Stmt::Decl && cast<DeclStmt>(X).Var) {
      Own.insert(cast<DeclStmt>(X).Var);
      continue;
    }
    const auto *A = dyn_cast<AssignStmt>(&X);
    if (!A || A->Target->K != Expr::VarRef)
      return std::nullopt;
    Variable *V = A->Target->Var;
    if (Own.count(V))
      continue;
    if (A->Op.empty() || V == S.Best || V == S.At ||
        !Accumulated.insert(V).second)
      return std::nullopt;
    S.Accumulations.push_back(K);
  }
  std::set<const Variable *> Results{S.Best, S.At};
  Results.insert(Accumulated.begin(), Accumulated.end());
  bool Reads = mentions(*S.Value, Results) ||
               (S.Filter && mentions(*S.Filter, Results));
  for (size_t K = 0; K + 1 < Body.size(); ++K) {
    // An accumulation's own target is not read by the others.
    const Expr *Target = nullptr;
    if (std::count(S.Accumulations.begin(), S.Accumulations.end(), K))
      Target = cast<AssignStmt>(*Body[K]).Target.get();
    walkAllExprs(*Body[K], [&](const Expr &E) {
      Reads |= &E != Target && E.K == Expr::VarRef && Results.count(E.Var);
    });
  }
  if (Reads)
    return std::nullopt;
  return S;
}

class Splitter {
public:
  Splitter(Function &F, Diagnostics &D) : F(F), D(D) {}

  void block(BlockStmt &B, std::vector<const ForStmt *> &Around) {
    for (size_t K = 0; K < B.Body.size(); ++K) {
      Stmt &S = *B.Body[K];
      if (S.K == Stmt::If) {
        block(*cast<IfStmt>(S).Then, Around);
        if (auto &Else = cast<IfStmt>(S).Else)
          block(*Else, Around);
      }
      if (S.K == Stmt::Block)
        block(cast<BlockStmt>(S), Around);
      if (S.K != Stmt::For)
        continue;
      auto &L = cast<ForStmt>(S);
      std::optional<Search> Found;
      if (eligible(L, Around)) {
        std::vector<StmtPtr> Before;
        if (!searchOf(L) && searchByValue(L, Before)) {
          B.Body.insert(B.Body.begin() + K,
                        std::make_move_iterator(Before.begin()),
                        std::make_move_iterator(Before.end()));
          K += Before.size();
        }
        Found = searchOf(L);
      }
      if (Found) {
        std::vector<StmtPtr> Two = split(L, *Found);
        B.Body.erase(B.Body.begin() + K);
        B.Body.insert(B.Body.begin() + K, std::make_move_iterator(Two.begin()),
                      std::make_move_iterator(Two.end()));
        K += Two.size() - 1;
        continue;
      }
      Around.push_back(&L);
      block(*L.Body, Around);
      Around.pop_back();
    }
  }

private:
  Function &F;
  Diagnostics &D;

  /// Whether a search in L may run as reductions: L grows with the input
  /// and no loop around it runs in parallel.
  bool eligible(const ForStmt &L, const std::vector<const ForStmt *> &Around) {
    if (L.isWhile() || L.Step != 1 || L.Annot.K != LoopAnnotation::None ||
        !growsWithInput(L))
      return false;
    for (const ForStmt *Outer : Around)
      if (!Outer->isWhile() &&
          testLoop(F, *Outer).K == DependenceResult::Independent)
        return false; // Each thread of it runs its own search.
    return true;
  }

  /// `if (p[i] > p[best]) best = i;` as `if (p[i] > v) { v = p[i]; best =
  /// i; }`, with `v = p[best]` declared before the loop (into Before): the
  /// same search, over the value. False where L's search is not of that
  /// form.
  bool searchByValue(ForStmt &L, std::vector<StmtPtr> &Before) {
    auto &Body = L.Body->Body;
    if (Body.size() != 1 || Body.back()->K != Stmt::If)
      return false;
    auto &I = cast<IfStmt>(*Body.back());
    if (I.Made != IfStmt::User || I.Else || I.Then->Body.size() != 1 ||
        I.Then->Body[0]->K != Stmt::Assign || I.Cond->K != Expr::Binary ||
        I.Cond->Ops.size() != 2 || !I.Cond->isComparison() ||
        I.Cond->Text == "==" || I.Cond->Text == "!=")
      return false;
    auto &A = cast<AssignStmt>(*I.Then->Body[0]);
    if (!A.Op.empty() || A.Target->K != Expr::VarRef ||
        !A.Target->Ty.isIntegral() || !isVarRef(*A.Value, L.Index))
      return false;
    Variable *Best = A.Target->Var;
    for (unsigned Side : {0u, 1u}) {
      const Expr &X = *I.Cond->Ops[Side];
      // The other side is this one at Best instead of the index.
      ExprPtr AtBest = X.clone();
      mutateExpr(AtBest, [&](Expr &E) -> ExprPtr {
        return E.K == Expr::VarRef && E.Var == L.Index
                   ? Expr::cast(E.Ty, Expr::var(Best, E.Loc), E.Loc)
                   : nullptr;
      });
      ExprPtr Other = I.Cond->Ops[1 - Side]->clone();
      mutateExpr(Other, [&](Expr &E) -> ExprPtr {
        return E.K == Expr::VarRef && E.Var == Best
                   ? Expr::cast(E.Ty, Expr::var(Best, E.Loc), E.Loc)
                   : nullptr;
      });
      if (!X.Ty.isFloating() || !AtBest->sameAs(*Other) ||
          !mentions(X, {L.Index}))
        continue;
      SourceLocation At = I.Loc;
      Variable *V = F.newVar(Variable::Local,
                             F.freshName(Best->Name + "_value"), X.Ty, At);
      auto Decl = std::make_unique<DeclStmt>(At);
      Decl->Var = V;
      Decl->Init = I.Cond->Ops[1 - Side]->clone();
      Before.push_back(std::move(Decl));
      ExprPtr Value = X.clone();
      I.Cond->Ops[1 - Side] = Expr::var(V, At);
      I.Then->Body.insert(I.Then->Body.begin(),
                          std::make_unique<AssignStmt>(Expr::var(V, At), "",
                                                       std::move(Value), At));
      return true;
    }
    return false;
  }

  std::vector<StmtPtr> split(ForStmt &L, const Search &S);
};

/// `if (Filter) { Update }` where the search has a filter, else Update:
/// a reduction under a condition.
std::unique_ptr<IfStmt> filtered(const Search &S,
                                 std::unique_ptr<IfStmt> Update) {
  if (!S.Filter)
    return Update;
  auto If = std::make_unique<IfStmt>(Update->Loc);
  If->Cond = S.Filter->clone();
  If->Then = std::make_unique<BlockStmt>(Update->Loc);
  If->Then->Body.push_back(std::move(Update));
  return If;
}

std::vector<StmtPtr> Splitter::split(ForStmt &L, const Search &S) {
  SourceLocation At = L.Body->Body.back()->Loc;
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  const ScalarType &Ty = S.Best->Ty;
  auto &Original = cast<IfStmt>(*L.Body->Body.back());
  std::vector<StmtPtr> Out;
  // m = the worst value: +inf for a minimum, -inf for a maximum.
  Variable *M = F.newVar(Variable::Local, F.freshName(S.Best->Name + "_found"),
                         Ty, At);
  auto Decl = std::make_unique<DeclStmt>(At);
  Decl->Var = M;
  ExprPtr Inf = Expr::floatLit(Ty.Bits == 32 ? "__builtin_huge_valf()"
                                             : "__builtin_huge_val()",
                               Ty, At);
  Decl->Init = S.Max ? Expr::unary("-", std::move(Inf), Ty, At)
                     : std::move(Inf);
  Out.push_back(std::move(Decl));
  // for (...) { ...; if (value < m) m = value; }
  auto Values = cast<ForStmt>(L.clone());
  auto Keep = std::make_unique<IfStmt>(At);
  Keep->Cond = Expr::binary(S.Max ? ">" : "<", S.Value->clone(),
                            Expr::var(M, At), Bool, At);
  Keep->Then = std::make_unique<BlockStmt>(At);
  Keep->Then->Body.push_back(std::make_unique<AssignStmt>(
      Expr::var(M, At), "", S.Value->clone(), At));
  Values->Body->Body.back() = filtered(S, std::move(Keep));
  Out.push_back(std::move(Values));
  // if (m < best) { best = m; k = e; for (...) { ...; if (value == m)
  //   if (i < k) k = i; } at = k; }, with b and > for the last index.
  auto Found = std::make_unique<IfStmt>(At);
  Found->Cond = Original.Cond->clone();
  if (S.Filter) // The filter is the iterations'; m passed it.
    Found->Cond = std::move(Found->Cond->Ops[1]);
  for (ExprPtr &Side : Found->Cond->Ops)
    if (!isVarRef(*Side, S.Best))
      Side = Expr::var(M, At);
  Found->Then = std::make_unique<BlockStmt>(At);
  Found->Then->Body.push_back(
      std::make_unique<AssignStmt>(Expr::var(S.Best, At), "",
                                   Expr::var(M, At), At));
  const ScalarType &IdxTy = L.Index->Ty;
  Variable *Index = F.newVar(
      Variable::Local, F.freshName(S.At->Name + "_found"), IdxTy, At);
  auto IndexDecl = std::make_unique<DeclStmt>(At);
  IndexDecl->Var = Index;
  // Some index has the value m: the last one is at least b (b - 1 would
  // wrap around an unsigned index), the first one below e.
  IndexDecl->Init = S.Ties ? L.Begin->clone() : L.End->clone();
  Found->Then->Body.push_back(std::move(IndexDecl));
  auto Indices = cast<ForStmt>(L.clone());
  for (auto K = S.Accumulations.rbegin(); K != S.Accumulations.rend(); ++K)
    Indices->Body->Body.erase(Indices->Body->Body.begin() + *K);
  auto Equal = std::make_unique<IfStmt>(At);
  Equal->Cond = Expr::binary("==", S.Value->clone(), Expr::var(M, At), Bool, At);
  Equal->Then = std::make_unique<BlockStmt>(At);
  auto Nearer = std::make_unique<IfStmt>(At);
  Nearer->Cond = Expr::binary(S.Ties ? ">" : "<", Expr::var(L.Index, At),
                              Expr::var(Index, At), Bool, At);
  Nearer->Then = std::make_unique<BlockStmt>(At);
  Nearer->Then->Body.push_back(std::make_unique<AssignStmt>(
      Expr::var(Index, At), "", Expr::var(L.Index, At), At));
  Equal->Then->Body.push_back(std::move(Nearer));
  Indices->Body->Body.back() = filtered(S, std::move(Equal));
  Indices->Label = L.Label + " (where)";
  Found->Then->Body.push_back(std::move(Indices));
  ExprPtr Result = Expr::var(Index, At);
  if (S.At->Ty != IdxTy)
    Result = Expr::cast(S.At->Ty, std::move(Result), At);
  Found->Then->Body.push_back(std::make_unique<AssignStmt>(
      Expr::var(S.At, At), "", std::move(Result), At));
  Out.push_back(std::move(Found));
  D.remark(L.Loc,
           "the search for the " + std::string(S.Max ? "greatest" : "least") +
               " '" + S.Best->userName() + "' and its " +
               (S.Ties ? "last" : "first") + " index '" + S.At->userName() +
               "' runs as two reductions: the " + (S.Max ? "max" : "min") +
               " of the values, then the index where it is");
  return Out;
}

} // namespace

void splitArgReductions(Function &F, PassContext &C) {
  std::vector<const ForStmt *> Around;
  Splitter(F, C.D).block(*F.Body, Around);
}

} // namespace loopgen
