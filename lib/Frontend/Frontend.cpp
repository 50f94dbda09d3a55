//===- Frontend.cpp - Offloaded functions of a translation unit -----------===//

#include "loopgen/Frontend/Frontend.h"
#include "loopgen/Frontend/Lowering.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include <algorithm>

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

/// The functions written in the main file. Declarations of headers are not
/// entered: those of a precompiled header would all be read back from it.
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

} // namespace

std::vector<OffloadedFunction>
lowerTranslationUnit(ASTContext &Ctx, std::vector<PragmaInfo> &Pragmas,
                     Diagnostics &D) {
  SourceManager &SM = Ctx.getSourceManager();
  FileID Main = SM.getMainFileID();
  llvm::StringRef Buf = SM.getBufferData(Main);

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
    if (It == Targets.end())
      continue;
    std::vector<PragmaInfo *> FnPragmas;
    bool Offload = false;
    SourceLocation Start = Begin;
    for (PragmaInfo *P : It->second) {
      if (P->K == PragmaInfo::Parallel || P->K == PragmaInfo::Sequential)
        continue;
      P->Consumed = true;
      Offload |= P->K == PragmaInfo::Offload;
      FnPragmas.push_back(P);
      if (SM.isBeforeInTranslationUnit(P->Loc, Start))
        Start = P->Loc;
    }
    if (FnPragmas.empty())
      continue;
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
    if (FD->getDescribedFunctionTemplate() || FD->isTemplateInstantiation()) {
      D.error(FD->getLocation(), "function templates cannot be offloaded "
                                 "yet; offload a non-template function");
      continue;
    }
    OffloadedFunction OF;
    OF.Decl = FD;
    OF.Start = SM.translateLineCol(Main, SM.getExpansionLineNumber(Start), 1);
    OF.IR = lowerFunction(*FD, Ctx, FnPragmas, Targets, D);
    if (!OF.IR)
      continue;
    Refused.pop_back();
    // The reference copy: the definition as written, under another name.
    unsigned B = SM.getFileOffset(SM.getExpansionLoc(FD->getBeginLoc()));
    unsigned E = SM.getFileOffset(SM.getExpansionLoc(FD->getEndLoc())) + 1;
    unsigned N = SM.getFileOffset(SM.getExpansionLoc(FD->getLocation()));
    OF.DefinitionHead = Buf.substr(B, N - B).str();
    OF.DefinitionTail = Buf.substr(N + Name.size(), E - N - Name.size()).str();
    OF.ReferenceText =
        OF.DefinitionHead + Name + "_reference" + OF.DefinitionTail;
    Result.push_back(std::move(OF));
  }

  for (PragmaInfo &P : Pragmas) {
    if (P.Consumed || !SM.isWrittenInMainFile(P.Loc))
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
  return Result;
}

} // namespace loopgen
