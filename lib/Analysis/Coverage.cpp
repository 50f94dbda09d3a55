//===- Coverage.cpp - Are reads covered by writes of the same iteration? --===//

#include "loopgen/Analysis/Coverage.h"
#include "loopgen/Analysis/Isl.h"
#include "loopgen/Analysis/Subscripts.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include <cctype>
#include <map>
#include <set>

namespace loopgen {

namespace {

/// The parameter names (p_... and c_...) in an isl constraint text.
std::set<std::string> paramsIn(const std::string &Text) {
  std::set<std::string> Names;
  for (size_t I = 0; I + 2 < Text.size(); ++I) {
    bool Start = (I == 0 || !(std::isalnum((unsigned char)Text[I - 1]) ||
                              Text[I - 1] == '_')) &&
                 (Text[I] == 'p' || Text[I] == 'c') && Text[I + 1] == '_';
    if (!Start)
      continue;
    size_t J = I;
    while (J < Text.size() &&
           (std::isalnum((unsigned char)Text[J]) || Text[J] == '_'))
      ++J;
    Names.insert(Text.substr(I, J - I));
    I = J;
  }
  return Names;
}

struct State {
  bool ScalarWritten = false;
  std::vector<std::string> Regions; ///< Written elements, as isl sets.
  std::vector<std::vector<Polynomial>> Pointwise; ///< Written this iteration.
};

/// An unconditional write inside a loop, with the loops between.
struct Write {
  const Expr *Target;
  std::vector<const ForStmt *> Path;
};

class Checker {
public:
  Checker(const Function &F, const ForStmt &L, const Variable *V,
          const Array *A)
      : F(F), L(L), V(V), A(A), Outer(enclosingLoops(F, L)) {
    walkStmts(*L.Body, [&](const Stmt &S) {
      if (S.K == Stmt::Assign &&
          cast<AssignStmt>(S).Target->K == Expr::VarRef)
        Unstable.insert(cast<AssignStmt>(S).Target->Var);
      if (S.K == Stmt::Decl && cast<DeclStmt>(S).Var)
        Unstable.insert(cast<DeclStmt>(S).Var);
    });
  }

  Coverage run() {
    assumeInBounds(*L.Body);
    State S;
    block(*L.Body, S);
    return Result;
  }

private:
  const Function &F;
  const ForStmt &L;
  const Variable *V;
  const Array *A;
  std::vector<const ForStmt *> Outer;
  std::vector<const ForStmt *> Context; ///< Loops inside L around here.
  std::set<const Variable *> Unstable;
  IslContext Isl;
  Coverage Result;
  /// The conditions the code being checked runs under (an if's branch, a
  /// ?: operand, the right of && and ||), with the value each has there.
  std::vector<std::pair<const Expr *, bool>> Guards;
  /// Constraints on the parameters from the accesses every iteration makes:
  /// a correct program stays in bounds (u[n - 1] means n >= 1).
  std::string Assumptions;

  void assumeInBounds(const BlockStmt &B) {
    for (const StmtPtr &S : B.Body) {
      if (S->K == Stmt::Block) {
        assumeInBounds(cast<BlockStmt>(*S));
        continue;
      }
      if (S->K == Stmt::For || S->K == Stmt::If)
        continue; // Not every iteration runs these.
      forEachOwnExpr(*S, [&](const Expr &E) {
        walkExpr(E, [&](const Expr &X) {
          if (X.K != Expr::Access)
            return;
          auto Subs = subscriptPolynomials(F, X);
          if (!Subs || Subs->size() != X.Arr->rank())
            return;
          IslBuilder B(Unstable);
          fixIndices(B, 0);
          for (size_t D = 0; D < Subs->size(); ++D) {
            auto Sub = B.affine((*Subs)[D]);
            auto Ext = B.affine(*X.Arr->Dims[D]);
            if (Sub && Ext)
              Assumptions += " and 0 <= " + *Sub + " < " + *Ext;
          }
        });
      });
    }
  }

  void fail(const Expr &E, const std::string &Why) {
    if (!Result.Covered)
      return;
    Result.Covered = false;
    Result.Why = "'" + ExprPrinter().print(E) + "' " + Why;
    Result.Loc = E.Loc;
  }

  /// Loop indices held fixed: L's, its enclosing loops', the context's.
  void fixIndices(IslBuilder &B, size_t ContextDepth) {
    for (const ForStmt *O : Outer)
      B.parameter(O->Index, "c_" + O->Index->Name);
    B.parameter(L.Index, "c_" + L.Index->Name);
    for (size_t K = 0; K < ContextDepth; ++K)
      B.parameter(Context[K]->Index, "c_" + Context[K]->Index->Name);
  }

  void writesIn(const BlockStmt &B, std::vector<const ForStmt *> &Path,
                std::vector<Write> &Out) {
    for (const StmtPtr &S : B.Body) {
      if (S->K == Stmt::Assign) {
        auto &As = cast<AssignStmt>(*S);
        if (As.Target->K == Expr::Access && As.Target->Arr == A)
          Out.push_back({As.Target.get(), Path});
      } else if (S->K == Stmt::For) {
        auto &K = cast<ForStmt>(*S);
        Path.push_back(&K);
        writesIn(*K.Body, Path, Out);
        Path.pop_back();
      } else if (S->K == Stmt::Block) {
        writesIn(cast<BlockStmt>(*S), Path, Out);
      }
    }
  }

