//===- TileWaves.cpp - Wavefronts run as wavefronts of tiles --------------===//

#include "loopgen/Transforms/TileWaves.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/Transforms/MapToGrid.h"
#include <cstdio>
#include <cstdlib>

namespace loopgen {

namespace {

struct TileShape {
  int64_t Threads = 64, Waves = 32;
};

/// The tile: LOOPGEN_WAVE_TILE=<Bx>x<Bw> (Bx a multiple of 32 up to 1024),
/// else 64 x 32 (bench/wavefront/tiles.sh).
TileShape tileShape() {
  TileShape S;
  if (const char *Env = std::getenv("LOOPGEN_WAVE_TILE")) {
    long long X = 0, W = 0;
    if (std::sscanf(Env, "%lldx%lld", &X, &W) == 2 && X >= 32 && X <= 1024 &&
        X % 32 == 0 && W >= 1 && W <= 4096)
      S = {X, W};
  }
  return S;
}

} // namespace

const ForStmt *sweptKernel(const ForStmt &Wave, std::string *WhyNot) {
  auto Refuse = [&](const char *Why) -> const ForStmt * {
    if (WhyNot)
      *WhyNot = Why;
    return nullptr;
  };
  if (!Wave.TilableWaves)
    return Refuse("isl does not prove them tilable");
  if (Wave.Place != Stmt::HostControl)
    return Refuse("they run in the threads of a kernel around them");
  if (Wave.Persistent || Wave.Body->Body.size() != 1 ||
      Wave.Body->Body[0]->K != Stmt::For)
    return Refuse("its wavefronts launch more than one 1-D kernel");
  auto &K = static_cast<const ForStmt &>(*Wave.Body->Body[0]);
  if (K.Place != Stmt::Kernel || K.GridDim != 0 ||
      bandOf(const_cast<ForStmt &>(K)).size() != 1 ||
      (K.Step != 1 && K.Step != -1))
    return Refuse("its wavefronts launch more than one 1-D kernel");
  if (K.Copies.size() > 1 || K.Tiling || K.StreamsRows || K.TwoWay ||
      K.InTwoWay || K.IsTranspose || !K.AtomicArrays.empty())
    return Refuse("its kernel runs in another form (unrolled, tiled, "
                  "transposed or with histograms)");
  bool Loops = false;
  walkStmts(*K.Body, [&](const Stmt &S) { Loops |= S.K == Stmt::For; });
  if (Loops)
    return Refuse("each iteration runs a loop (a warp runs each instead)");
  return &K;
}

namespace {

class Tiler {
public:
  Tiler(Function &F, TileShape Shape)
      : F(F), Bx(Shape.Threads), Bw(Shape.Waves) {}

  /// Rewrites Wave, the loop over wavefronts w in [Least, End) launching K
  /// over x, into the loop over wavefronts of tiles launching K over the
  /// tiles' x, whose threads each sweep their tile's wavefronts; the
  /// declarations of the counts of tiles, which go before it, to Before.
  void tile(ForStmt &Wave, ForStmt &K, std::vector<StmtPtr> &Before);

private:
  Function &F;
  int64_t Bx, Bw;
  ScalarType Long = ScalarType::get(ScalarType::Integer, "long long", 64);
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);

