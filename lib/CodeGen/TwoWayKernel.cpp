//===- TwoWayKernel.cpp - Row and column reductions in one pass -----------===//
//
// The kernels of a TwoWayPlan (TwoWayReductions.h). The pass: blocks of
// LOOPGEN_TWO_WAY_THREADS threads (512) take rows in turn; the threads stride
// over the row (coalesced), each accumulating a private copy of the row's
// reductions, combined by warp shuffles and then over the block's warps in a
// fixed order, and each updating, in shared memory, the partials of the columns
// it owns (column c belongs to thread c % the block's threads: no two threads
// share a slot). At the end every block writes its partials; the second kernel
// combines them, 8 threads a column each over a slice of the blocks, then the
// slices in order, and runs the column kernel's code around its loop.
//
//===----------------------------------------------------------------------===//

#include "HostEmitter.h"
#include "KernelEmitter.h"

namespace loopgen {

namespace {

std::string accumulator(const Reduction &R) {
  return "loopgen_acc_" + R.Var->Name;
}
std::string partials(const Reduction &R) {
  return "loopgen_parts_" + R.Var->Name;
}
std::string identity(const Reduction &R) {
  return reductionFunctor(R) + "::identity<" + R.Var->Ty.Spelling + ">()";
}

/// The statements of Root's body before (or after) its loop L.
std::vector<const Stmt *> around(const ForStmt &Root, const ForStmt &L,
                                 bool After) {
  std::vector<const Stmt *> Found;
  bool Past = false;
  for (const StmtPtr &S : Root.Body->Body) {
    if (S.get() == &L) {
      Past = true;
      continue;
    }
    if (Past == After)
      Found.push_back(S.get());
  }
  return Found;
}

std::string typedIndex(const Variable &V, const std::string &Value) {
  return "const " + V.Ty.Spelling + " " + V.Name + " = (" + V.Ty.Spelling +
         ")(" + Value + ");\n";
}

} // namespace

void KernelEmitter::twoWayKernels(const TwoWayPlan &P, const std::string &Name,
                                  const KernelUses &U) {
  const ForStmt &Rows = *P.Rows, &Columns = *P.Columns;
  std::string Params = kernelParams(U);
  std::string Sep = Params.empty() ? "" : ", ";
  // The pass over the matrix.
  Out << kernelComment("kernel for the loops at " + Rows.Label + " and " +
                       Columns.Label +
                       " (one pass: blocks take rows in turn, their threads "
                       "share each row and accumulate the columns' partials "
                       "in shared memory)");
  Out << "__global__ void __launch_bounds__(LOOPGEN_TWO_WAY_THREADS) " << Name
      << "(" << Params;
  for (const Reduction &R : P.ColumnReductions)
    Out << Sep << R.Var->Ty.Spelling << " *" << partials(R), Sep = ", ";
  Out << Sep << "long long loopgen_rows, long long loopgen_cols) {\n";
  Out << "  LOOPGEN_DYNAMIC_SHARED(unsigned char, loopgen_shared);\n";
  for (size_t K = 0; K < P.ColumnReductions.size(); ++K) {
    const Reduction &R = P.ColumnReductions[K];
    Out << "  " << R.Var->Ty.Spelling << " *const " << accumulator(R)
        << " = reinterpret_cast<" << R.Var->Ty.Spelling
        << " *>(loopgen_shared + " << K * 8 << " * loopgen_cols);\n";
  }
  for (const Reduction &R : P.RowReductions)
    Out << "  __shared__ " << R.Var->Ty.Spelling << " loopgen_warps_"
        << R.Var->Name << "[2][LOOPGEN_TWO_WAY_THREADS / 32];\n";
  Out << "  for (long long loopgen_c = threadIdx.x; loopgen_c < loopgen_cols; "
         "loopgen_c += LOOPGEN_TWO_WAY_THREADS) {\n";
  for (const Reduction &R : P.ColumnReductions)
    Out << "    " << accumulator(R) << "[loopgen_c] = " << identity(R) << ";\n";
  Out << "  }\n";
  Out << "  int loopgen_parity = 0;\n";
  Out << "  for (long long loopgen_r = blockIdx.x; loopgen_r < loopgen_rows"
      << (InjectUnwritten ? " - 1" : "")
      << "; loopgen_r += gridDim.x, loopgen_parity ^= 1) {\n";
  Out << "    const long long loopgen_row = (long long)("
      << DP.print(*Rows.Begin) << ") + loopgen_r;\n";
  Out << "    " << typedIndex(*Rows.Index, "loopgen_row");
  for (const Stmt *S : around(Rows, *P.RowLoop, false))
    emitStmt(Out, *S, 2);
  for (const Reduction &R : P.RowReductions)
    Out << "    " << R.Var->Ty.Spelling << " loopgen_part_" << R.Var->Name
        << " = " << identity(R) << ";\n";
  // One element: the row kernel's iteration and the column kernel's, each
  // in its own scope (their indices may have the same names).
  auto ColumnElement = [&](unsigned Ind) {
    std::string I = indentStr(Ind);
    for (const Reduction &R : P.ColumnReductions)
      DP.Renamed[R.Var] = accumulator(R) + "[loopgen_c]";
    Out << I << "{\n";
    Out << I << "  " << typedIndex(*Columns.Index, "loopgen_col");
    Out << I << "  " << typedIndex(*P.ColumnLoop->Index, "loopgen_row");
    emitBlock(Out, *P.ColumnLoop->Body, Ind + 1);
    Out << I << "}\n";
    for (const Reduction &R : P.ColumnReductions)
      DP.Renamed.erase(R.Var);
  };
  auto ElementLoop = [&](bool WithRows, bool WithColumns) {
    // Unrolled, each thread's loads of the row issue together.
    Out << "    LOOPGEN_UNROLL(LOOPGEN_TWO_WAY_UNROLL)\n";
    Out << "    for (long long loopgen_c = threadIdx.x; loopgen_c < "
           "loopgen_cols; loopgen_c += LOOPGEN_TWO_WAY_THREADS) {\n";
    Out << "      const long long loopgen_col = (long long)("
        << DP.print(*P.RowLoop->Begin) << ") + loopgen_c;\n";
    if (WithRows) {
      for (const Reduction &R : P.RowReductions)
        DP.Renamed[R.Var] = "loopgen_part_" + R.Var->Name;
      Out << "      {\n";
      Out << "        " << typedIndex(*P.RowLoop->Index, "loopgen_col");
      emitBlock(Out, *P.RowLoop->Body, 4);
      Out << "      }\n";
      for (const Reduction &R : P.RowReductions)
        DP.Renamed.erase(R.Var);
    }
    if (WithColumns)
      ColumnElement(3);
    Out << "    }\n";
  };
  ElementLoop(true, !P.ColumnsReadRows);
  // The row's reductions, the same in every thread: its warps' in a fixed
  // order (the slots alternate, so one barrier a row suffices).
  for (const Reduction &R : P.RowReductions) {
    std::string Part = "loopgen_part_" + R.Var->Name;
    Out << "    " << Part << " = loopgen_reduce_warp_all<"
        << reductionFunctor(R) << ">(" << Part << ");\n";
    Out << "    if (threadIdx.x % 32 == 0)\n      loopgen_warps_" << R.Var->Name
        << "[loopgen_parity][threadIdx.x / 32] = " << Part << ";\n";
  }
  Out << "    __syncthreads();\n";
  for (const Reduction &R : P.RowReductions)
    Out << "    for (int loopgen_w = 0; loopgen_w < LOOPGEN_TWO_WAY_THREADS / "
           "32; ++loopgen_w)\n      "
        << R.Var->Name << " = " << reductionFunctor(R) << "::apply("
        << R.Var->Name << ", loopgen_warps_" << R.Var->Name
        << "[loopgen_parity][loopgen_w]);\n";
  Out << "    if (threadIdx.x == 0) {\n";
  for (const Stmt *S : around(Rows, *P.RowLoop, true))
    emitStmt(Out, *S, 3);
  Out << "    }\n";
  if (P.ColumnsReadRows) { // The row's results are written: its columns.
    Out << "    __syncthreads();\n";
    ElementLoop(false, true);
  }
  Out << "  }\n";
  Out << "  for (long long loopgen_c = threadIdx.x; loopgen_c < loopgen_cols; "
         "loopgen_c += LOOPGEN_TWO_WAY_THREADS) {\n";
  for (const Reduction &R : P.ColumnReductions)
    Out << "    " << partials(R)
        << "[blockIdx.x * loopgen_cols + loopgen_c] = " << accumulator(R)
        << "[loopgen_c];\n";
  Out << "  }\n}\n\n";

  // The columns: the partials of every block, 32 columns a block of 32 x 8
  // threads, each of 8 threads a slice of the blocks, the slices then in
  // order (thousands of partials a column: one thread each would leave the
  // GPU idle, waiting on its loads).
  Out << kernelComment("kernel for the loop at " + Columns.Label +
                       " (8 threads per iteration: the partials of " + Name +
                       "'s blocks)");
  Out << "__global__ void " << Name << "_columns(" << Params;
  Sep = Params.empty() ? "" : ", ";
  for (const Reduction &R : P.ColumnReductions)
    Out << Sep << "const " << R.Var->Ty.Spelling << " *" << partials(R),
        Sep = ", ";
  Out << Sep << "long long loopgen_blocks, long long loopgen_cols) {\n";
  for (const Reduction &R : P.ColumnReductions)
    Out << "  __shared__ " << R.Var->Ty.Spelling << " loopgen_slices_"
        << R.Var->Name << "[8][32];\n";
  Out << "  const long long loopgen_c = blockIdx.x * 32LL + threadIdx.x;\n";
  Out << "  const bool loopgen_inside = loopgen_c < loopgen_cols"
      << (InjectUnwritten ? " - 1" : "") << ";\n";
  for (const Reduction &R : P.ColumnReductions)
    Out << "  " << R.Var->Ty.Spelling << " loopgen_slice_" << R.Var->Name
        << " = " << identity(R) << ";\n";
  Out << "  if (loopgen_inside) {\n";
  Out << "#pragma unroll 4\n";
  Out << "    for (long long loopgen_b = threadIdx.y; loopgen_b < "
         "loopgen_blocks; loopgen_b += 8) {\n";
  for (const Reduction &R : P.ColumnReductions)
    Out << "      loopgen_slice_" << R.Var->Name << " = " << reductionFunctor(R)
        << "::apply(loopgen_slice_" << R.Var->Name << ", " << partials(R)
        << "[loopgen_b * loopgen_cols + loopgen_c]);\n";
  Out << "    }\n  }\n";
  for (const Reduction &R : P.ColumnReductions)
    Out << "  loopgen_slices_" << R.Var->Name
        << "[threadIdx.y][threadIdx.x] = loopgen_slice_" << R.Var->Name
        << ";\n";
  Out << "  __syncthreads();\n";
  Out << "  if (loopgen_inside && threadIdx.y == 0) {\n";
  Out << "    "
      << typedIndex(*Columns.Index, "(long long)(" + DP.print(*Columns.Begin) +
                                        ") + loopgen_c");
  for (const Stmt *S : around(Columns, *P.ColumnLoop, false))
    emitStmt(Out, *S, 2);
  for (const Reduction &R : P.ColumnReductions)
    Out << "    for (int loopgen_k = 0; loopgen_k < 8; ++loopgen_k)\n      "
        << R.Var->Name << " = " << reductionFunctor(R) << "::apply("
        << R.Var->Name << ", loopgen_slices_" << R.Var->Name
        << "[loopgen_k][threadIdx.x]);\n";
  for (const Stmt *S : around(Columns, *P.ColumnLoop, true))
    emitStmt(Out, *S, 2);
  Out << "  }\n}\n\n";
}

void HostEmitter::launchTwoWay(const ForStmt &First, unsigned Ind) {
  const TwoWayPlan &P = *First.Kernel->TwoWay;
  const ForStmt &Second = P.Rows == &First ? *P.Columns : *P.Rows;
  std::string Name = kernelName("kernel");
  KernelUses U = usesOf(F, {&First, &Second});
  Kernels.twoWayKernels(P, Name, U);
  std::string I0 = indentStr(Ind), I1 = indentStr(Ind + 1),
              I2 = indentStr(Ind + 2);
  Host << I0 << "{ // " << Name << ": the loop nests at " << P.Rows->Label
       << " and " << P.Columns->Label << ", one pass over the matrix\n";
  Host << I1 << "const long long loopgen_rows = (long long)("
       << HP.print(*P.Rows->tripCount()) << ");\n";
  Host << I1 << "const long long loopgen_cols = (long long)("
       << HP.print(*P.Columns->tripCount()) << ");\n";
  Host << I1 << "const size_t loopgen_bytes = (size_t)loopgen_cols * "
       << 8 * P.ColumnReductions.size() << ";\n";
  Host << I1 << "const int loopgen_blocks = loopgen_two_way_blocks(" << Name
       << ", loopgen_rows, loopgen_cols, loopgen_bytes);\n";
  Host << I1 << "if (loopgen_blocks > 0) {\n";
  std::string Args = launchArgs(U), Parts;
  for (size_t K = 0; K < P.ColumnReductions.size(); ++K) {
    const Reduction &R = P.ColumnReductions[K];
    const std::string &T = R.Var->Ty.Spelling;
    Host << I2 << T << " *const " << partials(R) << " = (" << T
         << " *)loopgen_scratch(" << K
         << ", (size_t)loopgen_blocks * loopgen_cols * sizeof(" << T << "));\n";
    Parts += (Args.empty() && Parts.empty() ? "" : ", ") + partials(R);
  }
  std::string Lead = Args + Parts + (Args.empty() && Parts.empty() ? "" : ", ");
  Host << I2 << "LOOPGEN_LAUNCH(" << Name
       << ", dim3(loopgen_blocks), dim3(LOOPGEN_TWO_WAY_THREADS), "
          "loopgen_bytes, "
       << Lead << "loopgen_rows, loopgen_cols);\n";
  Host << I2 << "LOOPGEN_CHECK(cudaGetLastError());\n";
  Host << I2 << "LOOPGEN_LAUNCH(" << Name
       << "_columns, dim3((unsigned)((loopgen_cols + 31) / 32)), "
          "dim3(32, 8), 0, "
       << Lead << "(long long)loopgen_blocks, loopgen_cols);\n";
  Host << I2 << "LOOPGEN_CHECK(cudaGetLastError());\n";
  Host << I1 << "} else {\n";
  launchBand(First, Ind + 2);
  launchBand(Second, Ind + 2);
  Host << I1 << "}\n" << I0 << "}\n";
}

} // namespace loopgen
