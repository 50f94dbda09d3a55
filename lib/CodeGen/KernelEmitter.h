//===- KernelEmitter.h - Device code of a mapped function ------*- C++ -*-===//
//
// The half of code generation that writes __global__ functions: band
// kernels (indices from the grid, guards, the band's outer loops and the
// body), tiled transposition kernels and single-thread kernels. The host
// half (HostEmitter.cpp) names the kernels, decides where they launch and
// passes the arguments listed by usesOf, in the same order.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_CODEGEN_KERNELEMITTER_H
#define LOOPGEN_CODEGEN_KERNELEMITTER_H

#include "loopgen/Analysis/SharedRows.h"
#include "loopgen/Analysis/Uses.h"
#include "loopgen/IR/Band.h"
#include "loopgen/IR/IR.h"
#include "loopgen/IR/Printer.h"
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace loopgen {

std::string indentStr(unsigned N);

/// `for (int i = b; i < e; ++i)` with the given printer.
std::string forHeader(const ForStmt &L, ExprPrinter &P);

/// The type an atomic add of an array of T goes through: 64-bit integers
/// through unsigned long long (two's complement adds alike).
std::string atomicType(const ScalarType &T);

/// The kernel's ReductionPlan, or null where it reduces nothing.
inline const ReductionPlan *reductionPlan(const ForStmt &Root) {
  return Root.Kernel ? Root.Kernel->Reduce.get() : nullptr;
}

/// The prelude's functor of a reduction operator ("loopgen_op_add"), and a
/// reduction's private copy and partials in the kernel.
std::string reductionFunctor(const Reduction &R);
std::string reductionCopy(const Reduction &R);
std::string reductionPartials(const Reduction &R);

/// Prints expressions as device code: arrays flattened, device scalars
/// through their pointers.
class DevicePrinter : public ExprPrinter {
public:
  /// Variables printed under another name (a reduction's private copy).
  std::map<const Variable *, std::string> Renamed;
  /// Arrays accessed under another name, flattened (a block's histogram).
  std::map<const Array *, std::string> RenamedArrays;
  /// Reads printed as other text (a tiled kernel's operands in registers),
  /// by their text as ExprPrinter prints them.
  std::map<std::string, std::string> ReplacedReads;
  /// Local C arrays declared in a kernel, indexed as declared; the other
  /// local arrays a kernel uses are device buffers, indexed flattened.
  std::set<const Array *> DeclaredOnDevice;

protected:
  std::string printVar(const Expr &E) override;
  std::string printAccess(const Expr &E) override;
  std::string printCall(const Expr &E) override;
};

/// How a band kernel's grid is computed from its loops' bounds: the
/// declarations of trips_x (y, z) printed with P, each line after Indent;
/// the test that all are positive; ", trips_x, ..." for loopgen_grid; the
/// block shape and the iterations per thread, as dim3 arguments.
struct GridSetup {
  std::string Decls, Positive, Trips, BlockArgs, PerThread;
};
GridSetup gridSetup(const ForStmt &Root, ExprPrinter &P,
                    const std::string &Indent,
                    const std::string &Rows = "loopgen_rows");

std::string kernelComment(const std::string &Text);

/// --line-directives: the line before the code of source statement S, and
/// the line after it, which the driver turns into `#line <line> "<source>"`
/// and `#line <next line> "<output>"` (it has the source manager); empty
/// for a statement without a place in the source.
std::string lineMarker(const Stmt &S);
std::string resumeMarker(const Stmt &S);
std::string kernelParams(const KernelUses &U);

/// Writes kernels, each with a comment naming the source loops it runs.
class KernelEmitter {
public:
  /// InjectUnwritten drops the last iteration of every band kernel's x
  /// dimension (a deliberate fault for the validator's tests).
  /// LineMarkers: each source statement's code between the markers that
  /// --line-directives turns into #line directives (lineMarker).
  KernelEmitter(bool InjectUnwritten, bool LineMarkers)
      : InjectUnwritten(InjectUnwritten), LineMarkers(LineMarkers) {}

  /// Root's kernel; the last block of a reduction kernel also runs the
  /// single-thread statements Before, then combines, then runs After.
  void bandKernel(const ForStmt &Root, const std::string &Name,
                  const KernelUses &U,
                  const std::vector<const Stmt *> &Before = {},
                  const std::vector<const Stmt *> &After = {});
  /// To[.., c, r] = From[.., r, c] in 32x32 tiles through shared memory.
  void transposeKernel(const ForStmt &Root, const std::string &Name,
                       const KernelUses &U);
  /// One warp per iteration of Root, its lanes sharing P's row loop.
  void rowKernel(const ForStmt &Root, const RowPlan &P, const std::string &Name,
                 const KernelUses &U);
  void columnKernel(const ForStmt &Root, const RowPlan &P,
                    const std::string &Name, const KernelUses &U);
  /// P's row loop, a scan, run by the lanes of Root's warp 32 iterations
  /// at a time: a warp scan of the elements and a running carry.
  void rowScanLoop(const RowPlan &P);
  /// Root, whose row loop is a scan with the same bounds in every row, as
  /// a single-pass scan of each row by tiles, one block per tile, looking
  /// back only at its row's tiles (for a few long rows).
  void rowScanTilesKernel(const ForStmt &Root, const RowPlan &P,
                          const std::string &Name, const KernelUses &U);
  /// P's row loop, its iterations Threads apart from Lane's, accumulating
  /// into private copies named Prefix + scalar.
  void sharedRowLoop(const ForStmt &Row,
                     const std::vector<Reduction> &Reductions,
                     const std::string &Prefix, const std::string &Lane,
                     unsigned Threads, unsigned Ind);
  /// B, the body of a band iteration run by a warp (P.Guarded): scalar
  /// code in every lane, stores in lane 0 between __syncwarp()s, the row
  /// loops shared by the lanes, the rest after them in lane 0.
  void sharedBlock(const RowPlan &P, const BlockStmt &B, unsigned Ind);
  /// The functions a single-pass scan of L takes (loopgen_scan or
  /// loopgen_scan_tile): the initial value; the element of position
  /// loopgen_at; the start of the body's, up to its iteration run
  /// (scanIteration). Index: the line binding L's index to loopgen_at.
  void scanFunctions(const ForStmt &L, const std::string &Index);
  /// One iteration of L, a scan, from its running value loopgen_value and
  /// its element loopgen_x: the body as written, the update combining the
  /// element instead.
  void scanIteration(const ForStmt &L, unsigned Ind);
  /// The loop L, marked as a scan, as one single-pass scan kernel.
  void scanKernel(const ForStmt &L, const std::string &Name,
                  const KernelUses &U);
  /// P's two kernels: the pass over the matrix (Name) and the combination
  /// of its blocks' column partials (Name_columns).
  void twoWayKernels(const TwoWayPlan &P, const std::string &Name,
                     const KernelUses &U);
  void serialKernel(const std::vector<const Stmt *> &Stmts,
                    const std::string &What, const std::string &Name,
                    const KernelUses &U);
  /// Host loop L as one kernel whose threads all walk L, running each band
  /// kernel of Phases over virtual blocks, a grid barrier after each
  /// (PersistentLoops.h).
  /// Root's band kernel tiled in shared memory (KernelKind::Tiled), a template
  /// over the register block and the tile's depth.
  void tiledKernel(const ForStmt &Root, const std::string &Name,
                   const KernelUses &U);
  void persistentKernel(const ForStmt &L,
                        const std::vector<const ForStmt *> &Phases,
                        const std::string &Name, const KernelUses &U);

  std::string text() const { return Out.str(); }

private:
  bool InjectUnwritten, LineMarkers;
  std::ostringstream Out;
  /// Arrays the kernel being written updates atomically (histograms).
  std::set<const Array *> Atomic;
  DevicePrinter DP;
  ExprPrinter HP;
  /// A statement emitted as these lines instead (a scan's update).
  const Stmt *Replaced = nullptr;
  std::vector<std::string> Replacement;

  /// The built-ins a band kernel's body reads its position from: a
  /// persistent kernel's phases read their virtual block's instead.
  /// Rows: the rows a thread of a stencil kernel runs (the kernel's
  /// parameter; one in a persistent kernel's phases).
  struct GridNames {
    std::string BlockIdx = "blockIdx", ThreadIdx = "threadIdx",
                BlockDim = "blockDim", GridDim = "gridDim",
                Rows = "loopgen_rows";
  } Grid;

  /// The body of Root's band kernel: each thread's indices, the guard, the
  /// band's sequential loops and the statements.
  void emitBandBody(const ForStmt &Root);
  /// The loop over L's first iterations, P.VectorWidth adjacent ones a
  /// thread at a time, reading P's VectorArrays with vector loads.
  void emitVectorLoop(const ForStmt &L, const ReductionPlan &P);
  /// The rows a thread of a kernel that streams rows of its y loop Y runs
  /// (KernelKind::RowsStreamed), each under the band's Guard; Inner is the
  /// band's innermost loop.
  void emitStreamedRows(const ForStmt &Y, const ForStmt &Inner,
                        const std::string &Guard);
  /// S's code, between line markers where asked for.
  void emitStmt(std::ostringstream &OS, const Stmt &S, unsigned Ind);
  void emitStmtCode(std::ostringstream &OS, const Stmt &S, unsigned Ind);
  void emitBlock(std::ostringstream &OS, const BlockStmt &B, unsigned Ind);
};

} // namespace loopgen

#endif // LOOPGEN_CODEGEN_KERNELEMITTER_H
