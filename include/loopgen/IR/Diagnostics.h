//===- Diagnostics.h - Errors, warnings and remarks for passes -*- C++ -*-===//
//
// Every layer reports through this interface, so that all messages come out
// clang-style (file:line:col, a caret) from one DiagnosticsEngine, and so
// that every transformation applied or refused can say why (-Rpass=loopgen,
// or -Rpass=loopgen-<pass> for one pass).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_IR_DIAGNOSTICS_H
#define LOOPGEN_IR_DIAGNOSTICS_H

#include "clang/Basic/SourceLocation.h"
#include <string>

namespace clang {
class DiagnosticsEngine;
}

namespace loopgen {

class Diagnostics {
public:
  /// Remarks: the -Rpass regular expression; a remark is shown when it
  /// matches "loopgen-<pass>" (so "loopgen" shows them all), none when
  /// empty.
  Diagnostics(clang::DiagnosticsEngine &Engine, const std::string &Remarks);

  void error(clang::SourceLocation Loc, const std::string &Msg);
  void warning(clang::SourceLocation Loc, const std::string &Msg);
  void note(clang::SourceLocation Loc, const std::string &Msg);
  /// A decision of the pass running (setPass), shown when -Rpass matches
  /// its name: "... [-Rpass=loopgen-unroll]".
  void remark(clang::SourceLocation Loc, const std::string &Msg);

  /// The pass whose remarks follow ("unroll"; "lower" for the frontend,
  /// "codegen" for code generation).
  void setPass(const std::string &Name);
  bool hasErrors() const;
  /// While on, errors are reported as warnings and counted (a function
  /// loopgen chose to offload, which may stay on the host instead).
  void setErrorsAsWarnings(bool On) { ErrorsAsWarnings = On; }
  unsigned demotedErrors() const { return Demoted; }
  /// Whether remarks of the running pass are shown.
  bool remarksEnabled() const { return PassRemarks; }
  clang::DiagnosticsEngine &engine() { return Engine; }

private:
  clang::DiagnosticsEngine &Engine;
  std::string Remarks;
  std::string Pass = "lower";
  bool PassRemarks = false;
  bool ErrorsAsWarnings = false;
  unsigned Demoted = 0;
};

/// Whether Pattern is a valid -Rpass regular expression (else Error says
/// why).
bool validRemarkPattern(const std::string &Pattern, std::string &Error);

} // namespace loopgen

#endif // LOOPGEN_IR_DIAGNOSTICS_H
