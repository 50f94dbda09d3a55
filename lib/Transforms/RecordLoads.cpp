//===- RecordLoads.cpp - Records read with one vector load ----------------===//

#include "loopgen/Transforms/RecordLoads.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/Utils/RegisterReuse.h"

namespace loopgen {


namespace {

/// The fields of one record an iteration reads: accesses of one array
/// whose offsets differ by constants, by constant term.
struct Record {
  const Array *Arr;
  Polynomial Base; ///< The offset without its constant term.
  std::map<int64_t, const Expr *> Fields;
};

/// A vector load: the record's fields at Start .. Start + Width - 1.
struct Group {
  const Record *Of;
  int64_t Start;
  unsigned Width;
};

int64_t floorMod(int64_t A, int64_t B) { return ((A % B) + B) % B; }

/// The groups of R's fields that one vector load of 16 bytes, else 8,
/// moves: every field read, the first at an aligned offset.
std::vector<Group> groupsOf(const Record &R) {
  std::vector<Group> Groups;
  unsigned Bytes = R.Arr->Elem.Bits / 8;
  if (R.Arr->Elem.K == ScalarType::Bool || (Bytes != 4 && Bytes != 8))
    return Groups;
  std::set<int64_t> Taken;
  for (unsigned W : {16 / Bytes, 8 / Bytes}) {
    if (W < 2)
      continue;
    bool Aligned = true;
    for (auto &[Monomial, Coefficient] : R.Base.Terms)
      Aligned &= Coefficient % int64_t(W) == 0;
    if (!Aligned)
      continue;
    for (auto &[Start, First] : R.Fields) {
      if (floorMod(Start, W) != 0)
        continue;
      bool Whole = true;
      for (int64_t C = Start; C < Start + W; ++C)
        Whole &= R.Fields.count(C) && !Taken.count(C);
      if (!Whole)
        continue;
      for (int64_t C = Start; C < Start + W; ++C)
        Taken.insert(C);
      Groups.push_back({&R, Start, W});
    }
  }
  return Groups;
}

/// The statements of B's level (and of the blocks in its ifs) that are
/// members of vector accesses already: they stay as they are.
std::set<const Stmt *> vectorMembers(const BlockStmt &B) {
  std::set<const Stmt *> Members;
  walkStmts(B, [&](const Stmt &S) {
    if (S.K != Stmt::Block)
      return;
    auto &Body = cast<BlockStmt>(S).Body;
    for (size_t I = 0; I < Body.size(); ++I)
      for (unsigned M = 0; M < Body[I]->VectorGroup; ++M)
        Members.insert(Body[I + M].get());
  });
  return Members;
}

/// Loads the whole records one iteration of L reads as vectors; returns
/// the remark for L, empty when there are none.
std::string loadRecords(Function &F, ForStmt &L,
                        const std::set<const Array *> &Excluded) {
  BlockStmt &B = *L.Body;
  std::set<const Variable *> Changing = changingScalars(B);
  std::set<const Stmt *> Members = vectorMembers(B);
  std::vector<Record> Records;
  forEachLevelStmt(B, {}, [&](Stmt &S, const Conditions &Under) {
    if (!Under.empty() || Members.count(&S))
      return;
    forEachOwnExpr(S, [&](const Expr &Own) {
      walkEvaluated(Own, [&](const Expr &E, bool Conditional) {
        if (Conditional || E.K != Expr::Access || Excluded.count(E.Arr) ||
            !E.Arr->isParam() || E.Arr->rank() == 0 || E.Ty != E.Arr->Elem ||
            mentions(E, Changing))
          return;
        std::optional<Polynomial> Offset = flatOffset(E);
        if (!Offset)
          return;
        int64_t C = Offset->constantTerm();
        Polynomial Base = *Offset - Polynomial::constant(C);
        auto It = std::find_if(Records.begin(), Records.end(), [&](auto &R) {
          return R.Arr == E.Arr && R.Base == Base;
        });
        if (It == Records.end())
          It = Records.insert(Records.end(), Record{E.Arr, Base, {}});
        It->Fields.emplace(C, &E);
      });
    });
  });
  std::vector<Group> Groups;
  for (const Record &R : Records)
    for (const Group &G : groupsOf(R))
      Groups.push_back(G);
  if (Groups.empty())
    return "";
  // The loads, and the register each field's reads become.
  std::vector<StmtPtr> Loads;
  std::vector<std::pair<const Record *, std::pair<int64_t, Variable *>>> Regs;
  ExprPrinter P;
  std::string Described;
  for (const Group &G : Groups) {
    for (unsigned M = 0; M < G.Width; ++M) {
      const Expr &Field = *G.Of->Fields.at(G.Start + M);
      Variable *V = F.newVar(Variable::Local,
                             F.freshName(G.Of->Arr->Name + "_f"), Field.Ty);
      auto Decl = std::make_unique<DeclStmt>(Field.Loc);
      Decl->Var = V;
      Decl->Init = Field.clone();
      Decl->VectorGroup = M == 0 ? G.Width : 0;
      Loads.push_back(std::move(Decl));
      Regs.push_back({G.Of, {G.Start + M, V}});
    }
    Described += std::string(Described.empty() ? "" : ", ") + "'" +
                 P.print(*G.Of->Fields.at(G.Start)) + "' .. '" +
                 P.print(*G.Of->Fields.at(G.Start + G.Width - 1)) + "'";
  }
  auto Replace = [&](Expr &E) -> ExprPtr {
    if (E.K != Expr::Access || mentions(E, Changing))
      return nullptr;
    std::optional<Polynomial> Offset = flatOffset(E);
    if (!Offset)
      return nullptr;
    int64_t C = Offset->constantTerm();
    Polynomial Base = *Offset - Polynomial::constant(C);
    for (auto &[R, Reg] : Regs)
      if (R->Arr == E.Arr && R->Base == Base && Reg.first == C)
        return Expr::var(Reg.second, E.Loc);
    return nullptr;
  };
  forEachLevelStmt(B, {}, [&](Stmt &S, const Conditions &) {
    if (Members.count(&S))
      return;
    if (S.K == Stmt::If)
      mutateExpr(cast<IfStmt>(S).Cond, Replace);
    else if (S.K == Stmt::Assign || S.K == Stmt::Decl)
      mutateExprs(S, Replace);
  });
  B.Body.insert(B.Body.begin(), std::make_move_iterator(Loads.begin()),
                std::make_move_iterator(Loads.end()));
  return "each iteration of the loop over '" + L.Index->userName() +
         "' reads whole records with one vector load each: " + Described;
}

} // namespace

void loadRecordsAsVectors(Function &F, PassContext &C) {
  Diagnostics &D = C.D;

  forEachKernelSlot(*F.Body, [&](StmtPtr &S) {
    auto &Root = cast<ForStmt>(*S);
    if (Root.isKernel(KernelKind::Transpose) ||
        Root.isKernel(KernelKind::Tiled))
      return;
    // Arrays the kernel writes, and a thread's own (not aligned as
    // buffers are), are read as written.
    std::set<const Array *> Excluded = writtenArrays(Root);
    std::vector<ForStmt *> Loops;
    forEachStmt(Root, [&](Stmt &X) {
      if (X.K == Stmt::Decl && cast<DeclStmt>(X).Arr)
        Excluded.insert(cast<DeclStmt>(X).Arr);
      if (X.K == Stmt::For)
        Loops.push_back(cast<ForStmt>(&X));
    });
    // A loop of the source may have several versions (full tiles and
    // edges): one remark for all.
    std::set<std::pair<unsigned, std::string>> Remarks;
    for (ForStmt *L : Loops) {
      if (L->Scan) // Its ScanInfo names the body's statements and reads.
        continue;
      std::string Remark = loadRecords(F, *L, Excluded);
      if (!Remark.empty() &&
          Remarks.insert({L->Loc.getRawEncoding(), Remark}).second)
        D.remark(L->Loc, Remark);
    }
  });
}

} // namespace loopgen
