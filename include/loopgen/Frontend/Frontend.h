//===- Frontend.h - Offloaded functions of a translation unit --*- C++ -*-===//
//
// Attaches every `#pragma loopgen` line to the function or loop that follows
// it, lowers each offloaded function to LoopIR, and reports pragmas that
// belong to nothing.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_FRONTEND_FRONTEND_H
#define LOOPGEN_FRONTEND_FRONTEND_H

#include "loopgen/Frontend/CInput.h"
#include "loopgen/Frontend/Pragmas.h"
#include "loopgen/IR/Diagnostics.h"
#include "loopgen/IR/IR.h"
#include "clang/Basic/SourceLocation.h"
#include <memory>
#include <vector>

namespace clang {
class ASTContext;
class DeclContext;
class FunctionDecl;
class FunctionTemplateDecl;
class SourceManager;
} // namespace clang

namespace loopgen {

struct OffloadedFunction {
  const clang::FunctionDecl *Decl = nullptr;
  std::unique_ptr<Function> IR;
  /// Where the function's text, pragmas included, starts: kernels go there.
  clang::SourceLocation Start;
  /// The original definition, renamed <name>_reference, for the harness.
  std::string ReferenceText;
  /// The original definition around its name: Head + name + Tail. The
  /// tail is the main file's text from TailBegin to TailEnd, with
  /// HostPragmas (HostLoopPragmas.h) where the host-threads pass ran.
  std::string DefinitionHead, DefinitionTail;
  unsigned TailBegin = 0, TailEnd = 0;
  /// `#pragma omp parallel for` lines for the original's parallel loops,
  /// where it runs on the host.
  std::vector<Edit> HostPragmas;
  /// Set by the profitability model: the function stays as written.
  bool OnHost = false;
  /// For an instantiation of an offloaded function template: the template,
  /// which stays as written, and the head of the explicit specialization
  /// that the output defines after it ("template <> void f<float>(int n,
  /// float *x)").
  const clang::FunctionTemplateDecl *Template = nullptr;
  std::string SpecializationHead;
  /// A member function: its host copy (<name>_on_host) and its reference
  /// are members too. Defined in its class, they go where its text starts
  /// there (InClassStart), and its kernels before the outermost class
  /// (Start); defined outside, they are declared before the class's
  /// closing brace (ClassEnd) by MemberDeclaration + suffix + MemberTail.
  clang::SourceLocation InClassStart, ClassEnd;
  std::string MemberDeclaration, MemberTail;
  std::string Indent; ///< Of its first line, in its class.
};

/// Lowers every offloaded function of the main file. Errors are reported
/// through D; functions that failed are left out. OpenMP (--openmp): a
/// function with OpenMP loops or target directives is offloaded without
/// '#pragma loopgen offload'; where it cannot be, it stays on the host as
/// written, with a warning that says why.
/// The functions written in the main file (members and templates too).
void collectFunctions(const clang::DeclContext *DC,
                      const clang::SourceManager &SM,
                      std::vector<const clang::FunctionDecl *> &Out);

std::vector<OffloadedFunction>
lowerTranslationUnit(clang::ASTContext &Ctx, std::vector<PragmaInfo> &Pragmas,
                     bool OpenMP, Diagnostics &D);

} // namespace loopgen

#endif // LOOPGEN_FRONTEND_FRONTEND_H
