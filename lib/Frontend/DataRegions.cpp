//===- DataRegions.cpp - #pragma loopgen data and update ------------------===//

#include "loopgen/Frontend/DataRegions.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include <map>
#include <set>

using namespace clang;

namespace loopgen {

namespace {

using Shape = PragmaInfo::Shape;

/// The element type of a flat array variable (a pointer, a C array, a
/// std::vector), or a null type where V is none.
QualType flatElement(QualType T) {
  T = T.getNonReferenceType();
  QualType Elem;
  if (const auto *P = T->getAs<PointerType>())
    Elem = P->getPointeeType();
  else if (const auto *A = T->getAsArrayTypeUnsafe())
    Elem = A->getElementType();
  else if (const auto *R = T->getAsCXXRecordDecl();
           R && R->getName() == "vector" && R->isInStdNamespace())
    if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(R))
      Elem = S->getTemplateArgs()[0].getAsType();
  while (!Elem.isNull() && Elem->isArrayType())
    Elem = QualType(Elem->getAsArrayTypeUnsafe()->getElementType());
  if (Elem.isNull() || Elem->isPointerType() ||
      (Elem->getAsCXXRecordDecl() &&
       Elem->getAsCXXRecordDecl()->getName() == "vector"))
    return QualType();
  return Elem;
}

/// One data pragma and what it covers.
struct Region {
  PragmaInfo *P;
  const FunctionDecl *FD;
  const clang::Stmt *S;
  unsigned Begin, End; // Offsets of S's text.
  std::map<const ValueDecl *, const Shape *> Held;
};

class RegionFinder {
public:
  RegionFinder(ASTContext &Ctx, const std::vector<OffloadedFunction> &Fns,
               Diagnostics &D)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), D(D) {
    for (const OffloadedFunction &OF : Fns)
      Offloaded.insert(OF.Decl->getCanonicalDecl());
    collectFunctions(Ctx.getTranslationUnitDecl(), SM, Functions);
  }

  void run(std::vector<PragmaInfo> &Pragmas) {
    All = &Pragmas;
    for (PragmaInfo &P : Pragmas)
      if (is(P, PragmaInfo::Data, "target data") && inMainFile(P.Loc))
        enter(P);
    for (PragmaInfo &P : Pragmas)
      if (is(P, PragmaInfo::Update, "target update") && inMainFile(P.Loc))
        update(P);
    for (PragmaInfo &P : Pragmas)
      if ((is(P, PragmaInfo::Data, "target enter data") ||
           is(P, PragmaInfo::Data, "target exit data")) &&
          inMainFile(P.Loc))
        enterOrExit(P);
    // Inner regions first, so that where regions start or end together
    // the outer one's code stays outside.
    for (auto R = Regions.rbegin(); R != Regions.rend(); ++R)
      emit(*R);
    for (Region &R : Regions)
      hostUses(R);
  }

private:
  ASTContext &Ctx;
  SourceManager &SM;
  Diagnostics &D;
  std::set<const FunctionDecl *> Offloaded;
  std::vector<const FunctionDecl *> Functions;
  std::vector<Region> Regions;
  const std::vector<PragmaInfo> *All = nullptr;
  std::set<const FunctionDecl *> HostLoopsWarned;

  /// An OpenMP data directive in a function whose own OpenMP loops stay on
  /// the host (main): those loops change the host's copies, which the
  /// device's would overwrite, so the directive is left as written.
  bool hostLoopsAround(const PragmaInfo &P, const FunctionDecl *FD) {
    if (!P.OpenMP)
      return false;
    for (const PragmaInfo &Q : *All)
      if (Q.OpenMP && !isOpenMPDataDirective(Q) &&
          SM.isPointWithin(Q.Loc, FD->getBeginLoc(), FD->getEndLoc())) {
        if (HostLoopsWarned.insert(FD).second)
          D.warning(P.Loc, "OpenMP's data directives of '" +
                               FD->getNameAsString() +
                               "' are left as written: its own OpenMP loops "
                               "run on the host, where they change the "
                               "arrays; move the loops into functions that "
                               "it calls");
        return true;
      }
    return false;
  }
  /// Per region, the update pragmas in it: offset and array.
  std::map<const Region *, std::vector<std::pair<unsigned, const ValueDecl *>>>
      Updates;

