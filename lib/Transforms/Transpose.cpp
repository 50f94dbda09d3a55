//===- Transpose.cpp - Transposed copies for coalesced reads --------------===//

#include "loopgen/Transforms/Transpose.h"
#include "loopgen/Analysis/Coalescing.h"
#include "loopgen/Analysis/Subscripts.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/Transforms/MapToGrid.h"
#include <map>
#include <optional>
#include <set>
#include <sstream>

namespace loopgen {


namespace {

/// The last two subscripts (or extents) exchanged.
template <class T> void swapLast(std::vector<T> &Xs) {
  std::swap(Xs[Xs.size() - 1], Xs[Xs.size() - 2]);
}

/// Whether each field of A's records fills its slot: a wider one (a
/// float among bools) would be torn apart by a transposition.
bool fieldsFillSlots(const Array &A) {
  for (const ScalarType &T : A.SlotTypes)
    if (T.Bits != A.Elem.Bits)
      return false;
  return true;
}

/// Whether statements of F outside kernels access A.
bool accessedOnHost(const Function &F, const Array &A) {
  bool Found = false;
  walkInContext(*F.Body, [&](const Stmt &S, const StmtContext &C) {
    bool InKernel = S.Place == Stmt::Kernel || S.Place == Stmt::Scan;
    for (const ForStmt *L : C.Loops)
      InKernel |= L->Place == Stmt::Kernel || L->Place == Stmt::Scan;
    if (!InKernel)
      forEachOwnExpr(S, [&](const Expr &E) {
        walkExpr(E, [&](const Expr &X) {
          Found |= X.K == Expr::Access && X.Arr == &A;
        });
      });
  });
  return Found;
}

struct Use {
  ForStmt *Root;
  double AsIs = 0, Transposed = 0, Weight = 0;
  std::string Example;
};

class Transposer {
public:
  Transposer(Function &F, Diagnostics &D, bool Always)
      : F(F), D(D), Always(Always) {
    forEachStmt(*F.Body, [&](Stmt &S) {
      if (S.Place == Stmt::Kernel)
        Roots.push_back(cast<ForStmt>(&S));
    });
  }

  void run() {
    std::vector<Array *> Candidates; // Copies join F.Arrays as we go.
    std::set<const Array *> Atomic = atomicArrays(*F.Body);
    // A segmented scan's warp walks its row: the rows stay rows.
    std::set<const Array *> Scanned;
    for (const ForStmt *Root : Roots)
      walkStmts(*Root, [&](const Stmt &S) {
        if (S.K == Stmt::For && cast<ForStmt>(S).Scan)
          walkAllExprs(S, [&](const Expr &E) {
            if (E.K == Expr::Access)
              Scanned.insert(E.Arr);
          });
      });
    for (const auto &Owned : F.Arrays)
      if (Owned->isParam() && Owned->K != Array::ScalarRefParam &&
          !Atomic.count(Owned.get()) && !Scanned.count(Owned.get()) &&
          fieldsFillSlots(*Owned) && (Owned->rank() == 2 || Owned->rank() == 3))
        Candidates.push_back(Owned.get());
    for (Array *A : Candidates) {
      if (writesArray(F, *A))
        transposeWrittenIfWorth(*A);
      else
        transposeIfWorth(*A);
    }
  }

private:
  Function &F;
  Diagnostics &D;
  bool Always;
  std::vector<ForStmt *> Roots;

  /// Calls Visit on each access to A in the body of Root's band, with its
  /// subscripts (one per dimension), weight and innermost sequential loop
  /// (as forEachWeightedAccess); false when some access's subscripts are
  /// not affine.
  bool forEachAccessTo(
      ForStmt &Root, const Array &A,
      const std::function<void(const Expr &, std::vector<Polynomial> &, double,
                               const ForStmt *)> &Visit) {
    bool Analyzable = true;
    forEachWeightedAccess(*bandOf(Root).back(),
                          [&](const Expr &E, double W, const ForStmt *Seq) {
                            if (E.Arr != &A)
                              return;
                            auto Subs = subscriptPolynomials(F, E);
                            if (!Subs || Subs->size() != A.rank()) {
                              Analyzable = false;
                              return;
                            }
                            Visit(E, *Subs, W, Seq);
                          });
    return Analyzable;
  }

