//===- CallEffects.cpp - What an inlined helper changes -------------------===//
//
// Whether a helper of the file changes only its own locals (then a call of
// it may run before its statement, into a temporary), or besides them the
// caller's scalars it is given by address or reference, and which of its
// parameters it assigns.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"

using namespace clang;

namespace loopgen {

/// Calls Visit on S and each statement within it, and Target on the
/// target of each assignment or increment among them.
static void
forEachTarget(const clang::Stmt *S,
              llvm::function_ref<void(const clang::Expr *)> Target,
              llvm::function_ref<void(const clang::Stmt *)> Visit = {}) {
  if (!S)
    return;
  if (Visit)
    Visit(S);
  if (const auto *BO = dyn_cast<BinaryOperator>(S); BO && BO->isAssignmentOp())
    Target(BO->getLHS());
  if (const auto *UO = dyn_cast<UnaryOperator>(S);
      UO && UO->isIncrementDecrementOp())
    Target(UO->getSubExpr());
  for (const clang::Stmt *Child : S->children())
    forEachTarget(Child, Target, Visit);
}

void forEachAssigned(const clang::Stmt *S,
                     llvm::function_ref<void(const ValueDecl *)> Assigned) {
  forEachTarget(S, [&](const clang::Expr *Target) {
    if (const auto *DRE = dyn_cast<DeclRefExpr>(Target->IgnoreParenImpCasts()))
      Assigned(DRE->getDecl());
  });
}

bool Lowering::assignsParam(const FunctionDecl *FD, const ParmVarDecl *P) {
  bool Found = false;
  forEachTarget(FD->getBody(), [&](const clang::Expr *Target) {
    const auto *DRE = dyn_cast<DeclRefExpr>(Target->IgnoreParenImpCasts());
    Found |= DRE && DRE->getDecl() == P;
  });
  return Found;
}

bool Lowering::writesArrayParam(const FunctionDecl *FD, const ParmVarDecl *P) {
  bool Found = false;
  forEachTarget(FD->getBody(), [&](const clang::Expr *Target) {
    // Past the subscripts: `a[0] = ...`, `a[i][j] += ...`.
    const clang::Expr *Base = Target->IgnoreParenImpCasts();
    for (bool More = true; More;) {
      More = false;
      if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(Base)) {
        Base = ASE->getBase()->IgnoreParenImpCasts();
        More = true;
      } else if (const auto *OCE = dyn_cast<CXXOperatorCallExpr>(Base);
                 OCE && OCE->getOperator() == OO_Subscript) {
        Base = OCE->getArg(0)->IgnoreParenImpCasts();
        More = true;
      }
    }
    const auto *DRE = dyn_cast<DeclRefExpr>(Base);
    Found |= DRE && DRE->getDecl() == P;
  });
  return Found;
}

/// Whether VD is a local of FD that holds its own value (no reference,
/// pointer or static).
static bool ownLocal(const VarDecl *VD, const FunctionDecl *FD) {
  return VD && VD->getDeclContext() == FD &&
         !VD->getType()->isReferenceType() && !VD->getType()->isPointerType() &&
         !VD->isStaticLocal();
}

bool Lowering::changesOnlyItsOwn(const FunctionDecl *FD,
                                 std::set<const FunctionDecl *> Seen,
                                 bool Members) {
  // Every assignment's target is a local of FD or a scalar parameter it
  // took by value, and what it calls changes only its own too.
  if (!Seen.insert(FD).second)
    return true; // Recursion is an error of its own.
  bool Own = true;
  forEachTarget(
      FD->getBody(),
      [&](const clang::Expr *Target) {
        const clang::Expr *T = Target->IgnoreParenImpCasts();
        if (const auto *ME = dyn_cast<MemberExpr>(T);
            Members && ME &&
            isa<CXXThisExpr>(ME->getBase()->IgnoreImpCasts()) &&
            scalarType(ME->getType()))
          return; // this->state = ...
        // A member of a struct local: `r.x = ...`, `r.pos.y = ...`.
        while (const auto *ME = dyn_cast<MemberExpr>(T)) {
          if (ME->isArrow())
            break;
          T = ME->getBase()->IgnoreParenImpCasts();
        }
        const auto *DRE = dyn_cast<DeclRefExpr>(T);
        const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
        Own &= ownLocal(VD, FD);
      },
      [&](const clang::Stmt *S) {
        if (const auto *CE = dyn_cast<CallExpr>(S))
          if (const FunctionDecl *Callee = inlinableCallee(CE))
            Own &= changesOnlyItsOwn(
                Callee, Seen,
                Members && isa<CXXMemberCallExpr>(CE) &&
                    isa<CXXThisExpr>(cast<CXXMemberCallExpr>(CE)
                                         ->getImplicitObjectArgument()
                                         ->IgnoreParenImpCasts()));
      });
  return Own;
}

bool Lowering::changesOnlyThroughArguments(const CallExpr *CE,
                                           const FunctionDecl *FD) {
  // FD assigns its own locals, and scalars through its pointer and
  // reference parameters (`*s = *s * a + c`); what it calls changes only
  // its own.
  bool Ok = true;
  std::set<const ParmVarDecl *> Through;
  forEachTarget(
      FD->getBody(),
      [&](const clang::Expr *Target) {
        const clang::Expr *T = Target->IgnoreParenImpCasts();
        if (const auto *UO = dyn_cast<UnaryOperator>(T);
            UO && UO->getOpcode() == UO_Deref)
          T = UO->getSubExpr()->IgnoreParenImpCasts();
        const auto *DRE = dyn_cast<DeclRefExpr>(T);
        const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
        if (const auto *P = dyn_cast_or_null<ParmVarDecl>(VD);
            P &&
            (P->getType()->isPointerType() ||
             P->getType()->isReferenceType()) &&
            scalarType(P->getType()->getPointeeType())) {
          Through.insert(P);
          return;
        }
        Ok &= ownLocal(VD, FD);
      },
      [&](const clang::Stmt *S) {
        if (const auto *Call = dyn_cast<CallExpr>(S))
          if (const FunctionDecl *Callee = inlinableCallee(Call))
            Ok &= changesOnlyItsOwn(Callee);
      });
  if (!Ok || !CurrentStatement)
    return false;
  // Each such argument names a scalar of the caller (`&seed`, `seed` for a
  // reference) that the statement names nowhere else: the call may run
  // before it.
  for (const ParmVarDecl *P : Through) {
    unsigned I = P->getFunctionScopeIndex();
    if (I >= CE->getNumArgs())
      return false;
    const clang::Expr *Arg = CE->getArg(I)->IgnoreParenImpCasts();
    if (const auto *UO = dyn_cast<UnaryOperator>(Arg);
        UO && UO->getOpcode() == UO_AddrOf)
      Arg = UO->getSubExpr()->IgnoreParenImpCasts();
    const auto *DRE = dyn_cast<DeclRefExpr>(Arg);
    const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    if (!VD || !scalarType(VD->getType()) ||
        references(CurrentStatement, VD) != references(CE, VD))
      return false;
  }
  return true;
}

} // namespace loopgen
