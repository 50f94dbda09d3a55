//===- ExactDependence.cpp - Exact affine dependences with isl ------------===//

#include "loopgen/Analysis/ExactDependence.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include <isl/ctx.h>
#include <isl/options.h>
#include <isl/set.h>
#include <map>
#include <set>

namespace loopgen {

namespace {

struct Access {
  const Expr *E;
  bool IsWrite;
  bool Conditional;
  std::vector<const ForStmt *> Inner; ///< Loops inside L enclosing it.
};

/// Collects the array accesses in L's body with their inner loops.
class Collector {
public:
  std::map<const Array *, std::vector<Access>> Accesses;
  std::set<const Array *> Declared;
  std::set<const Variable *> Written; ///< Scalars assigned in the body.

  void block(const BlockStmt &B) {
    for (const StmtPtr &S : B.Body)
      stmt(*S);
  }

private:
  std::vector<const ForStmt *> Loops;
  unsigned CondDepth = 0;

  void reads(const Expr &E) {
    walkExpr(E, [&](const Expr &X) {
      if (X.K == Expr::Access)
        Accesses[X.Arr].push_back({&X, false, CondDepth > 0, Loops});
    });
  }

  void stmt(const Stmt &S) {
    switch (S.K) {
    case Stmt::Block:
      block(static_cast<const BlockStmt &>(S));
      break;
    case Stmt::For: {
      auto &L = static_cast<const ForStmt &>(S);
      reads(*L.Begin);
      reads(*L.End);
      Loops.push_back(&L);
      block(*L.Body);
      Loops.pop_back();
      break;
    }
    case Stmt::If: {
      auto &I = static_cast<const IfStmt &>(S);
      reads(*I.Cond);
      ++CondDepth;
      block(*I.Then);
      if (I.Else)
        block(*I.Else);
      --CondDepth;
      break;
    }
    case Stmt::Assign: {
      auto &A = static_cast<const AssignStmt &>(S);
      reads(*A.Value);
      if (A.Target->K == Expr::VarRef) {
        Written.insert(A.Target->Var);
        break;
      }
      for (const ExprPtr &Sub : A.Target->Ops)
        reads(*Sub);
      Accesses[A.Target->Arr].push_back(
          {A.Target.get(), true, CondDepth > 0, Loops});
      if (!A.Op.empty())
        Accesses[A.Target->Arr].push_back(
            {A.Target.get(), false, CondDepth > 0, Loops});
      break;
    }
    case Stmt::Decl: {
      auto &D = static_cast<const DeclStmt &>(S);
      if (D.Arr)
        Declared.insert(D.Arr);
      if (D.Var)
        Written.insert(D.Var);
      if (D.Init)
        reads(*D.Init);
      break;
    }
    case Stmt::Return:
      break;
    }
  }
};

/// Names the dimensions and parameters of one dependence problem and prints
/// polynomials as isl affine expressions.
class Problem {
public:
  Problem(const ForStmt &L, const std::vector<const ForStmt *> &Outer,
          const std::set<const Variable *> &Written)
      : L(L), Outer(Outer), Written(Written) {}

  bool Abstracted = false; ///< A product of parameters became a parameter.

  /// Adds the constraints of one side (0 or 1) of an access pair and returns
  /// its subscripts as isl expressions; false when something is not affine.
  bool side(int Side, const Access &A, const std::vector<Polynomial> &Subs,
            std::vector<std::string> &Out, std::string &Constraints);
  /// The set of iteration pairs of L that touch the same element.
  std::string set(const std::string &Constraints) const;

private:
  const ForStmt &L;
  const std::vector<const ForStmt *> &Outer;
  const std::set<const Variable *> &Written;
  std::set<std::string> Params;
  std::vector<std::string> Dims;
  std::map<const Variable *, std::string> Names;
  unsigned Fresh = 0;

