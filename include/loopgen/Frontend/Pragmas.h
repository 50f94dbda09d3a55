//===- Pragmas.h - The #pragma loopgen language ----------------*- C++ -*-===//
//
// A PragmaHandler that parses every `#pragma loopgen ...` line into a
// PragmaInfo, reporting malformed ones at their location. Which function or
// loop a pragma belongs to is decided later, by the lowering, from the
// first token that follows the pragma line.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_FRONTEND_PRAGMAS_H
#define LOOPGEN_FRONTEND_PRAGMAS_H

#include "loopgen/IR/IR.h"
#include "clang/Lex/Pragma.h"
#include <string>
#include <vector>

namespace loopgen {

struct PragmaInfo {
  enum Kind { Offload, ArrayShapes, ValidateValues, Parallel, Sequential };
  Kind K;
  clang::SourceLocation Loc;    ///< The `loopgen` token.
  clang::SourceLocation EndLoc; ///< End of the pragma line.
  /// array(A[n][m], ...): name and dimension texts, with locations.
  struct Shape {
    std::string Name;
    std::vector<std::string> Dims;
    clang::SourceLocation Loc;
  };
  std::vector<Shape> Shapes;
  ValidateSpec Validate; ///< validate(...)
  LoopAnnotation Loop;   ///< parallel / sequential and their clauses
  bool Consumed = false;
};

/// Parses `#pragma loopgen` lines into Pragmas.
class LoopgenPragmaHandler : public clang::PragmaHandler {
public:
  explicit LoopgenPragmaHandler(std::vector<PragmaInfo> &Pragmas)
      : clang::PragmaHandler("loopgen"), Pragmas(Pragmas) {}
  void HandlePragma(clang::Preprocessor &PP, clang::PragmaIntroducer Intro,
                    clang::Token &FirstToken) override;

private:
  std::vector<PragmaInfo> &Pragmas;
};

/// The spelling of a pragma for messages: "#pragma loopgen parallel".
std::string pragmaName(const PragmaInfo &P);

} // namespace loopgen

#endif // LOOPGEN_FRONTEND_PRAGMAS_H