  /// A loopgen pragma of kind K, or OpenMP's directive of these words.
  static bool is(const PragmaInfo &P, PragmaInfo::Kind K,
                 llvm::StringRef Directive) {
    if (P.OpenMP)
      return P.K == PragmaInfo::OpenMPDirective &&
             P.Loop.Directive == Directive;
    return P.K == K && (K != PragmaInfo::Data || Directive == "target data");
  }
  /// A loopgen pragma that cannot be made is an error; an OpenMP directive
  /// is left as written (its program still runs as OpenMP says), with a
  /// warning.
  void problem(const PragmaInfo &P, SourceLocation Loc,
               const std::string &Msg) {
    if (P.OpenMP)
      D.warning(Loc, Msg + "; loopgen copies these arrays at each call");
    else
      D.error(Loc, Msg);
  }
  std::string name(const PragmaInfo &P) { return "'" + pragmaName(P) + "'"; }

  bool inMainFile(SourceLocation L) {
    return SM.isWrittenInMainFile(SM.getExpansionLoc(L));
  }
  unsigned offset(SourceLocation L) {
    return SM.getFileOffset(SM.getExpansionLoc(L));
  }
  /// The offset just after S (after its ';' where it ends in one).
  unsigned endOffset(const clang::Stmt *S) {
    SourceLocation E = SM.getExpansionLoc(S->getEndLoc());
    SourceLocation Semi = Lexer::findLocationAfterToken(
        E, tok::semi, SM, Ctx.getLangOpts(), false);
    if (Semi.isValid() && !isa<CompoundStmt>(S))
      return offset(Semi);
    return offset(Lexer::getLocForEndOfToken(E, 0, SM, Ctx.getLangOpts()));
  }

  const FunctionDecl *functionAround(SourceLocation L) {
    for (const FunctionDecl *FD : Functions)
      if (FD->doesThisDeclarationHaveABody() &&
          SM.isPointWithin(L, FD->getBody()->getBeginLoc(),
                           FD->getBody()->getEndLoc()))
        return FD;
    return nullptr;
  }

  /// The first statement after offset At of the innermost block of Body
  /// around At.
  const clang::Stmt *statementAfter(const clang::Stmt *Body, unsigned At) {
    // The innermost block around At (each block inside the last found).
    const CompoundStmt *Around = nullptr;
    std::function<void(const clang::Stmt *)> Visit = [&](const clang::Stmt *S) {
      if (!S)
        return;
      const auto *CS = dyn_cast<CompoundStmt>(S);
      if (CS && offset(CS->getLBracLoc()) < At &&
          At < offset(CS->getRBracLoc()))
        Around = CS;
      for (const clang::Stmt *C : S->children())
        Visit(C);
    };
    Visit(Body);
    if (Around)
      for (const clang::Stmt *C : Around->body())
        if (offset(C->getBeginLoc()) > At)
          return C;
    return nullptr;
  }

  /// The variables of FD by name: parameters and locals declared before At.
  std::map<std::string, const ValueDecl *> variables(const FunctionDecl *FD,
                                                     unsigned At) {
    std::map<std::string, const ValueDecl *> Vars;
    // A method's fields, then its parameters and locals, which hide them.
    if (const auto *MD = dyn_cast<CXXMethodDecl>(FD); MD && MD->isInstance())
      for (const FieldDecl *F : MD->getParent()->fields())
        Vars[F->getNameAsString()] = F;
    for (const ParmVarDecl *P : FD->parameters())
      Vars[P->getNameAsString()] = P;
    std::function<void(const clang::Stmt *)> Visit = [&](const clang::Stmt *S) {
      if (!S)
        return;
      if (const auto *DS = dyn_cast<clang::DeclStmt>(S))
        for (const Decl *X : DS->decls())
          if (const auto *VD = dyn_cast<VarDecl>(X);
              VD && offset(VD->getLocation()) < At)
            Vars[VD->getNameAsString()] = VD;
      for (const clang::Stmt *C : S->children())
        Visit(C);
    };
    Visit(FD->getBody());
    return Vars;
  }

  /// The variables the shapes of P name, in FD before At, or false after
  /// a problem.
  bool heldBy(const PragmaInfo &P, const FunctionDecl *FD, unsigned At,
              std::map<const ValueDecl *, const Shape *> &Held) {
    std::map<std::string, const ValueDecl *> Vars = variables(FD, At);
    for (const Shape &Sh : P.Shapes) {
      auto It = Vars.find(Sh.Name);
      if (It == Vars.end()) {
        problem(P, Sh.Loc,
                "'" + Sh.Name + "' in " + name(P) +
                    " is not a parameter or variable of '" +
                    FD->getNameAsString() + "' declared before it");
        return false;
      }
      if (flatElement(It->second->getType()).isNull()) {
        problem(P, Sh.Loc,
                "'" + Sh.Name + "' in " + name(P) +
                    " is not a flat array: a data region holds pointers, C "
                    "arrays and std::vectors of scalars or records");
        return false;
      }
      if (!Held.emplace(It->second, &Sh).second) {
        problem(P, Sh.Loc, "'" + Sh.Name + "' is named twice in " + name(P));
        return false;
      }
    }
    return true;
  }

