//===- Unroll.cpp - Parallel-loop unrolling (thread coarsening) -----------===//

#include "loopgen/Transforms/Unroll.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/Transforms/MapToGrid.h"
#include <functional>
#include <map>
#include <set>

namespace loopgen {

static const char *Pass = "loopgen";

namespace {

class Unroller {
public:
  Unroller(Function &F, Diagnostics &D) : F(F), D(D) {}

  void run() {
    std::vector<ForStmt *> Roots;
    walkStmts(*F.Body, [&](const Stmt &S) {
      if (S.Place == Stmt::Kernel &&
          !static_cast<const ForStmt &>(S).IsTranspose)
        Roots.push_back(
            const_cast<ForStmt *>(static_cast<const ForStmt *>(&S)));
    });
    std::set<const ForStmt *> Annotated; // Whose unroll clause was read.
    for (ForStmt *Root : Roots) {
      std::vector<ForStmt *> Band = bandOf(*Root);
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
                                 ") is ignored: no parallel loop of the "
                                 "kernel is directly inside");
            continue;
          }
          ForStmt *L = Band[I + K];
          if (!Given.insert(L).second) {
            D.warning(A.Loc, "a second unroll factor for the loop over '" +
                                 L->Index->Name +
                                 "' is ignored; the first one given is used");
            continue;
          }
          Factors.push_back({L, A.Unroll[K]});
        }
      }
      std::vector<const ForStmt *> Unrolled;
      Aligned.clear();
      for (auto &[L, K] : Factors) {
        if (K <= 1)
          continue;
        if (L->GridDim < 0) {
          D.warning(L->Loc,
                    "unroll(" + std::to_string(K) + ") of the loop over '" +
                        L->Index->Name +
                        "' is ignored: the loop is not mapped to the grid");
          continue;
        }
        unroll(*Band.back(), *L, K);
        Unrolled.push_back(L);
      }
      versionFullTiles(*Band.back(), Unrolled);
    }
    walkStmts(*F.Body, [&](const Stmt &S) {
      if (S.K != Stmt::For)
        return;
      auto &L = static_cast<const ForStmt &>(S);
      if (!L.Annot.Unroll.empty() && !Annotated.count(&L))
        D.warning(L.Annot.Loc.isValid() ? L.Annot.Loc : L.Loc,
                  "unroll of the loop over '" + L.Index->Name +
                      "' is ignored: only parallel loops that become "
                      "kernels are unrolled");
    });
  }

private:
  Function &F;
  Diagnostics &D;
  unsigned Shared = 0;

  void unroll(ForStmt &Innermost, ForStmt &L, unsigned K);
  std::vector<StmtPtr> jam(std::vector<StmtPtr> Stmts, const ForStmt &L,
                           unsigned K);
  StmtPtr copyOf(const Stmt &S, unsigned C);
  bool dependsOnCopy(const Stmt &S);
  bool needsGuard(const Stmt &S);
  bool underPerCopyControl(const ForStmt &Innermost, const Stmt &X);
  void shareLoads(BlockStmt &B, const std::set<const Array *> &Written);
  void versionFullTiles(ForStmt &Innermost,
                        const std::vector<const ForStmt *> &Unrolled);
  bool chooseAdjacent(const ForStmt &Innermost, ForStmt &L, unsigned K);
  void vectorizeLoads(BlockStmt &B, const ForStmt &L,
                      const std::set<const Array *> &Written);
  void vectorizeStores(BlockStmt &B, const ForStmt &L);
  void vectorizeSequential(BlockStmt &B,
                           const std::set<const Array *> &Written);
  /// Which copy of L an access to an element reads, the access's text with
  /// every copy index replaced by L's index (the same for the copies of one
  /// access) and its vector width; -1 when it is not a vector access.
  int copyOfAccess(const Expr &E, const ForStmt &L, std::string &Key,
                   unsigned &Width);

  std::string vectorList(const ForStmt &L);

  /// Per loop with adjacent copies: the accesses (printed with the loop's
  /// index) whose copies move consecutive aligned elements, with their
  /// array and the number of elements one vector access moves.
  using VectorAccessMap =
      std::map<std::string, std::pair<const Array *, unsigned>>;
  std::map<const ForStmt *, VectorAccessMap> VectorAccesses;
  /// When the vector accesses are aligned: for the full-tile split.
  std::vector<ExprPtr> Aligned;

  // Per copy: the loop index and the body's private variables and arrays.
  std::map<const Variable *, std::vector<Variable *>> VarCopies;
  std::map<const Array *, std::vector<Array *>> ArrayCopies;
  std::set<const Variable *> PerCopy; ///< Varies from one copy to the next.
};

/// The scalars whose value may change within B: loop indices, declared
/// and assigned scalars. A read that mentions none is the same all over B.
static std::set<const Variable *> changingScalars(const BlockStmt &B) {
  std::set<const Variable *> Changing;
  walkStmts(B, [&](const Stmt &X) {
    if (X.K == Stmt::For)
      Changing.insert(static_cast<const ForStmt &>(X).Index);
    if (X.K == Stmt::Decl && static_cast<const DeclStmt &>(X).Var)
      Changing.insert(static_cast<const DeclStmt &>(X).Var);
    if (X.K == Stmt::Assign &&
        static_cast<const AssignStmt &>(X).Target->K == Expr::VarRef)
      Changing.insert(static_cast<const AssignStmt &>(X).Target->Var);
  });
  return Changing;
}

