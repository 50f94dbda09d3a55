//===- LoweringImpl.h - The class that lowers one function -----*- C++ -*-===//
//
// Lowering turns one offloaded function's Clang AST into LoopIR. Its members
// are spread over files by what they lower:
//   LowerFunction.cpp  the function: parameters, #pragma loopgen array
//                      shapes, the body, unused declarations pruned;
//   LowerTypes.cpp     types and shapes: scalars, std::vector (nested too),
//                      structs of arrays, rows passed to helpers;
//   LowerStmts.cpp     statements and loops;
//   LowerExprs.cpp     expressions and array accesses;
//   LowerPointers.cpp  pointer and reference locals into arrays;
//   LowerTables.cpp    initialized local arrays and constant tables;
//   LowerWhile.cpp     loops of unknown length (while, for with break);
//   LowerTables.cpp    initialized local arrays and constant tables;
//   LowerWhile.cpp     loops of unknown length (while, for with break);
//   LowerCalls.cpp     calls: <cmath>, std::min/max, same-file functions
//                      inlined as expressions or statements.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPGEN_LIB_FRONTEND_LOWERINGIMPL_H
#define LOOPGEN_LIB_FRONTEND_LOWERINGIMPL_H

#include "loopgen/Frontend/Lowering.h"
#include "loopgen/IR/Walk.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include <optional>
#include <set>

namespace loopgen {

// The Clang names the lowering uses (Expr, Stmt and the statement classes
// are LoopIR's here; Clang's are written clang::).
using clang::ASTContext;
using clang::CallExpr;
using clang::CXXMethodDecl;
using clang::CXXRecordDecl;
using clang::FieldDecl;
using clang::FunctionDecl;
using clang::ParmVarDecl;
using clang::PresumedLoc;
using clang::QualType;
using clang::RecordDecl;
using clang::SourceManager;
using clang::Type;
using clang::ValueDecl;
using clang::VarDecl;

/// E as written (through macros, at its spelling), or empty where it was
/// made by a token paste.
std::string spelledText(const clang::Expr *E, const clang::ASTContext &Ctx);

/// How many times E names D.
unsigned references(const clang::Stmt *E, const ValueDecl *D);

/// Calls Assigned with each declaration S assigns or increments.
void forEachAssigned(const clang::Stmt *S,
                     llvm::function_ref<void(const ValueDecl *)> Assigned);

/// Appends If to Out without an empty else branch; an if whose condition
/// was refused (its error is out) is dropped.
inline void appendIf(std::unique_ptr<IfStmt> If, BlockStmt &Out) {
  if (If->Else && If->Else->Body.empty())
    If->Else.reset();
  if (If->Cond)
    Out.Body.push_back(std::move(If));
}

/// Whether every case of SS ends in a return; Default: whether it has one.
bool switchReturns(const clang::SwitchStmt *SS, bool &Default);

/// Whether S holds a `break` of the loop it is in (not of a loop or switch
/// inside S), or a `return` where Returns.
bool hasOwnBreak(const clang::Stmt *S, bool Returns = false);
/// Whether S has a return statement, at any depth (outside lambdas).
bool hasReturn(const clang::Stmt *S);

/// Whether S refers to D, or to one of Ds, anywhere.
bool mentionsDecl(const clang::Stmt *S, const ValueDecl *D);
/// Whether E names the loop index Idx.
bool isIndexRef(const clang::Expr *E, const clang::ValueDecl *Idx);
/// The error's head where a for loop has no form loopgen lowers.
inline constexpr const char *CanonicalFor =
    "loopgen needs a canonical for loop here: 'for (int i = begin; i < end; "
    "++i)' or a constant step";
bool mentionsDecl(const clang::Stmt *S, const std::set<const ValueDecl *> &Ds);

/// Whether Name is a <cmath> function (or std::min/max) device code has.
bool isMathFunction(llvm::StringRef Name);

/// An integer literal of `#pragma loopgen validate`, maybe negated (the
/// pragma's tokens, "- 5"): its magnitude and sign.
std::optional<std::pair<llvm::APInt, bool>>
integerLiteral(llvm::StringRef Text);

/// inferShape's reasons where every access runs under a condition or in a
/// triangle that may be empty, and where the shape would divide by a size
/// (each with the shape as Hint).
extern const char *const OnlyUnderConditions,
    *const OnlyInTriangles, *const OnlyInStrides, *const ExtentDividesBySize;

namespace shapes {
class DataBounds;
} // namespace shapes

class Lowering {
public:
  Lowering(const FunctionDecl &FD, ASTContext &Ctx,
           const std::vector<PragmaInfo *> &FnPragmas, PragmaTargets &Targets,
           Diagnostics &D)
      : Top(FD), Ctx(Ctx), SM(Ctx.getSourceManager()), FnPragmas(FnPragmas),
        Targets(Targets), D(D) {}

  std::unique_ptr<Function> run();

private:
  const FunctionDecl &Top;
  ASTContext &Ctx;
  SourceManager &SM;
  const std::vector<PragmaInfo *> &FnPragmas;
  PragmaTargets &Targets;
  Diagnostics &D;
  std::unique_ptr<Function> F;
  bool Failed = false;
  /// The claim of an OpenMP collapse(n) loop for the loop nested in it
  /// (annotate), until that loop's body is lowered.
  std::optional<LoopAnnotation> CollapsedClaim;
  /// Flat pointer parameters without a shape: inferred after the body.
  std::vector<Array *> Unshaped;

