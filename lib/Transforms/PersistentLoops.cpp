//===- PersistentLoops.cpp - Host loops run as one kernel -----------------===//

#include "loopgen/Transforms/PersistentLoops.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/Transforms/MapToGrid.h"

namespace loopgen {

std::vector<const ForStmt *> persistentPhases(const ForStmt &L,
                                              std::string *WhyNot) {
  auto Refuse = [&](const std::string &Why) {
    if (WhyNot)
      *WhyNot = Why;
    return std::vector<const ForStmt *>{};
  };
  if (L.Place != Stmt::HostControl)
    return Refuse("it is not a host loop around kernels");
  if (L.isWhile())
    return Refuse("the host tests its condition between its steps");
  // Every thread computes the same from what the host passes: no memory,
  // no device scalars, no calls.
  auto Uniform = [&](const Expr &E) {
    bool Calls = false;
    walkExpr(E, [&](const Expr &X) { Calls |= X.K == Expr::Call; });
    return !readsDevice(E) && !Calls;
  };
  // What the host evaluates once, before the loop, must not change in it.
  std::set<const Variable *> Changing = changingScalars(L);
  auto OnEntry = [&](const Expr &E) {
    return !readsDevice(E) && !mentions(E, Changing);
  };
  if (!Uniform(*L.Begin) || !Uniform(*L.End))
    return Refuse("its bounds read device data");
  std::set<const Variable *> Declared; // Scalars of the loop's own steps.
  std::vector<const ForStmt *> Phases;
  for (const StmtPtr &S : L.Body->Body) {
    if (S->Place == Stmt::Host && S->K == Stmt::Decl) {
      auto &D = cast<DeclStmt>(*S);
      if (!D.Var || D.Var->OnDevice || (D.Init && !Uniform(*D.Init)))
        return Refuse(D.Var && D.Var->OnDevice
                          ? "'" + D.Var->userName() +
                                "' is computed on the device"
                          : "a declaration in it is not a scalar computed "
                            "from scalars");
      Declared.insert(D.Var);
      continue;
    }
    if (S->Place == Stmt::Host && S->K == Stmt::Assign) {
      auto &A = cast<AssignStmt>(*S);
      if (A.Target->K != Expr::VarRef || !Declared.count(A.Target->Var) ||
          !Uniform(*A.Value))
        return Refuse("the host changes '" +
                      (A.Target->K == Expr::VarRef ? A.Target->Var->Name
                                                   : std::string("memory")) +
                      "' in it, which outlives the loop or reads device "
                      "data");
      continue;
    }
    if (S->Place != Stmt::Kernel || S->K != Stmt::For)
      return Refuse("it holds code other than band kernels and scalars of "
                    "the step");
    const auto &Root = cast<ForStmt>(*S);
    bool Tiled = Root.isKernel(KernelKind::Tiled),
         Swept = Root.isKernel(KernelKind::WaveTiles);
    if (Root.isKernel(KernelKind::Transpose) || Root.Scan || Tiled || Swept)
      return Refuse("the kernel at " + Root.Label + " is a " +
                    (Root.Scan ? "scan"
                     : Tiled   ? "tiled kernel"
                     : Swept   ? "wavefront of tiles"
                               : "transposition"));
    std::vector<const ForStmt *> Band = kernelBand(Root);
    for (const ForStmt *B : Band) {
      if (!B->AtomicArrays.empty())
        return Refuse("the kernel at " + Root.Label + " updates a histogram");
      if (B->GridDim < 0)
        continue;
      auto Range = gridRange(*B, Band);
      if (!Range || !OnEntry(*Range->first) || !OnEntry(*Range->second))
        return Refuse("the grid of the kernel at " + Root.Label +
                      " changes from step to step");
    }
    // Threads that each run a loop as long as the input do enough work
    // per launch, and want the GPU's every multiprocessor (adi's sweeps).
    const ForStmt *Long = nullptr;
    walkStmts(*Band.back()->Body, [&](const Stmt &X) {
      if (X.K != Stmt::For || Long)
        return;
      auto Trips =
          Polynomial::from(*cast<ForStmt>(X).tripCount());
      if (!Trips || !Trips->isConstant())
        Long = cast<ForStmt>(&X);
    });
    for (const ForStmt *B : Band)
      if (B->GridDim < 0 && !Long)
        Long = B;
    if (Long)
      return Refuse("each thread of the kernel at " + Root.Label +
                    " runs the loop over '" + Long->Index->userName() +
                    "', so that its launch is not what costs");
    for (const Reduction &R : Root.Reductions)
      if (R.Op != "=") // Combined across blocks after the kernel.
        return Refuse("the kernel at " + Root.Label + " is a reduction");
    Phases.push_back(&Root);
  }
  if (Phases.empty())
    return Refuse("it launches no band kernel");
  return Phases;
}

void runLoopsPersistent(Function &F, PassContext &C) {
  Diagnostics &D = C.D;

  forEachStmt(*F.Body, [&](Stmt &S) {
    if (S.K != Stmt::For || S.Place != Stmt::HostControl)
      return;
    auto &L = cast<ForStmt>(S);
    bool LaunchesKernels = false;
    for (const StmtPtr &P : L.Body->Body)
      LaunchesKernels |= P->Place == Stmt::Kernel;
    if (!LaunchesKernels)
      return;
    std::string WhyNot;
    std::vector<const ForStmt *> Phases = persistentPhases(L, &WhyNot);
    L.Persistent = !Phases.empty();
    D.remark(L.Loc,
             L.describe() + " " +
                 (L.Persistent
                      ? "runs as one persistent kernel of " +
                            std::to_string(Phases.size()) +
                            " phases where its kernels fit the GPU at once: "
                            "a barrier per kernel instead of a launch"
                      : "launches its kernels step by step: " + WhyNot));
  });
}

} // namespace loopgen
