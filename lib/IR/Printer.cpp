//===- Printer.cpp - Text forms of LoopIR ---------------------------------===//

#include "loopgen/IR/Printer.h"
#include <sstream>

namespace loopgen {

int binaryPrecedence(const std::string &Op) {
  if (Op == "||")
    return 3;
  if (Op == "&&")
    return 4;
  if (Op == "|")
    return 5;
  if (Op == "^")
    return 6;
  if (Op == "&")
    return 7;
  if (Op == "==" || Op == "!=")
    return 8;
  if (Op == "<" || Op == "<=" || Op == ">" || Op == ">=")
    return 9;
  if (Op == "<<" || Op == ">>")
    return 10;
  if (Op == "+" || Op == "-")
    return 11;
  return 12; // * / %
}

int precedenceOf(const Expr &E) {
  switch (E.K) {
  case Expr::Select:
    return 2;
  case Expr::Unary:
  case Expr::Cast:
    return 13;
  case Expr::Binary:
    return binaryPrecedence(E.Text);
  case Expr::IntLit:
    return E.IntValue < 0 ? 13 : 14;
  case Expr::FloatLit:
    return !E.Text.empty() && E.Text[0] == '-' ? 13 : 14;
  default:
    return 14;
  }
}

std::string ExprPrinter::print(const Expr &E) {
  return printWithin(E, 0, false);
}

std::string ExprPrinter::printOperand(const Expr &E, const std::string &Op) {
  return printWithin(E, binaryPrecedence(Op), true);
}

std::string ExprPrinter::printVar(const Expr &E) { return E.Var->Name; }

std::string ExprPrinter::printAccess(const Expr &E) {
  std::string S = E.Arr->Name;
  if (E.Ops.empty())
    return S;
  for (const ExprPtr &Sub : E.Ops)
    S += "[" + print(*Sub) + "]";
  return punned(E, S);
}

std::string ExprPrinter::punned(const Expr &E, std::string Place) {
  if (E.Arr->SlotTypes.empty() || E.Ty == E.Arr->Elem)
    return Place;
  return "loopgen_field<" + E.Ty.Spelling + ">(" + Place + ")";
}

std::string ExprPrinter::printArgs(const Expr &E) {
  std::string S;
  for (size_t I = 0; I < E.Ops.size(); ++I)
    S += (I ? ", " : "") + print(*E.Ops[I]);
  return S;
}

std::string ExprPrinter::printCall(const Expr &E) {
  return E.Text + "(" + printArgs(E) + ")";
}

static std::string intLiteral(const Expr &E) {
  std::string S = std::to_string(E.IntValue);
  bool Unsigned = E.Ty.Spelling.rfind("unsigned", 0) == 0;
  if (Unsigned)
    S += "u";
  // A negative value of a 64-bit unsigned type (a skew's -1 * i over size_t
  // indices) is 2^64 minus it: -1u would be 2^32 minus it.
  if (E.Ty.Bits == 64 && (E.IntValue > INT32_MAX || E.IntValue < INT32_MIN ||
                          (Unsigned && E.IntValue < 0)))
    S += Unsigned ? "ll" : "LL";
  return S;
}

std::string ExprPrinter::printWithin(const Expr &E, int ParentPrec,
                                     bool RightOperand) {
  int Prec = precedenceOf(E);
  std::string S;
  switch (E.K) {
  case Expr::IntLit:
    S = intLiteral(E);
    break;
  case Expr::FloatLit:
    S = E.Text;
    break;
  case Expr::BoolLit:
    S = E.IntValue ? "true" : "false";
    break;
  case Expr::VarRef:
    S = printVar(E);
    break;
  case Expr::Access:
    S = printAccess(E);
    break;
  case Expr::Call:
    S = printCall(E);
    break;
  case Expr::Unary: {
    std::string Sub = printWithin(*E.Ops[0], Prec, true);
    // Keep "- -x" from becoming "--x".
    if (!Sub.empty() && (Sub[0] == '-' || Sub[0] == '+') &&
        (E.Text == "-" || E.Text == "+"))
      Sub = "(" + Sub + ")";
    S = E.Text + Sub;
    break;
  }
  case Expr::Cast:
    S = "(" + E.Ty.Spelling + ")" + printWithin(*E.Ops[0], Prec, true);
    break;
  case Expr::Binary:
    S = printWithin(*E.Ops[0], Prec, false) + " " + E.Text + " " +
        printWithin(*E.Ops[1], Prec, true);
    break;
  case Expr::Select:
    S = (E.Ops[0]->K == Expr::Select ? "(" + print(*E.Ops[0]) + ")"
                                     : printWithin(*E.Ops[0], Prec, false)) +
        " ? " + printWithin(*E.Ops[1], Prec, false) + " : " +
        printWithin(*E.Ops[2], Prec, true);
    break;
  }
  bool Paren = Prec < ParentPrec ||
               (Prec == ParentPrec && RightOperand && E.K == Expr::Binary);
  // Spell out mixed && / || and bitwise/comparison nesting, as -Wparentheses
  // asks of people.
  if (!Paren && E.K == Expr::Binary && ParentPrec >= 3 && ParentPrec <= 7 &&
      Prec != ParentPrec && Prec <= 9)
    Paren = true;
  return Paren ? "(" + S + ")" : S;
}

//===----------------------------------------------------------------------===//
// LoopIR text
//===----------------------------------------------------------------------===//

namespace {

// What the printer shows of a loop's fields (ForFields.def).
std::string showReductions(const ForStmt &L) {
  std::string S;
  for (const Reduction &R : L.Reductions)
    S += " reduction(" + R.Op + ": " + R.Var->Name + ")";
  return S;
}

std::string showScan(const ForStmt &L, ExprPrinter &EP) {
  if (!L.Scan)
    return "";
  return " scan(" + L.Scan->Op + ": " +
         (L.Scan->Var ? L.Scan->Var->Name : EP.print(*L.Scan->Init)) +
         ", element " + EP.print(*L.Scan->Element) + ")" +
         (L.Scan->Cub ? " [by CUB's DeviceScan]" : "");
}

std::string showAnnotation(const ForStmt &L) {
  std::string S = L.Annot.K == LoopAnnotation::Parallel ? " (asserted parallel)"
                  : L.Annot.K == LoopAnnotation::Sequential && !L.isWhile()
                      ? " (asserted sequential)"
                      : "";
  if (L.Annot.OpenMP)
    S += " [#pragma omp " + L.Annot.Directive +
         (L.Annot.Serialized ? ", with critical/atomic/ordered updates]" : "]");
  if (!L.Annot.Unroll.empty()) {
    S += " unroll(";
    for (size_t I = 0; I < L.Annot.Unroll.size(); ++I)
      S += (I ? "," : "") + std::to_string(L.Annot.Unroll[I]);
    S += ")";
  }
  return S;
}

/// The kernel's kind and plan, where it is not a plain one.
std::string showKind(const KernelPlan &K, ExprPrinter &EP) {
  switch (K.Kind) {
  case KernelKind::Plain:
    return "";
  case KernelKind::Transpose:
    return " [transpose]";
  case KernelKind::Tiled: {
    std::string S = " [tiled in shared memory:";
    for (const TilePlan::Read &R : K.Tiling->Reads)
      S += " " + EP.print(*R.Access);
    S += "; blocks";
    for (const TilePlan::Shape &T : K.Tiling->Shapes)
      S += " " + std::to_string(T.Y) + "x" + std::to_string(T.X) + "/" +
           std::to_string(T.Depth);
    return S + "]";
  }
  case KernelKind::RowsStreamed:
    return " [rows of band loop " + std::to_string(K.StreamedLoop) +
           " streamed per thread]";
  case KernelKind::WaveTiles:
    return " [blocks of " + std::to_string(K.SweepX) +
           (K.SweepY ? " x " + std::to_string(K.SweepY) : "") +
           " threads sweep their tiles in lockstep]";
  case KernelKind::TwoWayRows:
    return " [two-way: rows over '" + K.TwoWay->Rows->Index->Name +
           "', columns over '" + K.TwoWay->Columns->Index->Name + "']";
  case KernelKind::TwoWayColumns:
    return " [launched with the kernel before]";
  case KernelKind::SharedRows: {
    const RowPlan &P = *K.Rows;
    std::string Rows;
    for (const SharedRow &G : P.Guarded)
      Rows += (Rows.empty() ? "'" : ", '") + G.Row->Index->Name + "'";
    if (P.Row)
      Rows = "'" + P.Row->Index->Name + "'";
    return std::string(P.Columns ? " [8 threads per iteration share"
                                 : " [a warp per iteration shares") +
           " the row loop" +
           (P.Guarded.size() > 1 ? "s " : " ") + Rows + "]";
  }
  }
  return "";
}

/// How a reduction kernel accumulates, where reduction-kernels planned it.
std::string showReduction(const KernelPlan &K) {
  if (!K.Reduce)
    return "";
  const ReductionPlan &P = *K.Reduce;
  if (!P.Strides && P.BlockHistograms.empty())
    return "";
  std::string S = P.Strides ? " [threads stride over the grid" : " [";
  if (P.VectorWidth) {
    S += "; vector reads of";
    for (const Array *A : P.VectorArrays)
      S += " " + A->Name;
    S += " by " + std::to_string(P.VectorWidth);
  }
  if (!P.BlockHistograms.empty()) {
    S += "; histograms per block:";
    for (const auto &[A, Elements] : P.BlockHistograms)
      S += " " + A->Name;
  }
  if (S.size() > 2 && S[2] == ';')
    S.erase(2, 2);
  return S + "]";
}

std::string showKernel(const ForStmt &L, ExprPrinter &EP) {
  if (!L.Kernel)
    return "";
  return showKind(*L.Kernel, EP) + showReduction(*L.Kernel) +
         (L.Kernel->RunsSerialCode
              ? " [its last block runs the single-thread code beside it]"
              : "");
}

std::string showGrid(const ForStmt &L) {
  static const char *Axis[] = {"x", "y", "z"};
  return L.GridDim >= 0 && L.GridDim < 3
             ? std::string(" [grid ") + Axis[L.GridDim] + "]"
             : "";
}

std::string showAtomics(const ForStmt &L) {
  std::string S;
  for (const Array *A : L.AtomicArrays)
    S += (S.empty() ? " [atomic: " : ", ") + A->Name;
  return S.empty() ? S : S + "]";
}

std::string showMarks(const ForStmt &L) {
  std::string S;
  for (const Array *A : L.MarkedArrays)
    S += (S.empty() ? " [marks: " : ", ") + A->Name;
  return S.empty() ? S : S + "]";
}

/// Where a loop or if runs, as map-to-grid placed it.
std::string showPlace(const Stmt &S) {
  switch (S.Place) {
  case Stmt::Unplaced:
  case Stmt::Host:
    return "";
  case Stmt::HostControl:
    return " @host";
  case Stmt::Kernel:
    return " @kernel";
  case Stmt::Serial:
    return " @single-thread";
  case Stmt::Scan:
    return " @scan-kernel";
  }
  return "";
}

} // namespace

namespace {
class IRPrinter {
public:
  std::ostringstream OS;
  ExprPrinter EP;

