//===- InferShapes.cpp - The extent of a pointer from its accesses --------===//
//
// A pointer parameter without a shape gets the extent its accesses reach,
// where that is exact: every access is a subscript polynomial in the
// indices of the loops of step 1 around it, rectangular or blocks of
// constant size (a strip-mined loop, whose block count n / BS is a size of
// its own); those with no condition between give the shape (the original
// reads or writes their greatest element too), those under one must stay
// within it. The extent then covers what the function touches and nothing
// beyond the user's buffer. Where every subscript is w * row + column with
// the column within [0, w), the shape is [rows][w]: the analysis sees the
// rows, and the last row is taken to be whole in the user's buffer. Sizes
// (parameters) are taken as non-negative; an extent is a polynomial of
// them, negative where the loops run no iteration (Array::DimsInferred:
// the host counts no element then).
//
//===----------------------------------------------------------------------===//

#include "IndexRanges.h"
#include "LoweringImpl.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Visitor.h"
#include <functional>
#include <map>

namespace loopgen {

using namespace shapes;

namespace {

/// A condition known to hold (or not) where an access runs.
struct Fact {
  const Expr *Cond;
  bool Holds;
};

} // namespace

const char *const OnlyUnderConditions = "it is accessed only under conditions";
const char *const OnlyInTriangles =
    "it is accessed only in triangular loops that may not run (j < i)";
const char *const OnlyInStrides =
    "it is accessed only in loops of a step other than 1, which may end "
    "before their bound";
const char *const ExtentDividesBySize =
    "its extent divides by a size, which the function may test only after "
    "its start";

std::vector<ExprPtr> Lowering::inferShape(const Array &A, std::string &WhyNot,
                                          std::string &Hint, unsigned Dim) {
  std::string Skipped;
  DataBounds Data;
  std::vector<ExprPtr> Shape = reachedShape(A, WhyNot, Skipped, Dim, Data);
  // The host computes a shape on entry, before the guards that keep a
  // divisor from 0 (`if (stride <= 0) return;`): a hint only, unless the
  // function divides by it first thing too (`nframes = (n - len) / hop +
  // 1;` before any test).
  std::vector<const Expr *> FirstDivisors;
  for (const StmtPtr &S : F->Body->Body) {
    if (S->K != Stmt::Decl && S->K != Stmt::Assign)
      break;
    forEachOwnExpr(*S, [&](const Expr &E) {
      walkExpr(E, [&](const Expr &X) {
        if (X.K == Expr::Binary && (X.Text == "/" || X.Text == "%"))
          FirstDivisors.push_back(X.Ops[1].get());
      });
    });
  }
  bool DividesBySize = false;
  for (const ExprPtr &Dim : Shape)
    walkExpr(*Dim, [&](const Expr &X) {
      DividesBySize |= X.K == Expr::Binary &&
                       (X.Text == "/" || X.Text == "%") &&
                       X.Ops[1]->K != Expr::IntLit &&
                       llvm::none_of(FirstDivisors, [&](const Expr *D) {
                         return uncast(*D).sameAs(uncast(*X.Ops[1]));
                       });
    });
  if (DividesBySize && Skipped.empty())
    Skipped = ExtentDividesBySize;
  if (Skipped.empty()) {
    Data.materialize(*F, Shape);
    return Shape;
  }
  // Some access is left out: the others' reach is a hint, not the shape.
  WhyNot = Skipped;
  for (const ExprPtr &Dim : Shape)
    Hint += "[" + ExprPrinter().print(*Dim) + "]";
  return {};
}

std::vector<ExprPtr> Lowering::reachedShape(const Array &A, std::string &WhyNot,
                                            std::string &Skipped, unsigned Dim,
                                            DataBounds &Data) {
  struct Reach {
    Polynomial Sub;
    std::vector<const ForStmt *> Loops;
    Ranges Box;
    bool Triangle = false; ///< In a triangle that may be empty (`j < i`).
    bool Strided = false;  ///< In a loop of step 2 or more.
    /// Conditional only for the one if (and branch) it is in, whose
    /// condition loopgen cannot read (`if (det > eps)`), else null.
    const IfStmt *OnlyIf = nullptr;
    bool Else = false;
    /// The innermost if it is in, and in which branch.
    const IfStmt *Within = nullptr;
    bool InElse = false;
  };
  // The accesses every iteration runs, which give the shape, and those
  // under a condition, which must stay within it.
  std::vector<Reach> Reaches, Conditional;
  std::set<const Variable *> Params;
  for (const Param &P : F->Params) {
    if (P.Var && P.Var->Ty.isIntegral())
      Params.insert(P.Var);
    for (const auto &Member : P.MemberScalars) // s.n, as a parameter.
      if (Member.second->Ty.isIntegral())
        Params.insert(Member.second);
  }
  std::set<const Variable *> Assigned = assignedScalars(*F->Body);
  // Counted loops with a break, their counters indices.
  CountedLoops Counted = countedLoops(*F->Body);
  // Inputs no statement writes, whose elements may bound subscripts and
  // loops (`x[col[k]]`): arrays of integers of known extent, read through
  // a flat subscript.
  auto Readable = [&](const Array &B) {
    return &B != &A && !A.RowPointers && !B.Dims.empty() && !B.Nested &&
           !B.RowPointers && B.Record.empty() && B.Elem.isIntegral() &&
           (B.K == Array::PointerParam || B.K == Array::VectorParam ||
            B.K == Array::CArrayParam) &&
           !writesArray(*F, B);
  };
  auto Fail = [&](const std::string &Why) {
    if (WhyNot.empty())
      WhyNot = Why;
  };
  const std::set<const Variable *> Widths = Params; // Of rows, below.
  // Local tables of integer constants (a stencil's offsets, `cx[q]`): the
  // least and greatest of the values stored into them.
  std::map<const Array *, std::pair<int64_t, int64_t>> TableRanges;
  std::set<const Array *> NotTables;
  walkStmts(*F->Body, [&](const Stmt &S) {
    const auto *As = dyn_cast<AssignStmt>(&S);
    if (!As || As->Target->K != Expr::Access ||
        As->Target->Arr->K != Array::LocalCArray)
      return;
    const Array *T = As->Target->Arr;
    const Expr &V = uncast(*As->Value);
    std::optional<int64_t> Value;
    if (V.K == Expr::IntLit)
      Value = V.IntValue;
    else if (V.K == Expr::Unary && V.Text == "-" &&
             uncast(*V.Ops[0]).K == Expr::IntLit)
      Value = -uncast(*V.Ops[0]).IntValue;
    if (!Value || !As->Op.empty() || !T->Elem.isIntegral()) {
      NotTables.insert(T);
      return;
    }
    auto [It, New] = TableRanges.try_emplace(T, *Value, *Value);
    It->second.first = std::min(It->second.first, *Value);
    It->second.second = std::max(It->second.second, *Value);
  });
  for (const Array *T : NotTables)
    TableRanges.erase(T);
  // Quotients of sizes by constants (blocks of a strip-mined loop, n / BS)
  // are sizes of their own, named by variables here (and Params).
  std::vector<std::pair<ExprPtr, std::unique_ptr<Variable>>> Quotients;
  // Locals set once from indices and sizes (the offsets of rotated
  // pointer locals, `cur = 0`; `xl = x == 0 ? x : x - 1`) stand for their
  // values.
  std::map<const Variable *, const Expr *> IndexLocals;
  // (Also on such locals: `k = y * nx + xl` with `xl = std::max(x - 1,
  // 0)`, up to the depth PolyOf substitutes.)
  std::map<const Variable *, const Expr *> Defined =
      singleDefinitions(*F->Body);
  // (Or on inputs; or a remainder of anything below a size, `h % nbits`
  // of unsigned h, `x & 31`.)
  std::function<bool(const Expr &)> Plain = [&](const Expr &X) {
    if (X.K == Expr::Binary && X.Ty.isIntegral() &&
        ((X.Text == "%" && X.Ty.Spelling.rfind("unsigned", 0) == 0) ||
         (X.Text == "&" && X.Ops[1]->K == Expr::IntLit)))
      return Plain(*X.Ops[1]);
    return (X.K != Expr::Access || Readable(*X.Arr) ||
            TableRanges.count(X.Arr)) &&
           (X.K != Expr::Call || isIntegerMinMax(X)) &&
           (X.K != Expr::VarRef || X.Var->K == Variable::LoopIndex ||
            IndexLocals.count(X.Var) ||
            (Params.count(X.Var) && !Assigned.count(X.Var))) &&
           llvm::all_of(X.Ops, [&](const ExprPtr &Op) { return Plain(*Op); });
  };
  for (int Round = 0; Round < 4; ++Round)
    for (auto &[V, Init] : Defined)
      if (V->Ty.isIntegral() && Plain(*Init))
        IndexLocals[V] = Init;
  // Those of sizes alone (`const int oh = (h - k) / stride + 1;`).
  std::set<const Variable *> SizeLocals;
  for (int Round = 0; Round < 4; ++Round)
    for (auto &[V, Init] : IndexLocals) {
      bool OfSizes = true;
      walkExpr(*Init, [&](const Expr &X) {
        OfSizes &= X.K != Expr::Access;
        OfSizes &= X.K != Expr::VarRef ||
                   (X.Var->K != Variable::LoopIndex &&
                    (!IndexLocals.count(X.Var) || SizeLocals.count(X.Var)));
      });
      if (OfSizes)
        SizeLocals.insert(V);
    }
  // Those that read inputs (`c = col[k]`), whose tests are tests of data.
  std::set<const Variable *> DataLocals;
  for (int Round = 0; Round < 4; ++Round)
    for (auto &[V, Init] : IndexLocals)
      walkExpr(*Init, [&, V = V](const Expr &X) {
        if (X.K == Expr::Access ||
            (X.K == Expr::VarRef && DataLocals.count(X.Var)))
          DataLocals.insert(V);
      });
  // Whether a condition tests data (`if (frontier[v])`, `diag != 0.0 ?`,
  // `c == r` with c read from an input), in all its parts.
  std::function<bool(const Expr &)> TestsData = [&](const Expr &Cond) {
    const Expr &C = uncast(Cond);
    if (C.K == Expr::Unary && C.Text == "!")
      return TestsData(*C.Ops[0]);
    if (C.K == Expr::Binary && (C.Text == "&&" || C.Text == "||"))
      return TestsData(*C.Ops[0]) && TestsData(*C.Ops[1]);
    bool Data = false;
    walkExpr(C, [&](const Expr &X) {
      Data |= X.K == Expr::Access || X.Ty.isFloating() ||
              (X.K == Expr::Call && !isIntegerMinMax(X)) ||
              (X.K == Expr::VarRef && X.Var->K != Variable::LoopIndex &&
               !Counted.Counters.count(X.Var) &&
               (DataLocals.count(X.Var) ||
                (!IndexLocals.count(X.Var) && !SizeLocals.count(X.Var) &&
                 (!Params.count(X.Var) || Assigned.count(X.Var)))));
    });
    return Data;
  };
  // The variable that stands for a quotient of sizes (`n / BS`, a size of
  // its own).
  auto QuotientVar = [&](const Expr &Division) {
    std::string Text = ExprPrinter().print(Division);
    for (auto &[Known, Q] : Quotients)
      if (Q->Name == Text)
        return Q.get();
    auto Q = std::make_unique<Variable>(
        Variable{Variable::Param, Text, Division.Ty, Division.Loc, "", false});
    Variable *Raw = Q.get();
    Params.insert(Raw);
    Quotients.push_back({Division.clone(), std::move(Q)});
    return Raw;
  };
  auto PolyOf = [&](const Expr &E) -> std::optional<Polynomial> {
    ExprPtr Copy = E.clone();
    for (int Round = 0; Round < 4; ++Round) // Locals standing on locals.
      mutateExpr(Copy, [&](Expr &X) -> ExprPtr {
        if (X.K == Expr::VarRef && IndexLocals.count(X.Var))
          return Expr::cast(X.Ty, IndexLocals[X.Var]->clone(), X.Loc);
        return nullptr;
      });
    mutateExpr(Copy, [&](Expr &X) -> ExprPtr {
      // A quotient of sizes (`(h + 2 * pad - k) / stride + 1`), or the
      // least or greatest of some (`std::min(stride, MAX_LEN)`): one value.
      bool MinMax = isIntegerMinMax(X);
      // (A choice between sizes, `len > MAX ? MAX : len`, is one too.)
      if (X.K == Expr::Select && X.Ty.isIntegral()) {
        bool OfSizes = true;
        walkExpr(X, [&](const Expr &Y) {
          OfSizes &= Y.K != Expr::Access && Y.K != Expr::Call &&
                     (Y.K != Expr::VarRef ||
                      (Params.count(Y.Var) && !Assigned.count(Y.Var)));
        });
        return OfSizes ? Expr::var(QuotientVar(X), X.Loc) : nullptr;
      }
      if (!MinMax &&
          (X.K != Expr::Binary || X.Text != "/" || !X.Ty.isIntegral() ||
           (X.Ops[1]->K == Expr::IntLit && X.Ops[1]->IntValue <= 0)))
        return nullptr;
      auto OfSizes = [&](const Expr &Part) {
        std::optional<Polynomial> P = Polynomial::from(Part);
        return P && llvm::none_of(P->variables(), [&](const Variable *V) {
                 return !Params.count(V) || Assigned.count(V);
               });
      };
      if (!OfSizes(*X.Ops[0]) || !OfSizes(*X.Ops[1]))
        return nullptr;
      return Expr::var(QuotientVar(X), X.Loc);
    });
    return Polynomial::from(*Copy);
  };
  // The polynomial as an expression, its quotients written out again (and
  // those they hold: `(k > 64 ? 64 : k')` of a clamp of a clamp).
  auto ToExpr = [&](const Polynomial &P) {
    ExprPtr E = P.toExpr(ScalarType::intTy());
    for (bool Changed = true; Changed;) {
      Changed = false;
      mutateExpr(E, [&](Expr &X) -> ExprPtr {
        for (auto &[Division, Q] : Quotients)
          if (X.K == Expr::VarRef && X.Var == Q.get()) {
            Changed = true;
            return Division->clone();
          }
        return nullptr;
      });
    }
    return E;
  };
  // The least start of a strided loop: a polynomial, or one plus a
  // remainder `e % c` (or a mask `e & m`) that is at least 0 where e is.
  auto leastStart = [&](const Expr &Begin,
                        const std::vector<const ForStmt *> &Loops,
                        const Ranges &Box) -> std::optional<Polynomial> {
    if (auto P = PolyOf(Begin))
      return extremeOver(*P, Loops, Box, true);
    const Expr &B = uncast(Begin);
    if (B.K != Expr::Binary || B.Text != "+")
      return std::nullopt;
    for (int R : {0, 1}) {
      const Expr &Rem = uncast(*B.Ops[R]);
      std::optional<Polynomial> Rest = PolyOf(*B.Ops[1 - R]);
      if (!Rest || Rem.K != Expr::Binary ||
          (Rem.Text != "%" && Rem.Text != "&") ||
          Rem.Ops[1]->K != Expr::IntLit || Rem.Ops[1]->IntValue <= 0)
        continue;
      std::optional<Polynomial> E = PolyOf(*Rem.Ops[0]);
      std::optional<Polynomial> Least =
          E ? extremeOver(*E, Loops, Box, true) : std::nullopt;
      if (Rem.Text == "&" || (Least && signOf(*Least) > 0))
        return extremeOver(*Rest, Loops, Box, true);
    }
    return std::nullopt;
  };

  // The ranges of values tested against sizes around accesses (below),
  // which the reaches name as loops until the shape is found.
  std::vector<std::unique_ptr<ForStmt>> GuardRanges;
  // Locals set only to constants and to the indices of loops around the
  // assignment (an argmin's `best = -1; ... best = k;`), and copies of
  // them (ValueHulls.cpp).
  ValueHulls Hulls = valueHulls(
      *F->Body, PolyOf,
      [&](const Variable *V) { return Params.count(V) && !Assigned.count(V); },
      [&](const Variable *V) { return IndexLocals.count(V) > 0; }, Defined);
  // Bounds on sums of loop indices where an access runs, gathered by
  // Narrow.
  SumBounds Sums;
  // What holds where an access runs: the conditions of the ifs around it
  // and of the selects and && / || operands it is an arm of.
  std::vector<Fact> Facts;
  std::function<void(const Expr &, const StmtContext &)> Visit;
  std::function<void(const Expr &, const StmtContext &)> OnAccess;
  const Expr *CurrentAccess = nullptr; // The access OnAccess reads.
  Visit = [&](const Expr &E, const StmtContext &Ctx) {
    auto Under = [&](const Expr &C, bool Holds, const Expr &Arm) {
      Facts.push_back({&C, Holds});
      Visit(Arm, Ctx);
      Facts.pop_back();
    };
    if (E.K == Expr::Select) {
      Visit(*E.Ops[0], Ctx);
      Under(*E.Ops[0], true, *E.Ops[1]);
      Under(*E.Ops[0], false, *E.Ops[2]);
      return;
    }
    if (E.K == Expr::Binary && (E.Text == "&&" || E.Text == "||")) {
      Visit(*E.Ops[0], Ctx);
      Under(*E.Ops[0], E.Text == "&&", *E.Ops[1]);
      return;
    }
    if (E.K == Expr::Access && E.Arr == &A) {
      // Of an array of rows of known extents, the row subscript.
      bool Rows = A.Dims.size() > 1 && E.Ops.size() == A.Dims.size();
      if (E.Ops.size() != 1 && !Rows)
        return Fail("it is subscripted more than once");
      // A select in the subscript (after the locals above) is each arm
      // under its condition.
      ExprPtr Sub = E.Ops[Dim]->clone();
      for (int Round = 0; Round < 4; ++Round)
        mutateExpr(Sub, [&](Expr &X) -> ExprPtr {
          auto It = IndexLocals.find(X.K == Expr::VarRef ? X.Var : nullptr);
          return It == IndexLocals.end() ? nullptr : It->second->clone();
        });
      Sub = withSelects(*Sub);
      // The innermost choice first, so that the conditions of those
      // around it read its arms (`std::min(std::max(y + d, 0), h - 1)`).
      std::function<Expr *(Expr &)> Innermost = [&](Expr &X) -> Expr * {
        for (ExprPtr &Op : X.Ops)
          if (Expr *In = Innermost(*Op))
            return In;
        return X.K == Expr::Select ? &X : nullptr;
      };
      std::function<void(ExprPtr)> Arms = [&](ExprPtr S) {
        Expr *Choice = Innermost(*S);
        if (!Choice)
          return OnAccess(*S, Ctx);
        for (unsigned Arm : {1u, 2u}) {
          ExprPtr Cond = Choice->Ops[0]->clone();
          ExprPtr Taken = S->clone();
          mutateExpr(Taken, [&](Expr &X) -> ExprPtr {
            return X.sameAs(*Choice) ? X.Ops[Arm]->clone() : nullptr;
          });
          Facts.push_back({Cond.get(), Arm == 1});
          Arms(std::move(Taken));
          Facts.pop_back();
        }
      };
      CurrentAccess = &E;
      Arms(std::move(Sub));
    }
    for (const ExprPtr &Op : E.Ops)
      Visit(*Op, Ctx);
  };
  // Narrows the range of a loop index where Cond is known to be Holds
  // (`i > 0 ? p[i - 1] : c`) to bounds of sizes within the range; true
  // where the range is then exactly where Cond is Holds.
  std::function<bool(const Expr &, bool, const std::vector<const ForStmt *> &,
                     Ranges &)>
      Narrow = [&](const Expr &Cond, bool Holds,
                   const std::vector<const ForStmt *> &Loops,
                   Ranges &Box) -> bool {
    const Expr &C = uncast(Cond);
    // A test of data selects iterations, which a buffer is sized for all
    // of: the access may run at any point of its loops.
    if (TestsData(C))
      return true;
    if (C.K == Expr::Unary && C.Text == "!")
      return Narrow(*C.Ops[0], !Holds, Loops, Box);
    if (C.K == Expr::Binary && C.Text == (Holds ? "&&" : "||")) {
      bool First = Narrow(*C.Ops[0], Holds, Loops, Box);
      return Narrow(*C.Ops[1], Holds, Loops, Box) && First;
    }
    static const std::map<std::string, std::string> Mirror = {
        {"<", ">"},   {">", "<"},   {"<=", ">="},
        {">=", "<="}, {"==", "=="}, {"!=", "!="}};
    static const std::map<std::string, std::string> Negation = {
        {"<", ">="}, {">", "<="},  {"<=", ">"},
        {">=", "<"}, {"==", "!="}, {"!=", "=="}};
    if (C.K != Expr::Binary || !Mirror.count(C.Text))
      return false;
    // A guard of sizes alone (`if (n == 0) return;` before the loops):
    // where it lets the access run, the access runs at every point.
    bool OfSizes = true;
    walkExpr(C, [&](const Expr &X) {
      OfSizes &= X.K != Expr::Access && X.K != Expr::Call &&
                 (X.K != Expr::VarRef || SizeLocals.count(X.Var) ||
                  ((Params.count(X.Var) || X.Var->K == Variable::Param) &&
                   !Assigned.count(X.Var)));
    });
    if (OfSizes)
      return true;
    // L op R as a * i + rest op 0, a = 1 or -1, rest of sizes: i op -rest
    // (a = 1) or i op' rest (a = -1, op mirrored).
    std::optional<Polynomial> Left = PolyOf(*C.Ops[0]),
                              Right = PolyOf(*C.Ops[1]);
    if (!Left || !Right)
      return false;
    Polynomial D = *Left - *Right;
    // A bound on a sum of indices (a clamp's arm, `y + dy < h`) narrows no
    // index alone: kept for the subscript (SumBounds::apply decides whether
    // the access then runs at every point of its range).
    Polynomial Sum;
    for (size_t K = 0; K < Box.size(); ++K)
      if (std::optional<Polynomial> A = D.coefficientOf(Loops[K]->Index);
          A && A->isConstant() && D.dependsOn(Loops[K]->Index))
        Sum = Sum + *A * Polynomial::variable(Loops[K]->Index);
    if (Sum.variables().size() > 1 &&
        llvm::none_of((D - Sum).variables(), [&](const Variable *V) {
          return !Params.count(V) || Assigned.count(V);
        })) {
      std::string Op = Holds ? C.Text : Negation.at(C.Text);
      Polynomial Bound = Sum - D, One = Polynomial::constant(1);
      // One sign for each sum (`0 >= x + d` bounds x + d, not -x - d).
      if (signOf(Sum) < 0) {
        Sum = Polynomial::constant(0) - Sum;
        Bound = Polynomial::constant(0) - Bound;
        Op = Op == "==" || Op == "!=" ? Op : Mirror.at(Op);
      }
      if (Op == "<" || Op == "<=" || Op == "==")
        Sums.add(Sum, false, Op == "<" ? Bound - One : Bound);
      if (Op == ">" || Op == ">=" || Op == "==")
        Sums.add(Sum, true, Op == ">" ? Bound + One : Bound);
      // `j != i`: one point of each range left out, its extremes stay
      // where it has two points.
      return true;
    }
    for (size_t K = 0; K < Box.size(); ++K) {
      const Variable *I = Loops[K]->Index;
      std::optional<Polynomial> A = D.coefficientOf(I);
      if (!D.dependsOn(I) || !A || !A->isConstant() ||
          (A->constantTerm() != 1 && A->constantTerm() != -1))
        continue;
      bool Side = A->constantTerm() < 0; // As if the index were on the right.
      Polynomial Rest = D.withoutVar(I);
      Polynomial P = Side ? Rest : Polynomial::constant(0) - Rest;
      std::string Op = Side ? Mirror.at(C.Text) : C.Text;
      if (!Holds)
        Op = Negation.at(Op);
      // Against another index, one point left out of the range (`j !=
      // i`) leaves its extremes where it has two points.
      if (llvm::any_of(P.variables(), [&](const Variable *V) {
            return !Params.count(V) || Assigned.count(V);
          }))
        return Op == "!=";
      auto &[Lo, Hi] = Box[K];
      Polynomial One = Polynomial::constant(1);
      auto Same = [](const Polynomial &A, const Polynomial &B) {
        return signOf(A - B) > 0 && signOf(B - A) > 0;
      };
      std::optional<Polynomial> NewLo, NewHi;
      if (Op == ">")
        NewLo = P + One;
      if (Op == ">=" || Op == "==")
        NewLo = P;
      if (Op == "<")
        NewHi = P - One;
      if (Op == "<=" || Op == "==")
        NewHi = P;
      if (Op == "!=" && Same(P, Lo))
        NewLo = Lo + One;
      if (Op == "!=" && Same(P, Hi))
        NewHi = Hi - One;
      // A bound within the range narrows it; one outside it holds
      // throughout (`y - 1 <= h - 1` for y < h, a clamp's arm).
      bool Exact = NewLo || NewHi;
      if (NewLo && signOf(*NewLo - Lo) > 0)
        Lo = *NewLo;
      else if (NewLo && signOf(Lo - *NewLo) <= 0)
        Exact = false;
      if (NewHi && signOf(Hi - *NewHi) > 0)
        Hi = *NewHi;
      else if (NewHi && signOf(*NewHi - Hi) <= 0)
        Exact = false;
      return Exact;
    }
    return false;
  };
  OnAccess =
      [&](const Expr &Subscript, const StmtContext &Ctx) {
        if (!WhyNot.empty())
          return;
        std::set<const Variable *> Indices;
        Ranges Box;
        bool Rectangular = true, Triangle = false;
        // No subscript reads the steps of a while loop.
        // (A counted loop's counter among them, after the loops around
        // it.)
        std::vector<const ForStmt *> Loops;
        size_t Around = 0;
        auto AddCounted = [&] {
          if (auto It = Counted.CoveredBy.find(CurrentAccess);
              It != Counted.CoveredBy.end())
            for (const CountedLoops::Loop *C : It->second)
              if (C->Depth == Around)
                Loops.push_back(C->Range.get());
        };
        AddCounted();
        for (const ForStmt *L : Ctx.Loops)
          if (!L->isWhile()) {
            Loops.push_back(L);
            ++Around;
            AddCounted();
          }
        // The loops of Box: those around the access, and before each the
        // values its bounds read from inputs.
        std::vector<const ForStmt *> Nest;
        bool FromData = false;
        // E as a polynomial, each element it reads of an input
        // (`rowPtr[i + 1]`) a value over the elements of the section its
        // subscript reaches in the loops so far.
        auto PolyOrData = [&](const Expr &E) -> std::optional<Polynomial> {
          // (A counter's value after its loop is a range below.)
          if (std::optional<Polynomial> P = PolyOf(E);
              P && llvm::none_of(P->variables(), [&](const Variable *V) {
                auto It = Counted.ValueAfter.find(V);
                return It != Counted.ValueAfter.end() &&
                       !It->second.Inside.count(CurrentAccess);
              }))
            return P;
          ExprPtr Copy = E.clone();
          for (int Round = 0; Round < 4; ++Round)
            mutateExpr(Copy, [&](Expr &X) -> ExprPtr {
              auto It = IndexLocals.find(X.K == Expr::VarRef ? X.Var : nullptr);
              return It == IndexLocals.end()
                         ? nullptr
                         : Expr::cast(X.Ty, It->second->clone(), X.Loc);
            });
          // A value over [Lo, Hi], as an index of a loop of Nest.
          auto Ranged = [&](const Polynomial &Lo, const Polynomial &Hi,
                            const Expr &X) {
            const ForStmt *Value = Data.range(Lo, Hi, X.Loc);
            Nest.push_back(Value);
            Box.push_back({Lo, Hi});
            Indices.insert(Value->Index);
            return Expr::cast(
                X.Ty, Expr::var(const_cast<Variable *>(Value->Index)), X.Loc);
          };
          auto OfSizes = [&](const Polynomial &P) {
            return llvm::none_of(P.variables(), [&](const Variable *V) {
              return !Params.count(V) || Assigned.count(V);
            });
          };
          // P >= 0 where the loops run, or where every size is at least 1
          // (`12 * years - 12`): the access runs with none 0.
          auto NotNegative = [&](const Polynomial &P) {
            if (signOf(whereLoopsRun(P, Nest)) > 0)
              return true;
            Polynomial Q = P;
            for (const Variable *V : P.variables())
              if (std::optional<Polynomial> C = Q.coefficientOf(V);
                  C && Params.count(V) && !Q.withoutVar(V).dependsOn(V))
                Q = Q.withoutVar(V) +
                    *C * (Polynomial::variable(V) + Polynomial::constant(1));
            return signOf(Q) > 0;
          };
          mutateExpr(Copy, [&](Expr &X) -> ExprPtr { // Innermost first.
            if (auto It =
                    TableRanges.find(X.K == Expr::Access ? X.Arr : nullptr);
                It != TableRanges.end())
              return Ranged(Polynomial::constant(It->second.first),
                            Polynomial::constant(It->second.second), X);
            // A counter's value after its loop (`len = n` of a string's
            // length below a bound): between its start and its end.
            if (auto It = Counted.ValueAfter.find(
                    X.K == Expr::VarRef ? X.Var : nullptr);
                It != Counted.ValueAfter.end() &&
                !It->second.Inside.count(CurrentAccess)) {
              const ForStmt &R = *It->second.Of->Range;
              std::optional<Polynomial> Lo = PolyOf(*R.Begin),
                                        Hi = PolyOf(*R.End);
              if (Lo && Hi && OfSizes(*Lo) && OfSizes(*Hi) &&
                  NotNegative(*Hi - *Lo))
                return Ranged(*Lo, *Hi, X);
              return nullptr;
            }
            if (X.K == Expr::Access && X.Ops.size() == 1 && Readable(*X.Arr)) {
              std::optional<Polynomial> S = PolyOf(*X.Ops[0]), Lo, Hi;
              if (S) {
                Lo = extremeOver(*S, Nest, Box, true);
                Hi = extremeOver(*S, Nest, Box, false);
              }
              if (!Lo || !Hi)
                return nullptr;
              const Variable *Least = Data.bound(*X.Arr, *Lo, *Hi, false,
                                                 ToExpr(*Lo), ToExpr(*Hi)),
                             *Most = Data.bound(*X.Arr, *Lo, *Hi, true,
                                                ToExpr(*Lo), ToExpr(*Hi));
              Params.insert(Least);
              Params.insert(Most);
              FromData = true;
              return Ranged(Polynomial::variable(Least),
                            Polynomial::variable(Most), X);
            }
            // The least or greatest of two values (`std::min(len[p],
            // cap)`): bounded by either where they do not compare.
            if (isIntegerMinMax(X)) {
              bool Min = X.Text == "min" || X.Text == "std::min";
              // Of sizes alone: a size of its own (PolyOf).
              if (std::optional<Polynomial> P = PolyOf(X); P && OfSizes(*P))
                return nullptr;
              std::optional<Polynomial> Lo[2], Hi[2];
              for (int K : {0, 1}) {
                std::optional<Polynomial> P = PolyOf(*X.Ops[K]);
                if (!P || llvm::any_of(P->variables(), [&](const Variable *V) {
                      return !Indices.count(V) &&
                             (!Params.count(V) || Assigned.count(V));
                    }))
                  return nullptr;
                Lo[K] = extremeOver(*P, Nest, Box, true);
                Hi[K] = extremeOver(*P, Nest, Box, false);
                if (!Lo[K] || !Hi[K])
                  return nullptr;
              }
              // The lesser (Least) of A and B where they compare; else
              // either where Either (a bound either way), else none.
              auto Pick = [&](const Polynomial &A, const Polynomial &B,
                              bool Least,
                              bool Either) -> std::optional<Polynomial> {
                if (NotNegative(B - A))
                  return Least ? A : B;
                if (NotNegative(A - B))
                  return Least ? B : A;
                // (The bound of sizes: `min(i + B, n)` stays below n, the
                // extent the buffer has.)
                auto Plain = [&](const Polynomial &P) {
                  return OfSizes(P) &&
                         llvm::none_of(P.variables(), [&](const Variable *V) {
                           return Data.isBound(V);
                         });
                };
                if (Either && Plain(A) != Plain(B))
                  return Plain(B) ? B : A;
                if (Least && NotNegative(A) && NotNegative(B))
                  return Polynomial::constant(0);
                return std::nullopt;
              };
              std::optional<Polynomial> L = Pick(*Lo[0], *Lo[1], true, !Min),
                                        H = Pick(*Hi[0], *Hi[1], false, Min);
              if (!L || !H)
                return nullptr;
              return Ranged(*L, *H, X);
            }
            if (X.K != Expr::Binary || !X.Ty.isIntegral() || X.Ops.size() != 2)
              return nullptr;
            const Expr &Num = *X.Ops[0], &Den = uncast(*X.Ops[1]);
            std::optional<Polynomial> N = PolyOf(Num), Lo, Hi;
            // Of indices and sizes, or unknown (`h % nbuckets` of a hash).
            if (N && llvm::any_of(N->variables(), [&](const Variable *V) {
                  return !Indices.count(V) &&
                         (!Params.count(V) || Assigned.count(V));
                }))
              N.reset();
            if (N) {
              Lo = extremeOver(*N, Nest, Box, true);
              Hi = extremeOver(*N, Nest, Box, false);
            }
            bool NotBelowZero = Lo && Hi && NotNegative(*Lo);
            bool Mask = X.Text == "&" && Den.K == Expr::IntLit &&
                        Den.IntValue >= 0 &&
                        ((Den.IntValue + 1) & Den.IntValue) == 0;
            // A remainder (`(i + 1) % n`, `h % nbits` of unsigned h, `k &
            // 31`): the numerator where it stays below the divisor, else
            // every value below the divisor, which it reaches.
            if (X.Text == "%" || Mask) {
              std::optional<Polynomial> M =
                  Mask ? Polynomial::constant(Den.IntValue + 1) : PolyOf(Den);
              if (!M || !OfSizes(*M))
                return nullptr;
              Polynomial Top = *M - Polynomial::constant(1);
              if (NotBelowZero && NotNegative(Top - *Hi))
                return Num.clone();
              bool Unsigned = X.Ty.Spelling.rfind("unsigned", 0) == 0;
              if ((NotBelowZero && NotNegative(*Hi - Top)) ||
                  (!N && (Unsigned || Mask)))
                return Ranged(Polynomial::constant(0), Top, X);
              // Sizes either way round (`i % channels`, i below n): the
              // lesser of the numerator's greatest and the divisor's.
              if (NotBelowZero && OfSizes(*Hi)) {
                ScalarType Int = ScalarType::intTy();
                ExprPtr HiE = ToExpr(*Hi + Polynomial::constant(1)),
                        TopE = ToExpr(*M);
                ExprPtr Less = Expr::binary(
                    "<", HiE->clone(), TopE->clone(),
                    ScalarType::get(ScalarType::Bool, "bool", 8), X.Loc);
                ExprPtr Lesser = Expr::select(std::move(Less), std::move(HiE),
                                              std::move(TopE), Int, X.Loc);
                return Ranged(Polynomial::constant(0),
                              Polynomial::variable(QuotientVar(*Lesser)) -
                                  Polynomial::constant(1),
                              X);
              }
              return nullptr;
            }
            // A quotient of an index (`a[i / 2]`, `bit >> 5`): between the
            // quotients of its extremes, sizes of their own.
            if ((X.Text == "/" || X.Text == ">>") && Den.K == Expr::IntLit &&
                Den.IntValue > 0 && Den.IntValue < 62 && NotBelowZero) {
              int64_t K =
                  X.Text == "/" ? Den.IntValue : int64_t(1) << Den.IntValue;
              auto Floor =
                  [&](const Polynomial &P) -> std::optional<Polynomial> {
                if (P.isConstant())
                  return Polynomial::constant(P.constantTerm() / K);
                if (!OfSizes(P))
                  return std::nullopt;
                ExprPtr Div = Expr::binary("/", ToExpr(P),
                                           Expr::intLit(K, ScalarType::intTy()),
                                           ScalarType::intTy(), X.Loc);
                return Polynomial::variable(QuotientVar(*Div));
              };
              std::optional<Polynomial> QLo = Floor(*Lo), QHi = Floor(*Hi);
              if (QLo && QHi)
                return Ranged(*QLo, *QHi, X);
            }
            return nullptr;
          });
          return PolyOf(*Copy);
        };
        bool Strided = false;
        for (const ForStmt *L : Loops) {
          // A loop of a larger step (a red-black sweep's `i += 2` from `1 +
          // (j + colour) % 2`) runs within its start and its end, but not
          // up to its end: it bounds the shape, others give it.
          if (L->Step != 1 && L->Step != -1) {
            std::optional<Polynomial> First = leastStart(*L->Begin, Nest, Box),
                                      End = PolyOf(*L->End);
            if (L->Step < 0 || !First || !End)
              return Fail("a loop around an access has a step other than 1 "
                          "and a start or an end that is not a polynomial of "
                          "the sizes");
            Box.push_back({*First, *End - Polynomial::constant(1)});
            Nest.push_back(L);
            Indices.insert(L->Index);
            Strided = true;
            continue;
          }
          FromData = false;
          std::optional<Polynomial> First = PolyOrData(*L->Begin),
                                    End = PolyOrData(*L->End);
          if (!First || !End)
            return Fail("a loop around an access has a bound that is not "
                        "a polynomial of the sizes");
          bool Inner = false;
          for (const Polynomial *B : {&*First, &*End})
            for (const Variable *V : B->variables()) {
              Inner |= Indices.count(V) > 0;
              if (!Indices.count(V) && (!Params.count(V) || Assigned.count(V)))
                return Fail("a loop around an access has a bound the "
                            "function computes");
            }
          // Bounds that move with an outer index: a block of constant
          // size (b * BS to (b + 1) * BS), never empty, or a triangle (`j
          // <= i`, `t < n - lag`), whose range stays a polynomial of the
          // outer index: the extremes over it, inner index first, are the
          // access's where the range is never empty (`j <= i`), and bound
          // it elsewhere (`j < i`), so that it must then stay within the
          // others' reach.
          Polynomial Width = *End - *First;
          Polynomial Last = *End - Polynomial::constant(L->Step);
          if (Inner &&
              (!Width.isConstant() || Width.constantTerm() * L->Step <= 0)) {
            auto Range = L->Step > 0 ? std::make_pair(*First, Last)
                                     : std::make_pair(Last, *First);
            std::optional<Polynomial> Least =
                extremeOver(Range.second - Range.first, Nest, Box, true);
            // Between values read from inputs (a row of a CSR matrix), a
            // loop is empty where the data say so: a test of data.
            Triangle |= !FromData && (!Least || signOf(*Least) != 1);
            Box.push_back(std::move(Range));
            Nest.push_back(L);
            Indices.insert(L->Index);
            continue;
          }
          Rectangular &= !Inner;
          auto Lo = extremeOver(L->Step > 0 ? *First : Last, Nest, Box, true),
               Hi = extremeOver(L->Step > 0 ? Last : *First, Nest, Box, false);
          if (!Lo || !Hi)
            return Fail("a loop around an access has a bound that is not "
                        "a polynomial of the sizes");
          Box.push_back({*Lo, *Hi});
          Nest.push_back(L);
          Indices.insert(L->Index);
        }
        // A value the function computes, tested against sizes where the
        // access runs (`if (d >= 0 && d < ndet) s += f[a * ndet + d];`, a
        // bin checked before it counts): over the range the test allows.
        std::map<Variable *, std::pair<std::optional<Polynomial>,
                                       std::optional<Polynomial>>>
            Guarded;
        // (Values set more than once, where the branch does not set them:
        // ReSet.)
        std::set<const Variable *> ReSet;
        auto Guards = [&](const Expr &Cond, bool Holds) {
          forEachVariableBound(
              Cond, Holds,
              [&](const Variable *Var, bool Lower, const Expr &Other,
                  int Adjust) {
                std::optional<Polynomial> Bound = PolyOf(Other);
                auto *V = const_cast<Variable *>(Var);
                // (Set once: the test reads the value the access does.)
                if (V->K != Variable::Local || !V->Ty.isIntegral() ||
                    IndexLocals.count(V) ||
                    (!Defined.count(V) &&
                     (!Hulls.count(V) || ReSet.count(V))) ||
                    Counted.Counters.count(V) || !Bound ||
                    llvm::any_of(Bound->variables(), [&](const Variable *B) {
                      return !Params.count(B) || Assigned.count(B);
                    }))
                  return;
                auto &[Lo, Hi] = Guarded[V];
                (Lower ? Lo : Hi) = *Bound + Polynomial::constant(Adjust);
              });
        };
        for (const auto &B : Ctx.Branches)
          if (B.holds()) {
            ReSet = assignedScalars(B.Else ? *B.If->Else : *B.If->Then);
            Guards(*B.holds(), !B.Else);
          }
        ReSet.clear();
        for (const Fact &Known : Facts)
          Guards(*Known.Cond, Known.Holds);
        // Values set to indices and constants: within their hull, or
        // within its side the tests leave (`if (best < 0) continue;`).
        walkExpr(Subscript, [&](const Expr &X) {
          auto It = Hulls.find(X.K == Expr::VarRef ? X.Var : nullptr);
          if (It == Hulls.end() || Indices.count(X.Var))
            return;
          auto &[Lo, Hi] = Guarded[X.Var];
          if (!Lo)
            Lo = It->second.first;
          if (!Hi)
            Hi = It->second.second;
        });
        for (auto &[V, Range] : Guarded)
          if (Range.first && Range.second && !Indices.count(V)) {
            auto L = std::make_unique<ForStmt>(V->Loc);
            L->Index = V;
            L->Begin = ToExpr(*Range.first);
            L->End = ToExpr(*Range.second + Polynomial::constant(1));
            Nest.push_back(L.get());
            Box.push_back({*Range.first, *Range.second});
            Indices.insert(V);
            GuardRanges.push_back(std::move(L));
          }
        std::optional<Polynomial> Sub = PolyOrData(Subscript);
        // Left out, so that the others still suggest a shape.
        auto Skip = [&](const char *Why) {
          if (Skipped.empty())
            Skipped = Why;
        };
        if (!Sub)
          return Skip("a subscript is not a polynomial of the loop indices "
                      "and sizes");
        unsigned IndicesUsed = 0;
        for (const Variable *V : Sub->variables()) {
          IndicesUsed += Indices.count(V);
          if (!Indices.count(V) && (!Params.count(V) || Assigned.count(V)))
            return Skip("a subscript depends on a value the function "
                        "computes");
        }
        // In blocks, the box's corners of two indices together may not be
        // a point of the nest.
        if (!Rectangular && IndicesUsed > 1)
          return Fail("a subscript combines the indices of a blocked loop");
        // The bindings a rotation takes run whenever its loop does, the
        // first at once, the others from its second step on.
        // It runs at every point of its box, narrowed to where its
        // conditions hold when they are bounds of its indices.
        bool Always = true;
        Sums.clear();
        // A do-while's body runs at least once too.
        std::vector<const StmtContext::Branch *> Unread;
        for (const auto &B : Ctx.Branches)
          if (B.holds() && B.If->Made != IfStmt::RotationChoice &&
              !Narrow(*B.holds(), !B.Else, Nest, Box))
            Unread.push_back(&B);
        for (const Fact &Known : Facts)
          Always &= Narrow(*Known.Cond, Known.Holds, Nest, Box);
        // Under a counted loop's flag, no break's test held.
        for (const auto &B : Ctx.Branches)
          if (const Expr *Holds = B.holds();
              Holds && !B.Else && uncast(*Holds).K == Expr::VarRef)
            if (auto It = Counted.BreakTests.find(uncast(*Holds).Var);
                It != Counted.BreakTests.end())
              for (const Expr *Test : It->second)
                Always &= Narrow(*Test, false, Nest, Box);
        bool Never = false;
        Always &= Sums.apply(*Sub, Nest, Box, Never);
        if (Never)
          return;
        Reach R{*Sub, Nest, Box, Always && Unread.empty() && Triangle, Strided};
        if (Always && Unread.size() == 1 && !Triangle && !Strided) {
          R.OnlyIf = Unread[0]->If;
          R.Else = Unread[0]->Else;
        }
        if (!Ctx.Branches.empty()) {
          R.Within = Ctx.Branches.back().If;
          R.InElse = Ctx.Branches.back().Else;
        }
        (Always && Unread.empty() && !Triangle && !Strided ? Reaches
                                                           : Conditional)
            .push_back(std::move(R));
      };
  walkInContext(*F->Body, [&](const Stmt &S, const StmtContext &Ctx) {
    forEachOwnExpr(S, [&](const Expr &Root) { Visit(Root, Ctx); });
  });
  if (WhyNot.empty() && Reaches.empty() && Conditional.empty())
    WhyNot = "it is not accessed";
  // The same element in both branches of an if (`if (det > eps) u[c] = ...;
  // else u[c] = 0;`): whichever runs, the access does.
  // So where the other branch's condition narrows its indices exactly (a
  // frame of zeros, `if (border) { p[c] = 0; continue; }`, then `p[c] =
  // ...`): the one the condition does not narrow runs at every point.
  auto InOther = [&](const Reach &R, const Reach &S) {
    return S.Within == R.OnlyIf && S.InElse != R.Else && S.Sub == R.Sub &&
           S.Loops == R.Loops;
  };
  std::vector<Reach> Both;
  for (const Reach &R : Conditional)
    if (R.OnlyIf &&
        (llvm::any_of(Conditional,
                      [&](const Reach &S) {
                        return S.OnlyIf == R.OnlyIf && S.Else != R.Else &&
                               S.Sub == R.Sub && S.Loops == R.Loops &&
                               S.Box == R.Box;
                      }) ||
         (R.Within == R.OnlyIf && llvm::any_of(Reaches, [&](const Reach &S) {
            return InOther(R, S);
          }))))
      Both.push_back(R);
  for (Reach &R : Both)
    Reaches.push_back(std::move(R));
  // Only under conditions (a convolution's taps inside its padding test):
  // their reach is a hint for the user's shape, not the shape.
  if (WhyNot.empty() && Reaches.empty()) {
    Skipped =
        llvm::all_of(Conditional, [](const Reach &R) { return R.Triangle; })
            ? OnlyInTriangles
        : llvm::all_of(Conditional, [](const Reach &R) { return R.Strided; })
            ? OnlyInStrides
            : OnlyUnderConditions;
    Reaches = Conditional;
  }
  if (!WhyNot.empty())
    return {};
  ScalarType Ty = ScalarType::intTy();
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  auto Max = [&](ExprPtr A, ExprPtr B) {
    ExprPtr Cond = Expr::binary(">", A->clone(), B->clone(), Bool);
    return Expr::select(std::move(Cond), std::move(A), std::move(B), Ty);
  };

  // Whole rows of a size w: every subscript is w * row + column with the
  // column in [0, w - 1] and the row not negative (an image, a row-major
  // matrix). Its shape is then [rows][w], indexed linearly, and its last
  // row a row of the user's buffer.
  for (const Variable *W : Widths) {
    // The greatest row + 1 of R, where its columns stay in [0, w - 1] and
    // its rows are not negative.
    auto RowsOf = [&](const Reach &R) -> std::optional<Polynomial> {
      // A flat walk over whole rows (`for (k = 0; k < n * w; ++k) a[k]`,
      // a copy): the rows it ends before.
      if (!R.Sub.dependsOn(W)) {
        auto Lo = extremeOver(R.Sub, R.Loops, R.Box, true),
             Hi = extremeOver(R.Sub, R.Loops, R.Box, false);
        if (!Lo || !Hi || signOf(*Lo) <= 0)
          return std::nullopt;
        Polynomial End = *Hi + Polynomial::constant(1);
        std::optional<Polynomial> Whole = End.coefficientOf(W);
        if (!Whole || Whole->dependsOn(W) || signOf(*Whole) <= 0 ||
            !(End == *Whole * Polynomial::variable(W)))
          return std::nullopt;
        return Whole;
      }
      std::optional<Polynomial> Row = R.Sub.coefficientOf(W);
      if (!Row || Row->dependsOn(W))
        return std::nullopt;
      Polynomial Column = R.Sub.withoutVar(W);
      auto RowLo = extremeOver(*Row, R.Loops, R.Box, true),
           RowHi = extremeOver(*Row, R.Loops, R.Box, false),
           ColLo = extremeOver(Column, R.Loops, R.Box, true),
           ColHi = extremeOver(Column, R.Loops, R.Box, false);
      Polynomial Last = Polynomial::variable(W) - Polynomial::constant(1);
      if (!RowLo || !RowHi || !ColLo || !ColHi || signOf(*RowLo) <= 0 ||
          signOf(*ColLo) <= 0 || signOf(Last - *ColHi) <= 0)
        return std::nullopt;
      return *RowHi + Polynomial::constant(1);
    };
    std::optional<Polynomial> Rows;
    bool OK = true, Multiplies = false;
    for (const Reach &R : Reaches) {
      std::optional<Polynomial> End = RowsOf(R);
      Multiplies |= R.Sub.dependsOn(W);
      if (!End || (Rows && signOf(*End - *Rows) <= 0 &&
                   signOf(*Rows - *End) <= 0)) { // Not comparable.
        OK = false;
        break;
      }
      if (!Rows || signOf(*End - *Rows) > 0)
        Rows = End;
    }
    // Under a condition: within the rows of the others.
    for (const Reach &R : Conditional) {
      std::optional<Polynomial> End = RowsOf(R);
      OK &= Rows && End && signOf(*Rows - *End) > 0;
    }
    if (OK && Multiplies && Rows) {
      std::vector<ExprPtr> Shape;
      Shape.push_back(ToExpr(*Rows));
      // const_cast: expressions name variables by mutable pointer.
      Shape.push_back(Expr::var(const_cast<Variable *>(W)));
      return Shape;
    }
  }
  // The greatest subscripts + 1 of the accesses, none below another.
  // Each with the loops of its access, which run where it does.
  std::vector<std::pair<Polynomial, const Reach *>> Ends;
  for (const Reach &R : Reaches) {
    std::optional<Polynomial> Lo = extremeOver(R.Sub, R.Loops, R.Box, true),
                              Hi = extremeOver(R.Sub, R.Loops, R.Box, false);
    // The original runs this access at every point of the box (where its
    // loops run): a least subscript that may be negative (n - 1) is not
    // where it runs; one that is (i - 1 from 0) reaches before the start.
    if (!Lo || !Hi || (signOf(*Lo) < 0 && !Lo->Terms.empty())) {
      WhyNot = "a subscript is negative";
      return {};
    }
    Polynomial End = *Hi + Polynomial::constant(1);
    if (llvm::any_of(Ends, [&](const auto &Other) {
          return signOf(whereLoopsRun(Other.first - End, R.Loops)) > 0;
        }))
      continue; // Reaches no further where it runs.
    llvm::erase_if(Ends, [&](const auto &Other) {
      return signOf(whereLoopsRun(End - Other.first, Other.second->Loops)) > 0;
    });
    Ends.push_back({End, &R});
  }
  // An access under a condition may not run at the corners of its box:
  // the box must stay within the shape.
  for (const Reach &R : Conditional) {
    std::optional<Polynomial> Lo = extremeOver(R.Sub, R.Loops, R.Box, true),
                              Hi = extremeOver(R.Sub, R.Loops, R.Box, false);
    if (!Lo || !Hi || (signOf(*Lo) < 0 && !Lo->Terms.empty()) ||
        llvm::none_of(Ends, [&](const auto &End) {
          return signOf(whereLoopsRun(End.first - Polynomial::constant(1) - *Hi,
                                      R.Loops)) > 0;
        })) {
      WhyNot = "an access under a condition may reach beyond the others";
      return {};
    }
  }
  // The greatest of them.
  ExprPtr Extent;
  for (const auto &[End, From] : Ends)
    Extent = Extent ? Max(std::move(Extent), ToExpr(End)) : ToExpr(End);
  std::vector<ExprPtr> Shape;
  Shape.push_back(std::move(Extent));
  return Shape;
}

} // namespace loopgen
