//===- InductionVariables.cpp - Counters that advance with a loop ---------===//

#include "loopgen/Transforms/InductionVariables.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"

namespace loopgen {

namespace {

unsigned references(const Stmt &S, const Variable *V) {
  unsigned N = 0;
  walkAllExprs(S, [&](const Expr &X) {
    N += X.K == Expr::VarRef && X.Var == V;
  });
  return N;
}

/// The perfect nest from L down to the loop whose body holds the advance of
/// V at its top level (its position in At); empty when there is none.
std::vector<ForStmt *> nestAdvancing(ForStmt &L, const Variable *V,
                                     size_t &At) {
  std::vector<ForStmt *> Nest{&L};
  while (true) {
    auto &Body = Nest.back()->Body->Body;
    for (size_t K = 0; K < Body.size(); ++K)
      if (Body[K]->K == Stmt::Assign) {
        auto &A = cast<AssignStmt>(*Body[K]);
        if (A.Target->K == Expr::VarRef && A.Target->Var == V) {
          At = K;
          return Nest;
        }
      }
    if (Body.size() != 1 || Body[0]->K != Stmt::For)
      return {};
    Nest.push_back(cast<ForStmt>(Body[0].get()));
  }
}

/// Whether the step c of an advance stays the same throughout Nest: it
/// reads no memory, calls nothing, and names no scalar the nest assigns or
/// any of its loop indices.
bool invariantIn(const Expr &C, const ForStmt &Nest) {
  std::set<const Variable *> Changing = assignedScalars(Nest);
  walkStmts(Nest, [&](const Stmt &S) {
    if (S.K == Stmt::For)
      Changing.insert(cast<ForStmt>(S).Index);
    if (S.K == Stmt::Decl && cast<DeclStmt>(S).Var)
      Changing.insert(cast<DeclStmt>(S).Var);
  });
  bool Invariant = true;
  walkExpr(C, [&](const Expr &X) {
    Invariant &= X.K == Expr::IntLit || X.K == Expr::Binary ||
                 X.K == Expr::Unary || X.K == Expr::Cast ||
                 (X.K == Expr::VarRef && !Changing.count(X.Var));
  });
  return Invariant;
}

class Closer {
public:
  Closer(Function &F, Diagnostics &D) : F(F), D(D) {}

  void block(BlockStmt &B) {
    for (size_t K = 0; K < B.Body.size(); ++K) {
      Stmt &S = *B.Body[K];
      if (S.K == Stmt::For) {
        if (!cast<ForStmt>(S).isWhile()) // Its number of steps is unknown.
          closeAll(B, K);
        block(*cast<ForStmt>(S).Body);
      }
      if (S.K == Stmt::Block)
        block(cast<BlockStmt>(S));
      if (S.K == Stmt::If) {
        block(*cast<IfStmt>(S).Then);
        if (auto &Else = cast<IfStmt>(S).Else)
          block(*Else);
      }
    }
  }

private:
  Function &F;
  Diagnostics &D;

