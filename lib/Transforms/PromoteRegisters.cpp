//===- PromoteRegisters.cpp - Array elements held in registers ------------===//

#include "loopgen/Transforms/PromoteRegisters.h"
#include "loopgen/Analysis/Accesses.h"
#include "loopgen/Analysis/Isl.h"
#include "loopgen/Analysis/Subscripts.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include <set>

namespace loopgen {


namespace {

/// One element of an array that a scope accesses, and its accesses.
struct Element {
  const Array *A;
  std::vector<Polynomial> Subs;
  bool Written = false;
  bool AtLevel = false; ///< Accessed wherever the scope runs.
  bool InLoop = false;  ///< Accessed in a loop within the scope.
  const Expr *First;    ///< Its first access, in program order.

  /// The element as an access: from its subscripts, which name only what
  /// is fixed in the scope (the first access may be written A[i + j - j]).
  ExprPtr access() const {
    std::vector<ExprPtr> Ops;
    for (size_t D = 0; D < Subs.size(); ++D)
      Ops.push_back(
          Subs[D].toExpr(First->Ops[std::min(D, First->Ops.size() - 1)]->Ty));
    // const_cast: expressions name arrays by mutable pointer; A is F's.
    return Expr::access(const_cast<Array *>(A), std::move(Ops), First->Loc);
  }
};

/// A block of statements, or a sequential loop as a whole, in which array
/// elements may be held in registers.
struct Scope {
  const BlockStmt &Body; ///< The block, or the loop's body.
  const ForStmt *Loop;   ///< The loop, or null for a block.
  /// The loops around the scope, outermost first.
  const std::vector<const ForStmt *> &Outer;
  std::string Where; ///< For remarks: "across the loop over 'k'".
  /// The if branches around the scope within the kernel.
  std::vector<StmtContext::Branch> Guards = {};
};

class Promoter {
public:
  Promoter(Function &F, Diagnostics &D) : F(F), D(D) {}

  void run() {
    std::vector<ForStmt *> Tops;
    walkInContext(*F.Body, [&](const Stmt &S, const StmtContext &C) {
      if (S.K != Stmt::For || !cast<ForStmt>(S).IsParallel)
        return;
      for (const ForStmt *L : C.Loops)
        if (L->IsParallel)
          return;
      // const_cast: walkInContext visits F's statements as const; this pass
      // owns F.
      Tops.push_back(const_cast<ForStmt *>(cast<ForStmt>(&S)));
    });
    for (ForStmt *P : Tops) {
      std::vector<const ForStmt *> Outer = enclosingLoops(F, *P);
      Outer.push_back(P);
      block(*P->Body,
            "in each iteration of the loop over '" + P->Index->userName() + "'",
            Outer);
    }
  }

private:
  Function &F;
  Diagnostics &D;
  ExprPrinter P;
  /// The if branches around the block being walked.
  std::vector<StmtContext::Branch> Guards;

