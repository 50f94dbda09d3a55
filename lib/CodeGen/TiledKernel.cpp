//===- TiledKernel.cpp - Band kernels tiled in shared memory --------------===//
//
// The kernel SharedTiling.h describes, as a template over the register
// block (LOOPGEN_Y x LOOPGEN_X adjacent outputs per thread, in blocks of
// 16 x 16 threads) and the tile's depth:
//
//   per-output scalars become arrays [LOOPGEN_Y][LOOPGEN_X] in registers;
//   the statements before the loop run for each output inside the band;
//   for each tile of the block's iterations of the loop:
//     every thread copies its share of each operand's tile, coalesced;
//     __syncthreads();
//     each iteration loads its operands from the tiles into registers,
//     then runs the loop's body for each output;
//     __syncthreads();
//   the statements after the loop run for each output inside the band.
//
// The host launches the largest block whose grid fills the GPU, or the
// band kernel as written. A stencil's band kernel streams its rows
// instead (emitStreamedRows): each thread runs loopgen_rows of them.
//
//===----------------------------------------------------------------------===//

#include "HostEmitter.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/IR/Band.h"
#include <functional>

namespace loopgen {

namespace {

/// The names of the thread's copies of the band's indices.
const char *const CopyY = "loopgen_a", *const CopyX = "loopgen_b";

/// The position in the block's x range of the thread's copy loopgen_b: in
/// groups of loopgen_xg adjacent outputs (16 bytes of operands), the
/// groups 16 threads apart, so that a warp's vector reads of a tile row
/// are conflict-free and its stores coalesce.
const char *const XPosition =
    "(loopgen_b / loopgen_xg) * (16 * loopgen_xg) + threadIdx.x * loopgen_xg "
    "+ loopgen_b % loopgen_xg";

/// The rows of read R's tile: the outputs of the block its dimension has.
std::string tileRows(const TilePlan::Read &R) {
  return R.Dim == 1 ? "16 * LOOPGEN_Y" : R.Dim == 0 ? "16 * LOOPGEN_X" : "1";
}

/// Whether the consecutive elements of R's tile that a warp copies should
/// run along the loop (A[i][k]) rather than along the band (B[k][j]): they
/// run along the band when the array's last subscript walks the band's
/// index G with step 1.
bool copiesAlongLoop(const TilePlan::Read &R, const Variable *G) {
  if (R.Dim < 0)
    return true;
  auto Last = Polynomial::from(*R.Access->Ops.back());
  if (!Last)
    return true;
  auto C = Last->coefficientOf(G);
  return !C || *C != Polynomial::constant(1);
}

} // namespace

void KernelEmitter::tiledKernel(const ForStmt &Root, const std::string &Name,
                                const KernelUses &U) {
  const TilePlan &Plan = *Root.Kernel->Tiling;
  auto [Band, Mapped, NumDims] = bandMapping(Root);
  const ForStmt &X = *Mapped[0], &Y = *Mapped[1];
  const ForStmt &Loop = *tiledLoop(Root);
  auto RangeX = gridRange(X, Band), RangeY = gridRange(Y, Band);
  const std::string &TI = Y.Index->Ty.Spelling, &TJ = X.Index->Ty.Spelling,
                    &TK = Loop.Index->Ty.Spelling;
  const std::string &I = Y.Index->Name, &J = X.Index->Name,
                    &K = Loop.Index->Name;
  ExprPrinter Plain;
  std::string Reads;
  for (const TilePlan::Read &R : Plan.Reads)
    Reads += (Reads.empty() ? "" : ", ") + Plain.print(*R.Access);
  Out << kernelComment("kernel for the loops at " + Y.Label + ", " + X.Label +
                       " (grid y: " + I + ", x: " + J + "), tiled: " + Reads +
                       " from shared memory, LOOPGEN_DEPTH iterations of " + K +
                       " a tile; LOOPGEN_Y x LOOPGEN_X outputs a thread");
  Out << "template <int LOOPGEN_Y, int LOOPGEN_X, int LOOPGEN_DEPTH>\n";
  Out << "__global__ void __launch_bounds__(256) " << Name << "("
      << kernelParams(U) << ") {\n";
  for (size_t N = 0; N < Plan.Reads.size(); ++N) {
    const TilePlan::Read &R = Plan.Reads[N];
    // Rows padded by 4 against bank conflicts, keeping 16-byte alignment.
    Out << "  __shared__ __align__(16) " << R.Access->Arr->Elem.Spelling
        << " loopgen_tile" << N << "[LOOPGEN_DEPTH][" << tileRows(R)
        << (R.Dim >= 0 ? " + 4" : "") << "];\n";
  }
  unsigned XBytes = 4;
  for (const TilePlan::Read &R : Plan.Reads)
    if (R.Dim == 0)
      XBytes = std::max(XBytes, R.Access->Arr->Elem.Bits / 8);
  Out << "  constexpr int loopgen_xg = LOOPGEN_X < " << 16 / XBytes
      << " ? LOOPGEN_X : " << 16 / XBytes << ";\n";
  Out << "  const int loopgen_thread = threadIdx.y * 16 + threadIdx.x;\n";
  Out << "  const " << TI << " loopgen_y0 = (" << TI << ")("
      << DP.print(*RangeY->first) << ") + (" << TI
      << ")(blockIdx.y * (16 * LOOPGEN_Y));\n";
  Out << "  const " << TJ << " loopgen_x0 = (" << TJ << ")("
      << DP.print(*RangeX->first) << ") + (" << TJ
      << ")(blockIdx.x * (16 * LOOPGEN_X));\n";
  // The scalars of each output, in registers.
  std::vector<const Stmt *> Before, After;
  bool Seen = false;
  for (const StmtPtr &S : Band.back()->Body->Body) {
    if (S.get() == &Loop) {
      Seen = true;
      continue;
    }
    (Seen ? After : Before).push_back(S.get());
    walkStmts(*S, [&](const Stmt &N) {
      if (N.K != Stmt::Decl || !cast<DeclStmt>(N).Var)
        return;
      const Variable *V = cast<DeclStmt>(N).Var;
      Out << "  " << V->Ty.Spelling << " " << V->Name
          << "[LOOPGEN_Y][LOOPGEN_X] = {};\n";
      DP.Renamed[V] = V->Name + "[" + CopyY + "][" + CopyX + "]";
    });
  }
  // Which of the band's and the loop's indices the loop's body reads
  // outside the tiled reads (those become registers).
  std::set<std::string> TiledTexts;
  for (const TilePlan::Read &R : Plan.Reads)
    TiledTexts.insert(Plain.print(*R.Access));
  std::set<const Variable *> BodyReads;
  std::function<void(const Expr &)> VisitReads = [&](const Expr &E) {
    if (E.K == Expr::Access && TiledTexts.count(Plain.print(E)))
      return;
    if (E.K == Expr::VarRef)
      BodyReads.insert(E.Var);
    for (const ExprPtr &O : E.Ops)
      VisitReads(*O);
  };
  walkStmts(*Loop.Body, [&](const Stmt &S) { forEachOwnExpr(S, VisitReads); });
  // Each output's indices, under its guard when asked for; returns the
  // indentation inside.
  auto OpenCopies = [&](unsigned Ind, bool Guard, bool IterationGuard,
                        bool Stores = false) {
    Out << "#pragma unroll\n"
        << indentStr(Ind) << "for (int " << CopyY << " = 0; " << CopyY
        << " < LOOPGEN_Y; ++" << CopyY << ") {\n"
        << "#pragma unroll\n"
        << indentStr(Ind + 1) << "for (int " << CopyX << " = 0; " << CopyX
        << " < LOOPGEN_X; ++" << CopyX << ") {\n";
    if (Guard || BodyReads.count(Y.Index))
      Out << indentStr(Ind + 2) << "const " << TI << " " << I
          << " = loopgen_y0 + (" << TI << ")(threadIdx.y * LOOPGEN_Y + "
          << CopyY << ");\n";
    if (Guard || BodyReads.count(X.Index))
      Out << indentStr(Ind + 2) << "const " << TJ << " " << J
          << " = loopgen_x0 + (" << TJ << ")(" << XPosition << ");\n";
    if (!Guard)
      return Ind + 2;
    std::string Cond;
    auto And = [&](const std::string &C) {
      Cond += (Cond.empty() ? "" : " && ") + C;
    };
    for (const ForStmt *L : {&Y, &X}) {
      auto Range = gridRange(*L, Band);
      if (!Range->first->sameAs(*L->Begin))
        And(L->Index->Name + " >= " + DP.printOperand(*L->Begin, ">="));
      And(L->Index->Name + " < " + DP.printOperand(*L->End, "<") +
          (InjectUnwritten && Stores && L == &X ? " - 1" : ""));
    }
    if (IterationGuard) {
      And(K + " >= " + DP.printOperand(*Loop.Begin, ">="));
      And(K + " < " + DP.printOperand(*Loop.End, "<"));
    }
    Out << indentStr(Ind + 2) << "if (" << Cond << ") {\n";
    return Ind + 3;
  };
  auto CloseCopies = [&](unsigned Ind, bool Guard) {
    if (Guard)
      Out << indentStr(Ind + 2) << "}\n";
    Out << indentStr(Ind + 1) << "}\n" << indentStr(Ind) << "}\n";
  };
  auto PerOutput = [&](const std::vector<const Stmt *> &Stmts, bool Stores) {
    if (Stmts.empty())
      return;
    unsigned Inside = OpenCopies(1, true, false, Stores);
    for (const Stmt *S : Stmts)
      emitStmt(Out, *S, Inside);
    CloseCopies(1, true);
  };
  PerOutput(Before, false);

  // The block's iterations of the loop: the least begin and the greatest
  // end over its outputs, at the corners of its index ranges.
  auto Corner = [&](const Expr &Bound, bool Least) {
    auto P = Polynomial::from(Bound);
    std::string Text;
    for (const ForStmt *L : {&Y, &X}) {
      int64_t C = P->coefficientOf(L->Index)->constantTerm();
      if (C == 0)
        continue;
      std::string First = L == &Y ? "loopgen_y0" : "loopgen_x0";
      std::string Last =
          First + " + (16 * " + (L == &Y ? "LOOPGEN_Y" : "LOOPGEN_X") + " - 1)";
      Text += "const " + L->Index->Ty.Spelling + " " + L->Index->Name + " = " +
              ((C > 0) == Least ? First : Last) + "; ";
    }
    return Text;
  };
  for (bool Begin : {true, false}) {
    const Expr &Bound = Begin ? *Loop.Begin : *Loop.End;
    std::string Name = Begin ? "loopgen_k_begin" : "loopgen_k_end";
    std::string Corners = Corner(Bound, Begin);
    if (Corners.empty())
      Out << "  const " << TK << " " << Name << " = " << DP.print(Bound)
          << ";\n";
    else
      Out << "  " << TK << " " << Name << ";\n  { " << Corners << Name << " = "
          << DP.print(Bound) << "; }\n";
  }
  // Each thread's share of each operand's tile: element (kk, r) holds the
  // read at iteration kt + kk of the r-th index of the block's range,
  // where in bounds; fetched into registers one tile ahead, so that the
  // loads of the next tile are in flight while this one is used.
  auto Share = [&](size_t N) { return "loopgen_share" + std::to_string(N); };
  auto Elements = [&](const TilePlan::Read &R) {
    return "LOOPGEN_DEPTH * (" + tileRows(R) + ")";
  };
  // The loop over a thread's elements of tile N, naming kk and r.
  auto OpenShare = [&](size_t N, unsigned Ind) {
    const TilePlan::Read &R = Plan.Reads[N];
    std::string Rows = tileRows(R);
    bool AlongLoop = copiesAlongLoop(R, R.Dim == 1 ? Y.Index : X.Index);
    Out << "#pragma unroll\n";
    Out << indentStr(Ind) << "for (int loopgen_c = 0; loopgen_c < " << Share(N)
        << "; ++loopgen_c) {\n";
    Out << indentStr(Ind + 1)
        << "const int loopgen_e = loopgen_thread + loopgen_c * 256;\n";
    Out << indentStr(Ind + 1) << "const int loopgen_kk = loopgen_e "
        << (AlongLoop ? "% LOOPGEN_DEPTH" : "/ (" + Rows + ")") << ";\n";
    Out << indentStr(Ind + 1) << "const int loopgen_r = loopgen_e "
        << (AlongLoop ? "/ LOOPGEN_DEPTH" : "% (" + Rows + ")") << ";\n";
  };
  auto Fetch = [&](const std::string &Start, unsigned Ind) {
    for (size_t N = 0; N < Plan.Reads.size(); ++N) {
      const TilePlan::Read &R = Plan.Reads[N];
      OpenShare(N, Ind);
      std::string Cond = "loopgen_e < " + Elements(R);
      auto And = [&](const std::string &C) { Cond += " && " + C; };
      if (R.Dim >= 0) {
        const ForStmt &G = R.Dim == 1 ? Y : X;
        auto Range = gridRange(G, Band);
        Out << indentStr(Ind + 1) << "const " << G.Index->Ty.Spelling << " "
            << G.Index->Name << " = "
            << (R.Dim == 1 ? "loopgen_y0" : "loopgen_x0") << " + loopgen_r;\n";
        And(G.Index->Name + " >= " + DP.printOperand(*Range->first, ">="));
        And(G.Index->Name + " < " + DP.printOperand(*Range->second, "<"));
      }
      Out << indentStr(Ind + 1) << "const " << TK << " " << K << " = " << Start
          << " + loopgen_kk;\n";
      And(K + " < loopgen_k_end");
      // Only elements inside the array: a triangle's union of iterations
      // may reach past what any thread reads.
      const Array &A = *R.Access->Arr;
      for (size_t D = 0; D < R.Access->Ops.size(); ++D) {
        std::string S = DP.printOperand(*R.Access->Ops[D], "<");
        And(S + " >= 0");
        if (R.Access->Ops.size() == A.rank()) {
          And(S + " < " + DP.printOperand(*A.Dims[D], "<"));
          continue;
        }
        std::string Size; // A flattened subscript: all the elements.
        for (const ExprPtr &Dim : A.Dims)
          Size += (Size.empty() ? "(long long)" : " * (long long)") +
                  DP.printOperand(*Dim, "*");
        And("(long long)(" + DP.print(*R.Access->Ops[D]) + ") < " + Size);
      }
      Out << indentStr(Ind + 1) << "loopgen_next" << N
          << "[loopgen_c] = " << Cond << " ? " << DP.print(*R.Access) << " : ("
          << A.Elem.Spelling << ")0;\n";
      Out << indentStr(Ind) << "}\n";
    }
  };
  for (size_t N = 0; N < Plan.Reads.size(); ++N) {
    const TilePlan::Read &R = Plan.Reads[N];
    Out << "  constexpr int " << Share(N) << " = (" << Elements(R)
        << " + 255) / 256;\n";
    Out << "  " << R.Access->Arr->Elem.Spelling << " loopgen_next" << N << "["
        << Share(N) << "];\n";
  }
  Fetch("loopgen_k_begin", 1);
  Out << "  for (" << TK << " loopgen_kt = loopgen_k_begin; loopgen_kt < "
      << "loopgen_k_end; loopgen_kt += LOOPGEN_DEPTH) {\n";
  for (size_t N = 0; N < Plan.Reads.size(); ++N) {
    OpenShare(N, 2);
    Out << indentStr(3) << "if (loopgen_e < " << Elements(Plan.Reads[N])
        << ")\n"
        << indentStr(4) << "loopgen_tile" << N
        << "[loopgen_kk][loopgen_r] = loopgen_next" << N << "[loopgen_c];\n";
    Out << indentStr(2) << "}\n";
  }
  Out << "    __syncthreads();\n";
  Out << "    if (loopgen_kt + LOOPGEN_DEPTH < loopgen_k_end) {\n";
  Fetch("(loopgen_kt + LOOPGEN_DEPTH)", 3);
  Out << "    }\n";
  // One iteration: the operands into registers, then every output's body.
  auto Iteration = [&](unsigned Ind) {
    if (Plan.GuardsIterations || BodyReads.count(Loop.Index))
      Out << indentStr(Ind) << "const " << TK << " " << K
          << " = loopgen_kt + loopgen_kk;\n";
    for (size_t N = 0; N < Plan.Reads.size(); ++N) {
      const TilePlan::Read &R = Plan.Reads[N];
      std::string Reg = "loopgen_read" + std::to_string(N);
      const std::string &T = R.Access->Arr->Elem.Spelling;
      if (R.Dim < 0) {
        Out << indentStr(Ind) << "const " << T << " " << Reg
            << " = loopgen_tile" << N << "[loopgen_kk][0];\n";
        DP.ReplacedReads[Plain.print(*R.Access)] = Reg;
        continue;
      }
      std::string Copy = R.Dim == 1 ? CopyY : CopyX;
      std::string Count = R.Dim == 1 ? "LOOPGEN_Y" : "LOOPGEN_X";
      std::string Position = R.Dim == 1 ? "threadIdx.y * LOOPGEN_Y + " + Copy
                                        : std::string(XPosition);
      Out << indentStr(Ind) << T << " " << Reg << "[" << Count << "];\n";
      Out << "#pragma unroll\n";
      Out << indentStr(Ind) << "for (int " << Copy << " = 0; " << Copy << " < "
          << Count << "; ++" << Copy << ")\n";
      Out << indentStr(Ind + 1) << Reg << "[" << Copy << "] = loopgen_tile" << N
          << "[loopgen_kk][" << Position << "];\n";
      DP.ReplacedReads[Plain.print(*R.Access)] = Reg + "[" + Copy + "]";
    }
    bool Guard = Plan.GuardsIterations;
    unsigned Inside = OpenCopies(Ind, Guard, true);
    emitBlock(Out, *Loop.Body, Inside);
    CloseCopies(Ind, Guard);
    DP.ReplacedReads.clear();
  };
  Out << "    if (loopgen_kt + LOOPGEN_DEPTH <= loopgen_k_end) {\n";
  Out << "#pragma unroll\n";
  Out << "      for (int loopgen_kk = 0; loopgen_kk < LOOPGEN_DEPTH; "
         "++loopgen_kk) {\n";
  Iteration(4);
  Out << "      }\n    } else {\n";
  Out << "      for (int loopgen_kk = 0; loopgen_kk < loopgen_k_end - "
         "loopgen_kt; ++loopgen_kk) {\n";
  Iteration(4);
  Out << "      }\n    }\n";
  Out << "    __syncthreads();\n  }\n";
  PerOutput(After, true);
  DP.Renamed.clear();
  Out << "}\n\n";
}

void HostEmitter::launchTiled(const ForStmt &Root, unsigned Ind) {
  const TilePlan &Plan = *Root.Kernel->Tiling;
  std::string Name = kernelName("kernel"), AsWritten = kernelName("kernel");
  KernelUses U = usesOf(F, {&Root});
  Kernels.tiledKernel(Root, Name, U);
  Kernels.bandKernel(Root, AsWritten, U);
  std::string I0 = indentStr(Ind), I1 = indentStr(Ind + 1),
              I2 = indentStr(Ind + 2);
  Host << I0 << "{ // " << Name << ": the loop nest at " << Root.Label
       << ", tiled in shared memory; " << AsWritten << ": as written\n";
  GridSetup G = gridSetup(Root, HP, I1);
  Host << G.Decls;
  Host << I1 << "if (" << G.Positive << ") {\n";
  std::string Spans;
  for (const TilePlan::Shape &S : Plan.Shapes)
    Spans += (Spans.empty() ? "" : ", ") + std::to_string(16 * S.X) + ", " +
             std::to_string(16 * S.Y);
  Host << I2 << "static const int loopgen_spans[] = {" << Spans << "};\n";
  // Each shape's instance, under a name of its own (the harness reports
  // kernels by name).
  std::vector<std::string> Instances;
  for (const TilePlan::Shape &S : Plan.Shapes) {
    Instances.push_back(Name + "_" + std::to_string(S.Y) + "x" +
                        std::to_string(S.X) + "x" + std::to_string(S.Depth));
    Host << I2 << "auto *const " << Instances.back() << " = &" << Name << "<"
         << S.Y << ", " << S.X << ", " << S.Depth << ">;\n";
  }
  Host << I2 << "const void *const loopgen_kernels[] = {";
  for (size_t N = 0; N < Instances.size(); ++N)
    Host << (N ? ", " : "") << "(const void *)" << Instances[N];
  Host << "};\n";
  Host << I2 << "switch (loopgen_tile_shape(trips_x, trips_y, loopgen_spans, "
       << "loopgen_kernels, " << Plan.Shapes.size() << ", "
       << (Plan.Forced ? "true" : "false") << ")) {\n";
  for (size_t N = 0; N < Plan.Shapes.size(); ++N) {
    const TilePlan::Shape &S = Plan.Shapes[N];
    const std::string &Instance = Instances[N];
    std::string SX = std::to_string(16 * S.X), SY = std::to_string(16 * S.Y);
    Host << I2 << "case " << N << ": {\n";
    Host << I2 << "  LOOPGEN_LAUNCH(" << Instance
         << ", dim3((unsigned)((trips_x + " << SX << " - 1) / " << SX
         << "), (unsigned)((trips_y + " << SY << " - 1) / " << SY
         << ")), dim3(16, 16), 0, " << launchArgs(U) << ");\n";
    Host << I2 << "  break;\n" << I2 << "}\n";
  }
  Host << I2 << "default: {\n";
  Host << I2 << "  dim3 loopgen_block(" << G.BlockArgs << ");\n";
  Host << I2
       << "  const dim3 loopgen_blocks = loopgen_grid(loopgen_block, dim3("
       << G.PerThread << ")" << G.Trips << ");\n";
  Host << I2 << "  LOOPGEN_LAUNCH(" << AsWritten
       << ", loopgen_blocks, loopgen_block, 0, " << launchArgs(U) << ");\n";
  Host << I2 << "}\n" << I2 << "}\n";
  Host << I2 << "LOOPGEN_CHECK(cudaGetLastError());\n";
  Host << I1 << "}\n" << I0 << "}\n";
}

void KernelEmitter::emitStreamedRows(const ForStmt &Y, const ForStmt &Inner,
                                     const std::string &Guard) {
  const std::string &T = Y.Index->Ty.Spelling, &I = Y.Index->Name;
  std::string First = "loopgen_first_" + I;
  // Eight rows inside the band: unrolled without guards, so that the rows
  // read again are the registers of the rows before (the arrays they come
  // from are not written here). A band whose x bounds move with the row
  // takes the guarded loop.
  std::set<const Variable *> Row = {Y.Index};
  auto Range = gridRange(Y, {&Inner});
  bool Full = !mentions(*Inner.Begin, Row) && !mentions(*Inner.End, Row) &&
              Range->first->sameAs(*Y.Begin);
  if (Full) {
    Out << "  bool loopgen_full_rows;\n  {\n    const " << T << " " << I
        << " = " << First << " + 7;\n    loopgen_full_rows = " << Grid.Rows
        << " == 8 && " << Guard << ";\n  }\n";
    Out << "  if (loopgen_full_rows) {\n#pragma unroll\n"
        << "    for (int loopgen_row = 0; loopgen_row < 8; ++loopgen_row) {\n";
    Out << "      const " << T << " " << I << " = " << First
        << " + loopgen_row;\n";
    emitBlock(Out, *Inner.Body, 3);
    Out << "    }\n  } else {\n";
  }
  Out << "  for (int loopgen_row = 0; loopgen_row < " << Grid.Rows
      << "; ++loopgen_row) {\n";
  Out << "    const " << T << " " << I << " = " << First << " + loopgen_row;\n";
  Out << "    if (" << Guard << ") {\n";
  emitBlock(Out, *Inner.Body, 3);
  Out << "    }\n  }\n";
  if (Full)
    Out << "  }\n";
}

} // namespace loopgen