  llvm::DenseMap<const ValueDecl *, Variable *> Vars;
  llvm::DenseMap<const ValueDecl *, Array *> Arrays;
  /// Pointer parameters of inlined calls bound to the address of a scalar
  /// (`loss_grad(..., &gb)`, C's output parameters): the scalar's
  /// declaration, which `*p` and `p[0]` name.
  llvm::DenseMap<const ValueDecl *, const ValueDecl *> Pointees;
  /// Binds pointer parameter P to the scalar Arg takes the address of (or
  /// that a pointer bound so names); false where Arg is no such address.
  bool bindPointee(const ParmVarDecl *P, const clang::Expr *Arg);
  /// The scalar that E, a pointer bound by bindPointee, points to; null
  /// where E is no such pointer.
  ExprPtr pointee(const clang::Expr *E);
  /// An array, or a row of one (the subscripts that select the row), or a
  /// place in a row (Offset added to the next subscript).
  struct ArrayView {
    Array *A = nullptr;
    std::vector<ExprPtr> Prefix;
    ExprPtr Offset;
    /// A copy naming the same variables.
    ArrayView clone() const {
      ArrayView Copy{A, {}, Offset ? Offset->clone() : nullptr};
      for (const ExprPtr &P : Prefix)
        Copy.Prefix.push_back(P->clone());
      return Copy;
    }
  };
  /// Parameters bound to a row of an array: `tridag(..., u[j], ...)`, and
  /// pointer and reference locals into arrays (held in locals).
  std::map<const ValueDecl *, ArrayView> Rows;
  /// The pointer locals among Rows, which assignments may move.
  std::set<const ValueDecl *> PointerLocals;
  /// Pointer locals declared without a value: where their locals go once
  /// the first assignment says which array they point into.
  std::map<const ValueDecl *, std::pair<BlockStmt *, size_t>> UnboundPointers;
  /// A `++` or `--` inside a statement's expressions: its variable (a local
  /// scalar or a pointer local) advances before the statement (prefix) or
  /// after it (postfix).
  struct Advance {
    const ValueDecl *D;
    bool Increment, Post;
    SourceLocation Loc;
  };
  /// Where the statement being lowered collects them; null outside one.
  std::vector<Advance> *Advances = nullptr;
  /// Where the statement being lowered puts what runs before it: calls of
  /// functions with statements of their own, inlined into a temporary
  /// (`(A[i][j] - dot(...)) / d`); null outside one.
  BlockStmt *Prelude = nullptr;
  /// How many arms of ?:, && and || enclose the expression being lowered:
  /// what runs before the statement would run whatever the condition.
  unsigned InBranch = 0;
  /// Lowers the statement Whole (its expression, or a declaration's
  /// initializer) into Out through Lower, with its advances around it.
  void lowerAdvancing(const clang::Stmt *Whole, BlockStmt &Out,
                      llvm::function_ref<void(BlockStmt &)> Lower);
  /// References to array elements (`double &c = C[i][j]`): the subscripts.
  std::map<const ValueDecl *, ArrayView> ElementRefs;
  /// The members of a struct variable: scalars of a local struct are
  /// variables; everything else is an array (scalars of a struct parameter
  /// have zero dimensions).
  struct Aggregate {
    std::map<const FieldDecl *, Variable *> Scalars;
    std::map<const FieldDecl *, Array *> Arrays;
    /// Members that are structs: their own members.
    std::map<const FieldDecl *, Aggregate *> Records;
  };
  std::vector<std::unique_ptr<Aggregate>> AggregateStore;
  llvm::DenseMap<const ValueDecl *, Aggregate *> Aggregates;
  /// Parameters of functions inlined as expressions: their arguments.
  llvm::DenseMap<const ValueDecl *, const Expr *> ExprArgs;
  std::vector<const FunctionDecl *> CallStack;
  std::vector<const Variable *> EnclosingIndices;
  /// Locals that stand for a loop's index (the i of `for (T i = n;
  /// i-- > 0;)`, declared from i_left): as read-only as the index.
  std::set<const Variable *> IndexLocals;
  /// Indices of for loops left by break: such a loop runs as a while loop
  /// (LowerWhile.cpp), whose body may change its index (`++it; break;`).
  std::set<const Variable *> BreakingIndices;
  /// Arguments that inlined parameters stand for.
  std::vector<ExprPtr> InlineArgs;
  /// Loop-index declarations made outside their loops (`int i; for (i=...`):
  /// the variable outside must stay unused.
  std::set<const Variable *> OuterLoopVars;
  /// After each loop over such an index, the index takes the value it has
  /// in C there (one step past the last iteration): these assignments,
  /// dropped where nothing reads the variable.
  std::map<const Stmt *, const Variable *> IndexFinalValues;
  StmtPtr indexAfterLoop(const ForStmt &Loop, Variable *Outer);
  std::vector<PragmaInfo::Shape> Shapes;
  std::set<std::string> UsedShapes;
  unsigned ControlDepth = 0;

  /// Reports an error, once: a statement lowered again (a loop's body for
  /// each binding of a pointer rotation) does not repeat it.
  ExprPtr fail(SourceLocation L, const std::string &Msg) {
    if (Reported.insert({L.getRawEncoding(), Msg}).second)
      D.error(L, Msg);
    Failed = true;
    return nullptr;
  }
  std::set<std::pair<unsigned, std::string>> Reported;

  std::string label(SourceLocation L) {
    PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
    if (P.isInvalid())
      return "<unknown>";
    std::string File = P.getFilename();
    size_t Slash = File.find_last_of('/');
    if (Slash != std::string::npos)
      File = File.substr(Slash + 1);
    return File + ":" + std::to_string(P.getLine()) + ":" +
           std::to_string(P.getColumn());
  }

  std::string typeName(QualType T) {
    return T.getAsString(Ctx.getPrintingPolicy());
  }

  std::optional<ScalarType> scalarType(QualType T);
  const Type *vectorElement(QualType T, QualType &Elem);

