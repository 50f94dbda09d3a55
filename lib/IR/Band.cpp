//===- Band.cpp - The loops of a band kernel ------------------------------===//

#include "loopgen/IR/Band.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Walk.h"
#include <set>

namespace loopgen {

/// The extreme value of P over the ranges of the band loops among Band
/// whose indices it uses (each index at most linearly, each loop of step 1
/// with bounds free of band indices): its least value when Least, else its
/// greatest; none when P is not of that form.
static std::optional<Polynomial>
extremeOver(const Polynomial &P, llvm::ArrayRef<const ForStmt *> Band,
            bool Least) {
  Polynomial Out = P;
  for (const ForStmt *L : Band) {
    if (!P.dependsOn(L->Index))
      continue;
    auto C = P.coefficientOf(L->Index);
    auto Lo = Polynomial::from(*L->Begin), Hi = Polynomial::from(*L->End);
    if (!C || !C->isConstant() || L->Step != 1 || !Lo || !Hi)
      return std::nullopt;
    for (const ForStmt *M : Band)
      if (Lo->dependsOn(M->Index) || Hi->dependsOn(M->Index))
        return std::nullopt;
    bool AtLow = (C->constantTerm() > 0) == Least;
    Polynomial At = AtLow ? *Lo : *Hi - Polynomial::constant(1);
    Out = Out.withoutVar(L->Index) + *C * At;
  }
  return Out;
}

std::optional<std::pair<ExprPtr, ExprPtr>>
gridRange(const ForStmt &L, llvm::ArrayRef<const ForStmt *> Band) {
  std::set<const Variable *> Indices;
  for (const ForStmt *B : Band)
    Indices.insert(B->Index);
  if (!mentions(*L.Begin, Indices) && !mentions(*L.End, Indices))
    return std::make_pair(L.Begin->clone(), L.End->clone());
  auto Begin = Polynomial::from(*L.Begin), End = Polynomial::from(*L.End);
  if (L.Step != 1 || !Begin || !End)
    return std::nullopt;
  auto Least = extremeOver(*Begin, Band, true);
  auto Most = extremeOver(*End, Band, false);
  if (!Least || !Most)
    return std::nullopt;
  return std::make_pair(Least->toExpr(L.Begin->Ty), Most->toExpr(L.End->Ty));
}

/// bandOf for both constnesses.
template <typename LoopT> static std::vector<LoopT *> bandFrom(LoopT &Root) {
  std::vector<LoopT *> Band{&Root};
  std::set<const Variable *> Indices{Root.Index};
  LoopT *Cur = &Root;
  bool Triangular = false;
  while (Cur->Body->Body.size() == 1 && Cur->Body->Body[0]->K == Stmt::For) {
    LoopT *Inner = cast<ForStmt>(Cur->Body->Body[0].get());
    if (!Inner->IsParallel || readsDevice(*Inner->Begin) ||
        readsDevice(*Inner->End))
      break;
    // Bounds that move with the band's indices (j <= i): the grid covers
    // their range and each thread tests its own, while every band loop is
    // on the grid.
    bool Moves =
        mentions(*Inner->Begin, Indices) || mentions(*Inner->End, Indices);
    if ((Moves || Triangular) &&
        (Band.size() >= 3 || (Moves && !gridRange(*Inner, Band))))
      break;
    Triangular |= Moves;
    Band.push_back(Inner);
    Indices.insert(Inner->Index);
    Cur = Inner;
  }
  return Band;
}

std::vector<ForStmt *> bandOf(ForStmt &Root) { return bandFrom(Root); }

std::vector<const ForStmt *> bandOf(const ForStmt &Root) {
  return bandFrom(Root);
}

/// kernelBand for both constnesses.
template <typename LoopT>
static std::vector<LoopT *> recordedBand(LoopT &Root) {
  std::vector<LoopT *> Band{&Root};
  unsigned Depth = Root.Kernel ? Root.Kernel->Depth : 1;
  while (Band.size() < Depth)
    Band.push_back(cast<ForStmt>(Band.back()->Body->Body[0].get()));
  return Band;
}

std::vector<ForStmt *> kernelBand(ForStmt &Root) { return recordedBand(Root); }

std::vector<const ForStmt *> kernelBand(const ForStmt &Root) {
  return recordedBand(Root);
}

int alignedStart(const ForStmt &L) {
  auto Begin = Polynomial::from(*L.Begin);
  if (L.GridDim != 0 || L.Step != 1 || L.Copies.size() > 1 || !Begin ||
      !Begin->isConstant() || L.isKernel(KernelKind::WaveTiles))
    return 0;
  int64_t C = Begin->constantTerm();
  return C > 0 && C < 32 ? int(C) : 0;
}

const ForStmt *streamedLoop(const ForStmt &Root) {
  if (!Root.isKernel(KernelKind::RowsStreamed))
    return nullptr;
  return kernelBand(Root)[Root.Kernel->StreamedLoop];
}

const ForStmt *tiledLoop(const ForStmt &Root) {
  const ForStmt *Loop = nullptr;
  for (const StmtPtr &S : kernelBand(Root).back()->Body->Body)
    if (S->K == Stmt::For) {
      if (Loop)
        return nullptr;
      Loop = cast<ForStmt>(S.get());
    }
  return Loop;
}

std::vector<const ForStmt *> kernelsIn(const ForStmt &L) {
  std::vector<const ForStmt *> Kernels;
  for (const StmtPtr &S : L.Body->Body)
    if (S->Place == Stmt::Kernel && S->K == Stmt::For)
      Kernels.push_back(cast<ForStmt>(S.get()));
  return Kernels;
}

BandMapping bandMapping(const ForStmt &Root) {
  BandMapping M;
  M.Band = kernelBand(Root);
  M.Mapped.assign(3, nullptr);
  for (const ForStmt *L : M.Band)
    if (L->GridDim >= 0)
      M.Mapped[L->GridDim] = L;
  while (M.NumDims < 3 && M.Mapped[M.NumDims])
    ++M.NumDims;
  return M;
}

std::vector<Reduction> kernelReductions(const ForStmt &Root) {
  std::vector<Reduction> Out;
  std::set<const Variable *> Updated = assignedScalars(*Root.Body);
  // A stored literal needs no combining: threads store it in place.
  for (const Reduction &R : Root.Reductions)
    if (Updated.count(R.Var) && R.Op != "=")
      Out.push_back(R);
  return Out;
}

} // namespace loopgen
