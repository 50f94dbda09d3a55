//===- Profitability.cpp - Whether the GPU is worth it --------------------===//

#include "loopgen/Transforms/Profitability.h"
#include "loopgen/Analysis/Dependence.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Walk.h"

namespace loopgen {

namespace {

/// Whether L's trip count is not a constant: its work grows with the input.
bool growsWithInput(const ForStmt &L) {
  std::optional<Polynomial> Trips = Polynomial::from(*L.tripCount());
  return !Trips || !Trips->isConstant();
}

bool isWork(const Stmt &S) {
  return S.K != Stmt::For && S.K != Stmt::If && S.K != Stmt::Block;
}

} // namespace

bool keepOnHost(const Function &F, Diagnostics &D) {
  // The order of each statement's work (its loops of unknown trip count),
  // and the outermost single-thread loop around a statement of the highest
  // order.
  unsigned HighestOrder = 0, HighestSerialOrder = 0;
  const ForStmt *SerialLoop = nullptr;
  walkInContext(*F.Body, [&](const Stmt &S, const StmtContext &Ctx) {
    if (!isWork(S))
      return;
    unsigned Order = 0;
    const ForStmt *Outermost = nullptr;
    bool Single = S.Place == Stmt::Serial;
    for (const StmtContext::Branch &B : Ctx.Branches)
      Single |= B.If->Place == Stmt::Serial;
    for (const ForStmt *L : Ctx.Loops) {
      Order += growsWithInput(*L);
      Single |= L->Place == Stmt::Serial;
      if (Single && !Outermost)
        Outermost = L;
    }
    HighestOrder = std::max(HighestOrder, Order);
    if (Single && Outermost && Order >= HighestSerialOrder) {
      if (Order > HighestSerialOrder || !SerialLoop)
        SerialLoop = Outermost;
      HighestSerialOrder = Order;
    }
  });
  if (!SerialLoop || HighestSerialOrder < HighestOrder || HighestOrder == 0)
    return false;
  DependenceResult R = testLoop(F, *SerialLoop);
  D.warning(SerialLoop->Loc,
            "'" + F.Name +
                "' runs on the host as written: the loop over '" +
                SerialLoop->Index->Name +
                "' would run in one GPU thread, far slower than a CPU core, "
                "and holds as much of the work as any loop" +
                (R.Reason.empty() ? "" : " (it is sequential: " + R.Reason + ")") +
                "; --force-gpu translates it anyway");
  return true;
}

} // namespace loopgen
