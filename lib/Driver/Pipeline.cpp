//===- Pipeline.cpp - loopgen from source file to output ------------------===//
//
// Reads like the script it is: parse, lower each offloaded function, run
// the pass table (Passes.def) on it, generate the output, write it or
// validate it.
//
//===----------------------------------------------------------------------===//

#include "loopgen/Driver/Pipeline.h"
#include "Output.h"
#include "OutputFiles.h"
#include "Preamble.h"
#include "Validation.h"
#include "loopgen/CodeGen/Harness.h"
#include "loopgen/Frontend/Frontend.h"
#include "loopgen/Frontend/HostLoopPragmas.h"
#include "loopgen/Frontend/OpenMPPragmas.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Verifier.h"
#include "loopgen/IR/Walk.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/ArgumentsAdjusters.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <set>

using namespace clang;

namespace loopgen {

namespace {

struct Outputs {
  std::string Text;    ///< What --emit asked for.
  std::string Harness; ///< For --validate.
  unsigned Translated = 0; ///< Functions the harness validates.
  bool Produced = false;
  std::vector<std::string> Inputs; ///< The files read, for --depfile.
  /// The floating-point reductions each function rounds in another order.
  std::vector<ReassociationNote> Reassociations;
};

/// The main file, then the headers it read, by absolute path.
std::vector<std::string> inputFiles(SourceManager &SM) {
  auto Absolute = [](llvm::StringRef Name) {
    llvm::SmallString<256> Path(Name);
    llvm::sys::fs::make_absolute(Path);
    llvm::sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
    return std::string(Path);
  };
  std::string Main =
      Absolute(SM.getFileEntryRefForID(SM.getMainFileID())->getName());
  std::set<std::string> Headers;
  for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It)
    if (std::string Path = Absolute(It->first.getName()); Path != Main)
      Headers.insert(Path);
  std::vector<std::string> Files = {Main};
  Files.insert(Files.end(), Headers.begin(), Headers.end());
  return Files;
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