  /// Closes the induction variables of the loop B.Body[At] given their
  /// value by a statement of B before it.
  void closeAll(BlockStmt &B, size_t At);
  bool close(BlockStmt &B, size_t At, Variable *V);
};

void Closer::closeAll(BlockStmt &B, size_t At) {
  std::set<Variable *> Given;
  for (size_t K = 0; K < At; ++K) {
    const Stmt &S = *B.Body[K];
    if (S.K == Stmt::Decl && cast<DeclStmt>(S).Var &&
        cast<DeclStmt>(S).Init)
      Given.insert(cast<DeclStmt>(S).Var);
    if (S.K == Stmt::Assign) {
      auto &A = cast<AssignStmt>(S);
      if (A.Target->K == Expr::VarRef && A.Op.empty())
        Given.insert(A.Target->Var);
    }
  }
  for (Variable *V : Given)
    if (V->Ty.K == ScalarType::Integer && V->K == Variable::Local)
      close(B, At, V);
}

bool Closer::close(BlockStmt &B, size_t At, Variable *V) {
  auto &L = cast<ForStmt>(*B.Body[At]);
  // V's value before the loop is that of its last setting before it (Set):
  // no statement between them assigns it, and nothing but they and the
  // loop refers to it.
  auto Sets = [&](const Stmt &S) {
    if (S.K == Stmt::Decl)
      return cast<DeclStmt>(S).Var == V;
    if (S.K != Stmt::Assign)
      return false;
    auto &A = cast<AssignStmt>(S);
    return A.Target->K == Expr::VarRef && A.Target->Var == V && A.Op.empty();
  };
  size_t Set = At;
  while (Set-- > 0 && !Sets(*B.Body[Set]))
    if (assignedScalars(*B.Body[Set]).count(V))
      return false;
  unsigned Near = 0;
  for (size_t K = Set; K <= At; ++K)
    Near += references(*B.Body[K], V);
  if (references(*F.Body, V) != Near)
    return false;
  // One advance in the nest, at the top level of its innermost body.
  size_t Advance = 0;
  std::vector<ForStmt *> Nest = nestAdvancing(L, V, Advance);
  if (Nest.empty())
    return false;
  ForStmt &Inner = *Nest.back();
  auto &Step = cast<AssignStmt>(*Inner.Body->Body[Advance]);
  if (Step.Op != "+" && Step.Op != "-")
    return false;
  unsigned Assignments = 0;
  walkStmts(L, [&](const Stmt &S) {
    Assignments += S.K == Stmt::Assign &&
                   cast<AssignStmt>(S).Target->K ==
                       Expr::VarRef &&
                   cast<AssignStmt>(S).Target->Var == V;
  });
  if (Assignments != 1 || !invariantIn(*Step.Value, L))
    return false;
  // The loops count by one; the inner ones run the same trips throughout.
  for (ForStmt *N : Nest) {
    if (N->Step != 1 && N->Step != -1)
      return false;
    if (N != &L && !(invariantIn(*N->Begin, L) && invariantIn(*N->End, L)))
      return false;
    if (mentions(*N->Begin, {V}) || mentions(*N->End, {V}))
      return false;
  }
  // Iterations before the current one: sum of each loop's iteration
  // number times the trips of the loops inside it, in V's type.
  ScalarType Ty = V->Ty;
  auto In = [&](ExprPtr E) {
    if (E->K == Expr::IntLit)
      return Expr::intLit(E->IntValue, Ty);
    return E->Ty == Ty ? std::move(E) : Expr::cast(Ty, std::move(E));
  };
  auto IsLit = [](const ExprPtr &E, int64_t V) {
    return E->K == Expr::IntLit && E->IntValue == V;
  };
  auto Minus = [&](ExprPtr A, ExprPtr B) {
    if (IsLit(B, 0))
      return In(std::move(A));
    return Expr::binary("-", In(std::move(A)), In(std::move(B)), Ty);
  };
  auto Times = [&](ExprPtr A, ExprPtr B) {
    if (IsLit(B, 1))
      return A;
    return IsLit(A, 1) ? std::move(B)
                       : Expr::binary("*", std::move(A), std::move(B), Ty);
  };
  ExprPtr Count;
  for (ForStmt *N : Nest) {
    ExprPtr Number = N->Step > 0 ? Minus(Expr::var(N->Index), N->Begin->clone())
                                 : Minus(N->Begin->clone(), Expr::var(N->Index));
    ExprPtr Trips = N->Step > 0 ? Minus(N->End->clone(), N->Begin->clone())
                                : Minus(N->Begin->clone(), N->End->clone());
    Count = Count ? Expr::binary("+", Times(std::move(Count), std::move(Trips)),
                                 std::move(Number), Ty)
                  : std::move(Number);
  }
  ExprPtr Amount = In(Step.Value->clone());
  if (Step.Op == "-")
    Amount = Expr::unary("-", std::move(Amount), Ty);
  auto ValueAfter = [&](bool Advanced) {
    ExprPtr Done = Count->clone();
    if (Advanced)
      Done = Expr::binary("+", std::move(Done), Expr::intLit(1, Ty), Ty);
    return Expr::binary("+", Expr::var(V),
                        Times(std::move(Done), Amount->clone()), Ty);
  };
  auto &Body = Inner.Body->Body;
  for (size_t K = 0; K < Body.size(); ++K) {
    if (K == Advance)
      continue;
    bool Advanced = K > Advance;
    mutateExprs(*Body[K], [&](Expr &X) -> ExprPtr {
      return X.K == Expr::VarRef && X.Var == V ? ValueAfter(Advanced)
                                               : nullptr;
    });
  }
  std::string Shown = ExprPrinter().print(*ValueAfter(false));
  SourceLocation Where = Step.Loc.isValid() ? Step.Loc : L.Loc;
  Body.erase(Body.begin() + Advance);
  D.remark(Where, "'" + V->userName() +
                      "' advances by the same amount in each iteration "
                      "of the loop over '" +
                      Inner.Index->userName() + "': read as '" + Shown +
                      "', its advance dropped");
  return true;
}

} // namespace

void closeInductionVariables(Function &F, PassContext &C) {
  Diagnostics &D = C.D;

  Closer(F, D).block(*F.Body);
}

} // namespace loopgen
