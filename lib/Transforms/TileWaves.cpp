//===- TileWaves.cpp - Wavefronts run as wavefronts of tiles --------------===//

#include "loopgen/Transforms/TileWaves.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/Transforms/MapToGrid.h"
#include "loopgen/Transforms/Wavefront.h"
#include <cstdio>
#include <cstdlib>

namespace loopgen {

namespace {

struct TileShape {
  int64_t Threads = 64, Waves = 32;
  /// Of three loops: threads along grid x and y.
  int64_t X = 8, Y = 32, Waves3 = 32;
};

/// The tiles: LOOPGEN_WAVE_TILE=<Bx>x<Bw> (Bx a multiple of 32 up to 1024),
/// else 64 x 32 (bench/wavefront/tiles.sh); of three loops,
/// LOOPGEN_WAVE_TILE3=<Bx>x<By>x<Bw> (Bx * By a multiple of 32 up to 1024),
/// else 8 x 32 x 32. A value that is not such a shape is an error.
TileShape tileShape(Diagnostics &D) {
  TileShape S;
  auto Read = [&](const char *Name, int Count, const char *Form) {
    const char *Env = std::getenv(Name);
    long long V[3] = {0, 0, 0};
    int Used = 0;
    if (!Env || !*Env) // Empty: the default.
      return false;
    bool Parsed =
        Count == 2 ? std::sscanf(Env, "%lldx%lld%n", &V[0], &V[1], &Used) == 2
                   : std::sscanf(Env, "%lldx%lldx%lld%n", &V[0], &V[1], &V[2],
                                 &Used) == 3;
    long long Threads = Count == 2 ? V[0] : V[0] * V[1];
    long long Waves = V[Count - 1];
    if (Parsed && Env[Used] == '\0' && V[0] >= 1 && V[1] >= 1 &&
        Threads <= 1024 && Threads % 32 == 0 && Waves >= 1 && Waves <= 4096) {
      if (Count == 2)
        S.Threads = V[0], S.Waves = V[1];
      else
        S.X = V[0], S.Y = V[1], S.Waves3 = V[2];
      return true;
    }
    D.error(SourceLocation(), std::string(Name) + "='" + Env + "' is not " +
                                  Form + " (" +
                                  (Count == 2 ? "threads" : "x * y") +
                                  " a multiple of 32 up to 1024, 1 to "
                                  "4096 wavefronts)");
    return false;
  };
  Read("LOOPGEN_WAVE_TILE", 2, "<threads>x<wavefronts>");
  Read("LOOPGEN_WAVE_TILE3", 3, "<x>x<y>x<wavefronts>");
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
    return Refuse("its wavefronts launch more than one kernel");
  auto &K = cast<ForStmt>(*Wave.Body->Body[0]);
  // One loop of the band per loop left around the wavefronts' innermost:
  // one of two, two of three.
  if (K.Place != Stmt::Kernel)
    return Refuse("its wavefronts launch more than one kernel");
  std::vector<ForStmt *> Band = kernelBand(K);
  if (Band.size() > 2)
    return Refuse("its wavefronts launch more than one kernel");
  int Dims = 0;
  for (const ForStmt *L : Band) {
    if (L->GridDim < 0 || L->GridDim >= int(Band.size()) ||
        (L->Step != 1 && L->Step != -1))
      return Refuse("its kernel's loops do not each run on a grid index");
    Dims |= 1 << L->GridDim;
    if (L->Copies.size() > 1 || !L->AtomicArrays.empty())
      return Refuse("its kernel runs in another form (unrolled, tiled, "
                    "transposed or with histograms)");
  }
  if (Dims + 1 != 1 << Band.size())
    return Refuse("its kernel's loops do not each run on a grid index");
  if (!K.isKernel(KernelKind::Plain))
    return Refuse("its kernel runs in another form (unrolled, tiled, "
                  "transposed or with histograms)");
  bool Loops = false;
  walkStmts(*Band.back()->Body,
            [&](const Stmt &S) { Loops |= S.K == Stmt::For; });
  if (Loops)
    return Refuse("each iteration runs a loop (a warp runs each instead)");
  return &K;
}

namespace {

class Tiler {
public:
  Tiler(Function &F, TileShape Shape)
      : F(F), Shape(Shape), Bx(Shape.Threads), Bw(Shape.Waves) {}

