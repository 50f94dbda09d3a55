//===- RowKernel.cpp - Threads that share a reduction's row loop ---------===//
//
// A 1-D band kernel whose threads each walk a row in a sequential loop that
// reduces into the thread's own scalars (`s += A[i][j] * x[j]`) reads the
// rows uncoalesced: neighbouring threads are a row apart. When the row loop's
// accesses cost fewer memory segments per warp with its own index on the
// lanes, a warp runs each iteration of the band instead: its 32 lanes stride
// over the row, each into a private copy, a butterfly of shuffles combines
// the copies in every lane, and lane 0 runs what follows the row loop.
// When the accesses coalesce better with the band's index on the lanes (a
// column walk), 8 threads share each column instead, each a slice of the
// rows, and combine their copies through shared memory in a fixed order:
// 8 times the threads of one per column, for matrices whose columns alone
// do not fill the GPU. A row loop that is a scan (`s += A[i][j];
// B[i][j] = s`, or the recurrence `B[i][j] = B[i][j - 1] + A[i][j]`) runs
// as a segmented scan the same way: a warp per row, 32 iterations at a
// time, each lane running its iteration from the warp scan of the
// elements and the carry of the chunks before. The row-kernels pass
// (Transforms/RowKernels.h) chooses the form; this file writes it.
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"
#include "loopgen/Analysis/Reductions.h"
#include "loopgen/Analysis/SharedRows.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/IR/Band.h"

