//===- HarnessCompare.cpp - The comparisons and the verdict ---------------===//
//
// Every output of the reference and of the translation compared within its
// tolerance, a note on the original's own conditioning where they differ,
// and the function's RESULT line.
//
//===----------------------------------------------------------------------===//

#include "HarnessWriter.h"

namespace loopgen {

std::string HarnessWriter::args(const std::string &Suffix) {
  std::string S;
  for (const Param &Prm : F.Params)
    S += (S.empty() ? "" : ", ") + arg(Prm, Suffix);
  return S;
}

std::vector<std::pair<std::string, ScalarType>> HarnessWriter::resultParts() {
  std::vector<std::pair<std::string, ScalarType>> Parts;
  if (F.ReturnTy.K != ScalarType::Void)
    Parts.push_back({"", F.ReturnTy});
  for (const auto &[Path, V] : F.ReturnFields)
    Parts.push_back({Path, V->Ty});
  return Parts;
}

void HarnessWriter::emitComparison(bool Returns, bool Conditioning) {
  std::string RT =
      F.ReturnRecord.empty() ? F.ReturnTy.Spelling : F.ReturnRecord;
  std::string Tol = F.Validate.Tolerance;
  // A double computed from floats (a double sum of float prices) carries
  // the floats' rounding, which the device's float math functions differ
  // in by an ulp or two: it is held to the float tolerance.
  bool Floats = false;
  for (const auto &V : F.Vars)
    Floats |= V->Ty.isFloating() && V->Ty.Bits == 32;
  for (const auto &A : F.Arrays) {
    Floats |= A->Elem.isFloating() && A->Elem.Bits == 32;
    for (const ScalarType &T : A->SlotTypes)
      Floats |= T.isFloating() && T.Bits == 32;
  }
  auto DefaultTol = [&](const ScalarType &T) {
    if (!T.isFloating())
      return "0";
    if (T.Bits == 32 || Floats)
      return FastMath ? "1e-3" : "1e-4";
    return FastMath ? "1e-7" : "1e-9";
  };
  OS << "  bool loopgen_pass = true;\n  double loopgen_max_rel = 0;\n";
  // Records of mixed types field by field, each as its type.
  auto CompareRecords = [&](const Array &A, const std::string &Label,
                            const std::string &Ref, const std::string &Gpu) {
    if (A.SlotTypes.empty()) {
      OS << "  loopgen_pass &= loopgen_report(\"" << Label
         << "\", loopgen_compare(" << elements(A, Ref) << ", "
         << elements(A, Gpu) << ", " << A.Name << "_count, "
         << (Tol.empty() ? DefaultTol(A.Elem) : Tol) << "), " << A.Name
         << "_count, loopgen_max_rel);\n";
      return;
    }
    std::string Records =
        A.Name + "_count / " + std::to_string(A.SlotTypes.size());
    forEachField(A, [&](const ScalarType &Ty, const std::string &Field,
                        const std::string &Where) {
      OS << "  loopgen_pass &= loopgen_report(\"" << Label << "." << Field
         << "\", loopgen_compare_field<" << Ty.Spelling << ">("
         << elements(A, Ref) << ", " << elements(A, Gpu) << Where << ", "
         << (Tol.empty() ? DefaultTol(Ty) : Tol) << "), " << Records
         << ", loopgen_max_rel);\n";
    });
  };
  for (const Param &Prm : F.Params) {
    if (!Prm.Arr)
      continue;
    std::string Tl = Tol.empty() ? DefaultTol(Prm.Arr->Elem) : Tol;
    std::string Ref = Prm.Name + "_ref", Gpu = Prm.Name + "_gpu";
    if (!Prm.Arr->SlotTypes.empty()) {
      CompareRecords(*Prm.Arr, Prm.Name, Ref, Gpu);
      continue;
    }
    if (Prm.Arr->Nested) {
      Ref = "loopgen_flat(" + Ref + ")";
      Gpu = "loopgen_flat(" + Gpu + ")";
    }
    OS << "  loopgen_pass &= loopgen_report(\"" << Prm.Name
       << "\", loopgen_compare(" << elements(*Prm.Arr, Ref) << ", "
       << elements(*Prm.Arr, Gpu) << ", " << Prm.Name << "_count, " << Tl
       << "), " << Prm.Name << "_count, loopgen_max_rel);\n";
  }
  for (const Param &Prm : F.Params)
    for (const Array *M : Prm.Members) {
      std::string Tl = Tol.empty() ? DefaultTol(M->Elem) : Tol;
      std::string Ref = memberOf(Prm, *M, "_ref"),
                  Gpu = memberOf(Prm, *M, "_gpu");
      if (!M->Record.empty()) {
        CompareRecords(*M, M->userName(), Ref, Gpu);
        continue;
      }
      auto Data = [&](const std::string &Copy) {
        return M->rank() == 0 ? "&" + Copy
               : M->Nested    ? "loopgen_flat(" + Copy + ").data()"
               : M->K == Array::PointerParam ? Copy
               : M->K == Array::CArrayParam
                   ? "reinterpret_cast<" + M->Elem.Spelling + " *>(&" + Copy +
                         ")"
                   : Copy + ".data()";
      };
      std::string RefData = Data(Ref), GpuData = Data(Gpu);
      OS << "  loopgen_pass &= loopgen_report(\"" << M->userName()
         << "\", loopgen_compare(" << RefData << ", " << GpuData << ", "
         << M->Name << "_count, " << Tl << "), " << M->Name
         << "_count, loopgen_max_rel);\n";
    }
  for (const auto &[Path, Ty] : resultParts())
    OS << "  loopgen_pass &= loopgen_report(\"(result)" << Path
       << "\", loopgen_compare(&loopgen_ret_ref" << Path << ", &loopgen_ret_gpu"
       << Path << ", 1, " << (Tol.empty() ? DefaultTol(Ty) : Tol)
       << "), 1, loopgen_max_rel);\n";
  if (Conditioning) {
    // Is the original itself so sensitive at these inputs that rounding in
    // another order must differ as much?
    OS << "  if (!loopgen_pass) {\n";
    for (const Param &Prm : F.Params)
      if (Prm.Arr)
        OS << "    auto " << Prm.Name << "_pert = " << Prm.Name << "_in;\n"
           << "    loopgen_perturb(" << elements(*Prm.Arr, Prm.Name + "_pert")
           << ", " << Prm.Name << "_count);\n";
    OS << "    " << (Returns ? RT + " loopgen_ret_pert = " : "")
       << "loopgen_reference(" << args("_pert") << ");\n";
    OS << "    double loopgen_moved = 0;\n";
    for (const Param &Prm : F.Params)
      if (Prm.Arr)
        OS << "    loopgen_moved = std::max(loopgen_moved, loopgen_compare("
           << elements(*Prm.Arr, Prm.Name + "_ref") << ", "
           << elements(*Prm.Arr, Prm.Name + "_pert") << ", " << Prm.Name
           << "_count, 0).loopgen_max_rel);\n";
    for (const auto &Part : resultParts())
      OS << "    loopgen_moved = std::max(loopgen_moved, "
            "loopgen_compare(&loopgen_ret_ref"
         << Part.first << ", &loopgen_ret_pert" << Part.first
         << ", 1, 0).loopgen_max_rel);\n";
    OS << "    loopgen_note_conditioning(loopgen_moved, loopgen_max_rel);\n";
    OS << "  }\n";
  }
}

void HarnessWriter::emitVerdict(const std::string &Name) {
  OS << "  const double loopgen_kernel_median = "
        "loopgen_median(loopgen_kernel_times), loopgen_e2e_median = "
        "loopgen_median(loopgen_e2e_times);\n";
  OS << "  if (loopgen_launches == 0)\n";
  OS << "    std::printf(\"  time: cpu %.3f ms, on the host as written %.3f "
        "ms (no launch)\\n\", loopgen_cpu_ms, loopgen_e2e_median);\n";
  OS << "  else\n";
  OS << "    std::printf(\"  time: cpu %.3f ms, gpu kernels %.3f ms, gpu end "
        "to end %.3f ms; speedup %.2fx kernels, %.2fx end to end\\n\", "
        "loopgen_cpu_ms, "
        "loopgen_kernel_median, loopgen_e2e_median, loopgen_cpu_ms / "
        "std::max(loopgen_kernel_median, 1e-9), "
        "loopgen_cpu_ms / "
        "std::max(loopgen_e2e_median, 1e-9));\n";
  // The original ran instead: nothing of the translation was checked.
  OS << "  if (loopgen_fallbacks > 0) {\n";
  OS << "    std::printf(\"  untested: a run-time check of what the "
        "translation assumes failed at these sizes, so the original ran on "
        "the host and no kernel was checked; give sizes where it "
        "holds\\n\");\n";
  OS << "    loopgen_pass = false;\n";
  OS << "  }\n";
  OS << "  std::printf(\"RESULT function=" << Name
     << " status=%s max_rel_err=%.3e cpu_ms=%.4f kernel_ms=%.4f "
        "e2e_ms=%.4f h2d_bytes=%llu d2h_bytes=%llu launches=%ld "
        "h2d_ms=%.4f d2h_ms=%.4f\\n\", "
        "loopgen_fallbacks > 0 ? \"UNTESTED\" : loopgen_pass ? \"PASS\" : "
        "\"FAIL\", loopgen_max_rel, loopgen_cpu_ms, loopgen_kernel_median, "
        "loopgen_e2e_median, loopgen_h2d, loopgen_d2h, loopgen_launches, "
        "loopgen_median(loopgen_h2d_times), "
        "loopgen_median(loopgen_d2h_times));\n";
}

} // namespace loopgen
