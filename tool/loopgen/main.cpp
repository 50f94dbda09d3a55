//===- main.cpp - The loopgen command line --------------------------------===//
//
// Options, the compilation database, and one call into the pipeline.
//
//===----------------------------------------------------------------------===//

#include "loopgen/Driver/Pipeline.h"
#include "clang/Tooling/CommonOptionsParser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdio>

using namespace llvm;
using namespace loopgen;

static cl::OptionCategory Category("loopgen options");

static cl::opt<std::string> Output("o",
                                   cl::desc("Output file ('-' for stdout)"),
                                   cl::value_desc("file"), cl::init("-"),
                                   cl::cat(Category));
static cl::opt<Options::EmitKind> Emit(
    "emit", cl::desc("What to write"), cl::init(Options::Cuda),
    cl::values(clEnumValN(Options::Cuda, "cuda", "CUDA source (default)"),
               clEnumValN(Options::LoopIR, "loopir", "LoopIR after all passes"),
               clEnumValN(Options::Harness, "harness",
                          "the validation harness source"),
               clEnumValN(Options::Report, "report",
                          "one line per loop: decision and mapping"),
               clEnumValN(Options::Dot, "dot",
                          "a Graphviz graph of each offloaded function: "
                          "kernels, host loops, arrays")),
    cl::cat(Category));
static cl::opt<Options::TargetKind> Target(
    "target", cl::desc("What the translation runs on"),
    cl::init(Options::TargetCuda),
    cl::values(clEnumValN(Options::TargetCuda, "cuda",
                          "the GPU, through CUDA (default)"),
               clEnumValN(Options::TargetOpenMP, "openmp",
                          "all CPU cores: the original with OpenMP pragmas "
                          "on the loops loopgen proved parallel")),
    cl::cat(Category));
static cl::opt<std::string>
    Rpass("Rpass",
          cl::desc("Report every transformation applied or refused, with "
                   "the reason: -Rpass=loopgen for all passes, "
                   "-Rpass=loopgen-<pass> for one (a regular expression)"),
          cl::value_desc("loopgen"), cl::Prefix, cl::cat(Category));
// The passes' switches, from their one list.
#define LOOPGEN_SWITCH(Field, Flag, TurnsOn, Help)                             \
  static cl::opt<bool> Switch##Field(Flag, cl::desc(Help), cl::cat(Category));
#include "loopgen/Transforms/PassOptions.def"
static cl::opt<bool>
    NoTranspose("no-transpose",
                cl::desc("Never read arrays through transposed copies "
                         "(--transpose=never)"),
                cl::cat(Category));
static cl::opt<PassOptions::TransposeMode> TransposeMode(
    "transpose", cl::desc("Transposed copies of read-only arrays"),
    cl::init(PassOptions::TransposeAuto),
    cl::values(clEnumValN(PassOptions::TransposeAuto, "auto",
                          "where the cost model, caches included, says so "
                          "(default)"),
               clEnumValN(PassOptions::TransposeAlways, "always",
                          "wherever reads are uncoalesced, ignoring what "
                          "caches absorb"),
               clEnumValN(PassOptions::TransposeNever, "never", "never")),
    cl::cat(Category));
static cl::opt<bool>
    Validate("validate",
             cl::desc("Build and run the harness: compare with the sequential "
                      "original"),
             cl::cat(Category));
static cl::opt<bool> ValidateExact(
    "validate-exact",
    cl::desc("Validate (implies --validate) comparing values exactly, with "
             "no fused multiply-adds on either side"),
    cl::cat(Category));
static cl::opt<bool> Emulate("emulate",
                             cl::desc("Validate in the CPU emulation of CUDA "
                                      "even when a GPU is present"),
                             cl::cat(Category));
static cl::opt<bool> InjectUnwritten(
    "inject-unwritten-element", cl::Hidden,
    cl::desc("Testing only: generate kernels that skip one element"),
    cl::cat(Category));
static cl::list<std::string> Unroll(
    "unroll",
    cl::desc("Unroll the parallel loop that starts on LINE: one thread runs "
             "k (k*k2 with the loop inside) of its iterations"),
    cl::value_desc("LINE:k[,k2]"), cl::cat(Category));
