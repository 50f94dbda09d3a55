//===- Parallelism.cpp - Decide which loops run in parallel ---------------===//

#include "loopgen/Analysis/Parallelism.h"
#include "loopgen/Analysis/Dependence.h"
#include "loopgen/IR/Walk.h"

namespace loopgen {

static const char *Pass = "loopgen";

static void decide(Function &F, ForStmt &L, const ParallelismOptions &Opts,
                   Diagnostics &D) {
  std::string Name = "loop over '" + L.Index->Name + "'";
  const LoopAnnotation &A = L.Annot;
  if (!A.Private.empty() || !A.Reductions.empty())
    D.warning(A.Loc, "private(...) and reduction(...) clauses are not "
                     "implemented yet and are ignored");
  if (A.K == LoopAnnotation::Sequential) {
    L.IsParallel = false;
    D.remark(L.Loc, Pass, Name + " is sequential, as annotated");
    return;
  }
  DependenceResult R = testLoop(F, L);
  if (R.K == DependenceResult::Independent) {
    if (A.K == LoopAnnotation::Parallel) {
      L.IsParallel = true;
      D.remark(L.Loc, Pass,
               Name + " is parallel: annotated, and proven "
                      "free of loop-carried dependences");
    } else if (Opts.AutoParallel) {
      L.IsParallel = true;
      D.remark(L.Loc, Pass,
               Name + " is parallel: proven free of "
                      "loop-carried dependences");
    } else {
      D.remark(L.Loc, Pass,
               Name + " is not parallelized: it has no "
                      "annotation and --no-auto-parallel is on");
    }
    return;
  }
  if (A.K != LoopAnnotation::Parallel) {
    L.IsParallel = false;
    D.remark(L.Loc, Pass, Name + " is sequential: " + R.Reason);
    return;
  }
  if (R.K == DependenceResult::Proven) {
    D.error(A.Loc, "'#pragma loopgen parallel' on a loop with a loop-carried "
                   "dependence: " +
                       R.Reason);
    D.note(R.First, "this access");
    if (R.Second != R.First)
      D.note(R.Second, "conflicts with this access");
    return;
  }
  if (Opts.TrustAnnotations) {
    L.IsParallel = true;
    D.remark(L.Loc, Pass,
             Name +
                 " is parallel, as annotated and trusted "
                 "(--trust-annotations): " +
                 R.Reason);
    return;
  }
  L.IsParallel = false;
  D.warning(A.Loc, "cannot prove the loop parallel, so it stays sequential "
                   "(--trust-annotations makes it parallel): " +
                       R.Reason);
  D.note(R.First, "this access");
}

void decideParallelism(Function &F, const ParallelismOptions &Opts,
                       Diagnostics &D) {
  walkStmts(*F.Body, [&](const Stmt &S) {
    if (S.K == Stmt::For)
      decide(F, const_cast<ForStmt &>(static_cast<const ForStmt &>(S)), Opts,
             D);
  });
}

} // namespace loopgen
