//===- MapToGrid.cpp - Place statements and map bands to the grid ---------===//

#include "loopgen/Transforms/MapToGrid.h"
#include "loopgen/Analysis/Coalescing.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Band.h"
#include "loopgen/IR/Walk.h"
#include <set>

namespace loopgen {

namespace {

/// Whether S holds a loop that runs in parallel: a parallel one or a scan.
bool containsParallelLoop(const Stmt &S) {
  bool Found = false;
  walkStmts(S, [&](const Stmt &X) {
    Found |= X.K == Stmt::For && (cast<ForStmt>(X).IsParallel ||
                                  cast<ForStmt>(X).Scan);
  });
  return Found;
}

/// Whether S only computes scalars from scalars the host has.
bool hostScalarCode(const Stmt &S) {
  bool OK = true;
  walkStmts(S, [&](const Stmt &X) {
    if (X.K == Stmt::Decl && cast<DeclStmt>(X).Arr && &X != &S)
      OK = false;
    if (X.K == Stmt::Assign &&
        (cast<AssignStmt>(X).Target->K != Expr::VarRef ||
         cast<AssignStmt>(X).Target->Var->OnDevice))
      OK = false;
    if (X.K == Stmt::Decl && cast<DeclStmt>(X).Var &&
        cast<DeclStmt>(X).Var->OnDevice &&
        cast<DeclStmt>(X).Init)
      OK = false;
    forEachOwnExpr(X, [&](const Expr &E) { OK &= !readsDevice(E); });
  });
  return OK;
}

class Mapper {
public:
  Mapper(Function &F, Diagnostics &D, bool Coalescing)
      : F(F), D(D), Coalescing(Coalescing) {}

  void run() {
    // Place, then grow the set of device scalars until nothing changes.
    bool Changed = true;
    while (Changed) {
      place(*F.Body);
      Changed = markDeviceScalars();
    }
    mapBands(*F.Body);
  }

private:
  Function &F;
  Diagnostics &D;
  bool Coalescing;