  std::string name(const Variable *V) const {
    auto It = Names.find(V);
    return It == Names.end() ? "" : It->second;
  }
  std::optional<std::string> affine(const Polynomial &P);
  bool loopConstraints(const ForStmt &Loop, const std::string &Var,
                       std::string &Out);
};

std::optional<std::string> Problem::affine(const Polynomial &P) {
  std::string S;
  for (auto &[Mono, Coeff] : P.Terms) {
    std::string Term;
    unsigned DimVars = 0;
    std::string Param;
    for (const Variable *V : Mono) {
      std::string N = name(V);
      if (!N.empty()) {
        ++DimVars;
        Term = N;
        continue;
      }
      if (Written.count(V) || V->K == Variable::LoopIndex)
        return std::nullopt; // Changes inside the loop.
      Param += (Param.empty() ? "p_" : "_") + V->Name;
    }
    if (DimVars > 1 || (DimVars == 1 && !Param.empty()))
      return std::nullopt;
    if (Mono.size() > 1 && DimVars == 0)
      Abstracted = true;
    if (!Param.empty()) {
      Params.insert(Param);
      Term = Param;
    }
    std::string C = std::to_string(Coeff);
    std::string T = Term.empty() ? C : C + "*" + Term;
    S += (S.empty() ? "" : " + ") + T;
  }
  return S.empty() ? "0" : S;
}

bool Problem::loopConstraints(const ForStmt &Loop, const std::string &Var,
                              std::string &Out) {
  auto B = Polynomial::from(*Loop.Begin);
  auto E = Polynomial::from(*Loop.End);
  if (!B || !E)
    return false;
  auto BS = affine(*B), ES = affine(*E);
  if (!BS || !ES)
    return false;
  std::string T = "t" + std::to_string(Fresh++);
  int64_t S = Loop.Step;
  Out += " and exists (" + T + " : " + Var + " = " + *BS + " + " +
         std::to_string(S) + "*" + T + " and " + T + " >= 0) and " + Var +
         (S > 0 ? " < " : " > ") + "(" + *ES + ")";
  return true;
}

std::string Problem::set(const std::string &Constraints) const {
  std::string P, D;
  for (const std::string &X : Params)
    P += (P.empty() ? "" : ", ") + X;
  for (const std::string &X : Dims)
    D += (D.empty() ? "" : ", ") + X;
  return "[" + P + "] -> { [" + D + "] : " + Constraints + " }";
}

bool Problem::side(int Side, const Access &A,
                   const std::vector<Polynomial> &Subs,
                   std::vector<std::string> &Out, std::string &Constraints) {
  // Shared outer loops keep one name; L and the inner loops get one per side.
  Names.clear();
  std::string Suffix = Side == 0 ? "a" : "b";
  for (size_t K = 0; K < Outer.size(); ++K) {
    if (Side == 0)
      Dims.push_back("o" + std::to_string(K) + "_" + Outer[K]->Index->Name);
    Names[Outer[K]->Index] = Dims[K];
  }
  if (Side == 0)
    for (const ForStmt *O : Outer)
      if (!loopConstraints(*O, name(O->Index), Constraints))
        return false;
  Names[L.Index] = "i" + Suffix;
  Dims.push_back(Names[L.Index]);
  if (!loopConstraints(L, name(L.Index), Constraints))
    return false;
  for (const ForStmt *In : A.Inner) {
    Names[In->Index] = Suffix + std::to_string(Fresh++) + "_" + In->Index->Name;
    Dims.push_back(Names[In->Index]);
    if (!loopConstraints(*In, name(In->Index), Constraints))
      return false;
  }
  for (const Polynomial &P : Subs) {
    auto S = affine(P);
    if (!S)
      return false;
    Out.push_back(*S);
  }
  return true;
}

/// Owns an isl context for one query.
struct IslContext {
  isl_ctx *Ctx;
  IslContext() : Ctx(isl_ctx_alloc()) {
    isl_options_set_on_error(Ctx, ISL_ON_ERROR_CONTINUE);
  }
  ~IslContext() { isl_ctx_free(Ctx); }
  /// 1 when empty, 0 when not, -1 on failure.
  int isEmpty(const std::string &Text) {
    isl_set *S = isl_set_read_from_str(Ctx, Text.c_str());
    if (!S)
      return -1;
    isl_bool E = isl_set_is_empty(S);
    isl_set_free(S);
    return E == isl_bool_error ? -1 : E == isl_bool_true;
  }
};

std::vector<const ForStmt *> enclosingLoops(const Function &F,
                                            const ForStmt &L) {
  std::vector<const ForStmt *> Path, Found;
  std::function<bool(const BlockStmt &)> Visit = [&](const BlockStmt &B) {
    for (const StmtPtr &S : B.Body) {
      if (S.get() == &L) {
        Found = Path;
        return true;
      }
      bool Done = false;
      if (S->K == Stmt::For) {
        Path.push_back(static_cast<const ForStmt *>(S.get()));
        Done = Visit(*static_cast<const ForStmt &>(*S).Body);
        Path.pop_back();
      } else if (S->K == Stmt::If) {
        auto &I = static_cast<const IfStmt &>(*S);
        Done = Visit(*I.Then) || (I.Else && Visit(*I.Else));
      } else if (S->K == Stmt::Block) {
        Done = Visit(static_cast<const BlockStmt &>(*S));
      }
      if (Done)
        return true;
    }
    return false;
  };
  Visit(*F.Body);
  return Found;
}

} // namespace

std::optional<DependenceResult> testArraysExactly(const Function &F,
                                                  const ForStmt &L) {
  Collector C;
  C.block(*L.Body);
  std::vector<const ForStmt *> Outer = enclosingLoops(F, L);
  IslContext Isl;
  ExprPrinter EP;
  std::optional<DependenceResult> Maybe;
  for (auto &[A, As] : C.Accesses) {
    if (C.Declared.count(A))
      continue;
    for (size_t WI = 0; WI < As.size(); ++WI) {
      const Access &W = As[WI];
      if (!W.IsWrite)
        continue;
      for (size_t XI = 0; XI < As.size(); ++XI) {
        const Access &X = As[XI];
        if (X.IsWrite && XI < WI)
          continue; // Each pair of writes once.
        auto PW = subscriptPolynomials(F, *W.E);
        auto PX = subscriptPolynomials(F, *X.E);
        if (!PW || !PX || PW->size() != PX->size())
          return std::nullopt;
        Problem P(L, Outer, C.Written);
        std::vector<std::string> SW, SX;
        std::string Cons = "(ia < ib or ia > ib)";
        if (!P.side(0, W, *PW, SW, Cons) || !P.side(1, X, *PX, SX, Cons))
          return std::nullopt;
        for (size_t D = 0; D < SW.size(); ++D)
          Cons += " and " + SW[D] + " = " + SX[D];
        int Empty = Isl.isEmpty(P.set(Cons));
        if (Empty < 0)
          return std::nullopt;
        if (Empty)
          continue;
        DependenceResult R;
        R.First = W.E->Loc;
        R.Second = X.E->Loc;
        bool Exact = !W.Conditional && !X.Conditional && !P.Abstracted;
        std::string Pair = &X == &W || X.E == W.E
                               ? "'" + EP.print(*W.E) +
                                     "' writes the same element of '" +
                                     A->Name + "' in different iterations"
                               : "'" + EP.print(*W.E) + "' and '" +
                                     EP.print(*X.E) +
                                     "' touch the same element of '" +
                                     A->Name + "' in different iterations";
        R.K = Exact ? DependenceResult::Proven : DependenceResult::Unknown;
        R.Reason = Exact ? Pair
                         : "possibly " + Pair +
                               " (the accesses are conditional or the "
                               "bounds abstracted)";
        if (Exact)
          return R;
        if (!Maybe)
          Maybe = R;
      }
    }
  }
  if (Maybe)
    return Maybe;
  return DependenceResult{};
}

} // namespace loopgen
