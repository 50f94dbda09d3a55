//===- IndexRanges.cpp - Ranges of loop indices for shape inference ------===//

#include "IndexRanges.h"
#include "loopgen/IR/Walk.h"
#include "llvm/ADT/STLExtras.h"
#include <map>
#include <set>

namespace loopgen {
namespace shapes {

/// The sign of P when every parameter is non-negative: 1 (>= 0), -1
/// (<= 0), or 0 (unknown).
int signOf(const Polynomial &P) {
  bool NonNeg = true, NonPos = true;
  for (const auto &[Mono, C] : P.Terms) {
    NonNeg &= C >= 0;
    NonPos &= C <= 0;
  }
  return NonNeg ? 1 : NonPos ? -1 : 0;
}

/// P where each size of Loops that bounds a loop from 0 or above
/// (`for (y = 0; y < h; ...)`) is one more than a non-negative value: where
/// the loops run, such a size is at least 1 (h * w - w is h' * w).
Polynomial whereLoopsRun(Polynomial P,
                         const std::vector<const ForStmt *> &Loops) {
  for (const ForStmt *L : Loops) {
    if (L->Step <= 0 || L->Begin->K != Expr::IntLit || L->Begin->IntValue < 0 ||
        L->End->K != Expr::VarRef || L->End->Var->K != Variable::Param)
      continue;
    const Variable *V = L->End->Var;
    std::optional<Polynomial> C = P.coefficientOf(V);
    if (C && !C->dependsOn(V))
      P = P.withoutVar(V) +
          *C * (Polynomial::variable(V) + Polynomial::constant(1));
  }
  return P;
}

/// E without the casts around it (`(long)i`).
const Expr &uncast(const Expr &E) {
  return E.K == Expr::Cast ? uncast(*E.Ops[0]) : E;
}

/// Whether E is std::min or std::max of two integers.
bool isIntegerMinMax(const Expr &E) {
  return E.K == Expr::Call && E.Ops.size() == 2 && E.Ty.isIntegral() &&
         (E.Text == "min" || E.Text == "std::min" || E.Text == "max" ||
          E.Text == "std::max");
}

/// The least (Least) or greatest value of P over the box of the first
/// Box.size() loops of Loops, with coefficients that may be non-negative
/// sizes (i * m + j). (IndexBox::extreme, for the dependence tests, takes
/// constant coefficients only: it does not assume sizes are not negative.)
std::optional<Polynomial> extremeOver(Polynomial P,
                                      const std::vector<const ForStmt *> &Loops,
                                      const Ranges &Box, bool Least) {
  for (size_t M = Box.size(); M-- > 0;) {
    const Variable *V = Loops[M]->Index;
    if (!P.dependsOn(V))
      continue;
    std::optional<Polynomial> C = P.coefficientOf(V);
    if (!C)
      return std::nullopt;
    int Sign = signOf(*C);
    if (Sign == 0)
      return std::nullopt;
    bool Low = (Sign > 0) == Least;
    P = P.withoutVar(V) + *C * (Low ? Box[M].first : Box[M].second);
  }
  return P;
}

ExprPtr withSelects(const Expr &E) {
  ExprPtr Copy = E.clone();
  for (ExprPtr &Op : Copy->Ops)
    Op = withSelects(*Op);
  if (!isIntegerMinMax(*Copy))
    return Copy;
  bool Min = Copy->Text == "min" || Copy->Text == "std::min";
  ExprPtr Cond = Expr::binary(Min ? "<=" : ">=", Copy->Ops[0]->clone(),
                              Copy->Ops[1]->clone(),
                              ScalarType::get(ScalarType::Bool, "bool", 8));
  return Expr::select(std::move(Cond), std::move(Copy->Ops[0]),
                      std::move(Copy->Ops[1]), Copy->Ty);
}

void SumBounds::add(Polynomial Sum, bool Least, Polynomial Value) {
  Bounds.push_back({std::move(Sum), Least, std::move(Value)});
}

bool SumBounds::apply(Polynomial &Sub, std::vector<const ForStmt *> &Loops,
                      Ranges &Box, bool &Never) {
  bool Exact = true;
  std::vector<Polynomial> Done;
  std::set<const Variable *> SumIndices;
  for (const Bound &S : Bounds) {
    if (llvm::is_contained(Done, S.Sum))
      continue;
    Done.push_back(S.Sum);
    // An index of the sum that the subscript does not read takes up the
    // bound (a convolution's tap within the image: for each tap, the
    // outputs whose neighbour it is): the subscript reaches its extremes.
    if (llvm::any_of(Loops, [&](const ForStmt *L) {
          std::optional<Polynomial> C = S.Sum.coefficientOf(L->Index);
          return S.Sum.dependsOn(L->Index) && !Sub.dependsOn(L->Index) && C &&
                 C->isConstant() &&
                 (C->constantTerm() == 1 || C->constantTerm() == -1);
        }))
      continue;
    std::optional<Polynomial> Lo, Hi;
    for (const Bound &T : Bounds)
      if (T.Sum == S.Sum)
        (T.Least ? Lo : Hi) = T.Value;
    std::optional<Polynomial> Least = extremeOver(S.Sum, Loops, Box, true),
                              Most = extremeOver(S.Sum, Loops, Box, false);
    // An arm the sum never reaches (`h + 2` of that clamp) never runs.
    Polynomial One = Polynomial::constant(1);
    if ((Lo && Most && signOf(*Lo - *Most - One) > 0) ||
        (Hi && Least && signOf(*Least - *Hi - One) > 0)) {
      Never = true;
      return false;
    }
    // The range it takes here: between its bounds, or its extremes over
    // the box where those are known to be tighter (`std::min(y + k, h +
    // 2)` reaches h at most).
    auto Tighter = [&](std::optional<Polynomial> Limit,
                       const std::optional<Polynomial> &Extreme,
                       bool Least) -> std::optional<Polynomial> {
      if (!Limit || !Extreme) {
        Exact &= Limit.has_value() || Extreme.has_value();
        return Limit ? Limit : Extreme;
      }
      Polynomial Inside = Least ? *Limit - *Extreme : *Extreme - *Limit;
      if (signOf(Inside) > 0)
        return Limit;
      Exact &= signOf(Polynomial::constant(0) - Inside) > 0;
      return Exact ? Extreme : Limit;
    };
    Lo = Tighter(Lo, Least, true);
    Hi = Tighter(Hi, Most, false);
    // The innermost index of the sum, of coefficient 1 or -1 (every
    // coefficient so, for every value between the extremes).
    const Variable *I = nullptr;
    int64_t A = 0;
    for (const ForStmt *L : Loops)
      if (auto C = S.Sum.coefficientOf(L->Index);
          C && S.Sum.dependsOn(L->Index)) {
        Exact &= C->constantTerm() == 1 || C->constantTerm() == -1;
        if (C->constantTerm() == 1 || C->constantTerm() == -1)
          I = L->Index, A = C->constantTerm();
      }
    std::optional<Polynomial> CoeffInSub =
        I ? Sub.coefficientOf(I) : std::nullopt;
    if (!Lo || !Hi || !I || !Sub.dependsOn(I) || !CoeffInSub ||
        CoeffInSub->dependsOn(I)) {
      Exact = false;
      continue;
    }
    // I = A * (u - (Sum - A * I)).
    auto U = std::make_unique<Variable>(Variable{
        Variable::LoopIndex, I->Name + "_sum", I->Ty, I->Loc, {}, false, {}});
    Polynomial PU = Polynomial::variable(U.get());
    Polynomial Rest = S.Sum - Polynomial::constant(A) * Polynomial::variable(I);
    Polynomial Through =
        Sub.withoutVar(I) + *CoeffInSub * Polynomial::constant(A) * (PU - Rest);
    // Every value of the range with every value of the other indices of
    // the subscript: none of them in the sum (nor in another's); else
    // the subscript does not read the sum as a whole (`taps[ky * 3]`
    // beside a padding test of `y + ky`).
    if (llvm::any_of(S.Sum.variables(),
                     [&](const Variable *V) { return Through.dependsOn(V); })) {
      Exact = false;
      continue;
    }
    for (const Variable *V : S.Sum.variables())
      Exact &= SumIndices.insert(V).second;
    Sub = Through;
    auto L = std::make_unique<ForStmt>(Loops.back()->Loc);
    L->Index = U.get();
    ScalarType Ty = ScalarType::intTy();
    L->Begin = Lo->toExpr(Ty);
    L->End = (*Hi + Polynomial::constant(1)).toExpr(Ty);
    Loops.push_back(L.get());
    Box.push_back({*Lo, *Hi});
    Variables.push_back(std::move(U));
    Ranged.push_back(std::move(L));
  }
  return Exact;
}

const Variable *DataBounds::bound(const Array &Of, const Polynomial &First,
                                  const Polynomial &Last, bool Greatest,
                                  ExprPtr FirstExpr, ExprPtr LastExpr) {
  for (const Bound &B : Bounds)
    if (B.Of == &Of && B.First == First && B.Last == Last &&
        B.Greatest == Greatest)
      return B.Var.get();
  ScalarType Long = ScalarType::get(ScalarType::Integer, "long long", 64);
  auto V = std::make_unique<Variable>(
      Variable{Variable::DataExtent,
               Of.Name + (Greatest ? "_max" : "_min"),
               Long,
               Of.Loc,
               {},
               false,
               {}});
  Bounds.push_back({std::move(V), &Of, First, Last, Greatest,
                    std::move(FirstExpr), std::move(LastExpr)});
  return Bounds.back().Var.get();
}

void forEachVariableBound(
    const Expr &Cond, bool Holds,
    const std::function<void(const Variable *, bool, const Expr &, int)> &F) {
  const Expr &C = uncast(Cond);
  if (C.K == Expr::Unary && C.Text == "!")
    return forEachVariableBound(*C.Ops[0], !Holds, F);
  if (C.K == Expr::Binary && C.Text == (Holds ? "&&" : "||")) {
    forEachVariableBound(*C.Ops[0], Holds, F);
    return forEachVariableBound(*C.Ops[1], Holds, F);
  }
  static const std::map<std::string, std::string> Mirror = {
      {"<", ">"}, {">", "<"}, {"<=", ">="}, {">=", "<="}};
  static const std::map<std::string, std::string> Negation = {
      {"<", ">="}, {">", "<="}, {"<=", ">"}, {">=", "<"}};
  if (C.K != Expr::Binary || !Mirror.count(C.Text))
    return;
  for (int Side : {0, 1}) {
    const Expr &V = uncast(*C.Ops[Side]);
    if (V.K != Expr::VarRef)
      continue;
    std::string Op = Side ? Mirror.at(C.Text) : C.Text;
    if (!Holds)
      Op = Negation.at(Op);
    bool Lower = Op == ">" || Op == ">=";
    F(V.Var, Lower, *C.Ops[1 - Side], Op == ">" ? 1 : Op == "<" ? -1 : 0);
  }
}

const ForStmt *DataBounds::range(const Polynomial &Least,
                                 const Polynomial &Greatest,
                                 SourceLocation Loc) {
  ScalarType Long = ScalarType::get(ScalarType::Integer, "long long", 64);
  auto V = std::make_unique<Variable>(
      Variable{Variable::LoopIndex, "value", Long, Loc, {}, false, {}});
  auto L = std::make_unique<ForStmt>(Loc);
  L->Index = V.get();
  L->Begin = Least.toExpr(Long);
  L->End = (Greatest + Polynomial::constant(1)).toExpr(Long);
  Values.push_back(std::move(V));
  Ranged.push_back(std::move(L));
  return Ranged.back().get();
}

bool DataBounds::isBound(const Variable *V) const {
  return llvm::any_of(Bounds, [&](const Bound &B) { return B.Var.get() == V; });
}

bool DataBounds::materialize(Function &F, std::vector<ExprPtr> &Shape) {
  std::set<const Variable *> Used;
  for (const ExprPtr &Dim : Shape)
    walkExpr(*Dim, [&](const Expr &X) {
      if (X.K == Expr::VarRef && isBound(X.Var))
        Used.insert(X.Var);
    });
  if (Used.empty())
    return false;
  // A section's ends name earlier bounds only: the latest first.
  for (auto It = Bounds.rbegin(); It != Bounds.rend(); ++It)
    if (Used.count(It->Var.get()))
      for (const Polynomial *P : {&It->First, &It->Last})
        for (const Variable *V : P->variables())
          if (isBound(V))
            Used.insert(V);
  std::map<const Variable *, Variable *> Made;
  auto Rename = [&](ExprPtr &E) {
    mutateExpr(E, [&](Expr &X) -> ExprPtr {
      if (X.K == Expr::VarRef && Made.count(X.Var))
        return Expr::var(Made[X.Var], X.Loc);
      return nullptr;
    });
  };
  for (Bound &B : Bounds) {
    if (!Used.count(B.Var.get()))
      continue;
    ExprPtr First = B.FirstExpr->clone(), Last = B.LastExpr->clone();
    Rename(First);
    Rename(Last);
    // Another array's shape may read the same section.
    auto Same = llvm::find_if(F.DataExtents, [&](const auto &D) {
      return D.Of == B.Of && D.Greatest == B.Greatest &&
             D.First->sameAs(*First) && D.Last->sameAs(*Last);
    });
    if (Same != F.DataExtents.end()) {
      Made[B.Var.get()] = Same->Var;
      continue;
    }
    Variable *V = F.newVar(Variable::DataExtent, F.freshName(B.Var->Name),
                           B.Var->Ty, B.Var->Loc);
    F.DataExtents.push_back(
        {V, B.Of, std::move(First), std::move(Last), B.Greatest});
    Made[B.Var.get()] = V;
  }
  for (ExprPtr &Dim : Shape)
    Rename(Dim);
  return true;
}

} // namespace shapes
} // namespace loopgen
