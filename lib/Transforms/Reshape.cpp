//===- Reshape.cpp - Multi-dimensional shapes of flat arrays --------------===//

#include "loopgen/Transforms/Reshape.h"
#include "loopgen/Analysis/Subscripts.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>

namespace loopgen {

namespace {

/// The operands of the products that make up E ((n + 1) * (m + 1): n + 1,
/// m + 1), in the order written.
void multiplicands(const Expr &E, std::vector<ExprPtr> &Out) {
  if (E.K == Expr::Binary && E.Text == "*") {
    multiplicands(*E.Ops[0], Out);
    multiplicands(*E.Ops[1], Out);
    return;
  }
  Out.push_back(E.K == Expr::Cast ? E.Ops[0]->clone() : E.clone());
}

/// The factors of an extent, in the order the user wrote them: of a single
/// term (3*n*m: 3, n, m), or of a product as written ((n + 1) * (m + 1));
/// none when the extent is not a product of two or more.
std::vector<ExprPtr> factorsOf(const Expr &Extent) {
  std::vector<ExprPtr> Factors;
  auto P = Polynomial::from(Extent);
  if (!P)
    return Factors;
  if (P->Terms.size() != 1) {
    multiplicands(Extent, Factors);
    if (Factors.size() < 2)
      Factors.clear();
    return Factors;
  }
  auto &[Mono, Coeff] = *P->Terms.begin();
  if (Coeff > 1)
    Factors.push_back(Expr::intLit(Coeff, Extent.Ty));
  else if (Coeff < 1)
    return Factors;
  // Written order: the order in which the variables occur in the extent.
  std::vector<const Variable *> Order;
  walkExpr(Extent, [&](const Expr &X) {
    if (X.K == Expr::VarRef)
      Order.push_back(X.Var);
  });
  if (Order.size() != Mono.size())
    return {};
  for (const Variable *V : Order)
    // const_cast: expressions name variables by mutable pointer; V is F's.
    Factors.push_back(Expr::var(const_cast<Variable *>(V)));
  if (Factors.size() < 2)
    Factors.clear();
  return Factors;
}

/// The accesses of A in loops that exchange whole flat arrays (ForStmt::
/// Exchange), which a reshape to two dimensions rewrites.
std::set<const Expr *> exchangeAccesses(const Function &F, const Array &A) {
  std::set<const Expr *> Out;
  walkStmts(*F.Body, [&](const Stmt &S) {
    if (S.K == Stmt::For && cast<ForStmt>(S).Exchange)
      walkAllExprs(*cast<ForStmt>(S).Body, [&](const Expr &E) {
        if (E.K == Expr::Access && E.Arr == &A)
          Out.insert(&E);
      });
  });
  return Out;
}

/// Each loop that exchanges A with other flat arrays at [i], now that A
/// has rows of A.Dims[1]: a nest over A's [rows][w], the others read and
/// written at [r * w + c] (whose sizes a check on entry made A's).
void rewriteExchanges(Function &F, Array &A) {
  std::vector<ForStmt *> Loops; // Found first: the walk keeps its blocks.
  forEachStmt(*F.Body, [&](Stmt &S) {
    auto *L = dyn_cast<ForStmt>(&S);
    bool Touches = false;
    if (L && L->Exchange)
      walkAllExprs(*L->Body, [&](const Expr &E) {
        Touches |= E.K == Expr::Access && E.Arr == &A;
      });
    if (Touches)
      Loops.push_back(L);
  });
  for (ForStmt *L : Loops) {
    Variable *Row = L->Index;
    const ScalarType &Ty = Row->Ty;
    Variable *Col = F.newVar(Variable::LoopIndex, F.freshName(Row->Name + "_c"),
                             Ty, L->Loc);
    auto In = [&](const Expr &E) {
      return E.Ty == Ty ? E.clone() : Expr::cast(Ty, E.clone(), L->Loc);
    };
    mutateExprs(*L->Body, [&](Expr &X) -> ExprPtr {
      if (X.K != Expr::Access || X.Ops.size() != 1 ||
          X.Ops[0]->K != Expr::VarRef || X.Ops[0]->Var != Row)
        return nullptr;
      std::vector<ExprPtr> Subs;
      if (X.Arr == &A) {
        Subs.push_back(Expr::var(Row, X.Loc));
        Subs.push_back(Expr::var(Col, X.Loc));
      } else {
        Subs.push_back(Expr::binary(
            "+",
            Expr::binary("*", Expr::var(Row, X.Loc), In(*A.Dims[1]), Ty, X.Loc),
            Expr::var(Col, X.Loc), Ty, X.Loc));
      }
      return Expr::access(X.Arr, std::move(Subs), X.Loc);
    });
    auto Inner = std::make_unique<ForStmt>(L->Loc);
    Inner->Index = Col;
    Inner->Begin = Expr::intLit(0, Ty, L->Loc);
    Inner->End = In(*A.Dims[1]);
    Inner->Label = L->Label;
    Inner->Body = std::move(L->Body);
    L->Body = std::make_unique<BlockStmt>(L->Loc);
    L->Body->Body.push_back(std::move(Inner));
    L->End = In(*A.Dims[0]);
    L->Exchange = false;
  }
}

/// Whether every access of A is recovered with one subscript per dimension
/// (but those in Skip).
bool allAccessesRecovered(const Function &F, const Array &A,
                          const std::set<const Expr *> &Skip = {}) {
  bool Accessed = false, All = true;
  walkAllExprs(*F.Body, [&](const Expr &E) {
    if (E.K != Expr::Access || E.Arr != &A || !All || Skip.count(&E))
      return;
    Accessed = true;
    auto Subs = subscriptPolynomials(F, E);
    All = Subs && Subs->size() == A.rank();
  });
  return Accessed && All;
}

void reshape(Function &F, Array &A, Diagnostics &D) {
  std::vector<ExprPtr> Factors = factorsOf(*A.Dims[0]);
  if (Factors.empty() || Factors.size() > 4)
    return;
  std::vector<unsigned> Perm(Factors.size());
  for (unsigned I = 0; I < Perm.size(); ++I)
    Perm[I] = I;
  ExprPtr Flat = std::move(A.Dims[0]);
  // Exchange loops are rewritten to two dimensions only.
  std::set<const Expr *> Exchanged;
  if (Factors.size() == 2)
    Exchanged = exchangeAccesses(F, A);
  do {
    A.Dims.clear();
    for (unsigned I : Perm)
      A.Dims.push_back(Factors[I]->clone());
    if (allAccessesRecovered(F, A, Exchanged)) {
      if (!Exchanged.empty())
        rewriteExchanges(F, A);
      std::string Shape;
      for (const ExprPtr &Dim : A.Dims)
        Shape += "[" + ExprPrinter().print(*Dim) + "]";
      D.remark(A.Loc,
               "'" + A.Name + "' of extent " + ExprPrinter().print(*Flat) +
                   " is analyzed as " + A.Name + Shape +
                   ": every access is a row-major linearized subscript of "
                   "that shape");
      return;
    }
  } while (std::next_permutation(Perm.begin(), Perm.end()));
  A.Dims.clear();
  A.Dims.push_back(std::move(Flat));
}

/// A std::vector parameter of unknown shape indexed as rows of a size
/// parameter's elements (`v[y * w + x]`, every x within [0, w)): analyzed
/// as v[v.size() / w][w], the call running on the host where its size is
/// not a multiple of w. False where its accesses are not all of that form.
bool reshapeVector(Function &F, Array &A, Diagnostics &D) {
  // The size parameters that a loop index multiplies in its subscripts.
  std::vector<Variable *> Strides;
  walkAllExprs(*F.Body, [&](const Expr &E) {
    if (E.K != Expr::Access || E.Arr != &A || E.Ops.size() != 1)
      return;
    std::optional<Polynomial> P = Polynomial::from(*E.Ops[0]);
    for (const auto &[Mono, Coeff] : P ? P->Terms : decltype(P->Terms)()) {
      if (Mono.size() != 2)
        continue;
      for (unsigned K : {0u, 1u})
        if (Mono[K]->K == Variable::LoopIndex &&
            Mono[1 - K]->K == Variable::Param && Mono[1 - K]->Ty.isIntegral() &&
            !llvm::is_contained(Strides, Mono[1 - K]))
          // const_cast: expressions name variables by mutable pointer.
          Strides.push_back(const_cast<Variable *>(Mono[1 - K]));
    }
  });
  ExprPtr Size = std::move(A.Dims[0]);
  const ScalarType &SizeTy = Size->Ty;
  std::set<const Expr *> Exchanged = exchangeAccesses(F, A);
  for (Variable *W : Strides) {
    // Rows stands for v.size() / w while the accesses are tried.
    Variable Trial{Variable::VectorSize, "rows", SizeTy, A.Loc, "", false};
    A.Dims.clear();
    A.Dims.push_back(Expr::var(&Trial));
    A.Dims.push_back(Expr::var(W));
    if (!allAccessesRecovered(F, A, Exchanged))
      continue;
    std::string Width = W->HostInit.empty() ? W->Name : W->HostInit;
    Variable *Rows = F.newVar(Variable::VectorSize,
                              F.freshName(A.Name + "_rows"), SizeTy, A.Loc);
    Rows->HostInit = "((" + Width + ") > 0 ? " + A.HostExpr +
                     ".size() / (size_t)(" + Width + ") : 0)";
    A.Dims[0] = Expr::var(Rows);
    if (!Exchanged.empty())
      rewriteExchanges(F, A);
    // w <= 0 || rows * w != size: on the host.
    ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
    F.HostWhen.push_back(Expr::binary(
        "||", Expr::binary("<=", Expr::var(W), Expr::intLit(0, W->Ty), Bool),
        Expr::binary(
            "!=", Expr::binary("*", Expr::var(Rows), Expr::var(W), SizeTy),
            std::move(Size), Bool),
        Bool));
    D.remark(A.Loc, "'" + A.userName() + "' is analyzed as rows of '" +
                        W->userName() + "' elements, " + A.userName() + "[" +
                        A.userName() + ".size() / " + W->Name + "][" + W->Name +
                        "]: every access is a row-major linearized subscript "
                        "of that shape; where its size is not a multiple of '" +
                        W->userName() +
                        "', the call runs on the host as written");
    return true;
  }
  A.Dims.clear();
  A.Dims.push_back(std::move(Size));
  return false;
}

/// A std::vector parameter of unknown shape indexed as a matrix (a
/// subscript multiplies a loop index by a variable, i * m + j): says how to
/// give it its shape.
void suggestShape(const Function &F, const Array &A, Diagnostics &D) {
  std::string Matrix;
  walkAllExprs(*F.Body, [&](const Expr &E) {
    if (E.K != Expr::Access || E.Arr != &A || !Matrix.empty())
      return;
    std::optional<Polynomial> P = Polynomial::from(*E.Ops[0]);
    if (!P)
      return;
    for (const auto &[Mono, Coeff] : P->Terms) {
      bool Index = false, Other = false;
      for (const Variable *V : Mono)
        (V->K == Variable::LoopIndex ? Index : Other) = true;
      if (Index && Other)
        Matrix = ExprPrinter().print(*E.Ops[0]);
    }
  });
  if (!Matrix.empty())
    D.remark(A.Loc,
             "'" + A.Name + "' is indexed as a matrix ('" + Matrix +
                 "') but its shape is unknown, so that its rows are not told "
                 "apart: '#pragma loopgen array(" +
                 A.Name +
                 "[rows * columns])' before the function, with its real "
                 "extents, lets loopgen analyze it as one");
}

} // namespace

void recoverArrayShapes(Function &F, PassContext &C) {
  Diagnostics &D = C.D;

  for (const auto &A : F.Arrays) {
    if ((A->K == Array::PointerParam || A->K == Array::LocalVector ||
         (A->K == Array::VectorParam && A->DimsFromPragma)) &&
        A->rank() == 1)
      reshape(F, *A, D);
    else if (A->K == Array::VectorParam && A->rank() == 1 &&
             A->Record.empty() && !reshapeVector(F, *A, D))
      suggestShape(F, *A, D);
  }
}

} // namespace loopgen