  /// Rewrites Wave, the loop over wavefronts w in [Least, End) launching K
  /// over x, into the loop over wavefronts of tiles launching K over the
  /// tiles' x, whose threads each sweep their tile's wavefronts; the
  /// declarations of the counts of tiles, which go before it, to Before.
  void tile(ForStmt &Wave, ForStmt &K, std::vector<StmtPtr> &Before);
  /// The same for a nest of three loops: Wave launches the band (K0, K1)
  /// over (x0, x1); its tiles are boxes of (x0, y, w), y = x1 + s * x0 (s
  /// the wave's WaveTileSkew, each index in its loop's direction). False,
  /// with nothing changed, when y's range is not affine.
  bool tile(ForStmt &Wave, ForStmt &K0, ForStmt &K1,
            std::vector<StmtPtr> &Before);

private:
  Function &F;
  TileShape Shape;
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
  /// C * E, written as E where C is 1.
  ExprPtr times(int64_t C, ExprPtr E) {
    return C == 1 ? std::move(E) : bin("*", lit(C), std::move(E));
  }
  /// min (Cmp "<") or max (">") of A and B.
  ExprPtr pick(const char *Cmp, ExprPtr A, ExprPtr B) {
    ExprPtr C = Expr::binary(Cmp, A->clone(), B->clone(), Bool);
    return Expr::select(std::move(C), std::move(A), std::move(B), Long);
  }
  /// P in 64 bits, each variable read as its own value (no wrapping).
  ExprPtr wide(const Polynomial &P) {
    ExprPtr E = P.toExpr(Long);
    mutateExpr(E, [&](Expr &X) -> ExprPtr {
      return X.K == Expr::VarRef ? Expr::cast(Long, X.clone()) : nullptr;
    });
    return E;
  }
  /// A local of type Ty declared as Init at the end of B.
  Variable *local(BlockStmt &B, const std::string &Name, ScalarType Ty,
                  ExprPtr Init) {
    Variable *V = F.newVar(Variable::Local, F.freshName(Name), Ty, B.Loc);
    auto Decl = std::make_unique<DeclStmt>(B.Loc);
    Decl->Var = V;
    Decl->Init = Ty == Long ? std::move(Init) : Expr::cast(Ty, std::move(Init));
    B.Body.push_back(std::move(Decl));
    return V;
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
  /// The count of tiles of D iterations of L, declared in Before. L's trips
  /// come from its bounds each in 64 bits: in an unsigned type, an empty
  /// range's difference would wrap.
  Variable *tilesAlong(const ForStmt &L, int64_t D,
                       std::vector<StmtPtr> &Before, SourceLocation Loc) {
    ExprPtr First = wide(*L.Begin), End = wide(*L.End);
    ExprPtr Trips = L.Step > 0 ? bin("-", std::move(End), std::move(First))
                               : bin("-", std::move(First), std::move(End));
    return tiles("tiles_" + L.Index->Name, simplified(std::move(Trips)), D,
                 Before, Loc);
  }
  /// The count of tiles of D wavefronts of Wave, declared in Before.
  Variable *tilesOfWaves(const ForStmt &Wave, int64_t D,
                         std::vector<StmtPtr> &Before) {
    ExprPtr Trips = bin("-", wide(*Wave.End), wide(*Wave.Begin));
    return tiles("tiles_" + Wave.Index->Name, simplified(std::move(Trips)), D,
                 Before, Wave.Loc);
  }
  /// Wave becomes the loop over the wavefronts of tiles T, one per sum of
  /// tile coordinates: from 0 to the sum of the Counts less their number
  /// less one.
  Variable *overTileWaves(ForStmt &Wave,
                          const std::vector<Variable *> &Counts) {
    Variable *T =
        F.newVar(Variable::LoopIndex, F.freshName("tile_wave"), Long, Wave.Loc);
    ExprPtr Sum = Expr::var(Counts[0]);
    for (size_t C = 1; C < Counts.size(); ++C)
      Sum = bin("+", std::move(Sum), Expr::var(Counts[C]));
    Wave.Index = T;
    Wave.Begin = lit(0);
    Wave.End = bin("-", std::move(Sum), lit(int64_t(Counts.size()) - 1));
    Wave.TilableWaves = false;
    return T;
  }
  /// The loop over a tile's D wavefronts that each thread of K walks.
  std::unique_ptr<ForStmt> sweepLoop(const ForStmt &K, int64_t D) {
    auto Sweep = std::make_unique<ForStmt>(K.Loc);
    ScalarType Int = ScalarType::get(ScalarType::Integer, "int", 32);
    Sweep->Index =
        F.newVar(Variable::LoopIndex, F.freshName("sweep"), Int, K.Loc);
    Sweep->Begin = Expr::intLit(0, Int);
    Sweep->End = Expr::intLit(D, Int);
    Sweep->Label = K.Label;
    Sweep->Body = std::make_unique<BlockStmt>(K.Loc);
    return Sweep;
  }
};

void Tiler::tile(ForStmt &Wave, ForStmt &K, std::vector<StmtPtr> &Before) {
  Variable *W = Wave.Index;
  ExprPtr Least = wide(*Wave.Begin), End = wide(*Wave.End);
  ExprPtr X0 = wide(*K.Begin), XEnd = wide(*K.End);
  Variable *NX = tilesAlong(K, Bx, Before, Wave.Loc);
  Variable *NW = tilesOfWaves(Wave, Bw, Before);
  Variable *T = overTileWaves(Wave, {NX, NW});
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
  K.Kernel->Kind = KernelKind::WaveTiles;
  K.Kernel->SweepX = unsigned(Bx);
  // Each thread's sweep over its tile's wavefronts:
  // w = Least + (T - X) * Bw + s, X = (x - x0) * step / Bx.
  std::unique_ptr<ForStmt> Sweep = sweepLoop(K, Bw);
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

bool Tiler::tile(ForStmt &Wave, ForStmt &K0, ForStmt &K1,
                 std::vector<StmtPtr> &Before) {
  // Progress along each loop: p = step * x; y = p1 + s * p0.
  int64_t S0 = K0.Step, S1 = K1.Step, Skew = Wave.WaveTileSkew;
  Polynomial P0 = Polynomial::constant(S0) * Polynomial::variable(K0.Index);
  Polynomial Y = Polynomial::constant(S1) * Polynomial::variable(K1.Index) +
                 Polynomial::constant(Skew) * P0;
  std::optional<IndexBox> Box = IndexBox::of({&K0, &K1}, true);
  std::optional<Polynomial> YLeast, YMost;
  if (Box) {
    YLeast = Box->extreme(Y, true);
    YMost = Box->extreme(Y, false);
  }
  if (!YLeast || !YMost)
    return false;
  // Threads, hence tile sizes, by grid dimension.
  int64_t B0 = K0.GridDim == 0 ? Shape.X : Shape.Y;
  int64_t B1 = K0.GridDim == 0 ? Shape.Y : Shape.X;
  int64_t BW = Shape.Waves3;
  Variable *W = Wave.Index, *X1 = K1.Index;
  ExprPtr Least = wide(*Wave.Begin), End = wide(*Wave.End);
  ExprPtr X0 = wide(*K0.Begin), X0End = wide(*K0.End);
  ExprPtr Y0 = wide(*YLeast);
  Variable *NX = tilesAlong(K0, B0, Before, Wave.Loc);
  Variable *NY =
      tiles("tiles_" + X1->Name,
            simplified(bin("-", bin("+", wide(*YMost), lit(1)), Y0->clone())),
            B1, Before, Wave.Loc);
  Variable *NW = tilesOfWaves(Wave, BW, Before);
  // The loop over wavefronts of tiles T = X + Y + W.
  Variable *T = overTileWaves(Wave, {NX, NY, NW});
  // The launch covers tiles X in [max(0, T + 2 - NY - NW), min(T + 1, NX))
  // by Y likewise; those whose W = T - X - Y is out of range sweep nothing.
  auto FirstTile = [&](Variable *A, Variable *B) {
    return pick(">",
                bin("-", bin("+", Expr::var(T), lit(2)),
                    bin("+", Expr::var(A), Expr::var(B))),
                lit(0));
  };
  auto PastTile = [&](Variable *N) {
    return pick("<", bin("+", Expr::var(T), lit(1)), Expr::var(N));
  };
  const char *Along = S0 > 0 ? "+" : "-";
  ScalarType XTy = K0.Index->Ty;
  ExprPtr OldBegin1 = K1.Begin->clone(), OldEnd1 = K1.End->clone();
  K0.Begin = Expr::cast(
      XTy, bin(Along, X0->clone(), bin("*", lit(B0), FirstTile(NY, NW))));
  ExprPtr Limit = bin(Along, X0->clone(), bin("*", lit(B0), PastTile(NX)));
  K0.End = Expr::cast(
      XTy, pick(S0 > 0 ? "<" : ">", std::move(Limit), X0End->clone()));
  // Along y, whole tiles: the threads of a tile may take its y in another
  // order, and x1's own bounds are tested in the sweep.
  Variable *YG = F.newVar(Variable::LoopIndex,
                          F.freshName(X1->Name + "_skewed"), Long, K1.Loc);
  K1.Index = YG;
  K1.Step = 1;
  K1.Begin = bin("+", Y0->clone(), bin("*", lit(B1), FirstTile(NX, NW)));
  K1.End = bin("+", Y0->clone(), bin("*", lit(B1), PastTile(NY)));
  K0.Kernel->Kind = KernelKind::WaveTiles;
  K0.Kernel->SweepX = unsigned(K0.GridDim == 0 ? B0 : B1);
  K0.Kernel->SweepY = unsigned(K0.GridDim == 0 ? B1 : B0);
  // Each thread's sweep: the tile (X, Y) and its place (lx, ly) in it; where
  // the threads of a warp run along x0, they take y along a diagonal of the
  // tile, y = Ybase + (ly + s * lx) mod B1, so that they share x1 (a row).
  std::unique_ptr<ForStmt> Sweep = sweepLoop(K1, BW);
  BlockStmt &In = *Sweep->Body;
  ExprPtr Offset0 = S0 > 0 ? bin("-", wide(*Expr::var(K0.Index)), X0->clone())
                           : bin("-", X0->clone(), wide(*Expr::var(K0.Index)));
  ExprPtr Offset1 = bin("-", Expr::var(YG), Y0->clone());
  ExprPtr TX = bin("/", Offset0->clone(), lit(B0));
  ExprPtr TY = bin("/", Offset1->clone(), lit(B1));
  ExprPtr YE = Expr::var(YG);
  if (K0.GridDim == 0 && Skew != 0 && B1 > 1) {
    ExprPtr LY = bin("%", Offset1->clone(), lit(B1));
    ExprPtr LX = bin("%", Offset0->clone(), lit(B0));
    ExprPtr Turned =
        bin("%", bin("+", LY->clone(), times(Skew, std::move(LX))), lit(B1));
    YE = bin("+", bin("-", std::move(YE), std::move(LY)), std::move(Turned));
  }
  Variable *YL = local(In, X1->Name + "_skewed", Long, std::move(YE));
  // x1 = step1 * (y - s * p0), in 64 bits until tested.
  ExprPtr P0E = times(S0, wide(*Expr::var(K0.Index)));
  ExprPtr P1E = Skew ? bin("-", Expr::var(YL), times(Skew, std::move(P0E)))
                     : Expr::var(YL);
  Variable *X1L =
      local(In, X1->Name + "_wide", Long, times(S1, std::move(P1E)));
  ExprPtr Value = bin(
      "+",
      bin("+", Least->clone(),
          bin("*",
              bin("-", bin("-", Expr::var(T), std::move(TX)), std::move(TY)),
              lit(BW))),
      Expr::cast(Long, Expr::var(Sweep->Index)));
  Variable *WL = local(In, W->Name, Long, std::move(Value));
  Variable *X1Local = local(In, X1->Name, X1->Ty, Expr::var(X1L));
  Variable *WLocal =
      W->Ty == Long ? WL : local(In, W->Name, W->Ty, Expr::var(WL));
  // The iteration runs where w is a wavefront and x1 in its loop's range.
  auto And = [&](ExprPtr A, ExprPtr B) {
    return Expr::binary("&&", std::move(A), std::move(B), Bool);
  };
  auto Cmp = [&](const char *Op, ExprPtr A, ExprPtr B) {
    return Expr::binary(Op, std::move(A), std::move(B), Bool);
  };
  ExprPtr Cond = And(Cmp(">=", Expr::var(WL), Least->clone()),
                     Cmp("<", Expr::var(WL), End->clone()));
  Cond = And(std::move(Cond),
             Cmp(S1 > 0 ? ">=" : "<=", Expr::var(X1L), wide(*OldBegin1)));
  Cond = And(std::move(Cond),
             Cmp(S1 > 0 ? "<" : ">", Expr::var(X1L), wide(*OldEnd1)));
  auto InRange = std::make_unique<IfStmt>(K1.Loc);
  InRange->Cond = std::move(Cond);
  InRange->Then = std::move(K1.Body);
  mutateExprs(*InRange->Then, [&](Expr &E) -> ExprPtr {
    if (E.K != Expr::VarRef)
      return nullptr;
    return E.Var == W    ? Expr::var(WLocal)
           : E.Var == X1 ? Expr::var(X1Local)
                         : nullptr;
  });
  In.Body.push_back(std::move(InRange));
  K1.Body = std::make_unique<BlockStmt>(K1.Loc);
  K1.Body->Body.push_back(std::move(Sweep));
  return true;
}

/// Tiles the tilable wavefronts in B and in the blocks nested in it.
void tileIn(Function &F, Diagnostics &D, BlockStmt &B, TileShape Shape) {
  for (size_t I = 0; I < B.Body.size(); ++I) {
    Stmt &S = *B.Body[I];
    if (S.K == Stmt::Block)
      tileIn(F, D, cast<BlockStmt>(S), Shape);
    if (S.K == Stmt::If) {
      tileIn(F, D, *cast<IfStmt>(S).Then, Shape);
      if (auto &Else = cast<IfStmt>(S).Else)
        tileIn(F, D, *Else, Shape);
    }
    if (S.K != Stmt::For)
      continue;
    auto &Wave = cast<ForStmt>(S);
    if (!Wave.TilableWaves) {
      tileIn(F, D, *Wave.Body, Shape);
      continue;
    }
    std::string WhyNot, Name = Wave.Index->Name;
    // const_cast: sweptKernel is a const query on F's loop; this pass owns F.
    auto *K = const_cast<ForStmt *>(sweptKernel(Wave, &WhyNot));
    if (!K) {
      D.remark(Wave.Loc,
               "wavefronts " + Name + " do not run in tiles: " + WhyNot);
      continue;
    }
    std::vector<ForStmt *> Band = kernelBand(*K);
    std::vector<StmtPtr> Before;
    std::string Tile;
    if (Band.size() == 1) {
      std::string X = K->Index->Name;
      Tiler(F, Shape).tile(Wave, *K, Before);
      Tile = std::to_string(Shape.Threads) + " iterations of '" + X + "' by " +
             std::to_string(Shape.Waves) + " wavefronts";
    } else {
      std::string X0 = Band[0]->Index->Name, X1 = Band[1]->Index->Name;
      std::string Y = skewedIndexName(*Band[0], *Band[1], Wave.WaveTileSkew);
      if (!Tiler(F, Shape).tile(Wave, *Band[0], *Band[1], Before)) {
        D.remark(Wave.Loc,
                 "wavefronts " + Name + " do not run in tiles: the range of '" +
                     Y + "' is not affine in the parameters");
        continue;
      }
      bool XFirst = Band[0]->GridDim == 0;
      Tile = std::to_string(XFirst ? Shape.X : Shape.Y) + " iterations of '" +
             X0 + "' by " + std::to_string(XFirst ? Shape.Y : Shape.X) +
             " of '" + Y + "' by " + std::to_string(Shape.Waves3) +
             " wavefronts";
    }
    D.remark(Wave.Loc,
             "wavefronts " + Name + " run in tiles of " + Tile +
                 ", a block per tile sweeping its wavefronts with a barrier "
                 "after each, one launch per wavefront of tiles (" +
                 Wave.Index->Name + ")");
    I += Before.size();
    B.Body.insert(B.Body.begin() + (I - Before.size()),
                  std::make_move_iterator(Before.begin()),
                  std::make_move_iterator(Before.end()));
  }
}

} // namespace

void tileWavefronts(Function &F, PassContext &C) {
  if (!C.Opts.WaveTiles)
    return;
  Diagnostics &D = C.D;

  TileShape Shape = tileShape(D);
  if (!D.hasErrors())
    tileIn(F, D, *F.Body, Shape);
}

} // namespace loopgen
