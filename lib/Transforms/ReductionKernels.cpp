//===- ReductionKernels.cpp - How reduction kernels accumulate ------------===//

#include "loopgen/Transforms/ReductionKernels.h"
#include "loopgen/Analysis/Reductions.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Band.h"
#include "loopgen/IR/Walk.h"
#include <algorithm>
#include <functional>
#include <set>

namespace loopgen {

namespace {

/// The histograms of a 1-D band kernel whose elements, a constant number,
/// fit in shared memory (32 KB in all), with that number.
std::vector<std::pair<const Array *, int64_t>>
blockHistograms(const ForStmt &Root) {
  std::vector<std::pair<const Array *, int64_t>> Out;
  BandMapping M = bandMapping(Root);
  if (M.Band.size() != 1 || M.NumDims != 1 || Root.Copies.size() > 1)
    return Out;
  int64_t Bytes = 0;
  // A piece of a distributed loop keeps the loop's atomic arrays; only
  // those it updates get a histogram.
  std::set<const Array *> Written = writtenArrays(*Root.Body);
  // Bins start at 0 and add up: not for bitwise updates.
  std::set<const Array *> Bitwise;
  walkStmts(*Root.Body, [&](const Stmt &S) {
    if (S.K == Stmt::Assign && cast<AssignStmt>(S).Target->K == Expr::Access &&
        cast<AssignStmt>(S).Op != "+" && cast<AssignStmt>(S).Op != "-")
      Bitwise.insert(cast<AssignStmt>(S).Target->Arr);
  });
  for (const Array *A : Root.AtomicArrays) {
    // Bins hold elements of one type.
    if (!Written.count(A) || !A->SlotTypes.empty() || Bitwise.count(A))
      continue;
    int64_t Elements = 1;
    for (const ExprPtr &D : A->Dims)
      Elements *= D->K == Expr::IntLit && D->IntValue > 0 ? D->IntValue : 0;
    Bytes += Elements * (A->Elem.Bits / 8);
    if (Elements > 0 && Bytes <= 32768)
      Out.push_back({A, Elements});
  }
  return Out;
}

/// Whether the threads of Root's kernel, which reduces or keeps block
/// histograms, can stride over the outermost grid dimension's loop: one
/// iteration a thread there, bounds free of the band's indices.
bool canStride(const ForStmt &Root) {
  BandMapping M = bandMapping(Root);
  if (M.Band.size() != M.NumDims || Root.isKernel(KernelKind::WaveTiles))
    return false;
  const ForStmt &L = *M.Mapped[M.NumDims - 1];
  std::set<const Variable *> Indices;
  for (const ForStmt *B : M.Band)
    Indices.insert(B->Index);
  return L.Copies.size() <= 1 && !alignedStart(L) &&
         !mentions(*L.Begin, Indices) && !mentions(*L.End, Indices);
}

/// Collects into Reads the accesses in E that every evaluation of E makes:
/// not those in a ?: operand or on the right of && and ||.
void unconditionalAccesses(const Expr &E, std::vector<const Expr *> &Reads) {
  if (E.K == Expr::Access)
    Reads.push_back(&E);
  bool ShortCircuit = E.K == Expr::Binary && (E.Text == "&&" || E.Text == "||");
  for (size_t I = 0; I < E.Ops.size(); ++I)
    if (I == 0 || (E.K != Expr::Select && !ShortCircuit))
      unconditionalAccesses(*E.Ops[I], Reads);
}

/// The arrays that L, the strided loop of a 1-D kernel, reads as vectors,
/// into P; Skip: arrays the kernel reads elsewhere than from memory.
void vectorReads(const ForStmt &L, const std::set<const Array *> &Skip,
                 ReductionPlan &P) {
  const Expr &Begin = stripValueCasts(*L.Begin);
  if (L.Step != 1 || Begin.K != Expr::IntLit || Begin.IntValue != 0)
    return;
  // The reads every iteration makes: an if's condition, not its branches.
  std::vector<const Expr *> Reads;
  for (const StmtPtr &S : L.Body->Body)
    if (S->K == Stmt::Assign || S->K == Stmt::Decl)
      forEachOwnExpr(*S,
                     [&](const Expr &E) { unconditionalAccesses(E, Reads); });
    else if (S->K == Stmt::If)
      unconditionalAccesses(*cast<IfStmt>(*S).Cond, Reads);
  std::set<const Array *> Written = writtenArrays(*L.Body);
  unsigned Widest = 0;
  std::vector<const Array *> &Arrays = P.VectorArrays;
  for (const Expr *E : Reads) {
    const Array &A = *E->Arr;
    unsigned Bytes = A.Elem.Bits / 8;
    std::optional<Polynomial> At = flatOffset(*E);
    if (E->Ops.size() != 1 || !At || *At != Polynomial::variable(L.Index) ||
        Written.count(&A) || A.K == Array::LocalCArray ||
        A.K == Array::LocalVector || Skip.count(&A) ||
        A.Elem.K == ScalarType::Bool || (Bytes != 4 && Bytes != 8))
      continue;
    if (std::find(Arrays.begin(), Arrays.end(), &A) == Arrays.end())
      Arrays.push_back(&A);
    Widest = std::max(Widest, Bytes);
  }
  if (Arrays.empty())
    return;
  P.VectorWidth = 16 / Widest;
  // Whether the index is used other than to read those arrays' elements.
  std::function<bool(const Expr &)> Uses = [&](const Expr &E) {
    if (E.K == Expr::VarRef)
      return E.Var == L.Index;
    if (E.K == Expr::Access && E.Ops.size() == 1 &&
        std::count(Arrays.begin(), Arrays.end(), E.Arr) &&
        isVarRef(*E.Ops[0], L.Index))
      return false;
    return std::any_of(E.Ops.begin(), E.Ops.end(),
                       [&](const ExprPtr &O) { return Uses(*O); });
  };
  walkStmts(*L.Body, [&](const Stmt &S) {
    forEachOwnExpr(S, [&](const Expr &E) {
      P.VectorUsesIndex = P.VectorUsesIndex || Uses(E);
    });
  });
}

std::string names(const std::vector<const Array *> &Arrays) {
  std::string S;
  for (const Array *A : Arrays)
    S += (S.empty() ? "'" : ", '") + A->userName() + "'";
  return S;
}

} // namespace

void planReductionKernels(Function &F, PassContext &C) {
  forEachStmt(*F.Body, [&](Stmt &S) {
    auto *Root = dyn_cast<ForStmt>(&S);
    if (!Root || S.Place != Stmt::Kernel || !Root->Kernel)
      return;
    ReductionPlan P;
    P.BlockHistograms = blockHistograms(*Root);
    bool Reduces = !kernelReductions(*Root).empty();
    if (!Reduces && P.BlockHistograms.empty())
      return;
    P.Strides = canStride(*Root);
    BandMapping M = bandMapping(*Root);
    std::set<const Array *> InShared;
    std::vector<const Array *> Histograms;
    for (auto [A, Elements] : P.BlockHistograms) {
      InShared.insert(A);
      Histograms.push_back(A);
    }
    if (P.Strides && M.Band.size() == 1 && M.NumDims == 1)
      vectorReads(*M.Mapped[0], InShared, P);
    std::string What =
        P.Strides ? "its threads stride over the iterations of '" +
                        M.Mapped[M.NumDims - 1]->Index->userName() + "'"
                  : "one iteration a thread";
    if (P.VectorWidth)
      What += ", reading " + names(P.VectorArrays) + " as vectors of " +
              std::to_string(P.VectorWidth);
    if (!Histograms.empty())
      What +=
          "; each block adds into " + names(Histograms) + " in shared memory";
    C.D.remark(Root->Loc, std::string(Reduces ? "reduction" : "histogram") +
                              " kernel at " + Root->Label + ": " + What);
    Root->Kernel->Reduce = std::make_unique<ReductionPlan>(std::move(P));
  });
}

} // namespace loopgen