  void pruneDecls(BlockStmt &B);
  bool lowerParams();
  /// The scalars of RD, a struct member of struct parameter Prm at Path
  /// (`pos.`): parameters set on entry from Prm's member.
  Aggregate *memberScalars(Param &Prm, const RecordDecl *RD,
                           const std::string &Path, SourceLocation L);
  bool applyShapes();
  /// How the records of a record array lie in memory: as slots of the
  /// smallest field's size, each field at the slot of its offset.
  struct RecordLayout {
    ScalarType Slot;
    unsigned Slots = 0;
    /// Each slot's type, where some field's is not Slot (Array::SlotTypes).
    std::vector<ScalarType> SlotTypes;
    std::vector<std::string> SlotFields;
  };
  /// T's layout where T is a struct of the file whose fields are all
  /// scalars or such structs (no bit-fields, bases or virtual functions).
  std::optional<RecordLayout> recordOfScalars(QualType T);
  struct RecordLeaf {
    ScalarType Ty;
    uint64_t Offset;
    std::string Name;
    bool InArray; ///< An element of an array member.
  };
  bool scalarLeaves(const RecordDecl *RD, uint64_t Base,
                    const std::string &Prefix, std::vector<RecordLeaf> &Leaves);
  /// The number of slots of the records of each record array.
  std::map<const Array *, unsigned> RecordFields;
  /// Local variables whose declaration was refused: their uses are no
  /// errors of their own.
  std::set<const ValueDecl *> Refused;
  bool usesRefused(const clang::Expr *E);
  /// The values and the init function of #pragma loopgen validate.
  void checkValidate();
  /// Parameters whose validate value does not fit their type.
  std::set<std::string> BadValues;
  ExprPtr parseDim(const PragmaInfo::Shape &S, const std::string &Text);

