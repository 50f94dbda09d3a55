//===- HostLoopPragmas.h - OpenMP pragmas for the original's loops -*- C++
//-*-===//
//
// The original of an offloaded function runs on the host below
// LOOPGEN_HOST_BELOW, after a failed run-time check, where the
// profitability model keeps it, and under --target=openmp. There the loops
// the host-threads pass picked (HostThreads.h) get `#pragma omp parallel
// for`, where the source agrees with what loopgen proved on the LoopIR:
// the loop is in OpenMP's canonical form, has no early exit, and every
// variable declared outside it that it assigns is a reduction loopgen
// found (a reduction clause), private to each iteration and not read
// after the loop (private), or an array whose
// elements the LoopIR writes in parallel too. Anything else keeps the
// loop on one core, with a remark that says why.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_FRONTEND_HOSTLOOPPRAGMAS_H
#define LOOPGEN_FRONTEND_HOSTLOOPPRAGMAS_H

#include "loopgen/Frontend/CInput.h"
#include "loopgen/Frontend/Frontend.h"
#include "loopgen/IR/Diagnostics.h"
#include "clang/AST/ASTContext.h"

namespace loopgen {

/// Sets OF.HostPragmas, the pragma lines for OF's loops in
/// OF.IR->HostThreads as insertions into the main file, with a remark for
/// each loop, and writes them into OF.DefinitionTail. None for a template
/// (its text serves every instantiation).
void annotateHostLoops(OffloadedFunction &OF, clang::ASTContext &Ctx,
                       Diagnostics &D);

} // namespace loopgen

#endif // LOOPGEN_FRONTEND_HOSTLOOPPRAGMAS_H
