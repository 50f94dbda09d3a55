//===- RightLookingImpl.h - The right-looking pass's shared state -*- C++
//-*-===//
//
// The pieces of a nest (its assignments) and the class that moves a
// nest's loops over k outermost, shared by the three files of the pass.
// Not part of the library's interface: RightLooking.h is.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_LIB_TRANSFORMS_RIGHTLOOKINGIMPL_H
#define LOOPGEN_LIB_TRANSFORMS_RIGHTLOOKINGIMPL_H

#include "loopgen/Analysis/Isl.h"
#include "loopgen/IR/Diagnostics.h"
#include "loopgen/IR/IR.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace loopgen {
namespace rightlooking {

/// An assignment of the nest's body, and where the new order puts it.
struct Piece {
  AssignStmt *S;
  /// Its loop over k; null for the assignments outside them, which run at
  /// the end of Anchor's range (After) or at its start.
  ForStmt *Reduce = nullptr;
  ForStmt *Anchor = nullptr;
  bool After = true;
  std::vector<StmtContext::Branch> Guards; ///< The body's ifs around it.
  unsigned P = 0, Q = 0; ///< Its position in the body, in its loop over k.
  /// In a nest whose last level is a row of loops (Reorder::Columns): its
  /// loop there, and that loop's place in the row.
  ForStmt *Column = nullptr;
  unsigned Sibling = 0;
  /// Its place among the statements of its phase, when they run one after
  /// the other (Reorder::StatementMajor).
  unsigned Slot = 0;
  /// Run at the end of Anchor's last step, in its second phase, rather
  /// than first in the step after it: one launch fewer a step (Cholesky's
  /// square root of the diagonal, after its last update).
  bool Late = false;
};

/// 1 for what runs in the second phase of a step (the sums), 0 first.
inline int phase(const Piece &I) { return I.Reduce || I.Late ? 1 : 0; }

/// A local sum that accumulates in the element it stands for instead: its
/// loop over k, the stores of the local after it, and the element.
struct Demotion {
  ForStmt *Loop;
  std::vector<AssignStmt *> Stores;
  ExprPtr Element;
};

inline std::string printExpr(const Expr &E) { return ExprPrinter().print(E); }

/// An access of a piece: the expression, and whether it writes.
struct PieceAccess {
  const Expr *E;
  bool IsWrite;
};

/// The accesses of S: reads, then its target (a write, and a read for a
/// compound assignment).
std::vector<PieceAccess> accessesOf(const AssignStmt &S);

inline bool usesVar(const Stmt &S, const Variable *V) {
  bool Uses = false;
  walkAllExprs(
      S, [&](const Expr &X) { Uses |= X.K == Expr::VarRef && X.Var == V; });
  return Uses;
}

/// One pass of right-looking over a function: the nest being tried and
/// what is known of it. RightLooking.cpp finds the nests and places their
/// assignments, RightLookingLocals.cpp handles the sums in locals,
/// RightLookingOrder.cpp proves the new order and writes its loops.
class Reorder {
public:
  Reorder(Function &F, Diagnostics &D) : F(F), D(D) {}

  void block(BlockStmt &B);

private:
  Function &F;
  Diagnostics &D;
  // The nest being tried.
  std::vector<ForStmt *> Nest;
  /// The last level of the nest where it is a row of loops (Doolittle's
  /// row of U, then column of L, both from the diagonal): each assignment
  /// runs in one of them (Piece::Column). Empty for a perfect nest.
  std::vector<ForStmt *> Columns;
  ForStmt *Column = nullptr;   ///< The one being read.
  bool ColumnsAllowed = false; ///< Tried once the row does not fuse.
  /// The loops of the nest around piece I, outermost first.
  std::vector<ForStmt *> loopsOf(const Piece &I) const {
    std::vector<ForStmt *> Loops = Nest;
    if (I.Column)
      Loops.push_back(I.Column);
    return Loops;
  }
  size_t depth() const { return Nest.size() + !Columns.empty(); }
  StmtPtr Copy; ///< Its clone (fused, accumulators demoted).
  std::vector<Piece> Pieces;
  /// Demoted accumulators, and the element reads that stand for the local.
  std::vector<Demotion> Demoted;
  std::set<const Expr *> FromLocal;
  /// The index of the loop over the steps: the first loop over k's.
  Variable *Step = nullptr;
  /// The indices of the new loops (the nest's own, or signed copies where
  /// an index is unsigned), and the loop each stands for.
  std::map<const Variable *, const ForStmt *> Origin;
  /// For each phase: its statements run one after the other, each over
  /// all its points (else point by point, each point's in body order).
  bool StatementMajor[2] = {false, false};
  /// Locals that take an element per point of the nest instead (all of
  /// them when ExpandAll): the arrays made, their declarations.
  bool ExpandAll = false;
  std::vector<Array *> Expanded;
  std::vector<StmtPtr> ExpandedDecls;
  std::string Why;

  bool refuse(const std::string &Reason) {
    Why = Reason;
    return false;
  }
  /// Replaces the nest in B.Body[At] (Root, or its fused row) by its
  /// right-looking loops; false (with Why) when it stays.
  bool reorder(BlockStmt &B, size_t At, const ForStmt &Root);
  enum Outcome { Done, Refused, Retry };
  Outcome attempt(BlockStmt &B, size_t At, const ForStmt &Root);
  /// Sums in locals accumulate in the elements they are stored into, or
  /// the locals are expanded.
  bool demote(BlockStmt &Body);
  /// Replaces the local declared by S[At] with an array of an element per
  /// point of the nest.
  bool expand(std::vector<StmtPtr> &S, size_t At);
  /// Forgets the arrays of expanded locals.
  void dropExpanded();
  /// Collects the pieces of Body's statements From to To (Pieces).
  bool collect(BlockStmt &Body, size_t From, size_t To,
               std::vector<StmtContext::Branch> &Guards, ForStmt *&Last,
               unsigned &NextP);
  /// Appends the domain of piece I, over dimensions Prefix+"k" (its step)
  /// and Prefix+"x<l>" (the nest's indices), to Dims and Cons.
  bool domain(IslBuilder &B, const Piece &I, const std::string &Prefix,
              std::vector<std::string> &Dims, std::string &Cons);
  /// The dimension of the nest along I's rows: the innermost one its
  /// target's last subscript moves with, where the target moves with every
  /// dimension (a diagonal, A[i][i], has no rows); -1 when none.
  int rowDim(const Piece &I) const;
  std::vector<std::string> originalTime(const Piece &I,
                                        const std::string &Prefix);
  std::vector<std::string> newTime(const Piece &I, const std::string &Prefix);
  /// The array through which an instance of I and one of J, Extra (isl
  /// constraints on a<dim> and b<dim>) holding of the two, touch one
  /// element, one of them writing it; null when none, none when unknown.
  std::optional<const Array *> conflict(const Piece &I, const Piece &J,
                                        const std::string &Extra);
  bool legal();
  /// Whether no two points of one step with different x of the pieces Of
  /// touch one element, one of them writing it.
  bool apartWithinSteps(const std::vector<size_t> &Of);
  /// Numbers the pieces Of (Piece::Slot) in an order that, statement by
  /// statement, keeps every conflict within a step in its original order;
  /// false when there is none.
  bool orderWithinSteps(const std::vector<size_t> &Of);
  bool demotionsSound();
  std::unique_ptr<BlockStmt> generate();
  IslBuilder builder() const;
};

} // namespace rightlooking
} // namespace loopgen

#endif // LOOPGEN_LIB_TRANSFORMS_RIGHTLOOKINGIMPL_H
