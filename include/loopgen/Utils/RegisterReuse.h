//===- RegisterReuse.h - Reads held in registers ---------------*- C++ -*-===//
//
// The pieces that keep array elements in registers, shared by unrolling
// (loads the copies share) and register promotion: the conditions a
// statement runs under within a block, which reads are evaluated only
// conditionally inside an expression, and the sharing of identical
// read-only loads.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_UTILS_REGISTERREUSE_H
#define LOOPGEN_UTILS_REGISTERREUSE_H

#include "loopgen/IR/IR.h"
#include <functional>
#include <map>
#include <set>
#include <string>

namespace loopgen {

/// One condition a statement runs under: an enclosing if's condition (or
/// its negation, in the else branch), Depth ifs deep in the scanned block.
struct Condition {
  const IfStmt *If;
  bool Holds;
  unsigned Depth;
};
/// The conditions a statement runs under, by their printed text ("!" in
/// front for a negation).
using Conditions = std::map<std::string, Condition>;

/// Calls F on E and its sub-expressions, saying for each whether it is
/// evaluated only under a condition within E (a branch of ?:, the right of
/// && or ||).
void walkEvaluated(const Expr &E,
                   const std::function<void(const Expr &, bool)> &F,
                   bool Conditional = false);

/// Calls Visit on each statement of B that runs at B's level (under ifs but
/// not under loops), with its conditions; If statements are visited before
/// their branches.
void forEachLevelStmt(
    BlockStmt &B, Conditions Under,
    const std::function<void(Stmt &, const Conditions &)> &Visit);

/// Identical reads of arrays not in Written, whose subscripts do not change
/// within B, are read once into a register at B's start (and likewise in
/// B's loops, for what does not change within them). A read that runs only
/// under some conditions is hoisted under the conditions one of its
/// occurrences runs under, when every other occurrence runs under those
/// too: the hoisted read never touches an element the original code would
/// not. Returns the number of loads shared.
unsigned shareLoads(Function &F, BlockStmt &B,
                    const std::set<const Array *> &Written);

} // namespace loopgen

#endif // LOOPGEN_UTILS_REGISTERREUSE_H