  void lowerStmt(const clang::Stmt *S, BlockStmt &Out);
  std::unique_ptr<BlockStmt> lowerBody(const clang::Stmt *S);
  /// A loop's body, where an if at its top whose then-branch ends in
  /// `continue` skips the rest of the iteration: the statements after the
  /// if become part of its else branch.
  std::unique_ptr<BlockStmt> lowerLoopBody(const clang::Stmt *S);
  void lowerSkipping(llvm::ArrayRef<const clang::Stmt *> Stmts, BlockStmt &Out);
  /// Statements of a function's body, where an if whose branch returns (a
  /// guard) takes the statements after it into its other branch; each
  /// return is lowered by OnReturn.
  void
  lowerExiting(llvm::ArrayRef<const clang::Stmt *> Stmts, BlockStmt &Out,
               llvm::function_ref<void(const clang::ReturnStmt *, BlockStmt &)>
                   OnReturn);
  /// A switch whose cases end in break (or return, where OnReturn is
  /// given): a chain of ifs on its value (LowerSwitch.cpp). Otherwise:
  /// what runs where no case matches and there is no default (the
  /// statements after a switch whose cases all return).
  bool lowerSwitch(const clang::SwitchStmt *SS, BlockStmt &Out,
                   llvm::function_ref<void(const clang::ReturnStmt *,
                                           BlockStmt &)> *OnReturn,
                   llvm::ArrayRef<const clang::Stmt *> Otherwise = {});
  /// A `for` loop of a function's body whose `return`s leave the function
  /// (lowerExiting): each is lowered by OnReturn, sets Returned and leaves
  /// the loop as a `break` would (Flag, its break flag); the statements
  /// after the loop run where Returned is false.
  struct ReturningLoop {
    const clang::Stmt *Loop;
    Variable *Returned;
    llvm::function_ref<void(const clang::ReturnStmt *, BlockStmt &)> OnReturn;
    /// The flags of the loops a return leaves: Loop's, then those of the
    /// loops inside it around the return (a search over pairs), innermost
    /// last.
    std::vector<Variable *> Flags;
  };
  std::optional<ReturningLoop> Returning;
  /// Whether a `return` here leaves the loop being lowered (Returning).
  bool returnLeavesLoop() const {
    return Returning && BreakFlag &&
           llvm::is_contained(Returning->Flags, BreakFlag);
  }
  /// Whether S may leave the loop being lowered: a break of its own, or a
  /// return (also from a loop inside it) where returns leave it.
  bool mayLeaveLoop(const clang::Stmt *S) const {
    return hasOwnBreak(S, returnLeavesLoop()) ||
           (returnLeavesLoop() && hasReturn(S));
  }
  /// The offloaded function's result where a guard returns one: every
  /// return assigns it, the function returns it at its end.
  Variable *Result = nullptr;
  void lowerDecl(const VarDecl *VD, BlockStmt &Out);
  /// A lambda variable: its calls are inlined; its captures by copy are
  /// checked and its init-captures lowered as locals into Out.
  void lowerLambdaDecl(const VarDecl *VD, BlockStmt &Out);
  /// Assignments of each element of the local array A from the braced list
  /// Init (the elements it leaves out are zero), into Out.
  void initializeArray(Array &A, const clang::Expr *Init, BlockStmt &Out);
  /// The zero of type Ty, as C++ value-initializes a scalar.
  static ExprPtr zeroOf(const ScalarType &Ty) {
    return Ty.isFloating() ? Expr::floatLit(Ty.Bits == 32 ? "0.0f" : "0.0", Ty)
                           : Expr::intLit(0, Ty);
  }
  /// A new local named from Name (fresh), declared in Out with value Init.
  Variable *declareLocal(const std::string &Name, ExprPtr Init,
                         SourceLocation L, BlockStmt &Out);
  /// A loop nest into Out that stores Value (evaluated once) in every
  /// element of A.
  void fillArray(Array &A, ExprPtr Value, BlockStmt &Out);
  /// The element type and size of std::array<T, N>.
  /// std::array<T, N>, and std::array<std::array<T, M>, N> ([N][M]).
  struct StdArrayShape {
    ScalarType Elem;
    std::vector<int64_t> Dims;
    std::vector<ExprPtr> extents() const;
  };
  std::optional<StdArrayShape> stdArray(QualType T);
  /// Constant arrays declared outside the function (a file's static const
  /// coefficient table) that it reads: local arrays of the same values,
  /// declared and filled at the top of the function.
  Array *constantTable(const VarDecl *VD);
  BlockStmt Tables;
  void lowerFor(const clang::ForStmt *FS, BlockStmt &Out);
  /// Loop.Step from FS's increment; false where it does not change the
  /// index by a non-zero constant (LowerForHeader.cpp). The other parts of
  /// a comma increment (`++k, ++day`), which must not name the index, are
  /// Others, to run after the body.
  bool lowerForStep(const clang::ForStmt *FS, const clang::ValueDecl *IdxDecl,
                    ForStmt &Loop, std::vector<const clang::Expr *> &Others);
  /// Loop.End from FS's condition (Condition: its part that bounds the
  /// index), which must compare the index with a bound in the step's
  /// direction; false after an error.
  bool lowerForEnd(const clang::ForStmt *FS, const clang::Expr *Condition,
                   const clang::ValueDecl *IdxDecl, ScalarType IdxTy,
                   ForStmt &Loop);
  /// `for (s = 1; s < n; s <<= 1)`, `s *= f`, `s >>= 1`, `s /= f`: a loop
  /// over its step's number, whose trips the prelude counts, that updates s
  /// after its body (LowerGeometric.cpp). False where FS is no such loop.
  bool lowerGeometricFor(const clang::ForStmt *FS, BlockStmt &Out);
  /// `for (int i = b; i (+ x) < e; i += st)` with st not a constant: a loop
  /// over the step's number k, i = b + k * st (LowerGeometric.cpp).
  bool lowerVariableStepFor(const clang::ForStmt *FS, BlockStmt &Out);
  /// `while` and `do`-`while` loops: within a loop, those that change
  /// scalars of their own iteration (and array elements), as an IfStmt that
  /// repeats (IfStmt::WhileLoop); outside every loop, any, as a stepsLoop;
  /// `do { ... } while (0)` as its body.
  void lowerWhile(const clang::Stmt *S, BlockStmt &Out);
  /// Whether B writes an element of an array that no loop around declares.
  bool writesSharedArray(const BlockStmt &B) const;
  /// The sequential loop of unknown length that runs Body while Cond holds
  /// (ForStmt::While).
  std::unique_ptr<ForStmt> stepsLoop(ExprPtr Cond, bool TestAfter,
                                     std::unique_ptr<BlockStmt> Body,
                                     SourceLocation L);
  /// Within a loop, the scalars from outside that the repeating if Loop only
  /// accumulates into (`++count` of a merge, `sum += x`) are summed in
  /// locals of the iteration, declared in Before and added in After (the
  /// loops around see a reduction).
  /// The scalars of Own (the loop's index and flag) are its own.
  void accumulateLocally(IfStmt &Loop, const std::set<const Variable *> &Own,
                         BlockStmt &Before, BlockStmt &After);
  /// Whether the repeating if Loop (a Kind loop: "'while'") changes only
  /// scalars of Own, of its own body and of the iterations of the loops
  /// around it (array elements it may write); reports what breaks that.
  /// Marks the loops it holds InRepeat.
  bool scalarLoopAllowed(IfStmt &Loop, const char *Kind,
                         std::set<const Variable *> Own);
  /// A for loop whose body has a `break` (lowered with Running, the flag
  /// the break clears): a while loop over its index, or a search for the
  /// first index where the break's condition holds. An index declared
  /// before the loop holds where it stopped: Outer (assigned here where the
  /// result is true: a search).
  bool lowerBreakingFor(std::unique_ptr<ForStmt> Loop, Variable *Running,
                        Variable *Outer, BlockStmt &Out);
  bool lowerFirstIndexSearch(std::unique_ptr<ForStmt> &Loop, Variable *Running,
                             Variable *Outer, BlockStmt &Out);
  /// The flag of the innermost loop being lowered that has a break.
  Variable *BreakFlag = nullptr;
  /// Statements of a block; where one holds a break of the loop being
  /// lowered, those after it run under `if (running)`.
  void lowerSequence(llvm::ArrayRef<const clang::Stmt *> Stmts, BlockStmt &Out);
  /// The scalars declared so far in the body of each loop being lowered,
  /// innermost last: those a while loop inside it may assign.
  std::vector<std::set<const Variable *>> IterationScalars;
  /// The local arrays declared in the body of a loop: each iteration has
  /// its own, which a while loop inside that loop may change.
  std::set<const Array *> IterationArrays;
  /// Pointer rotation (LowerRotation.cpp). Straight-line code that swaps
  /// two pointers to whole arrays (std::swap(p, q), or t = p; p = q; q = t)
  /// rebinds them at compile time; a loop whose body does so is lowered
  /// once for each binding its iterations see, chosen by the iteration's
  /// number, and the function's statements after it once for each binding
  /// its trip count may leave.
  struct Bindings {
    std::map<const ValueDecl *, ArrayView> Rows;
    std::map<const ValueDecl *, Array *> Arrays;
  };
  static Bindings copyOf(const Bindings &B);
  Bindings saveBindings() const;
  void restoreBindings(const Bindings &B);
  /// Whether the pointers Ds name the same arrays in A and B.
  bool sameBindings(const Bindings &A, const Bindings &B,
                    const std::set<const ValueDecl *> &Ds) const;
  /// The pointers swapped in the loop body being lowered.
  std::set<const ValueDecl *> Swapped;
  /// ControlDepth where statements run unconditionally in order: at the
  /// top of the function's or of a loop's body.
  unsigned StraightLineDepth = 0;
  /// Where the swaps at the start of Stmts end (0: none there), rebinding.
  size_t lowerSwap(llvm::ArrayRef<const clang::Stmt *> Stmts);
  /// The name E gives a whole array that a swap may rebind: a variable or
  /// parameter, or a member of the method's own object (its FieldDecl).
  const ValueDecl *rebindableName(const clang::Expr *E) const;
  Array *boundArray(const ValueDecl *D) const;
  void bindArray(const ValueDecl *D, Array *A);
  /// After the loop Loop (of FS) whose first body, lowered from Before,
  /// swapped pointers: its body for each binding, and PendingRotation.
  void lowerRotatingBody(ForStmt &Loop, const clang::Stmt *Body,
                         const Bindings &Before);
  struct Rotation {
    ExprPtr TripsModulo;          ///< The loop's trip count modulo States.
    std::vector<Bindings> States; ///< After 0, 1, ... trips (modulo).
    std::set<const ValueDecl *> Pointers;
  };
  /// Set by a loop that rotates pointers; the statements after it take it.
  std::optional<Rotation> PendingRotation;
  /// Where std::vector parameters taken by reference are bound to other
  /// arrays at the end of the function (`std::swap(u, tmp)` exchanges the
  /// caller's vectors), their elements take those arrays' in one loop, and
  /// the names their own arrays again: what the caller sees.
  void restoreSwappedVectors(BlockStmt &Out, SourceLocation L);
  /// The arrays whose binding the caller sees: std::vector parameters taken
  /// by reference and copied back, the offloaded method's object's members.
  std::vector<std::pair<const ValueDecl *, Array *>> callerArrays() const;
  /// E as the host computes it on entry (from parameters and sizes, through
  /// const locals set from them), or null.
  ExprPtr valueOnEntry(const Expr &E);
  /// Makes the call run the original where A and B, values on entry,
  /// differ (F->HostWhen), once for each pair.
  void runOriginalUnlessEqual(ExprPtr A, ExprPtr B, SourceLocation L);
  /// Whether a swap may have bound such a vector to another array.
  bool swapsVisibleVectors(const std::set<const ValueDecl *> &Pointers) const;
  /// The statements Rest after a rotating loop, once for each binding it
  /// may leave where they use the pointers.
  void lowerAfterRotation(
      Rotation R, llvm::ArrayRef<const clang::Stmt *> Rest, BlockStmt &Out,
      llvm::function_ref<void(const clang::ReturnStmt *, BlockStmt &)>
          OnReturn);
  /// Whether Rest uses the pointers that the loop just lowered rotates.
  bool usesRotatedPointers(llvm::ArrayRef<const clang::Stmt *> Rest) const;
  /// `p == q`, `p != u` of pointers to whole arrays: a constant where they
  /// name different arrays; null where E is no such comparison.
  ExprPtr pointerComparison(const clang::BinaryOperator *BO);

