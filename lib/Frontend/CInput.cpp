//===- CInput.cpp - C input, emitted as the C++ that nvcc reads -----------===//

#include "loopgen/Frontend/CInput.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include <algorithm>
#include <map>

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

/// The assignments of the main file, by offset.
class Assignments : public RecursiveASTVisitor<Assignments> {
public:
  Assignments(ASTContext &Ctx, std::map<unsigned, const BinaryOperator *> &Out)
      : SM(Ctx.getSourceManager()), Out(Out) {}
  bool VisitBinaryOperator(BinaryOperator *B) {
    SourceLocation L = B->getBeginLoc();
    if (B->getOpcode() == BO_Assign && L.isFileID() &&
        SM.isWrittenInMainFile(L))
      Out[SM.getFileOffset(L)] = B;
    return true;
  }

private:
  const SourceManager &SM;
  std::map<unsigned, const BinaryOperator *> &Out;
};

/// The offsets where each `#pragma omp atomic` (or `atomic update`) line
/// ends.
std::vector<unsigned> atomicUpdates(llvm::StringRef Buf) {
  std::vector<unsigned> Out;
  for (size_t At = 0; At < Buf.size();) {
    size_t End = Buf.find('\n', At);
    End = End == llvm::StringRef::npos ? Buf.size() : End;
    llvm::StringRef Line = Buf.slice(At, End).trim();
    At = End + 1;
    if (!Line.consume_front("#"))
      continue;
    llvm::SmallVector<llvm::StringRef, 6> Words;
    Line.split(Words, ' ', -1, false);
    if (Words.size() >= 3 && Words[0] == "pragma" && Words[1] == "omp" &&
        Words[2] == "atomic" && (Words.size() == 3 || Words[3] == "update"))
      Out.push_back(End);
  }
  return Out;
}

/// `x = x op e` after `#pragma omp atomic` as `x op= e`: nvcc's front end
/// writes the host code back as `(x) = ((x) op (e))`, which GCC then
/// refuses as an atomic update (both are OpenMP's forms).
void atomicCompoundAssignments(ASTContext &Ctx, std::vector<Edit> &Out) {
  const SourceManager &SM = Ctx.getSourceManager();
  llvm::StringRef Buf = SM.getBufferData(SM.getMainFileID());
  std::vector<unsigned> Pragmas = atomicUpdates(Buf);
  if (Pragmas.empty())
    return;
  std::map<unsigned, const BinaryOperator *> Assigns;
  Assignments(Ctx, Assigns).TraverseDecl(Ctx.getTranslationUnitDecl());
  auto Text = [&](const clang::Expr *E) {
    return Lexer::getSourceText(
               CharSourceRange::getTokenRange(E->getSourceRange()), SM,
               Ctx.getLangOpts())
        .str();
  };
  for (unsigned P : Pragmas) {
    auto It = Assigns.upper_bound(P);
    if (It == Assigns.end() ||
        Buf.slice(P, It->first).find_first_not_of(" \t\r\n") !=
            llvm::StringRef::npos)
      continue; // Not the statement right after the pragma.
    const BinaryOperator *B = It->second;
    const auto *R =
        dyn_cast<BinaryOperator>(B->getRHS()->IgnoreParenImpCasts());
    if (!R || R->getOpcode() == BO_Rem ||
        !(R->isAdditiveOp() || R->isMultiplicativeOp() || R->isBitwiseOp() ||
          R->isShiftOp()))
      continue;
    std::string X = Text(B->getLHS());
    if (X.empty() || Text(R->getLHS()->IgnoreParenImpCasts()) != X)
      continue;
    SourceLocation From = B->getBeginLoc(), To = R->getRHS()->getBeginLoc();
    if (From.isMacroID() || To.isMacroID())
      continue;
    unsigned Begin = SM.getFileOffset(From), End = SM.getFileOffset(To);
    Out.push_back(
        {Begin, End - Begin, X + " " + R->getOpcodeStr().str() + "= "});
  }
}

} // namespace

void sortEdits(std::vector<Edit> &Edits) {
  std::stable_sort(Edits.begin(), Edits.end(),
                   [](const Edit &A, const Edit &B) {
                     return A.Offset < B.Offset;
                   });
}

std::vector<Edit> cxxCompatibility(ASTContext &Ctx) {
  std::vector<Edit> Out;
  atomicCompoundAssignments(Ctx, Out);
  if (!Ctx.getLangOpts().CPlusPlus)
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
