//===- FuseRow.cpp - A row of statements around a loop as one loop --------===//

#include "loopgen/Utils/FuseRow.h"
#include "loopgen/Analysis/Isl.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Walk.h"
#include <algorithm>

namespace loopgen {

/// fuseRow with the loop Body[At] as the row.
static StmtPtr fuseAt(const Function &F, const ForStmt &L, size_t At,
                      bool *RowWasParallel) {
  const auto &Body = L.Body->Body;
  auto IsLoop = [](const StmtPtr &S) { return S->K == Stmt::For; };
  auto &A = cast<ForStmt>(*Body[At]);
  // After A: a loop that begins where A ends (its iterations go on A's
  // range), or statements that run as one iteration past A's end.
  const ForStmt *B = nullptr;
  if (At + 2 == Body.size() && IsLoop(Body.back())) {
    auto &Next = cast<ForStmt>(*Body.back());
    auto Meet = Polynomial::from(*A.End), Start = Polynomial::from(*Next.Begin);
    if (Meet && Start && *Meet == *Start && Next.Step == 1 &&
        Next.Annot.K == LoopAnnotation::None && Next.Index->Ty == A.Index->Ty)
      B = &Next;
  }
  bool Head = At > 0, Tail = !B && At + 1 < Body.size();
  if (A.Step != 1 || A.Annot.K != LoopAnnotation::None ||
      (!B && !Head && !Tail))
    return nullptr;
  // The statements around A run at the index one before or one past its
  // range, which they must not read; what is declared before A must not be
  // used from A on, out of the branch it would move to.
  for (size_t K = 0; K < At; ++K)
    if (Body[K]->K == Stmt::Decl) {
      auto &D = cast<DeclStmt>(*Body[K]);
      bool Used = false;
      for (size_t M = At; M < Body.size(); ++M)
        walkAllExprs(*Body[M], [&](const Expr &X) {
          Used |= (D.Var && X.K == Expr::VarRef && X.Var == D.Var) ||
                  (D.Arr && X.K == Expr::Access && X.Arr == D.Arr);
        });
      if (Used)
        return nullptr;
    }
  bool UsesIndex = false;
  for (size_t K = 0; K < Body.size(); ++K)
    if (K != At)
      walkAllExprs(*Body[K], [&](const Expr &X) {
        UsesIndex |= X.K == Expr::VarRef && X.Var == A.Index;
      });
  if (UsesIndex)
    return nullptr;
  // Fused, a reversed range (its end before its begin) would run the
  // other's iterations short, or the statements around it not at all.
  std::vector<const ForStmt *> Around = enclosingLoops(F, L);
  Around.push_back(&L);
  std::set<const Variable *> Varying;
  for (const ForStmt *O : Around)
    Varying.insert(O->Index);
  IslBuilder Builder(Varying);
  std::vector<std::string> Dims;
  std::string Cons = "1 = 1";
  for (size_t K = 0; K < Around.size(); ++K)
    if (!Builder.loopDimension(*Around[K], "o" + std::to_string(K), Dims, Cons))
      return nullptr;
  // Bounds moved by one below are polynomials (not choices isl reads).
  auto B1 = Builder.affine(*A.Begin), E1 = Builder.affine(*A.End);
  if (!B1 || !E1 || !Polynomial::from(*A.Begin) || !Polynomial::from(*A.End))
    return nullptr;
  std::string Reversed = *E1 + " < " + *B1;
  // The statements before run one below the range: an unsigned index has
  // no such value where the range starts at 0 (a size_t forward
  // substitution computed nothing; found by a style campaign).
  if (Head && A.Index->Ty.Spelling.rfind("unsigned", 0) == 0)
    Reversed += " or " + *B1 + " < 1";
  if (B) {
    auto B2 = Builder.affine(*B->Begin), E2 = Builder.affine(*B->End);
    if (!B2 || !E2)
      return nullptr;
    Reversed += " or " + *E2 + " < " + *B2;
  }
  IslContext Isl;
  std::optional<bool> Never =
      Isl.isEmpty(Builder.set(Dims, Cons + " and (" + Reversed + ")"));
  if (!Never || !*Never)
    return nullptr;
  // One loop over the row: if (j < begin) head, else if (j < end) A's
  // body, else B's body or the tail.
  if (RowWasParallel)
    *RowWasParallel = !B && A.IsParallel;
  StmtPtr Copy = L.clone();
  auto &C = cast<ForStmt>(*Copy);
  auto Parts = std::move(C.Body->Body);
  auto &Row = cast<ForStmt>(*Parts[At]);
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  auto Block = [&](size_t From, size_t To) {
    auto Out = std::make_unique<BlockStmt>(Row.Loc);
    for (size_t K = From; K < To; ++K)
      Out->Body.push_back(std::move(Parts[K]));
    return Out;
  };
  auto Choose = [&](ExprPtr Bound, std::unique_ptr<BlockStmt> Then,
                    std::unique_ptr<BlockStmt> Else) {
    auto If = std::make_unique<IfStmt>(Row.Loc);
    If->Cond = Expr::binary("<", Expr::var(Row.Index), std::move(Bound), Bool);
    If->Then = std::move(Then);
    If->Else = std::move(Else);
    auto Out = std::make_unique<BlockStmt>(Row.Loc);
    Out->Body.push_back(std::move(If));
    return Out;
  };
  Polynomial One = Polynomial::constant(1);
  ExprPtr Begin = Row.Begin->clone(), End = Row.End->clone();
  std::unique_ptr<BlockStmt> Fused = std::move(Row.Body);
  if (B) {
    auto &Second = cast<ForStmt>(*Parts[At + 1]);
    mutateExprs(*Second.Body, [&](Expr &X) -> ExprPtr {
      return X.K == Expr::VarRef && X.Var == Second.Index ? Expr::var(Row.Index)
                                                          : nullptr;
    });
    Fused = Choose(End->clone(), std::move(Fused), std::move(Second.Body));
    Row.End = Second.End->clone();
  } else if (Tail) {
    Fused = Choose(End->clone(), std::move(Fused), Block(At + 1, Parts.size()));
    Row.End = (*Polynomial::from(*End) + One).toExpr(Row.Index->Ty);
  }
  if (Head) {
    Fused = Choose(Begin->clone(), Block(0, At), std::move(Fused));
    Row.Begin = (*Polynomial::from(*Begin) - One).toExpr(Row.Index->Ty);
  }
  Row.Body = std::move(Fused);
  Row.IsParallel = false;
  Row.Reductions.clear();
  Row.AtomicArrays.clear();
  Row.MarkedArrays.clear();
  C.Body->Body.push_back(std::move(Parts[At]));
  return Copy;
}

StmtPtr fuseRow(const Function &F, const ForStmt &L, bool LastOnly,
                bool *RowWasParallel) {
  // The row is the body's first loop (LU's j < i before j >= i), else its
  // last (column-wise Cholesky: the diagonal's sum and root, then the
  // column's loop).
  const auto &Body = L.Body->Body;
  std::vector<size_t> Loops;
  for (size_t K = 0; K < Body.size(); ++K)
    if (Body[K]->K == Stmt::For)
      Loops.push_back(K);
  if (Loops.empty())
    return nullptr;
  if (StmtPtr Fused =
          LastOnly ? nullptr : fuseAt(F, L, Loops.front(), RowWasParallel))
    return Fused;
  return Loops.size() > 1 ? fuseAt(F, L, Loops.back(), RowWasParallel)
                          : nullptr;
}

} // namespace loopgen
