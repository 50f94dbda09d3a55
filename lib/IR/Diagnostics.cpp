//===- Diagnostics.cpp ----------------------------------------------------===//

#include "loopgen/IR/Diagnostics.h"
#include "clang/Basic/Diagnostic.h"

namespace loopgen {

static void report(clang::DiagnosticsEngine &E,
                   clang::DiagnosticsEngine::Level L, clang::SourceLocation Loc,
                   const std::string &Msg) {
  unsigned ID = E.getCustomDiagID(L, "%0");
  E.Report(Loc, ID) << Msg;
}

void Diagnostics::error(clang::SourceLocation Loc, const std::string &Msg) {
  report(Engine, clang::DiagnosticsEngine::Error, Loc, Msg);
}

void Diagnostics::warning(clang::SourceLocation Loc, const std::string &Msg) {
  report(Engine, clang::DiagnosticsEngine::Warning, Loc, Msg);
}

void Diagnostics::note(clang::SourceLocation Loc, const std::string &Msg) {
  report(Engine, clang::DiagnosticsEngine::Note, Loc, Msg);
}

void Diagnostics::remark(clang::SourceLocation Loc, const std::string &Pass,
                         const std::string &Msg) {
  if (RemarksEnabled)
    report(Engine, clang::DiagnosticsEngine::Remark, Loc,
           Msg + " [-Rpass=" + Pass + "]");
}

bool Diagnostics::hasErrors() const { return Engine.hasErrorOccurred(); }

} // namespace loopgen