namespace loopgen {

/// `T <Prefix>s = identity;\n`: a thread's private copy of R's scalar.
static std::string privateCopy(const Reduction &R, const std::string &Prefix) {
  return R.Var->Ty.Spelling + " " + Prefix + R.Var->Name + " = " +
         reductionFunctor(R) + "::identity<" + R.Var->Ty.Spelling + ">();\n";
}

void KernelEmitter::sharedRowLoop(const ForStmt &Row,
                                  const std::vector<Reduction> &Reductions,
                                  const std::string &Prefix,
                                  const std::string &Lane, unsigned Threads,
                                  unsigned Ind) {
  for (const Reduction &R : Reductions)
    DP.Renamed[R.Var] = Prefix + R.Var->Name;
  const std::string &RT = Row.Index->Ty.Spelling;
  std::string RS = std::to_string(Row.Step);
  Out << "#pragma unroll 4\n";
  Out << indentStr(Ind) << "for (" << RT << " " << Row.Index->Name << " = "
      << DP.printOperand(*Row.Begin, "+") << " + (" << RT << ")" << Lane
      << " * (" << RS << "); " << Row.Index->Name
      << (Row.Step > 0 ? " < " : " > ") << DP.printOperand(*Row.End, "<")
      << "; " << Row.Index->Name << " += " << Threads << " * (" << RS
      << ")) {\n";
  emitBlock(Out, *Row.Body, Ind + 1);
  Out << indentStr(Ind) << "}\n";
  for (const Reduction &R : Reductions)
    DP.Renamed.erase(R.Var);
}

void KernelEmitter::rowKernel(const ForStmt &Root, const RowPlan &P,
                              const std::string &Name, const KernelUses &U) {
  if (P.Columns)
    return columnKernel(Root, P, Name, U);
  std::string Rows;
  for (const SharedRow &G : P.Guarded)
    Rows += (Rows.empty() ? "" : ", ") + G.Row->Label;
  Out << kernelComment("kernel for the loop at " + Root.Label +
                       " (grid x: " + Root.Index->Name +
                       ", one warp per iteration; its lanes share the loop" +
                       (P.Guarded.size() > 1 ? "s" : "") + " at " +
                       (P.Row ? P.Row->Label : Rows) + ")");
  Out << "__global__ void " << Name << "(" << kernelParams(U) << ") {\n";
  const std::string &T = Root.Index->Ty.Spelling;
  std::string Step =
      Root.Step == 1 ? "" : " * (" + std::to_string(Root.Step) + ")";
  Out << "  const " << T << " " << Root.Index->Name << " = "
      << DP.printOperand(*Root.Begin, "+") << " + (" << T
      << ")(blockIdx.x * blockDim.y + threadIdx.y)" << Step << ";\n";
  Out << "  const unsigned loopgen_lane = threadIdx.x;\n";
  Out << "  if (" << Root.Index->Name << (Root.Step > 0 ? " < " : " > ")
      << DP.printOperand(*Root.End, "<") << (InjectUnwritten ? " - 1" : "")
      << ") {\n";
  if (!P.Guarded.empty()) {
    sharedBlock(P, *Root.Body, 2);
    Out << "  }\n}\n\n";
    return;
  }
  const ForStmt &Row = *P.Row;
  auto It = Root.Body->Body.begin();
  for (; It->get() != &Row; ++It)
    emitStmt(Out, **It, 2);
  if (P.Scan) {
    rowScanLoop(P);
    Out << "    if (loopgen_lane == 0) {\n";
    for (++It; It != Root.Body->Body.end(); ++It)
      emitStmt(Out, **It, 3);
    Out << "    }\n  }\n}\n\n";
    return;
  }
  for (const Reduction &R : P.Reductions)
    Out << "    " << privateCopy(R, "loopgen_lane_");
  sharedRowLoop(Row, P.Reductions, "loopgen_lane_", "loopgen_lane", 32, 2);
  for (const Reduction &R : P.Reductions) {
    Out << "    " << R.Var->Name << " = " << reductionFunctor(R) << "::apply("
        << R.Var->Name << ", loopgen_reduce_warp_all<" << reductionFunctor(R)
        << ">(loopgen_lane_" << R.Var->Name << "));\n";
  }
  Out << "    if (loopgen_lane == 0) {\n";
  for (++It; It != Root.Body->Body.end(); ++It)
    emitStmt(Out, **It, 3);
  Out << "    }\n  }\n}\n\n";
}

void KernelEmitter::sharedBlock(const RowPlan &P, const BlockStmt &B,
                                unsigned Ind) {
  std::string I0 = indentStr(Ind);
  // Stores run in lane 0: the lanes have read what they overwrite, and
  // see what they wrote after.
  std::vector<const Stmt *> Stores;
  auto FlushStores = [&] {
    if (Stores.empty())
      return;
    Out << I0 << "__syncwarp();\n" << I0 << "if (loopgen_lane == 0) {\n";
    for (const Stmt *S : Stores)
      emitStmt(Out, *S, Ind + 1);
    Out << I0 << "}\n" << I0 << "__syncwarp();\n";
    Stores.clear();
  };
  auto It = B.Body.begin();
  for (; It != B.Body.end(); ++It) {
    const Stmt &S = **It;
    if (S.K != Stmt::Decl && !hasLoop(S) && !computesScalarsOnly(S)) {
      Stores.push_back(&S);
      continue;
    }
    FlushStores();
    if (S.K == Stmt::For) {
      const ForStmt &Row = cast<ForStmt>(S);
      const std::vector<Reduction> &Reductions =
          std::find_if(P.Guarded.begin(), P.Guarded.end(),
                       [&](const SharedRow &G) { return G.Row == &Row; })
              ->Reductions;
      for (const Reduction &R : Reductions)
        Out << I0 << privateCopy(R, "loopgen_lane_");
      sharedRowLoop(Row, Reductions, "loopgen_lane_", "loopgen_lane", 32, Ind);
      for (const Reduction &R : Reductions)
        Out << I0 << R.Var->Name << " = " << reductionFunctor(R) << "::apply("
            << R.Var->Name << ", loopgen_reduce_warp_all<"
            << reductionFunctor(R) << ">(loopgen_lane_" << R.Var->Name
            << "));\n";
      break;
    }
    if (S.K == Stmt::If && hasLoop(S)) {
      const auto &I = cast<IfStmt>(S);
      Out << I0 << "if (" << DP.print(*I.Cond) << ") {\n";
      sharedBlock(P, *I.Then, Ind + 1);
      if (I.Else) {
        Out << I0 << "} else {\n";
        sharedBlock(P, *I.Else, Ind + 1);
      }
      Out << I0 << "}\n";
      break;
    }
    emitStmt(Out, S, Ind);
  }
  FlushStores();
  if (It == B.Body.end() || ++It == B.Body.end())
    return;
  Out << I0 << "if (loopgen_lane == 0) {\n";
  for (; It != B.Body.end(); ++It)
    emitStmt(Out, **It, Ind + 1);
  Out << I0 << "}\n";
}

} // namespace loopgen

