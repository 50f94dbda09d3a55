//===- VectorAccess.cpp - 8- and 16-byte accesses of unrolled code --------===//

#include "loopgen/Utils/VectorAccess.h"
#include "loopgen/Analysis/Coalescing.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Printer.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/Utils/RegisterReuse.h"
#include <algorithm>

namespace loopgen {


/// How many elements of A one vector access of K adjacent copies moves:
/// 16 or 8 bytes' worth, dividing K; 0 when neither fits.
static unsigned vectorWidth(const Array &A, unsigned K) {
  unsigned Bytes = A.Elem.Bits / 8;
  if (A.Elem.K == ScalarType::Bool || (Bytes != 4 && Bytes != 8) ||
      !A.SlotTypes.empty())
    return 0;
  for (unsigned W : {16 / Bytes, 8 / Bytes})
    if (W >= 2 && K % W == 0)
      return W;
  return 0;
}

/// Whether each size is a multiple of its width; null when there are none.
static ExprPtr alignmentTest(
    const std::set<std::pair<const Variable *, unsigned>> &Multiples) {
  ScalarType Bool = ScalarType::get(ScalarType::Bool, "bool", 8);
  ExprPtr Test;
  for (auto [Size, W] : Multiples) {
    // const_cast: expressions name variables by mutable pointer; Size is F's.
    ExprPtr Multiple =
        Expr::binary("==",
                     Expr::binary("%", Expr::var(const_cast<Variable *>(Size)),
                                  Expr::intLit(W, Size->Ty), Size->Ty),
                     Expr::intLit(0, Size->Ty), Bool);
    Test = Test ? Expr::binary("&&", std::move(Test), std::move(Multiple), Bool)
                : std::move(Multiple);
  }
  return Test;
}

/// Whether the element offset Offset moves with Index at unit stride, and
/// its other terms are multiples of W: constant ones (with Begin, Index's
/// first value) now, terms with a run-time size factor when that size is
/// (added to Multiples).
static bool
alignedAlong(const Polynomial &Offset, const Variable *Index, int64_t Begin,
             unsigned W,
             std::set<std::pair<const Variable *, unsigned>> &Multiples) {
  if (Offset.coefficientOf(Index) != Polynomial::constant(1))
    return false;
  int64_t Constant = Begin;
  for (auto &[Monomial, Coefficient] : Offset.withoutVar(Index).Terms) {
    if (Monomial.empty()) {
      Constant += Coefficient;
      continue;
    }
    if (Coefficient % W == 0)
      continue;
    const Variable *Size = nullptr;
    for (const Variable *V : Monomial)
      if (V->knownOnEntry())
        Size = V;
    if (!Size)
      return false;
    Multiples.insert({Size, W});
  }
  return Constant % W == 0;
}

/// A thread's copies of the x loop are adjacent iterations when that costs
/// no more memory segments than blockDim-apart copies and saves
/// instructions where the body repeats (in its loops). Each access that
/// depends on the copy is weighted by how often a thread runs it: apart,
/// each of the K copies costs what one iteration's access does and is one
/// instruction; adjacent, an access whose copies move consecutive aligned
/// elements (a row walked at unit stride) costs as much in K / W vector
/// instructions of W elements, any other costs K times its stride (up to a
/// segment per thread) per copy. Full tiles check the alignment that the
/// vector accesses need at run time.
bool VectorAccesses::chooseAdjacent(
    const ForStmt &Innermost, ForStmt &L, unsigned K,
    const std::set<const Variable *> &PerCopy,
    const std::set<const Array *> &PrivateArrays) {
  auto Begin = Polynomial::from(*L.Begin);
  if (L.GridDim != 0 || L.Step != 1 || !Begin || !Begin->isConstant())
    return false;
  std::set<const Variable *> OtherCopies = PerCopy;
  OtherCopies.erase(L.Index);
  AccessMap Moved;
  std::set<std::pair<const Variable *, unsigned>> Multiples;
  Cost Apart, Adjacent;
  ExprPrinter P;
  forEachWeightedAccess(Innermost, [&](const Expr &E, double Weight,
                                       const ForStmt *) {
    if (!mentions(E, PerCopy))
      return;
    double Segments = warpCost(F, E, L.Index);
    Apart.Segments += Weight * K * Segments;
    Apart.Instructions += Weight * K;
    unsigned W = vectorWidth(*E.Arr, K);
    std::optional<Polynomial> Offset = flatOffset(E);
    std::set<std::pair<const Variable *, unsigned>> Needed;
    if (W && !PrivateArrays.count(E.Arr) && Offset &&
        !mentions(E, OtherCopies) &&
        alignedAlong(*Offset, L.Index, Begin->constantTerm(), W, Needed)) {
      Adjacent.Segments += Weight * K * Segments;
      Adjacent.Instructions += Weight * K / W;
      Adjacent.InLoops += Weight > 1 ? Weight * (K - K / W) : 0;
      Moved[P.print(E)] = {E.Arr, W};
      Multiples.insert(Needed.begin(), Needed.end());
      return;
    }
    Adjacent.Segments += Weight * K * std::min(32.0, K * Segments);
    Adjacent.Instructions += Weight * K;
  });
  if (Adjacent.Segments > Apart.Segments || Adjacent.InLoops <= 0)
    return false;
  L.AdjacentCopies = true;
  Accesses[&L] = Moved;
  if (ExprPtr Test = alignmentTest(Multiples))
    Aligned.push_back(std::move(Test));
  return true;
}

std::string VectorAccesses::list(const ForStmt &L) {
  std::string List;
  for (const auto &A : F.Arrays)
    for (auto &[Text, ArrayWidth] : Accesses[&L])
      if (ArrayWidth.first == A.get()) {
        List += std::string(List.empty() ? "" : ", ") + "'" + A->userName() +
                "' by " + std::to_string(ArrayWidth.second);
        break;
      }
  return List;
}

int VectorAccesses::copyOfAccess(const Expr &E, const ForStmt &L,
                                 std::string &Key, unsigned &Width) {
  if (E.K != Expr::Access)
    return -1;
  int Copy = -1;
  for (size_t C = 0; C < L.Copies.size(); ++C) {
    if (!mentions(E, {L.Copies[C]}))
      continue;
    if (Copy >= 0)
      return -1;
    Copy = C;
  }
  if (Copy < 0)
    return -1;
  ExprPtr Canonical = E.clone();
  mutateExpr(Canonical, [&](Expr &X) -> ExprPtr {
    return X.K == Expr::VarRef && X.Var == L.Copies[Copy]
               ? Expr::var(L.Index, X.Loc)
               : nullptr;
  });
  ExprPrinter P;
  Key = P.print(*Canonical);
  auto &Moved = Accesses[&L];
  auto It = Moved.find(Key);
  if (It == Moved.end())
    return -1;
  Width = It->second.second;
  return Copy;
}

/// In a full tile, the reads of W adjacent copies (one vector width) that
/// B's level makes unconditionally and that do not change within B become
/// one vector load at B's start.
void VectorAccesses::vectorizeLoads(BlockStmt &B, const ForStmt &L,
                                    const std::set<const Array *> &Written) {
  for (StmtPtr &S : B.Body)
    if (S->K == Stmt::For)
      vectorizeLoads(*cast<ForStmt>(*S).Body, L, Written);
  std::set<const Variable *> Local = changingScalars(B);
  // Per canonical access, the text of each copy's access, when it is read
  // unconditionally at B's level, and the access.
  std::map<std::string, std::map<int, std::pair<std::string, ExprPtr>>> Groups;
  std::map<std::string, unsigned> Widths;
  ExprPrinter P;
  forEachLevelStmt(B, {}, [&](Stmt &S, const Conditions &Under) {
    if (!Under.empty())
      return;
    forEachOwnExpr(S, [&](const Expr &Own) {
      walkEvaluated(Own, [&](const Expr &E, bool Conditional) {
        std::string Key;
        unsigned W = 0;
        int C = copyOfAccess(E, L, Key, W);
        if (C >= 0 && !Conditional && !Written.count(E.Arr) &&
            !mentions(E, Local)) {
          Groups[Key][C] = {P.print(E), E.clone()};
          Widths[Key] = W;
        }
      });
    });
  });
  unsigned K = L.Copies.size();
  std::vector<StmtPtr> Loads;
  for (auto &[Key, Copies] : Groups) {
    unsigned W = Widths[Key];
    for (unsigned G = 0; G < K; G += W) {
      bool Whole = true;
      for (unsigned C = G; C < G + W; ++C)
        Whole &= Copies.count(C) > 0;
      if (!Whole)
        continue;
      for (unsigned C = G; C < G + W; ++C) {
        ExprPtr &Access = Copies[C].second;
        // A scalar that B declares only to hold this element, initialized
        // with it or declared bare and assigned it once (as the copies'
        // shared loads are), becomes the member.
        Variable *R = nullptr;
        std::set<const Stmt *> Grouped; // Vector members stay in place.
        for (size_t I = 0; I < B.Body.size(); ++I)
          for (unsigned M = 0; M < B.Body[I]->VectorGroup; ++M)
            Grouped.insert(B.Body[I + M].get());
        auto Assignments = [&](const Variable *V) {
          unsigned N = 0;
          walkStmts(B, [&](const Stmt &X) {
            N += X.K == Stmt::Assign &&
                 cast<AssignStmt>(X).Target->K == Expr::VarRef &&
                 cast<AssignStmt>(X).Target->Var == V;
          });
          return N;
        };
        for (size_t I = 0; I < B.Body.size() && !R; ++I) {
          Stmt &S = *B.Body[I];
          if (Grouped.count(&S))
            continue;
          if (S.K == Stmt::Decl) {
            auto &D = cast<DeclStmt>(S);
            if (D.Var && D.Init && D.Var->Ty == Access->Ty &&
                D.Init->sameAs(*Access) && Assignments(D.Var) == 0) {
              R = D.Var;
              B.Body.erase(B.Body.begin() + I);
            }
            continue;
          }
          if (S.K != Stmt::Assign)
            continue;
          auto &A = cast<AssignStmt>(S);
          if (A.Target->K != Expr::VarRef || !A.Op.empty() ||
              A.Target->Var->Ty != Access->Ty || !A.Value->sameAs(*Access) ||
              Assignments(A.Target->Var) != 1)
            continue;
          // Its bare declaration comes earlier in B, and nothing between
          // reads it.
          Variable *V = A.Target->Var;
          for (size_t J = 0; J < I && !R; ++J) {
            if (B.Body[J]->K != Stmt::Decl)
              continue;
            auto *D = cast<DeclStmt>(B.Body[J].get());
            if (D->Var != V || D->Init || Grouped.count(D))
              continue;
            bool ReadBetween = false;
            for (size_t M = J + 1; M < I; ++M)
              walkAllExprs(*B.Body[M], [&](const Expr &E) {
                ReadBetween |= E.K == Expr::VarRef && E.Var == V;
              });
            if (ReadBetween)
              break;
            R = V;
            B.Body.erase(B.Body.begin() + I);
            B.Body.erase(B.Body.begin() + J);
          }
        }
        if (!R)
          R = F.newVar(Variable::Local, F.freshName(Access->Arr->Name + "_v"),
                       Access->Ty);
        auto Decl = std::make_unique<DeclStmt>(Access->Loc);
        Decl->Var = R;
        Decl->Init = Access->clone();
        Decl->VectorGroup = C == G ? W : 0;
        forEachLevelStmt(B, {}, [&](Stmt &S, const Conditions &) {
          auto Replace = [&](Expr &E) -> ExprPtr {
            return E.K == Expr::Access && E.sameAs(*Access)
                       ? Expr::var(R, E.Loc)
                       : nullptr;
          };
          if (S.K == Stmt::If)
            mutateExpr(cast<IfStmt>(S).Cond, Replace);
          else if (S.K == Stmt::Assign || S.K == Stmt::Decl)
            mutateExprs(S, Replace);
        });
        Loads.push_back(std::move(Decl));
      }
    }
  }
  B.Body.insert(B.Body.begin(), std::make_move_iterator(Loads.begin()),
                std::make_move_iterator(Loads.end()));
}

/// In a full tile, W consecutive plain stores of the adjacent copies of one
/// store (a vector width, in copy order) become one vector store.
void VectorAccesses::vectorizeStores(BlockStmt &B, const ForStmt &L) {
  for (size_t I = 0; I < B.Body.size(); ++I) {
    Stmt &S = *B.Body[I];
    if (S.K == Stmt::For)
      vectorizeStores(*cast<ForStmt>(S).Body, L);
    if (S.K == Stmt::If) {
      vectorizeStores(*cast<IfStmt>(S).Then, L);
      if (cast<IfStmt>(S).Else)
        vectorizeStores(*cast<IfStmt>(S).Else, L);
    }
    unsigned W = 0;
    auto Store = [&](size_t At, std::string &Key) {
      if (At >= B.Body.size() || B.Body[At]->K != Stmt::Assign)
        return -1;
      auto &A = cast<AssignStmt>(*B.Body[At]);
      return A.Op.empty() ? copyOfAccess(*A.Target, L, Key, W) : -1;
    };
    std::string Key;
    int C = Store(I, Key);
    if (C < 0 || C % W != 0)
      continue;
    bool Whole = true;
    for (unsigned M = 1; M < W && Whole; ++M) {
      std::string Next;
      Whole = Store(I + M, Next) == C + int(M) && Next == Key;
    }
    if (!Whole)
      continue;
    S.VectorGroup = W;
    I += W - 1;
  }
}

/// In a full tile, an innermost sequential loop whose body reads elements
/// of read-only arrays at consecutive values of its index (a row walked
/// along) runs W iterations per trip, in order, its copies' reads of W
/// consecutive elements made by one vector load; the last iterations run
/// one by one in a second loop.
void VectorAccesses::vectorizeSequential(
    BlockStmt &B, const std::set<const Array *> &Written,
    const std::set<const Array *> &PrivateArrays) {
  for (size_t I = 0; I < B.Body.size(); ++I) {
    Stmt &S = *B.Body[I];
    if (S.K == Stmt::If) {
      vectorizeSequential(*cast<IfStmt>(S).Then, Written,
                          PrivateArrays);
      if (cast<IfStmt>(S).Else)
        vectorizeSequential(*cast<IfStmt>(S).Else, Written,
                            PrivateArrays);
      continue;
    }
    if (S.K != Stmt::For)
      continue;
    auto &L = cast<ForStmt>(S);
    bool Innermost = true;
    std::vector<const Variable *> Declared; // In order: copies are named.
    std::set<const Variable *> Local;
    walkStmts(*L.Body, [&](const Stmt &X) {
      Innermost &= X.K != Stmt::For;
      if (X.K == Stmt::Decl && cast<DeclStmt>(X).Var)
        Declared.push_back(cast<DeclStmt>(X).Var);
      if (X.K == Stmt::Assign &&
          cast<AssignStmt>(X).Target->K == Expr::VarRef)
        Local.insert(cast<AssignStmt>(X).Target->Var);
    });
    if (!Innermost) {
      vectorizeSequential(*L.Body, Written, PrivateArrays);
      continue;
    }
    Local.insert(Declared.begin(), Declared.end());
    // Signed bounds only: End - 3 must not wrap. Local arrays would be
    // declared once per copy in one scope.
    auto Signed = [](const ScalarType &T) {
      return T.K == ScalarType::Integer &&
             T.Spelling.find("unsigned") == std::string::npos;
    };
    bool DeclaresArray = false;
    walkStmts(*L.Body, [&](const Stmt &X) {
      DeclaresArray |=
          X.K == Stmt::Decl && cast<DeclStmt>(X).Arr;
    });
    auto Begin = Polynomial::from(*L.Begin);
    if (L.GridDim >= 0 || L.Step != 1 || !L.Copies.empty() || !Begin ||
        !Begin->isConstant() || !Signed(L.Index->Ty) || !Signed(L.End->Ty) ||
        DeclaresArray)
      continue;
    // The reads that walk a row along the index, and their widths.
    AccessMap Moved;
    std::set<std::pair<const Variable *, unsigned>> Multiples;
    unsigned U = 1;
    ExprPrinter P;
    auto NoteRowRead = [&](const Expr &E) {
      if (E.K != Expr::Access || Written.count(E.Arr) ||
          PrivateArrays.count(E.Arr) || !mentions(E, {L.Index}))
        return;
      unsigned W = vectorWidth(*E.Arr, 16 / std::max(1u, E.Arr->Elem.Bits / 8));
      std::optional<Polynomial> Offset = flatOffset(E);
      std::set<std::pair<const Variable *, unsigned>> Needed;
      if (!W || !Offset || mentions(E, Local) ||
          !alignedAlong(*Offset, L.Index, Begin->constantTerm(), W, Needed))
        return;
      Moved[P.print(E)] = {E.Arr, W};
      Multiples.insert(Needed.begin(), Needed.end());
      U = std::max(U, W);
    };
    // Only reads every iteration makes can be loaded ahead as vectors.
    forEachLevelStmt(*L.Body, {}, [&](Stmt &S, const Conditions &Under) {
      if (!Under.empty())
        return;
      forEachOwnExpr(S, [&](const Expr &Own) {
        walkEvaluated(Own, [&](const Expr &E, bool Conditional) {
          if (!Conditional)
            NoteRowRead(E);
        });
      });
    });
    if (Moved.empty())
      continue;
    // The rest: from the first iteration the vector loop does not run.
    auto Rest = std::make_unique<ForStmt>(L.Loc);
    Rest->Index =
        F.newVar(Variable::LoopIndex, F.freshName(L.Index->Name + "_rest"),
                 L.Index->Ty, L.Index->Loc);
    const ScalarType &Ty = L.Index->Ty;
    ExprPtr Trips =
        Begin->constantTerm() == 0
            ? L.End->clone()
            : Expr::binary("-", L.End->clone(), L.Begin->clone(), Ty);
    ExprPtr VectorEnd = Expr::binary(
        "*", Expr::binary("/", std::move(Trips), Expr::intLit(U, Ty), Ty),
        Expr::intLit(U, Ty), Ty);
    if (Begin->constantTerm() != 0)
      VectorEnd = Expr::binary("+", L.Begin->clone(), std::move(VectorEnd), Ty);
    // Rows whose length is not a multiple of the width are not aligned:
    // then every iteration runs one by one.
    ExprPtr Aligned = alignmentTest(Multiples);
    Rest->Begin = Aligned ? Expr::select(Aligned->clone(), std::move(VectorEnd),
                                         L.Begin->clone(), Ty)
                          : std::move(VectorEnd);
    Rest->End = L.End->clone();
    Rest->Label = L.Label;
    Rest->Place = L.Place;
    Rest->Body.reset(cast<BlockStmt>(L.Body->clone().release()));
    mutateExprs(*Rest->Body, [&](Expr &E) -> ExprPtr {
      return E.K == Expr::VarRef && E.Var == L.Index
                 ? Expr::var(Rest->Index, E.Loc)
                 : nullptr;
    });
    // The vector loop: U copies of the body in order, each with its own
    // declarations.
    L.End = Expr::binary("-", std::move(L.End), Expr::intLit(U - 1, Ty), Ty);
    if (Aligned)
      L.End = Expr::select(std::move(Aligned), std::move(L.End),
                           L.Begin->clone(), Ty);
    L.Step = U;
    L.AdjacentCopies = true;
    L.Copies = {L.Index};
    for (unsigned C = 1; C < U; ++C)
      L.Copies.push_back(
          F.newVar(Variable::LoopIndex,
                   F.freshName(L.Index->Name + "_" + std::to_string(C)), Ty,
                   L.Index->Loc));
    std::vector<StmtPtr> Body;
    for (unsigned C = 0; C < U; ++C) {
      std::map<const Variable *, Variable *> Renamed = {{L.Index, L.Copies[C]}};
      for (const Variable *V : Declared)
        if (C > 0)
          Renamed[V] = F.newVar(Variable::Local,
                                F.freshName(V->Name + "_" + std::to_string(C)),
                                V->Ty, V->Loc);
      for (const StmtPtr &X : L.Body->Body) {
        StmtPtr Copy = X->clone();
        mutateExprs(*Copy, [&](Expr &E) -> ExprPtr {
          return E.K == Expr::VarRef && Renamed.count(E.Var)
                     ? Expr::var(Renamed[E.Var], E.Loc)
                     : nullptr;
        });
        forEachStmt(*Copy, [&](Stmt &Y) {
          if (Y.K == Stmt::Decl) {
            auto &D = cast<DeclStmt>(Y);
            if (D.Var && Renamed.count(D.Var))
              D.Var = Renamed[D.Var];
          }
        });
        Body.push_back(std::move(Copy));
      }
    }
    L.Body->Body = std::move(Body);
    Accesses[&L] = Moved;
    vectorizeLoads(*L.Body, L, Written);
    D.remark(L.Loc, "loop over '" + L.Index->userName() + "' runs " +
                        std::to_string(U) +
                        " iterations per trip in full tiles, reading " +
                        list(L) + " elements per vector load");
    B.Body.insert(B.Body.begin() + I + 1, std::move(Rest));
    ++I;
  }
}

void VectorAccesses::vectorizeFullTile(
    BlockStmt &Tile, const std::vector<const ForStmt *> &Unrolled,
    const std::set<const Array *> &Written,
    const std::set<const Array *> &PrivateArrays) {
  for (const ForStmt *L : Unrolled)
    if (L->AdjacentCopies) {
      vectorizeLoads(Tile, *L, Written);
      vectorizeStores(Tile, *L);
    }
  vectorizeSequential(Tile, Written, PrivateArrays);
}

std::vector<ExprPtr> VectorAccesses::takeAlignmentTests() {
  std::vector<ExprPtr> Tests;
  Tests.swap(Aligned);
  return Tests;
}

} // namespace loopgen
