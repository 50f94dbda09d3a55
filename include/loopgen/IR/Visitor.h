//===- Visitor.h - Visitors and mutators of LoopIR -------------*- C++ -*-===//
//
// The one place that knows what each kind of statement holds. IRVisitor
// walks a tree read-only and IRMutator rewrites it in place (a statement may
// be replaced in its slot), both in the style of Halide's IRVisitor and
// IRMutator: override the visit of a kind to see it, and call the base's to
// go on into what it holds. The walks of Walk.h are built on them, so that a
// new kind of statement is taught here once.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_IR_VISITOR_H
#define LOOPGEN_IR_VISITOR_H

#include "loopgen/IR/IR.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace loopgen {

/// Calls F on every expression slot S holds directly (not those of nested
/// statements), in order: a loop's bounds, an assignment's target then
/// value, a condition, an initializer, a returned value.
void forEachExprSlot(Stmt &S, llvm::function_ref<void(ExprPtr &)> F);
void forEachExprSlot(const Stmt &S,
                     llvm::function_ref<void(const ExprPtr &)> F);

/// Calls F on every block S holds directly, in order: a loop's body, an
/// if's branches (a block's statements are not blocks it holds).
void forEachChildBlock(Stmt &S, llvm::function_ref<void(BlockStmt &)> F);
void forEachChildBlock(const Stmt &S,
                       llvm::function_ref<void(const BlockStmt &)> F);

/// Visits statements and expressions read-only, pre-order. Each visit of a
/// kind goes on, by default, into what it holds: its expressions, then its
/// blocks.
class IRVisitor {
public:
  virtual ~IRVisitor() = default;
  /// Dispatches to the visit of S's kind.
  void visit(const Stmt &S);
  /// Visits E's operands (override to see expressions).
  virtual void visit(const Expr &E);

protected:
  virtual void visitBlock(const BlockStmt &B);
  virtual void visitFor(const ForStmt &L);
  virtual void visitAssign(const AssignStmt &A);
  virtual void visitIf(const IfStmt &I);
  virtual void visitDecl(const DeclStmt &D);
  virtual void visitReturn(const ReturnStmt &R);
  /// What every kind's default does: its expressions, then its blocks.
  void visitChildren(const Stmt &S);
};

/// Rewrites statements and expressions in place, pre-order for statements
/// and bottom-up for expressions. An override may replace the statement or
/// expression in its slot.
class IRMutator {
public:
  virtual ~IRMutator() = default;
  /// Dispatches to the mutation of the statement in Slot.
  void mutate(StmtPtr &Slot);
  /// Mutates E's operands (override to rewrite expressions: call the base
  /// first for bottom-up).
  virtual void mutate(ExprPtr &E);
  /// The statements of B, each in its slot.
  virtual void mutateBlock(BlockStmt &B);

protected:
  virtual void mutateFor(StmtPtr &Slot, ForStmt &L);
  virtual void mutateAssign(StmtPtr &Slot, AssignStmt &A);
  virtual void mutateIf(StmtPtr &Slot, IfStmt &I);
  virtual void mutateDecl(StmtPtr &Slot, DeclStmt &D);
  virtual void mutateReturn(StmtPtr &Slot, ReturnStmt &R);
  /// What every kind's default does: its expressions, then its blocks.
  void mutateChildren(Stmt &S);
};

} // namespace loopgen

#endif // LOOPGEN_IR_VISITOR_H