  /// `for (x : v)` over an array, a std::vector or a row of one: a loop
  /// over an index, x a copy of the element or a reference to it.
  void lowerRangeFor(const clang::CXXForRangeStmt *RS, BlockStmt &Out);
  /// The loop's #pragma loopgen parallel or sequential, checked.
  /// Loop's pragmas; SourceEnd, the end of its source, finds the OpenMP
  /// sections in it.
  void annotate(ForStmt &Loop, clang::SourceLocation SourceEnd = {});
  /// OpenMP's lastprivate(x) on Loop: declarations go to Before, the
  /// final assignments to After (LastPrivateScalars.cpp).
  void lowerLastPrivate(ForStmt &Loop, BlockStmt &Before, BlockStmt &After);
  /// OpenMP's private and firstprivate scalars of Loop: each iteration's
  /// own copy (LastPrivateScalars.cpp).
  void lowerPrivate(ForStmt &Loop);
  void lowerExprStmt(const clang::Expr *E, BlockStmt &Out);

  ExprPtr lowerExpr(const clang::Expr *E);
  ExprPtr lowerLValue(const clang::Expr *E);
  ExprPtr lowerAccess(const clang::Expr *E);
  /// *p of a pointer parameter, as p[0].
  ExprPtr lowerDeref(const clang::UnaryOperator *UO);
  ExprPtr lowerCall(const CallExpr *CE);
  /// The shape of the flat pointer A that its accesses in the lowered body
  /// reach, where that is exact (InferShapes.cpp): [extent], or [rows][w]
  /// indexed linearly; empty, with WhyNot, where it is not, and with the
  /// shape the other accesses reach as Hint ("[k]") where some subscript
  /// cannot be analysed (`s[assign[i]]`) or where every access runs under
  /// a condition (WhyNot is then OnlyUnderConditions).
  /// Dim: the subscript that gives it (a table of rows, `rows[i][j]`, has
  /// two, inferred one by one).
  std::vector<ExprPtr> inferShape(const Array &A, std::string &WhyNot,
                                  std::string &Hint, unsigned Dim = 0);
  /// inferShape's shape from the accesses it can analyse; Skipped says why
  /// others were left out.
  /// Data: the values read from inputs that bound subscripts and loops.
  std::vector<ExprPtr> reachedShape(const Array &A, std::string &WhyNot,
                                    std::string &Skipped, unsigned Dim,
                                    shapes::DataBounds &Data);
  /// omp_set_num_threads(n) and the other setters of OpenMP's teams.
  bool isOpenMPSetting(const CallExpr *CE);
  /// E's value, when the compiler computes it (a constexpr name,
  /// INFINITY's __builtin_inff(), std::numeric_limits<T>::max()), as a
  /// literal of type Ty; null when it does not.
  ExprPtr constantValue(const clang::Expr *E, const ScalarType &Ty);
  std::optional<ArrayView> view(const clang::Expr *E);
  /// The view of pointer arithmetic and addresses: p + n, &A[i][k],
  /// v.data(); none for other expressions.
  std::optional<ArrayView> pointerView(const clang::Expr *E);
  /// Whether V selects a run of scalars a pointer may walk: a row, or a
  /// flat pointer or vector parameter indexed linearly.
  bool addressesScalars(const ArrayView &V) const;
  void addOffset(ArrayView &V, ExprPtr Delta);
  /// V with its subscripts (and offset, a ptrdiff_t, when WithOffset) held
  /// in new locals named after Name, declared in Out.
  ArrayView holdInLocals(ArrayView V, const std::string &Name, bool WithOffset,
                         SourceLocation L, BlockStmt &Out);
  void lowerPointerDecl(const VarDecl *VD, BlockStmt &Out);
  void lowerReferenceDecl(const VarDecl *VD, BlockStmt &Out);
  /// The element a reference local names, or null when VD is none.
  ExprPtr elementRef(const ValueDecl *VD, SourceLocation L);
  /// `p = A + k`, `p += k`, `++p` of a pointer local; false when E is not
  /// one.
  bool lowerPointerUpdate(const clang::Expr *E, BlockStmt &Out);
  Aggregate *aggregateOf(const clang::Expr *E);
  /// The struct (C or C++) T names or refers to; null for std:: types,
  /// unions and declarations without a definition.
  const RecordDecl *structOf(QualType T);
  static bool isLambda(const RecordDecl *RD) {
    const auto *C = llvm::dyn_cast_or_null<CXXRecordDecl>(RD);
    return C && C->isLambda();
  }
  unsigned vectorDepth(QualType T, QualType &Scalar);
  /// Member FD of a struct as an array named Name, read by the host as
  /// Host followed by FD's name (Host is "s." or "this->").
  Array *memberArray(const std::string &Name, const std::string &Host,
                     const FieldDecl *FD, bool Const, SourceLocation L);
  void sizeVariables(Array &A);
  /// The extents of `std::vector<T> v(n)`, `v(n, value)`, `v(rows,
  /// std::vector<T>(cols[, value]))`; Fill takes the value where it is not
  /// a zero (the elements of a vector sized alone are zero).
  std::optional<std::vector<ExprPtr>> vectorShape(const clang::Expr *Init,
                                                  ExprPtr *Fill = nullptr);
  bool lowerStructDecl(const VarDecl *VD, const CXXRecordDecl *RD,
                       BlockStmt &Out);
  /// std::complex<float or double> (LowerComplex.cpp): T's part type.
  std::optional<ScalarType> complexElement(QualType T);
  /// E, a complex element of an array (or a reference to one).
  std::optional<ArrayView> complexPlace(const clang::Expr *E);
  /// The real and imaginary parts of E, complex or real, as Ty.
  std::optional<std::pair<ExprPtr, ExprPtr>> lowerComplex(const clang::Expr *E,
                                                          const ScalarType &Ty);
  /// real, imag, abs, norm or arg of a complex (null where refused);
  /// nothing where E is no call on a complex.
  std::optional<ExprPtr> lowerComplexScalar(const clang::Expr *E);
  /// A complex local: two locals; false where VD is no complex.
  bool lowerComplexDecl(const VarDecl *VD, BlockStmt &Out);
  /// `z = e`, `z += e`, `x[i] *= w`: false where E is no such assignment.
  bool lowerComplexAssign(const clang::Expr *E, BlockStmt &Out);
  /// Each complex local's real and imaginary parts.
  std::map<const ValueDecl *, std::pair<Variable *, Variable *>> ComplexVars;
  /// `std::swap(a[i], a[j])` of scalars, through a temporary; false where
  /// CE is no such call.
  /// v.assign(n, x), v.resize(n), std::fill(v.begin(), v.end(), x) of a
  /// vector of the function (LowerVectorFills.cpp); false for other calls.
  bool lowerVectorFill(const CallExpr *CE, BlockStmt &Out);
  /// std::fill(_n), std::iota, std::copy(_n), memset, memcpy over a range of an
  /// array: a loop over its elements (LowerRangeCalls.cpp); false where CE
  /// is none of them.
  bool lowerRangeCall(const CallExpr *CE, BlockStmt &Out);
  /// A place in an array that a range starts or ends at (a pointer,
  /// `v.begin() + k`, `std::end(a)`): a view of its row and the offset.
  std::optional<ArrayView> rangePoint(const clang::Expr *E);
  bool lowerScalarSwap(const CallExpr *CE, BlockStmt &Out);
  /// Where the next inlineAsStmts stores a complex returned value.
  std::pair<Variable *, Variable *> *ComplexResult = nullptr;
  /// Complex parameters of functions inlined as expressions: their
  /// arguments' parts.
  std::map<const ValueDecl *, std::pair<const Expr *, const Expr *>>
      ComplexExprArgs;
  /// Binds complex parameter P of an inlined call to Arg: to the caller's
  /// locals where P is a reference to a complex local, else to Arg's parts,
  /// as expressions (Out null, kept alive in Owned) or as two locals set
  /// in Out. False where refused.
  bool bindComplexParam(const ParmVarDecl *P, const clang::Expr *Arg,
                        std::vector<ExprPtr> &Owned, BlockStmt *Out);
  /// A call of a function of one `return` of a complex value, inlined.
  std::optional<std::pair<ExprPtr, ExprPtr>>
  inlineComplex(const CallExpr *CE, const FunctionDecl *FD,
                const ScalarType &Ty);
  /// Where a struct lives (RecordValues.cpp): a struct variable's members
  /// (Agg), or a record of a record array, Row's subscripts with its slots
  /// from bit Bits on.
  struct RecordPlace {
    Aggregate *Agg = nullptr;
    ArrayView Row;
    uint64_t Bits = 0;
    RecordPlace clone() const;
  };
  /// Whether RD's members are scalars, such structs and fixed-size arrays
  /// of scalars (no bit-fields, pointers, bases or virtual functions).
  bool isPlainRecord(const RecordDecl *RD);
  uint64_t fieldBits(const FieldDecl *FD);
  /// The place E names: a struct variable, a member of one, a record of a
  /// record array (`p[i]`, `*p`, `atoms[i].pos`); none for values.
  std::optional<RecordPlace> recordPlace(const clang::Expr *E);
  /// The record Ptr points to (`p`, `p + i`, `this`).
  std::optional<RecordPlace> pointedRecord(const clang::Expr *Ptr);
  std::optional<RecordPlace> memberPlace(const RecordPlace &Outer,
                                         const FieldDecl *FD);
  /// E's place, or for a struct value (a call, a list, a constructor's) a
  /// new struct variable made in Out (before the statement where Out is
  /// null); none after an error.
  std::optional<RecordPlace> recordValue(const clang::Expr *E, BlockStmt *Out);
  /// `p[i].coef` of an array member of a record of a record array: the
  /// record's slots from the member's on.
  std::optional<ArrayView> memberArrayView(RecordPlace &P, const FieldDecl *FD,
                                           SourceLocation L);
  /// Element Subs of array member FD of the struct at P.
  ExprPtr placeElement(const RecordPlace &P, const FieldDecl *FD,
                       std::vector<ExprPtr> Subs, SourceLocation L);
  /// Scalar member FD of the struct at P; null for other members.
  ExprPtr placeField(const RecordPlace &P, const FieldDecl *FD,
                     SourceLocation L);
  /// A struct variable of RD's members, declared in Out and left unset.
  Aggregate *newRecordLocal(const RecordDecl *RD, const std::string &Name,
                            SourceLocation L, BlockStmt &Out);
  bool copyRecord(const RecordPlace &To, const RecordPlace &From,
                  const RecordDecl *RD, SourceLocation L, BlockStmt &Out);
  /// Stores the struct Value into To, member by member; false after an
  /// error.
  bool storeRecord(const RecordPlace &To, const RecordDecl *RD,
                   const clang::Expr *Value, BlockStmt &Out);
  /// Stores Init (none: value-initialized) into member FD at To.
  bool storeMember(const RecordPlace &To, const FieldDecl *FD,
                   const clang::Expr *Init, BlockStmt &Out);
  bool construct(const RecordPlace &To, const RecordDecl *RD,
                 const clang::CXXConstructExpr *CE, BlockStmt &Out);
  ExprPtr lowerIntoBlock(const clang::Expr *E, BlockStmt &Out);
  /// `c ? a : b` in a statement (C lowered): a select, or where an arm
  /// needs statements before it, an if before the statement that sets a
  /// temporary from the chosen arm only.
  ExprPtr lowerChoice(const clang::ConditionalOperator *CO, ExprPtr C,
                      const ScalarType &Ty);
  /// `a && b`, `a || b` in a statement whose right operand needs statements
  /// before it: they run under an if on the left operand's value.
  ExprPtr lowerLogical(const clang::BinaryOperator *BO, ExprPtr LHS,
                       const ScalarType &Ty);
  /// `S s = ...;` of a plain struct.
  bool lowerRecordDecl(const VarDecl *VD, const RecordDecl *RD, BlockStmt &Out);
  /// `const S &r = ...;` naming a struct variable or copying a value;
  /// false where VD is no such reference.
  bool bindRecordReference(const VarDecl *VD, BlockStmt &Out);
  /// The struct an offloaded function returns: a struct local declared in
  /// Out, its scalar members recorded as F->ReturnFields; null after an
  /// error (a member no aggregate initializer of scalars can give back).
  Aggregate *returnedRecord(const RecordDecl *RD, BlockStmt &Out);
  /// The offloaded function's body into F->Body, its returns setting the
  /// result (ReturnedRecord's members where it returns a struct); false
  /// after an error.
  bool lowerTopBody(const RecordDecl *ReturnedRecord);
  /// The shape of a table of rows without a pragma (`double **data`): its
  /// rows and their length from the subscripts of each, or an error that
  /// suggests them.
  void inferTableShape(Array &A);
  /// Where the next inlineAsStmts stores a struct returned value.
  const RecordPlace *RecordResult = nullptr;
  /// The local vector the next inlineAsStmts's returned vector becomes.
  const ValueDecl *VectorResult = nullptr;
  /// The local array the next inlineAsStmts's returned std::array fills.
  Array *ArrayResult = nullptr;
  /// A = E, E an array value (ArrayValues.cpp): a helper's std::array
  /// result or another array of A's shape; false where E is neither.
  bool assignArrayValue(Array &A, const clang::Expr *E, BlockStmt &Out);
  /// `a = b;`, `a = f(x);` of a local std::array; false where E is none.
  bool lowerArrayAssign(const clang::Expr *E, BlockStmt &Out);
  /// A local array of std::array type T holding the value E (a list in
  /// braces, a helper's result), declared in Out; null where T is none.
  Array *arrayTemporary(const clang::Expr *E, QualType T,
                        const std::string &Name, BlockStmt &Out);
  /// `out[i] = s`, `s = in[j]`, `a = vsub(b, c)`, `out[i] = {u, v}`: a
  /// struct assigned whole, member by member; false where E is no such
  /// assignment.
  bool lowerRecordAssign(const clang::Expr *E, BlockStmt &Out);
  Aggregate *copyAggregate(const Aggregate &From, const std::string &Base,
                           SourceLocation L, BlockStmt &Out);
  Array *copyArray(const ArrayView &From, const std::string &Name,
                   SourceLocation L, BlockStmt &Out);
  /// To[prefix..., i][j] = From[prefix..., i][j] for every element of
  /// Extents.
  void copyElements(const ArrayView &To, const ArrayView &From,
                    const std::vector<ExprPtr> &Extents, SourceLocation L,
                    BlockStmt &Out);
  /// Whether FD's body stores into an element of its array parameter P.
  static bool writesArrayParam(const FunctionDecl *FD, const ParmVarDecl *P);

