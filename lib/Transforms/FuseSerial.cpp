//===- FuseSerial.cpp - Single-thread code run by a reduction's last block ===//

#include "loopgen/Transforms/FuseSerial.h"
#include "loopgen/Analysis/Uses.h"
#include "loopgen/IR/Band.h"
#include "loopgen/IR/Visitor.h"
#include "loopgen/IR/Walk.h"
#include <algorithm>
#include <set>

namespace loopgen {

namespace {

/// Whether the kernel of Root can run Before, single-thread statements,
/// after its threads (and those after it, which run after them anyway).
bool canRunSerialCode(const Function &F, const ForStmt &Root,
                      const std::vector<const Stmt *> &Before) {
  std::vector<Reduction> Reductions = kernelReductions(Root);
  // A kernel that adds to arrays atomically writes them atomically in all
  // its code: a plain store of the serial code would become an add.
  if (Reductions.empty() ||
      !(Root.isKernel(KernelKind::Plain) ||
        Root.isKernel(KernelKind::WaveTiles)) ||
      bandMapping(Root).NumDims != 1 || !Root.AtomicArrays.empty())
    return false;
  // Before runs once the threads are done instead of before them: they
  // must not touch what it writes, nor write what it touches, but for the
  // reductions' scalars, which they accumulate in copies of their own.
  KernelUses B = usesOf(F, Before), R = usesOf(F, {&Root});
  std::set<const Variable *> ScalarsB(B.Scalars.begin(), B.Scalars.end()),
      ScalarsR(R.Scalars.begin(), R.Scalars.end()), WrittenB,
      WrittenR = assignedScalars(Root);
  for (const Stmt *S : Before)
    for (const Variable *V : assignedScalars(*S))
      WrittenB.insert(V);
  for (const Reduction &Red : Reductions) {
    ScalarsR.erase(Red.Var);
    WrittenR.erase(Red.Var);
  }
  auto Meets = [](const auto &Xs, const auto &Ys) {
    return std::any_of(Xs.begin(), Xs.end(), [&](const auto *X) {
      return std::find(Ys.begin(), Ys.end(), X) != Ys.end();
    });
  };
  return !Meets(B.Written, R.Arrays) && !Meets(R.Written, B.Arrays) &&
         !Meets(WrittenB, ScalarsR) && !Meets(WrittenR, ScalarsB);
}

/// The statements of B as the host runs them, and the blocks of its host
/// loops and ifs: a run of single-thread statements ends at any other
/// statement but a return.
void fuseIn(const Function &F, BlockStmt &B, Diagnostics &D) {
  std::vector<const Stmt *> Serial;
  for (size_t Pos = 0; Pos < B.Body.size(); ++Pos) {
    Stmt &S = *B.Body[Pos];
    if (S.Place == Stmt::Serial) {
      Serial.push_back(&S);
      continue;
    }
    if (S.K == Stmt::Return)
      continue;
    if (S.Place == Stmt::Kernel &&
        canRunSerialCode(F, cast<ForStmt>(S), Serial)) {
      size_t After = 0;
      while (Pos + 1 + After < B.Body.size() &&
             B.Body[Pos + 1 + After]->Place == Stmt::Serial)
        ++After;
      if (!Serial.empty() || After) {
        auto &Root = cast<ForStmt>(S);
        Root.Kernel->RunsSerialCode = true;
        D.remark(Root.Loc, "kernel at " + Root.Label +
                               "'s last block runs the single-thread code "
                               "beside it: one launch instead of " +
                               std::to_string(1 + !Serial.empty() + !!After));
        Pos += After;
        Serial.clear();
        continue;
      }
    }
    Serial.clear();
    if (S.Place == Stmt::HostControl)
      forEachChildBlock(S, [&](BlockStmt &Child) { fuseIn(F, Child, D); });
  }
}

} // namespace

void fuseSerialCode(Function &F, PassContext &C) { fuseIn(F, *F.Body, C.D); }

} // namespace loopgen
