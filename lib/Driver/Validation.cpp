//===- Validation.cpp - Build and run the validation harness --------------===//

#include "Validation.h"
#include "OutputFiles.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cstdlib>
#include <map>
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

namespace {

/// What the harness reported of one function.
struct FunctionReport {
  bool Pass = false;
  bool Untested = false; ///< A check on entry sent the call to the original.
  bool Launched = false; ///< The translation ran kernels.
  std::string MaxRelErr, Sizes;
};

/// The report's functions: "name:", "  sizes: ...", and "RESULT
/// function=name status=... max_rel_err=...".
std::map<std::string, FunctionReport> parseReport(llvm::StringRef Text) {
  std::map<std::string, FunctionReport> Out;
  std::string Current;
  llvm::SmallVector<llvm::StringRef> Lines;
  Text.split(Lines, '\n');
  for (llvm::StringRef Line : Lines) {
    if (!Line.starts_with(" ") && Line.ends_with(":") && !Line.contains(' '))
      Current = Line.drop_back().str();
    else if (Line.consume_front("  sizes: ") && !Current.empty())
      Out[Current].Sizes = Line.str();
    if (!Line.consume_front("RESULT function="))
      continue;
    auto [Name, Rest] = Line.split(' ');
    FunctionReport &R = Out[Name.str()];
    R.Pass = Rest.starts_with("status=PASS");
    R.Untested = Rest.starts_with("status=UNTESTED");
    size_t At = Rest.find("max_rel_err=");
    if (At != llvm::StringRef::npos)
      R.MaxRelErr = Rest.substr(At + 12).split(' ').first.str();
    R.Launched = !Rest.contains(" launches=0");
  }
  return Out;
}

using Reports = std::map<std::string, FunctionReport>;

/// A report's sizes ("n=4000, m=16, alpha=1.5") with the integers of at
/// least 16 divided by Divisor; none where one would fall below 4 (the
/// small integers are radii, steps and flags, the floats coefficients).
std::optional<std::vector<std::string>> scaledSizes(llvm::StringRef Sizes,
                                                    long long Divisor) {
  std::vector<std::string> Out;
  llvm::SmallVector<llvm::StringRef> Items;
  Sizes.split(Items, ", ", -1, false);
  bool Scaled = false;
  for (llvm::StringRef Item : Items) {
    auto [Name, Value] = Item.split('=');
    long long V;
    if (!Value.getAsInteger(10, V) && V >= 16) {
      if (V / Divisor < 4)
        return std::nullopt;
      Out.push_back(Name.str() + "=" + std::to_string(V / Divisor));
      Scaled = true;
      continue;
    }
    Out.push_back(Item.str());
  }
  if (!Scaled)
    return std::nullopt;
  return Out;
}

/// Where each failing function's difference appears: its sizes halved
/// until it matches (RunAt runs the built harness at the given sizes).
void locateDifferences(
    const Reports &First,
    llvm::function_ref<Reports(std::vector<std::string>)> RunAt) {
  for (const auto &[Name, R] : First) {
    if (R.Pass || R.Untested || R.Sizes.empty())
      continue;
    std::string Differs = R.Sizes;
    for (long long Divisor = 2; Divisor <= 4096; Divisor *= 2) {
      auto Sizes = scaledSizes(R.Sizes, Divisor);
      if (!Sizes) {
        llvm::errs() << "loopgen: note: '" << Name
                     << "' differs at every size tried, down to " << Differs
                     << "\n";
        break;
      }
      Sizes->insert(Sizes->begin(), "loopgen_only=" + Name);
      Reports At = RunAt(*Sizes);
      auto It = At.find(Name);
      if (It == At.end() || !It->second.Launched)
        break; // It cannot run, or runs on the host, at that size.
      if (It->second.Pass) {
        llvm::errs() << "loopgen: note: the difference of '" << Name
                     << "' appears between " << It->second.Sizes
                     << " (matches) and " << Differs << " (differs)\n";
        break;
      }
      Differs = It->second.Sizes;
    }
  }
}

/// After a mismatch, tells each failing function's rounding from its
/// translation: without contraction (on the GPU), then with its
/// reductions in their original order (StrictHarness, where given).
void explainDifferences(
    const Reports &First, const std::string &Harness, bool Contraction,
    const std::vector<ReassociationNote> &Reassociations,
    llvm::function_ref<std::string()> StrictHarness,
    llvm::function_ref<Reports(const std::string &, std::vector<std::string>)>
        Rerun) {
  std::vector<std::string> Failed;
  for (const auto &[Name, R] : First)
    if (!R.Pass)
      Failed.push_back(Name);
  // nvcc contracts a*b + c into fused multiply-adds, the host reference
  // does not.
  if (Contraction && !Failed.empty()) {
    llvm::errs() << "loopgen: rebuilding the device code without fused "
                    "multiply-adds (-fmad=false) to tell rounding from the "
                    "translation\n";
    Reports NoFma = Rerun(Harness, {"-fmad=false"});
    std::vector<std::string> Still;
    for (const std::string &Name : Failed) {
      if (NoFma.count(Name) && NoFma[Name].Pass)
        llvm::errs() << "loopgen: note: '" << Name
                     << "' matches without floating-point contraction: the "
                        "translation computes what the original does, "
                        "nvcc's fused multiply-adds round differently\n";
      else
        Still.push_back(Name);
    }
    Failed = Still;
  }
  // The reductions the translation reassociates, by function.
  std::map<std::string, std::string> Reordered;
  for (const auto &[Name, What] : Reassociations)
    if (std::find(Failed.begin(), Failed.end(), Name) != Failed.end())
      Reordered[Name] += (Reordered[Name].empty() ? "" : ", ") + What;
  if (Reordered.empty() || !StrictHarness) {
    for (const std::string &Name : Failed)
      if (Contraction)
        llvm::errs() << "loopgen: note: '" << Name
                     << "' differs without contraction too\n";
    return;
  }
  llvm::errs() << "loopgen: rebuilding with the floating-point reductions "
                  "in their original order (--strict-fp) to tell their "
                  "rounding from the translation\n";
  std::string Strict = StrictHarness();
  Reports InOrder =
      Strict.empty()
          ? Reports()
          : Rerun(Strict, Contraction ? std::vector<std::string>{"-fmad=false"}
                                      : std::vector<std::string>{});
  for (const auto &[Name, What] : Reordered) {
    const FunctionReport &R = First.at(Name);
    if (!InOrder.count(Name) || !InOrder[Name].Launched)
      llvm::errs() << "loopgen: note: cannot tell whether '" << Name
                   << "' differs through the order of its floating-point "
                      "reductions: with their original order it does not "
                      "run on the GPU\n";
    else if (InOrder[Name].Pass)
      llvm::errs() << "loopgen: note: '" << Name
                   << "' differs from the original only through the order of "
                      "its floating-point reductions ("
                   << What << "): up to " << R.MaxRelErr << " (relative) at "
                   << R.Sizes
                   << "; the translation with their original order "
                      "(--strict-fp) matches\n";
    else
      llvm::errs() << "loopgen: note: '" << Name
                   << "' differs from the original with its floating-point "
                      "reductions in their original order too (--strict-fp): "
                      "their order is not the difference\n";
  }
}

} // namespace

