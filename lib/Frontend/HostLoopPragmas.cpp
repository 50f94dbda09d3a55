//===- HostLoopPragmas.cpp - OpenMP pragmas for the original's loops ------===//

#include "loopgen/Frontend/HostLoopPragmas.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include <map>
#include <set>

namespace loopgen {

using namespace clang;

namespace {

const VarDecl *varOf(const clang::Expr *E) {
  if (const auto *R = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(R->getDecl());
  return nullptr;
}

/// The variable an lvalue stores into: `a` of a[i][j], p->x, *p or v[i]
/// (Element set), or of x itself.
const VarDecl *rootOf(const clang::Expr *E, bool &Element) {
  Element = false;
  while (true) {
    E = E->IgnoreParenImpCasts();
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(E)) {
      Element = true;
      E = A->getBase();
    } else if (const auto *U = dyn_cast<UnaryOperator>(E);
               U && U->getOpcode() == UO_Deref) {
      Element = true;
      E = U->getSubExpr();
    } else if (const auto *M = dyn_cast<MemberExpr>(E)) {
      Element |= M->isArrow();
      E = M->getBase();
    } else if (const auto *C = dyn_cast<CXXOperatorCallExpr>(E);
               C && C->getOperator() == OO_Subscript) {
      Element = true;
      E = C->getArg(0);
    } else {
      return varOf(E);
    }
  }
}

/// What one loop of the original does to the variables around it.
class LoopScan {
public:
  LoopScan(const clang::ForStmt &L, const SourceManager &SM) : L(L), SM(SM) {
    Begin = offset(L.getBeginLoc());
    End = offset(L.getEndLoc());
  }

  std::string Why; ///< Why it cannot be a worksharing loop; empty if it can.
  /// Variables declared outside it that it assigns, and arrays (or
  /// pointers) declared outside whose elements it assigns.
  std::set<const VarDecl *> Assigned, ElementsAssigned;
  /// Variables whose first use in an iteration assigns them, unconditionally.
  std::set<const VarDecl *> AssignedFirst;
  /// Indices of loops inside it that it uses only inside those loops, each
  /// of which sets them first: private to each iteration.
  std::set<const VarDecl *> InnerIndices;

  /// Whether V is private to each iteration as far as the source shows.
  bool fresh(const VarDecl *V) const {
    return AssignedFirst.count(V) ||
           (InnerIndices.count(V) && !UsedElsewhere.count(V));
  }

  void run() { visit(L.getBody(), 0, true); }

  bool outside(const Decl *D) const {
    unsigned At = offset(D->getLocation());
    return At < Begin || At > End;
  }

private:
  const clang::ForStmt &L;
  const SourceManager &SM;
  unsigned Begin, End;
  std::set<const VarDecl *> Seen; ///< Used before, in source order.
  /// Inner loop indices used outside their loops; the loops being visited
  /// whose initialization sets an index.
  std::set<const VarDecl *> UsedElsewhere;
  std::vector<const VarDecl *> Owners;

  unsigned offset(SourceLocation Loc) const {
    return SM.getFileOffset(SM.getExpansionLoc(Loc));
  }

  void refuse(const std::string &Reason) {
    if (Why.empty())
      Why = Reason;
  }

  void stores(const clang::Expr *Target, bool Plain, bool Unconditional) {
    bool Element = false;
    const VarDecl *V = rootOf(Target, Element);
    if (!V) {
      if (!Element)
        refuse("it assigns something other than a variable or an element");
      return;
    }
    if (!outside(V))
      return;
    if (Element) {
      ElementsAssigned.insert(V);
      return;
    }
    if (Plain && Unconditional && !Seen.count(V))
      AssignedFirst.insert(V);
    Assigned.insert(V);
  }

  void visitCall(const CallExpr *C) {
    const FunctionDecl *Callee = C->getDirectCallee();
    for (unsigned I = 0; I < C->getNumArgs(); ++I) {
      const ParmVarDecl *P = Callee && I < Callee->getNumParams()
                                 ? Callee->getParamDecl(I)
                                 : nullptr;
      QualType T = P ? P->getType() : QualType();
      bool Writable = !T.isNull() &&
                      (T->isReferenceType() || T->isPointerType()) &&
                      !T->getPointeeType().isConstQualified();
      if (P && !Writable)
        continue;
      bool Element = false;
      const VarDecl *V = rootOf(C->getArg(I), Element);
      if (!V || !outside(V))
        continue;
      if (!P || T->isReferenceType())
        refuse("it passes '" + V->getNameAsString() +
               "' to a call that may change it");
      else
        ElementsAssigned.insert(V);
    }
  }

