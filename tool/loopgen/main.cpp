//===- main.cpp - The loopgen command line --------------------------------===//
//
// Options, the compilation database, and one call into the pipeline.
//
//===----------------------------------------------------------------------===//

#include "loopgen/Driver/Pipeline.h"
#include "clang/Tooling/CommonOptionsParser.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
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
static cl::opt<std::string>
    Rpass("Rpass",
          cl::desc("Report every transformation applied or refused "
                   "(-Rpass=loopgen)"),
          cl::value_desc("loopgen"), cl::Prefix, cl::cat(Category));
static cl::opt<bool> NoAutoParallel(
    "no-auto-parallel",
    cl::desc("Parallelize only loops marked '#pragma loopgen parallel'"),
    cl::cat(Category));
static cl::opt<bool> TrustAnnotations(
    "trust-annotations",
    cl::desc("Run '#pragma loopgen parallel' loops in parallel even when the "
             "analysis cannot prove them parallel"),
    cl::cat(Category));
static cl::opt<bool>
    NoTranspose("no-transpose",
                cl::desc("Never read arrays through transposed copies "
                         "(--transpose=never)"),
                cl::cat(Category));
static cl::opt<Options::TransposeMode> TransposeMode(
    "transpose", cl::desc("Transposed copies of read-only arrays"),
    cl::init(Options::TransposeAuto),
    cl::values(clEnumValN(Options::TransposeAuto, "auto",
                          "where the cost model, caches included, says so "
                          "(default)"),
               clEnumValN(Options::TransposeAlways, "always",
                          "wherever reads are uncoalesced, ignoring what "
                          "caches absorb"),
               clEnumValN(Options::TransposeNever, "never", "never")),
    cl::cat(Category));
static cl::opt<bool> NoCoalescing(
    "no-coalescing",
    cl::desc("Map each band's innermost loop to threadIdx.x and keep every "
             "layout (no cost model, layouts or transpositions)"),
    cl::cat(Category));
static cl::opt<bool> NoPromotion(
    "no-promotion",
    cl::desc("Keep array elements in memory: no register promotion of "
             "elements that stay fixed in a loop"),
    cl::cat(Category));
static cl::opt<bool> NoAutoUnroll(
    "no-auto-unroll",
    cl::desc("Unroll only the loops marked unroll(k): no second, unrolled "
             "version of 2-D kernels whose copies would share loads"),
    cl::cat(Category));
static cl::opt<bool> NoTiling(
    "no-tiling",
    cl::desc("Read every operand from global memory: no shared-memory tiles "
             "for the operands the threads of a block share"),
    cl::cat(Category));
static cl::opt<bool> NoWaveTiles(
    "no-wave-tiles",
    cl::desc("Launch a kernel per wavefront: no tiles of wavefronts that a "
             "block sweeps with barriers"),
    cl::cat(Category));
static cl::opt<bool> StrictFP(
    "strict-fp",
    cl::desc("Keep floating-point sum and product reductions sequential, so "
             "that results are rounded in the original order"),
    cl::cat(Category));
static cl::opt<bool> ForceGPU(
    "force-gpu",
    cl::desc("Translate functions whose loops would all run in one GPU "
             "thread (by default they stay on the host as written)"),
    cl::cat(Category));