static cl::opt<std::string> DepFile(
    "depfile",
    cl::desc("Also write a Make rule: the output depends on the input and "
             "every header it includes (for CMake's DEPFILE, Ninja, Make)"),
    cl::value_desc("path"), cl::cat(Category));
static cl::opt<bool> LineDirectives(
    "line-directives",
    cl::desc("Emit #line directives so that nvcc's errors, cuda-gdb and "
             "compute-sanitizer point into the input for the code of its "
             "statements"),
    cl::cat(Category));
static cl::opt<std::string> FormatStyle(
    "format-style",
    cl::desc("Format the output with clang's libFormat in this style (as "
             "clang-format -style: llvm, the default, google, file, ...); "
             "none keeps loopgen's own layout"),
    cl::value_desc("style"), cl::init("llvm"), cl::cat(Category));
static cl::opt<unsigned> FormatLimit(
    "format-limit",
    cl::desc("Format the generated code only where it is at most this many "
             "KB (default 1024; 0: whatever its size): libFormat takes "
             "about 70 us a line"),
    cl::value_desc("KB"), cl::init(1024), cl::cat(Category));
static cl::list<std::string>
    Sizes("size",
          cl::desc("Values of scalar parameters for validation "
                   "(--size m=7,n=5 or --size m=7 --size n=5)"),
          cl::value_desc("name=value"), cl::CommaSeparated, cl::cat(Category));

/// A pass's name and summary on one line, the summaries aligned.
static std::string passLine(const PassInfo &P) {
  std::string Name = P.Name;
  return Name + std::string(Name.size() < 15 ? 15 - Name.size() : 1, ' ') +
         P.Summary;
}

/// The pass options, which llvm::cl does not parse, and the passes.
static std::string passHelp() {
  std::string Help =
      "\nPASSES (options read before the others; before `--` only):\n"
      "  --print-after=<pass>  the LoopIR after the pass, on stderr\n"
      "  --print-after-all     the LoopIR after every pass\n"
      "  --stop-after=<pass>   run no pass after this one; write the LoopIR\n"
      "  --verify-each         verify the LoopIR after every pass (also "
      "LOOPGEN_VERIFY_EACH=1)\n"
      "  --print-passes        the passes, in order, one per line\n\n";
  for (const PassInfo &P : passTable())
    Help += "  " + passLine(P) + "\n";
  return Help;
}
static std::string PassHelpText = passHelp();
static cl::extrahelp PassHelp(PassHelpText);