int buildAndRun(const std::string &Harness, const Options &Opts,
                const std::vector<ReassociationNote> &Reassociations,
                llvm::function_ref<std::string()> StrictHarness) {
  llvm::SmallString<128> Dir;
  if (llvm::sys::fs::createUniqueDirectory("loopgen-validate", Dir)) {
    llvm::errs() << "loopgen: error: cannot create a temporary directory\n";
    return 1;
  }
  std::string Src = (Dir + "/harness.cu").str();
  std::string Exe = (Dir + "/harness").str();
  // A CPU translation (--target=openmp) runs on the host, GPU or not.
  bool OnGPU =
      !Opts.Emulate && Opts.Target != Options::TargetOpenMP && gpuPresent();
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
  // An OpenMP program's code outside the offloaded functions (and their
  // references) runs with its OpenMP threads.
  std::vector<std::string> OpenMPFlags;
  if (Opts.Passes.OpenMP || Harness.find("<omp.h>") != std::string::npos ||
      Harness.find("#pragma omp") != std::string::npos)
    OpenMPFlags = OnGPU ? std::vector<std::string>{"-Xcompiler", "-fopenmp"}
                        : std::vector<std::string>{"-fopenmp"};
  Args.insert(Args.end(), OpenMPFlags.begin(), OpenMPFlags.end());
  for (const std::string &Flag : Opts.ValidateCompilerFlags)
    Args.push_back(Flag);
  llvm::errs() << "loopgen: validating "
               << (OnGPU ? "on the GPU (nvcc)"
                   : Opts.Target == Options::TargetOpenMP
                       ? "on the CPU (OpenMP)"
                       : "in the CPU emulation of CUDA")
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
  std::string Report = (Dir + "/report.txt").str(), LastReport;
  // Runs the built harness: Repeats timed calls, Args (name=value) before
  // the user's sizes; its report printed where Echo.
  auto RunBuilt = [&](const char *Repeats, std::vector<std::string> Args,
                      bool Echo) {
    llvm::outs().flush();
    std::vector<std::string> Run = {Exe, Repeats};
    Run.insert(Run.end(), Args.begin(), Args.end());
    for (const auto &[Name, Value] : Opts.Sizes)
      Run.push_back(Name + "=" + Value);
    std::vector<llvm::StringRef> RunRefs(Run.begin(), Run.end());
    // The redirection does not truncate a report left by a run before.
    llvm::sys::fs::remove(Report);
    std::optional<llvm::StringRef> Redirects[] = {
        std::nullopt, llvm::StringRef(Report), std::nullopt};
    int Status = llvm::sys::ExecuteAndWait(Exe, RunRefs, std::nullopt,
                                           Redirects, 0, 0, &Err);
    auto Out = llvm::MemoryBuffer::getFile(Report);
    LastReport = Out ? (*Out)->getBuffer().str() : "";
    if (Echo)
      llvm::outs() << LastReport;
    llvm::outs().flush();
    if (Status < 0) {
      llvm::errs() << "loopgen: error: the harness crashed: " << Err << "\n";
      // The function it was validating: the last header of the report.
      std::string In;
      llvm::SmallVector<llvm::StringRef> Lines;
      llvm::StringRef(LastReport).split(Lines, '\n');
      for (llvm::StringRef Line : Lines)
        if (Line.ends_with(":") && !Line.starts_with(" "))
          In = Line.drop_back().str();
      llvm::errs() << "loopgen: note: "
                   << (In.empty() ? "" : "it stopped in '" + In + "'; ")
                   << "the inputs it draws (integers 0 to 15 first) may "
                      "make the original itself read outside an array (an "
                      "integer input or field used as a subscript): give "
                      "valid ones with init(fn) in '#pragma loopgen "
                      "validate'\n";
      return -2;
    }
    return Status;
  };
  // Builds Text with Extra flags and runs Repeats timed calls, its report
  // printed where Echo: the harness's status, or -1 when it did not build,
  // -2 when it crashed.
  auto BuildAndRun = [&](const std::string &Text,
                         std::vector<std::string> Extra, const char *Repeats,
                         bool Echo) {
    if (!writeAtomically(Src, Text))
      return -1;
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
    Link.insert(Link.end(), OpenMPFlags.begin(), OpenMPFlags.end());
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
    return RunBuilt(Repeats, {}, Echo);
  };
  int RC = BuildAndRun(Harness, {}, OnGPU ? "5" : "1", true);
  if (RC == -1)
    return 1;
  if (RC > 0) {
    // Quiet runs, once each: what their functions report.
    Reports First = parseReport(LastReport);
    locateDifferences(First, [&](std::vector<std::string> Args) {
      return RunBuilt("1", Args, false) >= 0 ? parseReport(LastReport)
                                             : Reports();
    });
    auto Rerun = [&](const std::string &Text, std::vector<std::string> Extra) {
      return BuildAndRun(Text, Extra, "1", false) >= 0 ? parseReport(LastReport)
                                                       : Reports();
    };
    explainDifferences(First, Harness, OnGPU && !Opts.ValidateExact,
                       Reassociations,
                       Opts.Passes.StrictFP ? nullptr : StrictHarness, Rerun);
  }
  llvm::sys::fs::remove(Exe);
  llvm::sys::fs::remove(Dir + "/harness.o");
  llvm::sys::fs::remove(Src);
  llvm::sys::fs::remove(Report);
  llvm::sys::fs::remove(Dir);
  return RC == 0 ? 0 : 1;
}

} // namespace loopgen