  void place(BlockStmt &B);
  bool markDeviceScalars();
  void mapBands(BlockStmt &B);
};

void Mapper::place(BlockStmt &B) {
  for (StmtPtr &P : B.Body) {
    Stmt &S = *P;
    switch (S.K) {
    case Stmt::Return:
      S.Place = Stmt::Host;
      continue;
    case Stmt::Decl: {
      auto &DS = cast<DeclStmt>(S);
      // A device scalar initialized from host values is copied there.
      bool Device = DS.Var && DS.Init && readsDevice(*DS.Init);
      S.Place = Device ? Stmt::Serial : Stmt::Host;
      continue;
    }
    case Stmt::For: {
      auto &L = cast<ForStmt>(S);
      bool HostBounds = !readsDevice(*L.Begin) && !readsDevice(*L.End);
      if (L.IsParallel && HostBounds) {
        S.Place = Stmt::Kernel;
        continue;
      }
      if (L.Scan && HostBounds) {
        S.Place = Stmt::Scan;
        continue;
      }
      if (containsParallelLoop(S) && HostBounds) {
        S.Place = Stmt::HostControl;
        place(*L.Body);
        continue;
      }
      break;
    }
    case Stmt::If: {
      auto &I = cast<IfStmt>(S);
      // A condition on scalars that device code computed (a reduction's
      // result) is read back by the host, which launches the kernels
      // inside; one on array elements runs in device code.
      if (containsParallelLoop(S) && !readsArrays(*I.Cond)) {
        S.Place = Stmt::HostControl;
        place(*I.Then);
        if (I.Else)
          place(*I.Else);
        continue;
      }
      break;
    }
    case Stmt::Assign: {
      // So is a device scalar assigned from host values.
      auto &A = cast<AssignStmt>(S);
      if (A.Op.empty() && A.Target->K == Expr::VarRef &&
          !readsDevice(*A.Value)) {
        S.Place = Stmt::Host;
        continue;
      }
      break;
    }
    default:
      break;
    }
    S.Place = hostScalarCode(S) ? Stmt::Host : Stmt::Serial;
    // Placed again after device scalars were found (an if whose condition
    // became device data): what an earlier round placed inside it now runs
    // in its code.
    forEachStmt(S, [&](Stmt &Inner) {
      if (&Inner != &S)
        Inner.Place = Stmt::Unplaced;
    });
  }
}

/// Marks the host-declared scalars (and parameters) that device code
/// assigns; returns whether any is new.
bool Mapper::markDeviceScalars() {
  std::set<const Variable *> DeclaredInDevice;
  std::vector<Variable *> Assigned;
  std::function<void(BlockStmt &)> Visit = [&](BlockStmt &B) {
    for (StmtPtr &P : B.Body) {
      Stmt &S = *P;
      if (S.Place == Stmt::Serial || S.Place == Stmt::Kernel ||
          S.Place == Stmt::Scan) {
        walkStmts(S, [&](const Stmt &X) {
          if (X.K == Stmt::Decl && cast<DeclStmt>(X).Var &&
              &X != &S)
            DeclaredInDevice.insert(cast<DeclStmt>(X).Var);
          if (X.K == Stmt::Assign) {
            auto &A = cast<AssignStmt>(X);
            if (A.Target->K == Expr::VarRef)
              Assigned.push_back(A.Target->Var);
          }
        });
      } else if (S.Place == Stmt::HostControl) {
        if (S.K == Stmt::For)
          Visit(*cast<ForStmt>(S).Body);
        if (S.K == Stmt::If) {
          Visit(*cast<IfStmt>(S).Then);
          if (auto &E = cast<IfStmt>(S).Else)
            Visit(*E);
        }
      }
    }
  };
  Visit(*F.Body);
  bool Changed = false;
  for (Variable *V : Assigned)
    if (!DeclaredInDevice.count(V) && !V->OnDevice &&
        V->K != Variable::LoopIndex) {
      V->OnDevice = true;
      Changed = true;
    }
  // A serial declaration with an initializer puts its variable on the device.
  walkStmts(*F.Body, [&](const Stmt &X) {
    if (X.K == Stmt::Decl && X.Place == Stmt::Serial) {
      Variable *V = cast<DeclStmt>(X).Var;
      if (V && !V->OnDevice) {
        V->OnDevice = true;
        Changed = true;
      }
    }
  });
  return Changed;
}

void Mapper::mapBands(BlockStmt &B) {
  for (StmtPtr &P : B.Body) {
    Stmt &S = *P;
    if (S.Place == Stmt::HostControl) {
      if (S.K == Stmt::For)
        mapBands(*cast<ForStmt>(S).Body);
      if (S.K == Stmt::If) {
        mapBands(*cast<IfStmt>(S).Then);
        if (auto &E = cast<IfStmt>(S).Else)
          mapBands(*E);
      }
      continue;
    }
    if (S.Place == Stmt::Serial && containsParallelLoop(S)) {
      D.remark(S.Loc,
               "parallel loops here run in a single GPU thread: "
               "they sit inside control flow that depends on "
               "device data");
      continue;
    }
    if (S.Place != Stmt::Kernel)
      continue;
    std::vector<ForStmt *> Band = bandOf(cast<ForStmt>(S));
    mapBandToGrid(F, cast<ForStmt>(S), &D, Coalescing);
    std::string Map;
    static const char *Dims[] = {"x", "y", "z"};
    unsigned Mapped = 0;
    for (int Dim = 2; Dim >= 0; --Dim)
      for (ForStmt *L : Band)
        if (L->GridDim == Dim) {
          Map += std::string(Map.empty() ? "" : ", ") + Dims[Dim] + ": '" +
                 L->Index->userName() + "'";
          ++Mapped;
        }
    D.remark(
        S.Loc,
        "loop nest becomes a kernel with " + std::to_string(Mapped) +
            "-D grid (" + Map + ")" +
            (Band.size() > 3 ? "; outer band loops run in each thread" : ""));
    // Parallel loops below the band run sequentially in each thread.
    walkStmts(*Band.back()->Body, [&](const Stmt &X) {
      if (X.K == Stmt::For && cast<ForStmt>(X).IsParallel)
        D.remark(X.Loc, "parallel loop over '" +
                            cast<ForStmt>(X).Index->userName() +
                            "' runs sequentially inside the kernel: it is not "
                            "perfectly nested in the band");
    });
  }
}

} // namespace

bool mapBandToGrid(const Function &F, ForStmt &Root, Diagnostics *D,
                   bool Coalescing) {
  std::vector<ForStmt *> Band = bandOf(Root);
  if (!Root.Kernel)
    Root.Kernel = std::make_unique<KernelPlan>();
  Root.Kernel->Depth = Band.size();
  size_t First = Band.size() > 3 ? Band.size() - 3 : 0;
  std::vector<ForStmt *> Mapped(Band.begin() + First, Band.end());
  ForStmt *Old = nullptr;
  for (ForStmt *L : Band)
    if (L->GridDim == 0)
      Old = L;
  // Cheapest accesses on x; a short constant loop fills warps poorly.
  auto Cost = [&](const ForStmt *L) {
    // The loop that would go on y: the innermost other mapped loop.
    const Variable *Y = nullptr;
    for (ForStmt *M : Mapped)
      if (M != L)
        Y = M->Index;
    double C = kernelCost(F, *Band.back(), L->Index, Y);
    auto B = Polynomial::from(*L->Begin), E = Polynomial::from(*L->End);
    if (B && E && B->isConstant() && E->isConstant()) {
      int64_t Trips = (E->constantTerm() - B->constantTerm()) / L->Step;
      if (Trips > 0 && Trips < 32)
        C *= 32.0 / Trips;
    }
    return C;
  };
  ForStmt *X = Mapped.back();
  double Best = Coalescing ? Cost(X) : 0;
  for (ForStmt *L : Mapped)
    if (double C = Coalescing ? Cost(L) : 1; C < Best) {
      Best = C;
      X = L;
    }
  for (ForStmt *L : Band)
    L->GridDim = -1;
  X->GridDim = 0;
  int Next = 1;
  for (auto It = Mapped.rbegin(); It != Mapped.rend(); ++It)
    if (*It != X)
      (*It)->GridDim = Next++;
  if (D && X != Mapped.back())
    D->remark(X->Loc, "loop over '" + X->Index->userName() +
                          "' goes on threadIdx.x: its accesses cost " +
                          std::to_string((long long)Best) +
                          " memory segments per warp and thread, against " +
                          std::to_string((long long)Cost(Mapped.back())) +
                          " with the innermost loop '" +
                          Mapped.back()->Index->userName() + "'");
  return Old && Old != X;
}

void mapToGrid(Function &F, PassContext &C) {
  Mapper(F, C.D, C.Opts.Coalescing).run();
}

} // namespace loopgen