  ExprPtr lit(int64_t V) { return Expr::intLit(V, Long); }
  /// E, in 64 bits, as a simpler polynomial where every variable in it is
  /// signed (unsigned arithmetic would wrap where E, cast, does not).
  ExprPtr simplified(ExprPtr E) {
    std::optional<Polynomial> P = Polynomial::from(*E);
    if (!P)
      return E;
    for (const Variable *V : P->variables())
      if (V->Ty.Spelling.rfind("unsigned", 0) == 0)
        return E;
    return Expr::cast(Long, P->toExpr(Long));
  }
  /// E in 64 bits, from a value of its own type first: `-1 * m - n` of
  /// type int over unsigned m and n is computed modulo 2^32, negative only
  /// once read as an int.
  ExprPtr wide(const Expr &E) {
    return simplified(Expr::cast(Long, Expr::cast(E.Ty, E.clone())));
  }
  ExprPtr bin(const char *Op, ExprPtr A, ExprPtr B) {
    return Expr::binary(Op, std::move(A), std::move(B), Long);
  }
  /// min (Cmp "<") or max (">") of A and B.
  ExprPtr pick(const char *Cmp, ExprPtr A, ExprPtr B) {
    ExprPtr C = Expr::binary(Cmp, A->clone(), B->clone(), Bool);
    return Expr::select(std::move(C), std::move(A), std::move(B), Long);
  }
  /// A host scalar Name = (max(E, 0) + D - 1) / D, declared in Before.
  Variable *tiles(const std::string &Name, ExprPtr E, int64_t D,
                  std::vector<StmtPtr> &Before, SourceLocation Loc) {
    Variable *V = F.newVar(Variable::Local, F.freshName(Name), Long, Loc);
    auto Decl = std::make_unique<DeclStmt>(Loc);
    Decl->Var = V;
    Decl->Init =
        bin("/", bin("+", pick(">", std::move(E), lit(0)), lit(D - 1)), lit(D));
    Decl->Place = Stmt::Host;
    Before.push_back(std::move(Decl));
    return V;
  }
};

void Tiler::tile(ForStmt &Wave, ForStmt &K, std::vector<StmtPtr> &Before) {
  Variable *W = Wave.Index;
  ExprPtr Least = wide(*Wave.Begin), End = wide(*Wave.End);
  ExprPtr X0 = wide(*K.Begin), XEnd = wide(*K.End);
  // x's trips from its bounds each in 64 bits: in an unsigned type, an
  // empty range's difference would wrap.
  ExprPtr XTrips = K.Step > 0 ? bin("-", XEnd->clone(), X0->clone())
                              : bin("-", X0->clone(), XEnd->clone());
  Variable *NX = tiles("tiles_" + K.Index->Name, simplified(std::move(XTrips)),
                       Bx, Before, Wave.Loc);
  Variable *NW = tiles("tiles_" + W->Name,
                       simplified(bin("-", End->clone(), Least->clone())), Bw,
                       Before, Wave.Loc);
  // The loop over wavefronts of tiles.
  Variable *T =
      F.newVar(Variable::LoopIndex, F.freshName("tile_wave"), Long, Wave.Loc);
  Wave.Index = T;
  Wave.Begin = lit(0);
  Wave.End = bin("-", bin("+", Expr::var(NX), Expr::var(NW)), lit(1));
  Wave.TilableWaves = false;
  // Its tiles along x: from max(0, T + 1 - NW) to min(T + 1, NX).
  ExprPtr First = pick(
      ">", bin("-", bin("+", Expr::var(T), lit(1)), Expr::var(NW)), lit(0));
  ExprPtr Past = pick("<", bin("+", Expr::var(T), lit(1)), Expr::var(NX));
  const char *Along = K.Step > 0 ? "+" : "-";
  ScalarType XTy = K.Index->Ty;
  K.Begin = Expr::cast(
      XTy, bin(Along, X0->clone(), bin("*", lit(Bx), std::move(First))));
  ExprPtr Limit = bin(Along, X0->clone(), bin("*", lit(Bx), std::move(Past)));
  K.End = Expr::cast(
      XTy, pick(K.Step > 0 ? "<" : ">", std::move(Limit), XEnd->clone()));
  K.SweepThreads = unsigned(Bx);
  // Each thread's sweep over its tile's wavefronts:
  // w = Least + (T - X) * Bw + s, X = (x - x0) * step / Bx.
  auto Sweep = std::make_unique<ForStmt>(K.Loc);
  ScalarType Int = ScalarType::get(ScalarType::Integer, "int", 32);
  Sweep->Index =
      F.newVar(Variable::LoopIndex, F.freshName("sweep"), Int, K.Loc);
  Sweep->Begin = Expr::intLit(0, Int);
  Sweep->End = Expr::intLit(Bw, Int);
  Sweep->Label = K.Label;
  Sweep->Body = std::make_unique<BlockStmt>(K.Loc);
  ExprPtr Offset = K.Step > 0
                       ? bin("-", wide(*Expr::var(K.Index)), X0->clone())
                       : bin("-", X0->clone(), wide(*Expr::var(K.Index)));
  ExprPtr X = bin("/", std::move(Offset), lit(Bx));
  ExprPtr Value =
      bin("+",
          bin("+", Least->clone(),
              bin("*", bin("-", Expr::var(T), std::move(X)), lit(Bw))),
          Expr::cast(Long, Expr::var(Sweep->Index)));
  Variable *Local =
      F.newVar(Variable::Local, F.freshName(W->Name), W->Ty, Wave.Loc);
  auto Decl = std::make_unique<DeclStmt>(K.Loc);
  Decl->Var = Local;
  Decl->Init = Expr::cast(W->Ty, std::move(Value));
  Sweep->Body->Body.push_back(std::move(Decl));
  // Past the last wavefront, the last tiles hold nothing.
  auto InRange = std::make_unique<IfStmt>(K.Loc);
  InRange->Cond =
      Expr::binary("<", Expr::cast(Long, Expr::var(Local)), End->clone(), Bool);
  InRange->Then = std::move(K.Body);
  mutateExprs(*InRange->Then, [&](Expr &E) -> ExprPtr {
    return E.K == Expr::VarRef && E.Var == W ? Expr::var(Local) : nullptr;
  });
  Sweep->Body->Body.push_back(std::move(InRange));
  K.Body = std::make_unique<BlockStmt>(K.Loc);
  K.Body->Body.push_back(std::move(Sweep));
}

/// Tiles the tilable wavefronts in B and in the blocks nested in it.
void tileIn(Function &F, Diagnostics &D, BlockStmt &B, TileShape Shape) {
  for (size_t I = 0; I < B.Body.size(); ++I) {
    Stmt &S = *B.Body[I];
    if (S.K == Stmt::Block)
      tileIn(F, D, static_cast<BlockStmt &>(S), Shape);
    if (S.K == Stmt::If) {
      tileIn(F, D, *static_cast<IfStmt &>(S).Then, Shape);
      if (auto &Else = static_cast<IfStmt &>(S).Else)
        tileIn(F, D, *Else, Shape);
    }
    if (S.K != Stmt::For)
      continue;
    auto &Wave = static_cast<ForStmt &>(S);
    if (!Wave.TilableWaves) {
      tileIn(F, D, *Wave.Body, Shape);
      continue;
    }
    std::string WhyNot, Name = Wave.Index->Name;
    auto *K = const_cast<ForStmt *>(sweptKernel(Wave, &WhyNot));
    if (!K) {
      D.remark(Wave.Loc, "loopgen",
               "wavefronts " + Name + " do not run in tiles: " + WhyNot);
      continue;
    }
    std::string X = K->Index->Name;
    std::vector<StmtPtr> Before;
    Tiler(F, Shape).tile(Wave, *K, Before);
    D.remark(Wave.Loc, "loopgen",
             "wavefronts " + Name + " run in tiles of " +
                 std::to_string(Shape.Threads) + " iterations of '" + X +
                 "' by " + std::to_string(Shape.Waves) +
                 " wavefronts, a block per tile sweeping its wavefronts with "
                 "a barrier after each, one launch per wavefront of tiles (" +
                 Wave.Index->Name + ")");
    I += Before.size();
    B.Body.insert(B.Body.begin() + (I - Before.size()),
                  std::make_move_iterator(Before.begin()),
                  std::make_move_iterator(Before.end()));
  }
}

} // namespace

void tileWavefronts(Function &F, Diagnostics &D) {
  tileIn(F, D, *F.Body, tileShape());
}

} // namespace loopgen
