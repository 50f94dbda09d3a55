//===- ScanKernel.cpp - Sequential loops run as parallel scans ------------===//
//
// A loop marked as a scan (Analysis/Scans.h) becomes one kernel built on the
// prelude's loopgen_scan: its element function computes what iteration
// i accumulates (after the statements before the update that only compute
// locals), and its body function runs iteration i from its running value,
// the update replaced by combining the running value with the element. The
// host launches a block of LOOPGEN_SCAN_THREADS threads per tile of
// iterations.
//
//===----------------------------------------------------------------------===//

#include "HostEmitter.h"
#include "loopgen/Analysis/Reductions.h"
#include "loopgen/IR/Affine.h"

namespace loopgen {

void KernelEmitter::scanFunctions(const ForStmt &L, const std::string &Index) {
  const ScanInfo &Info = *L.Scan;
  const std::string &T = scanType(Info).Spelling;
  const auto &Body = L.Body->Body;
  Out << "    [&]() -> " << T << " { return (" << T << ")("
      << DP.print(*Info.Init) << "); },\n";
  Out << "    [&](long long loopgen_at) -> " << T << " {\n" << Index;
  for (unsigned K : Info.LocalsBefore)
    emitStmt(Out, *Body[K], 3);
  Out << "      return " << DP.print(*Info.Element) << ";\n";
  Out << "    },\n";
  Out << "    [&](long long loopgen_at, " << T << " loopgen_prefix, " << T
      << " loopgen_x) {\n"
      << Index;
  Out << "      " << T << " loopgen_value = loopgen_prefix;\n";
  scanIteration(L, 3);
}

void KernelEmitter::scanIteration(const ForStmt &L, unsigned Ind) {
  const ScanInfo &Info = *L.Scan;
  std::string Op = reductionFunctor({Info.Var, Info.Op});
  const auto &Body = L.Body->Body;
  const Stmt *Update = Body[Info.Update].get();
  if (Info.InThen >= 0)
    Update = cast<IfStmt>(*Update).Then->Body[Info.InThen].get();
  Replaced = Update;
  Replacement = {"loopgen_value = " + Op +
                 "::apply(loopgen_value, loopgen_x);"};
  if (Info.IntoArray)
    Replacement.push_back(
        DP.print(*cast<AssignStmt>(*Update).Target) +
        " = loopgen_value;");
  if (Info.Var)
    DP.Renamed[Info.Var] = "loopgen_value";
  for (const StmtPtr &S : Body)
    emitStmt(Out, *S, Ind);
  if (Info.Var)
    DP.Renamed.erase(Info.Var);
  Replaced = nullptr;
}

void KernelEmitter::scanKernel(const ForStmt &L, const std::string &Name,
                               const KernelUses &U) {
  const ScanInfo &Info = *L.Scan;
  const std::string &T = scanType(Info).Spelling;
  const std::string &IT = L.Index->Ty.Spelling;
  std::string Op = reductionFunctor({Info.Var, Info.Op});
  std::string StepText =
      L.Step == 1 ? ""
      : L.Step > 0 ? " * " + std::to_string(L.Step)
                   : " * (" + std::to_string(L.Step) + ")";
  Out << kernelComment(
      "scan kernel for the loop at " + L.Label + " (" +
      (Info.Var ? "'" + Info.Var->userName() + "'"
                : "the recurrence on '" + Info.Init->Arr->userName() + "'") +
      " accumulates with '" + Info.Op + "')");
  Out << "__global__ void __launch_bounds__(LOOPGEN_SCAN_THREADS, "
         "LOOPGEN_SCAN_BLOCKS) " << Name
      << "(" << kernelParams(U) << (U.Scalars.empty() && U.Arrays.empty() ? "" : ", ")
      << "loopgen_scan_tiles<" << T << "> loopgen_tiles) {\n";
  // The scan runs over the iterations' positions 0, 1, ...: the index of
  // position p is begin + p * step (a suffix sum counts down).
  Out << "  const long long loopgen_first = (long long)(" << DP.print(*L.Begin)
      << "), loopgen_end = (long long)(" << DP.print(*L.tripCount())
      << ");\n";
  Out << "  loopgen_scan<" << Op << ", " << T
      << ">(0LL, loopgen_end, loopgen_tiles,\n";
  scanFunctions(L, "      const " + IT + " " + L.Index->Name + " = (" + IT +
                       ")(loopgen_first + loopgen_at" + StepText + ");\n");
  if (Info.Var) {
    Out << "      if (loopgen_at == loopgen_end - 1)\n";
    Out << "        " << Info.Var->Name << "[0] = loopgen_value;\n";
  }
  Out << "    });\n}\n\n";
}

void HostEmitter::launchCubScan(const ForStmt &L, const CubScan &C,
                                unsigned Ind) {
  const ScanInfo &Info = *L.Scan;
  std::string Name = kernelName("scan");
  UsesCub = true;
  const std::string &T = scanType(Info).Spelling;
  std::string Op =
      "loopgen_cub_op<" + reductionFunctor({Info.Var, Info.Op}) + ">()";
  std::string I0 = indentStr(Ind), I1 = indentStr(Ind + 1),
              I2 = indentStr(Ind + 2);
  Host << I0 << "{ // " << Name << ": the scan at " << L.Label
       << ", by CUB's DeviceScan\n";
  Host << I1 << "const long long loopgen_n = (long long)("
       << HP.print(*L.tripCount()) << ");\n";
  Host << I1 << "if (loopgen_n > 0) {\n";
  std::string First = "(long long)(" + HP.print(*L.Begin) + ")";
  if (C.Recurrence)
    return cubRecurrence(L, C, First, Op, Ind);
  // In place the scan starts at the element before the first iteration,
  // which holds the initial value.
  if (!C.Init)
    First += " - 1";
  Host << I2 << T << " *const loopgen_in = " << deviceName(C.In) << " + "
       << First << ";\n";
  Host << I2 << T << " *const loopgen_out = " << deviceName(C.Out) << " + "
       << First << ";\n";
  bool WithInit = C.Init && !C.FromIdentity;
  std::string Call = WithInit ? "cub::DeviceScan::InclusiveScanInit("
                              : "cub::DeviceScan::InclusiveScan(";
  std::string Args =
      ", loopgen_bytes, loopgen_in, loopgen_out, " + Op +
      (WithInit ? ", (" + T + ")(" + HP.print(*C.Init) + ")" : "") +
      ", loopgen_n" + (C.Init ? "" : " + 1") + ")";
  Host << I2 << "size_t loopgen_bytes = 0;\n";
  Host << I2 << "LOOPGEN_CHECK(" << Call << "nullptr" << Args << ");\n";
  Host << I2 << "LOOPGEN_CHECK(" << Call << "loopgen_scratch(15, loopgen_bytes)"
       << Args << ");\n";
  Host << I2 << "LOOPGEN_COUNT_LAUNCHES(2); // CUB's own\n";
  if (Info.Var) // The running value after the loop: the last element.
    Host << I2 << "loopgen_copy_element(" << deviceName(Info.Var)
         << ", loopgen_out + loopgen_n - 1);\n";
  Host << I1 << "}\n" << I0 << "}\n";
}

/// out[i] = out[i - 1] op in[i] for the n iterations from First: CUB's
/// exclusive scan of in[First ..] from out[First - 1], read on the device,
/// writes out[First - 1 ..] (its first element with the value it holds),
/// all but the last step, which a one-thread kernel takes: an exclusive
/// scan of n + 1 elements would read in[First + n], which may not exist.
void HostEmitter::cubRecurrence(const ForStmt &L, const CubScan &C,
                                const std::string &First, const std::string &Op,
                                unsigned Ind) {
  const std::string &T = scanType(*L.Scan).Spelling;
  std::string I0 = indentStr(Ind), I1 = indentStr(Ind + 1),
              I2 = indentStr(Ind + 2);
  Host << I2 << "const " << T << " *const loopgen_in = " << deviceName(C.In)
       << " + " << First << ";\n";
  Host << I2 << T << " *const loopgen_out = " << deviceName(C.Out) << " + "
       << First << " - 1;\n";
  std::string Args = ", loopgen_bytes, loopgen_in, loopgen_out, " + Op +
                     ", cub::FutureValue<" + T +
                     ">(loopgen_out), loopgen_n)";
  Host << I2 << "size_t loopgen_bytes = 0;\n";
  Host << I2 << "LOOPGEN_CHECK(cub::DeviceScan::ExclusiveScan(nullptr" << Args
       << ");\n";
  Host << I2 << "LOOPGEN_CHECK(cub::DeviceScan::ExclusiveScan("
       << "loopgen_scratch(15, loopgen_bytes)" << Args << ");\n";
  Host << I2 << "LOOPGEN_COUNT_LAUNCHES(2); // CUB's own\n";
  Host << I2 << "loopgen_scan_step<"
       << reductionFunctor({L.Scan->Var, L.Scan->Op})
       << ">(loopgen_out + loopgen_n, loopgen_in + loopgen_n - 1);\n";
  Host << I1 << "}\n" << I0 << "}\n";
}

void HostEmitter::launchScan(const ForStmt &L, unsigned Ind) {
  if (const CubScan *C = L.Scan->Cub.get())
    return launchCubScan(L, *C, Ind);
  std::string Name = kernelName("scan");
  KernelUses U = usesOf(F, {&L});
  Kernels.scanKernel(L, Name, U);
  const std::string &T = scanType(*L.Scan).Spelling;
  std::string I0 = indentStr(Ind), I1 = indentStr(Ind + 1);
  Host << I0 << "{ // " << Name << ": the scan at " << L.Label << "\n";
  Host << I1 << "const long long loopgen_n = (long long)("
       << HP.print(*L.tripCount()) << ");\n";
  Host << I1 << "if (loopgen_n > 0) {\n";
  Host << I1 << "  const long long loopgen_tiles = (loopgen_n + "
       << "loopgen_scan_tile_size<" << T << ">() - 1) / loopgen_scan_tile_size<"
       << T << ">();\n";
  Host << I1 << "  LOOPGEN_REQUIRE(loopgen_tiles <= 0x7fffffff, \"a loop is "
                "too long for the CUDA grid\");\n";
  std::string Args = launchArgs(U);
  Host << I1 << "  LOOPGEN_LAUNCH(" << Name
       << ", dim3((unsigned)loopgen_tiles), dim3(LOOPGEN_SCAN_THREADS), 0, "
       << Args << (Args.empty() ? "" : ", ") << "loopgen_scan_prepare<" << T
       << ">(loopgen_tiles));\n";
  Host << I1 << "  LOOPGEN_CHECK(cudaGetLastError());\n";
  Host << I1 << "}\n" << I0 << "}\n";
}

} // namespace loopgen
