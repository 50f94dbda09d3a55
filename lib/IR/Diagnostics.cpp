//===- Diagnostics.cpp ----------------------------------------------------===//

#include "loopgen/IR/Diagnostics.h"
#include "clang/Basic/Diagnostic.h"
#include "llvm/Support/Regex.h"

namespace loopgen {

static void report(clang::DiagnosticsEngine &E,
                   clang::DiagnosticsEngine::Level L, clang::SourceLocation Loc,
                   const std::string &Msg) {
  unsigned ID = E.getCustomDiagID(L, "%0");
  E.Report(Loc, ID) << Msg;
}

void Diagnostics::error(clang::SourceLocation Loc, const std::string &Msg) {
  Demoted += ErrorsAsWarnings;
  report(Engine,
         ErrorsAsWarnings ? clang::DiagnosticsEngine::Warning
                          : clang::DiagnosticsEngine::Error,
         Loc, Msg);
}

void Diagnostics::warning(clang::SourceLocation Loc, const std::string &Msg) {
  report(Engine, clang::DiagnosticsEngine::Warning, Loc, Msg);
}

void Diagnostics::note(clang::SourceLocation Loc, const std::string &Msg) {
  report(Engine, clang::DiagnosticsEngine::Note, Loc, Msg);
}

Diagnostics::Diagnostics(clang::DiagnosticsEngine &Engine,
                         const std::string &Remarks)
    : Engine(Engine), Remarks(Remarks) {
  setPass(Pass);
}

void Diagnostics::setPass(const std::string &Name) {
  Pass = Name;
  PassRemarks = !Remarks.empty() &&
                llvm::Regex(Remarks).match("loopgen-" + Pass);
}

void Diagnostics::remark(clang::SourceLocation Loc, const std::string &Msg) {
  if (PassRemarks)
    report(Engine, clang::DiagnosticsEngine::Remark, Loc,
           Msg + " [-Rpass=loopgen-" + Pass + "]");
}

bool validRemarkPattern(const std::string &Pattern, std::string &Error) {
  return llvm::Regex(Pattern).isValid(Error);
}

bool Diagnostics::hasErrors() const { return Engine.hasErrorOccurred(); }

} // namespace loopgen
