//===- Distribute.cpp - Loop distribution and interchange -----------------===//

#include "loopgen/Transforms/Distribute.h"
#include "loopgen/Analysis/Dependence.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include <set>

namespace loopgen {


unsigned recomputeCost(const Expr &E) {
  unsigned Cost = 0;
  walkExpr(E, [&](const Expr &X) {
    switch (X.K) {
    case Expr::Access:
      Cost += 4;
      break;
    case Expr::Unary:
    case Expr::Select:
      Cost += 1;
      break;
    case Expr::Binary:
      Cost += X.Text == "/" || X.Text == "%" ? 4 : 1;
      break;
    case Expr::Call:
      Cost += X.Text.find("min") != std::string::npos ||
                      X.Text.find("max") != std::string::npos ||
                      X.Text.find("abs") != std::string::npos
                  ? 1
                  : 8;
      break;
    default:
      break;
    }
  });
  return Cost;
}

namespace {

bool containsParallel(const Stmt &S) {
  bool Found = false;
  walkStmts(S, [&](const Stmt &X) {
    Found |= X.K == Stmt::For && cast<ForStmt>(X).IsParallel;
  });
  return Found;
}

bool uses(const Stmt &S, const Variable *V, const Array *A) {
  bool Found = false;
  walkAllExprs(S, [&](const Expr &X) {
    Found |= (V && X.K == Expr::VarRef && X.Var == V) ||
             (A && X.K == Expr::Access && X.Arr == A);
  });
  return Found;
}

using Group = std::vector<StmtPtr>;

class Distributor {
public:
  Distributor(Function &F, Diagnostics &D) : F(F), D(D) {}

  void processBlock(BlockStmt &B) {
    // Inner blocks and interchanges first, while the tree is whole (the
    // dependence test of an interchange reads all of it).
    for (StmtPtr &P : B.Body) {
      if (P->K == Stmt::For)
        processBlock(*cast<ForStmt>(*P).Body);
      if (P->K == Stmt::If) {
        processBlock(*cast<IfStmt>(*P).Then);
        if (auto &E = cast<IfStmt>(*P).Else)
          processBlock(*E);
      }
      if (P->K == Stmt::For && !cast<ForStmt>(*P).IsParallel)
        sinkSequential(P);
    }
    std::vector<StmtPtr> Out;
    for (StmtPtr &P : B.Body) {
      if (P->K == Stmt::For && cast<ForStmt>(*P).IsParallel) {
        for (StmtPtr &R : distributeLoop(std::move(P)))
          Out.push_back(std::move(R));
        continue;
      }
      Out.push_back(std::move(P));
    }
    B.Body = std::move(Out);
  }

private:
  Function &F;
  Diagnostics &D;

