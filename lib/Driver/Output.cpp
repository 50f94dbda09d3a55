//===- Output.cpp - The texts loopgen writes ------------------------------===//

#include "Output.h"
#include "OutputFiles.h"
#include "loopgen/CodeGen/CudaEmitter.h"
#include "loopgen/CodeGen/Dot.h"
#include "loopgen/Frontend/CInput.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "clang/Format/Format.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Path.h"
#include <optional>
#include <set>
#include <sstream>

using namespace clang;

namespace loopgen {

/// One line per loop: what was decided and where it runs.
static std::string report(const Function &F) {
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
    auto &L = cast<ForStmt>(S);
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

std::string generatedUnit(ASTContext &Ctx, std::vector<OffloadedFunction> &Fns,
                          const std::vector<PragmaInfo> &Pragmas,
                          const Options &Opts, bool ForHarness) {
  SourceManager &SM = Ctx.getSourceManager();
  FileID Main = SM.getMainFileID();
  Rewriter RW(SM, Ctx.getLangOpts());
  std::string Name =
      llvm::sys::path::filename(SM.getFileEntryRefForID(Main)->getName()).str();
  std::string OutputName = Opts.OutputFile;
  if (OutputName.empty() || OutputName == "-")
    OutputName = llvm::sys::path::stem(Name).str() +
                 (Opts.Target == Options::TargetOpenMP ? ".cpp" : ".cu");
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
  std::vector<CudaFunction> Codes;
  size_t Bytes = 0;
  for (OffloadedFunction &OF : Fns)
    if (!OF.OnHost) {
      Codes.push_back(
          emitCuda(*OF.IR, Opts.InjectUnwritten, Opts.LineDirectives));
      Bytes += Codes.back().HostBody.size() + Codes.back().Kernels.size();
    }
  // libFormat takes about 70 us a line: a file of thousands of functions
  // would take far longer to format than to translate.
  if (Style && Opts.FormatLimit && Bytes > Opts.FormatLimit) {
    Style.reset();
    DiagnosticsEngine &DE = Ctx.getDiagnostics();
    DE.Report(SM.getLocForStartOfFile(Main),
              DE.getCustomDiagID(DiagnosticsEngine::Remark,
                                 "the generated code (%0 KB) is written in "
                                 "loopgen's own layout, not formatted: it is "
                                 "over --format-limit (%1 KB)"))
        << unsigned(Bytes / 1024) << unsigned(Opts.FormatLimit / 1024);
  }
  auto Next = Codes.begin();
  std::set<const FunctionTemplateDecl *> OnHostTemplates;
  for (OffloadedFunction &OF : Fns) {
    // A member defined outside its class is declared in it too.
    auto DeclareInClass = [&](const std::string &Suffix, bool Public) {
      // At the class's end, maybe after `private:`: the harness calls it.
      if (!OF.MemberDeclaration.empty())
        RW.InsertTextBefore(OF.ClassEnd,
                            std::string(Public ? "public:\n" : "") + "  " +
                                OF.MemberDeclaration + Suffix + OF.MemberTail);
    };
    // The harness's reference of a member function is a member.
    auto InsertReference = [&] {
      if (ForHarness && OF.InClassStart.isValid())
        RW.InsertTextBefore(OF.InClassStart,
                            OF.Indent + OF.ReferenceText + "\n\n");
      if (ForHarness && !OF.MemberDeclaration.empty()) {
        DeclareInClass("_reference", true);
        RW.InsertTextBefore(OF.Start, OF.ReferenceText + "\n\n");
      }
    };
    if (OF.OnHost) {
      // As written, its parallel loops on all cores.
      for (const Edit &E : OF.HostPragmas)
        RW.InsertTextBefore(
            SM.getLocForStartOfFile(Main).getLocWithOffset(E.Offset), E.Text);
      InsertReference();
      continue;
    }
    CudaFunction &Code = *Next++;
    UsesCub |= Code.UsesCub;
    Code.HostBody = Formatted(Code.HostBody);
    Code.Kernels = Formatted(Code.Kernels);
    bool OnHostCopy = OF.IR->hasHostCopy();
    std::string OnHost =
        OF.DefinitionHead + OF.IR->Name + "_on_host" + OF.DefinitionTail;
    if (OF.Template) {
      // The template stays as written; after it, the instantiation's
      // kernels and its explicit specialization (and, once, the template
      // again as the original for small sizes).
      if (OnHostCopy && OnHostTemplates.insert(OF.Template).second)
        RW.InsertTextAfter(OF.Start, "\n\n" + OnHost);
      RW.InsertTextAfter(OF.Start, "\n\n" + Code.Kernels +
                                       OF.SpecializationHead + " " +
                                       Code.HostBody);
      continue;
    }
    SourceRange Body = OF.Decl->getBody()->getSourceRange();
    Bodies.push_back(Body);
    RW.ReplaceText(Body, Code.HostBody);
    // The original, for small sizes and where a run-time check fails; a
    // member function's is a member too.
    if (OnHostCopy)
      RW.InsertTextBefore(OF.InClassStart.isValid() ? OF.InClassStart
                                                    : OF.Start,
                          OF.Indent + OnHost + "\n\n");
    if (OnHostCopy)
      DeclareInClass("_on_host", false);
    RW.InsertTextBefore(OF.Start, Code.Kernels);
    InsertReference();
  }
  // The pragmas stay, as comments, where they were. Bodies are found by
  // their offsets in the main file, in order (a file may have thousands).
  std::vector<std::pair<unsigned, unsigned>> BodyOffsets;
  for (SourceRange R : Bodies) {
    SourceLocation B = SM.getExpansionLoc(R.getBegin()),
                   E = SM.getExpansionLoc(R.getEnd());
    if (SM.isWrittenInMainFile(B) && SM.isWrittenInMainFile(E))
      BodyOffsets.push_back({SM.getFileOffset(B), SM.getFileOffset(E)});
  }
  llvm::sort(BodyOffsets);
  for (const PragmaInfo &P : Pragmas) {
    SourceLocation L = SM.getExpansionLoc(P.Loc);
    if (!SM.isWrittenInMainFile(L))
      continue;
    // The last body that starts at or before L: L is in no other.
    unsigned At = SM.getFileOffset(L);
    auto After = llvm::upper_bound(
        BodyOffsets, At,
        [](unsigned X, const std::pair<unsigned, unsigned> &B) {
          return X < B.first;
        });
    bool InBody =
        After != BodyOffsets.begin() && At <= std::prev(After)->second;
    if (!InBody)
      RW.InsertTextAfter(
          SM.translateLineCol(Main, SM.getExpansionLineNumber(L), 1), "// ");
  }
  // Data regions: their entries, exits and updates.
  for (const PragmaInfo &P : Pragmas)
    for (const PragmaInfo::Insert &I : P.Inserts) {
      SourceLocation L =
          SM.getLocForStartOfFile(Main).getLocWithOffset(I.Offset);
      if (I.After)
        RW.InsertTextAfter(L, I.Text);
      else
        RW.InsertTextBefore(L, I.Text);
    }
  // C input: what its code needs to compile as C++, outside the bodies
  // replaced.
  for (const Edit &E : cxxCompatibility(Ctx))
    if (llvm::none_of(BodyOffsets, [&](const std::pair<unsigned, unsigned> &B) {
          return B.first <= E.Offset && E.Offset <= B.second;
        }))
      RW.ReplaceText(SM.getLocForStartOfFile(Main).getLocWithOffset(E.Offset),
                     E.Length, E.Text);
  std::string Prelude =
      Opts.Target == Options::TargetOpenMP
          ? "// Generated by loopgen " LOOPGEN_VERSION " from " + Name +
                ": the loops it proved parallel run on all\n// CPU cores "
                "(build with OpenMP: -fopenmp).\n"
          : (UsesCub ? "#define LOOPGEN_CUB 1\n" : "") + cudaPrelude(Name);
  RW.InsertTextBefore(
      SM.getLocForStartOfFile(Main),
      Prelude + (Ctx.getLangOpts().CPlusPlus ? "" : cxxCompatibilityPrelude()));
  const RewriteBuffer *B = RW.getRewriteBufferFor(Main);
  std::string Unit =
      B ? std::string(B->begin(), B->end()) : SM.getBufferData(Main).str();
  // After formatting: the markers' own lines number the output.
  return Opts.LineDirectives ? resolveLineMarkers(Unit, SM, OutputName) : Unit;
}

std::string emittedText(Options::EmitKind Emit,
                        const std::vector<OffloadedFunction> &Fns,
                        const std::string &Unit, const std::string &Harness) {
  std::string Text;
  switch (Emit) {
  case Options::LoopIR:
    for (const OffloadedFunction &OF : Fns)
      Text += printFunction(*OF.IR);
    break;
  case Options::Report:
    for (const OffloadedFunction &OF : Fns)
      Text += OF.OnHost ? "function " + OF.IR->Name +
                              ": runs on the host as written\n"
                        : report(*OF.IR);
    break;
  case Options::Cuda:
    Text = Unit;
    break;
  case Options::Dot:
    for (const OffloadedFunction &OF : Fns)
      Text += OF.OnHost ? "digraph \"" + OF.IR->Name +
                              "\" {\n  label=\"loopgen: " + OF.IR->Name +
                              " runs on the host as written\";\n}\n"
                        : emitDot(*OF.IR);
    break;
  case Options::Harness:
    Text = Harness;
    break;
  }
  return Text;
}

} // namespace loopgen
