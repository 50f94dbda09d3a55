//===- LowerRangeCalls.cpp - std::fill, std::copy, memset, memcpy ---------===//
//
// The library calls that fill or copy a range of elements, as C and C++
// code clears a histogram or saves a row: `std::fill(v.begin(), v.begin()
// + n, x)`, `std::fill_n(p, n, x)`, `std::iota`, `std::copy(a, a + n, b)`,
// `std::copy_n`, `memset(h, 0, n * sizeof(int))`, `memcpy(prev, cur, n *
// sizeof(double))`. Each is a loop over the range's elements (which the
// analyses may then find parallel). The ends of a range are places in an
// array: a pointer, an iterator (`v.begin() + k`, `std::end(a)`) or an
// array's name.
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace loopgen {

/// The name of the function CE calls, without `std::`, where it is one of
/// the standard library's (or C's, declared in a system header).
static std::string libraryName(const CallExpr *CE, const ASTContext &Ctx) {
  const FunctionDecl *FD = CE->getDirectCallee();
  if (!FD || !FD->getIdentifier())
    return "";
  if (FD->isInStdNamespace() ||
      Ctx.getSourceManager().isInSystemHeader(FD->getLocation()))
    return FD->getName().str();
  return "";
}

std::optional<Lowering::ArrayView> Lowering::rangePoint(const clang::Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *CE = dyn_cast<CXXConstructExpr>(E);
      CE && CE->getNumArgs() == 1) // An iterator's copy.
    return rangePoint(CE->getArg(0));
  // v.begin(), v.end(), std::begin(a), std::end(a), v.data().
  const clang::Expr *Object = nullptr;
  std::string Method;
  if (const auto *MCE = dyn_cast<CXXMemberCallExpr>(E);
      MCE && MCE->getMethodDecl() && MCE->getNumArgs() == 0) {
    Object = MCE->getImplicitObjectArgument();
    Method = MCE->getMethodDecl()->getName().str();
  } else if (const auto *CE = dyn_cast<CallExpr>(E);
             CE && CE->getNumArgs() == 1 && CE->getDirectCallee() &&
             CE->getDirectCallee()->isInStdNamespace() &&
             CE->getDirectCallee()->getIdentifier()) {
    Object = CE->getArg(0);
    Method = CE->getDirectCallee()->getName().str();
  }
  if (Object) {
    bool End = Method == "end" || Method == "cend";
    if (!End && Method != "begin" && Method != "cbegin" && Method != "data")
      return std::nullopt;
    std::optional<ArrayView> V = view(Object);
    if (!V || V->Offset || V->Prefix.size() + 1 != V->A->rank())
      return std::nullopt;
    if (End)
      V->Offset = V->A->Dims.back()->clone();
    return V;
  }
  // An iterator moved: it + n, it - n.
  if (const auto *OCE = dyn_cast<CXXOperatorCallExpr>(E);
      OCE && OCE->getNumArgs() == 2 &&
      (OCE->getOperator() == OO_Plus || OCE->getOperator() == OO_Minus)) {
    std::optional<ArrayView> V = rangePoint(OCE->getArg(0));
    ExprPtr Delta = V ? lowerExpr(OCE->getArg(1)) : nullptr;
    if (!Delta)
      return std::nullopt;
    if (OCE->getOperator() == OO_Minus) {
      ScalarType Ty = Delta->Ty;
      SourceLocation L = Delta->Loc;
      Delta = Expr::unary("-", std::move(Delta), Ty, L);
    }
    addOffset(*V, std::move(Delta));
    return V;
  }
  std::optional<ArrayView> V = pointerView(E);
  if (!V)
    V = view(E);
  if (V && V->Prefix.size() + 1 == V->A->rank())
    return V;
  return std::nullopt;
}

