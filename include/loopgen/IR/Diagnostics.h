//===- Diagnostics.h - Errors, warnings and remarks for passes -*- C++ -*-===//
//
// Every layer reports through this interface, so that all messages come out
// clang-style (file:line:col, a caret) from one DiagnosticsEngine, and so
// that every transformation applied or refused can say why (-Rpass=loopgen).
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
  Diagnostics(clang::DiagnosticsEngine &Engine, bool RemarksEnabled)
      : Engine(Engine), RemarksEnabled(RemarksEnabled) {}

  void error(clang::SourceLocation Loc, const std::string &Msg);
  void warning(clang::SourceLocation Loc, const std::string &Msg);
  void note(clang::SourceLocation Loc, const std::string &Msg);
  /// A decision of pass Pass; shown only under -Rpass=loopgen.
  void remark(clang::SourceLocation Loc, const std::string &Pass,
              const std::string &Msg);

  bool hasErrors() const;
  bool remarksEnabled() const { return RemarksEnabled; }
  clang::DiagnosticsEngine &engine() { return Engine; }

private:
  clang::DiagnosticsEngine &Engine;
  bool RemarksEnabled;
};

} // namespace loopgen

#endif // LOOPGEN_IR_DIAGNOSTICS_H
