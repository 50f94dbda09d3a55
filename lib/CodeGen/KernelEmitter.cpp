//===- KernelEmitter.cpp - Device code of a mapped function ---------------===//

#include "KernelEmitter.h"
#include "loopgen/Analysis/Reductions.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Walk.h"
#include "loopgen/IR/Band.h"
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
  if (!Renamed && (E.Ops.size() == 1 ||
                   (A.K == Array::LocalCArray && DeclaredOnDevice.count(&A))))
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
  return punned(E, Name + "[" + print(*Flat) + "]");
}

std::string DevicePrinter::printCall(const Expr &E) {
  std::string Name = E.Text;
  if (Name.rfind("std::", 0) == 0)
    Name = Name.substr(5);
  return Name + "(" + printArgs(E) + ")";
}

std::string atomicType(const ScalarType &T) {
  return T.Bits == 64 && !T.isFloating() ? "unsigned long long" : T.Spelling;
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

/// `for (int i = b; i < e; ++i)` with the given printer.
std::string forHeader(const ForStmt &L, ExprPrinter &P) {
  std::string I = L.Index->Name;
  std::string Cmp = L.Step > 0 ? " < " : " > ";
  std::string Inc = L.Step == 1    ? "++" + I
                    : L.Step == -1 ? "--" + I
                    : L.Step > 0   ? I + " += " + std::to_string(L.Step)
                                   : I + " -= " + std::to_string(-L.Step);
  if (L.While) // Of unknown length: its condition bounds it.
    return "for (" + L.Index->Ty.Spelling + " " + I + " = 0; " +
           (L.TestAfter ? I + " == 0 || (" + P.print(*L.While) + ")"
                        : P.print(*L.While)) +
           "; " + Inc + ")";
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
    emitBlock(OS, cast<BlockStmt>(S), Ind);
    break;
  case Stmt::For: {
    auto &L = cast<ForStmt>(S);
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
    auto &A = cast<AssignStmt>(S);
    if (A.Target->K == Expr::Access && Atomic.count(A.Target->Arr)) {
      // Other threads update the same elements: atomically, in 64 bits
      // through unsigned long long (two's complement adds alike).
      const ScalarType &T = A.Target->Ty;
      std::string Cast = atomicType(T);
      std::string Fn = A.Op == "|"   ? "atomicOr"
                       : A.Op == "&" ? "atomicAnd"
                       : A.Op == "^" ? "atomicXor"
                                     : "atomicAdd";
      OS << indentStr(Ind) << Fn << "((" << Cast << " *)&"
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
    auto &I = cast<IfStmt>(S);
    if (I.repeats()) {
      bool TestFirst = I.Made == IfStmt::WhileLoop;
      OS << indentStr(Ind)
         << (TestFirst ? "while (" + DP.print(*I.Cond) + ") {\n" : "do {\n");
      emitBlock(OS, *I.Then, Ind + 1);
      OS << indentStr(Ind)
         << (TestFirst ? "}\n" : "} while (" + DP.print(*I.Cond) + ");\n");
      break;
    }
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
    auto &D = cast<DeclStmt>(S);
    if (D.Arr) {
      DP.DeclaredOnDevice.insert(D.Arr);
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
        auto &D = cast<DeclStmt>(Member);
        OS << indentStr(Ind) << D.Var->Ty.Spelling << " " << D.Var->Name
           << ";\n";
        First = First ? First : D.Init.get();
        Args += ", " + D.Var->Name;
      } else {
        auto &A = cast<AssignStmt>(Member);
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

/// The transposition nest To[.., c, r] = From[.., r, c] as a tiled kernel:
/// a 32x32 tile goes through shared memory (rows padded to 33 against bank
/// conflicts), so that both the reads and the writes are coalesced; a
/// leading dimension is a batch of matrices on blockIdx.z.
void KernelEmitter::transposeKernel(const ForStmt &Root,
                                    const std::string &Name,
                                    const KernelUses &U) {
  auto &Copy = cast<AssignStmt>(*kernelBand(Root).back()->Body->Body[0]);
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
  std::string Batch = Rank == 3 ? DP.print(*From.Dims[0]) : "1";
  // Grids of more than 65535 tiles of rows or matrices (a vector of 4
  // million records) take several tiles in each block.
  Out << "  for (size_t loopgen_z = blockIdx.z; loopgen_z < (size_t)(" << Batch
      << "); loopgen_z += gridDim.z)\n"
      << "  for (size_t loopgen_y = blockIdx.y; loopgen_y < (loopgen_rows + "
         "31) / 32; loopgen_y += gridDim.y) {\n";
  Out << "  const size_t loopgen_matrix = loopgen_z * loopgen_rows * "
         "loopgen_cols;\n";
  Out << "  size_t loopgen_c = blockIdx.x * 32 + threadIdx.x;\n"
      << "  size_t loopgen_r = loopgen_y * 32 + threadIdx.y;\n";
  Out << "  for (int loopgen_k = 0; loopgen_k < 32; loopgen_k += 8)\n"
      << "    if (loopgen_c < loopgen_cols && loopgen_r + loopgen_k < "
         "loopgen_rows)\n"
      << "      loopgen_tile[threadIdx.y + loopgen_k][threadIdx.x] = "
      << From.Name
      << "[loopgen_matrix + (loopgen_r + loopgen_k) * loopgen_cols + "
         "loopgen_c];\n";
  Out << "  __syncthreads();\n";
  Out << "  loopgen_c = loopgen_y * 32 + threadIdx.x;\n"
      << "  loopgen_r = blockIdx.x * 32 + threadIdx.y;\n";
  Out << "  for (int loopgen_k = 0; loopgen_k < 32; loopgen_k += 8)\n"
      << "    if (loopgen_c < loopgen_rows && loopgen_r + loopgen_k < "
         "loopgen_cols)\n"
      << "      " << To.Name
      << "[loopgen_matrix + (loopgen_r + loopgen_k) * loopgen_rows + "
         "loopgen_c] = loopgen_tile[threadIdx.x][threadIdx.y + "
         "loopgen_k];\n";
  Out << "  __syncthreads(); // The tile is loaded again.\n  }\n";
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
