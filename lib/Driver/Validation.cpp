//===- Validation.cpp - Build and run the validation harness --------------===//

#include "Validation.h"
#include "OutputFiles.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <optional>

namespace loopgen {

static bool gpuPresent() {
  auto Smi = llvm::sys::findProgramByName("nvidia-smi");
  if (!Smi)
    return false;
  std::optional<llvm::StringRef> Redirects[] = {
      llvm::StringRef(""), llvm::StringRef(""), llvm::StringRef("")};
  return llvm::sys::ExecuteAndWait(*Smi, {*Smi, "-L"}, std::nullopt,
                                   Redirects) == 0;
}

int buildAndRun(const std::string &Harness, const Options &Opts) {
  llvm::SmallString<128> Dir;
  if (llvm::sys::fs::createUniqueDirectory("loopgen-validate", Dir)) {
    llvm::errs() << "loopgen: error: cannot create a temporary directory\n";
    return 1;
  }
  std::string Src = (Dir + "/harness.cu").str();
  std::string Exe = (Dir + "/harness").str();
  if (!writeAtomically(Src, Harness))
    return 1;
  bool OnGPU = !Opts.Emulate && gpuPresent();
  std::vector<std::string> Args;
  // Workarounds for GCC 12.2, which compiles the host code (found by
  // scripts/loopgen-stress): its partial redundancy elimination drops a
  // loop whose last iteration stores u[0] = a[0] + (d[m - 1 - i] ^ d[i]);
  // and after induction-variable optimization of a loop reading
  // b[n - 1 - i], its interprocedural summaries say that the function
  // writes no memory, so that its callers drop the call. Either made the
  // sequential reference wrong (a false FAIL, or a false PASS where the
  // translation's own calls are dropped too). The flags leave the loops'
  // code as it was.
  const std::vector<std::string> GccWorkarounds = {
      "-fno-tree-pre", "-fno-ipa-pure-const", "-fno-ipa-modref"};
  std::string Compiler;
  if (OnGPU) {
    auto Nvcc = llvm::sys::findProgramByName("nvcc", {"/usr/local/cuda/bin"});
    if (!Nvcc) {
      llvm::errs() << "loopgen: error: a GPU is present but nvcc is not "
                      "found; use --emulate\n";
      return 1;
    }
    Compiler = *Nvcc;
    Args = {Compiler, "-arch=sm_90", "-O3", "-std=c++17", "-w"};
    for (const std::string &Flag : GccWorkarounds)
      Args.insert(Args.end(), {"-Xcompiler", Flag});
    if (Opts.Passes.FastMath)
      Args.push_back("--use_fast_math");
  } else {
    auto CXX = llvm::sys::findProgramByName("g++");
    if (!CXX)
      CXX = llvm::sys::findProgramByName("c++");
    if (!CXX) {
      llvm::errs() << "loopgen: error: no host C++ compiler (g++) found for "
                      "the emulation\n";
      return 1;
    }
    Compiler = *CXX;
    std::string Inc = runtimeIncludeDir();
    // -O1: building the harness is most of a validation's time, and -O2
    // made it a third longer for emulated runs of small sizes.
    Args = {Compiler,   "-std=c++17",
            "-O1",      "-w",
            "-x",       "c++",
            "-include", Inc + "/loopgen/runtime/cuda_emulation.h",
            "-I" + Inc};
    if (llvm::StringRef(Compiler).ends_with("g++"))
      Args.insert(Args.end(), GccWorkarounds.begin(), GccWorkarounds.end());
  }
  if (Opts.ValidateExact) {
    Args.push_back("-DLOOPGEN_VALIDATE_EXACT");
    if (OnGPU)
      Args.insert(Args.end(),
                  {"-fmad=false", "-Xcompiler", "-ffp-contract=off"});
    else
      Args.push_back("-ffp-contract=off");
  }
  for (const std::string &Flag : Opts.ValidateCompilerFlags)
    Args.push_back(Flag);
  llvm::errs() << "loopgen: validating "
               << (OnGPU ? "on the GPU (nvcc)" : "in the CPU emulation of CUDA")
               << "\n";
  std::string Err;
  // The harness is compiled in its own folder under a fixed name, then
  // linked: with LOOPGEN_HARNESS_LAUNCHER=ccache (the test suite sets it),
  // a harness compiled before, by any run, comes from the cache. The sizes
  // go on its command line, so one build serves every --size.
  std::vector<std::string> Launcher;
  if (const char *L = std::getenv("LOOPGEN_HARNESS_LAUNCHER"); L && *L) {
    if (auto Path = llvm::sys::findProgramByName(L))
      Launcher.push_back(*Path);
    else
      llvm::errs() << "loopgen: warning: LOOPGEN_HARNESS_LAUNCHER=" << L
                   << " is not found; compiling without it\n";
  }
  auto Sh = llvm::sys::findProgramByName("sh");
  if (!Sh) {
    llvm::errs() << "loopgen: error: no shell (sh) found to build the "
                    "harness\n";
    return 1;
  }
  // Builds with Extra flags and runs Repeats timed calls: the harness's
  // status, or -1 when it did not build, -2 when it crashed.
  auto BuildAndRun = [&](std::vector<std::string> Extra, const char *Repeats) {
    // sh -c 'cd DIR && exec "$@"' sh [launcher] compiler args... -c
    // harness.cu -o harness.o
    std::vector<std::string> Compile = {*Sh, "-c", "cd \"$0\" && exec \"$@\"",
                                        Dir.str().str()};
    Compile.insert(Compile.end(), Launcher.begin(), Launcher.end());
    Compile.insert(Compile.end(), Args.begin(), Args.end());
    Compile.insert(Compile.end(), Extra.begin(), Extra.end());
    Compile.insert(Compile.end(), {"-c", "harness.cu", "-o", "harness.o"});
    std::vector<std::string> Link = {Compiler};
    if (OnGPU)
      Link.push_back("-arch=sm_90");
    Link.insert(Link.end(), {(Dir + "/harness.o").str(), "-o", Exe});
    if (!OnGPU)
      Link.push_back("-lm");
    for (const std::vector<std::string> *Command : {&Compile, &Link}) {
      std::vector<llvm::StringRef> Refs(Command->begin(), Command->end());
      if (llvm::sys::ExecuteAndWait(Refs[0], Refs, std::nullopt, {}, 0, 0,
                                    &Err) != 0) {
        llvm::errs() << "loopgen: error: the harness did not "
                     << (Command == &Compile ? "compile" : "link") << " ("
                     << Src << ")" << (Err.empty() ? "" : ": " + Err) << "\n";
        return -1;
      }
    }
    llvm::outs().flush();
    std::vector<std::string> Run = {Exe, Repeats};
    for (const auto &[Name, Value] : Opts.Sizes)
      Run.push_back(Name + "=" + Value);
    std::vector<llvm::StringRef> RunRefs(Run.begin(), Run.end());
    int Status =
        llvm::sys::ExecuteAndWait(Exe, RunRefs, std::nullopt, {}, 0, 0, &Err);
    if (Status < 0) {
      llvm::errs() << "loopgen: error: the harness crashed: " << Err << "\n";
      return -2;
    }
    return Status;
  };
  int RC = BuildAndRun({}, OnGPU ? "5" : "1");
  if (RC == -1)
    return 1;
  // nvcc contracts a*b + c into fused multiply-adds, the host reference
  // does not: a mismatch that disappears without them is rounding, not the
  // translation.
  if (RC > 0 && OnGPU && !Opts.ValidateExact) {
    llvm::errs() << "loopgen: rebuilding the device code without fused "
                    "multiply-adds (-fmad=false) to tell rounding from the "
                    "translation\n";
    if (BuildAndRun({"-fmad=false"}, "1") == 0)
      llvm::errs() << "loopgen: note: the differences disappear without "
                      "floating-point contraction: the translation computes "
                      "what the original does, nvcc's fused multiply-adds "
                      "round differently\n";
    else
      llvm::errs() << "loopgen: note: the differences remain without "
                      "floating-point contraction\n";
  }
  llvm::sys::fs::remove(Exe);
  llvm::sys::fs::remove(Dir + "/harness.o");
  llvm::sys::fs::remove(Src);
  llvm::sys::fs::remove(Dir);
  return RC == 0 ? 0 : 1;
}


} // namespace loopgen