static cl::opt<bool> FastMath(
    "fast-math",
    cl::desc("x / sqrt(y) becomes x * rsqrt(y); validation builds with nvcc's "
             "--use_fast_math and a float tolerance of 1e-3"),
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
static cl::list<std::string>
    Sizes("size",
          cl::desc("Values of scalar parameters for validation "
                   "(--size m=7,n=5 or --size m=7 --size n=5)"),
          cl::value_desc("name=value"), cl::CommaSeparated, cl::cat(Category));

int main(int argc, const char **argv) {
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "loopgen " LOOPGEN_VERSION " (LLVM/Clang " LLVM_VERSION_STRING ")\n"
       << "runtime headers: " << runtimeIncludeDir() << "\n"
       << "clang resource directory: " << resourceDir() << "\n";
  });
  // LLVM itself registers -print-after and -print-after-all, so loopgen's
  // are taken out of the arguments before the options are parsed.
  std::vector<const char *> Args;
  std::vector<std::string> PrintAfter;
  bool PrintAfterAll = false;
  for (int I = 0; I < argc; ++I) {
    std::string A = argv[I];
    bool Local = I > 0 && std::string(argv[I - 1]) != "--";
    if (Local && (A == "--print-after-all" || A == "-print-after-all")) {
      PrintAfterAll = true;
      continue;
    }
    for (const char *Prefix : {"--print-after=", "-print-after="})
      if (Local && A.rfind(Prefix, 0) == 0) {
        PrintAfter.push_back(A.substr(std::string(Prefix).size()));
        A.clear();
      }
    if (!A.empty() || argv[I][0] == 0)
      Args.push_back(argv[I]);
  }
  // Without `--` or a compilation database, use -std=c++17.
  bool HasDashDash = false, HasDB = false;
  for (const char *A : Args) {
    HasDashDash |= std::string(A) == "--";
    HasDB |= std::string(A) == "-p" || std::string(A).rfind("-p=", 0) == 0;
  }
  if (!HasDashDash && !HasDB) {
    Args.push_back("--");
    Args.push_back("-std=c++17");
  }
  int Argc = Args.size();
  auto Parser = clang::tooling::CommonOptionsParser::create(
      Argc, Args.data(), Category, cl::ZeroOrMore,
      "loopgen: translate annotated sequential C++ into CUDA.\n\n"
      "  loopgen input.cpp -o out.cu\n"
      "  loopgen input.cpp --validate [--size n=1024] [--emulate]\n"
      "  loopgen input.cpp --print-after=<pass> | --print-after-all\n"
      "    (LoopIR to stderr after lower, parallelism or map-to-grid)\n");
  if (!Parser) {
    // An option's bad value is reported by llvm::cl itself, leaving the
    // error empty.
    std::string Msg = toString(Parser.takeError());
    if (!StringRef(Msg).trim().empty())
      errs() << "loopgen: error: " << Msg << "\n";
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
  if (!Rpass.empty() && Rpass != "loopgen" && Rpass != ".*") {
    errs() << "loopgen: error: unknown remark pass '" << Rpass
           << "'; use -Rpass=loopgen\n";
    return 1;
  }
  Options Opts;
  Opts.Emit = Emit;
  Opts.OutputFile = Output;
  Opts.DepFile = DepFile;
  Opts.LineDirectives = LineDirectives;
  Opts.FormatStyle = FormatStyle == "none" ? std::string() : FormatStyle;
  Opts.PrintAfter = PrintAfter;
  Opts.PrintAfterAll = PrintAfterAll;
  for (const std::string &P : PrintAfter)
    if (std::find(passNames().begin(), passNames().end(), P) ==
        passNames().end()) {
      errs() << "loopgen: error: unknown pass '" << P
             << "' for --print-after; passes are:";
      for (const std::string &N : passNames())
        errs() << " " << N;
      errs() << "\n";
      return 1;
    }
  Opts.Remarks = !Rpass.empty();
  Opts.AutoParallel = !NoAutoParallel;
  Opts.TrustAnnotations = TrustAnnotations;
  Opts.StrictFP = StrictFP;
  Opts.Transpose = NoTranspose || NoCoalescing ? Options::TransposeNever
                                               : TransposeMode.getValue();
  Opts.Coalescing = !NoCoalescing;
  Opts.FastMath = FastMath;
  Opts.Promotion = !NoPromotion;
  Opts.AutoUnroll = !NoAutoUnroll;
  Opts.Tiling = !NoTiling;
  Opts.WaveTiles = !NoWaveTiles;
  Opts.ForceGPU = ForceGPU;
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
