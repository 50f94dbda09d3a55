//===- AccumulateElements.cpp - Reductions into array elements ------------===//

#include "loopgen/Transforms/AccumulateElements.h"
#include "loopgen/Analysis/Reductions.h"
#include "loopgen/Analysis/Scans.h"
#include "loopgen/Analysis/Subscripts.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include <algorithm>
#include <map>

namespace loopgen {


namespace {

/// The elements of each array that L accesses, when they are all fixed in
/// L (subscripts free of what changes in L and of array reads) and
/// provably distinct (some subscript differs by a non-zero constant), each
/// as the text of its accesses and one of them; arrays in the order of
/// their first access.
using Elements = std::map<std::string, const Expr *>;
std::vector<std::pair<const Array *, Elements>>
fixedElements(const Function &F, const ForStmt &L) {
  std::vector<std::pair<const Array *, Elements>> Elems;
  std::set<const Array *> Bad;
  std::set<const Variable *> Changing = changingScalars(L);
  // An array declared in L (a privatized copy) has no element outside it
  // to load before L or store after it.
  walkStmts(*L.Body, [&](const Stmt &S) {
    if (S.K == Stmt::Decl)
      if (const Array *A = cast<DeclStmt>(S).Arr)
        Bad.insert(A);
  });
  ExprPrinter P;
  walkAllExprs(*L.Body, [&](const Expr &E) {
    if (E.K != Expr::Access)
      return;
    bool Fixed = !mentions(E, Changing);
    walkExpr(E,
             [&](const Expr &X) { Fixed &= &X == &E || X.K != Expr::Access; });
    if (!Fixed)
      Bad.insert(E.Arr);
    auto It = std::find_if(Elems.begin(), Elems.end(),
                           [&](const auto &X) { return X.first == E.Arr; });
    if (It == Elems.end())
      It = Elems.insert(Elems.end(), {E.Arr, {}});
    It->second.insert({P.print(E), &E});
  });
  for (auto &[A, Es] : Elems)
    for (auto I = Es.begin(); I != Es.end() && !Bad.count(A); ++I)
      for (auto J = std::next(I); J != Es.end() && !Bad.count(A); ++J) {
        auto SI = subscriptPolynomials(F, *I->second);
        auto SJ = subscriptPolynomials(F, *J->second);
        bool Distinct = false;
        for (size_t D = 0; SI && SJ && D < SI->size() && D < SJ->size(); ++D) {
          Polynomial Diff = (*SI)[D] - (*SJ)[D];
          Distinct |= Diff.isConstant() && Diff.constantTerm() != 0;
        }
        if (!Distinct || SI->size() != SJ->size())
          Bad.insert(A);
      }
  Elems.erase(std::remove_if(Elems.begin(), Elems.end(),
                             [&](const auto &X) { return Bad.count(X.first); }),
              Elems.end());
  return Elems;
}

/// Replaces every access of L to Element by R (Element must not be one of
/// them: they are destroyed).
void replaceElement(ForStmt &L, const Expr &Element, Variable *R) {
  for (StmtPtr &S : L.Body->Body)
    mutateExprs(*S, [&](Expr &X) -> ExprPtr {
      return X.K == Expr::Access && X.sameAs(Element) ? Expr::var(R, X.Loc)
                                                      : nullptr;
    });
}

void visit(Function &F, BlockStmt &B, Diagnostics &D) {
  for (size_t I = 0; I < B.Body.size(); ++I) {
    Stmt &S = *B.Body[I];
    if (S.K == Stmt::If) {
      auto &If = cast<IfStmt>(S);
      visit(F, *If.Then, D);
      if (If.Else)
        visit(F, *If.Else, D);
      continue;
    }
    if (S.K != Stmt::For)
      continue;
    auto &L = cast<ForStmt>(S);
    std::set<const Array *> Written = writtenArrays(L);
    for (auto &[A, Es] : fixedElements(F, L))
      for (auto &[Text, E] : Es) {
        if (!Written.count(A))
          continue;
        // Try it on a copy: the scalar must come out a reduction or a scan.
        StmtPtr Trial = L.clone();
        auto &TL = cast<ForStmt>(*Trial);
        Variable *R = F.newVar(Variable::Local, F.freshName(A->Name + "_acc"),
                               E->Ty, E->Loc);
        replaceElement(TL, *E, R);
        std::string WhyNot;
        std::vector<Reduction> Found = findReductions(TL, WhyNot);
        bool Reduces =
            std::any_of(Found.begin(), Found.end(),
                        [&](const Reduction &X) { return X.Var == R; });
        if (!Reduces)
          if (std::unique_ptr<ScanInfo> Scan = findScan(F, TL, WhyNot))
            Reduces = Scan->Var == R;
        if (!Reduces) {
          F.Vars.pop_back(); // R, referenced only by the trial.
          continue;
        }
        auto Load = std::make_unique<DeclStmt>(L.Loc);
        Load->Var = R;
        Load->Init = E->clone();
        auto Store = std::make_unique<AssignStmt>(E->clone(), "",
                                                  Expr::var(R, L.Loc), L.Loc);
        D.remark(E->Loc, "'" + Text + "' is accumulated in scalar '" +
                             R->userName() + "' across the loop over '" +
                             L.Index->userName() +
                             "' (loaded before it, stored after it)");
        // A copy: E is one of the accesses replaced.
        replaceElement(L, *E->clone(), R);
        // A reduction(...) clause naming a scalar reference names R now.
        for (auto &[Op, Name] : L.Annot.Reductions)
          if (A->rank() == 0 && Name == A->Name)
            Name = R->Name;
        B.Body.insert(B.Body.begin() + I + 1, std::move(Store));
        B.Body.insert(B.Body.begin() + I, std::move(Load));
        ++I; // At L again.
      }
  }
}

} // namespace

void accumulateElements(Function &F, PassContext &C) {
  Diagnostics &D = C.D;
 visit(F, *F.Body, D); }

} // namespace loopgen
