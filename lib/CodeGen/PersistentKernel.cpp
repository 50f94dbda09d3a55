//===- PersistentKernel.cpp - A host loop as one kernel -------------------===//
//
// The host loop of band kernels that PersistentLoops.h describes, as one
// kernel: every thread walks the loop; each band kernel is a phase whose
// body is the band kernel's own, reading its position from a virtual block
// instead of the built-ins; a barrier ends each phase. The host launches it
// while the largest phase fits the GPU's resident threads, and the loop of
// launches otherwise.
//
//===----------------------------------------------------------------------===//

#include "HostEmitter.h"
#include "loopgen/Transforms/MapToGrid.h"
#include "loopgen/Transforms/PersistentLoops.h"

namespace loopgen {

/// Text with Extra more levels of indentation on each non-empty line.
static std::string indented(const std::string &Text, unsigned Extra) {
  std::string Out, Pad = indentStr(Extra);
  size_t Pos = 0;
  while (Pos < Text.size()) {
    size_t End = Text.find('\n', Pos);
    End = End == std::string::npos ? Text.size() : End + 1;
    if (Text[Pos] != '\n')
      Out += Pad;
    Out += Text.substr(Pos, End - Pos);
    Pos = End;
  }
  return Out;
}

void KernelEmitter::persistentKernel(const ForStmt &L,
                                     const std::vector<const ForStmt *> &Phases,
                                     const std::string &Name,
                                     const KernelUses &U) {
  std::string Loops;
  for (const ForStmt *P : Phases)
    Loops += (Loops.empty() ? "" : ", ") + P->Label;
  Out << kernelComment("persistent kernel for the loop at " + L.Label +
                       ": its kernels (at " + Loops +
                       ") run as phases, each ended by a barrier");
  Out << "__global__ void __launch_bounds__(1024) " << Name << "("
      << kernelParams(U) << ") {\n";
  Out << "  " << forHeader(L, DP) << " {\n";
  GridNames Saved = Grid;
  Grid = {"loopgen_bid", "loopgen_tid", "loopgen_bdim", "loopgen_gdim"};
  for (const StmtPtr &S : L.Body->Body) {
    if (S->Place != Stmt::Kernel) { // A scalar of the step.
      emitStmt(Out, *S, 2);
      continue;
    }
    auto *P = static_cast<const ForStmt *>(S.get());
    GridSetup G = gridSetup(*P, DP, indentStr(3));
    Out << "    { // phase: the loop nest at " << P->Label << "\n"
        << G.Decls;
    Out << "      if (" << G.Positive << ") {\n";
    Out << "        const dim3 loopgen_bdim(" << G.BlockArgs << ");\n";
    Out << "        const dim3 loopgen_gdim = loopgen_virtual_grid(loopgen_bdim, "
           "dim3("
        << G.PerThread << ")" << G.Trips << ");\n";
    Out << "        const uint3 loopgen_tid = "
           "loopgen_virtual_thread(loopgen_bdim);\n";
    Out << "        for (long long loopgen_b = "
           "loopgen_first_virtual_block(loopgen_bdim);\n"
           "             loopgen_b < loopgen_virtual_blocks(loopgen_gdim);\n"
           "             loopgen_b += "
           "loopgen_virtual_block_stride(loopgen_bdim)) {\n";
    Out << "          const uint3 loopgen_bid = "
           "loopgen_virtual_block(loopgen_gdim, loopgen_b);\n";
    std::ostringstream Body;
    std::swap(Out, Body);
    emitBandBody(*P);
    std::swap(Out, Body);
    Out << indented(Body.str(), 4);
    Out << "        }\n      }\n    }\n";
    Out << "    loopgen_phase_barrier();\n";
  }
  Grid = Saved;
  Out << "  }\n}\n\n";
}

void HostEmitter::launchPersistent(const ForStmt &L,
                                   const std::vector<const ForStmt *> &Phases,
                                   unsigned Ind) {
  std::string Name = kernelName("persistent");
  KernelUses U = usesOf(F, {&L});
  Kernels.persistentKernel(L, Phases, Name, U);
  std::string I0 = indentStr(Ind), I1 = indentStr(Ind + 1);
  Host << I0 << "{ // " << Name << ": the loop at " << L.Label
       << " as one kernel while its kernels fit the GPU at once\n";
  Host << I1 << "long long loopgen_threads = 0; // Of the largest phase.\n";
  for (const ForStmt *P : Phases) {
    GridSetup G = gridSetup(*P, HP, indentStr(Ind + 2));
    Host << I1 << "{\n" << G.Decls;
    Host << I1 << "  if (" << G.Positive << ")\n";
    Host << I1 << "    loopgen_threads = std::max(loopgen_threads, "
         << "loopgen_virtual_threads(loopgen_virtual_grid(dim3(" << G.BlockArgs
         << "), dim3(" << G.PerThread << ")" << G.Trips << "), dim3("
         << G.BlockArgs << ")));\n";
    Host << I1 << "}\n";
  }
  Host << I1 << "if (loopgen_persistent_fits(loopgen_threads)) {\n";
  Host << I1 << "  LOOPGEN_LAUNCH_PERSISTENT(" << Name
       << ", loopgen_threads, " << launchArgs(U) << ");\n";
  Host << I1 << "  LOOPGEN_CHECK(cudaGetLastError());\n";
  Host << I1 << "} else {\n";
  emitHostLoop(L, Ind + 2);
  Host << I1 << "}\n" << I0 << "}\n";
}

} // namespace loopgen
