//===- Pipeline.cpp - loopgen from source file to output ------------------===//

#include "loopgen/Driver/Pipeline.h"
#include "OutputFiles.h"
#include "Preamble.h"
#include "loopgen/Analysis/Parallelism.h"
#include "loopgen/CodeGen/CudaEmitter.h"
#include "loopgen/CodeGen/Dot.h"
#include "loopgen/CodeGen/Harness.h"
#include "loopgen/Frontend/Frontend.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/Transforms/AccumulateElements.h"
#include "loopgen/Transforms/CheckedParallelism.h"
#include "loopgen/Transforms/Distribute.h"
#include "loopgen/Transforms/Expand.h"
#include "loopgen/Transforms/FastMath.h"
#include "loopgen/Transforms/IndexScalars.h"
#include "loopgen/Transforms/InductionVariables.h"
#include "loopgen/Transforms/LastPrivate.h"
#include "loopgen/Transforms/Layout.h"
#include "loopgen/Transforms/MapToGrid.h"
#include "loopgen/Transforms/ParallelScans.h"
#include "loopgen/Transforms/PersistentLoops.h"
#include "loopgen/Transforms/Privatize.h"
#include "loopgen/Transforms/Profitability.h"
#include "loopgen/Transforms/PromoteRegisters.h"
#include "loopgen/Transforms/RecordLoads.h"
#include "loopgen/Transforms/Reshape.h"
#include "loopgen/Transforms/RightLooking.h"
#include "loopgen/Transforms/SharedTiling.h"
#include "loopgen/Transforms/SplitSequential.h"
#include "loopgen/Transforms/TileWaves.h"
#include "loopgen/Transforms/Transpose.h"
#include "loopgen/Transforms/TwoWayReductions.h"
#include "loopgen/Transforms/Unroll.h"
#include "loopgen/Transforms/Wavefront.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Format/Format.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <set>
#include <sstream>

using namespace clang;

namespace loopgen {

const std::vector<std::string> &passNames() {
  static const std::vector<std::string> Names = {
      "lower",         "induction",  "index-scalars", "reshape",
      "privatize",     "accumulate", "parallelism",   "check",
      "right-looking", "wavefront",  "split",         "distribute",
      "promote",       "scan",       "map-to-grid",   "expand",
      "layout",        "transpose",  "tile",          "unroll",
      "records",       "tile-waves", "persist",       "two-way"};
  return Names;
}

namespace {

struct Outputs {
  std::string Text;    ///< What --emit asked for.
  std::string Harness; ///< For --validate.
  bool Produced = false;
  std::vector<std::string> Inputs; ///< The files read, for --depfile.
};

/// One line per loop: what was decided and where it runs.
std::string report(const Function &F) {
  std::ostringstream OS;
  unsigned Kernels = 0;
  walkStmts(*F.Body, [&](const Stmt &S) {
    Kernels += S.Place == Stmt::Kernel || S.Place == Stmt::Scan;
  });
  OS << "function " << F.Name << ": " << Kernels << " parallel kernel"
     << (Kernels == 1 ? "" : "s") << "\n";
  // Where a loop runs: in the kernel (or single-thread kernel) of the
  // statement around it, or itself, placed as one; else on the host.
  walkInContext(*F.Body, [&](const Stmt &S, const StmtContext &Ctx) {
    if (S.K != Stmt::For)
      return;
    auto &L = static_cast<const ForStmt &>(S);
    // 0: on the host, 1: in a single-thread kernel, 2: in a kernel.
    int Where = 0;
    auto Place = [&](const Stmt &X) {
      Where =
          std::max(Where, X.Place == Stmt::Kernel || X.Place == Stmt::Scan ? 2
                          : X.Place == Stmt::Serial                        ? 1
                                                                           : 0);
    };
    for (const ForStmt *Around : Ctx.Loops)
      Place(*Around);
    for (const StmtContext::Branch &B : Ctx.Branches)
      Place(*B.If);
    bool Launched = Where == 0;
    Place(L);
    static const char *Here[] = {"on host", "in single-thread kernel",
                                 "in kernel"};
    static const char *Axis[] = {"x", "y", "z"};
    OS << "  " << L.Label << "  loop " << L.Index->Name << ": "
       << (L.IsParallel ? "parallel" : "sequential");
    if (Launched && L.Place == Stmt::Scan)
      OS << ", scan kernel";
    else if (L.GridDim >= 0)
      OS << ", grid " << Axis[L.GridDim];
    else if (L.Place == Stmt::HostControl)
      OS << (L.Persistent ? ", host loop, one persistent kernel"
                          : ", host loop");
    else
      OS << ", loop " << Here[Where];
    OS << "\n";
  });
  return OS.str();
}

class LoopgenConsumer : public ASTConsumer {
public:
  LoopgenConsumer(CompilerInstance &CI, std::vector<PragmaInfo> &Pragmas,
                  const Options &Opts, Outputs &Out)
      : CI(CI), Pragmas(Pragmas), Opts(Opts), Out(Out) {}