namespace loopgen {

void KernelEmitter::columnKernel(const ForStmt &Root, const RowPlan &P,
                                 const std::string &Name, const KernelUses &U) {
  const ForStmt &Row = *P.Row;
  Out << kernelComment("kernel for the loop at " + Root.Label +
                       " (grid x: " + Root.Index->Name +
                       ", 8 threads per iteration, each a "
                       "slice of the loop at " +
                       Row.Label + ")");
  Out << "__global__ void " << Name << "(" << kernelParams(U) << ") {\n";
  for (const Reduction &R : P.Reductions)
    Out << "  __shared__ " << R.Var->Ty.Spelling << " loopgen_slices_"
        << R.Var->Name << "[8][32];\n";
  const std::string &T = Root.Index->Ty.Spelling;
  std::string Step =
      Root.Step == 1 ? "" : " * (" + std::to_string(Root.Step) + ")";
  Out << "  const " << T << " " << Root.Index->Name << " = "
      << DP.printOperand(*Root.Begin, "+") << " + (" << T
      << ")(blockIdx.x * blockDim.x + threadIdx.x)" << Step << ";\n";
  Out << "  const bool loopgen_inside = " << Root.Index->Name
      << (Root.Step > 0 ? " < " : " > ") << DP.printOperand(*Root.End, "<")
      << (InjectUnwritten ? " - 1" : "") << ";\n";
  for (const Reduction &R : P.Reductions)
    Out << "  " << privateCopy(R, "loopgen_slice_");
  // The statements before the loop run in every thread of the column (and
  // again in the one that finishes it): they only compute scalars. (The
  // slices sum into their own copies: not into the reductions' variables,
  // which only the finishing thread declares.)
  std::set<const Variable *> ReadBefore;
  for (const StmtPtr &S : Root.Body->Body) {
    if (S.get() == &Row)
      break;
    walkAllExprs(*S, [&](const Expr &E) {
      if (E.K == Expr::VarRef)
        ReadBefore.insert(E.Var);
    });
  }
  auto Before = [&](unsigned Ind, bool Slices) {
    for (const StmtPtr &S : Root.Body->Body) {
      if (S.get() == &Row)
        break;
      const auto *D = dyn_cast<DeclStmt>(S.get());
      if (Slices && D && D->Var && !ReadBefore.count(D->Var) &&
          llvm::any_of(P.Reductions,
                       [&](const Reduction &R) { return R.Var == D->Var; }))
        continue;
      emitStmt(Out, *S, Ind);
    }
  };
  Out << "  if (loopgen_inside) {\n";
  Before(2, true);
  sharedRowLoop(Row, P.Reductions, "loopgen_slice_", "threadIdx.y", 8, 2);
  Out << "  }\n";
  for (const Reduction &R : P.Reductions) {
    Out << "  loopgen_slices_" << R.Var->Name
        << "[threadIdx.y][threadIdx.x] = loopgen_slice_" << R.Var->Name
        << ";\n";
  }
  Out << "  __syncthreads();\n";
  Out << "  if (loopgen_inside && threadIdx.y == 0) {\n";
  Before(2, false);
  for (const Reduction &R : P.Reductions) {
    Out << "    for (int loopgen_k = 0; loopgen_k < 8; ++loopgen_k)\n";
    Out << "      " << R.Var->Name << " = " << reductionFunctor(R) << "::apply("
        << R.Var->Name << ", loopgen_slices_" << R.Var->Name
        << "[loopgen_k][threadIdx.x]);\n";
  }
  bool After = false;
  for (const StmtPtr &S : Root.Body->Body) {
    if (After)
      emitStmt(Out, *S, 2);
    After |= S.get() == &Row;
  }
  Out << "  }\n}\n\n";
}

} // namespace loopgen