  void enter(PragmaInfo &P) {
    P.Consumed = true;
    const FunctionDecl *FD = functionAround(P.Loc);
    if (!FD) {
      problem(P, P.Loc,
              name(P) + " must be followed by a statement in a function body");
      return;
    }
    if (!Offloaded.count(FD->getCanonicalDecl()) && hostLoopsAround(P, FD))
      return;
    if (Offloaded.count(FD->getCanonicalDecl())) {
      // OpenMP's marks the function for offloading: nothing to add.
      if (!P.OpenMP)
        D.warning(P.Loc, "'#pragma loopgen data' in an offloaded function is "
                         "ignored: its arrays stay on the GPU for the whole "
                         "call already");
      return;
    }
    unsigned At = offset(P.EndLoc);
    const clang::Stmt *S = statementAfter(FD->getBody(), At);
    if (!S || !inMainFile(S->getBeginLoc()) || !inMainFile(S->getEndLoc())) {
      problem(P, P.Loc,
              name(P) + " must be followed by a statement in a function body");
      return;
    }
    Region R{&P, FD, S, offset(S->getBeginLoc()), endOffset(S), {}};
    if (heldBy(P, FD, At, R.Held) && !R.Held.empty())
      Regions.push_back(std::move(R));
  }

  /// OpenMP's `target enter data` and `target exit data`: the mappings'
  /// entries and exits where they stand.
  void enterOrExit(PragmaInfo &P) {
    const FunctionDecl *FD = functionAround(P.Loc);
    std::map<const ValueDecl *, const Shape *> Held;
    if (!FD || Offloaded.count(FD->getCanonicalDecl()) ||
        hostLoopsAround(P, FD) || !heldBy(P, FD, offset(P.Loc), Held))
      return;
    bool Enter = P.Loop.Directive == "target enter data";
    std::string Code;
    for (const Shape &Sh : P.Shapes)
      Code += Enter ? "loopgen_data_enter(" + address(Sh) + ", " + bytes(Sh) +
                          ", " + mapKind(Sh) + ", \"" + Sh.Name + "\");\n"
                    : "loopgen_data_exit(" + address(Sh) + ", " + bytes(Sh) +
                          ", " + mapKind(Sh) + ");\n";
    P.Inserts.push_back({nextLine(P.EndLoc), Code, false});
  }

  static std::string address(const Shape &Sh) {
    return "loopgen_host_address(" + Sh.Name + ")";
  }
  static std::string bytes(const Shape &Sh) {
    std::string Bytes;
    for (const std::string &Dim : Sh.Dims)
      Bytes += "(size_t)(" + Dim + ") * ";
    return Bytes + "loopgen_scalar_bytes(" + Sh.Name + ")";
  }
  static std::string mapKind(const Shape &Sh) {
    switch (Sh.Moves) {
    case Shape::CopyIn:
      return "LOOPGEN_MAP_COPYIN";
    case Shape::CopyOut:
      return "LOOPGEN_MAP_COPYOUT";
    case Shape::Create:
      return "LOOPGEN_MAP_CREATE";
    default:
      return "LOOPGEN_MAP_COPY";
    }
  }
  unsigned nextLine(SourceLocation L) {
    unsigned Line = SM.getExpansionLineNumber(L);
    return offset(SM.translateLineCol(SM.getMainFileID(), Line + 1, 1));
  }

