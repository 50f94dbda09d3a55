//===- VectorAccess.h - 8- and 16-byte accesses of unrolled code -*- C++ -*-=//
//
// The vector half of unrolling. It decides whether a thread's copies of the
// x loop are adjacent iterations (every copy-dependent access walks a row at
// unit stride), and in full tiles turns the copies' reads and stores of W
// consecutive elements into one loopgen_load / loopgen_store, and runs
// innermost loops that walk read-only rows W iterations per trip with
// vector loads. Rows must be aligned: the run-time tests it needs are
// handed to the full-tile split.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_UTILS_VECTORACCESS_H
#define LOOPGEN_UTILS_VECTORACCESS_H

#include "loopgen/IR/Diagnostics.h"
#include "loopgen/IR/IR.h"
#include <map>
#include <set>
#include <string>
#include <vector>

namespace loopgen {

/// The vector accesses of one kernel's unrolled body.
class VectorAccesses {
public:
  VectorAccesses(Function &F, Diagnostics &D) : F(F), D(D) {}

  /// Whether the K copies of L, a loop of the band whose innermost loop is
  /// Innermost, are adjacent; if so, L is marked and its vector accesses
  /// recorded. PerCopy: the scalars that differ between copies;
  /// PrivateArrays: arrays each copy has its own of.
  bool chooseAdjacent(const ForStmt &Innermost, ForStmt &L, unsigned K,
                      const std::set<const Variable *> &PerCopy,
                      const std::set<const Array *> &PrivateArrays);

  /// In Tile, a full tile of the body (no copy guards), makes the vector
  /// loads and stores of the adjacent loops among Unrolled and the vector
  /// loops of innermost row walks. Written: arrays the kernel writes.
  void vectorizeFullTile(BlockStmt &Tile,
                         const std::vector<const ForStmt *> &Unrolled,
                         const std::set<const Array *> &Written,
                         const std::set<const Array *> &PrivateArrays);

  /// The run-time tests the vector accesses need (rows whose length is a
  /// multiple of the width), each once; cleared for the next kernel.
  std::vector<ExprPtr> takeAlignmentTests();

  /// "'A' by 4, 'B' by 2": the arrays L's copies move as vectors, in
  /// declaration order, with their widths.
  std::string list(const ForStmt &L);

private:
  Function &F;
  Diagnostics &D;
  /// Per loop with adjacent copies: the accesses (printed with the loop's
  /// index) whose copies move consecutive aligned elements, with their
  /// array and the number of elements one vector access moves.
  using AccessMap = std::map<std::string, std::pair<const Array *, unsigned>>;
  std::map<const ForStmt *, AccessMap> Accesses;
  std::vector<ExprPtr> Aligned;
  /// What a layout of the copies costs a warp, weighted by executions.
  struct Cost {
    double Segments = 0;
    double Instructions = 0;
    double InLoops = 0; ///< Instructions saved in the body's loops.
  };

  int copyOfAccess(const Expr &E, const ForStmt &L, std::string &Key,
                   unsigned &Width);
  void vectorizeLoads(BlockStmt &B, const ForStmt &L,
                      const std::set<const Array *> &Written);
  void vectorizeStores(BlockStmt &B, const ForStmt &L);
  void vectorizeSequential(BlockStmt &B, const std::set<const Array *> &Written,
                           const std::set<const Array *> &PrivateArrays);
};

} // namespace loopgen

#endif // LOOPGEN_UTILS_VECTORACCESS_H
