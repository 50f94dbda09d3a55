//===- MemberWrites.cpp - Which struct members a function changes ---------===//
//
// A struct parameter's scalar members that the offloaded function never
// changes are values the host reads on entry (sizes, coefficients), like
// scalar parameters; this decides which, from the function's own text,
// conservatively (any use that may write counts). The same for the members
// of a member function's object, which it names through `this`.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"
#include <functional>

using namespace clang;

namespace loopgen {

using ParentsOf = llvm::DenseMap<const clang::Stmt *, const clang::Stmt *>;

/// E with parentheses and no-op casts around it skipped, upwards: the
/// expression that uses E's value.
static const clang::Stmt *userOf(const clang::Stmt *E, const ParentsOf &Up) {
  const clang::Stmt *U = Up.lookup(E);
  while (U && (isa<ParenExpr>(U) ||
               (isa<ImplicitCastExpr>(U) &&
                cast<ImplicitCastExpr>(U)->getCastKind() == CK_NoOp))) {
    E = U;
    U = Up.lookup(U);
  }
  return U;
}

/// Whether the value E names is only read where it is used: converted to
/// an rvalue, copied, or bound to a const reference parameter.
static bool onlyRead(const clang::Expr *E, const ParentsOf &Up) {
  const clang::Stmt *U = userOf(E, Up);
  // A member of a struct member (`cam.pos.x`), or a const method's call.
  if (const auto *ME = dyn_cast_or_null<MemberExpr>(U); ME && !ME->isArrow()) {
    if (const auto *MD = dyn_cast<CXXMethodDecl>(ME->getMemberDecl()))
      return MD->isConst();
    return onlyRead(ME, Up);
  }
  if (const auto *ICE = dyn_cast_or_null<ImplicitCastExpr>(U))
    return ICE->getCastKind() == CK_LValueToRValue;
  if (const auto *CE = dyn_cast_or_null<CXXConstructExpr>(U))
    return CE->getConstructor()->isCopyOrMoveConstructor() &&
           CE->getConstructor()
               ->getParamDecl(0)
               ->getType()
               .getNonReferenceType()
               .isConstQualified();
  if (const auto *Call = dyn_cast_or_null<CallExpr>(U)) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee)
      return false;
    unsigned Shift =
        isa<CXXOperatorCallExpr>(Call) && isa<CXXMethodDecl>(Callee);
    for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
      const clang::Expr *Arg = Call->getArg(I);
      if (Arg != E && Arg->IgnoreParens() != E)
        continue;
      if (I < Shift || I - Shift >= Callee->getNumParams())
        return false;
      QualType PT = Callee->getParamDecl(I - Shift)->getType();
      return !PT->isReferenceType() ||
             PT.getNonReferenceType().isConstQualified();
    }
  }
  return false;
}

bool Lowering::writesMember(const FunctionDecl &FD, const ParmVarDecl *P,
                            const FieldDecl *Field) {
  if (!FD.getBody())
    return true;
  ParentsOf Up;
  std::vector<const DeclRefExpr *> Uses;
  std::function<void(const clang::Stmt *)> Walk = [&](const clang::Stmt *S) {
    if (const auto *DRE = dyn_cast<DeclRefExpr>(S); DRE && DRE->getDecl() == P)
      Uses.push_back(DRE);
    // A lambda's capture of the struct is no use: its body's uses are.
    if (const auto *LE = dyn_cast<LambdaExpr>(S)) {
      Up[LE->getBody()] = S;
      return Walk(LE->getBody());
    }
    for (const clang::Stmt *C : S->children())
      if (C) {
        Up[C] = S;
        Walk(C);
      }
  };
  Walk(FD.getBody());
  for (const DeclRefExpr *Use : Uses) {
    const clang::Stmt *U = userOf(Use, Up);
    const auto *ME = dyn_cast_or_null<MemberExpr>(U);
    if (!ME) {
      // The whole struct: read, copied or passed on as const.
      if (!onlyRead(Use, Up))
        return true;
      continue;
    }
    if (const auto *MD = dyn_cast<CXXMethodDecl>(ME->getMemberDecl())) {
      if (!MD->isConst())
        return true;
      continue;
    }
    if (ME->getMemberDecl() == Field && !onlyRead(ME, Up))
      return true;
  }
  return false;
}

void Lowering::objectFields(const CXXMethodDecl &Top,
                            std::vector<const FieldDecl *> &Used,
                            std::set<const FieldDecl *> &Written) {
  std::set<const FieldDecl *> Seen;
  std::set<const FunctionDecl *> Visited;
  bool Whole = false; // `this` escapes: every member may be used and changed.
  std::function<void(const FunctionDecl *)> Visit =
      [&](const FunctionDecl *FD) {
        if (!FD || !FD->getBody() || !Visited.insert(FD).second)
          return;
        ParentsOf Up;
        std::vector<const CXXThisExpr *> Thises;
        std::function<void(const clang::Stmt *)> Walk =
            [&](const clang::Stmt *S) {
              if (const auto *TE = dyn_cast<CXXThisExpr>(S))
                Thises.push_back(TE);
              for (const clang::Stmt *C : S->children())
                if (C) {
                  Up[C] = S;
                  Walk(C);
                }
            };
        Walk(FD->getBody());
        for (const CXXThisExpr *TE : Thises) {
          const clang::Stmt *U = userOf(TE, Up);
          if (isa_and_nonnull<LambdaExpr>(U))
            continue; // [this]: what the lambda does with it is walked too.
          if (const auto *ME = dyn_cast_or_null<MemberExpr>(U)) {
            if (const auto *Field = dyn_cast<FieldDecl>(ME->getMemberDecl())) {
              Seen.insert(Field);
              if (!onlyRead(ME, Up))
                Written.insert(Field);
              continue;
            }
            if (const auto *MD = dyn_cast<CXXMethodDecl>(ME->getMemberDecl())) {
              Visit(MD->getDefinition()); // A method called on the object.
              continue;
            }
          }
          Whole = true;
        }
      };
  Visit(&Top);
  for (const FieldDecl *FD : Top.getParent()->fields())
    if (Whole || Seen.count(FD)) {
      Used.push_back(FD);
      if (Whole)
        Written.insert(FD);
    }
}

} // namespace loopgen
