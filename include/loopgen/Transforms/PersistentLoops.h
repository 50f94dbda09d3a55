//===- PersistentLoops.h - Host loops run as one kernel ---------*- C++ -*-===//
//
// A host loop that does nothing but launch band kernels (the time steps of
// a stencil) pays a launch, about 4 microseconds on an H100, per kernel
// and step, however little each does. Such a loop can instead run as one
// persistent kernel: every thread walks the host loop, each band kernel
// becomes a phase whose blocks are virtual (the real blocks stride over
// them), and a barrier separates the phases: __syncthreads() when one block
// of 1024 threads holds the largest phase (about 0.3 microseconds a phase),
// a cooperative grid barrier otherwise (about 1.3). The host chooses at run
// time: phases larger than the GPU's resident threads launch as before.
//
// Legal for loops whose body is band kernels without reductions,
// histograms, transpositions or scans, and scalars of the step declared and
// computed from scalars (every thread computes them alike), and whose
// bounds and kernels' grids the host can compute on entry (nothing in the
// loop changes them).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_PERSISTENTLOOPS_H
#define LOOPGEN_TRANSFORMS_PERSISTENTLOOPS_H

#include "loopgen/Transforms/Pass.h"
#include "loopgen/IR/IR.h"
#include <string>
#include <vector>

namespace loopgen {

/// The band kernels host loop L launches, in order, when L can run as one
/// persistent kernel (the other statements of its body are then scalars of
/// the step); empty when it cannot, with the reason in WhyNot.
std::vector<const ForStmt *> persistentPhases(const ForStmt &L,
                                              std::string *WhyNot = nullptr);

/// Marks the host loops around kernels that run as persistent kernels
/// (ForStmt::Persistent), with a remark for each decision.
void runLoopsPersistent(Function &F, PassContext &C);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_PERSISTENTLOOPS_H