  std::vector<StmtPtr> distributeLoop(StmtPtr LP);
  StmtPtr interchange(StmtPtr LP);
  bool sinkSequential(StmtPtr &TP);
  std::vector<Group> groupsOf(std::vector<StmtPtr> Body);
  bool privatesAcrossGroups(ForStmt &L, std::vector<Group> &Groups,
                            std::vector<StmtPtr> &Before);
  void recompute(ForStmt &L, DeclStmt &Decl, std::vector<Group> &Groups,
                 unsigned Cost);
  void expandScalar(ForStmt &L, DeclStmt &Decl, std::vector<Group> &Groups,
                    std::vector<StmtPtr> &Before, const std::string &Why);
  void expandArray(ForStmt &L, DeclStmt &Decl, std::vector<Group> &Groups,
                   std::vector<StmtPtr> &Before, bool Innermost);
};

/// Statements containing parallel loops stand alone; the others run
/// together.
std::vector<Group> Distributor::groupsOf(std::vector<StmtPtr> Body) {
  std::vector<Group> Groups;
  Group Run;
  for (StmtPtr &S : Body) {
    if (containsParallel(*S)) {
      if (!Run.empty())
        Groups.push_back(std::move(Run));
      Run.clear();
      Groups.emplace_back();
      Groups.back().push_back(std::move(S));
    } else {
      Run.push_back(std::move(S));
    }
  }
  if (!Run.empty())
    Groups.push_back(std::move(Run));
  return Groups;
}

void Distributor::recompute(ForStmt &L, DeclStmt &Decl,
                            std::vector<Group> &Groups, unsigned Cost) {
  const Variable *V = Decl.Var;
  ExprPtr Init = Decl.Init->clone();
  for (Group &G : Groups)
    for (StmtPtr &S : G)
      if (S.get() != &Decl)
        mutateExprs(*S, [&](Expr &E) -> ExprPtr {
          return E.K == Expr::VarRef && E.Var == V ? Init->clone() : nullptr;
        });
  D.remark(Decl.Loc,
           "'" + V->userName() + "' is recomputed where it is used (cost " +
               std::to_string(Cost) + " <= " + std::to_string(InlineCostLimit) +
               ") instead of being expanded for the distribution of the loop "
               "over '" +
               L.Index->userName() + "'");
  for (Group &G : Groups)
    for (size_t I = 0; I < G.size(); ++I)
      if (G[I].get() == &Decl) {
        G.erase(G.begin() + I);
        return;
      }
}

void Distributor::expandScalar(ForStmt &L, DeclStmt &Decl,
                               std::vector<Group> &Groups,
                               std::vector<StmtPtr> &Before,
                               const std::string &Why) {
  Variable *V = Decl.Var;
  Array *A = F.newArray(Array::LocalVector, F.freshName(V->Name + "_exp"),
                        V->Ty, V->Loc);
  A->Dims.push_back(L.tripCount());
  auto Elem = [&]() {
    std::vector<ExprPtr> Subs;
    Subs.push_back(L.position());
    return Expr::access(A, std::move(Subs), V->Loc);
  };
  for (Group &G : Groups)
    for (StmtPtr &S : G)
      mutateExprs(*S, [&](Expr &E) -> ExprPtr {
        return E.K == Expr::VarRef && E.Var == V ? Elem() : nullptr;
      });
  // The declaration becomes the element's first assignment.
  for (Group &G : Groups)
    for (size_t I = 0; I < G.size(); ++I)
      if (G[I].get() == &Decl) {
        if (Decl.Init)
          G[I] = std::make_unique<AssignStmt>(Elem(), "", Decl.Init->clone(),
                                              Decl.Loc);
        else
          G.erase(G.begin() + I);
        break;
      }
  auto NewDecl = std::make_unique<DeclStmt>(V->Loc);
  NewDecl->Arr = A;
  NewDecl->ReadsCovered = true;
  Before.push_back(std::move(NewDecl));
  D.remark(V->Loc, "'" + V->userName() + "' is expanded to " + V->Ty.Spelling +
                       " " + A->Name + "[" + ExprPrinter().print(*A->Dims[0]) +
                       "] for the distribution of the loop over '" +
                       L.Index->userName() + "' (" + Why + ")");
}

void Distributor::expandArray(ForStmt &L, DeclStmt &Decl,
                              std::vector<Group> &Groups,
                              std::vector<StmtPtr> &Before, bool Innermost) {
  Array &A = *Decl.Arr;
  unsigned Rank = A.rank();
  bool Zero = A.K == Array::LocalVector && !Decl.ReadsCovered;
  if (Innermost)
    A.Dims.push_back(L.tripCount());
  else
    A.Dims.insert(A.Dims.begin(), L.tripCount());
  A.K = Array::LocalVector;
  for (Group &G : Groups)
    for (StmtPtr &S : G)
      mutateExprs(*S, [&](Expr &E) -> ExprPtr {
        if (E.K == Expr::Access && E.Arr == &A && E.Ops.size() == Rank) {
          if (Innermost)
            E.Ops.push_back(L.position());
          else
            E.Ops.insert(E.Ops.begin(), L.position());
        }
        return nullptr;
      });
  std::string Shape;
  for (const ExprPtr &Dim : A.Dims)
    Shape += "[" + ExprPrinter().print(*Dim) + "]";
  D.remark(Decl.Loc, "'" + A.Name + "' is expanded to " + A.Elem.Spelling +
                         Shape + " for the distribution of the loop over '" +
                         L.Index->userName() + "'" +
                         (Innermost ? ", the loop's dimension innermost" : ""));
  for (Group &G : Groups)
    for (size_t I = 0; I < G.size(); ++I)
      if (G[I].get() == &Decl) {
        StmtPtr Moved = std::move(G[I]);
        if (Zero) {
          // Each iteration's copy starts zeroed, as std::vector<T>(n): a
          // loop over each of its own dimensions (a nested vector has two).
          std::vector<ExprPtr> Subs;
          StmtPtr Nest;
          BlockStmt *Inside = nullptr;
          for (unsigned Dim = 0; Dim < Rank; ++Dim) {
            auto Z = std::make_unique<ForStmt>(Decl.Loc);
            Z->Index =
                F.newVar(Variable::LoopIndex, F.freshName(A.Name + "_e"),
                         ScalarType::get(ScalarType::Integer, "long", 64));
            Z->Begin = Expr::intLit(0, Z->Index->Ty);
            Z->End = A.Dims[Innermost ? Dim : Dim + 1]->clone();
            Z->Label = "zeroing of " + A.Name;
            Z->Body = std::make_unique<BlockStmt>();
            Subs.push_back(Expr::var(Z->Index));
            BlockStmt *Body = Z->Body.get();
            if (Inside)
              Inside->Body.push_back(std::move(Z));
            else
              Nest = std::move(Z);
            Inside = Body;
          }
          if (Innermost)
            Subs.push_back(L.position());
          else
            Subs.insert(Subs.begin(), L.position());
          Inside->Body.push_back(std::make_unique<AssignStmt>(
              Expr::access(&A, std::move(Subs)), "",
              Expr::intLit(0, ScalarType::intTy())));
          G[I] = std::move(Nest);
        } else {
          G.erase(G.begin() + I);
        }
        Before.push_back(std::move(Moved));
        cast<DeclStmt>(*Before.back()).ReadsCovered = true;
        return;
      }
}

/// Decides, for each variable declared in L's body and used by more than
/// one group, between recomputing and expanding it. False (and a remark)
/// when a private cannot be expanded.
bool Distributor::privatesAcrossGroups(ForStmt &L, std::vector<Group> &Groups,
                                       std::vector<StmtPtr> &Before) {
  std::set<const Variable *> Written{L.Index};
  std::set<const Array *> WrittenArrays;
  for (Group &G : Groups)
    for (StmtPtr &S : G)
      walkStmts(*S, [&](const Stmt &X) {
        if (X.K == Stmt::Assign) {
          auto &As = cast<AssignStmt>(X);
          if (As.Target->K == Expr::VarRef)
            Written.insert(As.Target->Var);
          else
            WrittenArrays.insert(As.Target->Arr);
        }
        if (X.K == Stmt::Decl && cast<DeclStmt>(X).Var)
          Written.insert(cast<DeclStmt>(X).Var);
        if (X.K == Stmt::For)
          Written.insert(cast<ForStmt>(X).Index);
      });
  std::vector<std::pair<DeclStmt *, size_t>> Decls;
  for (size_t G = 0; G < Groups.size(); ++G)
    for (StmtPtr &S : Groups[G])
      if (S->K == Stmt::Decl)
        Decls.push_back({cast<DeclStmt>(S.get()), G});
  // Sizes must not change from one iteration to the next.
  for (auto &[Decl, G] : Decls)
    if (Decl->Arr) {
      std::set<const Variable *> Varying = Written;
      for (const ExprPtr &Dim : Decl->Arr->Dims)
        if (mentions(*Dim, Varying)) {
          D.remark(L.Loc,
                   "loop over '" + L.Index->userName() +
                       "' is not distributed: the size of private array '" +
                       Decl->Arr->userName() +
                       "' changes from one iteration to "
                       "the next");
          return false;
        }
    }
  for (auto &[Decl, G] : Decls) {
    std::vector<size_t> UsedIn;
    for (size_t H = 0; H < Groups.size(); ++H)
      for (StmtPtr &S : Groups[H])
        if (S.get() != Decl && uses(*S, Decl->Var, Decl->Arr)) {
          UsedIn.push_back(H);
          break;
        }
    bool Across = false;
    bool InParallel = false;
    for (size_t H : UsedIn) {
      Across |= H != G;
      for (StmtPtr &S : Groups[H])
        InParallel |= containsParallel(*S) && uses(*S, Decl->Var, Decl->Arr);
    }
    if (!Across)
      continue;
    if (Decl->Var) {
      unsigned Assignments = 0;
      for (Group &H : Groups)
        for (StmtPtr &S : H)
          walkStmts(*S, [&](const Stmt &X) {
            Assignments +=
                X.K == Stmt::Assign &&
                cast<AssignStmt>(X).Target->K == Expr::VarRef &&
                cast<AssignStmt>(X).Target->Var == Decl->Var;
          });
      unsigned Cost = Decl->Init ? recomputeCost(*Decl->Init) : ~0u;
      bool Invariant = Decl->Init != nullptr;
      if (Decl->Init)
        walkExpr(*Decl->Init, [&](const Expr &X) {
          if (X.K == Expr::VarRef && X.Var != L.Index && Written.count(X.Var))
            Invariant = false;
          if (X.K == Expr::Access && WrittenArrays.count(X.Arr))
            Invariant = false;
        });
      if (Assignments == 0 && Invariant && Cost <= InlineCostLimit)
        recompute(L, *Decl, Groups, Cost);
      else
        expandScalar(
            L, *Decl, Groups, Before,
            Assignments || !Decl->Init ? "it is assigned in the loop body"
            : !Invariant ? "its definition reads values the loop changes"
                         : "recomputing it would cost " + std::to_string(Cost) +
                               " > " + std::to_string(InlineCostLimit));
    } else {
      expandArray(L, *Decl, Groups, Before, !InParallel);
    }
  }
  return true;
}

/// T{P{S}} -> P{T{S}} for a sequential loop T whose body is one parallel
/// loop P, when P stays parallel outside T. Then every dependence keeps P's
/// index equal, so the interchange is legal, and T runs inside each thread
/// of one kernel instead of launching a kernel per iteration from the host.
bool Distributor::sinkSequential(StmtPtr &TP) {
  auto &T = cast<ForStmt>(*TP);
  // A while loop's condition is the host's, tested between its steps.
  if (T.isWhile() || T.Body->Body.size() != 1 ||
      T.Body->Body[0]->K != Stmt::For)
    return false;
  auto &P = cast<ForStmt>(*T.Body->Body[0]);
  std::set<const Variable *> TIndex{T.Index}, PIndex{P.Index};
  if (!P.IsParallel || mentions(*P.Begin, TIndex) || mentions(*P.End, TIndex) ||
      mentions(*T.Begin, PIndex) || mentions(*T.End, PIndex))
    return false;
  auto Swap = [](StmtPtr &Outer) {
    auto &O = cast<ForStmt>(*Outer);
    StmtPtr Inner = std::move(O.Body->Body[0]);
    auto &I = cast<ForStmt>(*Inner);
    O.Body = std::move(I.Body);
    I.Body = std::make_unique<BlockStmt>(I.Loc);
    I.Body->Body.push_back(std::move(Outer));
    Outer = std::move(Inner);
  };
  Swap(TP);
  DependenceResult R = testLoop(F, P);
  if (R.K != DependenceResult::Independent) {
    Swap(TP); // P{T{S}} -> T{P{S}}: back as it was.
    D.remark(T.Loc, "sequential loop over '" + T.Index->userName() +
                        "' stays outside the parallel loop over '" +
                        P.Index->userName() + "': outside it, " + R.Reason);
    return false;
  }
  // T must sink below every parallel loop of the nest, or stay where it was
  // (the host then runs it around a deeper band).
  if (containsParallel(T) && !sinkSequential(P.Body->Body[0])) {
    Swap(TP);
    return false;
  }
  D.remark(P.Loc,
           "parallel loop over '" + P.Index->userName() +
               "' is interchanged with the sequential loop over '" +
               T.Index->userName() + "' around it (legal: '" +
               P.Index->userName() +
               "' stays free of loop-carried dependences outside it), so "
               "that '" +
               T.Index->userName() + "' runs inside each thread");
  return true;
}

StmtPtr Distributor::interchange(StmtPtr LP) {
  auto &L = cast<ForStmt>(*LP);
  StmtPtr TP = std::move(L.Body->Body[0]);
  auto &T = cast<ForStmt>(*TP);
  L.Body = std::move(T.Body);
  T.Body = std::make_unique<BlockStmt>(T.Loc);
  D.remark(T.Loc,
           "sequential loop over '" + T.Index->userName() +
               "' is interchanged with the parallel loop over '" +
               L.Index->userName() +
               "' around it (legal: that loop carries no dependence); the "
               "host runs it and launches kernels inside");
  for (StmtPtr &S : distributeLoop(std::move(LP)))
    T.Body->Body.push_back(std::move(S));
  return TP;
}

std::vector<StmtPtr> Distributor::distributeLoop(StmtPtr LP) {
  auto &L = cast<ForStmt>(*LP);
  std::vector<StmtPtr> Result;
  auto &Body = L.Body->Body;
  // A lone sequential loop around parallel loops: move it outward.
  if (Body.size() == 1 && Body[0]->K == Stmt::For) {
    auto &T = cast<ForStmt>(*Body[0]);
    std::set<const Variable *> Index{L.Index};
    if (!T.IsParallel && containsParallel(T)) {
      if (!mentions(*T.Begin, Index) && !mentions(*T.End, Index)) {
        Result.push_back(interchange(std::move(LP)));
        return Result;
      }
      D.remark(T.Loc,
               "sequential loop over '" + T.Index->userName() +
                   "' is not interchanged with the parallel loop over '" +
                   L.Index->userName() + "': its bounds depend on '" +
                   L.Index->userName() + "'");
    }
  }
  bool Inner = false;
  for (const StmtPtr &S : Body)
    Inner |= containsParallel(*S);
  if (Body.size() < 2 || !Inner) {
    Result.push_back(std::move(LP));
    return Result;
  }
  // Sizes written with invariant locals (n = max(nx, ny)) are computed from
  // what those locals stand for, outside the loop.
  for (const StmtPtr &S : Body)
    if (S->K == Stmt::Decl && cast<DeclStmt>(*S).Arr)
      substituteInvariantScalars(cast<DeclStmt>(*S).Arr->Dims, L);
  std::vector<Group> Groups = groupsOf(std::move(Body));
  std::vector<StmtPtr> Before;
  if (!privatesAcrossGroups(L, Groups, Before)) {
    for (Group &G : Groups)
      for (StmtPtr &S : G)
        Body.push_back(std::move(S));
    Result.push_back(std::move(LP));
    return Result;
  }
  // Groups left empty by recomputed scalars disappear.
  std::vector<Group> Pieces;
  for (Group &G : Groups)
    if (!G.empty())
      Pieces.push_back(std::move(G));
  for (StmtPtr &B : Before)
    Result.push_back(std::move(B));
  if (Pieces.size() == 1) {
    for (StmtPtr &S : Pieces[0])
      Body.push_back(std::move(S));
    for (StmtPtr &S : distributeLoop(std::move(LP)))
      Result.push_back(std::move(S));
    return Result;
  }
  D.remark(L.Loc, "loop over '" + L.Index->userName() +
                      "' is distributed into " + std::to_string(Pieces.size()) +
                      " loops, so that its inner parallel loops become perfect "
                      "nests");
  for (size_t K = 0; K < Pieces.size(); ++K) {
    std::unique_ptr<ForStmt> Piece = L.cloneHeader();
    Piece->IsParallel = true;
    Piece->Label = L.Label + " (part " + std::to_string(K + 1) + " of " +
                   std::to_string(Pieces.size()) + ")";
    Piece->Body->Loc = L.Loc;
    for (StmtPtr &S : Pieces[K])
      Piece->Body->Body.push_back(std::move(S));
    for (StmtPtr &S : distributeLoop(std::move(Piece)))
      Result.push_back(std::move(S));
  }
  return Result;
}

} // namespace

void distribute(Function &F, PassContext &C) {
  Diagnostics &D = C.D;

  Distributor(F, D).processBlock(*F.Body);
}

} // namespace loopgen