  void HandleTranslationUnit(ASTContext &Ctx) override;

private:
  CompilerInstance &CI;
  std::vector<PragmaInfo> &Pragmas;
  const Options &Opts;
  Outputs &Out;
  std::set<unsigned> UnrollLinesUsed; ///< Lines of --unroll that name loops.

  void printAfter(const std::string &Pass, const Function &F) {
    bool Wanted = Opts.PrintAfterAll ||
                  std::find(Opts.PrintAfter.begin(), Opts.PrintAfter.end(),
                            Pass) != Opts.PrintAfter.end();
    if (Wanted)
      llvm::errs() << "*** LoopIR after " << Pass << " ***\n"
                   << printFunction(F);
  }
  std::string generatedUnit(ASTContext &Ctx,
                            std::vector<OffloadedFunction> &Fns);
};

std::string
LoopgenConsumer::generatedUnit(ASTContext &Ctx,
                               std::vector<OffloadedFunction> &Fns) {
  SourceManager &SM = Ctx.getSourceManager();
  FileID Main = SM.getMainFileID();
  Rewriter RW(SM, Ctx.getLangOpts());
  std::string Name =
      llvm::sys::path::filename(SM.getFileEntryRefForID(Main)->getName()).str();
  std::string OutputName = Opts.OutputFile;
  if (OutputName.empty() || OutputName == "-")
    OutputName = llvm::sys::path::stem(Name).str() + ".cu";
  std::vector<SourceRange> Bodies;
  // What loopgen writes is formatted by libFormat; the user's code stays
  // as written.
  std::optional<format::FormatStyle> Style;
  if (!Opts.FormatStyle.empty()) {
    llvm::Expected<format::FormatStyle> S =
        format::getStyle(Opts.FormatStyle, OutputName, "LLVM");
    if (!S) {
      DiagnosticsEngine &DE = Ctx.getDiagnostics();
      DE.Report(
          DE.getCustomDiagID(DiagnosticsEngine::Error, "--format-style=%0: %1"))
          << Opts.FormatStyle << llvm::toString(S.takeError());
      return "";
    }
    Style = *S;
    Style->ReflowComments = false; // A kernel's comment stays one line.
  }
  auto Formatted = [&](const std::string &Code) {
    if (!Style)
      return Code;
    tooling::Replacements R = format::reformat(
        *Style, Code, {tooling::Range(0, Code.size())}, OutputName);
    llvm::Expected<std::string> Text = tooling::applyAllReplacements(Code, R);
    if (Text)
      return *Text;
    llvm::consumeError(Text.takeError());
    return Code;
  };
  bool UsesCub = false;
  for (OffloadedFunction &OF : Fns) {
    if (OF.OnHost)
      continue; // As written.
    CudaFunction Code =
        emitCuda(*OF.IR, Opts.InjectUnwritten, Opts.LineDirectives);
    UsesCub |= Code.UsesCub;
    Code.HostBody = Formatted(Code.HostBody);
    Code.Kernels = Formatted(Code.Kernels);
    SourceRange Body = OF.Decl->getBody()->getSourceRange();
    Bodies.push_back(Body);
    RW.ReplaceText(Body, Code.HostBody);
    // The original, for small sizes and where a run-time check fails.
    if (!OF.IR->HostBelowTrips.empty() || OF.IR->FallbackFlag)
      RW.InsertTextBefore(OF.Start, OF.DefinitionHead + OF.IR->Name +
                                        "_on_host" + OF.DefinitionTail +
                                        "\n\n");
    RW.InsertTextBefore(OF.Start, Code.Kernels);
  }
  // The pragmas stay, as comments, where they were.
  for (const PragmaInfo &P : Pragmas) {
    SourceLocation L = SM.getExpansionLoc(P.Loc);
    if (!SM.isWrittenInMainFile(L))
      continue;
    bool InBody = false;
    for (SourceRange R : Bodies)
      InBody |= SM.isPointWithin(L, R.getBegin(), R.getEnd());
    if (!InBody)
      RW.InsertTextAfter(
          SM.translateLineCol(Main, SM.getExpansionLineNumber(L), 1), "// ");
  }
  RW.InsertTextBefore(SM.getLocForStartOfFile(Main),
                      (UsesCub ? "#define LOOPGEN_CUB 1\n" : "") +
                          cudaPrelude(Name));
  const RewriteBuffer *B = RW.getRewriteBufferFor(Main);
  std::string Unit =
      B ? std::string(B->begin(), B->end()) : SM.getBufferData(Main).str();
  // After formatting: the markers' own lines number the output.
  return Opts.LineDirectives ? resolveLineMarkers(Unit, SM, OutputName) : Unit;
}

void LoopgenConsumer::HandleTranslationUnit(ASTContext &Ctx) {
  DiagnosticsEngine &DE = CI.getDiagnostics();
  if (DE.hasErrorOccurred())
    return;
  Diagnostics D(DE, Opts.Remarks);
  // For --depfile: the input, then the headers it read, by absolute path.
  SourceManager &Files = Ctx.getSourceManager();
  auto Absolute = [](llvm::StringRef Name) {
    llvm::SmallString<256> Path(Name);
    llvm::sys::fs::make_absolute(Path);
    llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
    return std::string(Path);
  };
  std::string Main =
      Absolute(Files.getFileEntryRefForID(Files.getMainFileID())->getName());
  std::set<std::string> Headers;
  for (auto It = Files.fileinfo_begin(); It != Files.fileinfo_end(); ++It)
    if (std::string Path = Absolute(It->first.getName()); Path != Main)
      Headers.insert(Path);
  Out.Inputs = {Main};
  Out.Inputs.insert(Out.Inputs.end(), Headers.begin(), Headers.end());
  std::vector<OffloadedFunction> Fns = lowerTranslationUnit(Ctx, Pragmas, D);
  ParallelismOptions PO{Opts.AutoParallel, Opts.TrustAnnotations,
                        Opts.StrictFP};
  for (OffloadedFunction &OF : Fns) {
    Function &F = *OF.IR;
    F.KeepRoundingOrder = Opts.StrictFP;
    // Unroll factors given on the command line, by source line.
    walkStmts(*F.Body, [&](const Stmt &S) {
      if (S.K != Stmt::For)
        return;
      auto &L = const_cast<ForStmt &>(static_cast<const ForStmt &>(S));
      unsigned Line = Ctx.getSourceManager().getExpansionLineNumber(L.Loc);
      if (auto It = Opts.Unroll.find(Line); It != Opts.Unroll.end()) {
        L.Annot.Unroll = It->second;
        UnrollLinesUsed.insert(Line);
      }
    });
    printAfter("lower", F);
    closeInductionVariables(F, D);
    printAfter("induction", F);
    inlineIndexScalars(F, D);
    printAfter("index-scalars", F);
    recoverArrayShapes(F, D);
    printAfter("reshape", F);
    if (Opts.FastMath)
      useFastMath(F, D);
    privatizeParameterArrays(F, D);
    privatize(F, D);
    printAfter("privatize", F);
    accumulateElements(F, D);
    printAfter("accumulate", F);
    decideParallelism(F, PO, D);
    printAfter("parallelism", F);
    // A false claim is an error: no output comes, so nothing to transform.
    if (D.hasErrors())
      continue;
    parallelizeUnderCheck(F, D);
    printAfter("check", F);
    runRightLooking(F, D);
    printAfter("right-looking", F);
    runAsWavefronts(F, D);
    printAfter("wavefront", F);
    splitSequentialLoops(F, D);
    printAfter("split", F);
    distribute(F, D);
    printAfter("distribute", F);
    if (Opts.Promotion)
      promoteToRegisters(F, D);
    printAfter("promote", F);
    parallelizeScans(F, D);
    printAfter("scan", F);
    mapToGrid(F, D, Opts.Coalescing);
    printAfter("map-to-grid", F);
    if (!Opts.ForceGPU && keepOnHost(F, D)) {
      OF.OnHost = true;
      continue;
    }
    expandPrivateArrays(F, D);
    printAfter("expand", F);
    if (Opts.Coalescing)
      chooseLayouts(F, D);
    printAfter("layout", F);
    if (Opts.Transpose != Options::TransposeNever)
      insertTransposes(F, D, Opts.Transpose == Options::TransposeAlways);
    if (Opts.Remarks)
      explainUncoalesced(F, D);
    printAfter("transpose", F);
    tileSharedMemory(F, D, Opts.Tiling);
    printAfter("tile", F);
    unrollParallelLoops(F, D, Opts.AutoUnroll);
    printAfter("unroll", F);
    loadRecordsAsVectors(F, D);
    printAfter("records", F);
    if (Opts.WaveTiles)
      tileWavefronts(F, D);
    printAfter("tile-waves", F);
    runLoopsPersistent(F, D);
    printAfter("persist", F);
    fuseRowAndColumnReductions(F, D);
    printAfter("two-way", F);
  }
  SourceManager &SM = Ctx.getSourceManager();
  for (auto &[Line, Factors] : Opts.Unroll)
    if (!UnrollLinesUsed.count(Line))
      D.warning(SM.translateLineCol(SM.getMainFileID(), Line, 1),
                "--unroll names line " + std::to_string(Line) +
                    ", where no loop of an offloaded function starts");
  if (D.hasErrors())
    return;
  if (Fns.empty())
    D.warning(Ctx.getSourceManager().getLocForStartOfFile(
                  Ctx.getSourceManager().getMainFileID()),
              "no function is marked '#pragma loopgen offload'; the output "
              "is the input");
  Out.Produced = true;
  bool NeedsUnit = Opts.Emit == Options::Cuda ||
                   Opts.Emit == Options::Harness || Opts.Validate;
  std::string Unit = NeedsUnit ? generatedUnit(Ctx, Fns) : "";
  if (CI.getDiagnostics().hasErrorOccurred()) { // A bad --format-style.
    Out.Produced = false;
    return;
  }
  if (Opts.Emit == Options::Harness || Opts.Validate) {
    std::vector<HarnessFunction> HFs;
    for (OffloadedFunction &OF : Fns)
      HFs.push_back({OF.IR.get(), OF.ReferenceText});
    Out.Harness =
        emitHarness(Unit, HFs, Opts.Sizes, Opts.Validate, Opts.FastMath, D);
    Out.Produced = !Out.Harness.empty();
  }
  switch (Opts.Emit) {
  case Options::LoopIR:
    for (OffloadedFunction &OF : Fns)
      Out.Text += printFunction(*OF.IR);
    break;
  case Options::Report:
    for (OffloadedFunction &OF : Fns)
      Out.Text += OF.OnHost ? "function " + OF.IR->Name +
                                  ": runs on the host as written\n"
                            : report(*OF.IR);
    break;
  case Options::Cuda:
    Out.Text = Unit;
    break;
  case Options::Dot:
    for (OffloadedFunction &OF : Fns)
      Out.Text += OF.OnHost ? "digraph \"" + OF.IR->Name +
                                  "\" {\n  label=\"loopgen: " + OF.IR->Name +
                                  " runs on the host as written\";\n}\n"
                            : emitDot(*OF.IR);
    break;
  case Options::Harness:
    Out.Text = Out.Harness;
    break;
  }
}

class LoopgenAction : public ASTFrontendAction {
public:
  LoopgenAction(const Options &Opts, Outputs &Out) : Opts(Opts), Out(Out) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef) override {
    Handler = std::make_unique<LoopgenPragmaHandler>(Pragmas);
    CI.getPreprocessor().AddPragmaHandler(Handler.get());
    return std::make_unique<LoopgenConsumer>(CI, Pragmas, Opts, Out);
  }