namespace loopgen {

void KernelEmitter::rowScanLoop(const RowPlan &P) {
  const ForStmt &Row = *P.Row;
  const ScanInfo &Info = *P.Scan;
  const std::string &T = scanType(Info).Spelling;
  const std::string &RT = Row.Index->Ty.Spelling;
  std::string Op = reductionFunctor({Info.Var, Info.Op});
  std::string Step = std::to_string(Row.Step);
  const char *Before = Row.Step > 0 ? " < " : " > ";
  const auto &Body = Row.Body->Body;
  if (Info.IntoArray) // A[begin - 1]: read only where the row runs.
    Out << "    " << T << " loopgen_carry = " << Op << "::identity<" << T
        << ">();\n    if (" << DP.print(*Row.Begin) << Before
        << DP.printOperand(*Row.End, "<") << ")\n      loopgen_carry = (" << T
        << ")(" << DP.print(*Info.Init) << ");\n";
  else
    Out << "    " << T << " loopgen_carry = (" << T << ")("
        << DP.print(*Info.Init) << ");\n";
  // Unrolled, the chunks' loads issue ahead of the carry they wait for
  // (10^8 floats in 1000 rows: 0.61 ms against 0.98 on the H100).
  Out << "#pragma unroll 4\n";
  Out << "    for (" << RT << " loopgen_base = " << DP.print(*Row.Begin)
      << "; loopgen_base" << Before << DP.printOperand(*Row.End, "<")
      << "; loopgen_base += 32 * (" << Step << ")) {\n";
  Out << "      const " << RT << " " << Row.Index->Name << " = loopgen_base + ("
      << RT << ")loopgen_lane * (" << Step << ");\n";
  Out << "      const bool loopgen_in = " << Row.Index->Name << Before
      << DP.printOperand(*Row.End, "<") << ";\n";
  // What the lane's iteration accumulates, the identity past the row's end.
  Out << "      " << T << " loopgen_x = " << Op << "::identity<" << T
      << ">();\n";
  Out << "      if (loopgen_in) {\n";
  for (unsigned K : Info.LocalsBefore)
    emitStmt(Out, *Body[K], 4);
  Out << "        loopgen_x = " << DP.print(*Info.Element) << ";\n";
  Out << "      }\n";
  Out << "      const " << T << " loopgen_incl = loopgen_scan_warp<" << Op
      << ">(loopgen_x, loopgen_lane);\n";
  Out << "      const " << T
      << " loopgen_before = loopgen_shfl_up(loopgen_incl, 1);\n";
  Out << "      " << T
      << " loopgen_value = loopgen_lane == 0 ? loopgen_carry : " << Op
      << "::apply(loopgen_carry, loopgen_before);\n";
  // The body as written, its update combining the element instead.
  Out << "      if (loopgen_in) {\n";
  scanIteration(Row, 4);
  Out << "      }\n";
  Out << "      loopgen_carry = " << Op
      << "::apply(loopgen_carry, loopgen_shfl(loopgen_incl, 31));\n";
  Out << "    }\n";
  if (Info.Var)
    Out << "    " << Info.Var->Name << " = loopgen_carry;\n";
}

void KernelEmitter::rowScanTilesKernel(const ForStmt &Root, const RowPlan &P,
                                       const std::string &Name,
                                       const KernelUses &U) {
  const ForStmt &Row = *P.Row;
  const ScanInfo &Info = *P.Scan;
  const std::string &T = scanType(Info).Spelling;
  const std::string &IT = Root.Index->Ty.Spelling, &RT = Row.Index->Ty.Spelling;
  std::string Op = reductionFunctor({Info.Var, Info.Op});
  auto Times = [](long long Step) {
    return Step == 1 ? std::string() : " * (" + std::to_string(Step) + ")";
  };
  Out << kernelComment("kernel for the loop at " + Root.Label +
                       " (a block per tile of each iteration's scan at " +
                       Row.Label + ")");
  Out << "__global__ void __launch_bounds__(LOOPGEN_SCAN_THREADS, "
         "LOOPGEN_SCAN_BLOCKS) "
      << Name << "(" << kernelParams(U)
      << (U.Scalars.empty() && U.Arrays.empty() ? "" : ", ")
      << "loopgen_scan_tiles<" << T
      << "> loopgen_tiles, long long loopgen_tiles_per_row) {\n";
  // Tiles are claimed in the order blocks start, a row's in order: its
  // tiles before have started when one looks back.
  Out << "  const long long loopgen_tile = "
         "loopgen_scan_claim(loopgen_tiles);\n";
  Out << "  const long long loopgen_row_first = loopgen_tile - loopgen_tile % "
         "loopgen_tiles_per_row;\n";
  Out << "  const " << IT << " " << Root.Index->Name << " = "
      << DP.printOperand(*Root.Begin, "+") << " + (" << IT
      << ")(loopgen_tile / loopgen_tiles_per_row)" << Times(Root.Step) << ";\n";
  if (InjectUnwritten) // The last row's tiles, all of them: none waits.
    Out << "  if (!(" << Root.Index->Name << (Root.Step > 0 ? " < " : " > ")
        << DP.printOperand(*Root.End, "<") << " - 1)) return;\n";
  auto It = Root.Body->Body.begin();
  for (; It->get() != &Row; ++It)
    emitStmt(Out, **It, 1);
  Out << "  const long long loopgen_end = (long long)("
      << DP.print(*Row.tripCount()) << ");\n";
  std::string Index = "      const " + RT + " " + Row.Index->Name + " = (" +
                      RT + ")((long long)(" + DP.print(*Row.Begin) +
                      ") + loopgen_at" + Times(Row.Step) + ");\n";
  Out << "  loopgen_scan_tile<" << Op << ", true"
      << ">(loopgen_tile, loopgen_row_first, 0LL, loopgen_end, "
         "loopgen_tiles,\n";
  scanFunctions(Row, Index);
  // The row's last iteration runs what follows the row loop.
  Out << "      if (loopgen_at == loopgen_end - 1) {\n";
  if (Info.Var)
    Out << "        " << Info.Var->Name << " = loopgen_value;\n";
  for (++It; It != Root.Body->Body.end(); ++It)
    emitStmt(Out, **It, 4);
  Out << "      }\n";
  Out << "    });\n}\n\n";
}

} // namespace loopgen