/// The arrays that statements within S write.
static std::set<const Array *> writtenArrays(const Stmt &S) {
  std::set<const Array *> Written;
  walkStmts(S, [&](const Stmt &X) {
    if (X.K == Stmt::Assign &&
        static_cast<const AssignStmt &>(X).Target->K == Expr::Access)
      Written.insert(static_cast<const AssignStmt &>(X).Target->Arr);
  });
  return Written;
}

/// Whether S reads or declares anything that differs between copies, or
/// uses a private array (each copy has its own).
bool Unroller::dependsOnCopy(const Stmt &S) {
  bool Depends = false;
  walkAllExprs(S, [&](const Expr &E) {
    Depends |= (E.K == Expr::VarRef && PerCopy.count(E.Var)) ||
               (E.K == Expr::Access && ArrayCopies.count(E.Arr));
  });
  walkStmts(S, [&](const Stmt &X) {
    if (X.K == Stmt::Decl)
      Depends |= (static_cast<const DeclStmt &>(X).Var &&
                  PerCopy.count(static_cast<const DeclStmt &>(X).Var)) ||
                 static_cast<const DeclStmt &>(X).Arr;
  });
  return Depends;
}

/// Whether running S for a copy past the loop's end could do harm: it
/// writes memory, reads an element that depends on the copy, divides
/// integers, or is more than a scalar assignment.
bool Unroller::needsGuard(const Stmt &S) {
  if (S.K != Stmt::Assign)
    return true;
  auto &A = static_cast<const AssignStmt &>(S);
  if (A.Target->K != Expr::VarRef)
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
  std::function<bool(const Stmt &, bool)> Visit = [&](const Stmt &S,
                                                      bool PerCopyControl) {
    if (&S == &X) {
      Under = PerCopyControl;
      return true;
    }
    bool Here = false;
    forEachOwnExpr(S, [&](const Expr &E) {
      if (S.K == Stmt::If || S.K == Stmt::For)
        Here |= mentions(E, PerCopy);
    });
    bool Control = PerCopyControl || Here;
    auto Block = [&](const BlockStmt *B) {
      if (B)
        for (const StmtPtr &P : B->Body)
          if (Visit(*P, Control))
            return true;
      return false;
    };
    if (S.K == Stmt::For)
      return Block(static_cast<const ForStmt &>(S).Body.get());
    if (S.K == Stmt::If)
      return Block(static_cast<const IfStmt &>(S).Then.get()) ||
             Block(static_cast<const IfStmt &>(S).Else.get());
    if (S.K == Stmt::Block)
      return Block(static_cast<const BlockStmt *>(&S));
    return false;
  };
  for (const StmtPtr &P : Innermost.Body->Body)
    if (Visit(*P, false))
      break;
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
  walkStmts(*Copy, [&](const Stmt &X) {
    if (X.K != Stmt::Decl)
      return;
    auto &DS = const_cast<DeclStmt &>(static_cast<const DeclStmt &>(X));
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
      auto &Inner = static_cast<ForStmt &>(*S);
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
        auto &DS = static_cast<DeclStmt &>(*Copy);
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

/// One condition a statement runs under: an enclosing if's condition (or
/// its negation, in the else branch), Depth ifs deep in the scanned block.
struct Condition {
  const IfStmt *If;
  bool Holds;
  unsigned Depth;
};
/// The conditions a statement runs under, by their printed text ("!" in
/// front for a negation).
using Conditions = std::map<std::string, Condition>;

/// Calls F on E and its sub-expressions, saying for each whether it is
/// evaluated only under a condition within E (a branch of ?:, the right of
/// && or ||).
static void walkEvaluated(const Expr &E,
                          const std::function<void(const Expr &, bool)> &F,
                          bool Conditional = false) {
  F(E, Conditional);
  bool Lazy = E.K == Expr::Select ||
              (E.K == Expr::Binary && (E.Text == "&&" || E.Text == "||"));
  for (size_t I = 0; I < E.Ops.size(); ++I)
    walkEvaluated(*E.Ops[I], F, Conditional || (Lazy && I > 0));
}

/// Calls Visit on each statement of B that runs at B's level (under ifs but
/// not under loops, whose loads are shared inside them), with its
/// conditions; If statements are visited before their branches.
static void
forEachLevelStmt(BlockStmt &B, Conditions Under,
                 const std::function<void(Stmt &, const Conditions &)> &Visit) {
  ExprPrinter P;
  for (StmtPtr &S : B.Body) {
    if (S->K == Stmt::For)
      continue;
    Visit(*S, Under);
    if (S->K == Stmt::Block)
      forEachLevelStmt(static_cast<BlockStmt &>(*S), Under, Visit);
    if (S->K != Stmt::If)
      continue;
    auto &I = static_cast<IfStmt &>(*S);
    std::string Key = P.print(*I.Cond);
    Conditions Then = Under, Else = Under;
    unsigned Depth = Under.size();
    Then[Key] = {&I, true, Depth};
    forEachLevelStmt(*I.Then, Then, Visit);
    if (I.Else) {
      Else["!" + Key] = {&I, false, Depth};
      forEachLevelStmt(*I.Else, Else, Visit);
    }
  }
}

/// Identical reads of arrays the kernel does not write, whose subscripts
/// do not change within B, are read once into a register at B's start.
/// A read that runs only under some conditions (copy guards, the user's
/// ifs) is hoisted under the conditions one of its occurrences runs under,
/// when every other occurrence runs under those too: the hoisted read
/// never touches an element the original code would not.
void Unroller::shareLoads(BlockStmt &B,
                          const std::set<const Array *> &Written) {
  std::set<const Variable *> Local = changingScalars(B);
  struct Candidate {
    ExprPtr Load;
    std::vector<Conditions> Occurrences;
  };
  std::map<std::string, Candidate> Seen;
  ExprPrinter P;
  unsigned Lazy = 0;
  forEachLevelStmt(B, {}, [&](Stmt &S, const Conditions &Under) {
    forEachOwnExpr(S, [&](const Expr &Own) {
      walkEvaluated(Own, [&](const Expr &E, bool Conditional) {
        if (E.K != Expr::Access || Written.count(E.Arr) || E.Ops.empty() ||
            mentions(E, Local))
          return;
        Candidate &C = Seen[P.print(E)];
        if (!C.Load)
          C.Load = E.clone();
        C.Occurrences.push_back(Under);
        // A read under ?:, && or || runs under a condition of its own, one
        // that no hoisted read can test.
        if (Conditional)
          C.Occurrences.back()["?" + std::to_string(Lazy++)] = {nullptr, true,
                                                                0};
      });
    });
  });
  std::vector<StmtPtr> Loads;
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  for (auto &[Key, C] : Seen) {
    if (C.Occurrences.size() < 2)
      continue;
    // The fewest conditions: those of an occurrence that every other
    // occurrence's conditions include.
    const Conditions *Least = nullptr;
    for (const Conditions &Cand : C.Occurrences) {
      bool InAll = true;
      for (const Conditions &Other : C.Occurrences)
        for (auto &[Text, If] : Cand)
          InAll &= Other.count(Text) > 0;
      if (InAll)
        Least = &Cand;
    }
    // The conditions are tested at B's start: they must not change before
    // the read (no scalar assigned, no array written in B's kernel).
    bool Hoistable = Least != nullptr;
    std::vector<const Condition *> Tests;
    for (auto &[Text, If] : Least ? *Least : Conditions()) {
      Hoistable &= If.If && !mentions(*If.If->Cond, Local);
      if (!Hoistable)
        break;
      walkExpr(*If.If->Cond, [&](const Expr &E) {
        Hoistable &= E.K != Expr::Access || !Written.count(E.Arr);
      });
      Tests.push_back(&If);
    }
    if (!Hoistable)
      continue;
    // Outermost first, as the original code tests them.
    std::sort(Tests.begin(), Tests.end(),
              [](const Condition *A, const Condition *B) {
                return A->Depth < B->Depth;
              });
    Variable *R = F.newVar(Variable::Local,
                           F.freshName(C.Load->Arr->Name + "_r"), C.Load->Ty);
    auto Decl = std::make_unique<DeclStmt>(C.Load->Loc);
    Decl->Var = R;
    if (Least->empty()) {
      Decl->Init = C.Load->clone();
      Loads.push_back(std::move(Decl));
    } else {
      Loads.push_back(std::move(Decl));
      auto Guard = std::make_unique<IfStmt>(C.Load->Loc);
      Guard->Made = IfStmt::CopyGuard;
      for (const Condition *If : Tests) {
        ExprPtr Cond = If->If->Cond->clone();
        if (!If->Holds)
          Cond = Expr::unary("!", std::move(Cond), Bool);
        Guard->Cond = Guard->Cond ? Expr::binary("&&", std::move(Guard->Cond),
                                                 std::move(Cond), Bool)
                                  : std::move(Cond);
        if (If->If->Made != IfStmt::CopyGuard)
          Guard->Made = IfStmt::User;
      }
      Guard->Then = std::make_unique<BlockStmt>();
      Guard->Then->Body.push_back(std::make_unique<AssignStmt>(
          Expr::var(R), "", C.Load->clone(), C.Load->Loc));
      Loads.push_back(std::move(Guard));
    }
    forEachLevelStmt(B, {}, [&](Stmt &S, const Conditions &) {
      auto Replace = [&](Expr &E) -> ExprPtr {
        return E.K == Expr::Access && P.print(E) == Key ? Expr::var(R, E.Loc)
                                                        : nullptr;
      };
      if (S.K == Stmt::If)
        mutateExpr(static_cast<IfStmt &>(S).Cond, Replace);
      else if (S.K == Stmt::Assign || S.K == Stmt::Decl)
        mutateExprs(S, Replace);
    });
    ++Shared;
  }
  B.Body.insert(B.Body.begin(), std::make_move_iterator(Loads.begin()),
                std::make_move_iterator(Loads.end()));
  for (StmtPtr &S : B.Body)
    if (S->K == Stmt::For)
      shareLoads(*static_cast<ForStmt &>(*S).Body, Written);
}

/// Replaces each copy guard in B by the statements it guards.
static void removeCopyGuards(BlockStmt &B) {
  std::vector<StmtPtr> Out;
  for (StmtPtr &S : B.Body) {
    if (S->K == Stmt::For)
      removeCopyGuards(*static_cast<ForStmt &>(*S).Body);
    if (S->K == Stmt::Block)
      removeCopyGuards(static_cast<BlockStmt &>(*S));
    if (S->K == Stmt::If) {
      auto &I = static_cast<IfStmt &>(*S);
      removeCopyGuards(*I.Then);
      if (I.Else)
        removeCopyGuards(*I.Else);
    }
    if (S->K == Stmt::If &&
        static_cast<IfStmt &>(*S).Made == IfStmt::CopyGuard) {
      for (StmtPtr &G : static_cast<IfStmt &>(*S).Then->Body)
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
  bool Guarded = false;
  walkStmts(*Innermost.Body, [&](const Stmt &X) {
    Guarded |= X.K == Stmt::If &&
               static_cast<const IfStmt &>(X).Made == IfStmt::CopyGuard;
  });
  if (!Guarded)
    return;
  auto Version = std::make_unique<IfStmt>(Innermost.Loc);
  Version->Made = IfStmt::FullTileSplit;
  Version->Then.reset(
      static_cast<BlockStmt *>(Innermost.Body->clone().release()));
  removeCopyGuards(*Version->Then);
  std::set<const Array *> Written = writtenArrays(*Innermost.Body);
  for (const ForStmt *L : Unrolled)
    if (L->AdjacentCopies) {
      vectorizeLoads(*Version->Then, *L, Written);
      vectorizeStores(*Version->Then, *L);
    }
  vectorizeSequential(*Version->Then, Written);
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

/// How many elements of A one vector access of K adjacent copies moves:
/// 16 or 8 bytes' worth, dividing K; 0 when neither fits.
static unsigned vectorWidth(const Array &A, unsigned K) {
  unsigned Bytes = A.Elem.Bits / 8;
  if (A.Elem.K == ScalarType::Bool || (Bytes != 4 && Bytes != 8))
    return 0;
  for (unsigned W : {16 / Bytes, 8 / Bytes})
    if (W >= 2 && K % W == 0)
      return W;
  return 0;
}

/// The element offset of an access from its array's start, as a
/// polynomial of its subscripts and the array's extents (row-major); none
/// when it is not one.
static std::optional<Polynomial> flatOffset(const Expr &E) {
  const Array &A = *E.Arr;
  if (E.Ops.size() != 1 && E.Ops.size() != A.rank())
    return std::nullopt;
  std::optional<Polynomial> Offset = Polynomial::from(*E.Ops[0]);
  for (size_t D = 1; Offset && D < E.Ops.size(); ++D) {
    std::optional<Polynomial> Extent = Polynomial::from(*A.Dims[D]);
    std::optional<Polynomial> Sub = Polynomial::from(*E.Ops[D]);
    if (!Extent || !Sub)
      return std::nullopt;
    Offset = *Offset * *Extent + *Sub;
  }
  return Offset;
}

/// Whether each size is a multiple of its width; null when there are none.
static ExprPtr alignmentTest(
    const std::set<std::pair<const Variable *, unsigned>> &Multiples) {
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  ExprPtr Test;
  for (auto [Size, W] : Multiples) {
    ExprPtr Multiple =
        Expr::binary("==",
                     Expr::binary("%", Expr::var(const_cast<Variable *>(Size)),
                                  Expr::intLit(W, Size->Ty), Size->Ty),
                     Expr::intLit(0, Size->Ty), Bool);
    Test = Test ? Expr::binary("&&", std::move(Test), std::move(Multiple), Bool)
                : std::move(Multiple);
  }
  return Test;
}

/// Whether the element offset Offset moves with Index at unit stride, and
/// its other terms are multiples of W: constant ones (with Begin, Index's
/// first value) now, terms with a run-time size factor when that size is
/// (added to Multiples).
static bool
alignedAlong(const Polynomial &Offset, const Variable *Index, int64_t Begin,
             unsigned W,
             std::set<std::pair<const Variable *, unsigned>> &Multiples) {
  if (Offset.coefficientOf(Index) != Polynomial::constant(1))
    return false;
  int64_t Constant = Begin;
  for (auto &[Monomial, Coefficient] : Offset.withoutVar(Index).Terms) {
    if (Monomial.empty()) {
      Constant += Coefficient;
      continue;
    }
    if (Coefficient % W == 0)
      continue;
    const Variable *Size = nullptr;
    for (const Variable *V : Monomial)
      if (V->K == Variable::Param || V->K == Variable::VectorSize)
        Size = V;
    if (!Size)
      return false;
    Multiples.insert({Size, W});
  }
  return Constant % W == 0;
}

/// A thread's copies of the x loop are adjacent iterations when every
/// access that depends on the copy is to memory shared by the threads, at
/// an element offset of the loop's index (step 1) plus terms that are
/// multiples of the vector width, at run time (a row length) or always: a
/// warp's vector accesses then cover contiguous memory, as coalesced as
/// blockDim-apart copies, with a fraction of the instructions. Full tiles
/// check the run-time multiples.
bool Unroller::chooseAdjacent(const ForStmt &Innermost, ForStmt &L,
                              unsigned K) {
  auto Begin = Polynomial::from(*L.Begin);
  if (L.GridDim != 0 || L.Step != 1 || !Begin || !Begin->isConstant())
    return false;
  std::set<const Variable *> OtherCopies = PerCopy;
  OtherCopies.erase(L.Index);
  VectorAccessMap Accesses;
  std::set<std::pair<const Variable *, unsigned>> Multiples;
  bool Adjacent = true;
  ExprPrinter P;
  walkAllExprs(*Innermost.Body, [&](const Expr &E) {
    if (E.K != Expr::Access || !mentions(E, PerCopy))
      return;
    unsigned W = vectorWidth(*E.Arr, K);
    std::optional<Polynomial> Offset = flatOffset(E);
    if (!W || ArrayCopies.count(E.Arr) || !Offset || mentions(E, OtherCopies)) {
      Adjacent = false;
      return;
    }
    Adjacent &=
        alignedAlong(*Offset, L.Index, Begin->constantTerm(), W, Multiples);
    Accesses[P.print(E)] = {E.Arr, W};
  });
  // Vector accesses pay for the reordering only where they repeat, in a
  // loop of the body.
  bool Repeated = false;
  walkStmts(*Innermost.Body, [&](const Stmt &X) {
    if (X.K == Stmt::For)
      walkAllExprs(X, [&](const Expr &E) {
        Repeated |= E.K == Expr::Access && mentions(E, PerCopy);
      });
  });
  if (!Adjacent || !Repeated)
    return false;
  L.AdjacentCopies = true;
  VectorAccesses[&L] = Accesses;
  if (ExprPtr Test = alignmentTest(Multiples))
    Aligned.push_back(std::move(Test));
  return true;
}

/// "'A' by 4, 'B' by 2": the arrays L's copies move as vectors, in
/// declaration order, with their widths.
std::string Unroller::vectorList(const ForStmt &L) {
  std::string List;
  for (const auto &A : F.Arrays)
    for (auto &[Text, ArrayWidth] : VectorAccesses[&L])
      if (ArrayWidth.first == A.get()) {
        List += std::string(List.empty() ? "" : ", ") + "'" + A->Name +
                "' by " + std::to_string(ArrayWidth.second);
        break;
      }
  return List;
}

int Unroller::copyOfAccess(const Expr &E, const ForStmt &L, std::string &Key,
                           unsigned &Width) {
  if (E.K != Expr::Access)
    return -1;
  int Copy = -1;
  for (size_t C = 0; C < L.Copies.size(); ++C) {
    if (!mentions(E, {L.Copies[C]}))
      continue;
    if (Copy >= 0)
      return -1;
    Copy = C;
  }
  if (Copy < 0)
    return -1;
  ExprPtr Canonical = E.clone();
  mutateExpr(Canonical, [&](Expr &X) -> ExprPtr {
    return X.K == Expr::VarRef && X.Var == L.Copies[Copy]
               ? Expr::var(L.Index, X.Loc)
               : nullptr;
  });
  ExprPrinter P;
  Key = P.print(*Canonical);
  auto &Accesses = VectorAccesses[&L];
  auto It = Accesses.find(Key);
  if (It == Accesses.end())
    return -1;
  Width = It->second.second;
  return Copy;
}

/// In a full tile, the reads of W adjacent copies (one vector width) that
/// B's level makes unconditionally and that do not change within B become
/// one vector load at B's start.
void Unroller::vectorizeLoads(BlockStmt &B, const ForStmt &L,
                              const std::set<const Array *> &Written) {
  for (StmtPtr &S : B.Body)
    if (S->K == Stmt::For)
      vectorizeLoads(*static_cast<ForStmt &>(*S).Body, L, Written);
  std::set<const Variable *> Local = changingScalars(B);
  // Per canonical access, the text of each copy's access, when it is read
  // unconditionally at B's level, and the access.
  std::map<std::string, std::map<int, std::pair<std::string, ExprPtr>>> Groups;
  std::map<std::string, unsigned> Widths;
  ExprPrinter P;
  forEachLevelStmt(B, {}, [&](Stmt &S, const Conditions &Under) {
    if (!Under.empty())
      return;
    forEachOwnExpr(S, [&](const Expr &Own) {
      walkEvaluated(Own, [&](const Expr &E, bool Conditional) {
        std::string Key;
        unsigned W = 0;
        int C = copyOfAccess(E, L, Key, W);
        if (C >= 0 && !Conditional && !Written.count(E.Arr) &&
            !mentions(E, Local)) {
          Groups[Key][C] = {P.print(E), E.clone()};
          Widths[Key] = W;
        }
      });
    });
  });
  unsigned K = L.Copies.size();
  std::vector<StmtPtr> Loads;
  for (auto &[Key, Copies] : Groups) {
    unsigned W = Widths[Key];
    for (unsigned G = 0; G < K; G += W) {
      bool Whole = true;
      for (unsigned C = G; C < G + W; ++C)
        Whole &= Copies.count(C) > 0;
      if (!Whole)
        continue;
      for (unsigned C = G; C < G + W; ++C) {
        auto &[Text, Access] = Copies[C];
        // A scalar that B declares only to hold this element, initialized
        // with it or declared bare and assigned it once (as the copies'
        // shared loads are), becomes the member.
        Variable *R = nullptr;
        std::set<const Stmt *> Grouped; // Vector members stay in place.
        for (size_t I = 0; I < B.Body.size(); ++I)
          for (unsigned M = 0; M < B.Body[I]->VectorGroup; ++M)
            Grouped.insert(B.Body[I + M].get());
        auto Assignments = [&](const Variable *V) {
          unsigned N = 0;
          walkStmts(B, [&](const Stmt &X) {
            N += X.K == Stmt::Assign &&
                 static_cast<const AssignStmt &>(X).Target->K == Expr::VarRef &&
                 static_cast<const AssignStmt &>(X).Target->Var == V;
          });
          return N;
        };
        for (size_t I = 0; I < B.Body.size() && !R; ++I) {
          Stmt &S = *B.Body[I];
          if (Grouped.count(&S))
            continue;
          if (S.K == Stmt::Decl) {
            auto &D = static_cast<DeclStmt &>(S);
            if (D.Var && D.Init && D.Var->Ty == Access->Ty &&
                P.print(*D.Init) == Text && Assignments(D.Var) == 0) {
              R = D.Var;
              B.Body.erase(B.Body.begin() + I);
            }
            continue;
          }
          if (S.K != Stmt::Assign)
            continue;
          auto &A = static_cast<AssignStmt &>(S);
          if (A.Target->K != Expr::VarRef || !A.Op.empty() ||
              A.Target->Var->Ty != Access->Ty || P.print(*A.Value) != Text ||
              Assignments(A.Target->Var) != 1)
            continue;
          // Its bare declaration comes earlier in B, and nothing between
          // reads it.
          Variable *V = A.Target->Var;
          for (size_t J = 0; J < I && !R; ++J) {
            auto *D = static_cast<DeclStmt *>(B.Body[J].get());
            if (B.Body[J]->K != Stmt::Decl || D->Var != V || D->Init ||
                Grouped.count(D))
              continue;
            bool ReadBetween = false;
            for (size_t M = J + 1; M < I; ++M)
              walkAllExprs(*B.Body[M], [&](const Expr &E) {
                ReadBetween |= E.K == Expr::VarRef && E.Var == V;
              });
            if (ReadBetween)
              break;
            R = V;
            B.Body.erase(B.Body.begin() + I);
            B.Body.erase(B.Body.begin() + J);
          }
        }
        if (!R)
          R = F.newVar(Variable::Local, F.freshName(Access->Arr->Name + "_v"),
                       Access->Ty);
        auto Decl = std::make_unique<DeclStmt>(Access->Loc);
        Decl->Var = R;
        Decl->Init = Access->clone();
        Decl->VectorGroup = C == G ? W : 0;
        forEachLevelStmt(B, {}, [&](Stmt &S, const Conditions &) {
          auto Replace = [&](Expr &E) -> ExprPtr {
            return E.K == Expr::Access && P.print(E) == Text
                       ? Expr::var(R, E.Loc)
                       : nullptr;
          };
          if (S.K == Stmt::If)
            mutateExpr(static_cast<IfStmt &>(S).Cond, Replace);
          else if (S.K == Stmt::Assign || S.K == Stmt::Decl)
            mutateExprs(S, Replace);
        });
        Loads.push_back(std::move(Decl));
      }
    }
  }
  B.Body.insert(B.Body.begin(), std::make_move_iterator(Loads.begin()),
                std::make_move_iterator(Loads.end()));
}

/// In a full tile, W consecutive plain stores of the adjacent copies of one
/// store (a vector width, in copy order) become one vector store.
void Unroller::vectorizeStores(BlockStmt &B, const ForStmt &L) {
  for (size_t I = 0; I < B.Body.size(); ++I) {
    Stmt &S = *B.Body[I];
    if (S.K == Stmt::For)
      vectorizeStores(*static_cast<ForStmt &>(S).Body, L);
    if (S.K == Stmt::If) {
      vectorizeStores(*static_cast<IfStmt &>(S).Then, L);
      if (static_cast<IfStmt &>(S).Else)
        vectorizeStores(*static_cast<IfStmt &>(S).Else, L);
    }
    unsigned W = 0;
    auto Store = [&](size_t At, std::string &Key) {
      if (At >= B.Body.size() || B.Body[At]->K != Stmt::Assign)
        return -1;
      auto &A = static_cast<const AssignStmt &>(*B.Body[At]);
      return A.Op.empty() ? copyOfAccess(*A.Target, L, Key, W) : -1;
    };
    std::string Key;
    int C = Store(I, Key);
    if (C < 0 || C % W != 0)
      continue;
    bool Whole = true;
    for (unsigned M = 1; M < W && Whole; ++M) {
      std::string Next;
      Whole = Store(I + M, Next) == C + int(M) && Next == Key;
    }
    if (!Whole)
      continue;
    S.VectorGroup = W;
    I += W - 1;
  }
}

/// In a full tile, an innermost sequential loop whose body reads elements
/// of read-only arrays at consecutive values of its index (a row walked
/// along) runs W iterations per trip, in order, its copies' reads of W
/// consecutive elements made by one vector load; the last iterations run
/// one by one in a second loop.
void Unroller::vectorizeSequential(BlockStmt &B,
                                   const std::set<const Array *> &Written) {
  for (size_t I = 0; I < B.Body.size(); ++I) {
    Stmt &S = *B.Body[I];
    if (S.K == Stmt::If) {
      vectorizeSequential(*static_cast<IfStmt &>(S).Then, Written);
      if (static_cast<IfStmt &>(S).Else)
        vectorizeSequential(*static_cast<IfStmt &>(S).Else, Written);
      continue;
    }
    if (S.K != Stmt::For)
      continue;
    auto &L = static_cast<ForStmt &>(S);
    bool Innermost = true;
    std::set<const Variable *> Declared, Local;
    walkStmts(*L.Body, [&](const Stmt &X) {
      Innermost &= X.K != Stmt::For;
      if (X.K == Stmt::Decl && static_cast<const DeclStmt &>(X).Var)
        Declared.insert(static_cast<const DeclStmt &>(X).Var);
      if (X.K == Stmt::Assign &&
          static_cast<const AssignStmt &>(X).Target->K == Expr::VarRef)
        Local.insert(static_cast<const AssignStmt &>(X).Target->Var);
    });
    if (!Innermost) {
      vectorizeSequential(*L.Body, Written);
      continue;
    }
    Local.insert(Declared.begin(), Declared.end());
    // Signed bounds only: End - 3 must not wrap. Local arrays would be
    // declared once per copy in one scope.
    auto Signed = [](const ScalarType &T) {
      return T.K == ScalarType::Integer &&
             T.Spelling.find("unsigned") == std::string::npos;
    };
    bool DeclaresArray = false;
    walkStmts(*L.Body, [&](const Stmt &X) {
      DeclaresArray |=
          X.K == Stmt::Decl && static_cast<const DeclStmt &>(X).Arr;
    });
    auto Begin = Polynomial::from(*L.Begin);
    if (L.GridDim >= 0 || L.Step != 1 || !L.Copies.empty() || !Begin ||
        !Begin->isConstant() || !Signed(L.Index->Ty) || !Signed(L.End->Ty) ||
        DeclaresArray)
      continue;
    // The reads that walk a row along the index, and their widths.
    VectorAccessMap Accesses;
    std::set<std::pair<const Variable *, unsigned>> Multiples;
    unsigned U = 1;
    ExprPrinter P;
    auto NoteRowRead = [&](const Expr &E) {
      if (E.K != Expr::Access || Written.count(E.Arr) ||
          ArrayCopies.count(E.Arr) || !mentions(E, {L.Index}))
        return;
      unsigned W = vectorWidth(*E.Arr, 16 / std::max(1u, E.Arr->Elem.Bits / 8));
      std::optional<Polynomial> Offset = flatOffset(E);
      std::set<std::pair<const Variable *, unsigned>> Needed;
      if (!W || !Offset || mentions(E, Local) ||
          !alignedAlong(*Offset, L.Index, Begin->constantTerm(), W, Needed))
        return;
      Accesses[P.print(E)] = {E.Arr, W};
      Multiples.insert(Needed.begin(), Needed.end());
      U = std::max(U, W);
    };
    // Only reads every iteration makes can be loaded ahead as vectors.
    forEachLevelStmt(*L.Body, {}, [&](Stmt &S, const Conditions &Under) {
      if (!Under.empty())
        return;
      forEachOwnExpr(S, [&](const Expr &Own) {
        walkEvaluated(Own, [&](const Expr &E, bool Conditional) {
          if (!Conditional)
            NoteRowRead(E);
        });
      });
    });
    if (Accesses.empty())
      continue;
    // The rest: from the first iteration the vector loop does not run.
    auto Rest = std::make_unique<ForStmt>(L.Loc);
    Rest->Index =
        F.newVar(Variable::LoopIndex, F.freshName(L.Index->Name + "_rest"),
                 L.Index->Ty, L.Index->Loc);
    const ScalarType &Ty = L.Index->Ty;
    ExprPtr Trips =
        Begin->constantTerm() == 0
            ? L.End->clone()
            : Expr::binary("-", L.End->clone(), L.Begin->clone(), Ty);
    ExprPtr VectorEnd = Expr::binary(
        "*", Expr::binary("/", std::move(Trips), Expr::intLit(U, Ty), Ty),
        Expr::intLit(U, Ty), Ty);
    if (Begin->constantTerm() != 0)
      VectorEnd = Expr::binary("+", L.Begin->clone(), std::move(VectorEnd), Ty);
    // Rows whose length is not a multiple of the width are not aligned:
    // then every iteration runs one by one.
    ExprPtr Aligned = alignmentTest(Multiples);
    Rest->Begin = Aligned ? Expr::select(Aligned->clone(), std::move(VectorEnd),
                                         L.Begin->clone(), Ty)
                          : std::move(VectorEnd);
    Rest->End = L.End->clone();
    Rest->Label = L.Label;
    Rest->Place = L.Place;
    Rest->Body.reset(static_cast<BlockStmt *>(L.Body->clone().release()));
    mutateExprs(*Rest->Body, [&](Expr &E) -> ExprPtr {
      return E.K == Expr::VarRef && E.Var == L.Index
                 ? Expr::var(Rest->Index, E.Loc)
                 : nullptr;
    });
    // The vector loop: U copies of the body in order, each with its own
    // declarations.
    L.End = Expr::binary("-", std::move(L.End), Expr::intLit(U - 1, Ty), Ty);
    if (Aligned)
      L.End = Expr::select(std::move(Aligned), std::move(L.End),
                           L.Begin->clone(), Ty);
    L.Step = U;
    L.AdjacentCopies = true;
    L.Copies = {L.Index};
    for (unsigned C = 1; C < U; ++C)
      L.Copies.push_back(
          F.newVar(Variable::LoopIndex,
                   F.freshName(L.Index->Name + "_" + std::to_string(C)), Ty,
                   L.Index->Loc));
    std::vector<StmtPtr> Body;
    for (unsigned C = 0; C < U; ++C) {
      std::map<const Variable *, Variable *> Renamed = {{L.Index, L.Copies[C]}};
      for (const Variable *V : Declared)
        if (C > 0)
          Renamed[V] = F.newVar(Variable::Local,
                                F.freshName(V->Name + "_" + std::to_string(C)),
                                V->Ty, V->Loc);
      for (const StmtPtr &X : L.Body->Body) {
        StmtPtr Copy = X->clone();
        mutateExprs(*Copy, [&](Expr &E) -> ExprPtr {
          return E.K == Expr::VarRef && Renamed.count(E.Var)
                     ? Expr::var(Renamed[E.Var], E.Loc)
                     : nullptr;
        });
        walkStmts(*Copy, [&](const Stmt &Y) {
          if (Y.K == Stmt::Decl) {
            auto &D = const_cast<DeclStmt &>(static_cast<const DeclStmt &>(Y));
            if (D.Var && Renamed.count(D.Var))
              D.Var = Renamed[D.Var];
          }
        });
        Body.push_back(std::move(Copy));
      }
    }
    L.Body->Body = std::move(Body);
    VectorAccesses[&L] = Accesses;
    vectorizeLoads(*L.Body, L, Written);
    D.remark(L.Loc, Pass,
             "loop over '" + L.Index->Name + "' runs " + std::to_string(U) +
                 " iterations per trip in full tiles, reading " +
                 vectorList(L) + " elements per vector load");
    B.Body.insert(B.Body.begin() + I + 1, std::move(Rest));
    ++I;
  }
}

void Unroller::unroll(ForStmt &Innermost, ForStmt &L, unsigned K) {
  VarCopies.clear();
  ArrayCopies.clear();
  PerCopy.clear();
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
        Target = static_cast<const DeclStmt &>(X).Var;
        Value = static_cast<const DeclStmt &>(X).Init.get();
      } else if (X.K == Stmt::Assign &&
                 static_cast<const AssignStmt &>(X).Target->K == Expr::VarRef) {
        Target = static_cast<const AssignStmt &>(X).Target->Var;
        Value = static_cast<const AssignStmt &>(X).Value.get();
      }
      if (Target && Value && !PerCopy.count(Target) &&
          (mentions(*Value, PerCopy) || underPerCopyControl(Innermost, X))) {
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
            !mentions(*static_cast<const ForStmt &>(*S).Begin, PerCopy) &&
            !mentions(*static_cast<const ForStmt &>(*S).End, PerCopy)) {
          Visit(*static_cast<const ForStmt &>(*S).Body);
          continue;
        }
        if (S->K == Stmt::Assign || S->K == Stmt::Decl || !dependsOnCopy(*S))
          continue;
        walkStmts(*S, [&](const Stmt &X) {
          if (X.K == Stmt::Assign &&
              static_cast<const AssignStmt &>(X).Target->K == Expr::VarRef)
            Changed |=
                PerCopy.insert(static_cast<const AssignStmt &>(X).Target->Var)
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
    auto &DS = static_cast<const DeclStmt &>(X);
    if (DS.Var && PerCopy.count(DS.Var)) {
      auto &Copies = VarCopies[DS.Var];
      Copies = {DS.Var};
      for (unsigned C = 1; C < K; ++C)
        Copies.push_back(
            F.newVar(Variable::Local,
                     F.freshName(DS.Var->Name + "_" + std::to_string(C)),
                     DS.Var->Ty, DS.Var->Loc));
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
  bool Adjacent = chooseAdjacent(Innermost, L, K);
  Innermost.Body->Body = jam(std::move(Innermost.Body->Body), L, K);
  std::set<const Array *> Written = writtenArrays(*Innermost.Body);
  Shared = 0;
  shareLoads(*Innermost.Body, Written);
  static const char *Axis[] = {"x", "y", "z"};
  std::string Vectors = vectorList(L);
  D.remark(L.Loc, Pass,
           "loop over '" + L.Index->Name + "' runs " + std::to_string(K) +
               " iterations per thread, " +
               (Adjacent
                    ? "adjacent (full tiles move " + Vectors +
                          " elements per vector access)"
                    : "blockDim." + std::string(Axis[L.GridDim]) + " apart") +
               "; " + std::to_string(Shared) + " loads shared by the copies");
}

} // namespace

void unrollParallelLoops(Function &F, Diagnostics &D) { Unroller(F, D).run(); }

} // namespace loopgen
