//===- Profitability.cpp - Whether the GPU is worth it --------------------===//

#include "loopgen/Transforms/Profitability.h"
#include "loopgen/Analysis/Accesses.h"
#include "loopgen/Analysis/Dependence.h"
#include "loopgen/Analysis/Reductions.h"
#include "loopgen/Analysis/SharedRows.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/Transforms/HostCost.h"
#include "loopgen/Transforms/MapToGrid.h"
#include "loopgen/Transforms/PersistentLoops.h"
#include "loopgen/Transforms/TileWaves.h"
#include <algorithm>
#include <cstdio>
#include <functional>
#include <set>

namespace loopgen {

namespace {

bool isWork(const Stmt &S) {
  return S.K != Stmt::For && S.K != Stmt::If && S.K != Stmt::Block;
}

/// The dimensions of data a subscript moves along with the loops in
/// Growing: one per index whose coefficient is an extent (a parameter, or a
/// stride of 64 elements or more), as in a flat table's `i * (m + 1) + j`,
/// and one for the indices of small constant coefficients (`i + j` walks
/// one dimension).
unsigned movingDimensions(const Expr &Sub,
                          const std::set<const Variable *> &Growing) {
  std::optional<Polynomial> P = Polynomial::from(Sub);
  if (!P)
    return mentions(Sub, Growing);
  unsigned Strided = 0;
  bool Unit = false;
  for (const Variable *V : P->variables()) {
    if (!Growing.count(V))
      continue;
    std::optional<Polynomial> C = P->coefficientOf(V);
    bool Extent = C && (!C->isConstant() || C->constantTerm() >= 64 ||
                        C->constantTerm() <= -64);
    Strided += Extent;
    Unit |= !Extent;
  }
  return Strided + Unit;
}

/// The most dimensions of data one access moves along with loops of
/// growing trip count: the order of the data the function touches (2 for
/// L[i][j], and for a flat L[i * n + j]).
unsigned dataOrder(const Function &F) {
  std::set<const Variable *> Growing;
  walkStmts(*F.Body, [&](const Stmt &S) {
    if (S.K == Stmt::For && growsWithInput(cast<ForStmt>(S)))
      Growing.insert(cast<ForStmt>(S).Index);
  });
  unsigned Order = 0;
  walkAllExprs(*F.Body, [&](const Expr &E) {
    if (E.K != Expr::Access)
      return;
    unsigned Moving = 0;
    for (const ExprPtr &Sub : E.Ops)
      Moving += movingDimensions(*Sub, Growing);
    Order = std::max(Order, Moving);
  });
  return Order;
}

/// How one statement of the function would run on the GPU.
struct Placement {
  unsigned Order = 0;               ///< Loops of growing trip count around it.
  const ForStmt *Culprit = nullptr; ///< Why it would be slow, if it would.
  bool SingleThread = false;
  const ForStmt *Kernel = nullptr;   ///< The root of its kernel's band.
  const ForStmt *HostLoop = nullptr; ///< The host loop launching it.
  /// Launched by a loop over wavefronts: loops inside its threads add
  /// work to each, not iterations to a launch.
  bool OnWavefronts = false;
  /// Launched by a right-looking loop over steps: each launch has fewer
  /// iterations than the one before.
  bool OnSteps = false;
};

/// The iterations of one launch of the band kernel at Root, when they are
/// all in its band (or it runs wavefronts) and known on entry (from
/// parameters alone).
ExprPtr tripsOnEntry(const ForStmt &Root, const StmtContext &Ctx,
                     bool OnWavefronts) {
  auto Band = bandOf(Root);
  bool InBand = false;
  for (const ForStmt *L : Ctx.Loops) {
    InBand |= L == &Root;
    if (InBand && growsWithInput(*L) && !OnWavefronts &&
        std::find(Band.begin(), Band.end(), L) == Band.end())
      return nullptr; // A loop inside each thread: more work per launch.
  }
  ExprPtr Trips;
  for (const ForStmt *L : Band) {
    ExprPtr T = L->tripCount();
    bool OnEntry = true;
    walkExpr(*T, [&](const Expr &X) {
      OnEntry &=
          X.K != Expr::Access && (X.K != Expr::VarRef || X.Var->knownOnEntry());
    });
    if (!OnEntry)
      return nullptr;
    Trips = Trips ? Expr::binary(
                        "*", std::move(Trips), std::move(T),
                        ScalarType::get(ScalarType::Integer, "long long", 64))
                  : std::move(T);
  }
  return Trips;
}

/// Whether P reads only the function's parameters: known on entry.
bool knownOnEntry(const Polynomial &P) {
  for (const Variable *V : P.variables())
    if (!V->knownOnEntry())
      return false;
  return true;
}

/// P as a 64-bit expression, its variables cast: n * n overflows an int.
ExprPtr longExpr(const Polynomial &P) {
  ScalarType Long = ScalarType::get(ScalarType::Integer, "long long", 64);
  ExprPtr E = P.toExpr(Long);
  mutateExpr(E, [&](Expr &X) {
    return X.K == Expr::VarRef && X.Ty != Long ? Expr::cast(Long, X.clone())
                                               : nullptr;
  });
  return E;
}

/// An estimate, known on entry, of the iterations of each launch of the
/// band kernel at Root at its largest: each band loop's trip count at its
/// greatest over the ranges of the loops around it, halved where a band
/// loop's range moves with another (a triangle); null when there is none.
ExprPtr tripsBound(const ForStmt &Root, const StmtContext &Ctx) {
  std::vector<const ForStmt *> Outer;
  for (const ForStmt *L : Ctx.Loops) {
    if (L == &Root)
      break;
    Outer.push_back(L);
  }
  ScalarType Long = ScalarType::get(ScalarType::Integer, "long long", 64);
  ExprPtr Trips;
  bool Triangle = false;
  auto Band = bandOf(Root);
  for (const ForStmt *L : Band) {
    auto B = Polynomial::from(*L->Begin), E = Polynomial::from(*L->End);
    std::optional<IndexBox> Box = IndexBox::of(Outer);
    if (!B || !E || !Box || (L->Step != 1 && L->Step != -1))
      return nullptr;
    Polynomial Count = L->Step > 0 ? *E - *B : *B - *E;
    for (const ForStmt *M : Band)
      Triangle |= Count.dependsOn(M->Index);
    std::optional<Polynomial> Most = Box->extreme(Count, false);
    if (!Most || !knownOnEntry(*Most))
      return nullptr;
    ExprPtr T = longExpr(*Most);
    Trips = Trips ? Expr::binary("*", std::move(Trips), std::move(T), Long)
                  : std::move(T);
    Outer.push_back(L);
  }
  if (Trips && Triangle)
    Trips = Expr::binary("/", std::move(Trips), Expr::intLit(2, Long), Long);
  return Trips;
}

/// The iterations of a statement over a call, kernel or not: the product
/// of the trip counts of all the loops around it (Ctx), when each is a
/// polynomial in the parameters alone; none otherwise.
std::optional<Polynomial> workOnEntry(const StmtContext &Ctx) {
  Polynomial Work = Polynomial::constant(1);
  for (const ForStmt *L : Ctx.Loops) {
    std::optional<Polynomial> T = Polynomial::from(*L->tripCount());
    if (!T || !knownOnEntry(*T))
      return std::nullopt;
    Work = Work * *T;
  }
  return Work;
}

/// The launches of each step of the loop L: its kernels, and each run of
/// single-thread code between them.
unsigned launchesPerStep(const ForStmt &L) {
  unsigned Launches = 0;
  bool Serial = false;
  std::function<void(const BlockStmt &)> Count = [&](const BlockStmt &B) {
    for (const StmtPtr &S : B.Body) {
      if (S->Place == Stmt::Serial) {
        Launches += !Serial;
        Serial = true;
        continue;
      }
      Serial = false;
      if (S->Place == Stmt::Kernel || S->Place == Stmt::Scan)
        ++Launches;
      else if (S->K == Stmt::If) {
        Count(*cast<IfStmt>(*S).Then);
        if (const auto &Else = cast<IfStmt>(*S).Else)
          Count(*Else);
      } else if (S->K == Stmt::For && S->Place == Stmt::HostControl)
        Count(*cast<ForStmt>(*S).Body);
    }
  };
  Count(*L.Body);
  return std::max(Launches, 1u);
}

/// For a function whose kernels right-looking steps launch: the estimate
/// of the iterations of a launch of its largest kernels (tripsBound), below
/// which the CPU is faster; empty when one is not known. Launches counts
/// the launches of a step, and one for each other host loop of kernels;
/// Shrinking, the most loops of such a kernel's band whose ranges move
/// with the steps (LU's trailing update: 2, its rows and columns).
std::vector<ExprPtr> stepsBelow(const Function &F, unsigned &Launches,
                                unsigned &Shrinking) {
  std::vector<ExprPtr> Bounds;
  size_t Most = 0;
  bool Known = true;
  std::set<const ForStmt *> Seen;
  Launches = Shrinking = 0;
  walkInContext(*F.Body, [&](const Stmt &S, const StmtContext &Ctx) {
    const ForStmt *Kernel = nullptr;
    bool OnSteps = false;
    std::vector<const Variable *> Steps;
    for (const ForStmt *L : Ctx.Loops) {
      OnSteps |= !Kernel && L->Steps;
      if (!Kernel && L->Steps)
        Steps.push_back(L->Index);
      if (!Kernel && L->Place == Stmt::Kernel)
        Kernel = L;
    }
    if (S.K == Stmt::For && S.Place == Stmt::HostControl && Ctx.Loops.empty())
      Launches += cast<ForStmt>(S).Steps
                      ? launchesPerStep(cast<ForStmt>(S))
                      : 1;
    if (!isWork(S) || !OnSteps || !Kernel || !Seen.insert(Kernel).second)
      return;
    size_t Size = bandOf(*Kernel).size();
    if (Size < Most)
      return;
    if (Size > Most) {
      Bounds.clear();
      Shrinking = 0;
    }
    Most = Size;
    unsigned Moving = 0;
    for (const ForStmt *L : bandOf(*Kernel)) {
      auto B = Polynomial::from(*L->Begin), E = Polynomial::from(*L->End);
      Moving += std::any_of(Steps.begin(), Steps.end(), [&](const Variable *V) {
        return (B && B->dependsOn(V)) || (E && E->dependsOn(V));
      });
    }
    Shrinking = std::max(Shrinking, Moving);
    ExprPtr T = tripsBound(*Kernel, Ctx);
    Known &= T != nullptr;
    if (T)
      Bounds.push_back(std::move(T));
  });
  if (!Known)
    Bounds.clear();
  return Bounds;
}

/// The operations on data in B: those of the values assigned and of the
/// conditions that read memory, not of subscripts or of tests on indices
/// alone (a wavefront's range): the work of a cell of a dynamic program.
unsigned operations(const BlockStmt &B) {
  unsigned Ops = 0;
  std::function<void(const Expr &)> Count = [&](const Expr &E) {
    if (E.K == Expr::Access)
      return;
    Ops += E.K == Expr::Binary || E.K == Expr::Unary || E.K == Expr::Select ||
           E.K == Expr::Call;
    for (const ExprPtr &Op : E.Ops)
      Count(*Op);
  };
  walkStmts(B, [&](const Stmt &S) {
    if (S.K == Stmt::Assign)
      Count(*cast<AssignStmt>(S).Value);
    if (S.K == Stmt::Decl && cast<DeclStmt>(S).Init)
      Count(*cast<DeclStmt>(S).Init);
    if (S.K == Stmt::If) {
      const Expr &C = *cast<IfStmt>(S).Cond;
      if (readsArrays(C))
        Count(C);
    }
  });
  return Ops;
}

/// Whether P's kernel, launched by a loop over wavefronts, will run as
/// wavefronts of tiles (sweptKernel) with cells of 5 operations or more;
/// Cheap: whether it will run in tiles with cheaper cells. On an H200
/// (bench/wavefront/tiles.sh) such cells (edit distance: 7,
/// Smith-Waterman: 9, a Gauss-Seidel sweep: 5) cost the core 1.5 to 4 ns
/// each, and the tiles beat it end to end from n = 500 to 1024, copies
/// included; an LCS's 3 cost it 1 ns, about what moving the cell costs,
/// and the tiles lost up to n = 4000.
bool tilesWithWork(const Placement &P, bool &Cheap) {
  bool Tiled = P.HostLoop && P.Kernel && sweptKernel(*P.HostLoop) == P.Kernel;
  Cheap = Tiled && operations(*P.Kernel->Body) < 5;
  return Tiled && !Cheap;
}

Placement placementOf(const Stmt &S, const StmtContext &Ctx) {
  Placement P;
  bool Single = S.Place == Stmt::Serial;
  for (const StmtContext::Branch &B : Ctx.Branches)
    Single |= B.If->Place == Stmt::Serial;
  // Loops around the kernel launch it once per iteration (Launches), those
  // from the kernel's root on divide its work (PerLaunch).
  unsigned Launches = 0, PerLaunch = 0;
  const ForStmt *Kernel = nullptr, *OuterHost = nullptr;
  std::vector<const ForStmt *> Band;
  for (const ForStmt *L : Ctx.Loops) {
    bool Grows = growsWithInput(*L);
    P.Order += Grows;
    Single |= L->Place == Stmt::Serial;
    if (Single && !P.Culprit)
      P.Culprit = L;
    Kernel =
        Kernel ? Kernel
               : (L->Place == Stmt::Kernel || L->Place == Stmt::Scan ? L
                                                                     : nullptr);
    if (!Kernel && Grows && !OuterHost)
      OuterHost = L;
    if (!Kernel && L->Place == Stmt::HostControl)
      P.HostLoop = L;
    P.OnWavefronts |= !Kernel && L->Wavefront;
    P.OnSteps |= !Kernel && L->Steps;
    if (L == Kernel)
      Band = bandOf(*L);
    // A wavefront's threads run their own loops one after the other.
    if (Kernel && P.OnWavefronts &&
        std::find(Band.begin(), Band.end(), L) == Band.end())
      continue;
    // A kernel loop of many iterations known in advance (`#define M 512`)
    // divides the work as one that grows with the input.
    std::optional<Polynomial> Trips = Polynomial::from(*L->tripCount());
    bool Wide = Trips && Trips->isConstant() && Trips->constantTerm() >= 64;
    if (Kernel)
      PerLaunch += Grows || Wide;
    else
      Launches += Grows;
  }
  P.SingleThread = Single && P.Culprit;
  P.Kernel = Kernel;
  // Launched at least as often as each launch has iterations: latency
  // dominates (a few microseconds each, against nanoseconds per iteration
  // on the CPU).
  if (!P.SingleThread && Kernel && Launches > 0 && Launches >= PerLaunch)
    P.Culprit = OuterHost;
  return P;
}

/// A function whose work is of the order of its data (each element used
/// about once: matrix-vector products, filters over an image, options
/// priced) runs on the host, on its cores where its host copy runs loops
/// in parallel (HostThreads.h), when the run-time model finds that faster
/// than copying its arrays to the GPU and back: the host's time from the
/// operations and the streamed bytes of an iteration of its statements of
/// the highest order (HostCost.h), the GPU's from the bytes copied.
bool decideDataOrderAtRunTime(Function &F, unsigned Highest, Diagnostics &D) {
  Polynomial Work = Polynomial::constant(0);
  bool Known = true;
  unsigned Stmts = 0;
  std::vector<Function::HostCostShare> Shares;
  std::set<std::pair<const Array *, bool>> Streamed;
  const ForStmt *Innermost = nullptr;
  walkInContext(*F.Body, [&](const Stmt &S, const StmtContext &Ctx) {
    if (!isWork(S) || placementOf(S, Ctx).Order != Highest)
      return;
    std::optional<Polynomial> W = workOnEntry(Ctx);
    Known &= W.has_value();
    if (W)
      Work = Work + *W;
    const ForStmt &Outermost = *Ctx.Loops.front();
    if (Shares.empty() || Shares.back().Outermost != Outermost.Loc)
      Shares.push_back({Outermost.Loc, Outermost.Annot.OpenMP});
    if (Ctx.Loops.back() != Innermost)
      Streamed.clear();
    Innermost = Ctx.Loops.back();
    IterationCost C = iterationCost(S, Ctx, Streamed);
    Shares.back().Ops += C.Ops;
    Shares.back().Bytes += C.Bytes;
    ++Stmts;
  });
  if (!Known || Work.isConstant())
    return false;
  F.HostBelowTrips.push_back(longExpr(Work));
  double Ops = 0, Bytes = 0;
  for (Function::HostCostShare &Share : Shares) {
    Ops += Share.Ops /= Stmts;
    Bytes += Share.Bytes /= Stmts;
  }
  F.HostCosts = std::move(Shares);
  char Per[96];
  std::snprintf(Per, sizeof Per,
                "%.1f operations and %.1f bytes from memory an iteration", Ops,
                Bytes);
  D.remark(F.Loc,
           "'" + F.Name +
               "' does as much work as it has data: a call runs on the "
               "host where that is faster than copying its arrays to the GPU "
               "and back (decided at run time from the sizes and the host's "
               "threads, " +
               Per + "; LOOPGEN_HOST_BELOW=0 always runs the GPU)");
  return false;
}

} // namespace

static bool keepsOnHost(Function &F, Diagnostics &D) {
  unsigned Highest = 0;
  walkInContext(*F.Body, [&](const Stmt &S, const StmtContext &Ctx) {
    if (isWork(S))
      Highest = std::max(Highest, placementOf(S, Ctx).Order);
  });
  // The first statement of the highest order that would be slow; the
  // launch-bound kernels' iterations per launch, where known on entry.
  std::optional<Placement> Slow;
  bool Versionable = true;
  std::vector<ExprPtr> Trips;
  std::set<const ForStmt *> Seen;
  bool Persistent = true, Wavefronts = true, WarpRows = true, Tiles = true,
       CheapTiles = true;
  walkInContext(*F.Body, [&](const Stmt &S, const StmtContext &Ctx) {
    if (!isWork(S))
      return;
    Placement P = placementOf(S, Ctx);
    if (P.Order != Highest || !P.Culprit)
      return;
    Slow = Slow ? Slow : P;
    Versionable &= !P.SingleThread;
    Persistent &= P.HostLoop && !persistentPhases(*P.HostLoop).empty();
    Wavefronts &= P.OnWavefronts;
    bool Cheap = false;
    Tiles &= tilesWithWork(P, Cheap);
    CheapTiles &= Cheap;
    // A warp runs each iteration of a step, its lanes sharing the loops.
    WarpRows &= P.OnWavefronts &&
                bandOf(*P.Kernel).size() == 1 &&
                warpSharedRows(F, *P.Kernel->Body).has_value();
    if (Versionable && Seen.insert(P.Kernel).second) {
      ExprPtr T = tripsOnEntry(*P.Kernel, Ctx, P.OnWavefronts);
      Versionable &= T != nullptr;
      if (T)
        Trips.push_back(std::move(T));
    }
  });
  if (!Slow || Highest == 0) {
    // Right-looking steps are not launch-bound on large inputs, but are on
    // small ones, where the first step's largest kernel is small too.
    unsigned Launches = 0, Shrinking = 0;
    F.HostBelowTrips = stepsBelow(F, Launches, Shrinking);
    if (F.HostBelowTrips.empty() && Highest > 0 && Highest <= dataOrder(F))
      return decideDataOrderAtRunTime(F, Highest, D);
    // The GPU wins where the launches have enough iterations on average:
    // a kernel whose band has d loops shrinking with the steps averages
    // 1 / (d + 1) of its first launch. Where the GPU started to win end to
    // end (bench/wavefront/crossover.sh, on an H200 and on an H100 whose
    // host is faster): LU (2 launches a step, d = 2) at n = 185 to 235,
    // Cholesky (2, a triangle) 285 to 320, ludcmp (2, and 2 loops of
    // reductions) 300, symm (3, d = 1) m = 100 to 200, trmm (1, d = 1) near
    // 100: up to 7450 iterations a launch on average. Below the threshold
    // the call runs the original, as fast as it is.
    F.HostBelowDefault = 7680 * Launches * (Shrinking + 1);
    if (!F.HostBelowTrips.empty())
      D.remark(F.Loc,
               "'" + F.Name +
                   "' runs on the host as written when the first step of its "
                   "right-looking loops has few iterations in its largest "
                   "kernel (below LOOPGEN_HOST_BELOW, " +
                   std::to_string(F.HostBelowDefault) + " by default for its " +
                   std::to_string(Launches) +
                   " launches a step, at run time), where the launches would "
                   "cost more than the CPU takes");
    return false;
  }
  // Work of the data's order (each element used about once, trisolv): on
  // the GPU, copying the data in costs about what the CPU takes for all
  // of it, and the launches come on top.
  // (Cells of a dynamic program that does enough work in each run as
  // tiles on the GPU even so.)
  bool LikeItsData = !Slow->SingleThread && Highest <= dataOrder(F) && !Tiles;
  if (Versionable && !LikeItsData) {
    F.HostBelowTrips = std::move(Trips);
    // Where the GPU starts to win on an H100 (bench/wavefront): wavefronts
    // of warps from 180 (nussinov) to 290 (ludcmp) iterations a step.
    if (Persistent || Wavefronts)
      F.HostBelowDefault = !Persistent && WarpRows ? 384 : 1024;
    Persistent &= !Tiles; // Tiles are launched one wavefront at a time.
    D.warning(Slow->Culprit->Loc,
              "'" + F.Name +
                  "' runs on the host as written when its kernels "
                  "have few iterations per launch (below LOOPGEN_HOST_BELOW, " +
                  (Persistent   ? "1024 by default for a loop that runs as one "
                                  "persistent kernel"
                   : Wavefronts ? std::to_string(F.HostBelowDefault) +
                                      (Tiles ? " by default for wavefronts "
                                               "of tiles"
                                             : " by default for wavefronts")
                                : "16384 by default") +
                  ", at run time): the " + Slow->Culprit->describe() +
                  " holds as much of the work as any loop and launches them "
                  "at least as many times as each has iterations to run; "
                  "--force-gpu always runs the kernels");
    return false;
  }
  const ForStmt &L = *Slow->Culprit;
  std::string Why;
  if (Slow->SingleThread) {
    DependenceResult R = testLoop(F, L);
    std::string NotReduction;
    if (R.IsScalar && (findReductions(L, NotReduction), !NotReduction.empty()))
      R.Reason = NotReduction;
    else if (R.IsScalar) // Its scalars reduce: an array's dependence.
      for (const auto &[A, As] : collectAccesses(*L.Body).Arrays)
        if (DependenceResult ByArray = testLoop(F, L, A);
            ByArray.K != DependenceResult::Independent) {
          R = ByArray;
          break;
        }
    if (L.isWhile())
      R.Reason = "each step runs after the last, while its condition holds";
    Why = "would run in one GPU thread, far slower than a CPU core" +
          (R.Reason.empty() ? "" : " (it is sequential: " + R.Reason + ")");
  } else {
    Why = "would launch its kernels at least as many times as each has "
          "iterations to run, so that launch latency, not the work, sets "
          "the time";
    if (CheapTiles)
      Why = "would run its wavefronts in tiles, but each cell does fewer "
            "than 5 operations, which cost the CPU about what copying the "
            "cell to the GPU and back costs";
    else if (LikeItsData)
      Why += ", and does as much work as it has data to copy to the GPU";
  }
  D.warning(L.Loc, "'" + F.Name + "' runs on the host as written: the " +
                       L.describe() +
                       " holds as much of the work as "
                       "any loop and " +
                       Why + "; --force-gpu translates it anyway");
  return true;
}

void keepOnHost(Function &F, PassContext &C) {
  if (C.Opts.ForceGPU)
    return;
  C.KeepOnHost = keepsOnHost(F, C.D);
}

} // namespace loopgen
