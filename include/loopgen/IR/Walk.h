//===- Walk.h - Generic traversals of LoopIR -------------------*- C++ -*-===//
//
// Pre-order walks over statements and expressions, so that analyses and
// passes do not each re-implement the recursion.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_IR_WALK_H
#define LOOPGEN_IR_WALK_H

#include "loopgen/IR/IR.h"
#include <functional>
#include <map>
#include <optional>
#include <set>

namespace loopgen {

/// Calls F on E and every sub-expression, pre-order.
void walkExpr(const Expr &E, const std::function<void(const Expr &)> &F);

/// Calls F on S and every statement nested in it, pre-order.
void walkStmts(const Stmt &S, const std::function<void(const Stmt &)> &F);
/// walkStmts for a pass that changes the statements it visits (not the
/// blocks being walked).
void forEachStmt(Stmt &S, const std::function<void(Stmt &)> &F);

/// The control a statement runs under within a walked block: the loops
/// and the if branches around it, outermost first (Else: in the else
/// branch).
struct StmtContext {
  struct Branch {
    const IfStmt *If;
    bool Else;
    /// The condition that holds (Else: fails) where the branch runs; null
    /// for a do-while's body, which runs once before its test.
    const Expr *holds() const;
  };
  std::vector<const ForStmt *> Loops;
  std::vector<Branch> Branches;
};

/// Calls F on every statement within B, pre-order, with the loops and
/// branches within B around it.
void walkInContext(
    const BlockStmt &B,
    const std::function<void(const Stmt &, const StmtContext &)> &F);

/// Calls F on the slot of every statement of B placed as a kernel
/// (Stmt::Kernel), within host loops and ifs around kernels too (a pass may
/// replace the statement in its slot).
void forEachKernelSlot(BlockStmt &B, const std::function<void(StmtPtr &)> &F);

/// Calls F on every expression that appears directly in S (not in nested
/// statements): targets, values, conditions, bounds, initializers.
void forEachOwnExpr(const Stmt &S, const std::function<void(const Expr &)> &F);

/// Calls F on every expression, at any depth, within S.
void walkAllExprs(const Stmt &S, const std::function<void(const Expr &)> &F);

/// Rewrites the expression tree E bottom-up: F may replace the node it is
/// given (return null to keep it).
void mutateExpr(ExprPtr &E, const std::function<ExprPtr(Expr &)> &F);

/// Rewrites every expression tree within S bottom-up: F may replace the
/// node it is given (return null to keep it).
void mutateExprs(Stmt &S, const std::function<ExprPtr(Expr &)> &F);

/// The scalars that statements within Scope assign (declarations aside).
std::set<const Variable *> assignedScalars(const Stmt &Scope);

/// The scalars Scope binds: the indices of its loops (Scope's own too) and
/// the scalars declared in it.
std::set<const Variable *> boundScalars(const Stmt &Scope);

/// The scalars whose value may change within Scope: those it binds or
/// assigns. An expression that mentions none has one value all over Scope.
std::set<const Variable *> changingScalars(const Stmt &Scope);

/// The arrays that loops of F update atomically (ForStmt::AtomicArrays):
/// their elements must stay in memory, in their layout.
std::set<const Array *> atomicArrays(const Stmt &Scope);

/// The arrays that statements within Scope write.
std::set<const Array *> writtenArrays(const Stmt &Scope);

/// The scalars declared in Scope with an initializer and never assigned
/// there afterwards, with that initializer.
std::map<const Variable *, const Expr *> singleDefinitions(const Stmt &Scope);

/// Replaces, in Exprs, every scalar declared in Scope with an initializer
/// and never assigned there by that initializer (repeatedly), so that sizes
/// such as `n = max(nx, ny)` can be computed outside Scope.
void substituteInvariantScalars(std::vector<ExprPtr> &Exprs, const Stmt &Scope);

/// Whether S computes only scalars: it holds no loop, assigns no array
/// element and declares no array.
bool computesScalarsOnly(const Stmt &S);
/// Whether E uses one of Vs.
bool mentions(const Expr &E, const std::set<const Variable *> &Vs);
/// Whether E reads memory or a scalar kept on the device: what the host
/// cannot evaluate.
bool readsDevice(const Expr &E);
/// Whether E reads an array element.
bool readsArrays(const Expr &E);

/// Whether some statement of F assigns an element of A.
bool writesArray(const Function &F, const Array &A);

/// Whether some statement of F reads an element of A (a compound
/// assignment reads its target).
bool readsArray(const Function &F, const Array &A);

/// A perfect nest of loops around one plain assignment to an array
/// element, or an if (no else) around one.
struct PerfectNest {
  std::vector<ForStmt *> Loops;
  AssignStmt *Assign = nullptr;
  IfStmt *Guard = nullptr;
};
/// The perfect nest from Root down, when Root is one.
std::optional<PerfectNest> perfectNest(ForStmt &Root);

/// The loops of F that enclose S, outermost first.
std::vector<const ForStmt *> enclosingLoops(const Function &F, const Stmt &S);

} // namespace loopgen

#endif // LOOPGEN_IR_WALK_H