  void block(BlockStmt &B, const std::string &Where,
             std::vector<const ForStmt *> &Outer);
  /// Holds the elements of B fixed within one run of B in registers.
  void promoteInBlock(BlockStmt &B, const Scope &Whole);
  /// Holds the elements fixed across the sequential loop B.Body[At] in
  /// registers; returns how many statements it put after the loop.
  unsigned promoteAcrossLoop(BlockStmt &B, size_t &At, const Scope &Across);
  std::vector<Element> elements(const Scope &S);
  bool disjoint(const Scope &S, const Element &E, const BodyAccess &X);
  std::string refusal(const Scope &S, const Element &E);
  Variable *registerFor(const Element &E);
  /// Replaces E's accesses within Stmts by R; whether the first statement
  /// that mentions E overwrites it before reading it.
  bool replace(std::vector<StmtPtr> &Stmts, const Element &E, Variable *R);
  /// E held in register R within Stmts: the access that loads and stores
  /// it, and whether the first statement that touches it overwrites it.
  struct Held {
    Variable *R = nullptr;
    ExprPtr Access;
    bool Overwrites = false;
  };
  /// Holds E in a register within Stmts (the scope S's statements), or says
  /// why not in a remark (when Report) and returns nothing.
  std::optional<Held> hold(const Scope &S, const Element &E,
                           std::vector<StmtPtr> &Stmts, bool Report);
};

/// The elements of arrays accessed in S whose subscripts are fixed in S,
/// with what the promotion needs to know about them.
std::vector<Element> Promoter::elements(const Scope &S) {
  std::set<const Variable *> Changing =
      S.Loop ? changingScalars(*S.Loop) : changingScalars(S.Body);
  BodyAccesses Body = collectAccesses(S.Body);
  std::set<const Array *> Atomic = atomicArrays(*F.Body);
  std::vector<Element> Out;
  for (auto &[A, As] : Body.Arrays) {
    if (Body.DeclaredArrays.count(A) || Atomic.count(A))
      continue;
    for (const BodyAccess &X : As) {
      auto Subs = subscriptPolynomials(F, *X.E);
      if (!Subs)
        continue;
      bool Fixed = true;
      for (const Polynomial &Sub : *Subs)
        for (const Variable *V : Sub.variables())
          Fixed &= !Changing.count(V);
      if (!Fixed)
        continue;
      Element *E = nullptr;
      for (Element &Known : Out)
        if (Known.A == A && Known.Subs == *Subs)
          E = &Known;
      if (!E) {
        Out.push_back({A, *Subs, false, false, false, X.E});
        E = &Out.back();
      }
      E->Written |= X.IsWrite;
      E->AtLevel |= X.Inner.empty() && !X.conditional();
      E->InLoop |= !X.Inner.empty();
    }
  }
  return Out;
}

/// Whether access X of E's array never touches E within S, for any values
/// of the loops around it.
bool Promoter::disjoint(const Scope &S, const Element &E, const BodyAccess &X) {
  auto Subs = subscriptPolynomials(F, *X.E);
  if (!Subs || Subs->size() != E.Subs.size())
    return false;
  BodyAccesses Body = collectAccesses(S.Body);
  IslBuilder B(Body.Varying);
  std::vector<std::string> Dims;
  std::string Cons = "true";
  bool Affine = true;
  auto Range = [&](const ForStmt &L) {
    Affine &= B.loopDimension(L, B.fresh("l"), Dims, Cons);
  };
  for (const ForStmt *L : S.Outer)
    Range(*L);
  if (S.Loop)
    Range(*S.Loop);
  for (const ForStmt *L : X.Inner)
    Range(*L);
  // The conditions of the ifs around the scope hold in it, where they
  // read loop indices and variables that nothing assigns.
  std::set<const Variable *> Assigned = changingScalars(*F.Body);
  for (const ForStmt *L : S.Outer)
    Assigned.erase(L->Index);
  Cons += B.holding(S.Guards, Assigned);
  for (size_t I = 0; I < Subs->size(); ++I) {
    auto Here = B.affine((*Subs)[I]), There = B.affine(E.Subs[I]);
    Affine &= Here && There;
    if (Here && There)
      Cons += " and " + *Here + " = " + *There;
  }
  if (!Affine)
    return false;
  IslContext Isl;
  std::optional<bool> Empty = Isl.isEmpty(B.set(Dims, Cons));
  return Empty && *Empty;
}

/// Why E cannot be held in a register in S; empty when it can.
std::string Promoter::refusal(const Scope &S, const Element &E) {
  if (!E.AtLevel)
    return "it is accessed only under a condition there, and loading it "
           "unconditionally could touch memory the loop does not";
  BodyAccesses Body = collectAccesses(S.Body);
  for (auto &[A, As] : Body.Arrays) {
    if (A != E.A)
      continue;
    for (const BodyAccess &X : As) {
      auto Subs = subscriptPolynomials(F, *X.E);
      if (Subs && *Subs == E.Subs)
        continue;
      if (!disjoint(S, E, X))
        return "'" + P.print(*X.E) + "' may touch the same element";
    }
  }
  return "";
}

std::optional<Promoter::Held> Promoter::hold(const Scope &S, const Element &E,
                                             std::vector<StmtPtr> &Stmts,
                                             bool Report) {
  std::string Text = P.print(*E.First);
  std::string Why = refusal(S, E);
  if (!Why.empty()) {
    if (Report)
      D.remark(E.First->Loc,
               "'" + Text + "' stays in memory " + S.Where + ": " + Why);
    return std::nullopt;
  }
  Held H;
  H.Access = E.access();
  H.R = registerFor(E);
  H.Overwrites = replace(Stmts, E, H.R);
  D.remark(H.Access->Loc, "'" + Text + "' is held in register '" +
                              H.R->userName() + "' " + S.Where + " (" +
                              (H.Overwrites ? "not loaded: first overwritten"
                                            : "loaded once") +
                              ", stored once)");
  return H;
}

/// A register named after the element: C[i][j] is C_i_j (also when
/// written C[i * n + j]).
Variable *Promoter::registerFor(const Element &E) {
  std::string Name = E.A->Name;
  for (const Polynomial &Sub : E.Subs) {
    std::vector<const Variable *> Vs = Sub.variables();
    if (Sub.isConstant() && Sub.constantTerm() >= 0)
      Name += "_" + std::to_string(Sub.constantTerm());
    else if (Vs.size() == 1 && Sub == Polynomial::variable(Vs[0]))
      Name += "_" + Vs[0]->Name;
    else {
      Name = E.A->Name + "_elem";
      break;
    }
  }
  if (E.Subs.empty())
    Name += "_elem";
  return F.newVar(Variable::Local, F.freshName(Name), E.First->Ty,
                  E.First->Loc);
}

bool Promoter::replace(std::vector<StmtPtr> &Stmts, const Element &E,
                       Variable *R) {
  auto IsE = [&](const Expr &X) {
    if (X.K != Expr::Access || X.Arr != E.A)
      return false;
    auto Subs = subscriptPolynomials(F, X);
    return Subs && *Subs == E.Subs;
  };
  auto Mentions = [&](const Stmt &S) {
    bool Found = false;
    walkAllExprs(S, [&](const Expr &X) { Found |= IsE(X); });
    return Found;
  };
  bool Overwrites = false, Seen = false;
  for (StmtPtr &S : Stmts) {
    if (!Seen && Mentions(*S)) {
      Seen = true;
      if (S->K == Stmt::Assign) {
        auto &As = cast<AssignStmt>(*S);
        bool ReadsIt = false;
        walkExpr(*As.Value, [&](const Expr &X) { ReadsIt |= IsE(X); });
        Overwrites = As.Op.empty() && IsE(*As.Target) && !ReadsIt;
      }
    }
    mutateExprs(*S, [&](Expr &X) -> ExprPtr {
      return IsE(X) ? Expr::var(R, X.Loc) : nullptr;
    });
  }
  return Overwrites;
}

void Promoter::block(BlockStmt &B, const std::string &Where,
                     std::vector<const ForStmt *> &Outer) {
  promoteInBlock(B, {B, nullptr, Outer, Where, Guards});
  for (size_t I = 0; I < B.Body.size(); ++I) {
    Stmt &S = *B.Body[I];
    if (S.K == Stmt::If) {
      auto &If = cast<IfStmt>(S);
      Guards.push_back({&If, false});
      block(*If.Then, "under an if", Outer);
      Guards.back().Else = true;
      if (If.Else)
        block(*If.Else, "under an else", Outer);
      Guards.pop_back();
    }
    if (S.K == Stmt::Block)
      block(cast<BlockStmt>(S), Where, Outer);
    if (S.K != Stmt::For)
      continue;
    auto &L = cast<ForStmt>(S);
    unsigned After = 0;
    if (!L.IsParallel)
      After = promoteAcrossLoop(
          B, I,
          {*L.Body, &L, Outer,
           "across the loop over '" + L.Index->userName() + "'", Guards});
    Outer.push_back(&L);
    block(*L.Body,
          "in each iteration of the loop over '" + L.Index->userName() + "'",
          Outer);
    Outer.pop_back();
    I += After;
  }
}

void Promoter::promoteInBlock(BlockStmt &B, const Scope &Whole) {
  size_t Declared = 0; // The registers are declared in order.
  for (const Element &E : elements(Whole)) {
    // One statement gains nothing (its load and store are the register's);
    // an element accessed only in a loop is the loop's.
    unsigned Statements = 0;
    for (const StmtPtr &S : B.Body) {
      bool Mentions = false;
      walkAllExprs(*S, [&](const Expr &X) {
        auto Subs = X.K == Expr::Access && X.Arr == E.A
                        ? subscriptPolynomials(F, X)
                        : std::nullopt;
        Mentions |= Subs && *Subs == E.Subs;
      });
      Statements += Mentions;
    }
    if (!E.Written || !E.AtLevel || (Statements < 2 && !E.InLoop))
      continue;
    std::optional<Held> H = hold(Whole, E, B.Body, /*Report=*/true);
    if (!H)
      continue;
    SourceLocation Loc = H->Access->Loc;
    auto Decl = std::make_unique<DeclStmt>(Loc);
    Decl->Var = H->R;
    if (!H->Overwrites)
      Decl->Init = H->Access->clone();
    B.Body.insert(B.Body.begin() + Declared++, std::move(Decl));
    B.Body.push_back(std::make_unique<AssignStmt>(std::move(H->Access), "",
                                                  Expr::var(H->R), Loc));
  }
}

unsigned Promoter::promoteAcrossLoop(BlockStmt &B, size_t &At,
                                     const Scope &Across) {
  const ForStmt &L = *Across.Loop;
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  // When the loop may run no iteration, the load and the store test its
  // bounds: the element is touched only when the loop touches it.
  auto End = Polynomial::from(*L.End), Begin = Polynomial::from(*L.Begin);
  std::optional<Polynomial> Span;
  if (End && Begin)
    Span = *End - *Begin;
  bool Runs =
      Span && Span->isConstant() &&
      (L.Step > 0 ? Span->constantTerm() > 0 : Span->constantTerm() < 0);
  auto Guarded = [&](StmtPtr Inner) -> StmtPtr {
    if (Runs)
      return Inner;
    auto If = std::make_unique<IfStmt>(L.Loc);
    If->Cond = Expr::binary(L.Step > 0 ? "<" : ">", L.Begin->clone(),
                            L.End->clone(), Bool);
    If->Then = std::make_unique<BlockStmt>();
    If->Then->Body.push_back(std::move(Inner));
    return If;
  };
  unsigned After = 0;
  for (const Element &E : elements(Across)) {
    if (!E.Written)
      continue;
    // One accessed only in inner loops is theirs to hold: no remark.
    std::optional<Held> H =
        hold(Across, E, L.Body->Body, E.AtLevel || !E.InLoop);
    if (!H)
      continue;
    ExprPtr Load = std::move(H->Access);
    SourceLocation Loc = Load->Loc;
    Variable *R = H->R;
    bool Overwrites = H->Overwrites;
    std::vector<StmtPtr> Before;
    auto Decl = std::make_unique<DeclStmt>(Loc);
    Decl->Var = R;
    if (Runs && !Overwrites)
      Decl->Init = Load->clone();
    Before.push_back(std::move(Decl));
    if (!Runs && !Overwrites)
      Before.push_back(Guarded(
          std::make_unique<AssignStmt>(Expr::var(R), "", Load->clone(), Loc)));
    B.Body.insert(B.Body.begin() + At + 1,
                  Guarded(std::make_unique<AssignStmt>(std::move(Load), "",
                                                       Expr::var(R), Loc)));
    ++After;
    B.Body.insert(B.Body.begin() + At, std::make_move_iterator(Before.begin()),
                  std::make_move_iterator(Before.end()));
    At += Before.size();
  }
  return After;
}

} // namespace

void promoteToRegisters(Function &F, PassContext &C) {
  if (!C.Opts.Promotion)
    return;
  Diagnostics &D = C.D;
 Promoter(F, D).run(); }

} // namespace loopgen