  const FunctionDecl *inlinableCallee(const CallExpr *CE);
  /// A variable or a literal (maybe cast): an inlined parameter the callee
  /// does not assign may stand for it.
  static bool isSimpleArgument(const Expr &A);
  /// Whether FD's body assigns (or increments) its parameter P.
  static bool assignsParam(const FunctionDecl *FD, const ParmVarDecl *P);
  /// How the callee is named in messages and temporaries: its name, or
  /// the variable an operator() is called on.
  std::string calleeName(const CallExpr *CE);
  /// The I-th argument of the call, past the object of an operator call.
  const clang::Expr *callArg(const CallExpr *CE, unsigned I);
  /// For a method FD, the struct variable the call is made on (a struct
  /// value's made in Out, or before the statement), null for a static
  /// method's or a function's; the enclosing object for a lambda's call.
  /// None after an error.
  std::optional<Aggregate *> callObject(const CallExpr *CE,
                                        const FunctionDecl *FD, BlockStmt *Out);
  /// The bindings of FD's parameters when made, restored when destroyed:
  /// a call of FD inlined within a call of FD (`vadd(vadd(a, b), c)`)
  /// binds them anew.
  class SavedParams {
    struct Saved {
      const ValueDecl *P;
      std::optional<Variable *> Var;
      std::optional<Array *> Arr;
      std::optional<const ValueDecl *> Pointee;
      std::optional<Aggregate *> Agg;
      std::optional<const Expr *> Arg;
      std::optional<ArrayView> Row;
      std::optional<std::pair<Variable *, Variable *>> Complex;
      std::optional<std::pair<const Expr *, const Expr *>> ComplexArg;
    };
    Lowering &Lo;
    std::vector<Saved> Params;

