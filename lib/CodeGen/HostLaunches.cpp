//===- HostLaunches.cpp - Kernel launches of the host code ----------------===//
//
// How the host launches each kind of kernel: a band (its grid from the
// loops' trip counts, a reduction's partials and their combination), a
// tiled transposition, single-thread code.
//
//===----------------------------------------------------------------------===//

#include "HostEmitter.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/IR/Band.h"
#include <algorithm>
#include <optional>
#include <set>

namespace loopgen {

GridSetup gridSetup(const ForStmt &Root, ExprPrinter &P,
                    const std::string &Indent, const std::string &Rows) {
  auto [Band, Mapped, NumDims] = bandMapping(Root);
  static const char *Axis[] = {"x", "y", "z"};
  static const unsigned BlockShapes[3][3] = {
      {256, 1, 1}, {32, 8, 1}, {32, 4, 2}};
  const unsigned *Shape = BlockShapes[NumDims - 1];
  GridSetup G;
  for (unsigned D = 0; D < NumDims; ++D) {
    const ForStmt &L = *Mapped[D];
    std::string TripsName = "trips_" + std::string(Axis[D]);
    auto Range = gridRange(L, Band);
    std::string B = alignedStart(L)
                        ? "(long long)(0)"
                        : "(long long)(" + P.print(*Range->first) + ")";
    std::string E = "(long long)(" + P.print(*Range->second) + ")";
    long long S = L.Step > 0 ? L.Step : -L.Step;
    std::string Span = L.Step > 0 ? E + " - " + B : B + " - " + E;
    G.Decls += Indent + "const long long " + TripsName + " = " +
               (S == 1 ? Span
                       : "(" + Span + " + " + std::to_string(S - 1) + ") / " +
                             std::to_string(S)) +
               ";\n";
    std::string Sep = D ? ", " : "";
    G.Positive += (D ? " && " : "") + TripsName + " > 0";
    G.Trips += ", " + TripsName;
    G.BlockArgs += Sep + std::to_string(Shape[D]);
    G.PerThread +=
        Sep + (&L == streamedLoop(Root)
                   ? Rows
                   : std::to_string(std::max<size_t>(1, L.Copies.size())));
  }
  return G;
}

std::string HostEmitter::launchArgs(const KernelUses &U) {
  std::string S;
  auto Add = [&](const std::string &A) { S += (S.empty() ? "" : ", ") + A; };
  for (const Variable *V : U.Scalars)
    Add(V->OnDevice ? deviceName(V) : V->Name);
  for (const Array *A : U.Arrays)
    Add(deviceName(A));
  return S;
}

void HostEmitter::launchBand(const ForStmt &Root, unsigned Ind,
                             const std::vector<const Stmt *> &Before,
                             const std::vector<const Stmt *> &After) {
  if (Root.isKernel(KernelKind::Tiled))
    return launchTiled(Root, Ind);
  std::string Name = kernelName("kernel");
  std::vector<const Stmt *> Uses = {&Root};
  Uses.insert(Uses.end(), Before.begin(), Before.end());
  Uses.insert(Uses.end(), After.begin(), After.end());
  KernelUses U = usesOf(F, Uses);
  bool Fused = !Before.empty() || !After.empty();
  if (const RowPlan *P = Root.Kernel->Rows.get()) {
    // One warp per iteration, 8 per block of 32 x 8 threads; or 8
    // threads per iteration, 32 per block.
    Kernels.rowKernel(Root, *P, Name, U);
    unsigned PerBlock = P->Columns ? 32 : 8;
    std::string I0 = indentStr(Ind), I1 = indentStr(Ind + 1);
    long long S = Root.Step > 0 ? Root.Step : -Root.Step;
    std::string B = "(long long)(" + HP.print(*Root.Begin) + ")",
                E = "(long long)(" + HP.print(*Root.End) + ")";
    std::string Span = Root.Step > 0 ? E + " - " + B : B + " - " + E;
    Host << I0 << "{ // " << Name << ": the loop nest at " << Root.Label
         << (P->Columns ? ", 8 threads per iteration\n"
                        : ", a warp per iteration\n");
    Host << I1 << "const long long trips_x = "
         << (S == 1 ? Span
                    : "(" + Span + " + " + std::to_string(S - 1) + ") / " +
                          std::to_string(S))
         << ";\n";
    Host << I1 << "if (trips_x > 0) {\n";
    if (P->Scan && P->SameRows) {
      // A few long rows: a block per tile of each row, where the warps
      // of a warp per row would leave the GPU idle.
      std::string Tiles = Name + "_tiles";
      Kernels.rowScanTilesKernel(Root, *P, Tiles, U);
      const std::string &T = scanType(*P->Scan).Spelling;
      Host << I1 << "  const long long loopgen_row_trips = (long long)("
           << HP.print(*P->Row->tripCount()) << ");\n";
      Host << I1 << "  const long long loopgen_row_tiles = (loopgen_row_trips "
           << "+ loopgen_scan_tile_size<" << T << ">() - 1) / "
           << "loopgen_scan_tile_size<" << T << ">();\n";
      Host << I1 << "  if (loopgen_scan_rows_by_tiles(trips_x, "
           << "loopgen_row_tiles)) {\n";
      Host << I1 << "    LOOPGEN_REQUIRE(trips_x * loopgen_row_tiles <= "
           << "0x7fffffff, \"a loop is too long for the CUDA grid\");\n";
      std::string Args = launchArgs(U);
      Host << I1 << "    LOOPGEN_LAUNCH(" << Tiles
           << ", dim3((unsigned)(trips_x * loopgen_row_tiles)), "
           << "dim3(LOOPGEN_SCAN_THREADS), 0, " << Args
           << (Args.empty() ? "" : ", ") << "loopgen_scan_prepare<" << T
           << ">(trips_x * loopgen_row_tiles), loopgen_row_tiles);\n";
      Host << I1 << "    LOOPGEN_CHECK(cudaGetLastError());\n";
      Host << I1 << "  } else {\n";
    }
    std::string Blocks = "(trips_x + " + std::to_string(PerBlock - 1) + ") / " +
                         std::to_string(PerBlock);
    Host << I1 << "  LOOPGEN_REQUIRE(" << Blocks
         << " <= 0x7fffffff, \"a loop is too long for the CUDA grid\");\n";
    Host << I1 << "  LOOPGEN_LAUNCH(" << Name << ", dim3((unsigned)(" << Blocks
         << ")), dim3(32, 8), 0, " << launchArgs(U) << ");\n";
    Host << I1 << "  LOOPGEN_CHECK(cudaGetLastError());\n";
    if (P->Scan && P->SameRows)
      Host << I1 << "  }\n";
    Host << I1 << "}\n" << I0 << "}\n";
    return;
  }
  Kernels.bandKernel(Root, Name, U, Before, After);
  std::string I0 = indentStr(Ind), I1 = indentStr(Ind + 1);
  Host << I0 << "{ // " << Name << ": the loop nest at " << Root.Label
       << (Fused ? ", and the single-thread code around it" : "") << "\n";
  GridSetup G = gridSetup(Root, HP, I1);
  if (Fused) { // A block at least, for that code, when the loop is empty.
    G.Positive = "true";
    G.Trips = ", std::max(trips_x, 1LL)";
  }
  Host << G.Decls;
  bool Streams = Root.isKernel(KernelKind::RowsStreamed);
  if (Streams) // Rows per thread where the grid stays large enough.
    Host << I1 << "const int loopgen_rows = loopgen_stream_rows(trips_x * "
         << "trips_y);\n";
  unsigned NumDims = bandMapping(Root).NumDims;
  static const char *Axis[] = {"x", "y", "z"};
  Host << I1 << "if (" << G.Positive << ") {\n";
  bool Strides = reductionPlan(Root) && reductionPlan(Root)->Strides;
  const KernelPlan &K = *Root.Kernel;
  if (K.Kind == KernelKind::WaveTiles) { // A block per tile, whatever the
                                         // grid's size.
    std::string Bx = std::to_string(K.SweepX);
    std::string By = std::to_string(K.SweepY);
    std::string BlocksX =
        "(trips_x + " + std::to_string(K.SweepX - 1) + ") / " + Bx;
    std::string BlocksY =
        K.SweepY ? "(trips_y + " + std::to_string(K.SweepY - 1) + ") / " + By
                 : "";
    Host << I1 << "  LOOPGEN_REQUIRE(" << BlocksX << " <= 0x7fffffff"
         << (BlocksY.empty() ? "" : " && " + BlocksY + " <= 65535")
         << ", \"a loop is too long for the CUDA grid\");\n";
    Host << I1 << "  const dim3 loopgen_block(" << Bx
         << (BlocksY.empty() ? "" : ", " + By) << ");\n";
    Host << I1 << "  const dim3 loopgen_blocks((unsigned)(" << BlocksX << ")"
         << (BlocksY.empty() ? "" : ", (unsigned)(" + BlocksY + ")") << ");\n";
  } else
    Host << I1 << "  dim3 loopgen_block(" << G.BlockArgs << ");\n";
  if (Strides && NumDims > 1)
    Host
        << I1
        << "  loopgen_block = loopgen_strided_block(loopgen_block, trips_x);\n";
  // The strided dimension is capped below at the blocks the GPU holds: its
  // trips past 65535 blocks would only overflow the grid's limit on y and z.
  std::string Trips = G.Trips;
  if (Strides) {
    std::string D = Axis[NumDims - 1], Last = "trips_" + D;
    Trips.replace(Trips.rfind(Last), Last.size(),
                  "std::min<long long>(" + Last + ", 65535LL * loopgen_block." +
                      D + ")");
  }
  if (K.Kind != KernelKind::WaveTiles)
    Host << I1 << "  " << (Strides ? "" : "const ")
         << "dim3 loopgen_blocks = loopgen_grid(loopgen_block, dim3("
         << G.PerThread << ")" << Trips << ");\n";
  if (Strides) { // Threads stride over the outermost dimension: as many
                 // blocks as the GPU holds.
    std::string D = Axis[NumDims - 1], Others = "1LL";
    for (unsigned O = 0; O + 1 < NumDims; ++O)
      Others += std::string(" * loopgen_blocks.") + Axis[O];
    Host << I1 << "  loopgen_blocks." << D
         << " = (unsigned)std::min<long long>(loopgen_blocks." << D
         << ", std::max(1LL, loopgen_resident_threads() / ((long long)"
            "loopgen_block.x * loopgen_block.y * loopgen_block.z) / ("
         << Others << ")));\n";
  }
  // A reduction's partials, one per block, then combined into the scalar.
  std::vector<Reduction> Reductions = kernelReductions(Root);
  std::string PartialArgs;
  for (size_t R = 0; R < Reductions.size(); ++R) {
    const std::string &T = Reductions[R].Var->Ty.Spelling;
    Host << I1 << "  " << T << " *const " << reductionPartials(Reductions[R])
         << " = (" << T << " *)loopgen_scratch(" << R
         << ", loopgen_block_count(loopgen_blocks) * sizeof(" << T << "));\n";
    PartialArgs += ", " + reductionPartials(Reductions[R]) + ", " +
                   deviceName(Reductions[R].Var);
  }
  if (!Reductions.empty())
    PartialArgs += ", loopgen_ticket()";
  Host << I1 << "  LOOPGEN_LAUNCH(" << Name
       << ", loopgen_blocks, loopgen_block, 0, " << launchArgs(U) << PartialArgs
       << (Streams ? ", loopgen_rows" : "") << ");\n";
  Host << I1 << "  LOOPGEN_CHECK(cudaGetLastError());\n";
  Host << I1 << "}\n" << I0 << "}\n";
}

/// The transposition nest To[.., c, r] = From[.., r, c]: one tiled kernel
/// launch, a leading dimension being a batch of matrices on blockIdx.z.
void HostEmitter::launchTranspose(const ForStmt &Root, unsigned Ind) {
  std::string Name = kernelName("transpose");
  KernelUses U = usesOf(F, {&Root});
  Kernels.transposeKernel(Root, Name, U);
  auto &Copy = cast<AssignStmt>(*kernelBand(Root).back()->Body->Body[0]);
  const Array &To = *Copy.Target->Arr, &From = *Copy.Value->Arr;
  unsigned Rank = From.rank();
  std::string I0 = indentStr(Ind), I1 = indentStr(Ind + 1);
  std::string HRows = HP.print(*From.Dims[Rank - 2]);
  std::string HCols = HP.print(*From.Dims[Rank - 1]);
  std::string Batch = Rank == 3 ? HP.print(*From.Dims[0]) : "1";
  Host << I0 << "{ // " << Name << ": "
       << (To.isParam() ? From.Name + " transposed back into " + To.Name
                        : "transposed copy of " + From.Name)
       << "\n";
  Host << I1 << "const long long loopgen_rows = " << HRows
       << ", loopgen_cols = " << HCols << ", loopgen_batch = " << Batch
       << ";\n";
  Host << I1
       << "if (loopgen_rows > 0 && loopgen_cols > 0 && loopgen_batch > 0) {\n";
  Host << I1 << "  LOOPGEN_LAUNCH(" << Name
       << ", dim3((unsigned)((loopgen_cols + 31) / 32), "
          "(unsigned)std::min(65535LL, (loopgen_rows + 31) / 32), "
          "(unsigned)std::min(65535LL, loopgen_batch)), "
          "dim3(32, 8), 0, "
       << launchArgs(U) << ");\n";
  Host << I1 << "  LOOPGEN_CHECK(cudaGetLastError());\n";
  Host << I1 << "}\n" << I0 << "}\n";
}

void HostEmitter::launchSerial(const std::vector<const Stmt *> &Stmts,
                               const std::string &What, unsigned Ind,
                               const Variable *ResultVar) {
  std::string Name = kernelName("serial");
  KernelUses U = usesOf(F, Stmts);
  if (ResultVar)
    U.addVar(ResultVar);
  Kernels.serialKernel(Stmts, What, Name, U);
  Host << indentStr(Ind) << "LOOPGEN_LAUNCH(" << Name
       << ", dim3(1), dim3(1), 0, " << launchArgs(U) << ");\n";
  Host << indentStr(Ind) << "LOOPGEN_CHECK(cudaGetLastError());\n";
}

} // namespace loopgen