int main(int argc, const char **argv) {
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "loopgen " LOOPGEN_VERSION " (LLVM/Clang " LLVM_VERSION_STRING ")\n"
       << "runtime headers: " << runtimeIncludeDir() << "\n"
       << "clang resource directory: " << resourceDir() << "\n";
  });
  // LLVM registers -print-after, -stop-after and others for its own
  // passes, so loopgen's pass options are taken out of the arguments (those
  // before `--`) before the options are parsed; --help lists them.
  std::vector<const char *> Args;
  std::vector<std::string> PrintAfter;
  std::string StopAfter;
  bool PrintAfterAll = false, PrintPasses = false;
  // LOOPGEN_VERIFY_EACH=1 (the test suite) verifies the IR after every
  // pass of every run.
  const char *VerifyEnv = getenv("LOOPGEN_VERIFY_EACH");
  bool VerifyEach = VerifyEnv && std::string(VerifyEnv) == "1";
  bool Compiler = false; // After `--`: the compiler's flags.
  for (int I = 0; I < argc; ++I) {
    std::string A = argv[I];
    Compiler |= I > 0 && A == "--";
    if (!Compiler && I > 0 && A.size() > 2 && A[0] == '-') {
      StringRef Name = StringRef(A).drop_front(A[1] == '-' ? 2 : 1);
      auto [Flag, Value] = Name.split('=');
      if (Flag == "print-after-all" || Flag == "print-passes" ||
          Flag == "verify-each") {
        (Flag == "print-after-all" ? PrintAfterAll
         : Flag == "print-passes"  ? PrintPasses
                                   : VerifyEach) = true;
        continue;
      }
      if (Flag == "print-after" || Flag == "stop-after") {
        if (Flag == "print-after")
          PrintAfter.push_back(Value.str());
        else
          StopAfter = Value.str();
        if (!findPass(Value)) {
          errs() << "loopgen: error: unknown pass '" << Value << "' for --"
                 << Flag << "; passes are:";
          for (const PassInfo &P : passTable())
            errs() << " " << P.Name;
          errs() << "\n";
          return 1;
        }
        continue;
      }
    }
    Args.push_back(argv[I]);
  }
  if (PrintPasses) {
    for (const PassInfo &P : passTable())
      outs() << passLine(P) << "\n";
    return 0;
  }
  // Without `--` or a compilation database, use -std=c++17, or C17 with
  // GNU extensions for a .c file, which is parsed as C.
  bool HasDashDash = false, HasDB = false, CInput = false;
  for (const char *A : Args) {
    HasDashDash |= std::string(A) == "--";
    HasDB |= std::string(A) == "-p" || std::string(A).rfind("-p=", 0) == 0;
    CInput |= A[0] != '-' && StringRef(A).ends_with(".c");
  }
  if (!HasDashDash && !HasDB) {
    Args.push_back("--");
    Args.push_back(CInput ? "-std=gnu17" : "-std=c++17");
  }
  int Argc = Args.size();
  auto Parser = clang::tooling::CommonOptionsParser::create(
      Argc, Args.data(), Category, cl::ZeroOrMore,
      "loopgen: translate annotated sequential C++ into CUDA.\n\n"
      "  loopgen input.cpp -o out.cu\n"
      "  loopgen input.cpp --validate [--size n=1024] [--emulate]\n"
      "  loopgen input.cpp --print-after=<pass> | --print-after-all\n"
      "    (LoopIR to stderr after a pass; loopgen --print-passes)\n");
  if (!Parser) {
    // An option's bad value is reported by llvm::cl itself, leaving the
    // error empty.
    std::string Error = toString(Parser.takeError());
    StringRef Msg = StringRef(Error).trim();
    Msg.consume_front("loopgen: ");
    // A compiler flag before `--` (-DN=64, -Iinc, -O2) is no option of
    // loopgen's: say where it goes, without llvm::cl's guesses.
    size_t Arg = Msg.find("argument '-");
    if (Arg != StringRef::npos && Msg.size() > Arg + 11 &&
        StringRef("DIUOfmWgx").contains(Msg[Arg + 11])) {
      StringRef Flag =
          Msg.substr(Arg + 10).take_until([](char C) { return C == '\''; });
      errs() << "loopgen: error: unknown option '" << Flag
             << "': compiler flags go after '--' (loopgen input.cpp -o out.cu "
                "-- -std=c++17 "
             << Flag << ")\n";
    } else if (!Msg.empty()) {
      errs() << "loopgen: error: " << Msg << "\n";
    }
    return 1;
  }
  const auto &Sources = Parser->getSourcePathList();
  if (Sources.size() != 1) {
    errs() << "loopgen: error: expected exactly one input file (got "
           << Sources.size() << "); see --help\n";
    return 1;
  }
  // An input that is missing or not a file, said once (the Clang driver
  // would add "no input files" and "unable to handle compilation").
  sys::fs::file_status Status;
  if (std::error_code EC = sys::fs::status(Sources[0], Status)) {
    errs() << "loopgen: error: cannot read '" << Sources[0]
           << "': " << EC.message() << "\n";
    return 1;
  }
  if (sys::fs::is_directory(Status)) {
    errs() << "loopgen: error: '" << Sources[0]
           << "' is a directory, not a source file\n";
    return 1;
  }
  if (!Rpass.empty()) {
    std::string Problem;
    bool Matches = false;
    if (validRemarkPattern(Rpass, Problem)) {
      Regex R(Rpass);
      Matches = R.match("loopgen-lower") || R.match("loopgen-codegen");
      for (const PassInfo &P : passTable())
        Matches |= R.match(std::string("loopgen-") + P.Name);
    }
    if (!Matches) {
      errs() << "loopgen: error: -Rpass=" << Rpass << " names no pass of "
             << "loopgen" << (Problem.empty() ? "" : " (" + Problem + ")")
             << "; use -Rpass=loopgen, or -Rpass=loopgen-<pass> for one "
                "pass (loopgen --print-passes lists them)\n";
      return 1;
    }
  }
  Options Opts;
  Opts.Emit = Emit;
  Opts.Target = Target;
  Opts.OutputFile = Output;
  Opts.DepFile = DepFile;
  Opts.LineDirectives = LineDirectives;
  Opts.FormatStyle = FormatStyle == "none" ? std::string() : FormatStyle;
  Opts.FormatLimit = size_t(FormatLimit) * 1024;
  Opts.PrintAfter = PrintAfter;
  Opts.PrintAfterAll = PrintAfterAll;
  Opts.StopAfter = StopAfter;
  Opts.VerifyEach = VerifyEach;
  if (!StopAfter.empty() && (Validate || ValidateExact)) {
    errs() << "loopgen: error: --stop-after writes the LoopIR; it cannot "
              "be validated\n";
    return 1;
  }
  Opts.Remarks = Rpass;
