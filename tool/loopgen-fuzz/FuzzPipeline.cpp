//===- FuzzPipeline.cpp - libFuzzer target: the whole pipeline ------------===//
//
// Each input is a source file: it goes through loopgen as the command line
// runs it (parse, pragmas, lowering, analyses, passes, code generation,
// the atomic write), with options chosen from the input's length so that
// one corpus reaches the remarks, --strict-fp, --trust-annotations and the
// harness too. Any input must end in an exit code, never a crash, a
// sanitizer report or a hang. Built with -DLOOPGEN_FUZZER=ON (clang).
//
//===----------------------------------------------------------------------===//

#include "loopgen/Driver/Pipeline.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdlib>
#include <string>
#include <unistd.h>
#include <vector>

using namespace loopgen;

/// The input's file and the output's, private to this process.
static std::string scratchPath(const char *Suffix) {
  return "/tmp/loopgen-fuzz-" + std::to_string(getpid()) + Suffix;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string Source = scratchPath(".cpp");
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Source, EC);
    if (EC)
      return 0;
    OS.write(reinterpret_cast<const char *>(Data), Size);
  }
  Options Opts;
  Opts.OutputFile = scratchPath(".cu");
  Opts.PreambleCache = false; // Mutated preambles would fill the cache.
  Opts.Remarks = Size & 1 ? "loopgen" : "";
  Opts.Passes.StrictFP = Size & 2;
  Opts.Passes.TrustAnnotations = Size & 4;
  Opts.VerifyEach = true; // A pass that breaks the IR is a finding too.
  if (Size & 8)
    Opts.Emit = Options::Harness;
  std::vector<std::string> Args = {"-std=c++17",
                                   "-resource-dir=" + resourceDir()};
  // The standard headers the seeds include, precompiled by scripts/fuzz.sh:
  // parsing them again for each input would take most of its time.
  if (const char *PCH = getenv("LOOPGEN_FUZZ_PCH"))
    Args.insert(Args.end(), {"-include-pch", PCH});
  clang::tooling::FixedCompilationDatabase DB(".", Args);
  runLoopgen(DB, Source, Opts);
  llvm::sys::fs::remove(Opts.OutputFile);
  return 0;
}
