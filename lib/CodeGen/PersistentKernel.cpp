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
#include "loopgen/IR/Band.h"

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
  // The phases' virtual grids do not change in the loop: set up once.
  for (size_t K = 0; K < Phases.size(); ++K) {
    std::string N = std::to_string(K);
    // Phases fit the GPU at once: a row a thread where a kernel streams.
    GridSetup G = gridSetup(*Phases[K], DP, indentStr(2), "1");
    Out << "  // Phase " << N << ": the loop nest at " << Phases[K]->Label
        << ".\n";
    Out << "  const dim3 loopgen_bdim" << N << "(" << G.BlockArgs << ");\n";
    Out << "  dim3 loopgen_gdim" << N << "(0, 0, 0);\n  {\n" << G.Decls;
    Out << "    if (" << G.Positive << ")\n";
    Out << "      loopgen_gdim" << N << " = loopgen_virtual_grid(loopgen_bdim"
        << N << ", dim3(" << G.PerThread << ")" << G.Trips << ");\n  }\n";
    Out << "  const unsigned loopgen_blocks" << N << " = loopgen_gdim" << N
        << ".x * loopgen_gdim" << N << ".y * loopgen_gdim" << N << ".z;\n";
    Out << "  const uint3 loopgen_tid" << N
        << " = loopgen_virtual_thread(loopgen_bdim" << N << ");\n";
    Out << "  const unsigned loopgen_first" << N
        << " = loopgen_first_virtual_block(loopgen_bdim" << N
        << "), loopgen_stride" << N
        << " = loopgen_virtual_block_stride(loopgen_bdim" << N << ");\n";
  }
  Out << "  " << forHeader(L, DP) << " {\n";
  GridNames Saved = Grid;
  size_t K = 0;
  for (const StmtPtr &S : L.Body->Body) {
    if (S->Place != Stmt::Kernel) { // A scalar of the step.
      emitStmt(Out, *S, 2);
      continue;
    }
    auto *P = cast<ForStmt>(S.get());
    std::string N = std::to_string(K++), GX = "loopgen_gdim" + N + ".x",
                GY = "loopgen_gdim" + N + ".y";
    Grid = {"loopgen_bid", "loopgen_tid" + N, "loopgen_bdim" + N,
            "loopgen_gdim" + N, "1"};
    // The virtual block's coordinates, in 32 bits (the host launches the
    // kernel for fewer threads than the GPU holds).
    unsigned Dims = bandMapping(*P).NumDims;
    std::string Bid =
        Dims == 1   ? std::string("loopgen_b, 0, 0")
        : Dims == 2
            ? "loopgen_b % " + GX + ", loopgen_b / " + GX + ", 0"
            : "loopgen_b % " + GX + ", loopgen_b / " + GX + " % " + GY +
                  ", loopgen_b / (" + GX + " * " + GY + ")";
    Out << "    // Phase " << N << ".\n";
    Out << "    for (unsigned loopgen_b = loopgen_first" << N
        << "; loopgen_b < loopgen_blocks" << N << "; loopgen_b += loopgen_stride"
        << N << ") {\n";
    Out << "      const uint3 loopgen_bid = {" << Bid << "};\n";
    std::ostringstream Body;
    std::swap(Out, Body);
    emitBandBody(*P);
    std::swap(Out, Body);
    Out << indented(Body.str(), 2);
    Out << "    }\n    loopgen_phase_barrier();\n";
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
    GridSetup G = gridSetup(*P, HP, indentStr(Ind + 2), "1");
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