  /// Unconditional: S runs once in every iteration (only blocks around it).
  void visit(const clang::Stmt *S, unsigned Nested, bool Unconditional) {
    if (!S)
      return;
    if (isa<BreakStmt>(S) && Nested == 0)
      refuse("it leaves early ('break')");
    if (isa<clang::ReturnStmt, GotoStmt, CXXThrowExpr, CXXTryStmt,
            IndirectGotoStmt>(S))
      refuse("it may leave early");
    if (const auto *DS = dyn_cast<clang::DeclStmt>(S))
      for (const Decl *D : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(D); V && V->isStaticLocal())
          refuse("it declares the static '" + V->getNameAsString() + "'");
    if (const auto *B = dyn_cast<BinaryOperator>(S); B && B->isAssignmentOp()) {
      visit(B->getRHS(), Nested, false);
      stores(B->getLHS(), B->getOpcode() == BO_Assign, Unconditional);
      visit(B->getLHS(), Nested, false);
      return;
    }
    if (const auto *U = dyn_cast<UnaryOperator>(S)) {
      if (U->isIncrementDecrementOp())
        stores(U->getSubExpr(), false, false);
      if (U->getOpcode() == UO_AddrOf) {
        bool Element = false;
        const VarDecl *V = rootOf(U->getSubExpr(), Element);
        if (V && outside(V) && !Element && !V->getType()->isArrayType())
          refuse("it takes the address of '" + V->getNameAsString() + "'");
      }
    }
    if (const auto *C = dyn_cast<CXXOperatorCallExpr>(S);
        C && C->isAssignmentOp()) {
      for (unsigned I = 1; I < C->getNumArgs(); ++I)
        visit(C->getArg(I), Nested, false);
      stores(C->getArg(0), C->getOperator() == OO_Equal, Unconditional);
      visit(C->getArg(0), Nested, false);
      return;
    }
    if (const auto *Lambda = dyn_cast<LambdaExpr>(S))
      for (const LambdaCapture &C : Lambda->captures())
        if (C.getCaptureKind() == LCK_ByRef)
          refuse("it holds a lambda that captures by reference");
    if (const auto *M = dyn_cast<CXXMemberCallExpr>(S)) {
      bool Element = false;
      const VarDecl *V = rootOf(M->getImplicitObjectArgument(), Element);
      const CXXMethodDecl *MD = M->getMethodDecl();
      if (V && outside(V) && !Element && MD && !MD->isConst())
        refuse("it calls '" + MD->getNameAsString() + "' of '" +
               V->getNameAsString() + "'");
    }
    if (const auto *C = dyn_cast<CallExpr>(S))
      visitCall(C);
    if (const auto *R = dyn_cast<DeclRefExpr>(S))
      if (const auto *V = dyn_cast<VarDecl>(R->getDecl())) {
        Seen.insert(V);
        if (llvm::find(Owners, V) == Owners.end())
          UsedElsewhere.insert(V);
      }
    if (const auto *F = dyn_cast<clang::ForStmt>(S)) {
      // Its initialization runs whenever the loop is reached; the rest
      // may not run. An index it sets is its own inside it.
      const VarDecl *Index = nullptr;
      if (const auto *B = dyn_cast_or_null<BinaryOperator>(F->getInit());
          B && B->getOpcode() == BO_Assign)
        Index = varOf(B->getLHS());
      if (Index && outside(Index)) {
        InnerIndices.insert(Index);
        Owners.push_back(Index);
      }
      visit(F->getInit(), Nested, Unconditional);
      visit(F->getCond(), Nested + 1, false);
      visit(F->getBody(), Nested + 1, false);
      visit(F->getInc(), Nested + 1, false);
      if (Index && outside(Index))
        Owners.pop_back();
      return;
    }
    bool Loop = isa<WhileStmt, DoStmt, CXXForRangeStmt, SwitchStmt>(S);
    bool Block = isa<CompoundStmt>(S);
    for (const clang::Stmt *Child : S->children())
      visit(Child, Nested + Loop, Unconditional && Block);
  }
};

/// The loop's index, where it is in OpenMP's canonical form: an integer
/// set by its initialization, compared by its condition, stepped by its
/// increment.
const VarDecl *canonicalIndex(const clang::ForStmt &L) {
  const VarDecl *I = nullptr;
  if (const auto *DS = dyn_cast_or_null<clang::DeclStmt>(L.getInit())) {
    if (DS->isSingleDecl())
      I = dyn_cast<VarDecl>(DS->getSingleDecl());
  } else if (const auto *B = dyn_cast_or_null<BinaryOperator>(L.getInit());
             B && B->getOpcode() == BO_Assign) {
    I = varOf(B->getLHS());
  }
  if (!I || !I->getType()->isIntegerType())
    return nullptr;
  const auto *C = dyn_cast_or_null<BinaryOperator>(
      L.getCond() ? L.getCond()->IgnoreParenImpCasts() : nullptr);
  if (!C ||
      !(C->getOpcode() == BO_LT || C->getOpcode() == BO_LE ||
        C->getOpcode() == BO_GT || C->getOpcode() == BO_GE) ||
      (varOf(C->getLHS()) != I && varOf(C->getRHS()) != I))
    return nullptr;
  const clang::Expr *Inc = L.getInc() ? L.getInc()->IgnoreParens() : nullptr;
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(Inc))
    return U->isIncrementDecrementOp() && varOf(U->getSubExpr()) == I ? I
                                                                      : nullptr;
  if (const auto *B = dyn_cast_or_null<BinaryOperator>(Inc))
    return (B->getOpcode() == BO_AddAssign || B->getOpcode() == BO_SubAssign) &&
                   varOf(B->getLHS()) == I
               ? I
               : nullptr;
  return nullptr;
}

/// The for statements of Body, in source order, with the loops around each.
void collectLoops(
    const clang::Stmt *S, const clang::Stmt *Parent,
    std::vector<const clang::Stmt *> &Around,
    std::map<const clang::ForStmt *, const clang::Stmt *> &Outermost,
    std::set<const clang::ForStmt *> &Unbraced,
    std::vector<const DeclRefExpr *> &Refs,
    std::set<const DeclRefExpr *> &PlainStores) {
  if (!S)
    return;
  if (const auto *R = dyn_cast<DeclRefExpr>(S))
    Refs.push_back(R);
  if (const auto *B = dyn_cast<BinaryOperator>(S);
      B && B->getOpcode() == BO_Assign)
    if (const auto *R =
            dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParenImpCasts()))
      PlainStores.insert(R);
  bool Loop = isa<clang::ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
  if (const auto *F = dyn_cast<clang::ForStmt>(S)) {
    Outermost[F] = Around.empty() ? nullptr : Around.front();
    if (Parent && !isa<CompoundStmt>(Parent))
      Unbraced.insert(F);
  }
  if (Loop)
    Around.push_back(S);
  for (const clang::Stmt *Child : S->children())
    collectLoops(Child, S, Around, Outermost, Unbraced, Refs, PlainStores);
  if (Loop)
    Around.pop_back();
}

