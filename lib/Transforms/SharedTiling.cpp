//===- SharedTiling.cpp - Shared-memory tiling of band kernels ------------===//

#include "loopgen/Transforms/SharedTiling.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/Transforms/MapToGrid.h"
#include <algorithm>
#include <functional>
#include <map>

namespace loopgen {

namespace {

/// Shared memory a tile plan may use, as a launch without opt-in allows.
constexpr unsigned SharedBytes = 48 * 1024;

class Tiler {
public:
  Tiler(Function &F, Diagnostics &D, bool Enabled)
      : F(F), D(D), Enabled(Enabled) {}

  void run() {
    forEachKernelSlot(*F.Body, [&](StmtPtr &S) {
      if (S->K == Stmt::For)
        consider(cast<ForStmt>(*S));
    });
  }

private:
  Function &F;
  Diagnostics &D;
  bool Enabled;

  void consider(ForStmt &Root);
  /// A stencil kernel's rows streamed through each thread, where it reads
  /// the same array at several rows; whether it did.
  bool streamRows(ForStmt &Root);
  /// Why the band of Root cannot be tiled, or empty; fills Plan's reads,
  /// and Global with the reads of read-only arrays that stay in global
  /// memory (for the remark).
  std::string refusal(ForStmt &Root, TilePlan &Plan,
                      std::vector<std::string> &Global);
};

/// The loop's tile request: the first band loop's clause that says.
const LoopAnnotation *request(const std::vector<ForStmt *> &Band) {
  for (const ForStmt *L : Band)
    if (L->Annot.Tile != LoopAnnotation::TileAuto)
      return &L->Annot;
  return nullptr;
}

/// Whether E is affine in Vars with constant coefficients and otherwise
/// mentions none of Changing.
bool affineIn(const Expr &E, const std::vector<const Variable *> &Vars,
              const std::set<const Variable *> &Changing) {
  std::set<const Variable *> Others = Changing;
  for (const Variable *V : Vars)
    Others.erase(V);
  if (mentions(E, Others))
    return false;
  auto P = Polynomial::from(E);
  if (!P)
    return false;
  for (const Variable *V : Vars) {
    auto C = P->coefficientOf(V);
    if (!C || !C->isConstant())
      return false;
  }
  return true;
}

std::string Tiler::refusal(ForStmt &Root, TilePlan &Plan,
                           std::vector<std::string> &Global) {
  std::vector<ForStmt *> Band = bandOf(Root);
  const ForStmt *X = nullptr, *Y = nullptr;
  for (const ForStmt *L : Band) {
    if (L->GridDim == 0)
      X = L;
    else if (L->GridDim == 1)
      Y = L;
    else
      return "the band has loops beside the grid's two dimensions";
  }
  if (!X || !Y || Band.size() != 2)
    return "it is not a 2-D band";
  if (X->Step != 1 || Y->Step != 1)
    return "a band loop has a step other than 1";
  if (Root.Scan || Root.isKernel(KernelKind::Transpose))
    return "it is a scan or a transposition";
  for (const ForStmt *L : Band)
    if (!L->Reductions.empty() || !L->AtomicArrays.empty())
      return "the band has reductions or histograms";
  if (!gridRange(*X, Band) || !gridRange(*Y, Band))
    return "the band's bounds have no least and greatest value";
  const ForStmt *Loop = tiledLoop(Root);
  if (!Loop) {
    unsigned Loops = 0;
    for (const StmtPtr &S : Band.back()->Body->Body)
      Loops += S->K == Stmt::For;
    return Loops ? "each thread runs several sequential loops one after "
                   "the other"
                 : "each thread's sequential loop runs under an if";
  }
  bool Nested = false;
  for (const StmtPtr &S : Band.back()->Body->Body)
    walkStmts(*S,
              [&](const Stmt &N) { Nested |= N.K == Stmt::For && &N != Loop; });
  if (Nested)
    return "the loop over '" + Loop->Index->userName() +
           "' or the statements around it hold other loops";
  // Each output's scalars become registers; its arrays would not.
  for (const StmtPtr &S : Band.back()->Body->Body)
    if (S.get() != Loop && S->K == Stmt::Decl &&
        cast<DeclStmt>(*S).Arr)
      return "each thread declares the array '" +
             cast<DeclStmt>(*S).Arr->userName() + "'";
  if (Loop->Step != 1 || Loop->Scan || Loop->GridDim >= 0)
    return "the loop over '" + Loop->Index->userName() +
           "' has a step other than 1";
  const Variable *I = Y->Index, *J = X->Index, *K = Loop->Index;
  std::set<const Variable *> Changing = changingScalars(Root);
  if (!affineIn(*Loop->Begin, {I, J}, Changing) ||
      !affineIn(*Loop->End, {I, J}, Changing))
    return "the bounds of the loop over '" + K->userName() +
           "' are not affine in the band's indices";
  std::set<const Array *> Written = writtenArrays(Root);
  ExprPrinter P;
  bool OtherMemory = false, Divides = false;
  walkAllExprs(*Loop->Body, [&](const Expr &E) {
    if (E.K == Expr::Binary && (E.Text == "/" || E.Text == "%") &&
        E.Ty.isIntegral())
      Divides = true;
    if (E.K != Expr::Access)
      return;
    bool Shared = false;
    // A subscript of the thread's indices and of what the block shares;
    // one subscript of a flattened array too.
    // Tiles hold elements of one type: not a record's fields of several.
    if (!Written.count(E.Arr) && !E.Ops.empty() && E.Arr->SlotTypes.empty() &&
        (E.Ops.size() == E.Arr->rank() || E.Ops.size() == 1)) {
      bool Uniform = true, OnK = false, OnI = false, OnJ = false;
      std::set<const Variable *> Others = Changing;
      for (const Variable *V : {I, J, K})
        Others.erase(V);
      for (const ExprPtr &S : E.Ops) {
        Uniform &= !mentions(*S, Others);
        OnK |= mentions(*S, {K});
        OnI |= mentions(*S, {I});
        OnJ |= mentions(*S, {J});
      }
      if (Uniform && OnK && !(OnI && OnJ)) {
        Shared = true;
        bool Known = false;
        for (const TilePlan::Read &R : Plan.Reads)
          Known |= R.Access->sameAs(E);
        if (!Known)
          Plan.Reads.push_back({E.clone(), OnI ? 1 : OnJ ? 0 : -1});
      }
    }
    if (!Shared && !Written.count(E.Arr)) {
      std::string Text = P.print(E);
      if (std::find(Global.begin(), Global.end(), Text) == Global.end())
        Global.push_back(Text);
    }
    OtherMemory |= !Shared;
  });
  bool Reused = false;
  for (const TilePlan::Read &R : Plan.Reads)
    Reused |= R.Dim >= 0;
  if (!Reused)
    return "no read in the loop over '" + K->userName() +
           "' is shared by the threads of a block (each moves with both "
           "band indices, or with neither, or its array is written)";
  Plan.GuardsIterations =
      OtherMemory || Divides || mentions(*Loop->Begin, {I, J}) ||
      mentions(*Loop->End, {I, J}) || !writtenArrays(*Loop->Body).empty();
  return "";
}

void Tiler::consider(ForStmt &Root) {
  std::vector<ForStmt *> Band = bandOf(Root);
  const LoopAnnotation *Asked = request(Band);
  bool Forced = Asked && Asked->Tile == LoopAnnotation::TileForce;
  if (Asked && Asked->Tile == LoopAnnotation::TileNever) {
    D.remark(Root.Loc,
             "kernel at " + Root.Label + " not tiled: notile asks so");
    return;
  }
  bool InnerLoop = false;
  walkStmts(*Band.back()->Body,
            [&](const Stmt &S) { InnerLoop |= S.K == Stmt::For; });
  if (!InnerLoop) {
    if (Enabled && !streamRows(Root) && Forced)
      D.warning(Asked->Loc.isValid() ? Asked->Loc : Root.Loc,
                "tile is ignored: the kernel has no sequential loop and reads "
                "no array at several rows");
    return;
  }
  if (!Enabled) {
    if (InnerLoop)
      D.remark(Root.Loc,
               "kernel at " + Root.Label + " not tiled: --no-tiling");
    return;
  }
  auto Plan = std::make_unique<TilePlan>();
  std::vector<std::string> Global;
  std::string Why = refusal(Root, *Plan, Global);
  if (!Why.empty()) {
    if (Forced)
      D.warning(Asked->Loc.isValid() ? Asked->Loc : Root.Loc,
                "tile is ignored: " + Why);
    else if (InnerLoop)
      D.remark(Root.Loc,
               "kernel at " + Root.Label +
                   " not tiled in shared memory: " + Why);
    return;
  }
  // Register blocks: 8 x 8 four-byte outputs fill about 64 registers, as
  // 4 x 4 eight-byte ones do; smaller ones for grids that would leave
  // multiprocessors idle.
  unsigned Bytes = 4;
  for (const TilePlan::Read &R : Plan->Reads)
    Bytes = std::max(Bytes, R.Access->Arr->Elem.Bits / 8);
  std::vector<TilePlan::Shape> Shapes =
      Bytes <= 4
          ? std::vector<TilePlan::Shape>{{8, 8, 8}, {4, 4, 16}, {2, 2, 16}}
          : std::vector<TilePlan::Shape>{{4, 4, 8}, {2, 2, 16}};
  // unroll(y, x) on the band chooses the register block when it asks for
  // more outputs per thread than the first block: a smaller one leaves the
  // operands in shared memory read by more threads for the same outputs,
  // which the model predicts slower (and the host already falls back to
  // the smaller blocks where the grid would not fill the GPU).
  for (const ForStmt *L : Band) {
    const std::vector<unsigned> &U = L->Annot.Unroll;
    if (U.empty())
      continue;
    unsigned Y = L->GridDim == 1 ? U[0] : 1;
    unsigned X = L->GridDim == 0 ? U[0] : U.size() > 1 ? U[1] : 1;
    auto PowerOfTwo = [](unsigned V) { return V && V <= 8 && !(V & (V - 1)); };
    if (!PowerOfTwo(Y) || !PowerOfTwo(X)) {
      D.warning(L->Annot.Loc.isValid() ? L->Annot.Loc : L->Loc,
                "unroll of a tiled kernel takes factors 1, 2, 4 or 8; the "
                "register block is chosen instead");
      break;
    }
    if (Y * X < Shapes.front().Y * Shapes.front().X) {
      D.warning(L->Annot.Loc.isValid() ? L->Annot.Loc : L->Loc,
                "unroll(" + std::to_string(U[0]) +
                    (U.size() > 1 ? ", " + std::to_string(U[1]) : "") +
                    ") is not used by the tiled kernel: " + std::to_string(Y) +
                    "x" + std::to_string(X) +
                    " outputs per thread would be slower than the " +
                    std::to_string(Shapes.front().Y) + "x" +
                    std::to_string(Shapes.front().X) +
                    " it computes where the grid fills the GPU (smaller "
                    "blocks where it does not)");
      break;
    }
    // First, before the smaller blocks, for grids too small for it.
    TilePlan::Shape Requested{Y, X, Y * X * Bytes >= 256 ? 8u : 16u};
    std::vector<TilePlan::Shape> Smaller;
    for (const TilePlan::Shape &S : Shapes)
      if (S.Y * S.X < Y * X)
        Smaller.push_back(S);
    Shapes = {Requested};
    Shapes.insert(Shapes.end(), Smaller.begin(), Smaller.end());
  }
  if (Asked && Asked->TileDepth)
    for (TilePlan::Shape &S : Shapes)
      S.Depth = Asked->TileDepth;
  // Keep the shapes whose tiles fit in shared memory.
  std::vector<TilePlan::Shape> Fitting;
  for (const TilePlan::Shape &S : Shapes) {
    unsigned Total = 0;
    for (const TilePlan::Read &R : Plan->Reads) {
      unsigned Rows = R.Dim == 1 ? 16 * S.Y + 4 : R.Dim == 0 ? 16 * S.X + 4 : 1;
      Total += S.Depth * Rows * (R.Access->Arr->Elem.Bits / 8);
    }
    if (Total <= SharedBytes)
      Fitting.push_back(S);
  }
  if (Fitting.empty()) {
    D.remark(Root.Loc,
             "kernel at " + Root.Label +
                 " not tiled in shared memory: its tiles would not fit in "
                 "48 KB");
    return;
  }
  Plan->Shapes = Fitting;
  Plan->Forced = Forced;
  ExprPrinter P;
  std::string Reads, Blocks;
  for (const TilePlan::Read &R : Plan->Reads)
    Reads += (Reads.empty() ? "" : ", ") + P.print(*R.Access);
  for (const TilePlan::Shape &S : Plan->Shapes)
    Blocks += (Blocks.empty() ? "" : ", ") + std::to_string(16 * S.Y) + "x" +
              std::to_string(16 * S.X);
  std::string Stay;
  for (const std::string &G : Global)
    Stay += (Stay.empty() ? "" : ", ") + G;
  if (!Stay.empty())
    Stay = "; " + Stay + (Global.size() == 1 ? " stays" : " stay") +
           " in global memory (each moves with both band indices or reads "
           "a scalar the thread computes)";
  D.remark(Root.Loc,
           "kernel at " + Root.Label + " tiled in shared memory: " + Reads +
               " read from tiles of " + std::to_string(Plan->Shapes[0].Depth) +
               " iterations of '" + tiledLoop(Root)->Index->userName() +
               "'; outputs per block " + Blocks +
               (Forced ? ", tiled whatever the grid (tile)"
                       : ", the first whose grid fills the GPU, else the "
                         "kernel as written") +
               Stay);
  Root.Kernel->Kind = KernelKind::Tiled;
  Root.Kernel->Tiling = std::move(Plan);
}

bool Tiler::streamRows(ForStmt &Root) {
  std::vector<ForStmt *> Band = bandOf(Root);
  ForStmt *Y = nullptr;
  unsigned Mapped = 0;
  for (ForStmt *L : Band) {
    Mapped += L->GridDim >= 0;
    if (L->GridDim == 1)
      Y = L;
    if (!L->Reductions.empty() || !L->AtomicArrays.empty() ||
        !L->Copies.empty())
      return false;
  }
  if (!Y || Mapped != 2 || Band.size() != 2 || Y->Step != 1 || Root.Scan ||
      Root.isKernel(KernelKind::Transpose))
    return false;
  // An array not written here read at three rows or more (A[i - 1][j],
  // A[i][j], A[i + 1][j]): each row a thread loads serves the next rows
  // too. (Two rows save too little: fdtd-2d's kernels, measured, do not
  // gain.) A read's row is its distance from the array's first read in
  // the subscripts that move with the row: a constant, or a row's length
  // in a flattened array; a constant in the last subscript is along the
  // row.
  std::set<const Array *> Written = writtenArrays(Root);
  std::set<const Variable *> Changing = changingScalars(Root);
  std::map<const Array *, const Expr *> First;
  std::map<const Array *, std::set<std::string>> Rows;
  walkAllExprs(*Band.back()->Body, [&](const Expr &E) {
    if (E.K != Expr::Access || Written.count(E.Arr) || E.Ops.empty())
      return;
    const Expr &R = *First.emplace(E.Arr, &E).first->second;
    if (R.Ops.size() != E.Ops.size())
      return;
    std::string Row;
    for (size_t S = 0; S < E.Ops.size(); ++S) {
      auto P1 = Polynomial::from(*E.Ops[S]), P0 = Polynomial::from(*R.Ops[S]);
      if (!P1 || !P0)
        return;
      Polynomial Distance = *P1 - *P0;
      for (const Variable *V : Distance.variables())
        if (Changing.count(V))
          return;
      bool AlongRow = S + 1 == E.Ops.size() && Distance.isConstant();
      if (!AlongRow && P1->dependsOn(Y->Index))
        Row += Distance.str() + ";";
    }
    Rows[E.Arr].insert(Row);
  });
  const Array *Reused = nullptr;
  for (auto &[A, Distinct] : Rows)
    if (Distinct.size() >= 3)
      Reused = A;
  if (!Reused)
    return false;
  Root.Kernel->Kind = KernelKind::RowsStreamed;
  Root.Kernel->StreamedLoop = Y == Band[0] ? 0 : 1;
  D.remark(Root.Loc,
           "kernel at " + Root.Label + " streams rows of '" +
               Y->Index->userName() +
               "': each thread runs 8 consecutive ones where the grid has "
               "twice the outputs the GPU holds threads for, reading the rows "
               "of '" +
               Reused->userName() + "' it read before from registers");
  return true;
}

} // namespace

void tileSharedMemory(Function &F, PassContext &C) {
  Tiler(F, C.D, C.Opts.Tiling).run();
}

} // namespace loopgen
