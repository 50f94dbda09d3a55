//===- SameValueStores.cpp - Arrays a loop only marks ---------------------===//
//
// See SameValueStores.h.
//
//===----------------------------------------------------------------------===//

#include "loopgen/Analysis/SameValueStores.h"
#include "loopgen/IR/Walk.h"
#include <map>
#include <set>

namespace loopgen {

namespace {

class Marks {
public:
  explicit Marks(const ForStmt &L) {
    Changing.insert(L.Index);
    walkStmts(*L.Body, [&](const Stmt &S) {
      if (const auto *F = dyn_cast<ForStmt>(&S)) {
        Changing.insert(F->Index);
        for (const Variable *C : F->Copies)
          Changing.insert(C);
      } else if (const auto *D = dyn_cast<DeclStmt>(&S)) {
        if (D->Var)
          Changing.insert(D->Var);
        if (D->Arr)
          Declared.insert(D->Arr);
      } else if (const auto *A = dyn_cast<AssignStmt>(&S)) {
        if (A->Target->K == Expr::VarRef)
          Changing.insert(A->Target->Var);
        else if (A->Target->K == Expr::Access)
          Ok.insert({A->Target->Arr, true});
      }
    });
    for (const Array *A : Declared)
      Ok.erase(A);
    // Stores of one value, anywhere in the loop (two values would leave
    // whichever an order stores last).
    std::map<const Array *, const Expr *> Value;
    walkStmts(*L.Body, [&](const Stmt &S) {
      const auto *A = dyn_cast<AssignStmt>(&S);
      if (!A || A->Target->K != Expr::Access || !Ok.count(A->Target->Arr))
        return;
      const Expr *&First = Value[A->Target->Arr];
      Ok[A->Target->Arr] &= A->Op.empty() && invariant(*A->Value) &&
                            (!First || First->sameAs(*A->Value));
      First = A->Value.get();
    });
    visit(*L.Body);
    // A test that guards a store into an array that is not only marked.
    for (bool Changed = true; Changed;) {
      Changed = false;
      for (const auto &[A, Into] : Guarded)
        for (const Array *B : Into)
          if (Ok[A] && !Ok[B]) {
            Ok[A] = false;
            Changed = true;
          }
    }
  }

  std::vector<const Array *> result() const {
    std::vector<const Array *> Out;
    for (const auto &[A, Yes] : Ok)
      if (Yes)
        Out.push_back(A);
    return Out;
  }

private:
  std::set<const Variable *> Changing;
  std::set<const Array *> Declared;
  /// Whether each array the loop writes is only marked.
  std::map<const Array *, bool> Ok;
  /// The arrays stored into under tests of each array.
  std::map<const Array *, std::set<const Array *>> Guarded;

  bool invariant(const Expr &E) const {
    bool Yes = true;
    walkExpr(E, [&](const Expr &X) {
      Yes &= X.K != Expr::Access &&
             (X.K != Expr::VarRef || !Changing.count(X.Var));
    });
    return Yes;
  }

  /// Reads of written arrays in E: none may be outside a test.
  void reads(const Expr &E) {
    walkExpr(E, [&](const Expr &X) {
      if (X.K == Expr::Access && Ok.count(X.Arr))
        Ok[X.Arr] = false;
    });
  }

  /// Whether Branch holds only stores of values that do not change in the
  /// loop, into scalars or at Test's element of arrays; notes the arrays.
  bool marksOnly(const BlockStmt &Branch, const Expr &Test,
                 std::set<const Array *> &Into) {
    for (const StmtPtr &S : Branch.Body) {
      if (const auto *B = dyn_cast<BlockStmt>(S.get())) {
        if (!marksOnly(*B, Test, Into))
          return false;
        continue;
      }
      const auto *A = dyn_cast<AssignStmt>(S.get());
      if (!A || !A->Op.empty() || !invariant(*A->Value))
        return false;
      const Expr &T = *A->Target;
      if (T.K == Expr::VarRef) {
        // A flag; not one the element's subscripts read.
        bool Subscript = false;
        for (const ExprPtr &Op : Test.Ops)
          walkExpr(*Op, [&](const Expr &X) {
            Subscript |= X.K == Expr::VarRef && X.Var == T.Var;
          });
        if (Subscript)
          return false;
        continue;
      }
      if (T.K != Expr::Access || T.Ops.size() != Test.Ops.size() ||
          !Ok.count(T.Arr))
        return false;
      for (size_t D = 0; D < T.Ops.size(); ++D)
        if (!T.Ops[D]->sameAs(*Test.Ops[D]))
          return false;
      Into.insert(T.Arr);
    }
    return true;
  }

  void visit(const BlockStmt &B) {
    for (const StmtPtr &S : B.Body)
      visit(*S);
  }

  void visit(const Stmt &S) {
    if (const auto *B = dyn_cast<BlockStmt>(&S))
      return visit(*B);
    if (const auto *I = dyn_cast<IfStmt>(&S)) {
      std::vector<const Expr *> Tests;
      walkExpr(*I->Cond, [&](const Expr &X) {
        if (X.K == Expr::Access && Ok.count(X.Arr))
          Tests.push_back(&X);
      });
      if (Tests.empty() || I->repeats()) {
        reads(*I->Cond);
        visit(*I->Then);
        if (I->Else)
          visit(*I->Else);
        return;
      }
      // `if (level[w] == -1) { level[w] = d + 1; next[w] = 1; }`
      for (const Expr *T : Tests) {
        for (const ExprPtr &Op : T->Ops)
          reads(*Op);
        // An else branch would run where another iteration's mark is
        // seen early (or late): only the then branch may mark.
        std::set<const Array *> Into;
        if (!marksOnly(*I->Then, *T, Into) ||
            (I->Else && !I->Else->Body.empty()))
          Ok[T->Arr] = false;
        Guarded[T->Arr].insert(Into.begin(), Into.end());
      }
      // The branches' stores are of values free of the arrays.
      return;
    }
    if (const auto *A = dyn_cast<AssignStmt>(&S)) {
      if (A->Target->K == Expr::Access)
        for (const ExprPtr &Op : A->Target->Ops)
          reads(*Op);
      else
        reads(*A->Target);
      reads(*A->Value);
      if (!A->Op.empty() && A->Target->K == Expr::Access &&
          Ok.count(A->Target->Arr))
        Ok[A->Target->Arr] = false; // Reads what it updates.
      return;
    }
    if (const auto *F = dyn_cast<ForStmt>(&S)) {
      reads(*F->Begin);
      reads(*F->End);
      return visit(*F->Body);
    }
    forEachOwnExpr(S, [&](const Expr &E) { reads(E); });
  }
};

} // namespace

std::vector<const Array *> sameValueArrays(const ForStmt &L) {
  if (!L.Body)
    return {};
  return Marks(L).result();
}

} // namespace loopgen
