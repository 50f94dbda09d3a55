//===- ArrayValues.cpp - std::array values: copies, results, temporaries --===//
//
// Small fixed arrays as values, the way vector-math helpers use them
// (`using Vec3 = std::array<float, 3>;`): a local set from a helper's
// result (`Vec3 n = normalize(sub(p, c));`) or from another array, one
// assigned whole (`delta = next;`), and values passed to a helper's array
// parameter (`normalize({u, v, -1.0f})`), each an array of its own. A
// helper's `return {...};` stores into the array its caller declared.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"

using namespace clang;

namespace loopgen {

bool Lowering::assignArrayValue(Array &A, const clang::Expr *E,
                                BlockStmt &Out) {
  E = E->IgnoreImplicit()->IgnoreParens();
  // A copy of a value: the value.
  if (const auto *CE = dyn_cast<CXXConstructExpr>(E);
      CE && CE->getNumArgs() == 1 &&
      CE->getConstructor()->isCopyOrMoveConstructor())
    E = CE->getArg(0)->IgnoreImplicit()->IgnoreParens();
  // A helper's result: its returns store into A (which its arguments do
  // not read: lowerArrayAssign gives a temporary where they may).
  if (const auto *CE = dyn_cast<CallExpr>(E))
    if (const FunctionDecl *Def = inlinableCallee(CE);
        Def && stdArray(Def->getReturnType())) {
      Array *Outer = std::exchange(ArrayResult, &A);
      inlineAsStmts(CE, Def, nullptr, Out);
      ArrayResult = Outer;
      return true;
    }
  // Another array of A's shape.
  std::optional<ArrayView> From = view(E);
  if (!From)
    return false;
  // (A field of a record of an array: a row of slots from its offset.)
  bool Same = From->Offset
                  ? A.rank() == 1 && From->A->rank() == From->Prefix.size() + 1
                  : From->A->rank() == From->Prefix.size() + A.rank();
  for (size_t D = 0; Same && !From->Offset && D < A.Dims.size(); ++D)
    Same = From->A->Dims[From->Prefix.size() + D]->sameAs(*A.Dims[D]);
  SourceLocation L = E->getBeginLoc();
  if (!Same) {
    fail(L, "an array is assigned an array of another shape");
    return true;
  }
  if (From->A == &A && From->Prefix.empty() && !From->Offset)
    return true;
  copyElements(ArrayView{&A, {}}, *From, A.Dims, L, Out);
  return true;
}

bool Lowering::lowerArrayAssign(const clang::Expr *E, BlockStmt &Out) {
  const auto *OCE = dyn_cast<CXXOperatorCallExpr>(E);
  if (!OCE || OCE->getOperator() != OO_Equal || OCE->getNumArgs() != 2 ||
      !stdArray(OCE->getArg(0)->getType()))
    return false;
  std::optional<ArrayView> To = view(OCE->getArg(0));
  if (!To) {
    fail(OCE->getBeginLoc(), "a std::array is assigned whole only where it "
                             "is an array of the function or a row of one");
    return true;
  }
  const clang::Expr *From = OCE->getArg(1);
  // A list in braces or a helper's result may read the array it replaces
  // (`v = {v[1], v[0]};`, `v = rotate(v);`).
  const clang::Expr *Bare = From->IgnoreImplicit()->IgnoreParens();
  if (const auto *CE = dyn_cast<CXXConstructExpr>(Bare);
      CE && CE->getNumArgs() == 1)
    Bare = CE->getArg(0)->IgnoreImplicit()->IgnoreParens();
  bool Value = isa<InitListExpr>(Bare) || isa<CallExpr>(Bare);
  if (To->Prefix.empty() && !To->Offset && To->A->K == Array::LocalCArray &&
      !Value) {
    if (!assignArrayValue(*To->A, From, Out))
      fail(From->getBeginLoc(), "an array is assigned whole from a list in "
                                "braces, an array or a helper's result only");
    return true;
  }
  // A row (`dst[v] = src[v];`, `pos[i] = add(pos[i], d);`), or such a
  // value: the value first, in an array of its own.
  QualType T = OCE->getArg(0)->getType();
  if (Array *Value = arrayTemporary(From, T, To->A->Name + "_value", Out);
      Value && !Failed)
    copyElements(*To, ArrayView{Value, {}}, Value->Dims, OCE->getBeginLoc(),
                 Out);
  return true;
}

Array *Lowering::arrayTemporary(const clang::Expr *E, QualType T,
                                const std::string &Name, BlockStmt &Out) {
  std::optional<StdArrayShape> SA = stdArray(T);
  if (!SA)
    return nullptr;
  SourceLocation L = E->getBeginLoc();
  Array *A = F->newArray(Array::LocalCArray, F->freshName(Name), SA->Elem, L);
  A->Dims = SA->extents();
  if (!IterationScalars.empty())
    IterationArrays.insert(A);
  auto DS = std::make_unique<DeclStmt>(L);
  DS->Arr = A;
  Out.Body.push_back(std::move(DS));
  initializeArray(*A, E, Out);
  return A;
}

} // namespace loopgen