  /// --unroll=LINE:k: unroll factors by source line.
  void applyUnrollOption(Function &F, SourceManager &SM);
  /// Runs the pass table on OF after lowering; false when --verify-each
  /// found the IR broken.
  bool runPasses(OffloadedFunction &OF, Diagnostics &D);
  /// --print-after and --verify-each after pass Name; false when the IR is
  /// broken.
  /// Prints and verifies F after pass Name as the options ask; the IR a
  /// function's pipeline ends with (Last) is always verified: what the code
  /// generator reads is valid, or an internal error stops the output.
  bool after(const char *Name, const Function &F, Diagnostics &D, bool Last);
};

void LoopgenConsumer::applyUnrollOption(Function &F, SourceManager &SM) {
  forEachStmt(*F.Body, [&](Stmt &S) {
    if (S.K != Stmt::For)
      return;
    auto &L = cast<ForStmt>(S);
    unsigned Line = SM.getExpansionLineNumber(L.Loc);
    if (auto It = Opts.Unroll.find(Line); It != Opts.Unroll.end()) {
      L.Annot.Unroll = It->second;
      UnrollLinesUsed.insert(Line);
    }
  });
}

bool LoopgenConsumer::after(const char *Name, const Function &F, Diagnostics &D,
                            bool Last) {
  if (Opts.PrintAfterAll || std::find(Opts.PrintAfter.begin(),
                                      Opts.PrintAfter.end(),
                                      Name) != Opts.PrintAfter.end())
    llvm::errs() << "*** LoopIR after " << Name << " ***\n"
                 << printFunction(F);
  if (!Opts.VerifyEach && !Last)
    return true;
  std::string Problem = verifyFunction(F);
  if (Problem.empty())
    return true;
  D.error(F.Loc, "internal error: the LoopIR of '" + F.Name +
                     "' after pass '" + Name + "' is invalid: " + Problem);
  return false;
}

bool LoopgenConsumer::runPasses(OffloadedFunction &OF, Diagnostics &D) {
  Function &F = *OF.IR;
  for (const PassInfo &P : passTable()) {
    // A pass that reports an error ends the function's pipeline: no output
    // comes, so nothing is left to transform.
    if (D.hasErrors())
      return true;
    if (P.Run) {
      D.setPass(P.Name);
      PassContext C{D, Opts.Passes};
      P.Run(F, C);
      OF.OnHost = C.KeepOnHost;
    }
    // --target=openmp: the original with its parallel loops on all cores;
    // nothing after the pass that picks them.
    if (Opts.Target == Options::TargetOpenMP &&
        llvm::StringRef(P.Name) == "host-threads")
      OF.OnHost = true;
    bool Last =
        OF.OnHost || Opts.StopAfter == P.Name || &P == &passTable().back();
    if (!after(P.Name, F, D, Last))
      return false;
    if (Last)
      return true;
  }
  return true;
}

void LoopgenConsumer::HandleTranslationUnit(ASTContext &Ctx) {
  DiagnosticsEngine &DE = CI.getDiagnostics();
  if (DE.hasErrorOccurred())
    return;
  Diagnostics D(DE, Opts.Remarks);
  SourceManager &SM = Ctx.getSourceManager();
  Out.Inputs = inputFiles(SM);
  std::vector<OffloadedFunction> Fns =
      lowerTranslationUnit(Ctx, Pragmas, Opts.Passes.OpenMP, D);
  for (OffloadedFunction &OF : Fns) {
    OF.IR->KeepRoundingOrder = Opts.Passes.StrictFP;
    applyUnrollOption(*OF.IR, SM);
    recordWrittenExtents(*OF.IR);
    if (!runPasses(OF, D))
      return;
    if (!D.hasErrors()) {
      D.setPass("host-threads");
      annotateHostLoops(OF, Ctx, D);
    }
  }
  D.setPass("codegen");
  for (auto &[Line, Factors] : Opts.Unroll)
    if (!UnrollLinesUsed.count(Line))
      D.warning(SM.translateLineCol(SM.getMainFileID(), Line, 1),
                "--unroll names line " + std::to_string(Line) +
                    ", where no loop of an offloaded function starts");
  if (D.hasErrors())
    return;
  if (Fns.empty())
    D.warning(SM.getLocForStartOfFile(SM.getMainFileID()),
              "no function is marked '#pragma loopgen offload'; the output "
              "is the input");
  Out.Produced = true;
  // --stop-after: the LoopIR as that pass left it.
  Options::EmitKind Emit = Opts.StopAfter.empty() ? Opts.Emit : Options::LoopIR;
  bool NeedsUnit =
      Emit == Options::Cuda || Emit == Options::Harness || Opts.Validate;
  std::string Unit = NeedsUnit ? generatedUnit(Ctx, Fns, Pragmas, Opts) : "";
  if (DE.hasErrorOccurred()) { // A bad --format-style.
    Out.Produced = false;
    return;
  }
  if (Emit == Options::Harness || Opts.Validate) {
    std::vector<HarnessFunction> HFs;
    bool Members = false;
    for (OffloadedFunction &OF : Fns) {
      HFs.push_back({OF.IR.get(), OF.ReferenceText});
      Members |= !OF.IR->Class.empty();
    }
    Out.Harness = emitHarness(
        Members ? generatedUnit(Ctx, Fns, Pragmas, Opts, true) : Unit, HFs,
        Opts.Sizes, Opts.Validate, Opts.Passes.FastMath, D);
    Out.Produced = !Out.Harness.empty();
    Out.Translated = HFs.size();
    for (OffloadedFunction &OF : Fns)
      for (const auto &[Loc, What] : OF.IR->Reassociations) {
        PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
        Out.Reassociations.push_back(
            {OF.IR->Name + OF.IR->Instance,
             What + (P.isInvalid() ? ""
                                   : " at " + std::string(P.getFilename()) +
                                         ":" + std::to_string(P.getLine()) +
                                         ":" + std::to_string(P.getColumn()))});
      }
  }
  Out.Text = emittedText(Emit, Fns, Unit, Out.Harness);
}

class LoopgenAction : public ASTFrontendAction {
public:
  LoopgenAction(const Options &Opts, Outputs &Out) : Opts(Opts), Out(Out) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef) override {
    // The preprocessor owns its handlers: it deletes this one where the
    // source file fails to begin, and EndSourceFileAction is not called.
    Handler = new LoopgenPragmaHandler(Pragmas);
    CI.getPreprocessor().AddPragmaHandler(Handler);
    if (Opts.Passes.OpenMP)
      CI.getPreprocessor().addPPCallbacks(
          std::make_unique<OpenMPPragmaCollector>(CI.getPreprocessor(),
                                                  Pragmas));
    return std::make_unique<LoopgenConsumer>(CI, Pragmas, Opts, Out);
  }