  void indent(unsigned N) {
    for (unsigned I = 0; I < N; ++I)
      OS << "  ";
  }

  std::string shape(const Array &A) {
    std::string S;
    for (const ExprPtr &D : A.Dims)
      S += "[" + EP.print(*D) + "]";
    return S;
  }

  void block(const BlockStmt &B, unsigned Indent) {
    for (const StmtPtr &S : B.Body)
      stmt(*S, Indent);
  }

  void stmt(const Stmt &S, unsigned Indent) {
    switch (S.K) {
    case Stmt::Block:
      indent(Indent);
      OS << "{\n";
      block(cast<BlockStmt>(S), Indent + 1);
      indent(Indent);
      OS << "}\n";
      break;
    case Stmt::For: {
      auto &L = cast<ForStmt>(S);
      indent(Indent);
      OS << "for " << L.Index->Name << " in [" << EP.print(*L.Begin) << ", "
         << EP.print(*L.End) << ")";
      if (L.Step != 1)
        OS << " step " << L.Step;
      if (L.While)
        OS << (L.TestAfter ? " do-while " : " while ") << EP.print(*L.While);
#define LOOPGEN_FOR_FIELD(Name, Copy, Show) OS << (Show);
#include "loopgen/IR/ForFields.def"
      OS << showPlace(L);
      OS << " {\n";
      block(*L.Body, Indent + 1);
      indent(Indent);
      OS << "}\n";
      break;
    }
    case Stmt::Assign: {
      auto &A = cast<AssignStmt>(S);
      indent(Indent);
      OS << EP.print(*A.Target) << " " << A.Op << "= " << EP.print(*A.Value)
         << "\n";
      break;
    }
    case Stmt::If: {
      auto &I = cast<IfStmt>(S);
      indent(Indent);
      static const char *Made[] = {
          "", " [copy guard]", " [full tiles]", " [kernel versions]", "",
          "", " [rotation]"};
      OS << (I.Made == IfStmt::WhileLoop     ? "while "
             : I.Made == IfStmt::DoWhileLoop ? "do-while "
                                             : "if ")
         << EP.print(*I.Cond) << Made[I.Made] << showPlace(I) << " {\n";
      block(*I.Then, Indent + 1);
      if (I.Else) {
        indent(Indent);
        OS << "} else {\n";
        block(*I.Else, Indent + 1);
      }
      indent(Indent);
      OS << "}\n";
      break;
    }
    case Stmt::Decl: {
      auto &D = cast<DeclStmt>(S);
      indent(Indent);
      if (D.Var) {
        OS << "var " << D.Var->Name << ": " << D.Var->Ty.Spelling;
        if (D.Init)
          OS << " = " << EP.print(*D.Init);
      } else {
        OS << "array " << D.Arr->Name << ": " << D.Arr->Elem.Spelling
           << shape(*D.Arr)
           << (D.Arr->K == Array::LocalVector ? " (vector, zeroed)" : "");
      }
      OS << "\n";
      break;
    }
    case Stmt::Return: {
      auto &R = cast<ReturnStmt>(S);
      indent(Indent);
      OS << "return";
      if (R.Value)
        OS << " " << EP.print(*R.Value);
      OS << "\n";
      break;
    }
    }
  }
};
} // namespace

static const char *arrayKindName(Array::Kind K) {
  switch (K) {
  case Array::PointerParam:
    return "pointer";
  case Array::CArrayParam:
    return "c-array";
  case Array::VectorParam:
    return "vector";
  case Array::ScalarRefParam:
    return "reference";
  case Array::LocalCArray:
    return "local";
  case Array::LocalVector:
    return "local-vector";
  }
  return "?";
}

std::string printStmt(const Stmt &S, unsigned Indent) {
  IRPrinter P;
  P.stmt(S, Indent);
  return P.OS.str();
}

std::string printFunction(const Function &F) {
  IRPrinter P;
  P.OS << "func " << F.Name << "(";
  for (size_t I = 0; I < F.Params.size(); ++I) {
    const Param &Prm = F.Params[I];
    P.OS << (I ? ", " : "");
    if (Prm.Var) {
      P.OS << Prm.Name << ": " << Prm.Var->Ty.Spelling;
      if (!Prm.Enum.empty()) // Passed as its integer value.
        P.OS << " (enum " << Prm.Enum << ", " << Prm.Var->Name << ")";
    } else if (!Prm.Arr) { // A struct: its members are arrays of their own.
      P.OS << Prm.Name << ": struct " << Prm.StructType << " {";
      for (size_t M = 0; M < Prm.Members.size(); ++M)
        P.OS << (M ? ", " : "") << Prm.Members[M]->Name;
      for (size_t M = 0; M < Prm.MemberScalars.size(); ++M)
        P.OS << (M || !Prm.Members.empty() ? ", " : "")
             << Prm.MemberScalars[M].second->Name << " = "
             << Prm.MemberScalars[M].second->HostInit;
      P.OS << "}";
    } else {
      const Array &A = *Prm.Arr;
      std::string Slots; // A record's fields of other types than Elem.
      for (size_t K = 0; K < A.SlotTypes.size(); ++K)
        Slots += (K ? ", " : " [slots ") + A.SlotTypes[K].Spelling +
                 (K + 1 == A.SlotTypes.size() ? "]" : "");
      P.OS << Prm.Name << ": " << (A.IsConst ? "const " : "") << A.Elem.Spelling
           << P.shape(A) << " " << arrayKindName(A.K)
           << (A.Record.empty() ? "" : " [records of " + A.Record + "]")
           << Slots << (A.RowPointers ? " [row pointers]" : "")
           << (A.StdArray.empty() ? "" : " [" + A.StdArray + "]")
           << (A.DimsInferred ? " [shape inferred]" : "")
           << (A.CopyIn ? "" : " [not copied in]")
           << (A.CopyInUnless ? " [not copied in where " +
                                    P.EP.print(*A.CopyInUnless) + "]"
                              : "");
    }
  }
  P.OS << ") -> ";
  if (F.ReturnRecord.empty())
    P.OS << F.ReturnTy.Spelling;
  else { // A struct, from its members' locals.
    P.OS << F.ReturnRecord << " {";
    for (const auto &[Path, V] : F.ReturnFields)
      P.OS << (Path == F.ReturnFields.front().first ? "" : ", ") << Path
           << " = " << V->Name;
    P.OS << "}";
  }
  P.OS << " {\n";
  for (const auto &Def : F.DataExtents)
    P.OS << "  size " << Def.Var->Name << " = "
         << (Def.Greatest ? "greatest" : "least") << " of " << Def.Of->Name
         << "[" << P.EP.print(*Def.First) << " .. " << P.EP.print(*Def.Last)
         << "] on entry" << (Def.HarnessOnly ? " (for the harness)" : "")
         << "\n";
  for (const ExprPtr &C : F.HostWhen)
    P.OS << "  // on the host as written where " << P.EP.print(*C) << "\n";
  P.block(*F.Body, 1);
  P.OS << "}\n";
  return P.OS.str();
}

} // namespace loopgen
