//===- Pipeline.h - loopgen from source file to output --------*- C++ -*-===//
//
// The lowering driver: parse, lower, analyse, transform, generate, and write
// the output atomically (a temporary renamed on success, nothing on error).
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_DRIVER_PIPELINE_H
#define LOOPGEN_DRIVER_PIPELINE_H

#include "loopgen/Transforms/Pass.h"
#include "clang/Tooling/CompilationDatabase.h"
#include <map>
#include <string>
#include <vector>

namespace loopgen {

struct Options {
  enum EmitKind { Cuda, LoopIR, Harness, Report, Dot };
  EmitKind Emit = Cuda;
  /// --target: CUDA, or a CPU-only translation whose parallel loops run on
  /// all cores (OpenMP).
  enum TargetKind { TargetCuda, TargetOpenMP };
  TargetKind Target = TargetCuda;
  std::string OutputFile; ///< Empty: next to the input; "-": stdout.
  /// --depfile: a Make rule naming every file the output depends on (the
  /// input and the headers it includes), for build systems.
  std::string DepFile;
  /// --line-directives: #line directives point the code of each source
  /// statement at its line (for nvcc's errors, cuda-gdb, compute-sanitizer).
  bool LineDirectives = false;
  /// --format-style: the output formatted by clang's libFormat in this
  /// style (as clang-format's -style: llvm, google, file, ...); empty keeps
  /// loopgen's own layout.
  std::string FormatStyle;
  /// --format-limit: generated code of more bytes than this is not
  /// formatted (0: no limit).
  size_t FormatLimit = 1 << 20;
  std::vector<std::string> PrintAfter;
  bool PrintAfterAll = false;
  /// --stop-after: no pass runs after this one; the output is the LoopIR.
  std::string StopAfter;
  /// --verify-each: the IR verifier runs after every pass (Verifier.h).
  bool VerifyEach = false;
  /// -Rpass: which remarks are shown (a regular expression matched against
  /// "loopgen-<pass>"); empty: none.
  std::string Remarks;
  /// The switches of the passes (PassOptions.def).
  PassOptions Passes;
  bool Validate = false;
  bool ValidateExact = false; ///< Tolerance 0, no contraction anywhere.
  bool Emulate = false;
  std::map<std::string, std::string> Sizes;
  std::vector<std::string> ValidateCompilerFlags;
  bool InjectUnwritten = false; ///< Testing the validator only.
  /// The standard headers a file starts with come precompiled from the
  /// cache (lib/Driver/Preamble.h; LOOPGEN_CACHE_DIR=off turns it off).
  bool PreambleCache = true;
  /// --unroll=LINE:k[,k2]: unroll factors for the loop starting on LINE.
  std::map<unsigned, std::vector<unsigned>> Unroll;
};

/// Where loopgen finds its runtime headers (the CPU emulation, for
/// validation) and Clang's builtin headers: beside an installed binary
/// (PREFIX/include, PREFIX/lib/loopgen/clang), else the source tree's and
/// the Clang it was built with.
std::string runtimeIncludeDir();
std::string resourceDir();

/// Runs loopgen on one source file; returns the process exit code.
int runLoopgen(const clang::tooling::CompilationDatabase &DB,
               const std::string &Source, const Options &Opts);

} // namespace loopgen

#endif // LOOPGEN_DRIVER_PIPELINE_H