  void update(PragmaInfo &P) {
    P.Consumed = true;
    unsigned At = offset(P.Loc);
    // The innermost region around the pragma.
    Region *In = nullptr;
    for (Region &R : Regions)
      if (R.Begin <= At && At < R.End && (!In || In->Begin <= R.Begin))
        In = &R;
    const FunctionDecl *FD = functionAround(P.Loc);
    if (P.OpenMP) {
      // Also after `target enter data`: the update copies where a mapping
      // holds the array when it runs, and does nothing elsewhere.
      if (!FD || Offloaded.count(FD->getCanonicalDecl()) ||
          hostLoopsAround(P, FD))
        return;
      std::map<const ValueDecl *, const Shape *> Named;
      if (!heldBy(P, FD, At, Named))
        return;
      for (const auto &[VD, Sh] : Named) {
        P.Inserts.push_back(
            {nextLine(P.EndLoc),
             "loopgen_present_update(" + address(*Sh) + ", " + bytes(*Sh) +
                 ", " + (Sh->Moves == Shape::ToDevice ? "true" : "false") +
                 ");\n",
             false});
        if (In && Sh->Moves == Shape::ToHost)
          Updates[In].push_back({At, VD});
      }
      return;
    }
    if (!In) {
      D.error(P.Loc, "'#pragma loopgen update' must be inside the statement "
                     "of a '#pragma loopgen data' region");
      return;
    }
    for (const Shape &Sh : P.Shapes) {
      const ValueDecl *VD = nullptr;
      for (Region &R : Regions)
        if (R.FD == In->FD && R.Begin <= At && At < R.End)
          for (const auto &[V, Held] : R.Held)
            if (V->getNameAsString() == Sh.Name)
              VD = V;
      if (!VD) {
        D.error(Sh.Loc, "'" + Sh.Name + "' in '#pragma loopgen update' is "
                                        "not held by a data region around it");
        return;
      }
      P.Inserts.push_back(
          {nextLine(P.EndLoc),
           "loopgen_data_update(" + address(Sh) + ", " +
               (Sh.Moves == Shape::ToDevice ? "true" : "false") + ");\n",
           false});
      if (Sh.Moves == Shape::ToHost)
        Updates[In].push_back({At, VD});
    }
  }

  void emit(Region &R) {
    std::string Enter = "{ ", Exit;
    for (const Shape &Sh : R.P->Shapes) {
      Enter += "loopgen_data_enter(" + address(Sh) + ", " + bytes(Sh) + ", " +
               mapKind(Sh) + ", \"" + Sh.Name + "\"); ";
      Exit = "loopgen_data_exit(" + address(Sh) + ", " + bytes(Sh) + ", " +
             mapKind(Sh) + "); " + Exit;
    }
    R.P->Inserts.push_back({R.Begin, Enter, false});
    R.P->Inserts.push_back({R.End, " " + Exit + "}", true});
  }

  /// The held array E names: a variable, or a field of the method's object.
  static const ValueDecl *heldName(const Region &R, const clang::Expr *E) {
    const ValueDecl *D = nullptr;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
      D = DRE->getDecl();
    else if (const auto *ME = dyn_cast<MemberExpr>(E);
             ME && isa<CXXThisExpr>(ME->getBase()->IgnoreParenImpCasts()))
      D = ME->getMemberDecl();
    return D && R.Held.count(D) ? D : nullptr;
  }

