//===- Reductions.cpp - Scalars a loop only accumulates into --------------===//

#include "loopgen/Analysis/Reductions.h"
#include "loopgen/Analysis/Accesses.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include <set>

namespace loopgen {

const Expr &stripValueCasts(const Expr &E) {
  if (E.K != Expr::Cast ||
      (E.Ty.isIntegral() && E.Ops[0]->Ty.isFloating()))
    return E;
  return stripValueCasts(*E.Ops[0]);
}

bool isVarRef(const Expr &E, const Variable *V) {
  const Expr &S = stripValueCasts(E);
  return S.K == Expr::VarRef && S.Var == V;
}

namespace {


bool mentionsVar(const Expr &E, const Variable *V) {
  return mentions(E, std::set<const Variable *>{V});
}

std::string text(const Expr &E) { return ExprPrinter().print(stripValueCasts(E)); }

/// Counts the leaves of the chain of Op (with + also -) rooted at E that
/// are V, and fails (returns false) when V is anywhere else in it: under
/// another operator, or subtracted.
bool chainUses(const Expr &E, const std::string &Op, const Variable *V,
               unsigned &Count, bool Negated = false) {
  const Expr &S = stripValueCasts(E);
  bool Minus = Op == "+" && S.K == Expr::Binary && S.Text == "-";
  if (S.K == Expr::Binary && (S.Text == Op || Minus) && S.Ops.size() == 2)
    return chainUses(*S.Ops[0], Op, V, Count, Negated) &&
           chainUses(*S.Ops[1], Op, V, Count, Negated != Minus);
  if (isVarRef(S, V)) {
    ++Count;
    return !Negated;
  }
  return !mentionsVar(S, V);
}

/// The operator of a comparison as `greater` (a > b or a >= b) or not;
/// none for == and !=.
std::optional<bool> greaterTest(const Expr &C) {
  if (C.K != Expr::Binary || C.Ops.size() != 2)
    return std::nullopt;
  if (C.Text == ">" || C.Text == ">=")
    return true;
  if (C.Text == "<" || C.Text == "<=")
    return false;
  return std::nullopt;
}

/// The reduction operator of `V = Value`, or "" when it is not an update.
std::string plainUpdate(const Expr &Value, const Variable *V) {
  const Expr &E = stripValueCasts(Value);
  if (E.K == Expr::Binary) {
    std::string Op = E.Text == "-" ? "+" : E.Text;
    static const std::set<std::string> Ops = {"+", "*",  "&", "|",
                                              "^", "&&", "||"};
    unsigned Count = 0;
    if (Ops.count(Op) && chainUses(E, Op, V, Count) && Count == 1)
      return Op;
    return "";
  }
  if (E.K == Expr::Call && E.Ops.size() == 2) {
    static const std::set<std::string> Min = {"min", "std::min", "fmin",
                                              "fminf"};
    static const std::set<std::string> Max = {"max", "std::max", "fmax",
                                              "fmaxf"};
    bool First = isVarRef(*E.Ops[0], V), Second = isVarRef(*E.Ops[1], V);
    if (First == Second || mentionsVar(*E.Ops[First ? 1 : 0], V))
      return "";
    return Min.count(E.Text) ? "min" : Max.count(E.Text) ? "max" : "";
  }
  if (E.K == Expr::Select) {
    // c ? T : F with c comparing T and F, one of them V.
    const Expr &C = *E.Ops[0];
    auto Greater = greaterTest(C);
    if (!Greater)
      return "";
    std::string A = text(*C.Ops[0]), B = text(*C.Ops[1]);
    std::string T = text(*E.Ops[1]), F = text(*E.Ops[2]);
    bool Straight = T == A && F == B, Swapped = T == B && F == A;
    const Expr &Other = isVarRef(*E.Ops[1], V) ? *E.Ops[2] : *E.Ops[1];
    if ((!Straight && !Swapped) ||
        !(isVarRef(*E.Ops[1], V) || isVarRef(*E.Ops[2], V)) || mentionsVar(Other, V))
      return "";
    // a > b ? a : b is the greater one.
    return (*Greater == Straight) ? "max" : "min";
  }
  return "";
}

/// Whether E is a literal (or a negated one).
bool isLiteral(const Expr &E) {
  const Expr &S = stripValueCasts(E);
  if (S.K == Expr::Unary && S.Text == "-")
    return isLiteral(*S.Ops[0]);
  return S.K == Expr::IntLit || S.K == Expr::FloatLit || S.K == Expr::BoolLit;
}

/// The operator of a compound or plain assignment to V, or "". Storing a
/// literal is "=literal": iterations that store the same one may store it
/// in any order (`if (a[i] > t) found = 1;`).
std::string assignUpdate(const AssignStmt &A, const Variable *V) {
  if (A.Op.empty() && isLiteral(*A.Value))
    return "=" + text(*A.Value);
  if (A.Op.empty())
    return plainUpdate(*A.Value, V);
  if (mentionsVar(*A.Value, V))
    return "";
  static const std::set<std::string> Ops = {"+", "-", "*", "&", "|", "^"};
  if (!Ops.count(A.Op))
    return "";
  return A.Op == "-" ? "+" : A.Op;
}

/// `if (e > V) V = e;` and the other comparisons: "max" or "min", or "".
std::string ifUpdate(const IfStmt &I, const Variable *V) {
  if (I.Else || I.Then->Body.size() != 1 || I.Then->Body[0]->K != Stmt::Assign)
    return "";
  auto &A = cast<AssignStmt>(*I.Then->Body[0]);
  auto Greater = greaterTest(*I.Cond);
  if (!A.Op.empty() || !isVarRef(*A.Target, V) || !Greater ||
      mentionsVar(*A.Value, V))
    return "";
  const Expr &L = *I.Cond->Ops[0], &R = *I.Cond->Ops[1];
  std::string E = text(*A.Value);
  // V takes e when e is greater (e > V, V < e): a maximum.
  if (isVarRef(R, V) && text(L) == E)
    return *Greater ? "max" : "min";
  if (isVarRef(L, V) && text(R) == E)
    return *Greater ? "min" : "max";
  return "";
}

/// Whether S reads V, leaving out the V of its target.
bool reads(const Stmt &S, const Variable *V) {
  bool Found = false;
  if (S.K == Stmt::Assign) {
    auto &A = cast<AssignStmt>(S);
    Found = mentionsVar(*A.Value, V) || (!A.Op.empty() && isVarRef(*A.Target, V));
    if (A.Target->K != Expr::VarRef)
      Found |= mentionsVar(*A.Target, V);
    return Found;
  }
  forEachOwnExpr(S, [&](const Expr &E) { Found |= mentionsVar(E, V); });
  return Found;
}

} // namespace

std::string assignmentUpdate(const AssignStmt &A, const Variable *V) {
  std::string Op = assignUpdate(A, V);
  return Op[0] == '=' ? "" : Op;
}

std::string conditionalUpdate(const IfStmt &I, const Variable *V) {
  return ifUpdate(I, V);
}

bool validReductionOp(const std::string &Op, const ScalarType &Ty) {
  if (Op == "&" || Op == "|" || Op == "^")
    return Ty.isIntegral();
  return Ty.K != ScalarType::Void;
}

/// The class of a compound assignment's operator that atomic updates keep:
/// "+" for += and -=, else the bitwise operator; "" for the others.
static std::string atomicClass(const std::string &Op) {
  if (Op == "+" || Op == "-")
    return "+";
  return Op == "|" || Op == "&" || Op == "^" ? Op : "";
}

bool updatedOnlyAtomically(const ForStmt &L, const Array &A, bool AnyType) {
  bool Integer = A.Elem.isIntegral() && A.Elem.K != ScalarType::Bool &&
                 (A.Elem.Bits == 32 || A.Elem.Bits == 64);
  auto Touches = [&](const Expr &E) {
    bool Found = false;
    walkExpr(E, [&](const Expr &X) { Found |= X.K == Expr::Access && X.Arr == &A; });
    return Found;
  };
  bool Ok = true;
  std::string Class;
  walkStmts(*L.Body, [&](const Stmt &S) {
    if (S.K == Stmt::Assign) {
      auto &As = cast<AssignStmt>(S);
      if (As.Target->K == Expr::Access && As.Target->Arr == &A) {
        bool SubsFree = true;
        for (const ExprPtr &Sub : As.Target->Ops)
          SubsFree &= !Touches(*Sub);
        std::string C = atomicClass(As.Op);
        // One operator throughout: | and + of one element do not commute.
        Ok &= !C.empty() && (Class.empty() || C == Class) && SubsFree &&
              !Touches(*As.Value);
        Class = C;
        return;
      }
    }
    forEachOwnExpr(S, [&](const Expr &E) { Ok &= !Touches(E); });
  });
  return Ok && !Class.empty() && (Integer || (AnyType && Class == "+"));
}

bool reassociatesRounding(const std::string &Op, const ScalarType &Ty) {
  return Ty.isFloating() && (Op == "+" || Op == "*");
}

void recordReassociation(Function &F, SourceLocation Loc, const std::string &Op,
                         const ScalarType &Ty, const std::string &Into) {
  std::pair<SourceLocation, std::string> Entry{Loc,
                                               Op + " into '" + Into + "'"};
  if (reassociatesRounding(Op, Ty) &&
      std::find(F.Reassociations.begin(), F.Reassociations.end(), Entry) ==
          F.Reassociations.end())
    F.Reassociations.push_back(Entry);
}

void recordReassociations(Function &F, SourceLocation Loc,
                          const std::vector<Reduction> &Rs) {
  for (const Reduction &R : Rs)
    recordReassociation(F, Loc, R.Op, R.Var->Ty, R.Var->userName());
}

std::vector<Reduction> findReductions(const ForStmt &L, std::string &WhyNot) {
  BodyAccesses S = collectAccesses(*L.Body);
  std::vector<Reduction> Out;
  for (auto &[CV, Loc] : S.ScalarWrites) {
    // const_cast: a Reduction names its variable by mutable pointer, as
    // expressions do.
    auto *V = const_cast<Variable *>(CV);
    if (S.Declared.count(V) ||
        std::any_of(Out.begin(), Out.end(),
                    [&](const Reduction &R) { return R.Var == V; }))
      continue;
    std::string Name = "'" + V->userName() + "'";
    std::set<std::string> Ops;
    std::set<const Stmt *> Updates;
    walkStmts(*L.Body, [&](const Stmt &X) {
      if (X.K == Stmt::If)
        if (std::string Op = ifUpdate(cast<IfStmt>(X), V);
            !Op.empty()) {
          Ops.insert(Op);
          Updates.insert(&X);
          Updates.insert(cast<IfStmt>(X).Then->Body[0].get());
        }
    });
    bool Plain = true;
    walkStmts(*L.Body, [&](const Stmt &X) {
      if (X.K != Stmt::Assign || Updates.count(&X))
        return;
      auto &A = cast<AssignStmt>(X);
      if (A.Target->K != Expr::VarRef || A.Target->Var != V)
        return;
      std::string Op = assignUpdate(A, V);
      Plain &= !Op.empty();
      Ops.insert(Op);
      Updates.insert(&X);
    });
    if (!Plain) {
      WhyNot = "scalar " + Name +
               " is written in the loop but is not a reduction: it is "
               "assigned a value that does not accumulate into it";
      return {};
    }
    bool Read = false;
    walkStmts(*L.Body, [&](const Stmt &X) {
      Read |= !Updates.count(&X) && reads(X, V);
    });
    if (Read) {
      WhyNot = "scalar " + Name +
               " is written in the loop but is not a reduction: it is read "
               "there other than to accumulate into it";
      return {};
    }
    if (Ops.size() != 1) {
      WhyNot = "scalar " + Name +
               " is written in the loop but is not a reduction: it is "
               "updated with different operators or values";
      return {};
    }
    if (!validReductionOp(*Ops.begin(), V->Ty)) {
      WhyNot = "scalar " + Name +
               " is written in the loop but is not a reduction: '" +
               *Ops.begin() + "' needs an integer";
      return {};
    }
    const std::string &Op = *Ops.begin();
    Out.push_back({V, Op[0] == '=' ? "=" : Op});
  }
  return Out;
}

} // namespace loopgen
