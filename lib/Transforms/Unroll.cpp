//===- Unroll.cpp - Parallel-loop unrolling (thread coarsening) -----------===//

#include "loopgen/Transforms/Unroll.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/Transforms/MapToGrid.h"
#include "loopgen/Utils/RegisterReuse.h"
#include "loopgen/Utils/VectorAccess.h"
#include <functional>
#include <map>
#include <set>

namespace loopgen {


namespace {

class Unroller {
public:
  Unroller(Function &F, Diagnostics &D, bool AutoUnroll)
      : F(F), D(D), AutoUnroll(AutoUnroll) {}

  void run() {
    // The kernels, by the slot that holds them (an automatic unrolling
    // puts two versions of one in its place).
    std::vector<StmtPtr *> Roots;
    std::set<const ForStmt *> Annotated; // Whose unroll clause was read.
    forEachKernelSlot(*F.Body, [&](StmtPtr &S) {
      auto &Root = cast<ForStmt>(*S);
      if (Root.isKernel(KernelKind::Transpose))
        return;
      if (!Root.isKernel(KernelKind::Tiled) &&
          !Root.isKernel(KernelKind::RowsStreamed))
        Roots.push_back(&S);
      else // Its register blocks are the tiled kernel's.
        for (const ForStmt *L : kernelBand(Root))
          Annotated.insert(L);
    });
    for (StmtPtr *Slot : Roots) {
      auto &Root = cast<ForStmt>(**Slot);
      std::vector<ForStmt *> Band = bandOf(Root);
      std::vector<std::pair<ForStmt *, unsigned>> Factors =
          requestedFactors(Band, Annotated);
      if (Factors.empty()) {
        if (AutoUnroll)
          autoUnroll(*Slot);
        continue;
      }
      std::vector<const ForStmt *> Unrolled;
      for (auto &[L, K] : Factors) {
        if (K <= 1)
          continue;
        if (L->GridDim < 0) {
          D.warning(L->Loc,
                    "unroll(" + std::to_string(K) + ") of the loop over '" +
                        L->Index->userName() +
                        "' is ignored: the loop is not mapped to the grid");
          continue;
        }
        if (triangular(*L, Band)) {
          D.warning(L->Loc,
                    "unroll(" + std::to_string(K) + ") of the loop over '" +
                        L->Index->userName() +
                        "' is ignored: a loop of its band has bounds that "
                        "move with the other (a triangle)");
          continue;
        }
        if (unroll(*Band.back(), *L, K))
          Unrolled.push_back(L);
      }
      versionFullTiles(*Band.back(), Unrolled);
    }
    walkStmts(*F.Body, [&](const Stmt &S) {
      if (S.K != Stmt::For)
        return;
      auto &L = cast<ForStmt>(S);
      if (!L.Annot.Unroll.empty() && !Annotated.count(&L))
        D.warning(L.Annot.Loc.isValid() ? L.Annot.Loc : L.Loc,
                  "unroll of the loop over '" + L.Index->userName() +
                      "' is ignored: only parallel loops that become "
                      "kernels are unrolled");
    });
  }

private:
  Function &F;
  Diagnostics &D;
  bool AutoUnroll;
  VectorAccesses Vectors{F, D};

  /// The factors the band's unroll clauses ask for, by loop (warnings for
  /// the ones that cannot be honoured); the loops whose clauses were read
  /// join Annotated.
  std::vector<std::pair<ForStmt *, unsigned>>
  requestedFactors(const std::vector<ForStmt *> &Band,
                   std::set<const ForStmt *> &Annotated);
  void autoUnroll(StmtPtr &Slot);
  /// Whether L's bounds move with another band loop's index, or another's
  /// with L's: copies of L would then fall in different ranges.
  static bool triangular(const ForStmt &L, const std::vector<ForStmt *> &Band);

  /// Unrolls L by K unless the copies would reuse nothing; whether it did.
  /// Requested: the user asked for it (else loopgen did, and a refusal is
  /// a remark, not a warning).
  bool unroll(ForStmt &Innermost, ForStmt &L, unsigned K,
              bool Requested = true);
  std::vector<StmtPtr> jam(std::vector<StmtPtr> Stmts, const ForStmt &L,
                           unsigned K);
  StmtPtr copyOf(const Stmt &S, unsigned C);
  bool dependsOnCopy(const Stmt &S);
  bool updatesShared(const Stmt &S);
  bool needsGuard(const Stmt &S);
  bool underPerCopyControl(const ForStmt &Innermost, const Stmt &X);
  void versionFullTiles(ForStmt &Innermost,
                        const std::vector<const ForStmt *> &Unrolled);
  std::set<const Array *> privateArrays() const;

