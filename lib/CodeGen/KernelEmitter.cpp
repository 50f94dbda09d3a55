//===- KernelEmitter.cpp - Device code of a mapped function ---------------===//

#include "KernelEmitter.h"
#include "loopgen/Analysis/Reductions.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/Transforms/MapToGrid.h"
#include <algorithm>
#include <functional>

namespace loopgen {

std::string indentStr(unsigned N) { return std::string(2 * N, ' '); }

std::string DevicePrinter::printVar(const Expr &E) {
  if (auto It = Renamed.find(E.Var); It != Renamed.end())
    return It->second;
  return E.Var->OnDevice ? E.Var->Name + "[0]" : E.Var->Name;
}

std::string DevicePrinter::printAccess(const Expr &E) {
  if (!ReplacedReads.empty())
    if (auto It = ReplacedReads.find(ExprPrinter().print(E));
        It != ReplacedReads.end())
      return It->second;
  const Array &A = *E.Arr;
  auto Renaming = RenamedArrays.find(&A);
  bool Renamed = Renaming != RenamedArrays.end();
  std::string Name = Renamed ? Renaming->second : A.Name;
  if (E.Ops.empty())
    return Name + "[0]";
  if (!Renamed && (E.Ops.size() == 1 || A.K == Array::LocalCArray))
    return ExprPrinter::printAccess(E);
  // Row-major flattening: ((i0 * d1 + i1) * d2 + i2).
  ExprPtr Flat = E.Ops[0]->clone();
  for (size_t D = 1; D < E.Ops.size(); ++D) {
    ScalarType Ty = E.Ops[D]->Ty;
    if (Flat->K == Expr::IntLit && Flat->IntValue == 0) {
      Flat = E.Ops[D]->clone();
      continue;
    }
    Flat = Expr::binary("*", std::move(Flat), A.Dims[D]->clone(), Ty);
    Flat = Expr::binary("+", std::move(Flat), E.Ops[D]->clone(), Ty);
  }
  return Name + "[" + print(*Flat) + "]";
}

std::string DevicePrinter::printCall(const Expr &E) {
  std::string Name = E.Text;
  if (Name.rfind("std::", 0) == 0)
    Name = Name.substr(5);
  return Name + "(" + printArgs(E) + ")";
}

std::string atomicType(const ScalarType &T) {
  return T.Bits == 64 ? "unsigned long long" : T.Spelling;
}

std::string kernelComment(const std::string &Text) {
  return "// loopgen: " + Text + "\n";
}

std::string kernelParams(const KernelUses &U) {
  std::vector<std::string> Ps;
  for (const Variable *V : U.Scalars)
    Ps.push_back(V->OnDevice ? V->Ty.Spelling + " *" + V->Name
                             : V->Ty.Spelling + " " + V->Name);
  for (const Array *A : U.Arrays) {
    bool ReadOnly = !U.Written.count(A);
    Ps.push_back(std::string(ReadOnly ? "const " : "") + A->Elem.Spelling +
                 " *__restrict__ " + A->Name);
  }
  std::string S;
  for (size_t I = 0; I < Ps.size(); ++I)
    S += (I ? ", " : "") + Ps[I];
  return S;
}

std::vector<Reduction> kernelReductions(const ForStmt &Root) {
  std::vector<Reduction> Out;
  std::set<const Variable *> Updated = assignedScalars(*Root.Body);
  // A stored literal needs no combining: threads store it in place.
  for (const Reduction &R : Root.Reductions)
    if (Updated.count(R.Var) && R.Op != "=")
      Out.push_back(R);
  return Out;
}

std::vector<std::pair<const Array *, int64_t>>
privateHistograms(const ForStmt &Root) {
  std::vector<std::pair<const Array *, int64_t>> Out;
  BandMapping M = bandMapping(Root);
  if (M.Band.size() != 1 || M.NumDims != 1 || Root.Copies.size() > 1)
    return Out;
  int64_t Bytes = 0;
  for (const Array *A : Root.AtomicArrays) {
    int64_t Elements = 1;
    for (const ExprPtr &D : A->Dims)
      Elements *= D->K == Expr::IntLit && D->IntValue > 0 ? D->IntValue : 0;
    Bytes += Elements * (A->Elem.Bits / 8);
    if (Elements > 0 && Bytes <= 32768)
      Out.push_back({A, Elements});
  }
  return Out;
}

bool streamsRows(const ForStmt &Root) {
  for (const ForStmt *L : bandMapping(Root).Band)
    if (L->StreamsRows)
      return true;
  return false;
}

bool stridesOverGrid(const ForStmt &Root) {
  BandMapping M = bandMapping(Root);
  if ((kernelReductions(Root).empty() && privateHistograms(Root).empty()) ||
      M.Band.size() != M.NumDims || Root.SweepThreads)
    return false;
  const ForStmt &L = *M.Mapped[M.NumDims - 1];
  std::set<const Variable *> Indices;
  for (const ForStmt *B : M.Band)
    Indices.insert(B->Index);
  return L.Copies.size() <= 1 && !alignedStart(L) &&
         !mentions(*L.Begin, Indices) && !mentions(*L.End, Indices);
}

std::string reductionFunctor(const Reduction &R) {
  static const std::map<std::string, std::string> Names = {
      {"+", "add"}, {"*", "mul"}, {"min", "min"}, {"max", "max"}, {"&", "and"},
      {"|", "or"},  {"^", "xor"}, {"&&", "land"}, {"||", "lor"}};
  return "loopgen_op_" + Names.at(R.Op);
}

std::string reductionCopy(const Reduction &R) {
  return "loopgen_private_" + R.Var->Name;
}

std::string reductionPartials(const Reduction &R) {
  return "loopgen_partials_" + R.Var->Name;
}

void KernelUses::addVar(const Variable *V) {
  if (std::find(Scalars.begin(), Scalars.end(), V) == Scalars.end())
    Scalars.push_back(V);
}

void KernelUses::addArray(const Array *A) {
  if (std::find(Arrays.begin(), Arrays.end(), A) == Arrays.end())
    Arrays.push_back(A);
}

KernelUses usesOf(const Function &F, const std::vector<const Stmt *> &Stmts) {
  KernelUses U;
  std::set<const Variable *> Local;
  std::set<const Array *> LocalArrays;
  for (const Stmt *S : Stmts)
    walkStmts(*S, [&](const Stmt &X) {
      if (X.K == Stmt::For) {
        Local.insert(static_cast<const ForStmt &>(X).Index);
        for (const Variable *C : static_cast<const ForStmt &>(X).Copies)
          Local.insert(C);
      }
      if (X.K == Stmt::Decl) {
        auto &D = static_cast<const DeclStmt &>(X);
        if (D.Var && !D.Var->OnDevice)
          Local.insert(D.Var);
        if (D.Var && D.Var->OnDevice && D.Init) // Initialized in device memory.
          U.addVar(D.Var);
        if (D.Arr && D.Arr->K == Array::LocalCArray)
          LocalArrays.insert(D.Arr);
      }
      if (X.K == Stmt::Assign) {
        auto &A = static_cast<const AssignStmt &>(X);
        if (A.Target->K == Expr::Access)
          U.Written.insert(A.Target->Arr);
      }
    });
  std::function<void(const Expr &)> Visit = [&](const Expr &E) {
    walkExpr(E, [&](const Expr &X) {
      if (X.K == Expr::VarRef && !Local.count(X.Var))
        U.addVar(X.Var);
      if (X.K == Expr::Access && !LocalArrays.count(X.Arr)) {
        U.addArray(X.Arr);
        // Flattening reads the inner extents.
        if (X.Ops.size() > 1)
          for (size_t D = 1; D < X.Arr->Dims.size(); ++D)
            Visit(*X.Arr->Dims[D]);
      }
    });
  };
  for (const Stmt *S : Stmts)
    walkAllExprs(*S, Visit);
  // Stable order: declaration order in the function.
  auto VarPos = [&](const Variable *V) {
    for (size_t I = 0; I < F.Vars.size(); ++I)
      if (F.Vars[I].get() == V)
        return I;
    return F.Vars.size();
  };
  auto ArrPos = [&](const Array *A) {
    for (size_t I = 0; I < F.Arrays.size(); ++I)
      if (F.Arrays[I].get() == A)
        return I;
    return F.Arrays.size();
  };
  std::stable_sort(U.Scalars.begin(), U.Scalars.end(),
                   [&](auto *A, auto *B) { return VarPos(A) < VarPos(B); });
  std::stable_sort(U.Arrays.begin(), U.Arrays.end(),
                   [&](auto *A, auto *B) { return ArrPos(A) < ArrPos(B); });
  return U;
}

/// `for (int i = b; i < e; ++i)` with the given printer.
std::string forHeader(const ForStmt &L, ExprPrinter &P) {
  std::string I = L.Index->Name;
  std::string Cmp = L.Step > 0 ? " < " : " > ";
  std::string Inc = L.Step == 1    ? "++" + I
                    : L.Step == -1 ? "--" + I
                    : L.Step > 0   ? I + " += " + std::to_string(L.Step)
                                   : I + " -= " + std::to_string(-L.Step);
  std::string End = P.printOperand(*L.End, "<");
  return "for (" + L.Index->Ty.Spelling + " " + I + " = " + P.print(*L.Begin) +
         "; " + I + Cmp + End + "; " + Inc + ")";
}

/// Statements with a place in the source, blocks aside (their statements
/// have their own).
static bool marked(const Stmt &S) {
  return S.Loc.isValid() && S.K != Stmt::Block;
}

std::string lineMarker(const Stmt &S) {
  return marked(S) ? "//@loopgen-line " +
                         std::to_string(S.Loc.getRawEncoding()) + "\n"
                   : "";
}

std::string resumeMarker(const Stmt &S) {
  return marked(S) ? "//@loopgen-resume\n" : "";
}

void KernelEmitter::emitStmt(std::ostringstream &OS, const Stmt &S,
                             unsigned Ind) {
  if (LineMarkers)
    OS << lineMarker(S);
  emitStmtCode(OS, S, Ind);
  if (LineMarkers)
    OS << resumeMarker(S);
}

void KernelEmitter::emitStmtCode(std::ostringstream &OS, const Stmt &S,
                                 unsigned Ind) {
  if (&S == Replaced) {
    for (const std::string &Line : Replacement)
      OS << indentStr(Ind) << Line << "\n";
    return;
  }
  switch (S.K) {
  case Stmt::Block:
    emitBlock(OS, static_cast<const BlockStmt &>(S), Ind);
    break;
  case Stmt::For: {
    auto &L = static_cast<const ForStmt &>(S);
    OS << indentStr(Ind) << forHeader(L, DP) << " {\n";
    // A sequential loop unrolled for vector loads: its copies' indices.
    for (size_t C = 1; C < L.Copies.size(); ++C)
      OS << indentStr(Ind + 1) << "const " << L.Index->Ty.Spelling << " "
         << L.Copies[C]->Name << " = " << L.Index->Name << " + " << C << ";\n";
    emitBlock(OS, *L.Body, Ind + 1);
    OS << indentStr(Ind) << "}\n";
    break;
  }
  case Stmt::Assign: {
    auto &A = static_cast<const AssignStmt &>(S);
    if (A.Target->K == Expr::Access && Atomic.count(A.Target->Arr)) {
      // Other threads add to the same elements: atomically, in 64 bits
      // through unsigned long long (two's complement adds alike).
      const ScalarType &T = A.Target->Arr->Elem;
      std::string Cast = atomicType(T);
      OS << indentStr(Ind) << "atomicAdd((" << Cast << " *)&"
         << DP.print(*A.Target) << ", (" << Cast << ")("
         << (A.Op == "-" ? "-(" + T.Spelling + ")(" : "(" + T.Spelling + ")(")
         << DP.print(*A.Value) << ")));\n";
      break;
    }
    OS << indentStr(Ind) << DP.print(*A.Target) << " " << A.Op << "= "
       << DP.print(*A.Value) << ";\n";
    break;
  }
  case Stmt::If: {
    auto &I = static_cast<const IfStmt &>(S);
    OS << indentStr(Ind) << "if (" << DP.print(*I.Cond) << ") {\n";
    emitBlock(OS, *I.Then, Ind + 1);
    if (I.Else) {
      OS << indentStr(Ind) << "} else {\n";
      emitBlock(OS, *I.Else, Ind + 1);
    }
    OS << indentStr(Ind) << "}\n";
    break;
  }
  case Stmt::Decl: {
    auto &D = static_cast<const DeclStmt &>(S);
    if (D.Arr) {
      OS << indentStr(Ind) << D.Arr->Elem.Spelling << " " << D.Arr->Name;
      for (const ExprPtr &Dim : D.Arr->Dims)
        OS << "[" << DP.print(*Dim) << "]";
      OS << ";\n";
    } else if (auto It = DP.Renamed.find(D.Var); It != DP.Renamed.end()) {
      if (D.Init) // Declared before, as one of a thread's copies.
        OS << indentStr(Ind) << It->second << " = " << DP.print(*D.Init)
           << ";\n";
    } else if (D.Var->OnDevice) {
      if (D.Init)
        OS << indentStr(Ind) << D.Var->Name << "[0] = " << DP.print(*D.Init)
           << ";\n";
    } else {
      OS << indentStr(Ind) << D.Var->Ty.Spelling << " " << D.Var->Name;
      if (D.Init)
        OS << " = " << DP.print(*D.Init);
      OS << ";\n";
    }
    break;
  }
  case Stmt::Return:
    break; // Handled by the host body.
  }
}

void KernelEmitter::emitBlock(std::ostringstream &OS, const BlockStmt &B,
                              unsigned Ind) {
  for (size_t I = 0; I < B.Body.size(); ++I) {
    const Stmt &S = *B.Body[I];
    unsigned N = S.VectorGroup;
    if (N < 2) {
      emitStmt(OS, S, Ind);
      continue;
    }
    // N loads into the declared scalars, or N stores, as one access.
    std::string Args;
    const Expr *First = nullptr;
    for (unsigned M = 0; M < N; ++M) {
      const Stmt &Member = *B.Body[I + M];
      if (Member.K == Stmt::Decl) {
        auto &D = static_cast<const DeclStmt &>(Member);
        OS << indentStr(Ind) << D.Var->Ty.Spelling << " " << D.Var->Name
           << ";\n";
        First = First ? First : D.Init.get();
        Args += ", " + D.Var->Name;
      } else {
        auto &A = static_cast<const AssignStmt &>(Member);
        First = First ? First : A.Target.get();
        Args += ", " + DP.print(*A.Value);
      }
    }
    OS << indentStr(Ind)
       << (S.K == Stmt::Decl ? "loopgen_load(&" : "loopgen_store(&")
       << DP.print(*First) << Args << ");\n";
    I += N - 1;
  }
}

int alignedStart(const ForStmt &L) {
  auto Begin = Polynomial::from(*L.Begin);
  if (L.GridDim != 0 || L.Step != 1 || L.Copies.size() > 1 || !Begin ||
      !Begin->isConstant() || L.SweepThreads)
    return 0;
  int64_t C = Begin->constantTerm();
  return C > 0 && C < 32 ? int(C) : 0;
}

BandMapping bandMapping(const ForStmt &Root) {
  BandMapping M;
  M.Band = bandOf(const_cast<ForStmt &>(Root));
  M.Mapped.assign(3, nullptr);
  for (ForStmt *L : M.Band)
    if (L->GridDim >= 0)
      M.Mapped[L->GridDim] = L;
  while (M.NumDims < 3 && M.Mapped[M.NumDims])
    ++M.NumDims;
  return M;
}

void KernelEmitter::bandKernel(const ForStmt &Root, const std::string &Name,
                               const KernelUses &U,
                               const std::vector<const Stmt *> &Before,
                               const std::vector<const Stmt *> &After) {
  auto [Band, Mapped, NumDims] = bandMapping(Root);
  static const char *Axis[] = {"x", "y", "z"};
  std::string GridDesc;
  for (int D = NumDims - 1; D >= 0; --D)
    GridDesc += std::string(GridDesc.empty() ? "" : ", ") + Axis[D] + ": " +
                Mapped[D]->Index->Name;
  // Name every source loop of the band: after distribution the outer
  // one is shared by several kernels.
  std::string Loops;
  for (ForStmt *L : Band)
    Loops += (Loops.empty() ? "" : ", ") + L->Label;
  std::string PerThread;
  for (unsigned D = 0; D < NumDims; ++D)
    if (Mapped[D]->Copies.size() > 1)
      PerThread += (PerThread.empty() ? "; per thread " : ", ") +
                   std::to_string(Mapped[D]->Copies.size()) + " of " +
                   Mapped[D]->Index->Name;
  if (Root.SweepThreads)
    PerThread += "; blocks of " + std::to_string(Root.SweepThreads) +
                 " sweep their tiles";
  std::string Around;
  if (!Before.empty() || !After.empty())
    Around = "; its last block runs the single-thread code " +
             std::string(Before.empty() ? "after" : "before") +
             (Before.empty() || After.empty() ? "" : " and after") + " it";
  Out << kernelComment("kernel for the loop" +
                       std::string(Band.size() > 1 ? "s" : "") + " at " +
                       Loops + " (grid " + GridDesc + PerThread + Around + ")");
  std::vector<Reduction> Reductions = kernelReductions(Root);
  std::string Partials;
  for (const Reduction &R : Reductions)
    Partials += ", " + R.Var->Ty.Spelling + " *__restrict__ " +
                reductionPartials(R) + ", " + R.Var->Ty.Spelling +
                " *loopgen_result_" + R.Var->Name;
  if (!Reductions.empty())
    Partials += ", unsigned *loopgen_ticket";
  Out << "__global__ void " << Name << "(" << kernelParams(U) << Partials
      << (streamsRows(Root) ? ", int loopgen_rows" : "") << ") {\n";
  // Each thread accumulates into a private copy, from the identity.
  for (const Reduction &R : Reductions) {
    Out << "  " << R.Var->Ty.Spelling << " " << reductionCopy(R) << " = "
        << reductionFunctor(R) << "::identity<" << R.Var->Ty.Spelling
        << ">();\n";
    DP.Renamed[R.Var] = reductionCopy(R);
  }
  for (const ForStmt *L : Band)
    Atomic.insert(L->AtomicArrays.begin(), L->AtomicArrays.end());
  // Histograms that fit are privatized per block in shared memory.
  auto Histograms = privateHistograms(Root);
  for (auto [A, Elements] : Histograms) {
    std::string Bins = "loopgen_bins_" + A->Name;
    Out << "  __shared__ " << atomicType(A->Elem) << " " << Bins << "["
        << Elements << "];\n";
    Out << "  for (int loopgen_j = threadIdx.x; loopgen_j < " << Elements
        << "; loopgen_j += blockDim.x)\n";
    Out << "    " << Bins << "[loopgen_j] = 0;\n";
    DP.RenamedArrays[A] = Bins;
  }
  if (!Histograms.empty())
    Out << "  __syncthreads();\n";
  emitBandBody(Root);
  if (!Histograms.empty())
    Out << "  __syncthreads();\n";
  for (auto [A, Elements] : Histograms) {
    std::string Bins = "loopgen_bins_" + A->Name, T = atomicType(A->Elem);
    Out << "  for (int loopgen_j = threadIdx.x; loopgen_j < " << Elements
        << "; loopgen_j += blockDim.x)\n";
    Out << "    if (" << Bins << "[loopgen_j] != 0)\n";
    Out << "      atomicAdd((" << T << " *)&" << A->Name << "[loopgen_j], "
        << Bins << "[loopgen_j]);\n";
    DP.RenamedArrays.erase(A);
  }
  for (const Reduction &R : Reductions) {
    Out << "  loopgen_reduce_block<" << reductionFunctor(R) << ">("
        << reductionCopy(R) << ", " << reductionPartials(R) << ");\n";
    DP.Renamed.erase(R.Var);
  }
  // The last block to finish combines the partials into the scalars.
  // Its first thread runs the code before the loop (the scalars' initial
  // values), the one that combines them, and the code after.
  auto FirstThread = [&](const std::vector<const Stmt *> &Stmts) {
    if (Stmts.empty())
      return;
    Out << "    if (threadIdx.x == 0) {\n";
    for (const Stmt *S : Stmts)
      emitStmt(Out, *S, 3);
    Out << "    }\n";
  };
  if (!Reductions.empty()) {
    Out << "  if (loopgen_last_block(loopgen_ticket)) {\n";
    FirstThread(Before);
    for (const Reduction &R : Reductions)
      Out << "    loopgen_finish_in_block<" << reductionFunctor(R) << ">("
          << reductionPartials(R) << ", loopgen_result_" << R.Var->Name
          << ");\n";
    FirstThread(After);
    Out << "  }\n";
  }
  Atomic.clear();
  Out << "}\n\n";
}

/// Collects into Reads the accesses in E that every evaluation of E makes:
/// not those in a ?: operand or on the right of && and ||.
static void unconditionalAccesses(const Expr &E,
                                  std::vector<const Expr *> &Reads) {
  if (E.K == Expr::Access)
    Reads.push_back(&E);
  bool ShortCircuit = E.K == Expr::Binary && (E.Text == "&&" || E.Text == "||");
  for (size_t I = 0; I < E.Ops.size(); ++I)
    if (I == 0 || (E.K != Expr::Select && !ShortCircuit))
      unconditionalAccesses(*E.Ops[I], Reads);
}

VectorReads KernelEmitter::vectorReads(const ForStmt &L) {
  VectorReads V;
  const Expr &Begin = stripValueCasts(*L.Begin);
  if (L.Step != 1 || Begin.K != Expr::IntLit || Begin.IntValue != 0 ||
      InjectUnwritten)
    return V;
  // The reads every iteration makes: an if's condition, not its branches.
  std::vector<const Expr *> Reads;
  for (const StmtPtr &S : L.Body->Body)
    if (S->K == Stmt::Assign || S->K == Stmt::Decl)
      forEachOwnExpr(*S,
                     [&](const Expr &E) { unconditionalAccesses(E, Reads); });
    else if (S->K == Stmt::If)
      unconditionalAccesses(*static_cast<const IfStmt &>(*S).Cond, Reads);
  std::set<const Array *> Written = writtenArrays(*L.Body);
  unsigned Widest = 0;
  for (const Expr *E : Reads) {
    const Array &A = *E->Arr;
    unsigned Bytes = A.Elem.Bits / 8;
    std::optional<Polynomial> At = flatOffset(*E);
    if (E->Ops.size() != 1 || !At || *At != Polynomial::variable(L.Index) ||
        Written.count(&A) || A.K == Array::LocalCArray ||
        A.K == Array::LocalVector || DP.RenamedArrays.count(&A) ||
        A.Elem.K == ScalarType::Bool || (Bytes != 4 && Bytes != 8))
      continue;
    if (std::find(V.Arrays.begin(), V.Arrays.end(), &A) == V.Arrays.end())
      V.Arrays.push_back(&A);
    Widest = std::max(Widest, Bytes);
  }
  if (V.Arrays.empty())
    return V;
  V.Width = 16 / Widest;
  // Whether the index is used other than to read those arrays' elements.
  std::function<bool(const Expr &)> Uses = [&](const Expr &E) {
    if (E.K == Expr::VarRef)
      return E.Var == L.Index;
    if (E.K == Expr::Access && E.Ops.size() == 1 &&
        std::count(V.Arrays.begin(), V.Arrays.end(), E.Arr) &&
        isVarRef(*E.Ops[0], L.Index))
      return false;
    return std::any_of(E.Ops.begin(), E.Ops.end(),
                       [&](const ExprPtr &O) { return Uses(*O); });
  };
  walkStmts(*L.Body, [&](const Stmt &S) {
    forEachOwnExpr(
        S, [&](const Expr &E) { V.UsesIndex = V.UsesIndex || Uses(E); });
  });
  return V;
}

void KernelEmitter::emitVectorLoop(const ForStmt &L, const VectorReads &V) {
  std::string W = std::to_string(V.Width);
  const std::string &IT = L.Index->Ty.Spelling;
  Out << "  const long long loopgen_vectors = (long long)(" << DP.print(*L.End)
      << ") / " << W << ";\n";
  Out << "#pragma unroll 2\n";
  Out << "  for (long long loopgen_v = (long long)(" << Grid.BlockIdx << ".x * "
      << Grid.BlockDim << ".x + " << Grid.ThreadIdx
      << ".x); loopgen_v < loopgen_vectors; loopgen_v += (long long)"
      << Grid.GridDim << ".x * " << Grid.BlockDim << ".x) {\n";
  for (const Array *A : V.Arrays) {
    std::string Regs;
    for (unsigned K = 0; K < V.Width; ++K)
      Regs +=
          (K ? ", " : "") + ("loopgen_" + A->Name + "_" + std::to_string(K));
    Out << "    " << A->Elem.Spelling << " " << Regs << ";\n";
    Out << "    loopgen_load(" << A->Name << " + loopgen_v * " << W << ", "
        << Regs << ");\n";
  }
  for (unsigned K = 0; K < V.Width; ++K) {
    Out << "    {\n";
    if (V.UsesIndex)
      Out << "      const " << IT << " " << L.Index->Name << " = (" << IT
          << ")(loopgen_v * " << W << " + " << K << ");\n";
    for (const Array *A : V.Arrays)
      DP.ReplacedReads[A->Name + "[" + L.Index->Name + "]"] =
          "loopgen_" + A->Name + "_" + std::to_string(K);
    emitBlock(Out, *L.Body, 3);
    Out << "    }\n";
  }
  DP.ReplacedReads.clear();
  Out << "  }\n";
}

void KernelEmitter::emitBandBody(const ForStmt &Root) {
  auto [Band, Mapped, NumDims] = bandMapping(Root);
  static const char *Axis[] = {"x", "y", "z"};
  std::string Guard;
  const ForStmt *Streamed = nullptr;
  // A reduction's outermost grid dimension strides over its loop.
  bool Strides = stridesOverGrid(Root);
  unsigned StrideDim = NumDims - 1;
  for (unsigned D = 0; D < NumDims; ++D) {
    if (Strides && D == StrideDim)
      continue;
    const ForStmt &L = *Mapped[D];
    // With copies, a thread's iterations are blockDim apart or adjacent.
    size_t K = std::max<size_t>(1, L.Copies.size());
    std::string Times = K > 1           ? " * " + std::to_string(K)
                        : L.StreamsRows ? " * " + Grid.Rows
                                        : "";
    std::string Thread =
        std::string("(") + L.Index->Ty.Spelling + ")(" +
        (L.AdjacentCopies || L.StreamsRows
             ? "(" + Grid.BlockIdx + "." + Axis[D] + " * " + Grid.BlockDim +
                   "." + Axis[D] + " + " + Grid.ThreadIdx + "." + Axis[D] +
                   ")" + Times
             : Grid.BlockIdx + "." + Axis[D] + " * " + Grid.BlockDim + "." +
                   Axis[D] + Times + " + " + Grid.ThreadIdx + "." + Axis[D]) +
        ")";
    int Start = alignedStart(L);
    // A loop whose bounds move with the band's indices starts its threads
    // at the least of its begins; each tests its own range.
    auto Range = gridRange(L, Band);
    bool Moves = DP.print(*Range->first) != DP.print(*L.Begin);
    std::string Begin = Start ? "0" : DP.printOperand(*Range->first, "+");
    std::string Value =
        L.Step == 1 ? (Begin == "0" ? Thread : Begin + " + " + Thread)
                    : Begin + " + " + Thread + " * " +
                          (L.Step < 0 ? "(" + std::to_string(L.Step) + ")"
                                      : std::to_string(L.Step));
    // A streamed loop's first row; each row's index is declared in the
    // loop over the rows.
    Out << "  const " << L.Index->Ty.Spelling << " "
        << (L.StreamsRows ? "loopgen_first_" : "") << L.Index->Name << " = "
        << Value << ";\n";
    if (L.StreamsRows)
      Streamed = &L;
    for (size_t C = 1; C < K; ++C)
      Out << "  const " << L.Index->Ty.Spelling << " " << L.Copies[C]->Name
          << " = " << L.Index->Name
          << (L.AdjacentCopies
                  ? " + " + std::to_string(C)
                  : " + (" + L.Index->Ty.Spelling + ")(" + std::to_string(C) +
                        " * " + Grid.BlockDim + "." + Axis[D] + ")" +
                        (L.Step == 1 ? ""
                                     : " * (" + std::to_string(L.Step) + ")"))
          << ";\n";
    if (Start || Moves)
      Guard +=
          std::string(Guard.empty() ? "" : " && ") + L.Index->Name + " >= " +
          (Start ? std::to_string(Start) : DP.printOperand(*L.Begin, ">="));
    // A thread past the end of an unsigned loop counting down would wrap
    // around to a large index: its position is compared in 64 bits.
    bool Wraps = L.Step < 0 && K == 1 && !L.StreamsRows &&
                 L.Index->Ty.Spelling.rfind("unsigned", 0) == 0;
    Guard +=
        std::string(Guard.empty() ? "" : " && ") +
        (Wraps ? "(long long)(" + Begin + ") - (long long)(" + Grid.BlockIdx +
                     "." + Axis[D] + " * " + Grid.BlockDim + "." + Axis[D] +
                     " + " + Grid.ThreadIdx + "." + Axis[D] + ") * " +
                     std::to_string(-L.Step) + " > (long long)(" +
                     DP.print(*L.End) + ")"
               : L.Index->Name + (L.Step > 0 ? " < " : " > ") +
                     DP.printOperand(*L.End, "<"));
    if (InjectUnwritten && D == 0)
      Guard += L.Step > 0 ? " - 1" : " + 1";
  }
  unsigned Depth = 2;
  if (Strides) {
    // One loop over the thread's iterations, a grid apart, in 64 bits;
    // unrolled, so that several loads are in flight.
    const ForStmt &L = *Mapped[StrideDim];
    std::string A = Axis[StrideDim];
    std::string I = "loopgen_" + L.Index->Name;
    std::string Step = L.Step == 1 ? "" : " * (" + std::to_string(L.Step) + ")";
    bool Inject = InjectUnwritten && StrideDim == 0;
    // A single loop whose reads are its index's elements reads them as
    // vectors first; this loop takes the rest.
    VectorReads V;
    if (Band.size() == 1 && NumDims == 1 && Guard.empty())
      V = vectorReads(L);
    std::string First = "(long long)(" + DP.print(*L.Begin) + ")";
    if (V.Width) {
      emitVectorLoop(L, V);
      First = "loopgen_vectors * " + std::to_string(V.Width);
    }
    Out << "#pragma unroll 4\n";
    Out << "  for (long long " << I << " = " << First << " + (long long)("
        << Grid.BlockIdx << "." << A << " * " << Grid.BlockDim << "." << A
        << " + " << Grid.ThreadIdx << "." << A << ")" << Step << "; " << I
        << (L.Step > 0 ? " < " : " > ") << "(long long)(" << DP.print(*L.End)
        << ")"
        << (!Inject      ? ""
            : L.Step > 0 ? " - 1"
                         : " + 1")
        << "; " << I << " += (long long)" << Grid.GridDim << "." << A << " * "
        << Grid.BlockDim << "." << A << Step << ") {\n";
    Out << "    const " << L.Index->Ty.Spelling << " " << L.Index->Name
        << " = (" << L.Index->Ty.Spelling << ")" << I << ";\n";
    ++Depth;
  }
  if (Streamed) {
    emitStreamedRows(*Streamed, *Band.back(), Guard);
    return;
  }
  if (Root.SweepThreads) {
    // Every thread of the block walks the sweep, to its barriers.
    auto &Sweep = static_cast<const ForStmt &>(*Root.Body->Body.front());
    Out << "  const bool loopgen_in = " << Guard << ";\n";
    Out << "  " << forHeader(Sweep, DP) << " {\n";
    Out << "    if (loopgen_in) {\n";
    emitBlock(Out, *Sweep.Body, 3);
    Out << "    }\n    __syncthreads();\n  }\n";
    return;
  }
  if (!Guard.empty() || !Strides)
    Out << indentStr(Depth - 1) << "if (" << Guard << ") {\n";
  else
    --Depth; // The loop's own test is the only guard.

  for (ForStmt *L : Band) {
    if (L->GridDim >= 0)
      continue;
    Out << indentStr(Depth++) << forHeader(*L, DP) << " {\n";
  }
  emitBlock(Out, *Band.back()->Body, Depth);
  while (Depth-- > 2)
    Out << indentStr(Depth + 1) << "}\n";
  Out << "  }\n";
}

/// The transposition nest To[.., c, r] = From[.., r, c] as a tiled kernel:
/// a 32x32 tile goes through shared memory (rows padded to 33 against bank
/// conflicts), so that both the reads and the writes are coalesced; a
/// leading dimension is a batch of matrices on blockIdx.z.
void KernelEmitter::transposeKernel(const ForStmt &Root,
                                    const std::string &Name,
                                    const KernelUses &U) {
  std::vector<ForStmt *> Band = bandOf(const_cast<ForStmt &>(Root));
  auto &Copy = static_cast<const AssignStmt &>(*Band.back()->Body->Body[0]);
  const Array &To = *Copy.Target->Arr, &From = *Copy.Value->Arr;
  unsigned Rank = From.rank();
  std::string T = From.Elem.Spelling;
  std::string Rows = DP.print(*From.Dims[Rank - 2]);
  std::string Cols = DP.print(*From.Dims[Rank - 1]);
  std::string Shape, TShape;
  for (const ExprPtr &D : From.Dims)
    Shape += "[" + DP.print(*D) + "]";
  for (const ExprPtr &D : To.Dims)
    TShape += "[" + DP.print(*D) + "]";
  Out << kernelComment("transposed copy '" + To.Name + "'" + TShape + " of '" +
                       From.Name + "'" + Shape +
                       ", in 32x32 tiles through shared memory");
  // Its own names carry a prefix: the user's may be anything.
  Out << "__global__ void " << Name << "(" << kernelParams(U) << ") {\n";
  Out << "  __shared__ " << T << " loopgen_tile[32][33];\n";
  Out << "  const size_t loopgen_rows = (size_t)(" << Rows
      << "), loopgen_cols = (size_t)(" << Cols << ");\n";
  Out << "  const size_t loopgen_matrix = (size_t)blockIdx.z * loopgen_rows "
         "* loopgen_cols;\n";
  Out << "  size_t loopgen_c = blockIdx.x * 32 + threadIdx.x;\n"
      << "  size_t loopgen_r = blockIdx.y * 32 + threadIdx.y;\n";
  Out << "  for (int loopgen_k = 0; loopgen_k < 32; loopgen_k += 8)\n"
      << "    if (loopgen_c < loopgen_cols && loopgen_r + loopgen_k < "
         "loopgen_rows)\n"
      << "      loopgen_tile[threadIdx.y + loopgen_k][threadIdx.x] = "
      << From.Name
      << "[loopgen_matrix + (loopgen_r + loopgen_k) * loopgen_cols + "
         "loopgen_c];\n";
  Out << "  __syncthreads();\n";
  Out << "  loopgen_c = blockIdx.y * 32 + threadIdx.x;\n"
      << "  loopgen_r = blockIdx.x * 32 + threadIdx.y;\n";
  Out << "  for (int loopgen_k = 0; loopgen_k < 32; loopgen_k += 8)\n"
      << "    if (loopgen_c < loopgen_rows && loopgen_r + loopgen_k < "
         "loopgen_cols)\n"
      << "      " << To.Name
      << "[loopgen_matrix + (loopgen_r + loopgen_k) * loopgen_rows + "
         "loopgen_c] = loopgen_tile[threadIdx.x][threadIdx.y + "
         "loopgen_k];\n";
  Out << "}\n\n";
}

void KernelEmitter::serialKernel(const std::vector<const Stmt *> &Stmts,
                                 const std::string &What,
                                 const std::string &Name, const KernelUses &U) {
  Out << kernelComment("single-thread kernel for " + What +
                       " (sequential code that touches device data)");
  Out << "__global__ void " << Name << "(" << kernelParams(U) << ") {\n";
  for (const Stmt *S : Stmts)
    emitStmt(Out, *S, 1);
  Out << "}\n\n";
}

} // namespace loopgen