  public:
    SavedParams(Lowering &Lo, const FunctionDecl *FD);
    ~SavedParams();
  };
  /// The objects of the methods being inlined, innermost last (null for a
  /// lambda's call).
  std::vector<Aggregate *> ThisObjects;
  /// The object of the offloaded method, and its members' own arrays.
  Aggregate *OwnObject = nullptr;
  std::map<const FieldDecl *, Array *> OwnMembers;
  const clang::ReturnStmt *singleReturn(const FunctionDecl *FD);
  /// Whether FD's body may change member Field of its struct parameter P:
  /// assigns it, takes its address or a reference to it, or passes P on
  /// where it may be changed (a call, a method, a non-const reference).
  static bool writesMember(const FunctionDecl &FD, const ParmVarDecl *P,
                           const FieldDecl *Field);
  /// The fields of method Top's class that it and the methods it calls on
  /// its object use (in declaration order), and those they may change.
  static void objectFields(const CXXMethodDecl &Top,
                           std::vector<const FieldDecl *> &Used,
                           std::set<const FieldDecl *> &Written);
  /// Top's object as its first parameter (Param::Object).
  bool lowerObject(const CXXMethodDecl &Top);
  /// Whether FD (and what it calls) assigns only its own locals and the
  /// scalar parameters it takes by value, and where Members, the scalar
  /// members of its object (a generator's state: `rng.next()`).
  bool changesOnlyItsOwn(const FunctionDecl *FD,
                         std::set<const FunctionDecl *> Seen = {},
                         bool Members = false);
  /// Whether FD, called by CE, changes besides its own locals only scalars
  /// of the caller that CE passes by address or reference (`next(&seed)`)
  /// and CurrentStatement names nowhere else: then it may run before the
  /// statement, like a call that changes only its own.
  bool changesOnlyThroughArguments(const CallExpr *CE, const FunctionDecl *FD);
  /// The statement whose expressions are being lowered (lowerAdvancing).
  const clang::Stmt *CurrentStatement = nullptr;
  ExprPtr inlineAsExpr(const CallExpr *CE, const FunctionDecl *FD);
  /// Binds FD's parameters to CE's arguments for inlining as an expression
  /// (scalars and complex values as expressions kept alive in Owned, arrays
  /// and structs as views); false where refused (a recursive call).
  bool bindExprArgs(const CallExpr *CE, const FunctionDecl *FD,
                    std::vector<ExprPtr> &Owned);
  void inlineAsStmts(const CallExpr *CE, const FunctionDecl *FD, ExprPtr Target,
                     BlockStmt &Out);
  bool bindArrayParam(const ParmVarDecl *P, const clang::Expr *Arg,
                      BlockStmt *Out);
};

/// Declares where it is assigned each local declared without a value,
/// assigned once and read only after that, in that block
/// (C89Declarations.cpp).
void declareAtAssignments(Function &F);

/// Folds the ifs that clamp a local right after its declaration (`if (yy
/// < 0) yy = 0;`) into its value, a choice (FoldClamps.cpp).
void foldClamps(BlockStmt &Body);
/// `if (len > MAX) len = MAX;` on an integer parameter at the top of F's
/// body, its only assignments: a local of the clamped value, read from
/// there on, so that the parameter stays a size (FoldClamps.cpp).
void foldParameterClamps(Function &F);

} // namespace loopgen

#endif // LOOPGEN_LIB_FRONTEND_LOWERINGIMPL_H
