//===- OpenMPPragmas.h - OpenMP's directives as loopgen pragmas -*- C++ -*-===//
//
// Under --openmp, every `#pragma omp ...` line of the main file becomes a
// PragmaInfo: a worksharing loop (`parallel for`, `for`, `simd`, `target
// teams distribute parallel for`, `loop`, `taskloop`, ...) a Parallel
// pragma whose annotation is marked OpenMP (the user's claim, trusted
// where loopgen cannot prove it), with its reduction(...) scalars and
// collapse(n); any other directive an OpenMPDirective. The other clauses
// (private, firstprivate, lastprivate, shared, schedule, num_threads, map,
// nowait, ...) need nothing: loopgen finds private scalars and moves the
// data itself.
//
// The lines are read from the source text where the preprocessor meets
// them, so that clang parses the file as it would without OpenMP (its
// own "omp" pragma handler stays in place).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_FRONTEND_OPENMPPRAGMAS_H
#define LOOPGEN_FRONTEND_OPENMPPRAGMAS_H

#include "loopgen/Frontend/Pragmas.h"
#include "clang/Lex/PPCallbacks.h"
#include <vector>

namespace clang {
class Preprocessor;
}

namespace loopgen {

/// Collects the `#pragma omp` lines of the main file into Pragmas, the
/// object-like macros in their array sections expanded (`p[0:N]`), as
/// OpenMP expands them.
class OpenMPPragmaCollector : public clang::PPCallbacks {
public:
  OpenMPPragmaCollector(const clang::Preprocessor &PP,
                        std::vector<PragmaInfo> &Pragmas)
      : PP(PP), Pragmas(Pragmas) {}
  void PragmaDirective(clang::SourceLocation Loc,
                       clang::PragmaIntroducerKind Introducer) override;

private:
  const clang::Preprocessor &PP;
  std::vector<PragmaInfo> &Pragmas;
};

/// The PragmaInfo of the text after `#pragma` (Text starts with "omp"),
/// located at Loc, or false when it is not an OpenMP directive.
bool parseOpenMPPragma(llvm::StringRef Text, clang::SourceLocation Loc,
                       PragmaInfo &Out);

} // namespace loopgen

#endif // LOOPGEN_FRONTEND_OPENMPPRAGMAS_H
