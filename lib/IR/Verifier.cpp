//===- Verifier.cpp - The invariants of LoopIR ----------------------------===//

#include "loopgen/IR/Verifier.h"
#include "loopgen/IR/Band.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include <algorithm>
#include <set>
#include <vector>

namespace loopgen {

namespace {

class Verifier {
public:
  explicit Verifier(const Function &F) : F(F) {
    for (const auto &V : F.Vars)
      Vars.insert(V.get());
    // Values the host sets on entry from the signature: an enum's integer,
    // a struct parameter's unchanged scalar member.
    for (const Param &P : F.Params) {
      if (!P.Enum.empty() && (!P.Var || P.Var->HostInit.empty()))
        fail("the enum parameter '" + P.Name +
             "' has no integer value set on the host");
      for (const auto &[Member, V] : P.MemberScalars)
        if (!V || V->K != Variable::Param || V->HostInit != P.member(Member))
          fail("the member '" + P.memberKey(Member) +
               "' is not a parameter the host sets from it");
    }
    // Tested on entry, before anything runs: parameters and sizes only.
    for (const ExprPtr &C : F.HostWhen)
      walkExpr(*C, [&](const Expr &X) {
        if (X.K == Expr::Access ||
            (X.K == Expr::VarRef && !X.Var->knownOnEntry()))
          fail("a condition for running on the host reads what the host "
               "does not hold on entry");
      });
    // Sizes read from data on entry: sections of inputs no statement
    // writes (their elements in order, whatever shape a pass gave them),
    // through parameters and the sizes read before them.
    std::set<const Variable *> ReadBefore;
    for (const auto &Def : F.DataExtents) {
      if (!Def.Var || Def.Var->K != Variable::DataExtent || !Def.Of ||
          Def.Of->Dims.empty() || writesArray(F, *Def.Of))
        fail("a size read from data is not the extreme of an input's "
             "section");
      for (const Expr *E : {Def.First.get(), Def.Last.get()})
        walkExpr(*E, [&](const Expr &X) {
          if (X.K == Expr::Access ||
              (X.K == Expr::VarRef &&
               (!X.Var->knownOnEntry() || (X.Var->K == Variable::DataExtent &&
                                           !ReadBefore.count(X.Var)))))
            fail("the section of size '" + Def.Var->Name +
                 "' reads what the host does not hold before it");
        });
      ReadBefore.insert(Def.Var);
    }
    for (const auto &V : F.Vars)
      if (V->K == Variable::DataExtent && !ReadBefore.count(V.get()))
        fail("the size '" + V->Name + "' is read from no data");
    // A struct result: the function's own locals, one per scalar member,
    // and no scalar result beside them.
    if (!F.ReturnRecord.empty() && F.ReturnTy.K != ScalarType::Void)
      fail("the function returns both a struct and a scalar");
    for (const auto &[Path, V] : F.ReturnFields)
      if (F.ReturnRecord.empty() || !Vars.count(V) || V->K != Variable::Local)
        fail("the struct result's member '" + Path +
             "' is not a local of the function");
    // The run-time host or GPU choice reads the work it counts.
    if (!F.HostCosts.empty() && F.HostBelowTrips.empty())
      fail("host costs are given without the work they are counted in");
    for (const auto &A : F.Arrays) {
      Arrays.insert(A.get());
      if (!A->CopyIn && !A->isParam())
        fail("the local array '" + A->Name + "' is marked not copied in");
      // The host tests it on entry: parameters and literals only.
      if (A->CopyInUnless) {
        if (!A->isParam() || !A->CopyIn)
          fail("array '" + A->Name +
               "' has a copy-in condition but is not "
               "a parameter copied in");
        walkExpr(*A->CopyInUnless, [&](const Expr &X) {
          if (X.K == Expr::Access ||
              (X.K == Expr::VarRef && X.Var->K != Variable::Param))
            fail("the copy-in condition of '" + A->Name +
                 "' reads what the host does not hold on entry");
        });
      }
      if (A->RowPointers &&
          (A->K != Array::PointerParam || !A->Nested || A->rank() != 2))
        fail("the row-pointer table '" + A->Name +
             "' is not a nested pointer parameter of two dimensions");
      // Inferred: the extent of a pointer to scalars ([extent], or the
      // up to four factors reshape reads it as: [rows][w], [h][w][3]), the
      // rows of a C array parameter (`float p[][64]`), or the records of a
      // pointer to records ([n][slots]), or a table of rows ([rows][cols]).
      bool RowsOfType =
          (A->K == Array::CArrayParam && A->rank() > 1) ||
          (A->K == Array::PointerParam && !A->Record.empty() && A->rank() == 2);
      for (size_t D = 1; RowsOfType && D < A->Dims.size(); ++D)
        RowsOfType &= A->Dims[D] && A->Dims[D]->K == Expr::IntLit;
      RowsOfType |= A->RowPointers && A->rank() == 2;
      if (A->DimsInferred && !RowsOfType &&
          (A->K != Array::PointerParam || !A->Record.empty() ||
           A->RowPointers || A->rank() < 1 || A->rank() > 4))
        fail("the inferred shape of '" + A->Name +
             "' is not that of a pointer to scalars ([extent] or up to four "
             "factors of it), "
             "the rows of a C array parameter, records of a pointer to "
             "records or the rows of a table");
      if (!A->StdArray.empty() &&
          (A->K != Array::CArrayParam || A->rank() != 1 ||
           A->Dims[0]->K != Expr::IntLit))
        fail("the std::array parameter '" + A->Name +
             "' is not a C array of a constant number of elements");
      if (!A->SlotTypes.empty()) {
        int Dim = A->SlotDim < 0 ? (int)A->rank() - 1 : A->SlotDim;
        const Expr *Slots =
            Dim >= 0 && Dim < (int)A->rank() ? A->Dims[Dim].get() : nullptr;
        bool Wide = true;
        for (const ScalarType &T : A->SlotTypes)
          Wide &= T.Bits >= A->Elem.Bits;
        // A record array, or its transposed copy (SlotDim, no record).
        if ((A->Record.empty() && A->SlotDim < 0) || !Slots ||
            Slots->K != Expr::IntLit ||
            Slots->IntValue != (int64_t)A->SlotTypes.size() || !Wide ||
            (A->SlotDim < 0 && A->SlotFields.size() != A->SlotTypes.size()))
          fail("the slot types of the record array '" + A->Name +
               "' do not match its dimension of slots");
      }
      // A record parameter (a std::complex) is a C array of its slots.
      bool OneRecord = A->K == Array::CArrayParam && A->rank() == 1 &&
                       A->StdArray == A->Record;
      // (A local table of records: `static const DH kArm[6]`.)
      if (!A->Record.empty() && !OneRecord &&
          ((A->K != Array::PointerParam && A->K != Array::VectorParam &&
            A->K != Array::LocalCArray) ||
           A->rank() < 2 || A->Dims.back()->K != Expr::IntLit))
        fail("the record array '" + A->Name +
             "' is not a pointer, vector or local table with a constant "
             "dimension of fields, or one record");
    }
    for (const auto &V : F.Vars)
      if (V->K != Variable::Local)
        InScope.insert(V.get()); // Parameters, sizes; indices: see stmt.
  }