bool Lowering::lowerRangeCall(const CallExpr *CE, BlockStmt &Out) {
  std::string Name = libraryName(CE, Ctx);
  const clang::Expr *const *Args = CE->getArgs();
  unsigned N = CE->getNumArgs();
  // Where, how many, and the value or the source.
  const clang::Expr *To = nullptr, *Last = nullptr, *Count = nullptr,
                    *Value = nullptr, *From = nullptr;
  bool Bytes = false, Counting = false;
  if ((Name == "fill" || Name == "iota") && N == 3)
    To = Args[0], Last = Args[1], Value = Args[2], Counting = Name == "iota";
  else if (Name == "fill_n" && N == 3)
    To = Args[0], Count = Args[1], Value = Args[2];
  else if (Name == "copy" && N == 3)
    From = Args[0], Last = Args[1], To = Args[2];
  else if (Name == "copy_n" && N == 3)
    From = Args[0], Count = Args[1], To = Args[2];
  else if ((Name == "memset" || Name == "memcpy" || Name == "memmove") &&
           N == 3)
    To = Args[0], (Name == "memset" ? Value : From) = Args[1], Count = Args[2],
    Bytes = true;
  else
    return false;
  SourceLocation L = CE->getBeginLoc();
  auto Refuse = [&](const std::string &Why) {
    if (!Failed)
      fail(L, "'" + Name + "' " + Why);
    return true;
  };
  // The ranges' first places (`From` is the source, whose end is Last).
  std::optional<ArrayView> Dest = rangePoint(To),
                           Src = From ? rangePoint(From) : std::nullopt;
  if (!Dest || (From && !Src))
    return Refuse("of what is not a place in an array of the function (a "
                  "pointer, an array, v.begin() + k)");
  const ArrayView &First = From ? *Src : *Dest;
  ExprPtr Elements;
  ScalarType Long = ScalarType::get(ScalarType::Integer, "long", 64);
  auto OffsetOf = [&](const ArrayView &V) {
    return V.Offset ? V.Offset->clone() : Expr::intLit(0, Long, L);
  };
  if (Last) {
    std::optional<ArrayView> End = rangePoint(Last);
    bool Same =
        End && End->A == First.A && End->Prefix.size() == First.Prefix.size();
    for (size_t K = 0; Same && K < First.Prefix.size(); ++K)
      Same = End->Prefix[K]->sameAs(*First.Prefix[K]);
    if (!Same)
      return Refuse("of a range whose ends are not in one array");
    Elements = Expr::binary("-", OffsetOf(*End), OffsetOf(First), Long, L);
  } else {
    Elements = lowerExpr(Count);
    if (!Elements)
      return true;
    if (Bytes) { // Of the destination's elements, whole.
      uint64_t Size = Dest->A->Elem.Bits / 8;
      if (From && Src->A->Elem != Dest->A->Elem)
        return Refuse("between arrays of different element types");
      ScalarType Ty = Elements->Ty; // Read before the move.
      Elements = Expr::binary("/", std::move(Elements),
                              Expr::intLit(Size, Ty, L), Ty, L);
    }
  }
  ExprPtr Stored;
  if (Value) {
    Stored = lowerExpr(Value);
    if (!Stored)
      return true;
    // memset stores a byte in each: a value of the element only where it
    // is 0 or the element is a byte.
    if (Bytes && Dest->A->Elem.Bits != 8 &&
        !(Stored->K == Expr::IntLit && Stored->IntValue == 0))
      return Refuse("of a value other than 0 into elements wider than a "
                    "byte");
    if (Stored->Ty != Dest->A->Elem)
      Stored = Expr::cast(Dest->A->Elem, std::move(Stored), L);
  }
  // for (k = 0; k < elements; ++k) to[off + k] = value or from[off' + k].
  auto Loop = std::make_unique<ForStmt>(L);
  Loop->Index = F->newVar(Variable::LoopIndex, F->freshName(Name), Long, L);
  Loop->Begin = Expr::intLit(0, Long, L);
  Loop->End = std::move(Elements);
  Loop->Label = label(L);
  Loop->Body = std::make_unique<BlockStmt>(L);
  auto At = [&](const ArrayView &V) {
    std::vector<ExprPtr> Subs;
    for (const ExprPtr &P : V.Prefix)
      Subs.push_back(P->clone());
    Subs.push_back(
        Expr::binary("+", OffsetOf(V), Expr::var(Loop->Index, L), Long, L));
    return Expr::access(V.A, std::move(Subs), L);
  };
  if (Counting) // iota: the value, then one more at each element.
    Stored =
        Expr::binary("+", std::move(Stored),
                     Expr::cast(Dest->A->Elem, Expr::var(Loop->Index, L), L),
                     Dest->A->Elem, L);
  if (!Stored) {
    Stored = At(*Src);
    if (Stored->Ty != Dest->A->Elem)
      Stored = Expr::cast(Dest->A->Elem, std::move(Stored), L);
  }
  Loop->Body->Body.push_back(
      std::make_unique<AssignStmt>(At(*Dest), "", std::move(Stored), L));
  Out.Body.push_back(std::move(Loop));
  return true;
}

} // namespace loopgen
