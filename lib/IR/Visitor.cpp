//===- Visitor.cpp - Visitors and mutators of LoopIR ----------------------===//

#include "loopgen/IR/Visitor.h"

namespace loopgen {

void forEachExprSlot(Stmt &S, llvm::function_ref<void(ExprPtr &)> F) {
  switch (S.K) {
  case Stmt::For: {
    auto &L = cast<ForStmt>(S);
    F(L.Begin);
    F(L.End);
    if (L.While)
      F(L.While);
    break;
  }
  case Stmt::Assign: {
    auto &A = cast<AssignStmt>(S);
    F(A.Target);
    F(A.Value);
    break;
  }
  case Stmt::If:
    F(cast<IfStmt>(S).Cond);
    break;
  case Stmt::Decl:
    if (ExprPtr &Init = cast<DeclStmt>(S).Init)
      F(Init);
    break;
  case Stmt::Return:
    if (ExprPtr &Value = cast<ReturnStmt>(S).Value)
      F(Value);
    break;
  case Stmt::Block:
    break;
  }
}

void forEachExprSlot(const Stmt &S,
                     llvm::function_ref<void(const ExprPtr &)> F) {
  // The same slots, read-only.
  // const_cast: the const overload reuses the mutable one, which changes
  // nothing.
  forEachExprSlot(const_cast<Stmt &>(S), [&](ExprPtr &E) { F(E); });
}

void forEachChildBlock(Stmt &S, llvm::function_ref<void(BlockStmt &)> F) {
  switch (S.K) {
  case Stmt::For:
    F(*cast<ForStmt>(S).Body);
    break;
  case Stmt::If: {
    auto &I = cast<IfStmt>(S);
    F(*I.Then);
    if (I.Else)
      F(*I.Else);
    break;
  }
  default:
    break;
  }
}

void forEachChildBlock(const Stmt &S,
                       llvm::function_ref<void(const BlockStmt &)> F) {
  // The same blocks, read-only.
  // const_cast: the const overload reuses the mutable one, which changes
  // nothing.
  forEachChildBlock(const_cast<Stmt &>(S), [&](BlockStmt &B) { F(B); });
}

void IRVisitor::visit(const Stmt &S) {
  switch (S.K) {
  case Stmt::Block:
    return visitBlock(cast<BlockStmt>(S));
  case Stmt::For:
    return visitFor(cast<ForStmt>(S));
  case Stmt::Assign:
    return visitAssign(cast<AssignStmt>(S));
  case Stmt::If:
    return visitIf(cast<IfStmt>(S));
  case Stmt::Decl:
    return visitDecl(cast<DeclStmt>(S));
  case Stmt::Return:
    return visitReturn(cast<ReturnStmt>(S));
  }
}

void IRVisitor::visit(const Expr &E) {
  for (const ExprPtr &Op : E.Ops)
    visit(*Op);
}

void IRVisitor::visitChildren(const Stmt &S) {
  forEachExprSlot(S, [&](const ExprPtr &E) { visit(*E); });
  forEachChildBlock(S, [&](const BlockStmt &B) { visitBlock(B); });
}

void IRVisitor::visitBlock(const BlockStmt &B) {
  for (const StmtPtr &S : B.Body)
    visit(*S);
}
void IRVisitor::visitFor(const ForStmt &L) { visitChildren(L); }
void IRVisitor::visitAssign(const AssignStmt &A) { visitChildren(A); }
void IRVisitor::visitIf(const IfStmt &I) { visitChildren(I); }
void IRVisitor::visitDecl(const DeclStmt &D) { visitChildren(D); }
void IRVisitor::visitReturn(const ReturnStmt &R) { visitChildren(R); }

void IRMutator::mutate(StmtPtr &Slot) {
  switch (Slot->K) {
  case Stmt::Block:
    return mutateBlock(cast<BlockStmt>(*Slot));
  case Stmt::For:
    return mutateFor(Slot, cast<ForStmt>(*Slot));
  case Stmt::Assign:
    return mutateAssign(Slot, cast<AssignStmt>(*Slot));
  case Stmt::If:
    return mutateIf(Slot, cast<IfStmt>(*Slot));
  case Stmt::Decl:
    return mutateDecl(Slot, cast<DeclStmt>(*Slot));
  case Stmt::Return:
    return mutateReturn(Slot, cast<ReturnStmt>(*Slot));
  }
}

void IRMutator::mutate(ExprPtr &E) {
  for (ExprPtr &Op : E->Ops)
    mutate(Op);
}

void IRMutator::mutateChildren(Stmt &S) {
  forEachExprSlot(S, [&](ExprPtr &E) { mutate(E); });
  forEachChildBlock(S, [&](BlockStmt &B) { mutateBlock(B); });
}

void IRMutator::mutateBlock(BlockStmt &B) {
  for (StmtPtr &S : B.Body)
    mutate(S);
}
void IRMutator::mutateFor(StmtPtr &, ForStmt &L) { mutateChildren(L); }
void IRMutator::mutateAssign(StmtPtr &, AssignStmt &A) { mutateChildren(A); }
void IRMutator::mutateIf(StmtPtr &, IfStmt &I) { mutateChildren(I); }
void IRMutator::mutateDecl(StmtPtr &, DeclStmt &D) { mutateChildren(D); }
void IRMutator::mutateReturn(StmtPtr &, ReturnStmt &R) { mutateChildren(R); }

} // namespace loopgen