  std::string run() {
    if (!F.Body)
      return "the function has no body";
    block(*F.Body);
    return Problem;
  }

private:
  const Function &F;
  std::set<const Variable *> Vars;
  std::set<const Array *> Arrays;
  /// Locals whose declaration encloses the statement being checked, and
  /// the indices of the loops around it.
  std::multiset<const Variable *> InScope;
  std::vector<const ForStmt *> Loops;
  /// Within a kernel's loop nest, and its loops on grid x, y and z.
  bool InKernel = false;
  std::vector<const ForStmt *> GridDims;
  std::string Problem;

  bool fail(const std::string &What) {
    if (Problem.empty())
      Problem = What;
    return false;
  }

  void block(const BlockStmt &B) {
    std::vector<const Variable *> Declared;
    for (const StmtPtr &S : B.Body) {
      if (!S) {
        fail("a block holds a null statement");
        break;
      }
      stmt(*S, Declared);
    }
    for (const Variable *V : Declared)
      InScope.erase(InScope.find(V));
  }

  void expr(const Expr *E, const char *Where) {
    if (!E) {
      fail(std::string("a null expression in ") + Where);
      return;
    }
    static const int Operands[] = {/*IntLit*/ 0, /*FloatLit*/ 0,
                                   /*BoolLit*/ 0, /*VarRef*/ 0,
                                   /*Access*/ -1, /*Unary*/ 1,
                                   /*Binary*/ 2,  /*Call*/ -1,
                                   /*Cast*/ 1,    /*Select*/ 3};
    static const char *const Kinds[] = {
        "an integer literal", "a float literal", "a bool literal",
        "a variable",         "an access",       "a unary operation",
        "a binary operation", "a call",          "a cast",
        "a choice"};
    int Want = Operands[E->K];
    if (Want >= 0 && (int)E->Ops.size() != Want) {
      fail(std::string(Kinds[E->K]) + " '" + E->Text + "' in " + Where +
           " has " + std::to_string(E->Ops.size()) + " operands, not " +
           std::to_string(Want));
      return; // Printing it would read the operands it lacks.
    }
    for (const ExprPtr &Op : E->Ops)
      expr(Op.get(), Where);
    if (E->K == Expr::VarRef) {
      if (!E->Var || !Vars.count(E->Var))
        fail(std::string("a variable in ") + Where +
             " is not one of the function's");
      else if (!InScope.count(E->Var))
        fail("'" + E->Var->Name + "' is used in " + Where +
             " where no declaration of it is in scope");
    }
    if (E->K == Expr::Access) {
      if (!E->Arr || !Arrays.count(E->Arr))
        fail(std::string("an array in ") + Where +
             " is not one of the function's");
      // A subscript per dimension, or one (a flat access into an array
      // whose shape the pragma gives, before reshape recovers its rows).
      else if (E->Ops.size() != E->Arr->rank() && E->Ops.size() != 1)
        fail("'" + ExprPrinter().print(*E) + "' has " +
             std::to_string(E->Ops.size()) + " subscripts for " +
             std::to_string(E->Arr->rank()) + " dimensions");
    }
  }

