//===- IndexScalars.cpp - Index arithmetic held in locals -----------------===//

#include "loopgen/Transforms/IndexScalars.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include "llvm/ADT/STLExtras.h"
#include <functional>
#include <set>

namespace loopgen {

namespace {

/// Whether E divides by (or takes the remainder of) something other than
/// an integer literal: no polynomial, nor an isl bound, reads it.
bool dividesByValue(const Expr &E) {
  bool Divides = false;
  walkExpr(E, [&](const Expr &X) {
    Divides |= X.K == Expr::Binary && (X.Text == "/" || X.Text == "%") &&
               X.Ops[1]->K != Expr::IntLit;
  });
  return Divides;
}

/// The locals whose initializers may stand for them (IndexScalars.h).
std::map<const Variable *, const Expr *> indexScalars(const Function &F) {
  std::map<const Variable *, const Expr *> Init = singleDefinitions(*F.Body);
  std::set<const Variable *> Assigned = assignedScalars(*F.Body);
  for (auto It = Init.begin(); It != Init.end();)
    It =
        It->first->Ty.K == ScalarType::Integer ? std::next(It) : Init.erase(It);
  // Outside every loop, a local that divides by a value stays a symbol of
  // its own, the same in every loop (`out_len = in_len / decim` keeps
  // `out[ch * out_len + n]` affine); others may still stand on it.
  std::set<const Variable *> Symbols;
  walkInContext(*F.Body, [&](const Stmt &S, const StmtContext &Ctx) {
    if (S.K != Stmt::Decl || !Ctx.Loops.empty())
      return;
    auto It = Init.find(cast<DeclStmt>(S).Var);
    if (It != Init.end() && dividesByValue(*It->second)) {
      Symbols.insert(It->first);
      Init.erase(It);
    }
  });
  // Drop those that read memory or changing scalars until none is left to
  // drop (a local may stand on another).
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (auto It = Init.begin(); It != Init.end();) {
      bool Pure = true;
      walkExpr(*It->second, [&](const Expr &X) {
        if (X.K == Expr::Access ||
            (X.K == Expr::Call && X.Text != "std::min" && X.Text != "min" &&
             X.Text != "std::max" && X.Text != "max" && X.Text != "abs" &&
             X.Text != "std::abs"))
          Pure = false;
        if (X.K == Expr::VarRef &&
            (Assigned.count(X.Var) ||
             (X.Var->K == Variable::Local && !Init.count(X.Var) &&
              !Symbols.count(X.Var))))
          Pure = false;
      });
      Changed |= !Pure;
      It = Pure ? std::next(It) : Init.erase(It);
    }
  }
  return Init;
}

/// E with every local of Init replaced by its initializer (at any depth),
/// a cast kept where the local's type is not the initializer's.
void substitute(ExprPtr &E,
                const std::map<const Variable *, const Expr *> &Init,
                std::set<const Variable *> &Used) {
  mutateExpr(E, [&](Expr &X) -> ExprPtr {
    if (X.K != Expr::VarRef)
      return nullptr;
    auto It = Init.find(X.Var);
    if (It == Init.end())
      return nullptr;
    Used.insert(X.Var);
    ExprPtr Value = It->second->clone();
    substitute(Value, Init, Used);
    if (!(Value->Ty == X.Var->Ty))
      Value = Expr::cast(X.Var->Ty, std::move(Value), X.Loc);
    return Value;
  });
}

/// Drops from B, at any depth, the declarations of Dead.
void dropDeclarations(BlockStmt &B, const std::set<const Variable *> &Dead) {
  auto &Body = B.Body;
  Body.erase(std::remove_if(Body.begin(), Body.end(),
                            [&](const StmtPtr &S) {
                              return S->K == Stmt::Decl &&
                                     Dead.count(
                                         cast<DeclStmt>(*S).Var);
                            }),
             Body.end());
  for (StmtPtr &S : Body) {
    if (S->K == Stmt::Block)
      dropDeclarations(cast<BlockStmt>(*S), Dead);
    if (S->K == Stmt::For)
      dropDeclarations(*cast<ForStmt>(*S).Body, Dead);
    if (S->K == Stmt::If) {
      auto &I = cast<IfStmt>(*S);
      dropDeclarations(*I.Then, Dead);
      if (I.Else)
        dropDeclarations(*I.Else, Dead);
    }
  }
}

} // namespace

void inlineIndexScalars(Function &F, PassContext &C) {
  Diagnostics &D = C.D;

  std::map<const Variable *, const Expr *> Init = indexScalars(F);
  if (Init.empty())
    return;
  // Clones first: substituting rewrites the expressions Init points into.
  std::vector<ExprPtr> Values;
  for (auto &[V, E] : Init) {
    Values.push_back(E->clone());
    E = Values.back().get();
  }
  std::set<const Variable *> Used;
  walkStmts(*F.Body, [&](const Stmt &Const) {
    // const_cast: F's statements and subscripts, which this pass owns.
    Stmt &S = const_cast<Stmt &>(Const);
    if (S.K == Stmt::For) {
      substitute(cast<ForStmt>(S).Begin, Init, Used);
      substitute(cast<ForStmt>(S).End, Init, Used);
    }
    if (S.K == Stmt::If)
      substitute(cast<IfStmt>(S).Cond, Init, Used);
    forEachOwnExpr(S, [&](const Expr &Own) {
      walkExpr(Own, [&](const Expr &X) {
        if (X.K == Expr::Access)
          for (ExprPtr &Sub : const_cast<Expr &>(X).Ops)
            substitute(Sub, Init, Used);
      });
    });
  });
  // The sizes of local arrays too: the host allocates them where the
  // dropped declarations no longer are.
  for (const auto &A : F.Arrays)
    if (!A->isParam())
      for (ExprPtr &Dim : A->Dims)
        substitute(Dim, Init, Used);
  // What still reads a local keeps its declaration, unless all that reads
  // it is the initializer of another dropped one (`cij_0 = c_0`).
  std::set<const Variable *> Dead = Used;
  for (size_t Before = 0; Before != Dead.size();) {
    Before = Dead.size();
    std::set<const Variable *> Read;
    walkStmts(*F.Body, [&](const Stmt &S) {
      if (S.K == Stmt::Decl && Dead.count(cast<DeclStmt>(S).Var))
        return;
      forEachOwnExpr(S, [&](const Expr &Own) {
        walkExpr(Own, [&](const Expr &X) {
          if (X.K == Expr::VarRef)
            Read.insert(X.Var);
        });
      });
    });
    for (const Variable *V : Read)
      Dead.erase(V);
  }
  dropDeclarations(*F.Body, Dead);
  // In the order the variables were made: Used is ordered by address. The
  // copies of one local (a loop body lowered once per pointer binding) say
  // it once.
  std::set<std::string> Said;
  for (const auto &Owned : F.Vars) {
    const Variable *V = Owned.get();
    if (!Used.count(V))
      continue;
    std::string Msg = "'" + V->userName() + "' is replaced by its value '" +
                      ExprPrinter().print(*Init.at(V)) +
                      "' in subscripts, loop bounds and conditions" +
                      (Dead.count(V) ? ", and its declaration dropped" : "");
    if (Said.insert(std::to_string(V->Loc.getRawEncoding()) + Msg).second)
      D.remark(V->Loc, Msg);
  }
}

} // namespace loopgen