#define LOOPGEN_SWITCH(Field, Flag, TurnsOn, Help)                             \
  Opts.Passes.Field = Switch##Field ? (TurnsOn) : !(TurnsOn);
#include "loopgen/Transforms/PassOptions.def"
  Opts.Passes.Transpose = NoTranspose || SwitchCoalescing
                              ? PassOptions::TransposeNever
                              : TransposeMode.getValue();
  Opts.Validate = Validate || ValidateExact;
  Opts.ValidateExact = ValidateExact;
  Opts.Emulate = Emulate;
  Opts.InjectUnwritten = InjectUnwritten;
  for (const std::string &S : Sizes) {
    size_t Eq = S.find('=');
    if (Eq == std::string::npos || Eq == 0 || Eq + 1 == S.size() ||
        S.find('=', Eq + 1) != std::string::npos) {
      errs() << "loopgen: error: --size expects name=value, got '" << S
             << "'\n";
      return 1;
    }
    Opts.Sizes[S.substr(0, Eq)] = S.substr(Eq + 1);
  }
  for (const std::string &U : Unroll) {
    unsigned Line = 0, K1 = 0, K2 = 0;
    int End1 = -1, End2 = -1; // Where each form ends: nothing may follow.
    int Read =
        std::sscanf(U.c_str(), "%u:%u%n,%u%n", &Line, &K1, &End1, &K2, &End2);
    int End = Read == 3 ? End2 : End1;
    if (Read < 2 || End != (int)U.size() || !Line || !K1 || K1 > 64 ||
        (Read == 3 && (!K2 || K2 > 64))) {
      errs() << "loopgen: error: --unroll expects LINE:k or LINE:k1,k2 with "
                "factors from 1 to 64, got '"
             << U << "'\n";
      return 1;
    }
    Opts.Unroll[Line] =
        Read == 3 ? std::vector<unsigned>{K1, K2} : std::vector<unsigned>{K1};
  }
  // The harness, built in a folder of its own, sees the input's folder
  // (for its quoted includes), include paths and macros.
  SmallString<256> SourceDir(Sources[0]);
  sys::fs::make_absolute(SourceDir);
  sys::path::remove_filename(SourceDir);
  Opts.ValidateCompilerFlags.push_back("-I" + SourceDir.str().str());
  for (const auto &Cmd :
       Parser->getCompilations().getCompileCommands(Sources[0])) {
    const std::vector<std::string> &L = Cmd.CommandLine;
    for (size_t I = 0; I < L.size(); ++I) {
      std::string Flag = L[I], Value;
      for (const char *F : {"-isystem", "-I", "-D"})
        if (Flag.rfind(F, 0) == 0) {
          Value = Flag.size() > strlen(F) ? Flag.substr(strlen(F))
                  : I + 1 < L.size()      ? L[++I]
                                          : "";
          Flag = F;
          break;
        }
      if (Value.empty())
        continue;
      if (Flag != "-D") { // Paths relative to the command's folder.
        SmallString<256> Path(Value);
        sys::fs::make_absolute(Cmd.Directory, Path);
        Value = Path.str().str();
      }
      if (Flag == "-isystem")
        Opts.ValidateCompilerFlags.insert(Opts.ValidateCompilerFlags.end(),
                                          {Flag, Value});
      else
        Opts.ValidateCompilerFlags.push_back(Flag + Value);
    }
  }
  return runLoopgen(Parser->getCompilations(), Sources[0], Opts);
}