  /// A kernel's plan: its recorded band is the band its loops form, and
  /// it holds the plan of its kind and no other.
  void kernelPlan(const ForStmt &Root) {
    std::string At = "the kernel at " + Root.Label;
    if (!Root.Kernel)
      return (void)fail(At + " has no plan");
    const KernelPlan &K = *Root.Kernel;
    size_t Band = bandOf(Root).size();
    if (K.Depth != Band)
      return (void)fail(At + " records a band of " + std::to_string(K.Depth) +
                        " loops; its loops form one of " +
                        std::to_string(Band));
    // Each kind's plan, on that kind only.
    auto Plan = [&](bool OfKind, bool Has, const char *What) {
      if (OfKind != Has)
        fail(At + (OfKind ? " has no " : " is not a kernel of the kind of its ") +
             What);
    };
    Plan(K.Kind == KernelKind::Tiled, bool(K.Tiling), "tile plan");
    Plan(K.Kind == KernelKind::TwoWayRows, bool(K.TwoWay), "two-way plan");
    Plan(K.Kind == KernelKind::WaveTiles, K.SweepX > 0, "sweeping blocks");
    bool TwoWay = K.Kind == KernelKind::TwoWayRows ||
                  K.Kind == KernelKind::TwoWayColumns;
    Plan(K.Kind == KernelKind::SharedRows, bool(K.Rows) && !TwoWay,
         "row plan");
    if (K.Kind == KernelKind::RowsStreamed && K.StreamedLoop >= K.Depth)
      fail(At + " streams the rows of a loop outside its band");
    if (K.RunsSerialCode &&
        (!(K.Kind == KernelKind::Plain || K.Kind == KernelKind::WaveTiles) ||
         kernelReductions(Root).empty()))
      fail(At + " runs single-thread code but is no reduction kernel of "
                "one launch");
    if (const ReductionPlan *R = K.Reduce.get()) {
      if (R->VectorWidth && (!R->Strides || K.Depth != 1))
        fail(At + " reads vectors in a loop that does not stride");
      for (const auto &[A, Elements] : R->BlockHistograms)
        if (std::find(Root.AtomicArrays.begin(), Root.AtomicArrays.end(),
                      A) == Root.AtomicArrays.end())
          fail(At + " keeps '" + A->Name +
               "' per block but does not add into it atomically");
    }
  }

