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
  enum Kind {
    Offload,
    ArrayShapes,
    ValidateValues,
    Parallel,
    Sequential,
    /// An OpenMP directive that does not claim a loop (a parallel or
    /// target region, target data, atomic, critical, ...): under
    /// --openmp a target directive marks its function for offloading.
    OpenMPDirective,
    /// data copyin(a[n]) copy(...) copyout(...) create(...): a data region
    /// over the statement after it (DataRegions.h).
    Data,
    /// update host(a) device(b): inside a data region.
    Update
  };
  Kind K;
  clang::SourceLocation Loc;    ///< The `loopgen` token.
  clang::SourceLocation EndLoc; ///< End of the pragma line.
  /// array(A[n][m], ...): name and dimension texts, with locations.
  struct Shape {
    std::string Name;
    std::vector<std::string> Dims;
    clang::SourceLocation Loc;
    /// From an OpenMP map(...) or reduction(...) array section: used where
    /// no loopgen pragma gives the array's shape.
    bool FromOpenMP = false;
    /// In a data or update pragma: how the array moves.
    enum Movement { None, CopyIn, Copy, CopyOut, Create, ToHost, ToDevice };
    Movement Moves = None;
  };
  std::vector<Shape> Shapes;
  ValidateSpec Validate; ///< validate(...)
  LoopAnnotation Loop;   ///< parallel / sequential and their clauses
  bool Consumed = false;
  /// A data or update pragma's code, inserted at main-file offsets
  /// (DataRegions.cpp): after text already there where After.
  struct Insert {
    unsigned Offset;
    std::string Text;
    bool After;
  };
  std::vector<Insert> Inserts;
  /// From `#pragma omp`: an OpenMP loop (Parallel, Loop.OpenMP) or
  /// directive, its words in Loop.Directive.
  bool OpenMP = false;
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

/// The spelling of a pragma for messages: "#pragma loopgen parallel",
/// "#pragma omp parallel for".
std::string pragmaName(const PragmaInfo &P);

} // namespace loopgen

#endif // LOOPGEN_FRONTEND_PRAGMAS_H