  void transposeIfWorth(Array &A);
  void transposeWrittenIfWorth(Array &A);
  Array *transposedCopy(Array &A);
  /// The subscripts of Root's accesses of A, all of A's rank, or none.
  std::optional<std::map<const Expr *, std::vector<Polynomial>>>
  subscriptsOf(const ForStmt &Root, const Array &A);
  /// Root's accesses of A become accesses of T, A transposed; false, and
  /// Root unchanged, where one's subscripts are not known.
  bool rewriteAccesses(ForStmt &Root, Array &A, Array &T);
  StmtPtr transposition(Array &From, Array &To);
};

/// A new device array for A transposed, declared and filled from A first
/// thing in F (once per call, so outside any host loop).
Array *Transposer::transposedCopy(Array &A) {
  Array *T =
      F.newArray(Array::LocalVector, F.freshName(A.Name + "_T"), A.Elem, A.Loc);
  for (const ExprPtr &E : A.Dims)
    T->Dims.push_back(E->clone());
  swapLast(T->Dims);
  // A record's fields keep their types in the slots' new dimension.
  T->SlotTypes = A.SlotTypes;
  if (!T->SlotTypes.empty())
    T->SlotDim = T->rank() - 2;
  auto &Body = F.Body->Body;
  Body.insert(Body.begin(), transposition(A, *T));
  auto Decl = std::make_unique<DeclStmt>(A.Loc);
  Decl->Arr = T;
  Decl->ReadsCovered = true;
  Decl->Place = Stmt::Host;
  Body.insert(Body.begin(), std::move(Decl));
  return T;
}

/// Root's accesses of A become accesses of T, A transposed, and the band's
/// loops are mapped to the grid again.
std::optional<std::map<const Expr *, std::vector<Polynomial>>>
Transposer::subscriptsOf(const ForStmt &Root, const Array &A) {
  std::map<const Expr *, std::vector<Polynomial>> All;
  bool OK = true;
  walkAllExprs(Root, [&](const Expr &E) {
    if (E.K != Expr::Access || E.Arr != &A)
      return;
    auto Subs = subscriptPolynomials(F, E, &Root);
    OK &= Subs && Subs->size() == A.rank();
    if (OK)
      All[&E] = std::move(*Subs);
  });
  if (!OK)
    return std::nullopt;
  return All;
}

bool Transposer::rewriteAccesses(ForStmt &Root, Array &A, Array &T) {
  // Every access's subscripts before the first changes (a copy's ifs are
  // found only while it is whole).
  auto All = subscriptsOf(Root, A);
  if (!All)
    return false;
  mutateExprs(Root, [&](Expr &E) -> ExprPtr {
    if (E.K != Expr::Access || E.Arr != &A)
      return nullptr;
    std::vector<Polynomial> Subs = All->at(&E);
    swapLast(Subs);
    ScalarType Ty = E.Ops[0]->Ty;
    std::vector<ExprPtr> Ops;
    for (const Polynomial &P : Subs)
      Ops.push_back(P.toExpr(Ty));
    return Expr::access(&T, std::move(Ops), E.Loc);
  });
  mapBandToGrid(F, Root, nullptr);
  return true;
}

void Transposer::transposeIfWorth(Array &A) {
  std::vector<const Expr *> Dims, TDims;
  for (const ExprPtr &E : A.Dims)
    Dims.push_back(E.get());
  TDims = Dims;
  swapLast(TDims);
  std::vector<Use> Users;
  bool Analyzable = true;
  for (ForStmt *Root : Roots) {
    const Variable *X = gridIndex(*Root, 0), *Y = gridIndex(*Root, 1);
    Use U{Root};
    Analyzable &= forEachAccessTo(
        *Root, A,
        [&](const Expr &E, std::vector<Polynomial> &Subs, double W,
            const ForStmt *Seq) {
          // Always: judged without the caches' help.
          const ForStmt *S = Always ? nullptr : Seq;
          const Variable *YR = Always ? nullptr : Y;
          U.AsIs += W * effectiveCost(Subs, Dims, A.Elem, X, S, YR);
          swapLast(Subs);
          U.Transposed += W * effectiveCost(Subs, TDims, A.Elem, X, S, YR);
          U.Weight += W;
          if (U.Example.empty())
            U.Example = ExprPrinter().print(E);
        });
    if (U.Weight > 0 && U.AsIs >= 8 * U.Weight && U.Transposed <= 2 * U.Weight)
      Users.push_back(U);
  }
  if (!Analyzable || Users.empty())
    return;
  for (Use &U : Users)
    if (!subscriptsOf(*U.Root, A))
      return;
  Array *T = transposedCopy(A);
  for (Use &U : Users) {
    rewriteAccesses(*U.Root, A, *T);
    D.remark(U.Root->Loc,
             "the kernel at " + U.Root->Label + " reads '" + A.Name +
                 "' through its transposed copy '" + T->userName() + "': '" +
                 U.Example + "' costs " +
                 std::to_string((long long)(U.AsIs / U.Weight)) +
                 " memory segments per warp as laid out, " +
                 std::to_string((long long)(U.Transposed / U.Weight)) +
                 " transposed");
  }
}

/// A written array has one layout for all its kernels: either every kernel
/// uses A, or every kernel uses a transposed copy, made on entry and
/// transposed back into A before it is copied out. Each kernel is costed as
/// it is and rewritten to the copy with its band mapped again, in memory
/// segments per warp times its warps and launches (symbolic trip counts and
/// extents count 32); the copy is chosen when the segments saved exceed
/// what the two transpositions cost: four coalesced passes over A.
void Transposer::transposeWrittenIfWorth(Array &A) {
  // Host code that touches A needs A's own layout.
  if (accessedOnHost(F, A))
    return;
  Array Trial = {Array::LocalVector, A.Name + "_T", A.Elem};
  for (const ExprPtr &E : A.Dims)
    Trial.Dims.push_back(E->clone());
  swapLast(Trial.Dims);
  std::vector<const Expr *> Dims;
  for (const ExprPtr &D : A.Dims)
    Dims.push_back(D.get());
  std::vector<ForStmt *> Users;
  bool Analyzable = true;
  double Gain = 0;
  std::string Example;
  for (ForStmt *Root : Roots) {
    bool Uses = false;
    std::vector<ForStmt *> Band = bandOf(*Root);
    const Variable *X = gridIndex(*Root, 0), *Y = gridIndex(*Root, 1);
    Analyzable &= forEachAccessTo(
        *Root, A,
        [&](const Expr &E, std::vector<Polynomial> &Subs, double W,
            const ForStmt *Seq) {
          Uses = true;
          double Cost = effectiveCost(Subs, Dims, A.Elem, X, Seq, Y);
          if (Example.empty() && Cost >= 8)
            Example = "'" + ExprPrinter().print(E) + "' costs " +
                      std::to_string((long long)Cost) +
                      " memory segments per warp in the kernel at " +
                      Root->Label;
        });
    if (!Uses || !Analyzable)
      continue;
    StmtPtr Copy = Root->clone();
    auto &Rewritten = cast<ForStmt>(*Copy);
    if (!rewriteAccesses(Rewritten, A, Trial)) {
      Analyzable = false; // Every kernel moves to the copy, or none.
      continue;
    }
    double Before = kernelCost(F, *Band.back(), X, Y);
    double After = kernelCost(F, *bandOf(Rewritten).back(),
                              gridIndex(Rewritten, 0), gridIndex(Rewritten, 1));
    // Segments per warp, times the warps of the kernel and its launches.
    double Warps = 1.0 / 32;
    for (const ForStmt *L : Band)
      Warps *= tripEstimate(*L);
    for (const ForStmt *L : enclosingLoops(F, *Root))
      Warps *= tripEstimate(*L);
    Gain += Warps * (Before - After);
    Users.push_back(Root);
  }
  // Two transpositions, each a coalesced read and write of every element.
  double CopyCost = 4.0 / 32;
  for (const ExprPtr &E : A.Dims) {
    auto P = Polynomial::from(*E);
    CopyCost *= P && P->isConstant() ? double(P->constantTerm()) : 32;
  }
  if (!Analyzable || Users.empty() || Gain <= 0)
    return;
  if (Gain <= CopyCost) {
    D.remark(A.Loc,
             "the kernels keep '" + A.Name +
                 "' in its layout: the kernels' accesses would save an "
                 "estimated " +
                 std::to_string((long long)Gain) +
                 " memory segments through a transposed copy, the "
                 "transpositions would cost " +
                 std::to_string((long long)CopyCost));
    return;
  }
  for (ForStmt *Root : Users)
    if (!subscriptsOf(*Root, A))
      return;
  Array *T = transposedCopy(A);
  for (ForStmt *Root : Users)
    rewriteAccesses(*Root, A, *T);
  D.remark(A.Loc,
           "the kernels use '" + A.Name + "' through its transposed copy '" +
               T->userName() + "', made on entry and transposed back before '" +
               A.Name +
               "' is copied out: " + (Example.empty() ? "" : Example + "; ") +
               "the kernels' accesses save an estimated " +
               std::to_string((long long)Gain) +
               " memory segments, the transpositions cost " +
               std::to_string((long long)CopyCost));
  // Before the function's return: CodeGen returns the result only from the
  // body's last statement, and a return followed by this loop was dropped,
  // leaving a non-void host function that flowed off its end.
  auto &Body = F.Body->Body;
  auto At = !Body.empty() && Body.back()->K == Stmt::Return
                ? std::prev(Body.end())
                : Body.end();
  Body.insert(At, transposition(*T, A));
}

/// for (b) for (r) for (c) To[b][c][r] = From[b][r][c], marked for the
/// tiled kernel.
StmtPtr Transposer::transposition(Array &From, Array &To) {
  ScalarType Long = ScalarType::get(ScalarType::Integer, "long", 64);
  std::vector<std::unique_ptr<ForStmt>> Loops;
  static const char *Names[] = {"batch", "row", "col"};
  unsigned Rank = From.rank();
  for (unsigned K = 0; K < Rank; ++K) {
    auto L = std::make_unique<ForStmt>(From.Loc);
    L->Index =
        F.newVar(Variable::LoopIndex, F.freshName(Names[3 - Rank + K]), Long);
    L->Begin = Expr::intLit(0, Long);
    L->End = From.Dims[K]->clone();
    L->IsParallel = true;
    L->GridDim = Rank - 1 - K;
    L->Label = "transposition of " + From.Name;
    L->Body = std::make_unique<BlockStmt>();
    Loops.push_back(std::move(L));
  }
  std::vector<ExprPtr> Src, Dst;
  for (auto &L : Loops)
    Src.push_back(Expr::var(L->Index));
  for (auto &L : Loops)
    Dst.push_back(Expr::var(L->Index));
  swapLast(Dst);
  Loops.back()->Body->Body.push_back(
      std::make_unique<AssignStmt>(Expr::access(&To, std::move(Dst)), "",
                                   Expr::access(&From, std::move(Src))));
  for (int K = Rank - 1; K > 0; --K)
    Loops[K - 1]->Body->Body.push_back(std::move(Loops[K]));
  Loops[0]->Kernel = std::make_unique<KernelPlan>();
  Loops[0]->Kernel->Kind = KernelKind::Transpose;
  Loops[0]->Kernel->Depth = Rank;
  Loops[0]->Place = Stmt::Kernel;
  return std::move(Loops[0]);
}

} // namespace

static void insertTransposes(Function &F, Diagnostics &D, bool Always) {
  Transposer(F, D, Always).run();
}

static void explainUncoalesced(Function &F, Diagnostics &D) {
  walkStmts(*F.Body, [&](const Stmt &S) {
    if (S.Place != Stmt::Kernel ||
        cast<ForStmt>(S).isKernel(KernelKind::Transpose))
      return;
    auto &Root = cast<ForStmt>(S);
    std::vector<const ForStmt *> Band = kernelBand(Root);
    const Variable *X = gridIndex(Root, 0), *Y = gridIndex(Root, 1);
    std::set<std::string> Said;
    // A segmented scan's warp walks its row itself (ParallelScans.h).
    std::set<const Expr *> InScan;
    walkStmts(Root, [&](const Stmt &L) {
      if (L.K == Stmt::For && cast<ForStmt>(L).Scan)
        walkAllExprs(L, [&](const Expr &E) { InScan.insert(&E); });
    });
    forEachWeightedAccess(*Band.back(), [&](const Expr &E, double,
                                            const ForStmt *Seq) {
      auto Subs = subscriptPolynomials(F, E);
      std::vector<const Expr *> Dims;
      for (const ExprPtr &Dim : E.Arr->Dims)
        Dims.push_back(Dim.get());
      if (!Subs || E.Ops.empty() || warpCost(*Subs, Dims, X) < 8 ||
          InScan.count(&E))
        return;
      std::string Text = ExprPrinter().print(E);
      if (!Said.insert(Text).second)
        return;
      double Cost = effectiveCost(*Subs, Dims, E.Arr->Elem, X, Seq, Y);
      std::string Why =
          Cost < 8
              ? "the caches absorb it: " +
                    std::string(Seq && warpCost(*Subs, Dims, Seq->Index) == 1
                                    ? "each thread walks it with unit "
                                      "stride in its own loop"
                                    : "the block's rows share its "
                                      "sectors")
          : !fieldsFillSlots(*E.Arr)
              ? "its records' fields are of different sizes, which a "
                "transposition of its slots would tear apart"
          : writesArray(F, *E.Arr) && accessedOnHost(F, *E.Arr)
              ? "the array is written, and host code uses it in its layout"
          : writesArray(F, *E.Arr)
              ? "transposing the written array (on entry and back) is not "
                "expected to pay for itself here"
          : !E.Arr->isParam()
              ? "no order of its dimensions suits all the kernels using it"
              : "a transposed copy is not expected to pay for itself here";
      D.remark(E.Loc,
               "'" + Text + "' stays uncoalesced in the kernel at " +
                   Root.Label + " (" +
                   std::to_string(warpCost(*Subs, Dims, X)) +
                   " memory segments per warp): " + Why);
    });
  });
}

void transpose(Function &F, PassContext &C) {
  if (C.Opts.Transpose != PassOptions::TransposeNever)
    insertTransposes(F, C.D, C.Opts.Transpose == PassOptions::TransposeAlways);
  if (C.D.remarksEnabled())
    explainUncoalesced(F, C.D);
}

} // namespace loopgen