  /// The elements K's body writes over its whole range, or (Before) over
  /// the iterations before the current one.
  std::vector<std::string> regionOf(const ForStmt &K, bool Before) {
    std::vector<Write> Writes;
    std::vector<const ForStmt *> Path{&K};
    writesIn(*K.Body, Path, Writes);
    std::vector<std::string> Regions;
    for (const Write &W : Writes) {
      auto Subs = subscriptPolynomials(F, *W.Target);
      if (!Subs)
        continue;
      IslBuilder B(Unstable);
      fixIndices(B, Context.size());
      std::vector<std::string> Dims;
      for (size_t D = 0; D < Subs->size(); ++D)
        Dims.push_back("d" + std::to_string(D));
      std::string Cons = "true";
      bool OK = true;
      for (const ForStmt *P : W.Path)
        OK &= B.loopDimension(*P, B.fresh("e"), Dims, Cons);
      // Earlier iterations of K: K itself is held fixed by the context.
      if (Before)
        Cons += " and " + Dims[Subs->size()] + (K.Step > 0 ? " < " : " > ") +
                "c_" + K.Index->Name;
      for (size_t D = 0; D < Subs->size() && OK; ++D) {
        auto S = B.affine((*Subs)[D]);
        OK &= S.has_value();
        Cons += " and d" + std::to_string(D) + " = " + S.value_or("");
      }
      if (OK)
        Regions.push_back(B.set(Dims, Cons));
    }
    return Regions;
  }

  /// The element a write writes, for the rest of the current iterations.
  std::optional<std::string> pointRegion(const std::vector<Polynomial> &Subs) {
    IslBuilder B(Unstable);
    fixIndices(B, Context.size());
    std::vector<std::string> Dims;
    std::string Cons = "true";
    for (size_t D = 0; D < Subs.size(); ++D) {
      auto X = B.affine(Subs[D]);
      if (!X)
        return std::nullopt;
      Dims.push_back("d" + std::to_string(D));
      Cons += " and d" + std::to_string(D) + " = " + *X;
    }
    return B.set(Dims, Cons);
  }

  void checkArrayRead(const Expr &E, const State &S) {
    auto Subs = subscriptPolynomials(F, E);
    if (!Subs) {
      fail(E, "has a subscript that is not affine");
      return;
    }
    for (const auto &P : S.Pointwise)
      if (P == *Subs)
        return;
    IslBuilder B(Unstable);
    fixIndices(B, Context.size());
    std::vector<std::string> Dims;
    std::string Cons = "true";
    bool OK = true;
    for (size_t D = 0; D < Subs->size() && OK; ++D) {
      Dims.push_back("d" + std::to_string(D));
      auto X = B.affine((*Subs)[D]);
      OK &= X.has_value();
      Cons += " and d" + std::to_string(D) + " = " + X.value_or("");
      // The program's accesses are in bounds: a read of A[0] implies that A
      // has an element 0.
      if (Subs->size() == A->rank())
        if (auto Ext = B.affine(*A->Dims[D]))
          Cons += " and 0 <= d" + std::to_string(D) + " < " + *Ext;
    }
    auto Range = [&](const ForStmt &K) {
      auto R = B.loopRange(K, "c_" + K.Index->Name);
      OK &= R.has_value();
      Cons += " and " + R.value_or("");
    };
    for (const ForStmt *O : Outer)
      Range(*O);
    Range(L);
    for (const ForStmt *K : Context)
      Range(*K);
    if (!OK) {
      fail(E, "has a subscript or bound that is not affine");
      return;
    }
    // Only the elements read where the guards hold: k > 0 ? t[k - 1] : 0
    // reads no t[-1]. Guards that are not affine comparisons are left out,
    // which only widens what is read.
    for (auto &[Cond, Holds] : Guards)
      guardConstraint(B, *Cond, Holds, Cons);
    Cons += Assumptions;
    // Parameters only the assumptions name must be declared too.
    for (const std::string &P : paramsIn(Assumptions))
      B.declareParameter(P);
    std::optional<bool> In =
        Isl.coveredBy(B.set(Dims, Cons), S.Regions, Subs->size());
    if (!In || !*In)
      fail(E, "is read before it is written in the same iteration");
  }

