//===- DataRegions.h - #pragma loopgen data and update ---------*- C++ -*-===//
//
// A data region keeps arrays on the GPU across the calls of offloaded
// functions in the statement after `#pragma loopgen data copyin(a[n])
// copy(b[n][m]) copyout(c[n]) create(t[n])`, in any function of the file
// that is not itself offloaded: the host enters each array in the
// prelude's table of mappings before the statement (copying in what
// copyin and copy name) and leaves it after (copying out what copy and
// copyout name); an offloaded function finds its arrays there and moves
// nothing. `#pragma loopgen update host(a) device(b)` inside a region
// copies the whole mapping. Host code in a region that uses a held array
// other than as an argument of an offloaded call gets the array copied to
// the host before its statement and back after, with a warning, unless an
// update pragma for it comes before in the region.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_FRONTEND_DATAREGIONS_H
#define LOOPGEN_FRONTEND_DATAREGIONS_H

#include "loopgen/Frontend/Frontend.h"

namespace clang {
class ASTContext;
}

namespace loopgen {

/// OpenMP's target data, target enter/exit data and target update.
bool isOpenMPDataDirective(const PragmaInfo &P);

/// Finds each data pragma's statement and checks its names and its updates,
/// filling PragmaInfo::Inserts with the region's code; marks the pragmas
/// taken. Errors are reported at the pragmas.
void findDataRegions(clang::ASTContext &Ctx, std::vector<PragmaInfo> &Pragmas,
                     const std::vector<OffloadedFunction> &Fns,
                     Diagnostics &D);

} // namespace loopgen

#endif // LOOPGEN_FRONTEND_DATAREGIONS_H
