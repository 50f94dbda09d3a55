//===- BandKernel.cpp - Band kernels: grid indices, guards, reductions ----===//
//
// The __global__ function of a band: each thread's indices from the grid,
// the guard against the loops' bounds, the band's sequential loops and
// body; a reduction's private copies and their combination, histograms in
// shared memory, vector reads of the loops that stride over the grid,
// streamed rows, and tiles that blocks sweep in lockstep.
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/IR/Band.h"
#include <algorithm>
#include <functional>

namespace loopgen {

void KernelEmitter::bandKernel(const ForStmt &Root, const std::string &Name,
                               const KernelUses &U,
                               const std::vector<const Stmt *> &Before,
                               const std::vector<const Stmt *> &After) {
  auto [Band, Mapped, NumDims] = bandMapping(Root);
  static const char *Axis[] = {"x", "y", "z"};
  std::string GridDesc;
  for (int D = NumDims - 1; D >= 0; --D)
    GridDesc += std::string(GridDesc.empty() ? "" : ", ") + Axis[D] + ": " +
                Mapped[D]->Index->Name;
  // Name every source loop of the band: after distribution the outer
  // one is shared by several kernels.
  std::string Loops;
  for (const ForStmt *L : Band)
    Loops += (Loops.empty() ? "" : ", ") + L->Label;
  std::string PerThread;
  for (unsigned D = 0; D < NumDims; ++D)
    if (Mapped[D]->Copies.size() > 1)
      PerThread += (PerThread.empty() ? "; per thread " : ", ") +
                   std::to_string(Mapped[D]->Copies.size()) + " of " +
                   Mapped[D]->Index->Name;
  if (Root.isKernel(KernelKind::WaveTiles))
    PerThread +=
        "; blocks of " + std::to_string(Root.Kernel->SweepX) +
        (Root.Kernel->SweepY ? " x " + std::to_string(Root.Kernel->SweepY)
                             : std::string()) +
        " sweep their tiles";
  std::string Around;
  if (!Before.empty() || !After.empty())
    Around = "; its last block runs the single-thread code " +
             std::string(Before.empty() ? "after" : "before") +
             (Before.empty() || After.empty() ? "" : " and after") + " it";
  Out << kernelComment("kernel for the loop" +
                       std::string(Band.size() > 1 ? "s" : "") + " at " +
                       Loops + " (grid " + GridDesc + PerThread + Around + ")");
  std::vector<Reduction> Reductions = kernelReductions(Root);
  std::string Partials;
  for (const Reduction &R : Reductions)
    Partials += ", " + R.Var->Ty.Spelling + " *__restrict__ " +
                reductionPartials(R) + ", " + R.Var->Ty.Spelling +
                " *loopgen_result_" + R.Var->Name;
  if (!Reductions.empty())
    Partials += ", unsigned *loopgen_ticket";
  Out << "__global__ void " << Name << "(" << kernelParams(U) << Partials
      << (Root.isKernel(KernelKind::RowsStreamed) ? ", int loopgen_rows" : "") << ") {\n";
  // Each thread accumulates into a private copy, from the identity.
  for (const Reduction &R : Reductions) {
    Out << "  " << R.Var->Ty.Spelling << " " << reductionCopy(R) << " = "
        << reductionFunctor(R) << "::identity<" << R.Var->Ty.Spelling
        << ">();\n";
    DP.Renamed[R.Var] = reductionCopy(R);
  }
  for (const ForStmt *L : Band)
    Atomic.insert(L->AtomicArrays.begin(), L->AtomicArrays.end());
  // Histograms that fit are privatized per block in shared memory.
  const ReductionPlan *RP = reductionPlan(Root);
  static const ReductionPlan NoPlan;
  const auto &Histograms = (RP ? *RP : NoPlan).BlockHistograms;
  for (auto [A, Elements] : Histograms) {
    std::string Bins = "loopgen_bins_" + A->Name;
    Out << "  __shared__ " << atomicType(A->Elem) << " " << Bins << "["
        << Elements << "];\n";
    Out << "  for (int loopgen_j = threadIdx.x; loopgen_j < " << Elements
        << "; loopgen_j += blockDim.x)\n";
    Out << "    " << Bins << "[loopgen_j] = 0;\n";
    DP.RenamedArrays[A] = Bins;
  }
  if (!Histograms.empty())
    Out << "  __syncthreads();\n";
  emitBandBody(Root);
  if (!Histograms.empty())
    Out << "  __syncthreads();\n";
  for (auto [A, Elements] : Histograms) {
    std::string Bins = "loopgen_bins_" + A->Name, T = atomicType(A->Elem);
    Out << "  for (int loopgen_j = threadIdx.x; loopgen_j < " << Elements
        << "; loopgen_j += blockDim.x)\n";
    Out << "    if (" << Bins << "[loopgen_j] != 0)\n";
    Out << "      atomicAdd((" << T << " *)&" << A->Name << "[loopgen_j], "
        << Bins << "[loopgen_j]);\n";
    DP.RenamedArrays.erase(A);
  }
  for (const Reduction &R : Reductions) {
    Out << "  loopgen_reduce_block<" << reductionFunctor(R) << ">("
        << reductionCopy(R) << ", " << reductionPartials(R) << ");\n";
    DP.Renamed.erase(R.Var);
  }
  // The last block to finish combines the partials into the scalars.
  // Its first thread runs the code before the loop (the scalars' initial
  // values), the one that combines them, and the code after.
  auto FirstThread = [&](const std::vector<const Stmt *> &Stmts) {
    if (Stmts.empty())
      return;
    Out << "    if (threadIdx.x == 0) {\n";
    for (const Stmt *S : Stmts)
      emitStmt(Out, *S, 3);
    Out << "    }\n";
  };
  if (!Reductions.empty()) {
    Out << "  if (loopgen_last_block(loopgen_ticket)) {\n";
    FirstThread(Before);
    for (const Reduction &R : Reductions)
      Out << "    loopgen_finish_in_block<" << reductionFunctor(R) << ">("
          << reductionPartials(R) << ", loopgen_result_" << R.Var->Name
          << ");\n";
    FirstThread(After);
    Out << "  }\n";
  }
  Atomic.clear();
  Out << "}\n\n";
}

void KernelEmitter::emitVectorLoop(const ForStmt &L, const ReductionPlan &P) {
  std::string W = std::to_string(P.VectorWidth);
  const std::string &IT = L.Index->Ty.Spelling;
  Out << "  const long long loopgen_vectors = (long long)(" << DP.print(*L.End)
      << ") / " << W << ";\n";
  Out << "#pragma unroll 2\n";
  Out << "  for (long long loopgen_v = (long long)(" << Grid.BlockIdx << ".x * "
      << Grid.BlockDim << ".x + " << Grid.ThreadIdx
      << ".x); loopgen_v < loopgen_vectors; loopgen_v += (long long)"
      << Grid.GridDim << ".x * " << Grid.BlockDim << ".x) {\n";
  for (const Array *A : P.VectorArrays) {
    std::string Regs;
    for (unsigned K = 0; K < P.VectorWidth; ++K)
      Regs +=
          (K ? ", " : "") + ("loopgen_" + A->Name + "_" + std::to_string(K));
    Out << "    " << A->Elem.Spelling << " " << Regs << ";\n";
    Out << "    loopgen_load(" << A->Name << " + loopgen_v * " << W << ", "
        << Regs << ");\n";
  }
  for (unsigned K = 0; K < P.VectorWidth; ++K) {
    Out << "    {\n";
    if (P.VectorUsesIndex)
      Out << "      const " << IT << " " << L.Index->Name << " = (" << IT
          << ")(loopgen_v * " << W << " + " << K << ");\n";
    for (const Array *A : P.VectorArrays)
      DP.ReplacedReads[A->Name + "[" + L.Index->Name + "]"] =
          "loopgen_" + A->Name + "_" + std::to_string(K);
    emitBlock(Out, *L.Body, 3);
    Out << "    }\n";
  }
  DP.ReplacedReads.clear();
  Out << "  }\n";
}

void KernelEmitter::emitBandBody(const ForStmt &Root) {
  auto [Band, Mapped, NumDims] = bandMapping(Root);
  static const char *Axis[] = {"x", "y", "z"};
  std::string Guard;
  const ForStmt *Streamed = nullptr, *StreamedL = streamedLoop(Root);
  // A reduction's outermost grid dimension strides over its loop.
  const ReductionPlan *RP = reductionPlan(Root);
  bool Strides = RP && RP->Strides;
  unsigned StrideDim = NumDims - 1;
  for (unsigned D = 0; D < NumDims; ++D) {
    if (Strides && D == StrideDim)
      continue;
    const ForStmt &L = *Mapped[D];
    // With copies, a thread's iterations are blockDim apart or adjacent.
    size_t K = std::max<size_t>(1, L.Copies.size());
    std::string Times = K > 1           ? " * " + std::to_string(K)
                        : &L == StreamedL ? " * " + Grid.Rows
                                        : "";
    std::string Thread =
        std::string("(") + L.Index->Ty.Spelling + ")(" +
        (L.AdjacentCopies || &L == StreamedL
             ? "(" + Grid.BlockIdx + "." + Axis[D] + " * " + Grid.BlockDim +
                   "." + Axis[D] + " + " + Grid.ThreadIdx + "." + Axis[D] +
                   ")" + Times
             : Grid.BlockIdx + "." + Axis[D] + " * " + Grid.BlockDim + "." +
                   Axis[D] + Times + " + " + Grid.ThreadIdx + "." + Axis[D]) +
        ")";
    int Start = alignedStart(L);
    // A loop whose bounds move with the band's indices starts its threads
    // at the least of its begins; each tests its own range.
    auto Range = gridRange(L, Band);
    bool Moves = !Range->first->sameAs(*L.Begin);
    std::string Begin = Start ? "0" : DP.printOperand(*Range->first, "+");
    std::string Value =
        L.Step == 1 ? (Begin == "0" ? Thread : Begin + " + " + Thread)
                    : Begin + " + " + Thread + " * " +
                          (L.Step < 0 ? "(" + std::to_string(L.Step) + ")"
                                      : std::to_string(L.Step));
    // A streamed loop's first row; each row's index is declared in the
    // loop over the rows.
    Out << "  const " << L.Index->Ty.Spelling << " "
        << (&L == StreamedL ? "loopgen_first_" : "") << L.Index->Name << " = "
        << Value << ";\n";
    if (&L == StreamedL)
      Streamed = &L;
    for (size_t C = 1; C < K; ++C)
      Out << "  const " << L.Index->Ty.Spelling << " " << L.Copies[C]->Name
          << " = " << L.Index->Name
          << (L.AdjacentCopies
                  ? " + " + std::to_string(C)
                  : " + (" + L.Index->Ty.Spelling + ")(" + std::to_string(C) +
                        " * " + Grid.BlockDim + "." + Axis[D] + ")" +
                        (L.Step == 1 ? ""
                                     : " * (" + std::to_string(L.Step) + ")"))
          << ";\n";
    if (Start || Moves)
      Guard +=
          std::string(Guard.empty() ? "" : " && ") + L.Index->Name + " >= " +
          (Start ? std::to_string(Start) : DP.printOperand(*L.Begin, ">="));
    // A thread past the end of an unsigned loop counting down would wrap
    // around to a large index: its position is compared in 64 bits.
    bool Wraps = L.Step < 0 && K == 1 && &L != StreamedL &&
                 L.Index->Ty.Spelling.rfind("unsigned", 0) == 0;
    Guard +=
        std::string(Guard.empty() ? "" : " && ") +
        (Wraps ? "(long long)(" + Begin + ") - (long long)(" + Grid.BlockIdx +
                     "." + Axis[D] + " * " + Grid.BlockDim + "." + Axis[D] +
                     " + " + Grid.ThreadIdx + "." + Axis[D] + ") * " +
                     std::to_string(-L.Step) + " > (long long)(" +
                     DP.print(*L.End) + ")"
               : L.Index->Name + (L.Step > 0 ? " < " : " > ") +
                     DP.printOperand(*L.End, "<"));
    if (InjectUnwritten && D == 0)
      Guard += L.Step > 0 ? " - 1" : " + 1";
  }
  unsigned Depth = 2;
  if (Strides) {
    // One loop over the thread's iterations, a grid apart, in 64 bits;
    // unrolled, so that several loads are in flight.
    const ForStmt &L = *Mapped[StrideDim];
    std::string A = Axis[StrideDim];
    std::string I = "loopgen_" + L.Index->Name;
    std::string Step = L.Step == 1 ? "" : " * (" + std::to_string(L.Step) + ")";
    bool Inject = InjectUnwritten && StrideDim == 0;
    // A single loop whose reads are its index's elements reads them as
    // vectors first; this loop takes the rest.
    std::string First = "(long long)(" + DP.print(*L.Begin) + ")";
    if (RP->VectorWidth && !InjectUnwritten) {
      emitVectorLoop(L, *RP);
      First = "loopgen_vectors * " + std::to_string(RP->VectorWidth);
    }
    Out << "#pragma unroll 4\n";
    Out << "  for (long long " << I << " = " << First << " + (long long)("
        << Grid.BlockIdx << "." << A << " * " << Grid.BlockDim << "." << A
        << " + " << Grid.ThreadIdx << "." << A << ")" << Step << "; " << I
        << (L.Step > 0 ? " < " : " > ") << "(long long)(" << DP.print(*L.End)
        << ")"
        << (!Inject      ? ""
            : L.Step > 0 ? " - 1"
                         : " + 1")
        << "; " << I << " += (long long)" << Grid.GridDim << "." << A << " * "
        << Grid.BlockDim << "." << A << Step << ") {\n";
    Out << "    const " << L.Index->Ty.Spelling << " " << L.Index->Name
        << " = (" << L.Index->Ty.Spelling << ")" << I << ";\n";
    ++Depth;
  }
  if (Streamed) {
    emitStreamedRows(*Streamed, *Band.back(), Guard);
    return;
  }
  if (Root.isKernel(KernelKind::WaveTiles)) {
    // Every thread of the block walks the sweep, to its barriers.
    auto &Sweep =
        cast<ForStmt>(*Band.back()->Body->Body.front());
    Out << "  const bool loopgen_in = " << Guard << ";\n";
    Out << "  " << forHeader(Sweep, DP) << " {\n";
    Out << "    if (loopgen_in) {\n";
    emitBlock(Out, *Sweep.Body, 3);
    Out << "    }\n    __syncthreads();\n  }\n";
    return;
  }
  if (!Guard.empty() || !Strides)
    Out << indentStr(Depth - 1) << "if (" << Guard << ") {\n";
  else
    --Depth; // The loop's own test is the only guard.

  for (const ForStmt *L : Band) {
    if (L->GridDim >= 0)
      continue;
    Out << indentStr(Depth++) << forHeader(*L, DP) << " {\n";
  }
  emitBlock(Out, *Band.back()->Body, Depth);
  while (Depth-- > 2)
    Out << indentStr(Depth + 1) << "}\n";
  Out << "  }\n";
}

} // namespace loopgen
