//===- HostCopies.cpp - Device buffers and the copies to and from them ----===//
//
// The host side of a mapped function's data: the size of each array, where
// the host holds it, its device buffer, and the copies between the two
// (several arrays in one staged copy, see loopgen_memcpy_all in the prelude).
//
//===----------------------------------------------------------------------===//

#include "HostEmitter.h"
#include "loopgen/IR/Walk.h"
#include <cstdio>

namespace loopgen {

bool HostEmitter::isParamExtent(const Variable &V) const {
  for (const auto &P : F.Arrays)
    if (P->isParam())
      for (const ExprPtr &D : P->Dims)
        if (D->K == Expr::VarRef && D->Var == &V)
          return true;
  return false;
}

std::string HostEmitter::elementCount(const Array &A) {
  if (A.Dims.empty())
    return "1";
  std::string S;
  for (const ExprPtr &D : A.Dims) {
    S += S.empty() ? "" : " * ";
    // The extents of loopgen's own arrays are trip counts (a private array
    // expanded per thread, a scalar expanded for a distribution), which are
    // negative where the loop runs no iteration: such an array has no
    // element, rather than 2^64 - k of them. A parameter that is a whole
    // extent of a parameter array is not negative (its copies would fail).
    if ((A.K == Array::LocalVector || A.DimsInferred) && D->K != Expr::IntLit &&
        !(D->K == Expr::VarRef && isParamExtent(*D->Var)))
      S += "(size_t)std::max<long long>(0, " + HP.print(*D) + ")";
    else
      S += "(size_t)(" + HP.print(*D) + ")";
  }
  return S;
}

std::string HostEmitter::hostPointer(const Array &A) {
  switch (A.K) {
  case Array::VectorParam:
    if (!A.Record.empty()) // Its records' fields, as they lie.
      return "reinterpret_cast<" + std::string(A.IsConst ? "const " : "") +
             A.Elem.Spelling + " *>(" + A.HostExpr + ".data())";
    return A.HostExpr + ".data()";
  case Array::ScalarRefParam:
    return "&" + A.HostExpr;
  case Array::CArrayParam:
    if (!A.Record.empty()) // A complex number: its parts, as they lie.
      return "reinterpret_cast<" + std::string(A.IsConst ? "const " : "") +
             A.Elem.Spelling + " *>(&" + A.HostExpr + ")";
    return A.StdArray.empty() ? A.HostExpr : A.HostExpr + ".data()";
  default:
    if (!A.Record.empty()) // Its records' fields, as they lie.
      return "reinterpret_cast<" + std::string(A.IsConst ? "const " : "") +
             A.Elem.Spelling + " *>(" + A.HostExpr + ")";
    return A.HostExpr;
  }
}

/// Copies a parameter array between the host and its device buffer.
void HostEmitter::copy(const Array &A, bool ToDevice) {
  std::string I1 = indentStr(1), D = deviceName(&A);
  std::string Bytes = elementCount(A) + " * sizeof(" + A.Elem.Spelling + ")";
  if (!A.Nested) {
    Host << I1 << "LOOPGEN_CHECK(loopgen_memcpy("
         << (ToDevice ? D + ", " + hostPointer(A) : hostPointer(A) + ", " + D)
         << ", " << Bytes << ", "
         << (ToDevice ? "cudaMemcpyHostToDevice" : "cudaMemcpyDeviceToHost")
         << "));\n";
    return;
  }
  // A table of rows: each row to or from its place in the flat buffer, in
  // one staged copy.
  std::string Cols = "(size_t)(" + HP.print(*A.Dims[1]) + ")";
  std::string Rows = "(size_t)(" + HP.print(*A.Dims[0]) + ")";
  std::string Row = A.HostExpr + "[loopgen_r]";
  Host << I1 << "LOOPGEN_CHECK(loopgen_memcpy_rows(" << D
       << ", [&](size_t loopgen_r) {\n";
  if (!A.RowPointers) {
    Host << I1 << "  LOOPGEN_REQUIRE(" << Row << ".size() == " << Cols
         << ", \"a std::vector<std::vector<T>> is not rectangular\");\n";
    Row += ".data()";
  }
  Host << I1 << "  return " << Row << ";\n"
       << I1 << "}, " << Rows << ", " << Cols << " * sizeof(" << A.Elem.Spelling
       << "), "
       << (ToDevice ? "cudaMemcpyHostToDevice" : "cudaMemcpyDeviceToHost")
       << "));\n";
}

void HostEmitter::copyAll(llvm::ArrayRef<const Array *> Arrays,
                          bool ToDevice) {
  // Flat arrays go in one copy of several, which the prelude stages
  // together: one pass of its host threads over all their bytes.
  // Copies in that the kernels make unneeded where a condition holds on
  // entry (CopyIn.h) are skipped then.
  // Nor does an array a data region holds move.
  auto Unless = [&](const Array &A) {
    std::string Cond =
        ToDevice && A.CopyInUnless ? "(" + HP.print(*A.CopyInUnless) + ")" : "";
    auto Present = PresentFlags.find(&A);
    if (Present != PresentFlags.end())
      Cond += (Cond.empty() ? "" : " || ") + Present->second;
    return Cond;
  };
  auto CopyOne = [&](const Array &A) {
    std::string Cond = Unless(A);
    if (!Cond.empty())
      Host << indentStr(1) << "if (!(" << Cond << "))\n";
    copy(A, ToDevice);
  };
  std::vector<const Array *> Flat;
  for (const Array *A : Arrays)
    if (A->Nested)
      CopyOne(*A);
    else
      Flat.push_back(A);
  if (Flat.size() < 2) {
    for (const Array *A : Flat)
      CopyOne(*A);
    return;
  }
  std::string I1 = indentStr(1);
  Host << I1 << "{\n" << I1 << "  const loopgen_copy loopgen_copies[] = {\n";
  for (const Array *A : Flat) {
    std::string D = deviceName(A), H = hostPointer(*A), Cond = Unless(*A);
    std::string Bytes =
        elementCount(*A) + " * sizeof(" + A->Elem.Spelling + ")";
    if (!Cond.empty())
      Bytes = "(" + Cond + ") ? (size_t)0 : " + Bytes;
    Host << I1 << "      {" << (ToDevice ? D + ", " + H : H + ", " + D) << ", "
         << Bytes << "},\n";
  }
  Host << I1 << "  };\n"
       << I1 << "  LOOPGEN_CHECK(loopgen_memcpy_all(loopgen_copies, "
       << Flat.size() << ", "
       << (ToDevice ? "cudaMemcpyHostToDevice" : "cudaMemcpyDeviceToHost")
       << "));\n"
       << I1 << "}\n";
}

std::string HostEmitter::heldArrays() {
  std::string Ranges;
  for (const auto &A : F.Arrays)
    if (mayBePresent(*A))
      Ranges += std::string(Ranges.empty() ? "" : ", ") + "{" +
                hostPointer(*A) + ", " + elementCount(*A) + " * sizeof(" +
                A->Elem.Spelling + ")}";
  return Ranges;
}

void HostEmitter::overlapFallback() {
  std::string Overlap, Names;
  for (auto [A, B] : F.overlapPairs()) {
    auto Range = [&](const Array &X) {
      return "(const void *)(" + hostPointer(X) + "), " + elementCount(X) +
             " * sizeof(" + X.Elem.Spelling + ")";
    };
    Overlap += (Overlap.empty() ? "" : " ||\n" + indentStr(3)) +
               "loopgen_overlap(" + Range(*A) + ", " + Range(*B) + ")";
    Names += (Names.empty() ? "'" : ", '") + A->userName() + "' and '" +
             B->userName() + "'";
  }
  if (Overlap.empty())
    return;
  // The kernels assume that no two arrays overlap; where two do (an
  // in-place call, `waxpby(n, 1.0, x, a, p, x)`), the call runs the
  // original, on one core: loopgen's OpenMP pragmas assumed it too.
  std::string I1 = indentStr(1);
  Host << I1 << "if (" << Overlap << ") { // Arrays " << Names << ".\n";
  if (std::string Held = heldArrays(); !Held.empty())
    Host << I1 << "  LOOPGEN_REQUIRE(!loopgen_any_held({" << Held
         << "}), \"arrays of '" << F.Name
         << "' overlap, and a data region holds some on the GPU\");\n";
  Host << I1 << "  loopgen_report_fallback(\"" << F.Name << F.TemplateArgs
       << "\");\n";
  Host << I1 << "  [[maybe_unused]] loopgen_one_thread loopgen_alone;\n";
  Host << I1 << "  return " << originalCall() << ";\n";
  Host << I1 << "}\n";
}

std::string HostEmitter::hostIsFaster() {
  // The bytes the copies move: in where the kernels read an array before
  // writing all of it, out where they write it.
  std::string Moved;
  for (const auto &A : F.Arrays) {
    bool Used = false;
    walkAllExprs(*F.Body, [&](const Expr &E) {
      Used |= E.K == Expr::Access && E.Arr == A.get();
    });
    unsigned Ways = A->CopyIn + writesArray(F, *A);
    if (!A->isParam() || !Used || !Ways)
      continue;
    Moved += (Moved.empty() ? "" : " + ") + std::to_string(Ways) +
             ".0 * (double)(" + elementCount(*A) + ") * sizeof(" +
             A->Elem.Spelling + ")";
  }
  // The shares of the work in loops the original runs on the host's cores
  // (loopgen's pragmas, HostThreads, or the user's own) and in the rest.
  double Costs[2][2] = {{0, 0}, {0, 0}};
  for (const Function::HostCostShare &Share : F.HostCosts) {
    bool Threaded = Share.UserThreads;
    for (const HostParallelLoop &H : F.HostThreads)
      Threaded |= H.Loc == Share.Outermost;
    Costs[Threaded][0] += Share.Ops;
    Costs[Threaded][1] += Share.Bytes;
  }
  char Shares[96];
  std::snprintf(Shares, sizeof Shares, "%.1f, %.1f, %.1f, %.1f", Costs[1][0],
                Costs[1][1], Costs[0][0], Costs[0][1]);
  return "loopgen_host_is_faster((long long)(" +
         HP.print(*F.HostBelowTrips.front()) + "), " + Shares + ", " +
         (Moved.empty() ? "0.0" : Moved) + ")";
}

void HostEmitter::copyToDeviceScalar(const Variable &V, const Expr &Value,
                                     unsigned Ind) {
  // A one-thread kernel, in stream order: a copy would wait for the GPU.
  Host << indentStr(Ind) << "loopgen_set_scalar(" << deviceName(&V) << ", ("
       << V.Ty.Spelling << ")(" << HP.print(Value) << "));\n";
}

/// Whether the device code flattens an access of A from subscripts
/// narrower than 64 bits (A[i][j] as A[i * m + j] in int).
static bool flattensNarrow(const Function &F, const Array &A) {
  bool Narrow = false;
  walkAllExprs(*F.Body, [&](const Expr &E) {
    if (E.K == Expr::Access && E.Arr == &A && E.Ops.size() > 1)
      for (const ExprPtr &S : E.Ops)
        Narrow = Narrow || S->Ty.Bits < 64;
  });
  return Narrow;
}

void HostEmitter::allocate(const Array &A, unsigned Ind, bool Zero) {
  if (!DeviceNames.count(&A))
    return; // Not used on the device.
  std::string I = indentStr(Ind), D = deviceName(&A);
  std::string Bytes = elementCount(A) + " * sizeof(" + A.Elem.Spelling + ")";
  // The original indexes each dimension; flattened in the subscripts' int
  // type, an offset past 2^31 - 1 would wrap.
  if (flattensNarrow(F, A))
    Host << I << "LOOPGEN_REQUIRE(" << elementCount(A)
         << " <= 2147483647u, \"array '" << A.Name
         << "' has more elements than its 32-bit subscripts reach once "
            "flattened\");\n";
  Host << I << A.Elem.Spelling << " *" << D << " = nullptr;\n";
  std::string Fresh = I;
  if (mayBePresent(A)) {
    std::string Flag = PresentFlags[&A] = fresh("present_" + A.Name);
    Host << I << "const bool " << Flag << " = loopgen_present(&" << D << ", "
         << hostPointer(A) << ", " << Bytes << ");\n";
    Host << I << "if (!" << Flag << ") {\n";
    Fresh += "  ";
  }
  Host << Fresh << "loopgen_allocate(&" << D << ", " << Bytes << ", \""
       << A.Name << "\");\n";
  if (A.isParam()) // Outputs start poisoned under validation.
    Host << Fresh << "LOOPGEN_FRESH_BUFFER(" << D << ", " << Bytes << ");\n";
  if (mayBePresent(A))
    Host << I << "}\n";
  if (A.K == Array::LocalVector && Zero) // std::vector<T> v(n) is zeroed.
    Host << I << "LOOPGEN_CHECK(cudaMemset(" << D << ", 0, " << Bytes
         << "));\n";
}

} // namespace loopgen