class FunctionPragmas {
public:
  FunctionPragmas(const OffloadedFunction &OF, ASTContext &Ctx, Diagnostics &D)
      : OF(OF), SM(Ctx.getSourceManager()), LangOpts(Ctx.getLangOpts()), D(D) {
    std::vector<const clang::Stmt *> Around;
    collectLoops(OF.Decl->getBody(), nullptr, Around, Outermost, Unbraced, Refs,
                 PlainStores);
  }

  void run(std::vector<Edit> &Edits) {
    std::set<const clang::ForStmt *> Done;
    // What stays is what the host copy runs on its cores (the runtime's
    // profitability model asks).
    std::vector<HostParallelLoop> Threaded;
    for (const HostParallelLoop &H : OF.IR->HostThreads) {
      const clang::ForStmt *L = nullptr;
      for (const auto &[F, Outer] : Outermost)
        if (same(F->getBeginLoc(), H.Loc))
          L = F;
      // A while or range-for loop of the source; a loop the LoopIR holds
      // twice (the versions of a pointer rotation).
      if (!L || !Done.insert(L).second)
        continue;
      std::string Clauses, Why = clausesFor(*L, H, Clauses);
      std::string Index = L->getInit() ? indexName(*L) : "";
      if (!Why.empty()) {
        D.remark(H.Loc, "the loop" + Index + " stays on one core where '" +
                            OF.IR->Name + "' runs on the host: " + Why);
        continue;
      }
      std::string Pragma = "#pragma omp parallel for" + Clauses;
      D.remark(H.Loc, "the loop" + Index + " runs on all CPU cores where '" +
                          OF.IR->Name + "' runs on the host ('" + Pragma +
                          "')");
      insert(*L, Pragma, Edits);
      Threaded.push_back(H);
    }
    OF.IR->HostThreads = std::move(Threaded);
  }

private:
  const OffloadedFunction &OF;
  const SourceManager &SM;
  const LangOptions &LangOpts;
  Diagnostics &D;
  std::map<const clang::ForStmt *, const clang::Stmt *> Outermost;
  /// Loops that are the body of an if or a loop without braces: a
  /// directive may not be one, so the pragma and the loop get braces.
  std::set<const clang::ForStmt *> Unbraced;
  std::vector<const DeclRefExpr *> Refs;
  std::set<const DeclRefExpr *> PlainStores;