  /// Appends to Cons what Cond having the value Holds says of the indices
  /// and parameters: comparisons of affine integer expressions, and && (||)
  /// of them where all hold (fail).
  void guardConstraint(IslBuilder &B, const Expr &Cond, bool Holds,
                       std::string &Cons) {
    if (Cond.K == Expr::Unary && Cond.Text == "!")
      return guardConstraint(B, *Cond.Ops[0], !Holds, Cons);
    if (Cond.K != Expr::Binary)
      return;
    if (Cond.Text == (Holds ? "&&" : "||")) {
      guardConstraint(B, *Cond.Ops[0], Holds, Cons);
      guardConstraint(B, *Cond.Ops[1], Holds, Cons);
      return;
    }
    static const std::map<std::string, std::pair<const char *, const char *>>
        Compare = {{"<", {"<", ">="}},
                   {"<=", {"<=", ">"}},
                   {">", {">", "<="}},
                   {">=", {">=", "<"}},
                   {"==", {"=", nullptr}}};
    auto It = Compare.find(Cond.Text);
    const char *Op = It == Compare.end() ? nullptr
                     : Holds             ? It->second.first
                                         : It->second.second;
    // Unsigned arithmetic wraps where isl's does not, and a comparison with
    // an unsigned operand converts the other: there only plain names and
    // non-negative literals are compared.
    auto IsUnsigned = [](const Expr &X) {
      return X.Ty.Spelling.find("unsigned") != std::string::npos ||
             X.Ty.Spelling.find("size_t") != std::string::npos;
    };
    auto Plain = [](const Expr &X) {
      return X.K == Expr::VarRef || (X.K == Expr::IntLit && X.IntValue >= 0);
    };
    const Expr &X = *Cond.Ops[0], &Y = *Cond.Ops[1];
    if (!Op || X.Ty.K != ScalarType::Integer || Y.Ty.K != ScalarType::Integer)
      return;
    if ((IsUnsigned(X) || IsUnsigned(Y)) && !(Plain(X) && Plain(Y)))
      return;
    auto Lhs = B.affine(*Cond.Ops[0]), Rhs = B.affine(*Cond.Ops[1]);
    if (Lhs && Rhs)
      Cons += " and " + *Lhs + " " + Op + " " + *Rhs;
  }

  void reads(const Expr &E, const State &S) {
    if (V && E.K == Expr::VarRef && E.Var == V && !S.ScalarWritten)
      fail(E, "is read before it is written in the same iteration");
    if (A && E.K == Expr::Access && E.Arr == A)
      checkArrayRead(E, S);
    // The operands that run only under a condition: ?:'s two, &&'s and
    // ||'s right one.
    bool Select = E.K == Expr::Select;
    bool Logical = E.K == Expr::Binary && (E.Text == "&&" || E.Text == "||");
    for (size_t K = 0; K < E.Ops.size(); ++K) {
      bool Guarded = (Select && K > 0) || (Logical && K == 1);
      if (Guarded)
        Guards.push_back({E.Ops[0].get(), Select ? K == 1 : E.Text == "&&"});
      reads(*E.Ops[K], S);
      if (Guarded)
        Guards.pop_back();
    }
  }

  void block(const BlockStmt &B, State &S) {
    for (const StmtPtr &P : B.Body)
      stmt(*P, S);
  }

  void stmt(const Stmt &St, State &S) {
    switch (St.K) {
    case Stmt::Block:
      block(cast<BlockStmt>(St), S);
      break;
    case Stmt::For: {
      auto &K = cast<ForStmt>(St);
      reads(*K.Begin, S);
      reads(*K.End, S);
      State Inner = S;
      if (A) {
        Context.push_back(&K);
        for (std::string &R : regionOf(K, /*Before=*/true))
          Inner.Regions.push_back(R);
        Context.pop_back();
      }
      Context.push_back(&K);
      block(*K.Body, Inner);
      Context.pop_back();
      if (A)
        for (std::string &R : regionOf(K, /*Before=*/false))
          S.Regions.push_back(R);
      break;
    }
    case Stmt::If: {
      auto &I = cast<IfStmt>(St);
      reads(*I.Cond, S);
      State T = S, E = S;
      Guards.push_back({I.Cond.get(), true});
      block(*I.Then, T);
      Guards.back().second = false;
      if (I.Else)
        block(*I.Else, E);
      Guards.pop_back();
      S.ScalarWritten |= T.ScalarWritten && I.Else && E.ScalarWritten;
      break;
    }
    case Stmt::Assign: {
      auto &As = cast<AssignStmt>(St);
      reads(*As.Value, S);
      for (const ExprPtr &Sub : As.Target->Ops)
        reads(*Sub, S);
      if (!As.Op.empty())
        reads(*As.Target, S);
      if (V && As.Target->K == Expr::VarRef && As.Target->Var == V)
        S.ScalarWritten = true;
      if (A && As.Target->K == Expr::Access && As.Target->Arr == A)
        if (auto Subs = subscriptPolynomials(F, *As.Target)) {
          S.Pointwise.push_back(*Subs);
          if (auto R = pointRegion(*Subs))
            S.Regions.push_back(*R);
        }
      break;
    }
    case Stmt::Decl:
      if (auto &Init = cast<DeclStmt>(St).Init)
        reads(*Init, S);
      break;
    case Stmt::Return:
      if (auto &Val = cast<ReturnStmt>(St).Value)
        reads(*Val, S);
      break;
    }
  }
};

} // namespace

Coverage coverageOf(const Function &F, const ForStmt &L, const Variable &V) {
  return Checker(F, L, &V, nullptr).run();
}

Coverage coverageOf(const Function &F, const ForStmt &L, const Array &A) {
  return Checker(F, L, nullptr, &A).run();
}

} // namespace loopgen