  void EndSourceFileAction() override {
    getCompilerInstance().getPreprocessor().RemovePragmaHandler(Handler);
    delete Handler;
    Handler = nullptr;
  }

private:
  const Options &Opts;
  Outputs &Out;
  std::vector<PragmaInfo> Pragmas;
  LoopgenPragmaHandler *Handler = nullptr;
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

/// DB's commands with the source named as the user gave it: ClangTool asks
/// for it by absolute path, and the diagnostics name the file as the
/// command does.
class AsGivenDatabase : public tooling::CompilationDatabase {
public:
  AsGivenDatabase(const tooling::CompilationDatabase &Inner, std::string Given)
      : Inner(Inner), Given(std::move(Given)) {}

  std::vector<tooling::CompileCommand>
  getCompileCommands(llvm::StringRef File) const override {
    std::vector<tooling::CompileCommand> Commands =
        Inner.getCompileCommands(File);
    llvm::SmallString<256> Cwd;
    if (llvm::sys::path::is_absolute(Given) || llvm::sys::fs::current_path(Cwd))
      return Commands;
    for (tooling::CompileCommand &C : Commands) {
      // Only where the command runs here, so that the path means the same.
      if (C.Directory != "." && C.Directory != Cwd)
        continue;
      for (std::string &Arg : C.CommandLine)
        if (Arg == File)
          Arg = Given;
    }
    return Commands;
  }
  std::vector<std::string> getAllFiles() const override {
    return Inner.getAllFiles();
  }

private:
  const tooling::CompilationDatabase &Inner;
  std::string Given;
};

} // namespace

int runLoopgen(const tooling::CompilationDatabase &UserDB,
               const std::string &Source, const Options &Opts) {
  AsGivenDatabase DB(UserDB, Source);
  tooling::ClangTool Tool(DB, {Source});
  // The errors say what went wrong; LibTooling's "Error while processing"
  // line after them would only repeat the file's name.
  Tool.setPrintErrorMessage(false);
  tooling::CommandLineArguments Extra = {"-resource-dir=" + resourceDir()};
  // An <omp.h> to parse, and under --openmp the program as an OpenMP
  // compiler sees it (_OPENMP: 5.0); clang's own OpenMP stays off
  // (OpenMPPragmas.h).
  Extra.push_back("-isystem" + runtimeIncludeDir() + "/loopgen/runtime/openmp");
  if (Opts.Passes.OpenMP)
    Extra.push_back("-D_OPENMP=201811");
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
  if (Opts.Validate) {
    // The same translation keeping the order of floating-point rounding,
    // built again (quietly: its diagnostics were said) when a difference
    // needs it.
    auto StrictHarness = [&]() {
      Options Strict = Opts;
      Strict.Passes.StrictFP = true;
      // Kept on the GPU, where its other loops run as in the translation.
      Strict.Passes.ForceGPU = true;
      Outputs StrictOut;
      ActionFactory StrictFactory(Strict, StrictOut);
      IgnoringDiagConsumer Quiet;
      Tool.setDiagnosticConsumer(&Quiet);
      bool Built = Tool.run(&StrictFactory) == 0 && StrictOut.Produced;
      Tool.setDiagnosticConsumer(nullptr);
      return Built ? StrictOut.Harness : std::string();
    };
    // No verdict where no translation ran (a "PASS" of none would read as
    // one).
    if (!Out.Translated) {
      llvm::errs() << "loopgen: nothing to validate: no function was "
                      "translated (the output is the input)\n";
      return 0;
    }
    return buildAndRun(Out.Harness, Opts, Out.Reassociations, StrictHarness);
  }
  std::string Path = Opts.OutputFile.empty() ? "-" : Opts.OutputFile;
  if (!Opts.DepFile.empty() && !writeDepFile(Opts.DepFile, Path, Out.Inputs))
    return 1;
  return writeAtomically(Path, Out.Text) ? 0 : 1;
}

} // namespace loopgen
