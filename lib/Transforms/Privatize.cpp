//===- Privatize.cpp - Give each iteration its own copy -------------------===//

#include "loopgen/Transforms/Privatize.h"
#include "loopgen/Analysis/Coverage.h"
#include "loopgen/IR/Walk.h"
#include <algorithm>

namespace loopgen {

static const char *Pass = "loopgen";

namespace {

bool refersTo(const Expr &E, const Variable *V, const Array *A) {
  bool Found = false;
  walkExpr(E, [&](const Expr &X) {
    Found |= (V && X.K == Expr::VarRef && X.Var == V) ||
             (A && X.K == Expr::Access && X.Arr == A);
  });
  return Found;
}

/// The statements of F (other than Decl) whose own expressions use V or A.
std::vector<const Stmt *> usesOf(const Function &F, const Variable *V,
                                 const Array *A) {
  std::vector<const Stmt *> Uses;
  walkStmts(*F.Body, [&](const Stmt &S) {
    bool Uses_ = false;
    forEachOwnExpr(S, [&](const Expr &E) { Uses_ |= refersTo(E, V, A); });
    if (Uses_)
      Uses.push_back(&S);
  });
  return Uses;
}

/// The block directly holding S.
BlockStmt *parentBlock(BlockStmt &B, const Stmt *S) {
  for (StmtPtr &P : B.Body) {
    if (P.get() == S)
      return &B;
    BlockStmt *Found = nullptr;
    if (P->K == Stmt::Block)
      Found = parentBlock(static_cast<BlockStmt &>(*P), S);
    else if (P->K == Stmt::For)
      Found = parentBlock(*static_cast<ForStmt &>(*P).Body, S);
    else if (P->K == Stmt::If) {
      auto &I = static_cast<IfStmt &>(*P);
      Found = parentBlock(*I.Then, S);
      if (!Found && I.Else)
        Found = parentBlock(*I.Else, S);
    }
    if (Found)
      return Found;
  }
  return nullptr;
}

void privatizeOne(Function &F, DeclStmt &Decl, Diagnostics &D) {
  const Variable *V = Decl.Var;
  const Array *A = Decl.Arr;
  std::string Name = V ? V->Name : A->Name;
  std::vector<const Stmt *> Uses = usesOf(F, V, A);
  if (Uses.empty())
    return;
  // The innermost loop around every use.
  std::vector<const ForStmt *> Common = enclosingLoops(F, *Uses[0]);
  if (Uses[0]->K == Stmt::For)
    Common.push_back(static_cast<const ForStmt *>(Uses[0]));
  for (const Stmt *U : Uses) {
    std::vector<const ForStmt *> Chain = enclosingLoops(F, *U);
    // A loop whose bounds use the variable does not hold that use.
    size_t N = 0;
    while (N < Common.size() && N < Chain.size() && Common[N] == Chain[N])
      ++N;
    Common.resize(N);
  }
  std::vector<const ForStmt *> DeclLoops = enclosingLoops(F, Decl);
  if (Common.size() <= DeclLoops.size()) {
    // Say why a loop that writes it could not have it privatized: a use
    // outside that loop needs the value it leaves behind.
    for (const Stmt *U : Uses) {
      std::vector<const ForStmt *> Chain = enclosingLoops(F, *U);
      if (Chain.size() <= DeclLoops.size() || U->K != Stmt::Assign)
        continue;
      const ForStmt *Writer = Chain[DeclLoops.size()];
      for (const Stmt *Other : Uses) {
        std::vector<const ForStmt *> OC = enclosingLoops(F, *Other);
        if (std::find(OC.begin(), OC.end(), Writer) == OC.end() &&
            Other != Writer) {
          D.remark(Writer->Loc, Pass,
                   "'" + Name + "' is not privatized in the loop over '" +
                       Writer->Index->Name +
                       "': it is also used outside the loop, which needs "
                       "the value the loop leaves behind");
          D.note(Other->Loc, "used here");
          return;
        }
      }
    }
    return; // Already as private as its uses allow.
  }
  // Only a loop that writes it needs a copy per iteration.
  while (Common.size() > DeclLoops.size()) {
    bool Writes = false;
    walkStmts(*Common.back()->Body, [&](const Stmt &S) {
      if (S.K != Stmt::Assign)
        return;
      const Expr &T = *static_cast<const AssignStmt &>(S).Target;
      Writes |= (V && T.K == Expr::VarRef && T.Var == V) ||
                (A && T.K == Expr::Access && T.Arr == A);
    });
    if (Writes)
      break;
    Common.pop_back();
  }
  if (Common.size() <= DeclLoops.size())
    return;
  const ForStmt &L = *Common.back();
  std::string Loop = "loop over '" + L.Index->Name + "'";
  if (L.Annot.K == LoopAnnotation::Sequential)
    return;
  // Every use must lie in L's body, not in the loops around it.
  for (const Stmt *U : Uses)
    if (U == &L) {
      D.remark(L.Loc, Pass, "'" + Name + "' is not privatized in the " + Loop +
                                ": the loop's bounds use it");
      return;
    }
  Coverage C = V ? coverageOf(F, L, *V) : coverageOf(F, L, *A);
  if (!C.Covered) {
    D.remark(C.Loc, Pass, "'" + Name + "' is not privatized in the " + Loop +
                              ": " + C.Why);
    return;
  }
  BlockStmt *Parent = parentBlock(*F.Body, &Decl);
  auto It = std::find_if(Parent->Body.begin(), Parent->Body.end(),
                         [&](const StmtPtr &P) { return P.get() == &Decl; });
  StmtPtr Moved = std::move(*It);
  Parent->Body.erase(It);
  auto &MovedDecl = static_cast<DeclStmt &>(*Moved);
  MovedDecl.Init = nullptr; // Never read: every read follows a write.
  MovedDecl.ReadsCovered = true;
  auto &Body = const_cast<ForStmt &>(L).Body->Body;
  Body.insert(Body.begin(), std::move(Moved));
  D.remark(L.Loc, Pass, "'" + Name + "' is privatized in the " + Loop +
                            ": every read in an iteration follows a write "
                            "in the same iteration");
}

} // namespace

void privatize(Function &F, Diagnostics &D) {
  std::vector<DeclStmt *> Decls;
  walkStmts(*F.Body, [&](const Stmt &S) {
    if (S.K == Stmt::Decl)
      Decls.push_back(const_cast<DeclStmt *>(static_cast<const DeclStmt *>(&S)));
  });
  for (DeclStmt *Decl : Decls)
    privatizeOne(F, *Decl, D);
}

} // namespace loopgen