  void stmt(const Stmt &S, std::vector<const Variable *> &Declared) {
    switch (S.K) {
    case Stmt::Block:
      block(cast<BlockStmt>(S));
      break;
    case Stmt::For: {
      auto &L = cast<ForStmt>(S);
      if (!L.Index || !Vars.count(L.Index))
        return (void)fail("a loop's index is not one of the function's");
      if (!L.Body)
        return (void)fail("the loop over '" + L.Index->Name +
                          "' has no body");
      if (L.Step == 0)
        fail("the loop over '" + L.Index->Name + "' has step 0");
      for (const ForStmt *Around : Loops)
        if (Around->Index == L.Index)
          fail("the loop over '" + L.Index->Name +
               "' is inside a loop with the same index");
      expr(L.Begin.get(), "a loop's start");
      expr(L.End.get(), "a loop's end");
      // Inside a loop of unknown length, a loop runs in order in its thread.
      if (L.InRepeat && (L.IsParallel || L.GridDim >= 0 || L.Kernel))
        fail("the loop over '" + L.Index->Name +
             "' inside a loop of unknown length is parallel or mapped");
      if (L.While) {
        expr(L.While.get(), "a while loop's condition");
        if (L.IsParallel || L.GridDim >= 0 || L.Persistent || L.Kernel ||
            L.Step != 1 || L.End->K != Expr::VarRef ||
            L.End->Var->K != Variable::WhileTrips)
          fail("the while loop over '" + L.Index->Name +
               "' is parallel, on the grid, or not a count of its steps");
      }
      // An exchange reads and writes flat arrays at its index only, which
      // the reshape rewrites (Reshape.cpp).
      if (L.Exchange)
        walkAllExprs(*L.Body, [&](const Expr &E) {
          if (E.K == Expr::Access &&
              (E.Ops.size() != 1 || E.Ops[0]->K != Expr::VarRef ||
               E.Ops[0]->Var != L.Index))
            fail("the exchange loop over '" + L.Index->Name + "' accesses '" +
                 E.Arr->Name + "' elsewhere than at [" + L.Index->Name + "]");
        });
      // Grid dimensions: on loops of a kernel only, each once a kernel.
      bool Root = L.Place == Stmt::Kernel && !InKernel;
      if (Root)
        GridDims.assign(3, nullptr);
      if (L.GridDim >= 0) {
        if (!InKernel && !Root)
          fail("the loop over '" + L.Index->Name +
               "' is on the grid but in no kernel");
        else if (L.GridDim > 2 || GridDims[L.GridDim])
          fail("the loop over '" + L.Index->Name + "' is on grid dimension " +
               std::to_string(L.GridDim) + (L.GridDim > 2 ? "" : " twice"));
        else
          GridDims[L.GridDim] = &L;
      }
      // Marks: arrays of the function, on a parallel loop, not also
      // updated atomically (SameValueStores.h).
      for (const Array *A : L.MarkedArrays)
        if (!Arrays.count(A) || !L.IsParallel ||
            llvm::is_contained(L.AtomicArrays, A))
          fail("the loop over '" + L.Index->Name + "' marks '" +
               (A ? A->Name : "?") +
               "', but it is not a parallel loop's array without atomic "
               "updates");
      if (L.Scan && L.Scan->Cub && (L.Place != Stmt::Scan || L.Step != 1))
        fail("the loop over '" + L.Index->Name +
             "' is given to CUB but is no scan of step 1");
      if (Root)
        kernelPlan(L);
      else if (L.Kernel)
        fail("the loop over '" + L.Index->Name +
             "' has a kernel's plan but is no kernel's outermost loop");
      InKernel |= Root;
      Loops.push_back(&L);
      InScope.insert(L.Index);
      block(*L.Body);
      InScope.erase(InScope.find(L.Index));
      Loops.pop_back();
      InKernel &= !Root;
      break;
    }
    case Stmt::Assign: {
      auto &A = cast<AssignStmt>(S);
      expr(A.Target.get(), "an assignment's target");
      expr(A.Value.get(), "an assigned value");
      if (A.Target && A.Target->K != Expr::VarRef &&
          A.Target->K != Expr::Access)
        fail("an assignment's target is neither a variable nor an element");
      if (A.Target && A.Target->K == Expr::VarRef)
        for (const ForStmt *L : Loops)
          if (L->Index == A.Target->Var)
            fail("the index '" + L->Index->Name +
                 "' is assigned inside its loop");
      break;
    }
    case Stmt::If: {
      auto &I = cast<IfStmt>(S);
      expr(I.Cond.get(), "a condition");
      if (!I.Then)
        return (void)fail("an if has no then branch");
      block(*I.Then);
      if (I.Else)
        block(*I.Else);
      if (I.repeats()) {
        if (I.Else)
          fail("a while loop has an else branch");
        walkStmts(*I.Then, [&](const Stmt &X) {
          if (X.K == Stmt::For && !cast<ForStmt>(X).InRepeat)
            fail("a while loop holds a for loop not marked as inside it");
        });
      }
      break;
    }
    case Stmt::Decl: {
      auto &D = cast<DeclStmt>(S);
      if (!D.Var == !D.Arr)
        return (void)fail("a declaration declares " +
                          std::string(D.Var ? "both a scalar and an array"
                                            : "nothing"));
      if (D.Var) {
        if (!Vars.count(D.Var))
          return (void)fail("a declared scalar is not one of the function's");
        if (D.Init)
          expr(D.Init.get(), "an initializer");
        InScope.insert(D.Var);
        Declared.push_back(D.Var);
      } else if (!Arrays.count(D.Arr)) {
        fail("a declared array is not one of the function's");
      }
      break;
    }
    case Stmt::Return: {
      auto &R = cast<ReturnStmt>(S);
      if (R.Value)
        expr(R.Value.get(), "a returned value");
      break;
    }
    }
  }
};

} // namespace

std::string verifyFunction(const Function &F) { return Verifier(F).run(); }

} // namespace loopgen