  void EndSourceFileAction() override {
    getCompilerInstance().getPreprocessor().RemovePragmaHandler(Handler.get());
  }

private:
  const Options &Opts;
  Outputs &Out;
  std::vector<PragmaInfo> Pragmas;
  std::unique_ptr<LoopgenPragmaHandler> Handler;
};

class ActionFactory : public tooling::FrontendActionFactory {
public:
  ActionFactory(const Options &Opts, Outputs &Out) : Opts(Opts), Out(Out) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<LoopgenAction>(Opts, Out);
  }

private:
  const Options &Opts;
  Outputs &Out;
};

bool gpuPresent() {
  auto Smi = llvm::sys::findProgramByName("nvidia-smi");
  if (!Smi)
    return false;
  std::optional<llvm::StringRef> Redirects[] = {
      llvm::StringRef(""), llvm::StringRef(""), llvm::StringRef("")};
  return llvm::sys::ExecuteAndWait(*Smi, {*Smi, "-L"}, std::nullopt,
                                   Redirects) == 0;
}

/// Builds the harness with nvcc (GPU) or the host compiler (emulation) and
/// runs it; returns its exit code.
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
    if (Opts.FastMath)
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

} // namespace

int runLoopgen(const tooling::CompilationDatabase &DB,
               const std::string &Source, const Options &Opts) {
  tooling::ClangTool Tool(DB, {Source});
  tooling::CommandLineArguments Extra = {"-resource-dir=" + resourceDir()};
  std::optional<Preamble> Headers;
  if (Opts.PreambleCache)
    Headers = precompiledPreamble(DB, Source, Extra);
  if (Headers)
    Extra.insert(Extra.end(), {"-include-pch", Headers->PCH});
  Tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
      Extra, tooling::ArgumentInsertPosition::END));
  Outputs Out;
  ActionFactory Factory(Opts, Out);
  int RC = Tool.run(&Factory);
  if (RC != 0 || !Out.Produced)
    return 1;
  if (Headers) { // Read from the precompiled header, not seen by the parse.
    std::set<std::string> Listed(Out.Inputs.begin() + 1, Out.Inputs.end());
    Listed.insert(Headers->Headers.begin(), Headers->Headers.end());
    Listed.erase(Out.Inputs.front());
    Out.Inputs.resize(1);
    Out.Inputs.insert(Out.Inputs.end(), Listed.begin(), Listed.end());
  }
  if (Opts.Validate)
    return buildAndRun(Out.Harness, Opts);
  std::string Path = Opts.OutputFile.empty() ? "-" : Opts.OutputFile;
  if (!Opts.DepFile.empty() && !writeDepFile(Opts.DepFile, Path, Out.Inputs))
    return 1;
  return writeAtomically(Path, Out.Text) ? 0 : 1;
}

} // namespace loopgen
