//===- IR.h - LoopIR: the loop-level IR of loopgen -------------*- C++ -*-===//
//
// LoopIR is what every layer after the frontend sees: a function with
// scalar variables, arrays of symbolic shape, and a tree of statements
// (blocks, for loops, assignments, ifs, declarations, a final return) over
// side-effect-free expressions. Source locations are kept so that remarks
// and errors can point at the user's code.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_IR_IR_H
#define LOOPGEN_IR_IR_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/Support/Casting.h"
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace loopgen {

using clang::SourceLocation;
using llvm::cast;
using llvm::dyn_cast;
using llvm::isa;

/// A scalar type, by its canonical C spelling ("float", "unsigned long").
struct ScalarType {
  enum Kind { Void, Bool, Integer, Floating };
  Kind K = Void;
  std::string Spelling = "void";
  unsigned Bits = 0;

  static ScalarType voidTy() { return {}; }
  static ScalarType intTy() { return {Integer, "int", 32}; }
  static ScalarType get(Kind K, std::string Spelling, unsigned Bits) {
    return {K, std::move(Spelling), Bits};
  }
  bool isFloating() const { return K == Floating; }
  bool isIntegral() const { return K == Integer || K == Bool; }
  bool operator==(const ScalarType &O) const { return Spelling == O.Spelling; }
  bool operator!=(const ScalarType &O) const { return !(*this == O); }
};

struct Expr;
using ExprPtr = std::unique_ptr<Expr>;

/// A scalar variable: parameter, local or loop index.
struct Variable {
  /// WhileTrips: the number of steps of a `while` loop (ForStmt::While),
  /// unknown on entry: the analyses read it as a symbol, no code computes it.
  /// DataExtent: the least or greatest element of a section of an input
  /// array, which the host reads on entry (Function::DataExtents): a size
  /// read from data (a CSR matrix's count of non-zeros, `offsets[n]`).
  enum Kind { Param, Local, LoopIndex, VectorSize, WhileTrips, DataExtent };
  Kind K;
  std::string Name;
  ScalarType Ty;
  SourceLocation Loc;
  /// For VectorSize: how the host computes it ("v.size()"); for a Param
  /// that stands for an enum parameter, its integer value ("(int)(mode)").
  std::string HostInit;
  /// Set by mapToGrid: a local scalar written by device code lives in
  /// device memory.
  bool OnDevice = false;
  /// The user's name of a variable that a copy of its code renamed (`k`
  /// for k_1, in a loop body lowered once per pointer binding).
  std::string Spelled;
  /// How messages name it.
  const std::string &userName() const {
    return Spelled.empty() ? Name : Spelled;
  }
  /// A parameter or a size the host computes on entry, before any code.
  bool knownOnEntry() const {
    return K == Param || K == VectorSize || K == DataExtent;
  }
};

/// An array: a pointer, C-array or std::vector parameter, a scalar passed by
/// reference (zero dimensions), or a local array.
struct Array {
  enum Kind {
    PointerParam,   ///< T *A, shape from #pragma loopgen array
    CArrayParam,    ///< T A[N][M]
    VectorParam,    ///< std::vector<T> (by reference or value)
    ScalarRefParam, ///< T &x: a zero-dimensional array
    LocalCArray,    ///< T A[N] declared in the function
    LocalVector,    ///< std::vector<T> A(n) declared in the function
  };
  Kind K;
  std::string Name;
  ScalarType Elem;
  std::vector<ExprPtr> Dims; ///< Outermost first; symbolic.
  bool IsConst = false;      ///< Parameter declared const: never written.
  bool DimsFromPragma = false;
  /// The shape was inferred from the accesses (InferShapes.cpp): its
  /// extents are polynomials of the sizes, negative where the loops that
  /// reach it run no iteration (then it has no element).
  bool DimsInferred = false;
  /// A std::vector<std::vector<T>>, or a table of row pointers (T **,
  /// RowPointers): rectangular, flattened on the device.
  bool Nested = false;
  bool RowPointers = false;
  /// A std::array parameter (a C array of its elements): its type, for the
  /// host's data() and the harness's cast ("std::array<float, 12>").
  std::string StdArray;
  /// A std::vector parameter without a shape: the validation harness's
  /// count of its rows (and columns), read from the accesses as written,
  /// before passes move them into copies (CodeGen/Harness.h).
  std::vector<std::string> WrittenExtents;
  /// A flat std::vector parameter without a shape: the extent its accesses
  /// reach as the lowering reads them (InferShapes.cpp), where that is a
  /// polynomial of the sizes: the harness's count where its own reading of
  /// the final accesses finds none (rows through a pointer into it).
  std::string ReachedExtent;
  /// Whether ReachedExtent names sizes read from data (the greatest of a
  /// CSR matrix's offsets), which the harness reads from the inputs it
  /// draws (Function::DataExtentDef::HarnessOnly).
  bool ReachedFromData = false;
  /// Parameters: how the host names it ("A", "globs.myX", "this->x").
  std::string HostExpr;
  /// Whether an extent is read from data on entry (Variable::DataExtent).
  bool sizedFromData() const;
  /// How the user names it: as the host does, but a member of a member
  /// function's object by its own name.
  std::string userName() const {
    if (HostExpr.empty())
      return Name;
    return HostExpr.rfind("this->", 0) == 0 ? HostExpr.substr(6) : HostExpr;
  }
  /// Parameters passed by value (or members of one): not copied back.
  bool CopyBack = true;
  /// Cleared by copy-in (CopyIn.h) on a parameter whose values the GPU
  /// never reads: it is not copied in.
  bool CopyIn = true;
  /// Set by copy-in where that holds only when the loops that overwrite
  /// the array run over its extents, which the host tests on entry (`ni ==
  /// 800`, a loop bound against an extent of the array's type): it copies
  /// the array in unless this holds.
  ExprPtr CopyInUnless;
  /// A pointer to (or std::vector of) records of scalars (`const Particle
  /// *p`): the record's name, for the host's and the harness's casts. The
  /// last dimension is the slot of Elem's size (`p[i].y` of four floats is
  /// p[i][1]), as the records lie in memory.
  std::string Record;
  /// Records of mixed scalar types (`struct { float u, v; int seen; }`):
  /// the type of each slot of the last dimension, a slot being Elem's
  /// size and a field lying at the slot of its offset. Empty where every
  /// field has type Elem.
  std::vector<ScalarType> SlotTypes;
  /// With SlotTypes: the field that starts at each slot ("" at padding and
  /// within a wider field), for the harness's fills and reports.
  std::vector<std::string> SlotFields;
  /// The dimension of the slots where it is not the last (a transposed
  /// copy of a record array).
  int SlotDim = -1;
  SourceLocation Loc;

  bool isParam() const { return K != LocalCArray && K != LocalVector; }
  unsigned rank() const { return Dims.size(); }
  /// The type of the element at these subscripts: a record's slot, where
  /// the last one is a constant, has the slot's type.
  ScalarType typeAt(const std::vector<ExprPtr> &Subscripts) const;
};

//===----------------------------------------------------------------------===//
// Expressions
//===----------------------------------------------------------------------===//

struct Expr {
  enum Kind {
    IntLit,
    FloatLit,
    BoolLit,
    VarRef,
    Access,
    Unary,
    Binary,
    Call,
    Cast,
    Select
  };
  const Kind K; ///< Fixed at creation: isa<>/cast<> read it.
  ScalarType Ty;
  SourceLocation Loc;
  int64_t IntValue = 0;
  /// FloatLit: the literal as written; Unary/Binary: the operator; Call:
  /// the callee.
  std::string Text;
  Variable *Var = nullptr;
  Array *Arr = nullptr;
  std::vector<ExprPtr> Ops; ///< Operands, subscripts or call arguments.

  virtual ~Expr() = default;

  static ExprPtr intLit(int64_t V, ScalarType Ty, SourceLocation L = {});
  static ExprPtr floatLit(std::string Spelling, ScalarType Ty,
                          SourceLocation L = {});
  static ExprPtr boolLit(bool V, SourceLocation L = {});
  static ExprPtr var(Variable *V, SourceLocation L = {});
  static ExprPtr access(Array *A, std::vector<ExprPtr> Subscripts,
                        SourceLocation L = {});
  static ExprPtr unary(std::string Op, ExprPtr E, ScalarType Ty,
                       SourceLocation L = {});
  static ExprPtr binary(std::string Op, ExprPtr L, ExprPtr R, ScalarType Ty,
                        SourceLocation Loc = {});
  static ExprPtr call(std::string Callee, std::vector<ExprPtr> Args,
                      ScalarType Ty, SourceLocation L = {});
  static ExprPtr cast(ScalarType To, ExprPtr E, SourceLocation L = {});
  static ExprPtr select(ExprPtr C, ExprPtr T, ExprPtr F, ScalarType Ty,
                        SourceLocation L = {});

  ExprPtr clone() const;
  bool isComparison() const;
  /// Whether O is the same expression as this one: the same kind, type,
  /// value, operator or callee, variable and array (the same objects, not
  /// only the same names) and operands; where they are written aside.
  bool sameAs(const Expr &O) const;

  /// An expression of kind K, of the class of K (made through the factories
  /// above, or make() where the kind is a variable).
  static ExprPtr make(Kind K, ScalarType Ty, SourceLocation L = {});

protected:
  Expr(Kind K, ScalarType Ty, SourceLocation Loc)
      : K(K), Ty(std::move(Ty)), Loc(Loc) {}
};

/// The kinds of expression as classes, for isa<>, cast<> and dyn_cast<>;
/// none adds data to Expr. (Calls and casts are FnCallExpr and ConvertExpr,
/// apart from clang::CallExpr and clang::CastExpr in the frontend.)
#define LOOPGEN_EXPR_CLASS(Class, Kind)                                        \
  struct Class : Expr {                                                        \
    Class(ScalarType Ty, SourceLocation L) : Expr(Kind, std::move(Ty), L) {}  \
    static bool classof(const Expr *E) { return E->K == Kind; }                \
  };
LOOPGEN_EXPR_CLASS(IntLitExpr, IntLit)
LOOPGEN_EXPR_CLASS(FloatLitExpr, FloatLit)
LOOPGEN_EXPR_CLASS(BoolLitExpr, BoolLit)
LOOPGEN_EXPR_CLASS(VarRefExpr, VarRef)
LOOPGEN_EXPR_CLASS(AccessExpr, Access)
LOOPGEN_EXPR_CLASS(UnaryExpr, Unary)
LOOPGEN_EXPR_CLASS(BinaryExpr, Binary)
LOOPGEN_EXPR_CLASS(FnCallExpr, Call)
LOOPGEN_EXPR_CLASS(ConvertExpr, Cast)
LOOPGEN_EXPR_CLASS(SelectExpr, Select)
#undef LOOPGEN_EXPR_CLASS

//===----------------------------------------------------------------------===//
// Statements
//===----------------------------------------------------------------------===//

struct Stmt;
using StmtPtr = std::unique_ptr<Stmt>;

struct Stmt {
  enum Kind { Block, For, Assign, If, Decl, Return };
  /// Where a statement of the function body runs, set by mapToGrid for the
  /// statements outside kernels.
  enum Placement {
    Unplaced,
    Host,        ///< Scalar code on the host.
    HostControl, ///< A host loop or if with kernel launches inside.
    Kernel,      ///< The outermost loop of a band mapped to the grid.
    Serial,      ///< Device code run by a single thread.
    Scan,        ///< A sequential loop run as a parallel scan (ForStmt::Scan).
  };
  const Kind K; ///< Fixed at creation: isa<>/cast<> read it.
  SourceLocation Loc;
  Placement Place = Unplaced;
  /// Set by unrolling on the first of N > 1 statements that move N
  /// consecutive elements of an array, from an address aligned to N
  /// elements: declarations initialized by loads, or plain stores. They are
  /// emitted as one vector access.
  unsigned VectorGroup = 0;
  explicit Stmt(Kind K, SourceLocation L = {}) : K(K), Loc(L) {}
  virtual ~Stmt() = default;
  StmtPtr clone() const;

private:
  StmtPtr cloneNode() const;
};

struct BlockStmt : Stmt {
  static bool classof(const Stmt *S) { return S->K == Block; }
  std::vector<StmtPtr> Body;
  explicit BlockStmt(SourceLocation L = {}) : Stmt(Block, L) {}
};

/// What the user said about a loop.
struct LoopAnnotation {
  enum Kind { None, Parallel, Sequential };
  Kind K = None;
  std::vector<unsigned> Unroll;     ///< unroll(k) or unroll(k1,k2)
  /// private(v, ...): scalars of the function that each iteration has an
  /// uninitialized copy of; v itself does not change.
  std::vector<std::string> Private;
  std::vector<std::pair<std::string, std::string>> Reductions; ///< op, var
  /// tile / tile(depth): shared-memory tiling of the kernel whatever the
  /// cost model says; notile: never.
  enum TileRequest { TileAuto, TileForce, TileNever };
  TileRequest Tile = TileAuto;
  unsigned TileDepth = 0; ///< tile(depth): iterations per tile, 0 = chosen.
  SourceLocation Loc;
  /// An OpenMP worksharing loop under --openmp (`#pragma omp parallel
  /// for`, `target teams distribute parallel for`, ...): the user's claim,
  /// trusted where the analysis cannot prove it. Directive: its words.
  bool OpenMP = false;
  std::string Directive;
  /// collapse(n): the claim covers this loop and the n - 1 loops nested
  /// in it.
  unsigned Collapse = 1;
  /// The loop holds OpenMP critical, atomic or ordered sections: the
  /// iterations are parallel but for their updates there, which loopgen
  /// may not be able to run in parallel (then the loop stays sequential).
  bool Serialized = false;
  /// lastprivate(x, ...): scalars that leave the loop with the value of its
  /// last iteration (LastPrivateScalars.cpp).
  std::vector<std::string> LastPrivate;
  /// firstprivate(x, ...): like private, each iteration's copy starting as
  /// x (LastPrivateScalars.cpp).
  std::vector<std::string> FirstPrivate;
};

/// A scalar that a loop only accumulates into with an associative and
/// commutative operator: + (also -=), *, min, max, &, |, ^, && or ||.
struct Reduction {
  Variable *Var;
  std::string Op;
};

/// A sequential loop whose only loop-carried dependence is a running value
/// that one statement of its body updates with an associative and
/// commutative operator, and that other statements read: a scan. Each
/// iteration can run on its own once it knows the value before it, the
/// prefix Init Op Element(Begin) Op ... Op Element(Index - 1).
/// A scan that CUB's DeviceScan runs from raw pointers, its fast path: an
/// inclusive scan whose element is the element of an array at the loop
/// index, in place (`x[i] = x[i - 1] + x[i]`), into another array from
/// a value the host sets just before the loop (`s = 0; ... s += y[i];
/// out[i] = s;`, Init that value), or a recurrence into another array
/// (`out[i] = out[i - 1] + y[i]`), whose initial value is on the device.
struct CubScan {
  const Array *In = nullptr, *Out = nullptr;
  ExprPtr Init; ///< A copy of the value the host sets; null in place.
  /// Init is the operator's identity: the scan needs no initial value.
  bool FromIdentity = false;
  /// The initial value is Out's element before the first iteration.
  bool Recurrence = false;

  std::unique_ptr<CubScan> clone() const;
};

struct ScanInfo {
  /// The running value, a scalar declared outside the loop; null when the
  /// loop runs the recurrence `A[..i..] = A[..i-1..] Op e` (IntoArray).
  Variable *Var = nullptr;
  std::string Op; ///< As in Reduction: "+", "*", "min", "max", "&", "|", "^".
  /// The top-level statement of the body that updates the value; the
  /// statements before it see the value before the update, those after it
  /// the value after. It is the update, or an if (no else) whose Then holds
  /// the update at position InThen among statements that read the value.
  unsigned Update = 0;
  int InThen = -1;
  bool IntoArray = false;
  /// What the update accumulates, of the iteration's index and of scalars
  /// that the statements before it compute from no running value.
  ExprPtr Element;
  /// The value before the first iteration: Var, or A[..Begin-1..].
  ExprPtr Init;
  /// The statements before Update that only compute scalars declared in
  /// the body, from no running value: those the element may read.
  std::vector<unsigned> LocalsBefore;
  /// Set by cub-scans (CubScans.h) on a scan CUB's DeviceScan runs.
  std::unique_ptr<CubScan> Cub;

  std::unique_ptr<ScanInfo> clone() const;
};

/// The type of a scan's running value.
const ScalarType &scanType(const ScanInfo &Info);

/// Set by the tiling pass (SharedTiling.h) on the root of a 2-D band kernel
/// whose one sequential loop reads operands that the threads of a block
/// share: the loop runs in tiles of Depth iterations, each tile of those
/// operands copied into shared memory by the whole block first.
struct TilePlan {
  /// A read served from shared memory, as it appears in the loop's body:
  /// it moves with the loop's index and with the grid dimension Dim (0 = x,
  /// 1 = y) or with no grid index (Dim = -1).
  struct Read {
    ExprPtr Access;
    int Dim;
  };
  std::vector<Read> Reads;
  /// The register blocks the host may launch, largest first: in a block of
  /// 16 x 16 threads each computes Y x X outputs, adjacent ones, a tile of
  /// Depth iterations of the loop at a time. The host launches the first
  /// whose grid has a block for each multiprocessor, the kernel as written
  /// when none has (unless Forced: then the last).
  struct Shape {
    unsigned Y, X, Depth;
  };
  std::vector<Shape> Shapes;
  bool Forced = false;
  /// Each output's statements in the loop test that it is inside the
  /// band and that the iteration is inside its own loop: the body reads
  /// other memory or writes some, or the loop's bounds move with the band.
  bool GuardsIterations = false;

  std::unique_ptr<TilePlan> clone() const;
};

struct ForStmt;

/// Two adjacent 1-D band kernels over one rectangle of (row, column)
/// iterations that run as one pass over a matrix both read
/// (TwoWayReductions.h): Rows reduces each row in its sequential loop,
/// Columns each column. The plan of the first of the two (kind TwoWayRows);
/// the second (kind TwoWayColumns) is launched with it.
struct TwoWayPlan {
  ForStmt *Rows = nullptr, *Columns = nullptr;
  /// Each loop's sequential loop and what it accumulates.
  ForStmt *RowLoop = nullptr, *ColumnLoop = nullptr;
  std::vector<Reduction> RowReductions, ColumnReductions;
  /// Columns reads, at the row index, elements that Rows writes (y = Aᵀ(A
  /// x)): each row's reductions finish before its column updates.
  bool ColumnsReadRows = false;
};

/// A row loop that the lanes of a warp share, with the reductions it makes
/// into scalars of the band iteration (SharedRows.h).
struct SharedRow {
  const ForStmt *Row;
  std::vector<Reduction> Reductions;
};

/// Set by row-kernels (RowKernels.h): a 1-D band kernel whose threads each
/// walk a row in a sequential loop, reducing into their own scalars or
/// scanning (a segmented scan), runs a warp per iteration (the lanes share
/// the row loop) because the row's accesses coalesce that way.
struct RowPlan {
  const ForStmt *Row = nullptr;
  std::vector<Reduction> Reductions;
  /// The row loop's scan (a segmented scan, ParallelScans.h), when it is
  /// one instead of reductions.
  const ScanInfo *Scan = nullptr;
  /// For a scan: the row loop's bounds are the same for every row, so that
  /// a few long rows can also run as tiles of blocks (rowScanTilesKernel).
  bool SameRows = false;
  bool Columns = false; ///< 8 threads per band iteration, not a warp.
  /// For a step of a wavefront: the row loops under the iteration's ifs,
  /// each with its reductions (KernelEmitter::sharedBlock); Row is null.
  std::vector<SharedRow> Guarded;
};

/// How a band kernel is generated: exactly one kind, chosen by the pass
/// named, with the plan of that kind in KernelPlan.
enum class KernelKind {
  Plain,         ///< map-to-grid: a thread per iteration of the band (with
                 ///< its reductions, histograms and unrolled copies).
  Transpose,     ///< transpose: a copy `To[c][r] = From[r][c]` through
                 ///< shared-memory tiles.
  Tiled,         ///< tile: its sequential loop in shared-memory tiles
                 ///< (KernelPlan::Tiling).
  RowsStreamed,  ///< tile: each thread runs consecutive iterations of the
                 ///< band loop KernelPlan::StreamedLoop (a stencil's rows).
  WaveTiles,     ///< tile-waves: blocks of SweepX x SweepY threads sweep
                 ///< one tile of wavefronts in lockstep.
  TwoWayRows,    ///< two-way: the first of two kernels run as one pass over
                 ///< a matrix (KernelPlan::TwoWay).
  TwoWayColumns, ///< two-way: the second, launched with the first.
  SharedRows,    ///< row-kernels: a warp (or 8 threads) per iteration
                 ///< share its row loop (KernelPlan::Rows).
};

/// What a kernel is, on the outermost loop of each band kernel (placed
/// Stmt::Kernel), the way a launch carries its mapping: its band, the
/// band's mapping to the grid (each band loop's GridDim) and its kind. Set
/// by map-to-grid (and transpose, for the kernels it makes); the passes
/// that choose another kind set it here; code generation reads it.
/// Set by reduction-kernels (ReductionKernels.h) on a band kernel that
/// reduces into scalars or keeps histograms in shared memory: how its
/// threads accumulate, so that few partials remain.
struct ReductionPlan {
  /// The threads stride over the iterations of the outermost grid
  /// dimension, the grid capped at the threads the GPU holds.
  bool Strides = false;
  /// Histograms (AtomicArrays of a constant number of elements, 32 KB in
  /// all) each block adds into in a copy in shared memory, with that number.
  std::vector<std::pair<const Array *, int64_t>> BlockHistograms;
  /// A strided 1-D loop from 0 whose reads at its index of these arrays
  /// (read-only, 4- or 8-byte elements) are 16-byte vector loads of
  /// VectorWidth elements first; VectorUsesIndex: the body uses the index
  /// otherwise too.
  std::vector<const Array *> VectorArrays;
  unsigned VectorWidth = 0;
  bool VectorUsesIndex = false;
};

struct KernelPlan {
  KernelKind Kind = KernelKind::Plain;
  /// The band: the root and the Depth - 1 loops under it, each the only
  /// statement of the loop before (kernelBand() in Band.h).
  unsigned Depth = 1;
  std::unique_ptr<TilePlan> Tiling; ///< Tiled.
  unsigned StreamedLoop = 0;        ///< RowsStreamed: its position in the band.
  unsigned SweepX = 0, SweepY = 0;  ///< WaveTiles; SweepY = 0 for a 1-D band.
  /// TwoWayRows. It points into both kernels, so a clone is Plain.
  std::unique_ptr<TwoWayPlan> TwoWay;
  /// SharedRows; also on a two-way pair's kernels, for the host's launch of
  /// them one by one. It points into the kernel's body: a clone is Plain.
  std::unique_ptr<RowPlan> Rows;
  /// Set by fuse-serial (FuseSerial.h) on a 1-D reduction kernel, Plain or
  /// WaveTiles: its last block also runs the single-thread statements next
  /// to it in its block (placed Stmt::Serial), those since the statement
  /// before them and those up to the next other statement.
  bool RunsSerialCode = false;
  /// Set by reduction-kernels on kernels of any kind that reduce.
  std::unique_ptr<ReductionPlan> Reduce;

  std::unique_ptr<KernelPlan> clone() const;
};

/// `for (Index = Begin; Index < End; Index += Step)` when Step > 0, and
/// `Index > End` when Step < 0. Step is a non-zero constant.
struct ForStmt : Stmt {
  static bool classof(const Stmt *S) { return S->K == For; }
  Variable *Index;
  ExprPtr Begin, End;
  int64_t Step = 1;
  /// The user's `while (While)` loop (`do ... while (While)` where
  /// TestAfter), lowered where its body holds loops or writes arrays: it
  /// runs while While holds, checked before each step (after each, where
  /// TestAfter). Begin is 0, Step 1 and End a WhileTrips symbol, so that the
  /// analyses see a sequential loop of an unknown number of steps, which
  /// includes every run of it; passes that change a loop's steps leave it
  /// alone (isWhile()).
  ExprPtr While;
  bool TestAfter = false;
  /// The user wrote a `for` loop left by `break` (for remarks): outside
  /// every loop a loop of steps; within one, a sequential loop whose
  /// iterations run under the flag its breaks clear (LowerWhile.cpp).
  bool LeftByBreak = false;
  /// The loop is inside a loop of unknown length (a `while`, a loop left by
  /// `break`) within a kernel's thread: it runs in order there, and no pass
  /// maps it to threads.
  bool InRepeat = false;
  /// Exchanges the elements of flat arrays at [Index] (the caller's
  /// vectors swapped, LowerRotation.cpp): the reshape of one of them to
  /// rows of w makes it a nest over [rows][w] (Reshape.cpp).
  bool Exchange = false;
  LoopAnnotation Annot;
  /// The decision of the parallelism analysis.
  bool IsParallel = false;
  /// Set with IsParallel on a loop whose only loop-carried dependences are
  /// these reductions: each GPU thread accumulates a private copy, and the
  /// copies are combined after the loop.
  std::vector<Reduction> Reductions;
  /// Set with IsParallel on a loop whose iterations also update elements of
  /// these integer arrays only by += and -= (histograms): the updates are
  /// atomic on the GPU.
  std::vector<const Array *> AtomicArrays;
  /// Set with IsParallel on a loop whose iterations also store into these
  /// arrays only one value each, reading them only to test whether an
  /// element holds it yet (SameValueStores.h): plain stores, in any order.
  std::vector<const Array *> MarkedArrays;
  /// Set by mapToGrid: the grid dimension (0 = x) this loop is mapped to, or
  /// -1 when it runs as a loop.
  int GridDim = -1;
  /// Set by unrolling a grid-mapped loop: the index of each iteration one
  /// thread runs, Copies[c] = Copies[0] + c * blockDim * Step (Copies[0] is
  /// Index), or Copies[0] + c when AdjacentCopies; empty when a thread runs
  /// one iteration.
  std::vector<Variable *> Copies;
  bool AdjacentCopies = false;
  /// Set by the scan pass on a sequential loop of step 1 that runs as a
  /// parallel scan (placed Stmt::Scan).
  std::unique_ptr<ScanInfo> Scan;
  /// Set by the persist pass on a host loop that runs as one persistent
  /// kernel where its kernels fit the GPU at once (PersistentLoops.h). Not
  /// copied by clone: the pass checked this loop's kernels, not a copy's.
  bool Persistent = false;
  /// Set by the wavefront pass on its loop over wavefronts (Wavefront.h).
  bool Wavefront = false;
  /// Set by the wavefront pass on a loop over wavefronts w when isl proves
  /// that no dependence goes back along the outer loop x0 either, nor, of
  /// three loops, along y = x1 + WaveTileSkew * x0 (both in their loops'
  /// directions): boxes of (x0, w) or (x0, y, w) are tiles (TileWaves.h).
  bool TilableWaves = false;
  unsigned WaveTileSkew = 0;
  /// Set by the right-looking pass on its loop over steps (RightLooking.h).
  bool Steps = false;
  /// On the root of a band kernel (placed Kernel): what the kernel is.
  std::unique_ptr<KernelPlan> Kernel;
  std::unique_ptr<BlockStmt> Body;
  std::string Label; ///< "file.cpp:12:3", for remarks and kernel comments.
  ForStmt(SourceLocation L = {}) : Stmt(For, L) {}

  bool isWhile() const { return While != nullptr; }
  /// How remarks name it: "loop over 'i'", "'while' loop", or, for loops
  /// loopgen made, what they run over.
  std::string describe() const;
  /// Whether this loop is the root of a kernel of kind K.
  bool isKernel(KernelKind K) const { return Kernel && Kernel->Kind == K; }
  /// A loop with this one's index, bounds, step, annotation, decision and
  /// label, and an empty body (for distributing this one).
  std::unique_ptr<ForStmt> cloneHeader() const;
  /// The number of iterations, as an expression of the bounds.
  ExprPtr tripCount() const;
  /// The iteration's position from 0: (Index - Begin) / Step.
  ExprPtr position() const;
};

/// `Target Op= Value`, Op empty for plain assignment. Target is a VarRef or
/// an Access.
struct AssignStmt : Stmt {
  static bool classof(const Stmt *S) { return S->K == Assign; }
  ExprPtr Target;
  std::string Op;
  ExprPtr Value;
  AssignStmt(ExprPtr T, std::string Op, ExprPtr V, SourceLocation L = {})
      : Stmt(Assign, L), Target(std::move(T)), Op(std::move(Op)),
        Value(std::move(V)) {}
};

struct IfStmt : Stmt {
  static bool classof(const Stmt *S) { return S->K == If; }
  ExprPtr Cond;
  std::unique_ptr<BlockStmt> Then, Else; ///< Else may be null.
  /// Ifs made by unrolling: a copy guard skips a copy past its loop's end
  /// (no Else); a full-tile split runs Then, the body without copy guards,
  /// when every copy is inside its loop and Else, the guarded body, when not;
  /// kernel versions, on the host, launch the unrolled kernel of Then where
  /// the grid is large enough and the kernel as written of Else elsewhere.
  /// The user's `while (Cond) Then` (WhileLoop) and `do Then while (Cond)`
  /// (DoWhileLoop): Then runs again while Cond holds. The frontend makes
  /// them only where Then assigns no scalar but those of its own iteration
  /// (declared in it, or in the body of a loop around it): the scalars it
  /// changes vary within the loops around it, so what an analysis
  /// concludes of an if (its branch run at most once, its accesses through
  /// those scalars anywhere) holds for them too. The loops Then holds run
  /// in order (ForStmt::InRepeat); a
  /// do-while's first run is under no condition (StmtContext::Branch::
  /// holds). Code generation emits the loop.
  /// A pointer rotation's choice of bindings in a time loop
  /// (LowerRotation.cpp) is a RotationChoice: the first's Then runs at the
  /// loop's first iteration, and so whenever the loop runs.
  enum Role {
    User,
    CopyGuard,
    FullTileSplit,
    KernelVersions,
    WhileLoop,
    DoWhileLoop,
    RotationChoice
  };
  Role Made = User;
  bool repeats() const { return Made == WhileLoop || Made == DoWhileLoop; }
  IfStmt(SourceLocation L = {}) : Stmt(If, L) {}
};

/// Declaration of a local scalar (Var) or local array (Arr).
struct DeclStmt : Stmt {
  static bool classof(const Stmt *S) { return S->K == Decl; }
  Variable *Var = nullptr;
  Array *Arr = nullptr;
  ExprPtr Init; ///< Scalars only; may be null.
  /// Every read in the enclosing iteration follows a write of it (set by
  /// privatization), so its initial contents never matter.
  bool ReadsCovered = false;
  DeclStmt(SourceLocation L = {}) : Stmt(Decl, L) {}
};

struct ReturnStmt : Stmt {
  static bool classof(const Stmt *S) { return S->K == Return; }
  ExprPtr Value; ///< Null for `return;`.
  ReturnStmt(SourceLocation L = {}) : Stmt(Return, L) {}
};

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

/// One parameter of the original signature, in order.
struct Param {
  std::string Name;
  std::string TypeSpelling; ///< As the user wrote it, for the wrapper.
  Variable *Var = nullptr;  ///< Scalar by value...
  Array *Arr = nullptr;     ///< ...or an array...
  /// ...or a struct: its members, as arrays (scalars are zero-dimensional)
  /// but for the scalars the function never writes, which are sizes and
  /// coefficients like scalar parameters: Params set on the host from the
  /// member (Var->HostInit, `s.n`), with the member's name.
  std::vector<Array *> Members;
  std::vector<std::pair<std::string, Variable *>> MemberScalars;
  std::string StructType; ///< The struct's name, for the harness.
  /// The implicit object of a member function (`*this`, named "this"): its
  /// members are named as the method names them (`n`, not `this.n`).
  bool Object = false;
  /// Why the validation harness cannot make such an object (a private
  /// member, no default constructor); empty where it can.
  std::string NotBuildable;
  /// How the host reads member Field: `s.n`, or `this->n`.
  std::string member(const std::string &Field) const {
    return Object ? "this->" + Field : Name + "." + Field;
  }
  /// How the user names member Field in pragmas and messages: `s.n`, `n`.
  std::string memberKey(const std::string &Field) const {
    return Object ? Field : Name + "." + Field;
  }
  /// An enum passed by value: its type. Var, its integer value, is set on
  /// the host from the parameter (Var->HostInit) under its own name.
  std::string Enum;
};

/// Values for the validation harness (#pragma loopgen validate).
struct ValidateSpec {
  bool Present = false;
  std::vector<std::pair<std::string, std::string>> Values; ///< name, literal
  std::string InitFunction;
  std::string Tolerance; ///< Empty: the type's default.
  SourceLocation Loc;
};

/// A loop of the original that loopgen proved parallel and that is worth
/// running on all CPU cores where the original runs on the host (set by
/// the host-threads pass, HostThreads.h): what the OpenMP pragma the
/// frontend writes for it must agree with. Declarations are named by their
/// source locations, as the frontend finds them in Clang's AST.
struct HostParallelLoop {
  SourceLocation Loc; ///< Its 'for'.
  std::vector<std::pair<std::string, SourceLocation>> Reductions; ///< Op.
  std::vector<SourceLocation> Private; ///< Declared in each iteration.
  std::vector<SourceLocation> Written; ///< Arrays whose elements it writes.
};

struct Function {
  std::string Name;
  /// "a::b::", the named namespaces a function is declared in: how code
  /// outside them (the validation harness) names it.
  std::string Scope;
  /// A member function: its class ("Solver", "Outer::Inner") within Scope,
  /// and whether it is static (else Params[0] is its object, Param::Object).
  std::string Class;
  bool Static = false;
  /// An instantiation of an offloaded function template: its arguments as
  /// written after the name ("<float>", how it is called) and as a name
  /// suffix ("_float", for its kernels and its validation).
  std::string TemplateArgs, Instance;
  ScalarType ReturnTy;
  /// A struct the function returns (ReturnTy is then void): its type as
  /// the source spells it, and the locals holding its scalar members in the
  /// order of an aggregate initializer, each with its member path (".norm",
  /// ".pos.x").
  std::string ReturnRecord;
  std::vector<std::pair<std::string, Variable *>> ReturnFields;
  std::vector<Param> Params;
  std::vector<std::unique_ptr<Variable>> Vars;
  std::vector<std::unique_ptr<Array>> Arrays;
  std::unique_ptr<BlockStmt> Body;
  ValidateSpec Validate;
  SourceLocation Loc;
  std::string FileName;
  /// Set by the profitability model: the iterations of each launch of the
  /// kernels that host loops launch over and over, as expressions of the
  /// parameters. Where one is small, the call runs the original on the host.
  std::vector<ExprPtr> HostBelowTrips;
  /// Conditions of the parameters under which what the translation assumed
  /// of them does not hold (a std::vector analyzed as rows of w elements
  /// whose size is not a multiple of w): the call then runs the original.
  std::vector<ExprPtr> HostWhen;
  /// Whether the output keeps the original as <name>_on_host, for calls
  /// that a check on entry or after the kernels sends to the host.
  bool hasHostCopy() const {
    return !HostBelowTrips.empty() || FallbackFlag || !HostWhen.empty() ||
           !overlapPairs().empty();
  }
  /// The pairs of array parameters the body accesses, one of them written,
  /// that a call may pass overlapping (then it runs the host copy).
  std::vector<std::pair<const Array *, const Array *>> overlapPairs() const;
  /// LOOPGEN_HOST_BELOW's default: 16384, or 1024 where a step costs less
  /// than a launch's latency (a barrier of a persistent kernel,
  /// PersistentLoops.h) or more work than its iterations (wavefronts whose
  /// threads run loops of their own), so that fewer iterations pay.
  unsigned HostBelowDefault = 16384;
  /// Set by the profitability model for a function whose work is of the
  /// order of its data (HostCost.h): what an iteration of its statements
  /// of the highest order (HostBelowTrips[0] counts them) costs a CPU core,
  /// in operations and in bytes streamed from memory, in shares by the
  /// outermost loop around them (those the host copy runs on its cores
  /// divide by its threads). The call then runs on the host where the
  /// run-time model finds that faster than the copies to the GPU and back
  /// (loopgen_host_is_faster).
  struct HostCostShare {
    SourceLocation Outermost;
    bool UserThreads = false; ///< An OpenMP loop of the user's.
    double Ops = 0, Bytes = 0;
  };
  std::vector<HostCostShare> HostCosts;
  /// Set by the checked-parallelism pass (CheckedParallelism.h): a device
  /// scalar that a check turns non-zero when a band's parallel run would
  /// differ from the original; the call then runs the original on the host.
  Variable *FallbackFlag = nullptr;
  /// --strict-fp: floating-point sums and products keep their order.
  bool KeepRoundingOrder = false;
  /// The function asks OpenMP which thread it is (omp_get_thread_num()):
  /// loopgen runs it as one thread would, so its harness runs the original
  /// with one OpenMP thread too (per-thread partial results).
  bool QueriesOpenMPThreads = false;
  /// Without it, the floating-point sums and products that the translation
  /// rounds in another order, recorded by the passes that reorder them:
  /// where (the loop) and what ("+ into 's'"), for the validation notes.
  std::vector<std::pair<SourceLocation, std::string>> Reassociations;
  /// The loops of the original that may run on all CPU cores.
  std::vector<HostParallelLoop> HostThreads;
  /// Sizes read from data on entry (Variable::DataExtent), in the order the
  /// host computes them: the least or greatest element of Of[First..Last]
  /// (an input no statement writes), a later one's section through earlier
  /// ones (the columns a CSR matrix's rows reach through its offsets).
  struct DataExtentDef {
    Variable *Var;
    const Array *Of;
    ExprPtr First, Last;
    bool Greatest;
    /// Read by the validation harness only, to size a std::vector input
    /// from the others (Array::ReachedFromData): the translation knows its
    /// size and does not compute it.
    bool HarnessOnly = false;
  };
  std::vector<DataExtentDef> DataExtents;

  Variable *newVar(Variable::Kind K, std::string Name, ScalarType Ty,
                   SourceLocation L = {});
  Array *newArray(Array::Kind K, std::string Name, ScalarType Elem,
                  SourceLocation L = {});
  /// A name not used by any variable or array of this function.
  std::string freshName(const std::string &Base) const;
  bool hasName(const std::string &N) const;
};

} // namespace loopgen

#endif // LOOPGEN_IR_IR_H
