//===- LowerVectorFills.cpp - Fills and resizes of std::vectors -----------===//
//
// `v.assign(n, x)`, `v.resize(n)` and `std::fill(v.begin(), v.end(), x)`
// of a vector the function was given: code resets a work vector this way at
// the start of each step. On the GPU a vector keeps its size, so where n is
// its size on entry, assign is a fill and resize nothing; the host checks
// that on entry and runs the original where it is not so.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace loopgen {

/// The declaration `V.begin()` or `V.end()` (Method) is called on.
static const ValueDecl *iteratorOf(const clang::Expr *E, StringRef Method) {
  const auto *MCE = dyn_cast<CXXMemberCallExpr>(E->IgnoreParenImpCasts());
  if (!MCE || !MCE->getMethodDecl() ||
      MCE->getMethodDecl()->getName() != Method)
    return nullptr;
  const clang::Expr *Object = MCE->getImplicitObjectArgument();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Object->IgnoreParenImpCasts()))
    return DRE->getDecl();
  if (const auto *ME = dyn_cast<MemberExpr>(Object->IgnoreParenImpCasts()))
    return ME->getMemberDecl();
  return nullptr;
}

bool Lowering::lowerVectorFill(const CallExpr *CE, BlockStmt &Out) {
  const clang::Expr *Object = nullptr, *Count = nullptr, *Value = nullptr;
  std::string What;
  if (const auto *MCE = dyn_cast<CXXMemberCallExpr>(CE)) {
    const CXXMethodDecl *MD = MCE->getMethodDecl();
    if (!MD || !MD->getParent()->isInStdNamespace() ||
        MD->getParent()->getName() != "vector")
      return false;
    What = MD->getName().str();
    if (What == "assign" && CE->getNumArgs() == 2 &&
        CE->getArg(0)->getType()->isIntegerType() &&
        scalarType(CE->getArg(1)->getType()))
      Count = CE->getArg(0), Value = CE->getArg(1);
    else if (What == "resize" && CE->getNumArgs() >= 1)
      Count = CE->getArg(0);
    else
      return false;
    Object = MCE->getImplicitObjectArgument();
  } else if (const FunctionDecl *FD = CE->getDirectCallee();
             FD && FD->isInStdNamespace() && FD->getName() == "fill" &&
             CE->getNumArgs() == 3) {
    const ValueDecl *B = iteratorOf(CE->getArg(0), "begin");
    if (!B || B != iteratorOf(CE->getArg(1), "end"))
      return false;
    What = "std::fill";
    Object = cast<CXXMemberCallExpr>(CE->getArg(0)->IgnoreParenImpCasts())
                 ->getImplicitObjectArgument();
    Value = CE->getArg(2);
  } else {
    return false;
  }
  SourceLocation L = CE->getBeginLoc();
  std::optional<ArrayView> V = view(Object);
  if (Failed)
    return true;
  if (!V || !V->Prefix.empty() || V->Offset || V->A->rank() != 1) {
    fail(L, What + " of what is not a vector of scalars of the function");
    return true;
  }
  Array *A = V->A;
  if (Count) {
    // The same size as on entry, checked there.
    ExprPtr N = lowerExpr(Count);
    if (!N)
      return true;
    ExprPtr Now = valueOnEntry(*N), Size = valueOnEntry(*A->Dims[0]);
    if (!Now || !Size) {
      fail(L, What + " of '" + A->userName() +
                  "' to a size not known on entry; loopgen keeps a vector's "
                  "size and checks on entry that it is this one");
      return true;
    }
    runOriginalUnlessEqual(std::move(Now), std::move(Size), L);
  }
  if (!Value)
    return true;
  ExprPtr X = lowerExpr(Value);
  if (!X)
    return true;
  auto Loop = std::make_unique<ForStmt>(L);
  Loop->Index = F->newVar(Variable::LoopIndex, F->freshName("filled_i"),
                          ScalarType::get(ScalarType::Integer, "long", 64));
  Loop->Begin = Expr::intLit(0, Loop->Index->Ty);
  Loop->End = A->Dims[0]->clone();
  Loop->Label = label(L);
  Loop->Body = std::make_unique<BlockStmt>(L);
  if (X->Ty != A->Elem)
    X = Expr::cast(A->Elem, std::move(X), L);
  std::vector<ExprPtr> At;
  At.push_back(Expr::var(Loop->Index, L));
  Loop->Body->Body.push_back(std::make_unique<AssignStmt>(
      Expr::access(A, std::move(At), L), "", std::move(X), L));
  Out.Body.push_back(std::move(Loop));
  return true;
}

} // namespace loopgen