  unsigned offset(SourceLocation Loc) const {
    return SM.getFileOffset(SM.getExpansionLoc(Loc));
  }
  bool same(SourceLocation A, SourceLocation B) const {
    return A.isValid() && B.isValid() && !A.isMacroID() &&
           SM.getExpansionLoc(A) == SM.getExpansionLoc(B);
  }
  bool declaredAt(const VarDecl *V, const std::vector<SourceLocation> &Ls) {
    return llvm::any_of(Ls, [&](SourceLocation X) {
      return same(V->getLocation(), X) || same(V->getBeginLoc(), X);
    });
  }

  static std::string indexName(const clang::ForStmt &L) {
    const VarDecl *I = canonicalIndex(L);
    return I ? " over '" + I->getNameAsString() + "'" : "";
  }

  /// Whether V's value after L does not matter: the first use of V that
  /// can follow L (after it, else from the top of the loops around it)
  /// assigns it.
  bool deadAfter(const VarDecl *V, const clang::ForStmt &L) {
    if (!V->hasLocalStorage() || V->getType()->isReferenceType())
      return false;
    const clang::Stmt *Outer = Outermost[&L];
    unsigned End = offset(L.getEndLoc()), Begin = offset(L.getBeginLoc());
    const DeclRefExpr *Next = nullptr, *Wrap = nullptr;
    for (const DeclRefExpr *R : Refs) {
      if (R->getDecl() != V)
        continue;
      unsigned At = offset(R->getLocation());
      if (At > End && (!Next || At < offset(Next->getLocation())))
        Next = R;
      if (Outer && At >= offset(Outer->getBeginLoc()) && At < Begin &&
          (!Wrap || At < offset(Wrap->getLocation())))
        Wrap = R;
    }
    bool Dead = !Next || PlainStores.count(Next);
    return Dead && (!Outer || !Wrap || PlainStores.count(Wrap));
  }

  /// The clauses L needs (" private(j) reduction(+: s)"), or why it cannot
  /// be a worksharing loop.
  std::string clausesFor(const clang::ForStmt &L, const HostParallelLoop &H,
                         std::string &Clauses) {
    if (L.getBeginLoc().isMacroID())
      return "it comes from a macro";
    const VarDecl *Index = canonicalIndex(L);
    if (!Index)
      return "it is not in OpenMP's canonical form (an integer index "
             "compared with <, <=, > or >= and stepped by ++, --, += or -=)";
    llvm::StringRef Text =
        SM.getBufferData(SM.getFileID(SM.getExpansionLoc(L.getBeginLoc())));
    llvm::StringRef Body =
        Text.slice(offset(L.getBeginLoc()), offset(L.getEndLoc()) + 1);
    if (Body.contains("omp"))
      return "it holds OpenMP directives of its own";
    // A hint such as '#pragma GCC unroll 2' must be followed by the loop
    // itself, as an OpenMP directive must.
    llvm::StringRef Before =
        Text.take_front(offset(L.getBeginLoc())).rtrim(" \t");
    if (Before.ends_with("\n")) {
      llvm::StringRef Line = Before.drop_back().rtrim();
      Line = Line.substr(Line.rfind('\n') + 1).ltrim();
      if ((Line.starts_with("#") && Line.contains("pragma") &&
           !Line.contains("loopgen")) ||
          Line.starts_with("_Pragma"))
        return "a hint comes before it ('" + Line.str() + "')";
    }
    LoopScan Scan(L, SM);
    Scan.run();
    if (!Scan.Why.empty())
      return Scan.Why;
    std::map<std::string, std::vector<std::string>> Reductions;
    std::vector<std::string> Private;
    std::set<size_t> ReductionsFound;
    for (const VarDecl *V : Scan.Assigned) {
      std::string Name = V->getNameAsString();
      if (V == Index)
        return "it assigns its index '" + Name + "' in its body";
      bool Reduction = false;
      for (size_t I = 0; I < H.Reductions.size(); ++I)
        if (declaredAt(V, {H.Reductions[I].second})) {
          Reductions[H.Reductions[I].first].push_back(Name);
          ReductionsFound.insert(I);
          Reduction = true;
        }
      if (Reduction && !V->getType()->isScalarType())
        return "it accumulates into members of '" + Name +
               "', which a reduction clause cannot name";
      if (Reduction)
        continue;
      bool Fresh = declaredAt(V, H.Private) || Scan.fresh(V);
      if (!Fresh || V->getType()->isReferenceType())
        return "'" + Name +
               "' is declared outside it and is neither private to its "
               "iterations nor a reduction";
      // (A value read after the loop keeps it sequential in the LoopIR
      // already: loopgen privatizes no such scalar.)
      if (!deadAfter(V, L))
        return "'" + Name + "' is read after it";
      Private.push_back(Name);
    }
    if (ReductionsFound.size() != H.Reductions.size())
      return "it accumulates into something that is not a variable of its own";
    for (const VarDecl *A : Scan.ElementsAssigned) {
      std::string Name = A->getNameAsString();
      // A copy of it in each iteration (the LoopIR's, or one that loopgen
      // made): only a local array of fixed size can be OpenMP's private.
      if (declaredAt(A, H.Private)) {
        if (A->getType()->isConstantArrayType() && A->hasLocalStorage() &&
            deadAfter(A, L)) {
          Private.push_back(Name);
          continue;
        }
      } else if (declaredAt(A, H.Written)) {
        continue;
      }
      return "it writes elements of '" + Name +
             "' that each iteration would need a copy of";
    }
    auto List = [](const std::vector<std::string> &Names) {
      std::string Out;
      for (const std::string &N : Names)
        Out += (Out.empty() ? "" : ", ") + N;
      return Out;
    };
    if (!Private.empty())
      Clauses += " private(" + List(Private) + ")";
    for (const auto &[Op, Names] : Reductions)
      Clauses += " reduction(" + Op + ": " + List(Names) + ")";
    return "";
  }

