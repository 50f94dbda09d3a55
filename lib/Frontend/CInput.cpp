//===- CInput.cpp - C input, emitted as the C++ that nvcc reads -----------===//

#include "loopgen/Frontend/CInput.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include <algorithm>

using namespace clang;

namespace loopgen {

namespace {

/// Casts where C converts `void *` implicitly and C++ does not.
class VoidPointerCasts : public RecursiveASTVisitor<VoidPointerCasts> {
public:
  VoidPointerCasts(ASTContext &Ctx, std::vector<Edit> &Out)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), Out(Out) {}

  bool VisitImplicitCastExpr(ImplicitCastExpr *E) {
    QualType From = E->getSubExpr()->getType(), To = E->getType();
    if (E->getCastKind() != CK_BitCast || !From->isVoidPointerType() ||
        !To->isPointerType() || To->isVoidPointerType() ||
        To->isFunctionPointerType())
      return true;
    // A call through a macro (MALLOC(n)) is cast as written.
    CharSourceRange R = SM.getExpansionRange(E->getSubExpr()->getSourceRange());
    SourceLocation End =
        Lexer::getLocForEndOfToken(R.getEnd(), 0, SM, Ctx.getLangOpts());
    if (!SM.isWrittenInMainFile(R.getBegin()) || End.isInvalid() ||
        !SM.isWrittenInMainFile(End))
      return true;
    Out.push_back({SM.getFileOffset(R.getBegin()), 0,
                   "(" + To.getAsString(Ctx.getPrintingPolicy()) + ")("});
    Out.push_back({SM.getFileOffset(End), 0, ")"});
    return true;
  }

  /// `void f(n, x) int n; float *x; {` becomes `void f(int n, float *x) {`.
  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (FD->hasWrittenPrototype() || !FD->doesThisDeclarationHaveABody() ||
        FD->param_empty())
      return true;
    FunctionTypeLoc TL = FD->getFunctionTypeLoc();
    SourceLocation Open = TL ? TL.getLParenLoc() : SourceLocation(),
                   Body = FD->getBody()->getBeginLoc();
    if (Open.isInvalid() || !Open.isFileID() || !Body.isFileID() ||
        !SM.isWrittenInMainFile(Open))
      return true;
    std::string Params;
    for (const ParmVarDecl *P : FD->parameters()) {
      QualType T = P->getType();
      Params += (Params.empty() ? "" : ", ") +
                T.getAsString(Ctx.getPrintingPolicy());
      if (!T->isPointerType() || Params.back() != '*')
        Params += " ";
      Params += P->getNameAsString();
    }
    unsigned From = SM.getFileOffset(Open);
    Out.push_back({From, SM.getFileOffset(Body) - From, "(" + Params + ") "});
    return true;
  }

private:
  ASTContext &Ctx;
  SourceManager &SM;
  std::vector<Edit> &Out;
};

} // namespace

void sortEdits(std::vector<Edit> &Edits) {
  std::stable_sort(Edits.begin(), Edits.end(),
                   [](const Edit &A, const Edit &B) {
                     return A.Offset < B.Offset;
                   });
}

std::vector<Edit> cxxCompatibility(ASTContext &Ctx) {
  std::vector<Edit> Out;
  if (Ctx.getLangOpts().CPlusPlus)
    return Out;
  VoidPointerCasts(Ctx, Out).TraverseDecl(Ctx.getTranslationUnitDecl());
  sortEdits(Out);
  return Out;
}

std::string textWithEdits(const std::string &Buf, unsigned Begin, unsigned End,
                          const std::vector<Edit> &Edits) {
  std::string Text;
  unsigned At = Begin;
  for (const Edit &E : Edits) {
    if (E.Offset < At || E.Offset + E.Length > End)
      continue;
    Text += Buf.substr(At, E.Offset - At) + E.Text;
    At = E.Offset + E.Length;
  }
  return Text + Buf.substr(At, End - At);
}

const char *cxxCompatibilityPrelude() {
  return "// C input: its keywords as nvcc's.\n"
         "#define restrict __restrict__\n"
         "#define _Bool bool\n";
}

} // namespace loopgen
