//===- Pass.h - What a pass is given, and the table of passes --*- C++ -*-===//
//
// Every pass is one function `void pass(Function &F, PassContext &C)` in
// a file of its own, declared in its header and listed in Passes.def,
// the one table that the pipeline, --print-after, --stop-after,
// --print-passes, the remarks' names (-Rpass=loopgen-<pass>), --help and
// docs/architecture.md read.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_TRANSFORMS_PASS_H
#define LOOPGEN_TRANSFORMS_PASS_H

#include "loopgen/IR/Diagnostics.h"
#include "loopgen/IR/IR.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace loopgen {

/// The command line's switches of the passes (PassOptions.def).
struct PassOptions {
#define LOOPGEN_SWITCH(Field, Flag, TurnsOn, Help) bool Field = !(TurnsOn);
#include "loopgen/Transforms/PassOptions.def"
  /// --transpose=auto|always|never (--no-transpose and --no-coalescing:
  /// never).
  enum TransposeMode { TransposeAuto, TransposeAlways, TransposeNever };
  TransposeMode Transpose = TransposeAuto;
};

/// What every pass is given besides the function.
struct PassContext {
  Diagnostics &D;
  const PassOptions &Opts;
  /// Set by a pass that leaves the function to run on the host as written
  /// (profitability): no pass runs after it, and its body is not replaced.
  bool KeepOnHost = false;
};

using PassFunction = void (*)(Function &F, PassContext &C);

struct PassInfo {
  const char *Name;    ///< As --print-after and -Rpass=loopgen-<name> say it.
  PassFunction Run;    ///< Null for the frontend ("lower").
  const char *Summary; ///< One line, for --print-passes and the docs.
};

/// Every pass, in the order the pipeline runs them, the frontend first.
llvm::ArrayRef<PassInfo> passTable();

/// The pass called Name, or null.
const PassInfo *findPass(llvm::StringRef Name);

} // namespace loopgen

#endif // LOOPGEN_TRANSFORMS_PASS_H