  // Per copy: the loop index and the body's private variables and arrays.
  std::map<const Variable *, std::vector<Variable *>> VarCopies;
  std::map<const Array *, std::vector<Array *>> ArrayCopies;
  std::set<const Variable *> PerCopy; ///< Varies from one copy to the next.
  /// The scalars and arrays declared in the body (and the copies of
  /// those): the others outlive an iteration.
  std::set<const Variable *> BodyVars;
  std::set<const Array *> BodyArrays;
};

std::vector<std::pair<ForStmt *, unsigned>>
Unroller::requestedFactors(const std::vector<ForStmt *> &Band,
                           std::set<const ForStmt *> &Annotated) {
  std::vector<std::pair<ForStmt *, unsigned>> Factors;
  std::set<const ForStmt *> Given;
  for (size_t I = 0; I < Band.size(); ++I) {
    const LoopAnnotation &A = Band[I]->Annot;
    if (!A.Unroll.empty())
      Annotated.insert(Band[I]);
    for (size_t K = 0; K < A.Unroll.size(); ++K) {
      if (I + K >= Band.size()) {
        D.warning(A.Loc, "the second factor of unroll(" +
                             std::to_string(A.Unroll[0]) + ", " +
                             std::to_string(A.Unroll[1]) +
                             ") is ignored: no parallel loop of the kernel is "
                             "directly inside");
        continue;
      }
      ForStmt *L = Band[I + K];
      if (!Given.insert(L).second) {
        D.warning(A.Loc, "a second unroll factor for the loop over '" +
                             L->Index->userName() +
                             "' is ignored; the first one given is used");
        continue;
      }
      Factors.push_back({L, A.Unroll[K]});
    }
  }
  return Factors;
}

bool Unroller::triangular(const ForStmt &L,
                          const std::vector<ForStmt *> &Band) {
  std::set<const Variable *> Others;
  for (const ForStmt *B : Band)
    if (B != &L)
      Others.insert(B->Index);
  if (mentions(*L.Begin, Others) || mentions(*L.End, Others))
    return true;
  for (const ForStmt *B : Band)
    if (B != &L &&
        (mentions(*B->Begin, {L.Index}) || mentions(*B->End, {L.Index})))
      return true;
  return false;
}

/// A 2-D kernel whose threads each run a loop in which the copies of its y
/// loop would share loads (a matrix product, Coulomb summation, min-plus)
/// is unrolled 4 times along y where the grid is large enough: the host
/// launches the unrolled kernel when its threads still fill the GPU (as
/// many as it holds resident), the kernel as written otherwise, since
/// threads that do 4 times the work are slower while the GPU has room.
void Unroller::autoUnroll(StmtPtr &Slot) {
  const unsigned K = 4;
  auto &Root = cast<ForStmt>(*Slot);
  std::vector<ForStmt *> Band = bandOf(Root);
  ForStmt *Y = nullptr;
  for (ForStmt *L : Band)
    if (L->GridDim == 1)
      Y = L;
  bool InnerLoop = false;
  walkStmts(*Band.back()->Body,
            [&](const Stmt &S) { InnerLoop |= S.K == Stmt::For; });
  if (!Y || !InnerLoop || triangular(*Y, Band))
    return;
  StmtPtr AsWritten = Root.clone();
  if (!unroll(*Band.back(), *Y, K, /*Requested=*/false))
    return;
  versionFullTiles(*Band.back(), {Y});
  // The threads of the unrolled grid: the product of its trip counts, the
  // y loop's divided by K.
  ScalarType Wide = ScalarType::get(ScalarType::Integer, "long long", 64);
  ExprPtr Threads;
  for (ForStmt *L : Band)
    if (L->GridDim >= 0) {
      ExprPtr Trips = Expr::cast(Wide, L->tripCount());
      Threads = Threads ? Expr::binary("*", std::move(Threads),
                                       std::move(Trips), Wide)
                        : std::move(Trips);
    }
  auto Versions = std::make_unique<IfStmt>(Root.Loc);
  Versions->Made = IfStmt::KernelVersions;
  Versions->Place = Stmt::HostControl;
  Versions->Cond = Expr::binary(
      ">=", std::move(Threads),
      Expr::binary("*", Expr::intLit(K, Wide),
                   Expr::call("loopgen_resident_threads", {}, Wide), Wide),
      ScalarType::get(ScalarType::Bool, "bool", 8));
  Versions->Then = std::make_unique<BlockStmt>();
  Versions->Else = std::make_unique<BlockStmt>();
  Versions->Then->Body.push_back(std::move(Slot));
  Versions->Else->Body.push_back(std::move(AsWritten));
  Slot = std::move(Versions);
}

/// Whether S reads or declares anything that differs between copies, uses
/// a private array (each copy has its own), or updates what outlives the
/// iteration from its old value (`s *= x`, `h[k] += 1`): run once, such an
/// update would count k iterations as one even when its operands are the
/// same for every copy.
bool Unroller::dependsOnCopy(const Stmt &S) {
  bool Depends = updatesShared(S);
  walkAllExprs(S, [&](const Expr &E) {
    Depends |= (E.K == Expr::VarRef && PerCopy.count(E.Var)) ||
               (E.K == Expr::Access && ArrayCopies.count(E.Arr));
  });
  walkStmts(S, [&](const Stmt &X) {
    if (X.K == Stmt::Decl)
      Depends |= (cast<DeclStmt>(X).Var &&
                  PerCopy.count(cast<DeclStmt>(X).Var)) ||
                 cast<DeclStmt>(X).Arr;
  });
  return Depends;
}

/// Whether S (or a statement in it) assigns a scalar declared outside the
/// body, or an element of an array that is not private, reading the old
/// value: an accumulation that every iteration must do once.
bool Unroller::updatesShared(const Stmt &S) {
  bool Updates = false;
  walkStmts(S, [&](const Stmt &X) {
    if (X.K != Stmt::Assign)
      return;
    auto &A = cast<AssignStmt>(X);
    const Expr &T = *A.Target;
    bool Shared =
        T.K == Expr::VarRef ? !BodyVars.count(T.Var) : !BodyArrays.count(T.Arr);
    bool ReadsOld = !A.Op.empty();
    walkExpr(*A.Value, [&](const Expr &E) {
      ReadsOld |=
          (T.K == Expr::VarRef && E.K == Expr::VarRef && E.Var == T.Var) ||
          (T.K == Expr::Access && E.K == Expr::Access && E.Arr == T.Arr);
    });
    Updates |= Shared && ReadsOld;
  });
  return Updates;
}

/// Whether running S for a copy past the loop's end could do harm: it
/// writes memory or a scalar that outlives the iteration (a reduction's),
/// reads an element that depends on the copy, divides integers, or is more
/// than a scalar assignment.
bool Unroller::needsGuard(const Stmt &S) {
  if (S.K != Stmt::Assign)
    return true;
  auto &A = cast<AssignStmt>(S);
  if (A.Target->K != Expr::VarRef || !BodyVars.count(A.Target->Var))
    return true;
  std::set<const Variable *> CopyVars;
  for (auto &[V, Copies] : VarCopies)
    CopyVars.insert(Copies.begin(), Copies.end());
  bool Harm = false;
  walkExpr(*A.Value, [&](const Expr &X) {
    if (X.K == Expr::Access)
      for (const ExprPtr &Sub : X.Ops)
        Harm |= mentions(*Sub, CopyVars);
    if (X.K == Expr::Binary && (X.Text == "/" || X.Text == "%") &&
        X.Ty.isIntegral())
      Harm = true;
  });
  return Harm;
}

/// Whether X sits under an if or a loop whose condition or bounds differ
/// between copies.
bool Unroller::underPerCopyControl(const ForStmt &Innermost, const Stmt &X) {
  bool Under = false;
  walkInContext(*Innermost.Body, [&](const Stmt &S, const StmtContext &C) {
    if (&S != &X)
      return;
    for (const ForStmt *L : C.Loops)
      Under |= mentions(*L->Begin, PerCopy) || mentions(*L->End, PerCopy);
    for (const StmtContext::Branch &B : C.Branches)
      Under |= mentions(*B.If->Cond, PerCopy);
  });
  return Under;
}

StmtPtr Unroller::copyOf(const Stmt &S, unsigned C) {
  StmtPtr Copy = S.clone();
  mutateExprs(*Copy, [&](Expr &E) -> ExprPtr {
    if (E.K == Expr::VarRef && VarCopies.count(E.Var))
      return Expr::var(VarCopies[E.Var][C], E.Loc);
    if (E.K == Expr::Access && ArrayCopies.count(E.Arr))
      E.Arr = ArrayCopies[E.Arr][C];
    return nullptr;
  });
  forEachStmt(*Copy, [&](Stmt &X) {
    if (X.K != Stmt::Decl)
      return;
    auto &DS = cast<DeclStmt>(X);
    if (DS.Var && VarCopies.count(DS.Var))
      DS.Var = VarCopies[DS.Var][C];
    if (DS.Arr && ArrayCopies.count(DS.Arr))
      DS.Arr = ArrayCopies[DS.Arr][C];
  });
  return Copy;
}

std::vector<StmtPtr> Unroller::jam(std::vector<StmtPtr> Stmts, const ForStmt &L,
                                   unsigned K) {
  std::vector<StmtPtr> Out;
  for (StmtPtr &S : Stmts) {
    // A sequential loop the copies share runs once, with every copy inside.
    if (S->K == Stmt::For) {
      auto &Inner = cast<ForStmt>(*S);
      if (!mentions(*Inner.Begin, PerCopy) && !mentions(*Inner.End, PerCopy)) {
        Inner.Body->Body = jam(std::move(Inner.Body->Body), L, K);
        Out.push_back(std::move(S));
        continue;
      }
    }
    if (!dependsOnCopy(*S)) {
      Out.push_back(std::move(S)); // The same for every copy: once.
      continue;
    }
    for (unsigned C = 0; C < K; ++C) {
      StmtPtr Copy = copyOf(*S, C);
      // A declaration keeps its scope; its initializer is guarded like any
      // other statement.
      ExprPtr Init;
      if (Copy->K == Stmt::Decl && C > 0) {
        auto &DS = cast<DeclStmt>(*Copy);
        Init = std::move(DS.Init);
        Variable *V = DS.Var;
        Out.push_back(std::move(Copy));
        if (!Init)
          continue;
        Copy = std::make_unique<AssignStmt>(Expr::var(V), "", std::move(Init),
                                            S->Loc);
      }
      // The kernel's own guard covers the first copy; register arithmetic
      // of a copy past the end is harmless and needs none.
      if (C == 0 || !needsGuard(*Copy)) {
        Out.push_back(std::move(Copy));
        continue;
      }
      auto Guard = std::make_unique<IfStmt>(S->Loc);
      Guard->Made = IfStmt::CopyGuard;
      Guard->Cond = Expr::binary(L.Step > 0 ? "<" : ">", Expr::var(L.Copies[C]),
                                 L.End->clone(),
                                 ScalarType::get(ScalarType::Bool, "bool", 8));
      Guard->Then = std::make_unique<BlockStmt>();
      Guard->Then->Body.push_back(std::move(Copy));
      Out.push_back(std::move(Guard));
    }
  }
  return Out;
}

/// Replaces each copy guard in B by the statements it guards.
static void removeCopyGuards(BlockStmt &B) {
  std::vector<StmtPtr> Out;
  for (StmtPtr &S : B.Body) {
    if (S->K == Stmt::For)
      removeCopyGuards(*cast<ForStmt>(*S).Body);
    if (S->K == Stmt::Block)
      removeCopyGuards(cast<BlockStmt>(*S));
    if (S->K == Stmt::If) {
      auto &I = cast<IfStmt>(*S);
      removeCopyGuards(*I.Then);
      if (I.Else)
        removeCopyGuards(*I.Else);
    }
    if (S->K == Stmt::If &&
        cast<IfStmt>(*S).Made == IfStmt::CopyGuard) {
      for (StmtPtr &G : cast<IfStmt>(*S).Then->Body)
        Out.push_back(std::move(G));
      continue;
    }
    Out.push_back(std::move(S));
  }
  B.Body = std::move(Out);
}

/// Most threads run full tiles, every copy inside its loop: they take a
/// version of the body without the copy guards, whose tests nvcc cannot
/// keep in predicate registers once there are dozens of them.
void Unroller::versionFullTiles(ForStmt &Innermost,
                                const std::vector<const ForStmt *> &Unrolled) {
  std::vector<ExprPtr> Aligned = Vectors.takeAlignmentTests();
  bool Guarded = false;
  walkStmts(*Innermost.Body, [&](const Stmt &X) {
    Guarded |= X.K == Stmt::If &&
               cast<IfStmt>(X).Made == IfStmt::CopyGuard;
  });
  if (!Guarded)
    return;
  auto Version = std::make_unique<IfStmt>(Innermost.Loc);
  Version->Made = IfStmt::FullTileSplit;
  Version->Then.reset(
      cast<BlockStmt>(Innermost.Body->clone().release()));
  removeCopyGuards(*Version->Then);
  std::set<const Array *> Written = writtenArrays(*Innermost.Body);
  Vectors.vectorizeFullTile(*Version->Then, Unrolled, Written, privateArrays());
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  for (const ForStmt *L : Unrolled) {
    // Copies are increasing (decreasing) with the step: the last one
    // inside the loop puts all of them inside.
    ExprPtr Inside =
        Expr::binary(L->Step > 0 ? "<" : ">", Expr::var(L->Copies.back()),
                     L->End->clone(), Bool);
    Version->Cond = Version->Cond ? Expr::binary("&&", std::move(Version->Cond),
                                                 std::move(Inside), Bool)
                                  : std::move(Inside);
  }
  // Each run-time multiple once.
  std::set<std::string> Seen;
  ExprPrinter P;
  for (ExprPtr &A : Aligned)
    if (Seen.insert(P.print(*A)).second)
      Version->Cond =
          Expr::binary("&&", std::move(Version->Cond), std::move(A), Bool);
  Version->Else = std::make_unique<BlockStmt>();
  Version->Else->Body = std::move(Innermost.Body->Body);
  Innermost.Body->Body.clear();
  Innermost.Body->Body.push_back(std::move(Version));
}

/// The private arrays of the body last unrolled: each copy has its own.
std::set<const Array *> Unroller::privateArrays() const {
  std::set<const Array *> Private;
  for (auto &[A, Copies] : ArrayCopies)
    Private.insert(A);
  return Private;
}

bool Unroller::unroll(ForStmt &Innermost, ForStmt &L, unsigned K,
                      bool Requested) {
  // The copies of a thread past the end of an unsigned loop counting down
  // would wrap around to large indices and pass their guards.
  if (L.Step < 0 && L.Index->Ty.Spelling.rfind("unsigned", 0) == 0) {
    if (Requested)
      D.warning(L.Annot.Loc.isValid() ? L.Annot.Loc : L.Loc,
                "unroll(" + std::to_string(K) + ") of the loop over '" +
                    L.Index->userName() +
                    "' is ignored: its unsigned index counts down, and the "
                    "copies past its end would wrap around");
    return false;
  }
  StmtPtr Before = Innermost.Body->clone();
  VarCopies.clear();
  ArrayCopies.clear();
  PerCopy.clear();
  BodyVars.clear();
  BodyArrays.clear();
  walkStmts(*Innermost.Body, [&](const Stmt &X) {
    if (X.K != Stmt::Decl)
      return;
    auto &DS = cast<DeclStmt>(X);
    if (DS.Var)
      BodyVars.insert(DS.Var);
    if (DS.Arr)
      BodyArrays.insert(DS.Arr);
  });
  L.Copies = {L.Index};
  for (unsigned C = 1; C < K; ++C)
    L.Copies.push_back(
        F.newVar(Variable::LoopIndex,
                 F.freshName(L.Index->Name + "_" + std::to_string(C)),
                 L.Index->Ty, L.Index->Loc));
  VarCopies[L.Index] = L.Copies;
  PerCopy.insert(L.Index);
  // A scalar differs between copies when something assigned to it does;
  // the others are computed once for all copies.
  for (bool Changed = true; Changed;) {
    Changed = false;
    walkStmts(*Innermost.Body, [&](const Stmt &X) {
      const Variable *Target = nullptr;
      const Expr *Value = nullptr;
      if (X.K == Stmt::Decl) {
        Target = cast<DeclStmt>(X).Var;
        Value = cast<DeclStmt>(X).Init.get();
      } else if (X.K == Stmt::Assign &&
                 cast<AssignStmt>(X).Target->K == Expr::VarRef) {
        Target = cast<AssignStmt>(X).Target->Var;
        Value = cast<AssignStmt>(X).Value.get();
      }
      // Each copy has its own arrays of the body (a table declared in it):
      // a value read from one differs between copies too.
      bool ReadsCopiedArray = false;
      if (Value)
        walkExpr(*Value, [&](const Expr &E) {
          ReadsCopiedArray |= E.K == Expr::Access && BodyArrays.count(E.Arr);
        });
      if (Target && Value && !PerCopy.count(Target) &&
          (mentions(*Value, PerCopy) || ReadsCopiedArray ||
           underPerCopyControl(Innermost, X))) {
        PerCopy.insert(Target);
        Changed = true;
      }
    });
    // An if (or a loop with per-copy bounds) that differs between copies
    // is repeated for each copy: a scalar it assigns would be assigned once
    // per copy (a counter counted k times) unless each copy has its own.
    std::function<void(const BlockStmt &)> Visit = [&](const BlockStmt &B) {
      for (const StmtPtr &S : B.Body) {
        if (S->K == Stmt::For &&
            !mentions(*cast<ForStmt>(*S).Begin, PerCopy) &&
            !mentions(*cast<ForStmt>(*S).End, PerCopy)) {
          Visit(*cast<ForStmt>(*S).Body);
          continue;
        }
        if (S->K == Stmt::Assign || S->K == Stmt::Decl || !dependsOnCopy(*S))
          continue;
        walkStmts(*S, [&](const Stmt &X) {
          if (X.K == Stmt::Assign &&
              cast<AssignStmt>(X).Target->K == Expr::VarRef)
            Changed |=
                PerCopy.insert(cast<AssignStmt>(X).Target->Var)
                    .second;
        });
      }
    };
    Visit(*Innermost.Body);
  }
  // Each copy gets its own per-copy scalars and private arrays.
  walkStmts(*Innermost.Body, [&](const Stmt &X) {
    if (X.K != Stmt::Decl)
      return;
    auto &DS = cast<DeclStmt>(X);
    if (DS.Var && PerCopy.count(DS.Var)) {
      auto &Copies = VarCopies[DS.Var];
      Copies = {DS.Var};
      for (unsigned C = 1; C < K; ++C) {
        Copies.push_back(
            F.newVar(Variable::Local,
                     F.freshName(DS.Var->Name + "_" + std::to_string(C)),
                     DS.Var->Ty, DS.Var->Loc));
        BodyVars.insert(Copies.back());
      }
    }
    if (DS.Arr) {
      auto &Copies = ArrayCopies[DS.Arr];
      Copies = {DS.Arr};
      for (unsigned C = 1; C < K; ++C) {
        Array *A = F.newArray(
            DS.Arr->K, F.freshName(DS.Arr->Name + "_" + std::to_string(C)),
            DS.Arr->Elem, DS.Arr->Loc);
        for (const ExprPtr &Dim : DS.Arr->Dims)
          A->Dims.push_back(Dim->clone());
        Copies.push_back(A);
      }
    }
  });
  bool Adjacent =
      Vectors.chooseAdjacent(Innermost, L, K, PerCopy, privateArrays());
  Innermost.Body->Body = jam(std::move(Innermost.Body->Body), L, K);
  std::set<const Array *> Written = writtenArrays(*Innermost.Body);
  unsigned Shared = shareLoads(F, *Innermost.Body, Written);
  // Copies that share no load and move no vector do K times the work on K
  // times fewer threads with nothing reused: slower than one iteration per
  // thread, which is kept.
  if (Shared == 0 && !Adjacent) {
    Innermost.Body.reset(cast<BlockStmt>(Before.release()));
    L.Copies.clear();
    if (Requested)
      D.warning(L.Annot.Loc.isValid() ? L.Annot.Loc : L.Loc,
                "unroll(" + std::to_string(K) + ") of the loop over '" +
                    L.Index->userName() +
                    "' is ignored: its copies would share no "
                    "loads and move no vectors, so it would only leave " +
                    std::to_string(K) + " times fewer threads");
    return false;
  }
  static const char *Axis[] = {"x", "y", "z"};
  D.remark(L.Loc,
           "loop over '" + L.Index->userName() + "' runs " + std::to_string(K) +
               " iterations per thread" +
               (Requested ? ", "
                          : " where the grid fills the GPU (automatic, "
                            "--no-auto-unroll turns it off), ") +
               (Adjacent
                    ? "adjacent (full tiles move " + Vectors.list(L) +
                          " elements per vector access)"
                    : "blockDim." + std::string(Axis[L.GridDim]) + " apart") +
               "; " + std::to_string(Shared) + " loads shared by the copies");
  return true;
}

} // namespace

void unrollParallelLoops(Function &F, PassContext &C) {
  Unroller(F, C.D, C.Opts.AutoUnroll).run();
}

} // namespace loopgen