  /// The pragma on a line of its own before L, indented as L is; braces
  /// around both where L is the body of an if or a loop.
  void insert(const clang::ForStmt &L, const std::string &Pragma,
              std::vector<Edit> &Edits) {
    unsigned At = offset(L.getBeginLoc());
    llvm::StringRef Text =
        SM.getBufferData(SM.getFileID(SM.getExpansionLoc(L.getBeginLoc())));
    size_t LineStart = Text.rfind('\n', At == 0 ? 0 : At - 1);
    LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
    llvm::StringRef Indent = Text.slice(LineStart, At);
    bool OwnLine = Indent.find_first_not_of(" \t") == llvm::StringRef::npos;
    std::string Open = Unbraced.count(&L) ? "{\n" : "";
    if (OwnLine)
      Edits.push_back(
          {unsigned(LineStart), 0,
           Open.empty() ? Indent.str() + Pragma + "\n"
                        : Indent.str() + Open + Indent.str() + Pragma + "\n"});
    else
      Edits.push_back({At, 0, "\n" + Open + Pragma + "\n"});
    if (Open.empty())
      return;
    SourceLocation End = Lexer::getLocForEndOfToken(
        SM.getExpansionLoc(L.getEndLoc()), 0, SM, LangOpts);
    // A body that is an expression ends at its ';', outside its range.
    size_t After = End.isValid() ? offset(End) : offset(L.getEndLoc()) + 1;
    size_t Semi = Text.find_first_not_of(" \t\n", After);
    if (Semi != llvm::StringRef::npos && Text[Semi] == ';')
      After = Semi + 1;
    Edits.push_back({unsigned(After), 0, "\n" + Indent.str() + "}"});
  }
};

} // namespace

void annotateHostLoops(OffloadedFunction &OF, ASTContext &Ctx, Diagnostics &D) {
  OF.HostPragmas.clear();
  if (OF.Template || !OF.IR || !OF.Decl->getBody())
    return;
  // Only where the original runs on the host at all.
  if (!OF.OnHost && !OF.IR->hasHostCopy())
    return;
  FunctionPragmas(OF, Ctx, D).run(OF.HostPragmas);
  if (OF.HostPragmas.empty())
    return;
  sortEdits(OF.HostPragmas);
  std::vector<Edit> Edits = cxxCompatibility(Ctx);
  Edits.insert(Edits.end(), OF.HostPragmas.begin(), OF.HostPragmas.end());
  sortEdits(Edits);
  const SourceManager &SM = Ctx.getSourceManager();
  OF.DefinitionTail = textWithEdits(SM.getBufferData(SM.getMainFileID()).str(),
                                    OF.TailBegin, OF.TailEnd, Edits);
}

} // namespace loopgen
