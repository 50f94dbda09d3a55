//===- HarnessExtents.cpp - Sizes of vectors the harness must make --------===//
//
// A std::vector parameter without a shape has no size the harness could
// read: it is inferred from the loops that index it.
//
//===----------------------------------------------------------------------===//

#include "HarnessImpl.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include <map>
#include <set>

namespace loopgen {

/// Whether P >= 0 wherever its variables (sizes) are at least 1: P = P0 +
/// V * C is where C >= 0 and P0 + C >= 0, for each variable in turn.
static bool nonNegative(const Polynomial &P) {
  std::vector<const Variable *> Vs = P.variables();
  if (Vs.empty())
    return P.constantTerm() >= 0;
  std::optional<Polynomial> C = P.coefficientOf(Vs[0]);
  return C && nonNegative(*C) && nonNegative(P.withoutVar(Vs[0]) + *C);
}

/// The size the translation assumes of A's dimension Dim, where a check on
/// entry (Function::HostWhen: `size != extent`, a vector swapped with an
/// array of that extent) sends other sizes to the host: the harness makes
/// that size, so that the kernels run.
static std::optional<std::string> extentAssumed(const Function &F,
                                                const Array &A, unsigned Dim) {
  if (Dim >= A.Dims.size())
    return std::nullopt;
  for (const ExprPtr &C : F.HostWhen) {
    if (C->K != Expr::Binary || C->Text != "!=")
      continue;
    auto Uncast = [](const Expr &E) -> const Expr & {
      return E.K == Expr::Cast ? *E.Ops[0] : E;
    };
    for (unsigned K : {0u, 1u}) {
      // Another vector's size is no count (vectors swapped with each other
      // take theirs from their accesses).
      const Expr &Size = Uncast(*C->Ops[K]), &Other = Uncast(*C->Ops[1 - K]);
      bool OfParams = true;
      walkExpr(Other, [&](const Expr &X) {
        OfParams &= X.K != Expr::VarRef || X.Var->K == Variable::Param;
      });
      if (OfParams && Size.sameAs(*A.Dims[Dim]) && Size.K == Expr::VarRef &&
          Size.Var->K == Variable::VectorSize)
        return ExprPrinter().print(Other);
    }
  }
  return std::nullopt;
}

/// The extent of a std::vector without a shape, from `v[i + c]` accesses
/// with i running up to the same bound everywhere. Where that bound is the
/// vector's own size (`for (auto &x : v)`), the harness gives it 1000
/// elements, or the `v=<count>` of its command line (--size v=<count>).
void recordWrittenExtents(Function &F) {
  for (const auto &A : F.Arrays)
    if (A->K == Array::VectorParam && !A->DimsFromPragma) {
      std::vector<std::string> Extents;
      for (unsigned Dim = 0; Dim < (A->Nested ? 2u : 1u); ++Dim)
        Extents.push_back(extentAssumed(F, *A, Dim)
                              .value_or(inferredVectorExtent(F, *A, Dim)));
      // Else as the lowering read the accesses (rows through a pointer
      // into it).
      if (Extents[0].empty() && !A->ReachedExtent.empty())
        Extents[0] = reachedCount(*A);
      A->WrittenExtents = std::move(Extents);
    }
}

std::string reachedCount(const Array &A) {
  return "(long long)(" + A.ReachedExtent + ")";
}

bool sizedFromInputs(const Array &A) {
  return A.ReachedFromData && !A.WrittenExtents.empty() &&
         A.WrittenExtents[0] == reachedCount(A);
}

std::string inferredVectorExtent(const Function &F, const Array &A,
                                 unsigned Dim) {
  // As written, where that told; else as the passes left the accesses.
  if (Dim < A.WrittenExtents.size() && !A.WrittenExtents[Dim].empty())
    return A.WrittenExtents[Dim];
  ExprPrinter P;
  // Each loop's index, and the copies of an unrolled one (guarded to its
  // range).
  std::map<const Variable *, const ForStmt *> Loops;
  std::map<const ForStmt *, size_t> Depth; // How many loops are around.
  walkInContext(*F.Body, [&](const Stmt &S, const StmtContext &Ctx) {
    if (S.K != Stmt::For)
      return;
    const auto &L = cast<ForStmt>(S);
    Depth[&L] = Ctx.Loops.size();
    Loops[L.Index] = &L;
    for (const Variable *C : L.Copies)
      Loops[C] = &L;
  });
  // The sizes of flat vector parameters before A, which the harness has
  // made by then: their counts (`features[i * vocab + t]` with vocab =
  // idf.size() and i below lengths.size()).
  std::map<const Variable *, std::unique_ptr<Variable>> Counts;
  for (const Param &Prm : F.Params) {
    if (Prm.Arr == &A)
      break;
    const Array *B = Prm.Arr;
    if (B && B->K == Array::VectorParam && !B->Nested && B->rank() == 1 &&
        B->Dims[0]->K == Expr::VarRef &&
        B->Dims[0]->Var->K == Variable::VectorSize)
      Counts[B->Dims[0]->Var] =
          std::make_unique<Variable>(Variable{Variable::Param,
                                              Prm.Name + "_count",
                                              ScalarType::intTy(),
                                              {},
                                              {},
                                              false});
  }
  auto Counted = [&](std::optional<Polynomial> P) {
    for (const Variable *V :
         P ? P->variables() : std::vector<const Variable *>{})
      if (auto It = Counts.find(V); It != Counts.end()) {
        std::optional<Polynomial> C = P->coefficientOf(V);
        P = C ? std::optional<Polynomial>(
                    P->withoutVar(V) +
                    *C * Polynomial::variable(It->second.get()))
              : std::nullopt;
      }
    return P;
  };
  // Locals that hold one value (a row's index, `const auto &r = v[s]`):
  // their values.
  std::map<const Variable *, const Expr *> Held;
  std::set<const Variable *> Assigned;
  // Every value each local is given (its initializer and assignments).
  std::map<const Variable *, std::vector<const Expr *>> Values;
  walkStmts(*F.Body, [&](const Stmt &S) {
    if (S.K == Stmt::Decl && cast<DeclStmt>(S).Var && cast<DeclStmt>(S).Init) {
      Held[cast<DeclStmt>(S).Var] = cast<DeclStmt>(S).Init.get();
      Values[cast<DeclStmt>(S).Var].push_back(cast<DeclStmt>(S).Init.get());
    }
    if (S.K == Stmt::Assign && cast<AssignStmt>(S).Target->K == Expr::VarRef) {
      Assigned.insert(cast<AssignStmt>(S).Target->Var);
      Values[cast<AssignStmt>(S).Target->Var].push_back(
          cast<AssignStmt>(S).Op.empty() ? cast<AssignStmt>(S).Value.get()
                                         : nullptr);
    }
  });
  // A loop's bound of sizes, through locals set once from them, where a
  // part is no polynomial (`n < out_len` with `out_len = in_len / decim`):
  // that part stands as one value, written as the harness computes it.
  std::vector<std::unique_ptr<Variable>> Parts;
  // With Indices, also of the indices of loops around (`j <= i`).
  auto BoundOfSizes = [&](const Expr &E,
                          bool Indices = false) -> std::optional<Polynomial> {
    auto Known = [&](const Variable *V) {
      return V->K == Variable::Param || (Indices && Loops.count(V));
    };
    std::optional<Polynomial> Plain = Counted(Polynomial::from(E));
    if (Plain && llvm::all_of(Plain->variables(), Known))
      return Plain;
    std::vector<ExprPtr> Values;
    Values.push_back(E.clone());
    substituteInvariantScalars(Values, *F.Body);
    ExprPtr &Value = Values[0];
    // std::min(a, b) is at most a (`jhi = std::min(len, i + band)`): the
    // operand of sizes alone, where one is; an upper bound is all a size
    // needs.
    mutateExpr(Value, [&](Expr &X) -> ExprPtr {
      if (X.K != Expr::Call || X.Ops.size() != 2 ||
          (X.Text != "std::min" && X.Text != "min"))
        return nullptr;
      for (const ExprPtr &Op : X.Ops) {
        bool Sizes = true;
        walkExpr(*Op, [&](const Expr &Y) {
          Sizes &= Y.K != Expr::Access && Y.K != Expr::Call &&
                   (Y.K != Expr::VarRef || Y.Var->K == Variable::Param);
        });
        if (Sizes)
          return Op->clone();
      }
      return nullptr;
    });
    // Earlier vectors' sizes: their counts (`rows = m.size() / cols`).
    mutateExpr(Value, [&](Expr &X) -> ExprPtr {
      auto It = X.K == Expr::VarRef ? Counts.find(X.Var) : Counts.end();
      return It == Counts.end() ? nullptr : Expr::var(It->second.get());
    });
    bool OfSizes = true;
    walkExpr(*Value, [&](const Expr &X) {
      OfSizes &= X.K != Expr::Access && X.K != Expr::Call &&
                 (X.K != Expr::VarRef || Known(X.Var));
    });
    if (!OfSizes)
      return std::nullopt;
    mutateExpr(Value, [&](Expr &X) -> ExprPtr {
      if (X.K != Expr::Binary || (X.Text != "/" && X.Text != "%"))
        return nullptr;
      walkExpr(X, [&](const Expr &Y) {
        OfSizes &= Y.K != Expr::VarRef || Y.Var->K == Variable::Param;
      });
      Parts.push_back(std::make_unique<Variable>(Variable{
          Variable::Param, "(" + P.print(X) + ")", X.Ty, {}, {}, false}));
      return Expr::var(Parts.back().get());
    });
    return OfSizes ? Counted(Polynomial::from(*Value)) : std::nullopt;
  };
  // A bound no value of E exceeds, of sizes and loop indices: a clamp
  // `min(v, w - 1)` is below w - 1, a local below the largest of the
  // values it is given (a clamped neighbour `xx` of a lambda).
  std::set<const Variable *> Bounding;
  std::function<std::optional<Polynomial>(const Expr *)> UpperBound;
  auto LocalBound = [&](const Variable *V) -> std::optional<Polynomial> {
    if (V->K != Variable::Local || Loops.count(V) || !Values.count(V) ||
        !Bounding.insert(V).second)
      return std::nullopt;
    std::optional<Polynomial> Max;
    for (const Expr *Value : Values[V]) {
      std::optional<Polynomial> U = UpperBound(Value);
      if (!U || (Max && !nonNegative(*U - *Max) && !nonNegative(*Max - *U))) {
        Max.reset();
        break;
      }
      if (!Max || nonNegative(*U - *Max))
        Max = U;
    }
    Bounding.erase(V);
    return Max;
  };
  UpperBound = [&](const Expr *E) -> std::optional<Polynomial> {
    if (!E)
      return std::nullopt;
    if (E->K == Expr::Cast)
      return UpperBound(E->Ops[0].get());
    if (E->K == Expr::Call && E->Ops.size() == 2 &&
        (E->Text == "std::min" || E->Text == "min")) {
      std::optional<Polynomial> A = UpperBound(E->Ops[0].get()),
                                B = UpperBound(E->Ops[1].get());
      if (A && B) // Either bounds it: the smaller where known.
        return nonNegative(*B - *A) ? A : B;
      return A ? A : B;
    }
    if (E->K == Expr::VarRef && E->Var->K == Variable::Local &&
        !Loops.count(E->Var))
      return LocalBound(E->Var);
    if (E->K == Expr::Select || (E->K == Expr::Call && E->Ops.size() == 2 &&
                                 (E->Text == "std::max" || E->Text == "max"))) {
      // The larger of the two, where one is known to reach the other.
      std::optional<Polynomial> A = UpperBound(E->Ops[E->Ops.size() - 2].get()),
                                B = UpperBound(E->Ops.back().get());
      if (!A || !B)
        return std::nullopt;
      return nonNegative(*A - *B) ? A : nonNegative(*B - *A) ? B : std::nullopt;
    }
    // Of sizes, each loop's index at its last value where it counts up
    // (its first where it counts down).
    std::optional<Polynomial> P = Counted(Polynomial::from(*E));
    for (int Round = 0; P && Round < 4; ++Round)
      for (const Variable *V : P->variables()) {
        if (V->K == Variable::Param)
          continue;
        auto Lp = Loops.find(V);
        std::optional<Polynomial> C = P->coefficientOf(V);
        if (Lp == Loops.end() || !C || Lp->second->Step <= 0)
          return std::nullopt;
        std::optional<Polynomial> At =
            nonNegative(*C) ? BoundOfSizes(*Lp->second->End)
            : nonNegative(Polynomial::constant(0) - *C)
                ? Polynomial::from(*Lp->second->Begin)
                : std::nullopt;
        if (!At)
          return std::nullopt;
        if (nonNegative(*C))
          At = *At - Polynomial::constant(1);
        P = P->withoutVar(V) + *C * *At;
      }
    for (const Variable *V :
         P ? P->variables() : std::vector<const Variable *>{})
      if (V->K != Variable::Param)
        return std::nullopt;
    return P;
  };
  auto Resolved = [&](std::optional<Polynomial> P) {
    for (int Round = 0; P && Round < 4; ++Round)
      for (const Variable *V : P->variables()) {
        auto It = Held.find(V);
        if (It == Held.end() || Assigned.count(V))
          continue;
        auto C = P->coefficientOf(V);
        auto Value = Polynomial::from(*It->second);
        if (C && Value)
          P = P->withoutVar(V) + *C * *Value;
      }
    return P;
  };
  // Stands for the size of every vector (see OwnSize below).
  Variable SizeOfAllVectors{Variable::VectorSize,
                            "loopgen_vector_size",
                            ScalarType::intTy(),
                            {},
                            {},
                            false};
  const Variable *SizeOfAll = &SizeOfAllVectors;
  // The candidates none of the others is known to reach: the harness takes
  // the largest at its sizes (v[i + 1] for i < n - 1 beside v[0]).
  std::vector<std::pair<Polynomial, std::string>> Extents;
  std::vector<std::unique_ptr<Variable>> Opaque; // Stand for v[n / 2]'s.
  bool OK = true;
  auto Keep = [&](const Polynomial &Candidate, const std::string &As) {
    // A loop up to the vector's own size reaches whatever size the others
    // give it (`for (i < v.size())` beside `v[i + 1]` for i < n - 1).
    bool Own = Candidate.dependsOn(SizeOfAll);
    for (const auto &[Kept, Text] : Extents) {
      if (Own && !Kept.dependsOn(SizeOfAll))
        return;
      if (Own == Kept.dependsOn(SizeOfAll) && nonNegative(Kept - Candidate))
        return;
    }
    llvm::erase_if(Extents, [&](const auto &Kept) {
      return (!Own && Kept.first.dependsOn(SizeOfAll)) ||
             (Own == Kept.first.dependsOn(SizeOfAll) &&
              nonNegative(Candidate - Kept.first));
    });
    Extents.push_back({Candidate, As});
  };
  // Accesses at subscripts read from data or found by a search, which say
  // nothing of the extent, and all accesses.
  unsigned Ignored = 0, Accesses = 0, Mixed = 0;
  walkAllExprs(*F.Body, [&](const Expr &E) {
    if (E.K != Expr::Access || E.Arr != &A || !OK)
      return;
    // A transposition copies what the program's accesses reach, up to the
    // extent sought here: it says nothing of it.
    bool Transposed = false;
    walkExpr(E, [&](const Expr &X) {
      auto It = X.K == Expr::VarRef ? Loops.find(X.Var) : Loops.end();
      Transposed |=
          It != Loops.end() && It->second->isKernel(KernelKind::Transpose);
    });
    if (Transposed)
      return;
    ++Accesses;
    if (E.Ops.size() <= Dim) {
      OK = false;
      return;
    }
    auto Sub = Counted(Resolved(Polynomial::from(*E.Ops[Dim])));
    // Locals set once from sizes (a row's length `out_len = in_len /
    // decim`): their values.
    for (const Variable *V :
         Sub ? Sub->variables() : std::vector<const Variable *>{}) {
      std::optional<Polynomial> C = Sub->coefficientOf(V);
      std::optional<Polynomial> Value =
          V->K == Variable::Local && !Loops.count(V)
              ? BoundOfSizes(*Expr::var(const_cast<Variable *>(V)))
              : std::nullopt;
      if (C && Value)
        Sub = Sub->withoutVar(V) + *C * *Value;
    }
    // v[b][label[b]]: a subscript read from data says nothing of the extent
    // (the harness's index arrays hold small values); others size it.
    // So does one computed from a local (`v[rng.next() % n]`, a hash).
    bool ReadsData = false;
    walkExpr(*E.Ops[Dim], [&](const Expr &X) {
      ReadsData |= X.K == Expr::Access ||
                   (X.K == Expr::VarRef && X.Var->K == Variable::Local &&
                    !Loops.count(X.Var));
    });
    if (!Sub && ReadsData) {
      ++Ignored;
      return;
    }
    // v[n / 2]: of sizes alone, but no polynomial: the element itself, as
    // the harness computes it, compared with the others there.
    bool OfSizesOnly = !Sub;
    walkExpr(*E.Ops[Dim], [&](const Expr &X) {
      OfSizesOnly &= X.K != Expr::Call &&
                     (X.K != Expr::VarRef || X.Var->K == Variable::Param);
    });
    if (OfSizesOnly) {
      Opaque.push_back(std::make_unique<Variable>(Variable{Variable::Param,
                                                           "loopgen_opaque",
                                                           ScalarType::intTy(),
                                                           {},
                                                           {},
                                                           false}));
      Keep(Polynomial::variable(Opaque.back().get()),
           "(" + P.print(*E.Ops[Dim]) + ") + 1");
      return;
    }
    // v[k] at a local found by a loop (where a search stopped), v[sy * w +
    // sx] at a clamped point: within the extents the other accesses reach.
    bool AtLocal = false, OfLocals = Sub && !Sub->variables().empty();
    for (const Variable *V :
         Sub ? Sub->variables() : std::vector<const Variable *>{}) {
      AtLocal |= V->K == Variable::Local && !Loops.count(V);
      OfLocals &= V->K == Variable::Local;
    }
    if (AtLocal && !OfLocals) {
      // v[yy * w + xx] at clamped locals: each at its largest, where it
      // counts up.
      std::optional<Polynomial> Bounded = Sub;
      for (const Variable *V : Sub->variables()) {
        if (V->K != Variable::Local || Loops.count(V) || !Bounded)
          continue;
        std::optional<Polynomial> C = Bounded->coefficientOf(V);
        std::optional<Polynomial> U = LocalBound(V);
        if (!C || !U || !nonNegative(*C))
          Bounded.reset();
        else
          Bounded = Bounded->withoutVar(V) + *C * *U;
      }
      if (Bounded) {
        Sub = Bounded;
        AtLocal = false;
      }
    }
    // v[i * stride + k] with stride = v.size() / rows, or i below rows =
    // v.size() / cols: within the vector's own size, whatever the harness
    // gives it.
    auto FromOwnSize = [&](const Expr &E) {
      std::vector<ExprPtr> Value;
      Value.push_back(E.clone());
      substituteInvariantScalars(Value, *F.Body);
      bool Own = false;
      walkExpr(*Value[0], [&](const Expr &X) {
        Own |= !A.Dims.empty() &&
               X.sameAs(*A.Dims[Dim < A.Dims.size() ? Dim : 0]) &&
               X.K == Expr::VarRef && X.Var->K == Variable::VectorSize;
      });
      return Own;
    };
    auto KeepOwnSize = [&] {
      Keep(Polynomial::variable(SizeOfAll),
           "loopgen_size<long long>(\"" + A.Name + "\", 1000)");
    };
    for (const Variable *V :
         AtLocal ? Sub->variables() : std::vector<const Variable *>{})
      if (Held.count(V) && FromOwnSize(*Expr::var(const_cast<Variable *>(V))))
        return KeepOwnSize();
    if (AtLocal) {
      ++Ignored;
      // Beside sizes (`v[yy * w + xx]`, clamped): only where other
      // accesses reach the extent.
      Mixed += !OfLocals;
      return;
    }
    // Several loops' indices or a multiple of one (r[d * w + k], r[d * w]):
    // the largest subscript, each index at its last value (coefficients of
    // sizes, indices from 0 up).
    std::vector<const Variable *> Indices;
    for (const Variable *V :
         Sub ? Sub->variables() : std::vector<const Variable *>{})
      if (Loops.count(V))
        Indices.push_back(V);
    bool Plain = Indices.size() == 1 &&
                 Loops[Indices[0]]->Index == Indices[0] &&
                 (*Sub - Polynomial::variable(Indices[0])).isConstant();
    // Not below another loop's index (`x[j]` for j <= i).
    if (Plain)
      walkExpr(*Loops[Indices[0]]->End, [&](const Expr &X) {
        Plain &= X.K != Expr::VarRef || !Loops.count(X.Var);
      });
    if (!Indices.empty() && !Plain) {
      Polynomial Max = *Sub;
      // The innermost index first: its bound may bring in outer ones
      // (`K[j * dim + k]` for j <= i).
      for (unsigned Step = 0; Step < 16; ++Step) {
        const Variable *V = nullptr;
        for (const Variable *X : Max.variables())
          if (Loops.count(X) && (!V || Depth[Loops[X]] > Depth[Loops[V]]))
            V = X;
        if (!V)
          break;
        const ForStmt *Lp = Loops[V];
        auto C = Max.coefficientOf(V);
        auto Begin = Polynomial::from(*Lp->Begin);
        auto End = BoundOfSizes(*Lp->End, /*Indices=*/true);
        if (!End && FromOwnSize(*Lp->End))
          return KeepOwnSize();
        // Largest at its last value where its coefficient is positive, at
        // its first where negative (`x[t0 - k]`, `(n - 1 - i) * w`), a
        // constant start then.
        bool Up = C && nonNegative(*C),
             Down = C && nonNegative(Polynomial::constant(0) - *C) && Begin &&
                    Begin->isConstant() && Begin->constantTerm() >= 0;
        if (!C || !End || Lp->Step <= 0 || (!Up && !Down)) {
          OK = false;
          return;
        }
        Max = Max.withoutVar(V) +
              *C * (Up ? *End - Polynomial::constant(1) : *Begin);
      }

      for (const Variable *V : Max.variables())
        OK &= V->K == Variable::Param;
      Polynomial Candidate = Max + Polynomial::constant(1);
      if (OK)
        Keep(Candidate, P.print(*Candidate.toExpr(ScalarType::get(
                            ScalarType::Integer, "long long", 64))));
      return;
    }
    // v[n - 1], v[0]: of sizes alone, the element itself.
    bool OfSizes = Sub.has_value();
    for (const Variable *V :
         Sub ? Sub->variables() : std::vector<const Variable *>{})
      OfSizes &= V->K == Variable::Param;
    if (OfSizes) {
      Polynomial Candidate = *Sub + Polynomial::constant(1);
      Keep(Candidate, P.print(*Candidate.toExpr(ScalarType::get(
                          ScalarType::Integer, "long long", 64))));
      return;
    }
    const ForStmt *L = nullptr;
    for (const Variable *V :
         Sub ? Sub->variables() : std::vector<const Variable *>{})
      if (Loops.count(V))
        L = L ? nullptr : Loops[V];
    auto End = L ? Polynomial::from(*L->End) : std::nullopt;
    if (!Sub || !L || L->Step <= 0 || !End ||
        *Sub - Polynomial::variable(L->Index) !=
            Polynomial::constant(Sub->constantTerm())) {
      OK = false;
      return;
    }
    // Bounded by a vector's own size (its own, or another's: `w[i]` for i
    // below y.size()): the harness gives every such vector the same
    // default count, so the sizes compare as one.
    // (Through a local set once to it: `const size_t rows = v.size();`.)
    const Expr *Bound = L->End.get();
    if (Bound->K == Expr::VarRef && Held.count(Bound->Var) &&
        !Assigned.count(Bound->Var))
      Bound = Held[Bound->Var];
    if (Bound->K == Expr::Cast)
      Bound = Bound->Ops[0].get();
    bool OwnSize =
        Bound->K == Expr::VarRef && Bound->Var->K == Variable::VectorSize;
    std::string Text = OwnSize
                           ? "loopgen_size<long long>(\"" + A.Name + "\", 1000)"
                           : P.print(*L->End);
    if (OwnSize)
      End = Polynomial::variable(SizeOfAll);
    else if (llvm::any_of(End->variables(), [](const Variable *V) {
               return V->K != Variable::Param;
             })) {
      // Through locals set from sizes (`r < rows`, rows = m.size() / cols).
      End = BoundOfSizes(*L->End);
      if (!End) {
        OK = false;
        return;
      }
      Text = P.print(
          *End->toExpr(ScalarType::get(ScalarType::Integer, "long long", 64)));
    }
    Keep(*End + Polynomial::constant(Sub->constantTerm()),
         "(" + Text + ") + " + std::to_string(Sub->constantTerm()));
  });
  // Only such accesses (a table indexed by `tokens[i] % table.size()`): the
  // default count of vectors sized by their own size.
  if (OK && Extents.empty() && Accesses && Ignored == Accesses && !Mixed &&
      !A.Nested)
    return "loopgen_size<long long>(\"" + A.Name + "\", 1000)";
  if (!OK || Extents.empty())
    return "";
  if (Extents.size() == 1)
    return Extents[0].second;
  std::string Max;
  for (const auto &[Kept, Text] : Extents)
    Max += (Max.empty() ? "" : ", ") + std::string("(long long)(") + Text + ")";
  return "std::max<long long>({" + Max + "})";
}

bool onlyData(const Function &F, const Variable &V) {
  // The scalars computed from V, to a fixed point.
  std::set<const Variable *> From{&V};
  auto Reads = [&](const Expr *E) {
    bool Found = false;
    if (E)
      walkExpr(*E, [&](const Expr &X) {
        Found |= X.K == Expr::VarRef && From.count(X.Var);
      });
    return Found;
  };
  for (size_t Before = 0; Before != From.size();) {
    Before = From.size();
    walkStmts(*F.Body, [&](const Stmt &S) {
      if (S.K == Stmt::Decl && cast<DeclStmt>(S).Var &&
          Reads(cast<DeclStmt>(S).Init.get()))
        From.insert(cast<DeclStmt>(S).Var);
      if (S.K == Stmt::Assign &&
          cast<AssignStmt>(S).Target->K == Expr::VarRef &&
          Reads(cast<AssignStmt>(S).Value.get()))
        From.insert(cast<AssignStmt>(S).Target->Var);
    });
  }
  bool Data = true;
  for (const auto &A : F.Arrays)
    for (const ExprPtr &Dim : A->Dims)
      Data &= !Reads(Dim.get());
  for (const ExprPtr &C : F.HostWhen)
    Data &= !Reads(C.get());
  // Values and conditions may be data (a hash mixed until it has enough
  // bits); subscripts and the bounds of counted loops are sizes.
  walkAllExprs(*F.Body, [&](const Expr &X) {
    if (X.K == Expr::Access)
      for (const ExprPtr &Sub : X.Ops)
        Data &= !Reads(Sub.get());
  });
  walkStmts(*F.Body, [&](const Stmt &S) {
    if (S.K == Stmt::For && !cast<ForStmt>(S).isWhile())
      Data &= !Reads(cast<ForStmt>(S).Begin.get()) &&
              !Reads(cast<ForStmt>(S).End.get());
  });
  return Data;
}

/// A size to suggest for A: the bound of a loop whose index subscripts it,
/// where that bound is made of parameters (`nbins`), else `<count>`.
std::string likelyVectorExtent(const Function &F, const Array &A) {
  ExprPrinter P;
  std::string Found;
  walkStmts(*F.Body, [&](const Stmt &S) {
    if (S.K != Stmt::For || !Found.empty())
      return;
    const auto &L = cast<ForStmt>(S);
    bool Params = !L.isWhile();
    walkExpr(*L.End, [&](const Expr &E) {
      Params &= E.K != Expr::VarRef || E.Var->K == Variable::Param;
    });
    bool Subscripts = false;
    walkAllExprs(*L.Body, [&](const Expr &E) {
      Subscripts |= E.K == Expr::Access && E.Arr == &A && !E.Ops.empty() &&
                    E.Ops[0]->K == Expr::VarRef && E.Ops[0]->Var == L.Index;
    });
    if (Params && Subscripts)
      Found = P.print(*L.End);
  });
  return Found.empty() ? "<count>" : Found;
}

} // namespace loopgen
