//===- Frontend.cpp - Offloaded functions of a translation unit -----------===//

#include "loopgen/Frontend/Frontend.h"
#include "loopgen/Frontend/CInput.h"
#include "loopgen/Frontend/DataRegions.h"
#include "loopgen/Frontend/Lowering.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/TemplateBase.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include <algorithm>
#include <set>

using namespace clang;

namespace loopgen {

namespace {

/// The offset of the first token after the pragma line that ends at Offset,
/// skipping blank lines, comments and further preprocessor lines.
unsigned targetOffset(llvm::StringRef Buf, unsigned Offset) {
  size_t I = Offset;
  auto SkipLine = [&]() {
    while (I < Buf.size() && Buf[I] != '\n') {
      if (Buf[I] == '\\' && I + 1 < Buf.size() && Buf[I + 1] == '\n')
        ++I;
      ++I;
    }
  };
  SkipLine(); // The rest of the pragma line.
  bool LineStart = true;
  while (I < Buf.size()) {
    char C = Buf[I];
    if (C == '\n') {
      LineStart = true;
      ++I;
    } else if (C == ' ' || C == '\t' || C == '\r' || C == '\f' || C == '\v') {
      ++I;
    } else if (Buf.substr(I).starts_with("//")) {
      SkipLine();
    } else if (Buf.substr(I).starts_with("/*")) {
      size_t End = Buf.find("*/", I + 2);
      I = End == llvm::StringRef::npos ? Buf.size() : End + 2;
    } else if (C == '#' && LineStart) {
      SkipLine();
    } else {
      return I;
    }
  }
  return I;
}

/// Types of the file named like CUDA's vector types (float3, int2, dim3),
/// which nvcc declares in the global namespace of every .cu file: the
/// generated file would not compile.
void checkCudaTypeNames(const DeclContext *DC, const SourceManager &SM,
                        Diagnostics &D) {
  for (const Decl *Dcl : DC->decls()) {
    if (const auto *LS = dyn_cast<LinkageSpecDecl>(Dcl)) {
      checkCudaTypeNames(LS, SM, D);
      continue;
    }
    const auto *TD = dyn_cast<TypeDecl>(Dcl);
    if (!TD || !TD->getIdentifier() ||
        !SM.isWrittenInMainFile(SM.getExpansionLoc(TD->getLocation())))
      continue;
    llvm::StringRef Name = TD->getName();
    static const char *const Bases[] = {
        "char", "uchar", "short", "ushort",   "int",       "uint",
        "long", "ulong", "float", "longlong", "ulonglong", "double"};
    bool Clash = Name == "dim3";
    for (const char *B : Bases)
      for (char Width = '1'; Width <= '4'; ++Width)
        Clash |= Name == (std::string(B) + Width);
    if (Clash)
      D.error(TD->getLocation(),
              "'" + Name.str() +
                  "' is the name of a CUDA vector type, which nvcc declares "
                  "in every .cu file, so the generated file would not "
                  "compile; rename it or declare it in a namespace");
  }
}

/// Calls to the functions Callees within S: each callee's name.
void collectCallNames(const clang::Stmt *S,
                      const std::set<const FunctionDecl *> &Callees,
                      std::vector<SourceLocation> &Out) {
  if (!S)
    return;
  if (const auto *CE = dyn_cast<CallExpr>(S))
    if (const FunctionDecl *FD = CE->getDirectCallee();
        FD && Callees.count(FD->getCanonicalDecl())) {
      const clang::Expr *Callee = CE->getCallee()->IgnoreParenImpCasts();
      if (const auto *DRE = dyn_cast<DeclRefExpr>(Callee))
        Out.push_back(DRE->getLocation());
      else if (const auto *ME = dyn_cast<MemberExpr>(Callee)) // this->f()
        Out.push_back(ME->getMemberLoc());
    }
  for (const clang::Stmt *C : S->children())
    collectCallNames(C, Callees, Out);
}

/// FD's parameters as a declaration writes them: "int n, float *x".
std::string parameterList(const FunctionDecl &FD,
                          const PrintingPolicy &Policy) {
  std::string Params;
  for (const ParmVarDecl *P : FD.parameters()) {
    std::string Type = P->getType().getAsString(Policy);
    Params += (Params.empty() ? "" : ", ") + Type +
              (Type.back() == '*' || Type.back() == '&' ? "" : " ") +
              P->getNameAsString();
  }
  return Params;
}

/// For an instantiation of a function template: how it is called
/// (f<float>), its name suffix (_float), where the output defines it (right
/// after the template) and the head of that explicit specialization.
void nameInstance(OffloadedFunction &OF, ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  PrintingPolicy Policy = Ctx.getPrintingPolicy();
  std::string Args;
  llvm::raw_string_ostream AS(Args);
  if (const TemplateArgumentList *L = OF.Decl->getTemplateSpecializationArgs())
    printTemplateArgumentList(AS, L->asArray(), Policy);
  AS.flush();
  std::string Suffix;
  for (char C : Args)
    if (std::isalnum(static_cast<unsigned char>(C)))
      Suffix += C;
    else if (!Suffix.empty() && Suffix.back() != '_')
      Suffix += '_';
  while (!Suffix.empty() && Suffix.back() == '_')
    Suffix.pop_back();
  OF.IR->TemplateArgs = Args;
  OF.IR->Instance = "_" + Suffix;
  OF.SpecializationHead = "template <>\n" +
                          OF.Decl->getReturnType().getAsString(Policy) + " " +
                          OF.Decl->getNameAsString() + Args + "(" +
                          parameterList(*OF.Decl, Policy) + ")";
  OF.Start = Lexer::getLocForEndOfToken(
      SM.getExpansionLoc(OF.Template->getEndLoc()), 0, SM, Ctx.getLangOpts());
}

/// Where a member function's kernels, host copy and reference go: kernels
/// at namespace scope, before its outermost class; the others in its class.
void placeMember(OffloadedFunction &OF, const CXXMethodDecl &MD,
                 ASTContext &Ctx) {
  SourceManager &SM = Ctx.getSourceManager();
  const CXXRecordDecl *Outer = MD.getParent();
  while (const auto *Up = dyn_cast<CXXRecordDecl>(Outer->getParent()))
    Outer = Up;
  OF.ClassEnd = SM.getExpansionLoc(MD.getParent()->getBraceRange().getEnd());
  if (MD.getLexicalDeclContext()->isRecord()) {
    OF.InClassStart = OF.Start;
    OF.Indent = std::string(
        SM.getExpansionColumnNumber(SM.getExpansionLoc(MD.getBeginLoc())) - 1,
        ' ');
    OF.Start = SM.translateLineCol(
        SM.getMainFileID(),
        SM.getExpansionLineNumber(SM.getExpansionLoc(Outer->getBeginLoc())), 1);
    return;
  }
  PrintingPolicy Policy = Ctx.getPrintingPolicy();
  OF.MemberDeclaration = std::string(MD.isStatic() ? "static " : "") +
                         MD.getReturnType().getAsString(Policy) + " " +
                         MD.getNameAsString();
  OF.MemberTail = "(" + parameterList(MD, Policy) + ")" +
                  (MD.isConst() ? " const" : "") + ";\n";
}

/// OF's reference copy: its definition as written (Compat made), renamed
/// <name>_reference, whose calls of the offloaded functions of the file
/// (Callees) call their reference copies.
void setReferenceText(OffloadedFunction &OF,
                      const std::set<const FunctionDecl *> &Callees,
                      const SourceManager &SM,
                      const std::vector<Edit> &Compat) {
  std::vector<SourceLocation> Calls;
  collectCallNames(OF.Decl->getBody(), Callees, Calls);
  const std::string Suffix = "_reference";
  unsigned B = SM.getFileOffset(SM.getExpansionLoc(
      OF.Template ? OF.Template->getBeginLoc() : OF.Decl->getBeginLoc()));
  unsigned E = SM.getFileOffset(SM.getExpansionLoc(OF.Decl->getEndLoc())) + 1;
  unsigned N = SM.getFileOffset(SM.getExpansionLoc(OF.Decl->getLocation()));
  std::vector<Edit> Ins = {
      {N + unsigned(OF.Decl->getNameAsString().size()), 0, Suffix}};
  for (SourceLocation L : Calls)
    if (L.isFileID()) // From a macro, its text is not the call's.
      Ins.push_back({SM.getFileOffset(L) + Lexer::MeasureTokenLength(
                                               L, SM, OF.Decl->getLangOpts()),
                     0, Suffix});
  Ins.insert(Ins.end(), Compat.begin(), Compat.end());
  sortEdits(Ins);
  OF.ReferenceText =
      textWithEdits(SM.getBufferData(SM.getMainFileID()).str(), B, E, Ins);
}

} // namespace

// Declarations of headers are not entered: those of a precompiled header
// would all be read back from it.
void collectFunctions(const DeclContext *DC, const SourceManager &SM,
                      std::vector<const FunctionDecl *> &Out) {
  for (const Decl *D : DC->decls()) {
    if (!SM.isWrittenInMainFile(SM.getExpansionLoc(D->getBeginLoc())))
      continue;
    if (const auto *FD = dyn_cast<FunctionDecl>(D))
      Out.push_back(FD);
    else if (const auto *FT = dyn_cast<FunctionTemplateDecl>(D))
      Out.push_back(FT->getTemplatedDecl());
    else if (const auto *Inner = dyn_cast<DeclContext>(D))
      // Member functions too: an offload pragma before one is refused by
      // name, not taken for a pragma before nothing.
      if (isa<NamespaceDecl>(Inner) || isa<LinkageSpecDecl>(Inner) ||
          isa<CXXRecordDecl>(Inner))
        collectFunctions(Inner, SM, Out);
  }
}

std::vector<OffloadedFunction>
lowerTranslationUnit(ASTContext &Ctx, std::vector<PragmaInfo> &Pragmas,
                     bool OpenMP, Diagnostics &D) {
  SourceManager &SM = Ctx.getSourceManager();
  FileID Main = SM.getMainFileID();
  llvm::StringRef Buf = SM.getBufferData(Main);

  const std::vector<Edit> Compat = cxxCompatibility(Ctx);
  PragmaTargets Targets;
  for (PragmaInfo &P : Pragmas) {
    if (!SM.isWrittenInMainFile(SM.getExpansionLoc(P.Loc)))
      continue;
    unsigned Off = SM.getFileOffset(SM.getExpansionLoc(P.EndLoc));
    // _Pragma("loopgen ...") is a pragma too, written or from a macro:
    // its target follows the operator's closing parenthesis, or the macro.
    if (!P.EndLoc.isFileID()) {
      Off = SM.getFileOffset(SM.getExpansionRange(P.EndLoc).getEnd());
      if (Buf.substr(Off).starts_with("_Pragma")) {
        size_t Close = Buf.find(')', Off);
        Off = Close == llvm::StringRef::npos ? Off : Close + 1;
      } else {
        while (Off < Buf.size() &&
               (isalnum((unsigned char)Buf[Off]) || Buf[Off] == '_'))
          ++Off;
        if (Off < Buf.size() && Buf[Off] == '(') // A macro with arguments.
          Off = std::min(Buf.size(), Buf.find(')', Off) + 1);
      }
    }
    Targets[targetOffset(Buf, Off)].push_back(&P);
  }

  std::vector<const FunctionDecl *> Functions;
  collectFunctions(Ctx.getTranslationUnitDecl(), SM, Functions);
  std::vector<OffloadedFunction> Result;
  // Functions marked offload that were refused: their errors are out, and
  // the loop pragmas inside them are neither misplaced nor ignored.
  std::vector<const FunctionDecl *> Refused;
  for (const FunctionDecl *FD : Functions) {
    SourceLocation Begin = SM.getExpansionLoc(FD->getBeginLoc());
    if (const auto *FT = FD->getDescribedFunctionTemplate())
      Begin = SM.getExpansionLoc(FT->getBeginLoc());
    auto It = Targets.find(SM.getFileOffset(Begin));
    std::vector<PragmaInfo *> FnPragmas;
    bool Offload = false;
    // Under --openmp, a function with OpenMP loops or target directives
    // (main aside: it is the program, not a computation to offload).
    PragmaInfo *OpenMPUse = nullptr;
    if (OpenMP && FD->doesThisDeclarationHaveABody())
      for (PragmaInfo &P : Pragmas)
        if (P.OpenMP && !OpenMPUse &&
            (P.K != PragmaInfo::OpenMPDirective ||
             llvm::StringRef(P.Loop.Directive).starts_with("target")) &&
            SM.isPointWithin(P.Loc, FD->getBeginLoc(), FD->getEndLoc()) &&
            // main's data directives are data regions (DataRegions.h).
            !(FD->isMain() && isOpenMPDataDirective(P)))
          OpenMPUse = &P;
    if (OpenMPUse && FD->isMain()) {
      D.warning(OpenMPUse->Loc,
                "the OpenMP loops of 'main' stay on the host as written: "
                "loopgen offloads functions, so move the computation into "
                "one that main calls");
      OpenMPUse = nullptr;
    }
    if (It == Targets.end() && !OpenMPUse)
      continue;
    SourceLocation Start = Begin;
    for (PragmaInfo *P :
         It == Targets.end() ? std::vector<PragmaInfo *>() : It->second) {
      // OpenMP's directives before a function (declare target) mark
      // nothing for loopgen.
      if (P->K == PragmaInfo::Parallel || P->K == PragmaInfo::Sequential ||
          P->OpenMP)
        continue;
      P->Consumed = true;
      Offload |= P->K == PragmaInfo::Offload;
      FnPragmas.push_back(P);
      if (SM.isBeforeInTranslationUnit(P->Loc, Start))
        Start = P->Loc;
    }
    // Chosen by loopgen, not the user: where it cannot be offloaded it
    // stays on the host as written (its errors are warnings).
    bool Implicit = !Offload && OpenMPUse;
    Offload |= Implicit;
    if (FnPragmas.empty() && !Implicit)
      continue;
    // The array sections its OpenMP directives map or reduce.
    if (OpenMP && Offload)
      for (PragmaInfo &P : Pragmas)
        if (P.OpenMP && !P.Shapes.empty() &&
            SM.isPointWithin(P.Loc, FD->getBeginLoc(), FD->getEndLoc()))
          FnPragmas.push_back(&P);
    std::string Name = FD->getNameAsString();
    if (Offload)
      Refused.push_back(FD); // Until it is lowered.
    if (!Offload) {
      D.error(FnPragmas.front()->Loc,
              "'" + pragmaName(*FnPragmas.front()) + "' applies to '" + Name +
                  "', which is not marked '#pragma loopgen offload'");
      continue;
    }
    if (!FD->doesThisDeclarationHaveABody()) {
      D.error(FD->getLocation(), "'#pragma loopgen offload' must precede a "
                                 "function definition; '" +
                                     Name + "' is only declared here");
      continue;
    }
    // A function template: each of its instantiations in the file.
    const FunctionTemplateDecl *Template = FD->getDescribedFunctionTemplate();
    std::vector<const FunctionDecl *> Instances = {FD};
    if (Template) {
      Instances.clear();
      for (const FunctionDecl *S : Template->specializations())
        if (S->hasBody())
          Instances.push_back(S);
      if (Instances.empty()) {
        D.warning(FD->getLocation(),
                  "function template '" + Name +
                      "' is marked '#pragma loopgen offload' but this file "
                      "does not instantiate it: there is nothing to "
                      "translate (instantiate it, as 'template void " +
                      Name + "<float>(...);')");
        Refused.pop_back();
        continue;
      }
    }
    size_t Lowered = 0;
    for (const FunctionDecl *Inst : Instances) {
      OffloadedFunction OF;
      OF.Decl = Inst;
      OF.Template = Template;
      OF.Start = SM.translateLineCol(Main, SM.getExpansionLineNumber(Start), 1);
      unsigned Before = D.demotedErrors();
      D.setErrorsAsWarnings(Implicit);
      OF.IR = lowerFunction(*Inst, Ctx, FnPragmas, Targets, D);
      D.setErrorsAsWarnings(false);
      if (Implicit && (!OF.IR || D.demotedErrors() != Before)) {
        D.warning(FD->getLocation(),
                  "'" + Name +
                      "' has OpenMP loops but stays on the host as written: "
                      "loopgen cannot offload it (the warnings before this "
                      "one say why)");
        OF.IR.reset();
        // Its OpenMP pragmas are not misplaced.
        for (PragmaInfo &P : Pragmas)
          if (P.OpenMP &&
              SM.isPointWithin(P.Loc, FD->getBeginLoc(), FD->getEndLoc()))
            P.Consumed = true;
      }
      if (!OF.IR)
        continue;
      ++Lowered;
      // The definition as written (as C++), around its name; a template's
      // with its template head.
      SourceLocation First =
          Template ? Template->getBeginLoc() : FD->getBeginLoc();
      unsigned B = SM.getFileOffset(SM.getExpansionLoc(First));
      unsigned E = SM.getFileOffset(SM.getExpansionLoc(FD->getEndLoc())) + 1;
      unsigned N = SM.getFileOffset(SM.getExpansionLoc(FD->getLocation()));
      OF.DefinitionHead = textWithEdits(Buf.str(), B, N, Compat);
      OF.TailBegin = N + Name.size();
      OF.TailEnd = E;
      OF.DefinitionTail = textWithEdits(Buf.str(), N + Name.size(), E, Compat);
      if (Template)
        nameInstance(OF, Ctx);
      if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
        placeMember(OF, *MD, Ctx);
      Result.push_back(std::move(OF));
    }
    if (Lowered == Instances.size())
      Refused.pop_back();
  }
  // A reference calls the other offloaded functions' references: it is the
  // original only if what it calls is.
  std::set<const FunctionDecl *> Offloaded;
  for (const OffloadedFunction &OF : Result)
    Offloaded.insert(OF.Decl->getCanonicalDecl());
  for (OffloadedFunction &OF : Result)
    setReferenceText(OF, Offloaded, SM, Compat);
  findDataRegions(Ctx, Pragmas, Result, D);

  for (PragmaInfo &P : Pragmas) {
    if (P.Consumed || P.OpenMP || !SM.isWrittenInMainFile(P.Loc))
      continue;
    if (P.K == PragmaInfo::Parallel || P.K == PragmaInfo::Sequential) {
      auto Within = [&](const FunctionDecl *FD) {
        return SM.isPointWithin(P.Loc, FD->getBeginLoc(), FD->getEndLoc());
      };
      if (std::any_of(Refused.begin(), Refused.end(), Within))
        continue;
      bool InOffloaded = false;
      for (const OffloadedFunction &OF : Result)
        InOffloaded |= Within(OF.Decl);
      if (InOffloaded)
        D.error(P.Loc,
                "'" + pragmaName(P) + "' must be followed by a for loop");
      else
        D.warning(P.Loc, "'" + pragmaName(P) +
                             "' outside an offloaded function is ignored");
    } else {
      D.error(P.Loc, "'" + pragmaName(P) +
                         "' must be followed by a function definition");
    }
  }
  if (!Result.empty())
    checkCudaTypeNames(Ctx.getTranslationUnitDecl(), SM, D);
  return Result;
}

} // namespace loopgen
