//===- Band.h - The loops of a band kernel ----------------------*- C++ -*-===//
//
// A band kernel runs the iterations of a band of perfectly nested parallel
// loops, one per thread: its outermost loop (the root, placed Stmt::Kernel)
// and the loops nested under it. map-to-grid finds the band (bandOf) and
// records it in the root's KernelPlan; everything after reads the record
// (kernelBand), and the verifier checks that the two agree.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_IR_BAND_H
#define LOOPGEN_IR_BAND_H

#include "loopgen/IR/IR.h"
#include "llvm/ADT/ArrayRef.h"
#include <optional>
#include <utility>
#include <vector>

namespace loopgen {

/// The loops that can form a band under Root, outermost first: Root and
/// the parallel loops perfectly nested under it whose bounds the host can
/// compute. A loop whose bounds move with the band's indices (`for (j = 0;
/// j <= i; ...)`, step 1, affine in indices of rectangular loops) joins a
/// band of at most three loops: the grid covers the range of its bounds.
std::vector<ForStmt *> bandOf(ForStmt &Root);
std::vector<const ForStmt *> bandOf(const ForStmt &Root);

/// The band recorded in the plan of Root, a kernel's root loop: Root and
/// the Root.Kernel->Depth - 1 loops under it.
std::vector<ForStmt *> kernelBand(ForStmt &Root);
std::vector<const ForStmt *> kernelBand(const ForStmt &Root);

/// The small constant start c of L, a band's x loop of step 1 whose threads
/// each run one iteration, or 0: its threads then start at index 0 and the
/// first c idle, so that each warp's accesses start at a 128-byte line (a
/// stencil's `for (j = 1; ...)` would otherwise straddle two lines per row).
int alignedStart(const ForStmt &L);

/// The band loop whose rows each thread of Root's kernel streams (kind
/// RowsStreamed), or null.
const ForStmt *streamedLoop(const ForStmt &Root);

/// The range the grid covers for L, a loop of Band: its bounds, or for a
/// loop whose bounds move with the band's indices, the least of its begins
/// and the greatest of its ends over the band. None for L outside that form.
std::optional<std::pair<ExprPtr, ExprPtr>>
gridRange(const ForStmt &L, llvm::ArrayRef<const ForStmt *> Band);

/// The only sequential loop among the statements of the innermost loop of
/// Root's band: the one a tiled kernel strip-mines. Null if there is not
/// exactly one.
const ForStmt *tiledLoop(const ForStmt &Root);

/// The band kernels among the statements of L, in order: the phases of L
/// when it runs as one persistent kernel.
std::vector<const ForStmt *> kernelsIn(const ForStmt &L);

/// The grid-mapped loops of a band: Mapped[d] runs on dimension d.
struct BandMapping {
  std::vector<const ForStmt *> Band;
  std::vector<const ForStmt *> Mapped;
  unsigned NumDims = 0;
};
BandMapping bandMapping(const ForStmt &Root);

/// The reductions a band kernel carries out: those of its root loop whose
/// scalar the band's body still updates (distribution may have moved the
/// updates to another kernel).
std::vector<Reduction> kernelReductions(const ForStmt &Root);

} // namespace loopgen

#endif // LOOPGEN_IR_BAND_H