  /// The held array that E points into (`a`, `a + k`, `&a[k]`, `v.data()`),
  /// or null.
  const ValueDecl *pointsInto(const Region &R, const clang::Expr *E) {
    E = E->IgnoreParenCasts();
    if (const ValueDecl *VD = heldName(R, E))
      return VD;
    if (const auto *UO = dyn_cast<UnaryOperator>(E))
      if (UO->getOpcode() == UO_AddrOf)
        if (const auto *AS =
                dyn_cast<ArraySubscriptExpr>(UO->getSubExpr()->IgnoreParens()))
          return pointsInto(R, AS->getBase());
    if (const auto *BO = dyn_cast<BinaryOperator>(E))
      if (BO->isAdditiveOp() && BO->getType()->isPointerType())
        if (const ValueDecl *VD = pointsInto(R, BO->getLHS()))
          return VD;
    if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E))
      return pointsInto(R, MC->getImplicitObjectArgument());
    return nullptr;
  }

  /// A pointer or reference of host code in R bound to a held array: its
  /// later uses are not the array's, which is all loopgen follows.
  void refuseAlias(const Region &R, const ValueDecl *To, const clang::Expr *E,
                   SourceLocation Loc) {
    QualType T = To->getType();
    if (!T->isPointerType() && !T->isReferenceType())
      return;
    if (const ValueDecl *Held = pointsInto(R, E))
      D.error(Loc, "'" + To->getNameAsString() + "' points into '" +
                       Held->getNameAsString() +
                       "', which the data region holds on the GPU; loopgen "
                       "copies the array around the host statements that "
                       "name it, not through other names: use '" +
                       Held->getNameAsString() + "' itself in the region");
  }

  /// Uses of held arrays in R's host code: each statement of a block that
  /// holds one (not as an argument of an offloaded call) gets the array
  /// on the host before and back on the device after.
  void hostUses(Region &R) {
    std::map<const clang::Stmt *, std::set<const ValueDecl *>> Uses;
    std::map<const clang::Stmt *, SourceLocation> FirstUse;
    std::function<void(const clang::Stmt *, const clang::Stmt *)> Visit =
        [&](const clang::Stmt *S, const clang::Stmt *Slot) {
          if (!S)
            return;
          if (const auto *CS = dyn_cast<CompoundStmt>(S)) {
            for (const clang::Stmt *C : CS->body())
              Visit(C, C);
            return;
          }
          if (const auto *CE = dyn_cast<CallExpr>(S)) {
            const FunctionDecl *Callee = CE->getDirectCallee();
            if (Callee && Offloaded.count(Callee->getCanonicalDecl())) {
              // It finds what it gets held, also a part (u + k).
              for (const clang::Expr *A : CE->arguments())
                if (!pointsInto(R, A))
                  Visit(A, Slot);
              return;
            }
            // A function of the file that loopgen does not offload may call
            // one that it does, which would change the device's copy under
            // the host's.
            if (Callee && Callee->hasBody() &&
                inMainFile(Callee->getBody()->getBeginLoc()))
              for (const clang::Expr *A : CE->arguments())
                if (const ValueDecl *VD = pointsInto(R, A))
                  D.error(A->getExprLoc(),
                          "'" + VD->getNameAsString() +
                              "', which the data "
                              "region holds on the GPU, is passed to '" +
                              Callee->getNameAsString() +
                              "', which loopgen does not offload; call the "
                              "offloaded functions in the region itself, or "
                              "offload '" +
                              Callee->getNameAsString() + "'");
          }
          if (const auto *DS = dyn_cast<clang::DeclStmt>(S))
            for (const Decl *X : DS->decls())
              if (const auto *VD = dyn_cast<VarDecl>(X); VD && VD->getInit())
                refuseAlias(R, VD, VD->getInit(), VD->getLocation());
          if (const auto *BO = dyn_cast<BinaryOperator>(S);
              BO && BO->getOpcode() == BO_Assign)
            if (const auto *To =
                    dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
              refuseAlias(R, To->getDecl(), BO->getRHS(), BO->getOperatorLoc());
          if (const auto *E = dyn_cast<clang::Expr>(S))
            if (const ValueDecl *VD = heldName(R, E)) {
              Uses[Slot].insert(VD);
              FirstUse.emplace(Slot, E->getExprLoc());
            }
          for (const clang::Stmt *C : S->children())
            Visit(C, Slot);
        };
    Visit(R.S, R.S);
    for (const auto &[Slot, Vars] : Uses) {
      unsigned B = offset(Slot->getBeginLoc());
      for (const ValueDecl *VD : Vars) {
        bool Managed = false;
        for (const auto &[At, V] : Updates[&R])
          Managed |= V == VD && At < B;
        if (Managed)
          continue;
        std::string Name = VD->getNameAsString();
        if (Slot == R.S) {
          D.error(FirstUse[Slot],
                  "the statement of the data region uses '" + Name +
                      "' on the host; put it in braces, so that loopgen can "
                      "copy the array around the statements that use it");
          continue;
        }
        bool Written = !VD->getType()->isPointerType() ||
                       !VD->getType()->getPointeeType().isConstQualified();
        D.warning(FirstUse[Slot],
                  "host code in the data region uses '" + Name +
                      "', which the GPU holds: loopgen copies it to the host "
                      "before this statement" +
                      (Written ? " and back after" : "") +
                      " ('#pragma loopgen update host(" + Name +
                      ")' before the first such use says where instead)");
        std::string Host = "loopgen_host_address(" + Name + ")";
        R.P->Inserts.push_back(
            {B, "loopgen_data_update(" + Host + ", false); ", false});
        if (Written)
          R.P->Inserts.push_back(
              {endOffset(Slot), " loopgen_data_update(" + Host + ", true);",
               true});
      }
    }
  }
};

} // namespace

bool isOpenMPDataDirective(const PragmaInfo &P) {
  return P.OpenMP && P.K == PragmaInfo::OpenMPDirective &&
         (P.Loop.Directive == "target data" ||
          P.Loop.Directive == "target enter data" ||
          P.Loop.Directive == "target exit data" ||
          P.Loop.Directive == "target update");
}

void findDataRegions(ASTContext &Ctx, std::vector<PragmaInfo> &Pragmas,
                     const std::vector<OffloadedFunction> &Fns,
                     Diagnostics &D) {
  RegionFinder(Ctx, Fns, D).run(Pragmas);
}

} // namespace loopgen
