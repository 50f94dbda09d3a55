//===- Harness.cpp - A function's validation in the harness ---------------===//
//
// validate_<name>: the inputs of one offloaded function, filled for each
// input distribution, the runs of its reference and its translation, and
// the comparisons of every output (HarnessCompare.cpp; the program around
// it: HarnessProgram.cpp).
//
//===----------------------------------------------------------------------===//

#include "HarnessWriter.h"
#include "loopgen/IR/Affine.h"
#include "loopgen/IR/Walk.h"
#include <set>

namespace loopgen {

/// The scalars of the harness's copy Container of A: a vector of records is
/// read as its fields.
std::string HarnessWriter::elements(const Array &A,
                                    const std::string &Container) {
  if (A.K == Array::VectorParam && !A.Record.empty())
    return "reinterpret_cast<" + A.Elem.Spelling + " *>(" + Container +
           ".data())";
  return Container + ".data()";
}

void HarnessWriter::forEachField(
    const Array &A,
    const std::function<void(const ScalarType &, const std::string &,
                             const std::string &)> &Each) {
  std::string Slot = "sizeof(" + A.Elem.Spelling + ")";
  std::string Where = ", " + A.Name + "_count / " +
                      std::to_string(A.SlotTypes.size()) + ", " +
                      std::to_string(A.SlotTypes.size()) + " * " + Slot;
  for (size_t K = 0; K < A.SlotTypes.size(); ++K)
    if (!A.SlotFields[K].empty())
      Each(A.SlotTypes[K], A.SlotFields[K],
           Where + ", " + std::to_string(K) + " * " + Slot);
}

std::string HarnessWriter::count(const Array &A) {
  if (A.Dims.empty())
    return "1";
  if (A.K == Array::VectorParam && !A.DimsFromPragma) {
    std::string Records = inferredVectorExtent(F, A);
    if (!Records.empty() && A.Record.empty() && !A.Nested && A.rank() == 2) {
      // Rows of w (Reshape.cpp): whole rows, so that the kernels run.
      std::string W = "(size_t)(" + P.print(*A.Dims[1]) + ")";
      return "((size_t)(" + Records + ") + " + W + " - 1) / std::max<size_t>(" +
             W + ", 1) * " + W;
    }
    return Records.empty() || A.Record.empty()
               ? Records
               : "(" + Records + ") * " + P.print(*A.Dims.back());
  }
  std::string S;
  for (const ExprPtr &Dim : A.Dims)
    S += (S.empty() ? "" : " * ") + std::string("(size_t)(") + P.print(*Dim) +
         ")";
  return S;
}

/// Member M of struct parameter Prm, as the struct names it: x.
static std::string fieldOf(const Param &Prm, const Array &M) {
  return M.HostExpr.substr(Prm.member("").size());
}

/// The harness's name for member M of struct parameter Prm: g_ref.x.
std::string HarnessWriter::memberOf(const Param &Prm, const Array &M,
                                    const std::string &Suffix) {
  return Prm.Name + Suffix + "." + fieldOf(Prm, M);
}

std::string HarnessWriter::arg(const Param &Prm, const std::string &Suffix) {
  if (Prm.Var && !Prm.Enum.empty())
    return "(" + Prm.Enum + ")(" + Prm.Name + ")";
  if (Prm.Var)
    return Prm.Name;
  if (!Prm.StructType.empty())
    return Prm.Name + Suffix;
  const Array &A = *Prm.Arr;
  std::string V = Prm.Name + Suffix;
  if (A.RowPointers) // A table of its rows, for the call.
    return "loopgen_row_pointers(" + V + ").data()";
  switch (A.K) {
  case Array::VectorParam:
    return V;
  case Array::ScalarRefParam:
    return V + "[0]";
  case Array::CArrayParam: {
    if (!A.StdArray.empty()) // The elements, as the std::array holds them.
      return "*reinterpret_cast<" + A.StdArray + " *>(" + V + ".data())";
    // The parameter decays to a pointer to its first element or row.
    std::string T = std::string(A.IsConst ? "const " : "") + A.Elem.Spelling;
    if (A.rank() == 1)
      T += " *";
    else
      T += " (*)";
    for (size_t D = 1; D < A.rank(); ++D)
      T += "[" + P.print(*A.Dims[D]) + "]";
    return "reinterpret_cast<" + T + ">(" + V + ".data())";
  }
  default:
    if (!A.Record.empty()) // Records of one scalar type, as they lie.
      return "reinterpret_cast<" + A.Record + " *>(" + V + ".data())";
    return V + ".data()";
  }
}

std::string HarnessWriter::run() {
  // An instantiation of a template is reported as f_float, called f<float>.
  std::string Name = F.Name + F.Instance;
  OS << "static bool validate_" << Name << "(int loopgen_repeats) {\n";
  // Bound before the inputs are declared: one may have the function's name.
  // A member function is called on its object, the first argument.
  bool OnObject = !F.Class.empty() && !F.Static;
  for (const char *Suffix : {"", "_reference"})
    OS << "  const auto loopgen" << (*Suffix ? Suffix : "_translated")
       << " = [](" << (OnObject ? "auto &loopgen_object, " : "")
       << "auto &&...loopgen_a) -> decltype(auto) { return "
       << (OnObject          ? "loopgen_object."
           : F.Class.empty() ? F.Scope
                             : F.Scope + F.Class + "::")
       << F.Name << Suffix << F.TemplateArgs
       << "(std::forward<decltype(loopgen_a)>(loopgen_a)...); };\n";
  OS << "  using namespace loopgen_harness;\n";
  if (F.QueriesOpenMPThreads)
    // Its results may depend on the number of threads (partials indexed by
    // omp_get_thread_num()); the translation runs it as one thread does.
    OS << "  loopgen_one_thread loopgen_threads;\n";
  OS << "  std::printf(\"" << Name << ":\\n\");\n";
  // Scalar parameters.
  bool OK = true;
  for (const auto &[Key, Value] : F.Validate.Values) {
    bool Known = false;
    for (const Param &Prm : F.Params) {
      Known |= Prm.Name == Key && Prm.Var;
      for (const auto &Member : Prm.MemberScalars)
        Known |= Prm.memberKey(Member.first) == Key;
    }
    if (!Known) {
      D.error(F.Validate.Loc, "'" + Key +
                                  "' in '#pragma loopgen validate' "
                                  "is not a scalar parameter of '" +
                                  Name + "'");
      OK = false;
    }
  }
  // Each scalar's value: the harness's command line (name=value) may
  // override the default, the validate(...) value or, unless the sizes are
  // passed at run time (--validate: one build serves every --size), the
  // --size value.
  std::string Format, Values;
  // Floating-point scalars without a value: drawn with the inputs, as
  // struct members are.
  std::vector<std::string> RandomScalars;
  for (const Param &Prm : F.Params) {
    if (!Prm.Var)
      continue;
    std::string Default;
    for (const auto &[Key, V] : F.Validate.Values)
      if (Key == Prm.Name)
        Default = V;
    auto Given = Sizes.find(Prm.Name);
    if (Given != Sizes.end() && !SizesAtRunTime)
      Default = Given->second;
    if (Default.empty() && Given == Sizes.end() && Prm.Var->Ty.isFloating() &&
        Prm.Enum.empty()) {
      OS << "  " << Prm.Var->Ty.Spelling << " " << Prm.Name << "{};\n";
      RandomScalars.push_back(Prm.Name);
      continue;
    }
    // An integer that is data (a seed, a mask): a value of its own.
    if (Default.empty() && Given == Sizes.end() && Prm.Var->Ty.isIntegral() &&
        Prm.Enum.empty() && onlyData(F, *Prm.Var))
      Default = "7";
    if (Default.empty() && Given == Sizes.end()) {
      D.error(F.Loc, "no value for parameter '" + Prm.Name + "' of '" + Name +
                         "' in the validation harness: add it to '#pragma "
                         "loopgen validate(...)' or pass --size " +
                         Prm.Name + "=<value>");
      OK = false;
      continue;
    }
    const std::string &T = Prm.Var->Ty.Spelling;
    OS << "  " << T << " " << Prm.Name << " = loopgen_size<" << T << ">(\""
       << Prm.Name << "\""
       << (Default.empty() ? "" : ", (" + T + ")(" + Default + ")") << ");\n";
    bool Floating = Prm.Var->Ty.isFloating();
    Format +=
        (Format.empty() ? "" : ", ") + Prm.Name + (Floating ? "=%g" : "=%lld");
    Values += std::string(", (") + (Floating ? "double" : "long long") + ")(" +
              Prm.Name + ")";
  }
  if (!OK)
    return "";
  OS << "  std::printf(\"  sizes: " << Format << "\\n\"" << Values << ");\n";
  std::ostringstream Fill, Copies, Invalid;
  for (const std::string &Scalar : RandomScalars)
    Fill << "    loopgen_fill_random(&" << Scalar
         << ", 1, loopgen_rng, loopgen_dist, loopgen_extent);\n";
  // Pointer members of the struct copies, pointed to their own elements.
  std::ostringstream Repoint;
  // Structs, value-initialized first: their scalar members may size arrays.
  for (const Param &Prm : F.Params) {
    if (Prm.StructType.empty())
      continue;
    if (!Prm.NotBuildable.empty()) {
      D.error(F.Loc, "the validation harness cannot make an object of '" +
                         Prm.StructType + "' to call '" + Name +
                         "' on: " + Prm.NotBuildable +
                         " (the translation itself does not need it)");
      return "";
    }
    OS << "  " << Prm.StructType << " " << Prm.Name << "_ref{};\n";
    // Scalar members the function does not change: as scalar parameters,
    // integers from validate(s.n = ...) (they may size the members below),
    // floating-point ones from it or random.
    for (const auto &[Member, V] : Prm.MemberScalars) {
      std::string Key = Prm.memberKey(Member), Default;
      for (const auto &[Name, Value] : F.Validate.Values)
        if (Name == Key)
          Default = Value;
      if (auto Given = Sizes.find(Key); Given != Sizes.end() && !SizesAtRunTime)
        Default = Given->second;
      const std::string &T = V->Ty.Spelling;
      std::string Field = Prm.Name + "_ref." + Member;
      // An integer that is data, or that the function does not read.
      if (Default.empty() && !Sizes.count(Key) && V->Ty.isIntegral() &&
          onlyData(F, *V))
        Default = "7";
      if (Default.empty() && !Sizes.count(Key) && !V->Ty.isFloating()) {
        D.error(F.Loc, "no value for member '" + Key + "' of '" + Name +
                           "' in the validation harness: add it to '#pragma "
                           "loopgen validate(...)' or pass --size " +
                           Key + "=<value>");
        return "";
      }
      if (Default.empty() && !Sizes.count(Key)) {
        Fill << "    loopgen_fill_random(&" << Field
             << ", 1, loopgen_rng, loopgen_dist, loopgen_extent);\n";
        continue;
      }
      OS << "  " << Field << " = loopgen_size<" << T << ">(\"" << Key << "\""
         << (Default.empty() ? "" : ", (" + T + ")(" + Default + ")") << ");\n";
      OS << "  const " << T << " " << V->Name << " = " << Field << ";\n";
    }
  }
  // Arrays and struct members: sized here, filled (and copied for the
  // translation) by loopgen_fill_inputs for one input distribution.
  std::string Counts;
  OS << "  std::mt19937_64 loopgen_rng;\n";
  // Whole: the container, for the count of invalid outputs, where Data is
  // a row of it.
  auto FillLine = [&](const Array &A, const std::string &Data,
                      const std::string &Size, const std::string &Whole = "") {
    bool Poison = writesArray(F, A) && !readsArray(F, A) && !A.IsConst;
    Fill << "    "
         << (Poison ? "loopgen_fill_poison(" + Data + ", " + Size + ");\n"
                    : "loopgen_fill_random(" + Data + ", " + Size +
                          ", loopgen_rng, loopgen_dist, loopgen_extent);\n");
    if (writesArray(F, A) && A.Elem.isFloating())
      Invalid << " + loopgen_count_invalid("
              << (Whole.empty() ? Data + ", " + Size
                                : "loopgen_flat(" + Whole + ").data(), " +
                                      A.Name + "_count")
              << ")";
  };
  // The elements of Container, A's copy; records of mixed types field by
  // field, each filled as its type.
  auto FillRecords = [&](const Array &A, const std::string &Container) {
    if (A.SlotTypes.empty()) {
      FillLine(A, elements(A, Container), A.Name + "_count");
      return;
    }
    bool Poison = writesArray(F, A) && !readsArray(F, A) && !A.IsConst;
    forEachField(A, [&](const ScalarType &Ty, const std::string &,
                        const std::string &Where) {
      Fill << "    loopgen_fill_field<" << Ty.Spelling << ">("
           << elements(A, Container) << Where << ", "
           << (Poison ? "true" : "false")
           << ", loopgen_rng, loopgen_dist, loopgen_extent);\n";
      if (writesArray(F, A) && Ty.isFloating())
        Invalid << " + loopgen_count_invalid(loopgen_gather_field<"
                << Ty.Spelling << ">(" << elements(A, Container) << Where
                << ").data(), " << A.Name << "_count / " << A.SlotTypes.size()
                << ")";
    });
  };
  // Arrays whose extents are read from data (Function::DataExtents): sized
  // and filled once the arrays those are read from are.
  std::map<const Array *, std::string> FillOfDataSized;
  for (const Param &Prm : F.Params) {
    if (!Prm.Arr)
      continue;
    const Array &A = *Prm.Arr;
    if (A.sizedFromData() || sizedFromInputs(A)) {
      if (!F.Validate.InitFunction.empty() || A.Nested ||
          (A.K != Array::PointerParam && !A.Record.empty())) {
        D.error(A.Loc, "cannot size '" + A.userName() +
                           "' for the validation harness" +
                           (F.Validate.InitFunction.empty()
                                ? std::string()
                                : ", whose init(" + F.Validate.InitFunction +
                                      ") fills the arrays after they are "
                                      "sized") +
                           ": its extent is read from data on entry; add "
                           "'#pragma loopgen array(" +
                           A.userName() + "[<count>])'");
        return "";
      }
      OS << "  size_t " << A.Name << "_count = 0;\n";
      std::string Type =
          (A.K == Array::VectorParam ? "std::vector<" : "loopgen_array<") +
          A.Elem.Spelling + ">";
      OS << "  " << Type << " " << A.Name << "_ref;\n";
      std::string Before = Fill.str();
      FillRecords(A, A.Name + "_ref");
      FillOfDataSized[&A] = "    " + A.Name + "_count = " + count(A) +
                            ";\n    " + A.Name + "_ref = " + Type + "(" +
                            A.Name + "_count);\n" +
                            Fill.str().substr(Before.size());
      Fill.str(Before);
      Fill.seekp(0, std::ios_base::end);
      continue;
    }
    bool Shaped = A.DimsFromPragma || (A.RowPointers && A.DimsInferred);
    std::string N = A.Nested && !Shaped ? "" : count(A);
    // A vector of vectors without a shape: its rows and columns from the
    // loops that index it.
    std::string InferredCols;
    if (A.Nested && !A.DimsFromPragma && !A.RowPointers) {
      std::string Rows = inferredVectorExtent(F, A, 0),
                  Cols = inferredVectorExtent(F, A, 1);
      if (!Rows.empty() && !Cols.empty()) {
        InferredCols = "(size_t)(" + Cols + ")";
        N = "(size_t)(" + Rows + ") * " + InferredCols;
      }
    }
    if (N.empty()) {
      D.error(A.Loc, "cannot infer the size of '" + A.Name +
                         "' for the validation harness; add '#pragma loopgen "
                         "array(" +
                         A.Name +
                         (A.Nested ? "[rows][cols]"
                                   : "[" + likelyVectorExtent(F, A) + "]") +
                         ")'");
      return "";
    }
    std::string T = A.Elem.Spelling, Ref = A.Name + "_ref";
    OS << "  const size_t " << A.Name << "_count = " << N << ";\n";
    Counts += (Counts.empty() ? "" : ", ") + A.Name + "_count";
    if (A.Nested) {
      std::string Cols = InferredCols.empty()
                             ? "(size_t)(" + P.print(*A.Dims[1]) + ")"
                             : InferredCols;
      OS << "  std::vector<std::vector<" << T << ">> " << Ref << "(" << A.Name
         << "_count / std::max<size_t>(" << Cols << ", 1), std::vector<" << T
         << ">(" << Cols << "));\n";
      Fill << "    for (auto &loopgen_row : " << Ref << ")\n  ";
      FillLine(A, "loopgen_row.data()", "loopgen_row.size()", Ref);
    } else {
      // A pointer's or C array's copy: loopgen_array, whose bool arrays
      // have data(); a std::vector parameter's: a std::vector.
      // A vector of records holds the records.
      if (A.K == Array::VectorParam && !A.Record.empty())
        OS << "  std::vector<" << A.Record << "> " << Ref << "(" << A.Name
           << "_count / " << P.print(*A.Dims.back()) << ");\n";
      else
        OS << "  "
           << (A.K == Array::VectorParam ? "std::vector<" : "loopgen_array<")
           << T << "> " << Ref << "(" << A.Name << "_count);\n";
      FillRecords(A, Ref);
    }
  }
  // Structs: value-initialized, each member sized by its shape.
  for (const Param &Prm : F.Params) {
    if (Prm.Members.empty() && Prm.MemberScalars.empty())
      continue;
    for (const Array *M : Prm.Members) {
      std::string Field = memberOf(Prm, *M, "_ref");
      if (M->rank() == 0) {
        OS << "  const size_t " << M->Name << "_count = 1;\n";
        FillLine(*M, "&" + Field, "1");
        continue;
      }
      std::string N = M->Nested && !M->DimsFromPragma ? "" : count(*M);
      if (N.empty() || M->sizedFromData()) {
        D.error(M->Loc, "cannot infer the size of member '" + M->userName() +
                            "' for the validation harness; add '#pragma "
                            "loopgen array(" +
                            M->userName() + (M->Nested ? "[n][m])'" : "[n])'"));
        return "";
      }
      std::string T = M->Elem.Spelling;
      OS << "  const size_t " << M->Name << "_count = " << N << ";\n";
      Counts += (Counts.empty() ? "" : ", ") + M->Name + "_count";
      if (M->K == Array::PointerParam) {
        // Its elements in a vector of each copy of the struct, pointed to
        // again after every copy.
        OS << "  std::vector<" << T << "> " << M->Name << "_ref(" << M->Name
           << "_count), " << M->Name << "_gpu, " << M->Name << "_tmp;\n";
        OS << "  " << Field << " = " << M->Name << "_ref.data();\n";
        FillLine(*M, M->Name + "_ref.data()", M->Name + "_count");
        for (const char *Copy : {"_gpu", "_tmp"})
          Repoint << "    " << M->Name << Copy << " = " << M->Name
                  << "_ref;\n    " << Prm.Name << Copy << "."
                  << fieldOf(Prm, *M) << " = " << M->Name << Copy
                  << ".data();\n";
        continue;
      }
      if (M->Nested) {
        std::string Cols = "(size_t)(" + P.print(*M->Dims[1]) + ")";
        OS << "  " << Field << ".assign(" << M->Name
           << "_count / std::max<size_t>(" << Cols << ", 1), std::vector<" << T
           << ">(" << Cols << "));\n";
        Fill << "    for (auto &loopgen_row : " << Field << ")\n  ";
        FillLine(*M, "loopgen_row.data()", "loopgen_row.size()", Field);
      } else if (M->K == Array::CArrayParam) { // As it lies in the struct.
        FillLine(*M, "reinterpret_cast<" + T + " *>(&" + Field + ")",
                 M->Name + "_count");
      } else if (!M->Record.empty()) {
        OS << "  " << Field << ".assign(" << M->Name << "_count / "
           << P.print(*M->Dims.back()) << ", " << M->Record << "());\n";
        FillRecords(*M, Field);
      } else {
        // `T()` is no expression where T is `unsigned int`.
        OS << "  " << Field << ".assign(" << M->Name << "_count, (" << T
           << ")0);\n";
        FillLine(*M, Field + ".data()", Field + ".size()");
      }
    }
    OS << "  auto " << Prm.Name << "_gpu = " << Prm.Name << "_ref, " << Prm.Name
       << "_tmp = " << Prm.Name << "_ref;\n";
    Copies << "    " << Prm.Name << "_gpu = " << Prm.Name << "_ref;\n    "
           << Prm.Name << "_tmp = " << Prm.Name << "_ref;\n"
           << Repoint.str();
    Repoint.str("");
  }
  // On a mismatch, the original runs again on inputs moved by a few units in
  // the last place: flat arrays only, and some floating-point.
  bool Conditioning = false, Flat = true;
  for (const Param &Prm : F.Params) {
    Flat &= Prm.StructType.empty() && (!Prm.Arr || !Prm.Arr->Nested);
    Conditioning |= Prm.Arr && Prm.Arr->Elem.isFloating();
    // Perturbing a record's slots would perturb its integer fields too.
    Flat &= !Prm.Arr || Prm.Arr->SlotTypes.empty();
  }
  Conditioning &= Flat;
  for (const Param &Prm : F.Params) {
    if (!Prm.Arr)
      continue;
    OS << "  auto " << Prm.Name << "_gpu = " << Prm.Name << "_ref, " << Prm.Name
       << "_tmp = " << Prm.Name << "_ref"
       << (Conditioning ? ", " + Prm.Name + "_in = " + Prm.Name + "_ref" : "")
       << ";\n";
    for (const char *Copy : {"_gpu", "_tmp", "_in"})
      if (Conditioning || Copy != std::string("_in"))
        Copies << "    " << Prm.Name << Copy << " = " << Prm.Name << "_ref;\n";
  }
  OS << "  const size_t loopgen_extent = loopgen_harness::loopgen_extent({"
     << Counts << "});\n";
  for (const auto &Def : F.DataExtents)
    OS << "  long long " << Def.Var->Name << " = 0;\n";
  OS << "  auto loopgen_fill_inputs = [&](int loopgen_dist) {\n";
  OS << "    loopgen_rng.seed(20261122);\n" << Fill.str();
  // The sizes read from data, each once its array is filled, as the
  // translation reads them on entry.
  for (const auto &Def : F.DataExtents) {
    if (auto It = FillOfDataSized.find(Def.Of); It != FillOfDataSized.end()) {
      OS << It->second;
      FillOfDataSized.erase(It);
    }
    OS << "    " << Def.Var->Name << " = loopgen_extreme_of(" << Def.Of->Name
       << "_ref.data(), " << P.print(*Def.First) << ", " << P.print(*Def.Last)
       << ", (long long)" << Def.Of->Name << "_count, "
       << (Def.Greatest ? "true" : "false") << ");\n";
  }
  for (const Param &Prm : F.Params)
    if (Prm.Arr && FillOfDataSized.count(Prm.Arr))
      OS << FillOfDataSized[Prm.Arr];
  if (!F.Validate.InitFunction.empty())
    OS << "    " << F.Validate.InitFunction << "(" << args("_ref") << ");\n";
  OS << Copies.str() << "  };\n";

  bool Returns = F.ReturnTy.K != ScalarType::Void || !F.ReturnRecord.empty();
  std::string RT =
      F.ReturnRecord.empty() ? F.ReturnTy.Spelling : F.ReturnRecord;
  for (const auto &[Path, Ty] : resultParts())
    if (Ty.isFloating())
      Invalid << " + loopgen_count_invalid(&loopgen_ret_ref" << Path << ", 1)";
  // The sequential original, or its outputs saved by an earlier run on the
  // same inputs (flat arrays only; struct and nested parameters are always
  // computed).
  // The key names the original's text too: an edited original is new.
  uint64_t Source = 1469598103934665603ull; // FNV-1a
  for (unsigned char C : ReferenceText)
    Source = (Source ^ C) * 1099511628211ull;
  std::string Key = "std::string(\"" + Name + "\")", Buffers;
  bool Cacheable = true;
  for (const Param &Prm : F.Params) {
    if (Prm.Var)
      Key += " + \" " + Prm.Name + "=\" + std::to_string(" + Prm.Name + ")";
    Cacheable &= Prm.Members.empty() && Prm.MemberScalars.empty() &&
                 (!Prm.Arr || !Prm.Arr->Nested);
    if (!Prm.Arr)
      continue;
    Key += " + \" " + Prm.Name + ":\" + std::to_string(" + Prm.Name + "_count)";
    Buffers += "{" + Prm.Name + "_ref.data(), " + Prm.Name +
               "_count * sizeof(" + Prm.Arr->Elem.Spelling + ")}, ";
  }
  OS << "  double loopgen_cpu_ms = 0;\n";
  if (Returns)
    OS << "  " << RT << " loopgen_ret_ref{};\n";
  if (Returns)
    Buffers += "{&loopgen_ret_ref, sizeof loopgen_ret_ref}, ";
  // Read when the reference runs: arrays sized from data are sized then.
  OS << "  const auto loopgen_buffers = [&]() {\n    return "
        "std::vector<loopgen_buffer>{"
     << Buffers << "};\n  };\n";
  OS << "  auto loopgen_run_reference = [&]() {\n";
  OS << "    const std::string loopgen_key = "
     << (Cacheable ? "loopgen_reference_key(" + Key + ", \" source " +
                         std::to_string(Source % 1000000007) +
                         "\", loopgen_buffers())"
                   : "\"\"")
     << ";\n";
  OS << "    if (loopgen_load_reference(loopgen_key, loopgen_buffers(), "
        "loopgen_cpu_ms))\n      return;\n";
  OS << "    auto loopgen_t0 = std::chrono::steady_clock::now();\n";
  OS << "    " << (Returns ? "loopgen_ret_ref = " : "") << "loopgen_reference("
     << args("_ref") << ");\n";
  OS << "    loopgen_cpu_ms = loopgen_ms_since(loopgen_t0);\n";
  OS << "    loopgen_save_reference(loopgen_key, loopgen_buffers(), "
        "loopgen_cpu_ms);\n";
  OS << "  };\n";
  // Where the original computes NaN or infinities from the first inputs,
  // the others are tried in turn; the one with the fewest is kept.
  OS << "  const auto loopgen_invalid_outputs = [&]() { return size_t(0)"
     << Invalid.str() << "; };\n";
  OS << "  int loopgen_dist = 0, loopgen_filled = 0;\n";
  OS << "  loopgen_fill_inputs(0);\n  loopgen_run_reference();\n";
  OS << "  const size_t loopgen_first_invalid = loopgen_invalid_outputs();\n";
  OS << "  size_t loopgen_invalid = loopgen_first_invalid;\n";
  OS << "  for (int loopgen_d = 1; loopgen_invalid && loopgen_d < "
        "loopgen_distributions; ++loopgen_d) {\n";
  OS << "    loopgen_fill_inputs(loopgen_filled = loopgen_d);\n";
  OS << "    loopgen_run_reference();\n";
  OS << "    if (size_t loopgen_n = loopgen_invalid_outputs(); loopgen_n < "
        "loopgen_invalid)\n";
  OS << "      loopgen_invalid = loopgen_n, loopgen_dist = loopgen_d;\n";
  OS << "  }\n";
  OS << "  if (loopgen_filled != loopgen_dist) {\n";
  OS << "    loopgen_fill_inputs(loopgen_dist);\n";
  OS << "    loopgen_run_reference();\n  }\n";
  OS << "  loopgen_note_inputs(loopgen_dist, loopgen_first_invalid, "
        "loopgen_invalid);\n";
  OS << "  if (loopgen_reference_only()) {\n";
  OS << "    std::printf(\"REFERENCE function=" << Name
     << " cpu_ms=%.4f\\n\", loopgen_cpu_ms);\n";
  OS << "    return true;\n  }\n";
  // A warm-up run pays for context creation; then the checked run and the
  // timing runs.
  OS << "  loopgen_translated(" << args("_tmp") << ");\n";
  OS << "  auto loopgen_t0 = std::chrono::steady_clock::now();\n";
  OS << "  loopgen_kernel_ms = loopgen_h2d_ms = loopgen_d2h_ms = 0;\n";
  OS << "  loopgen_launch_count = loopgen_fallback_count = 0;\n";
  OS << "  loopgen_h2d_bytes = loopgen_d2h_bytes = 0;\n";
  OS << "  loopgen_t0 = std::chrono::steady_clock::now();\n";
  OS << "  " << (Returns ? RT + " loopgen_ret_gpu = " : "")
     << "loopgen_translated(" << args("_gpu") << ");\n";
  OS << "  const long loopgen_launches = loopgen_launch_count, "
        "loopgen_fallbacks = loopgen_fallback_count;\n";
  OS << "  const unsigned long long loopgen_h2d = loopgen_h2d_bytes, "
        "loopgen_d2h = loopgen_d2h_bytes;\n";
  OS << "  std::vector<double> "
        "loopgen_e2e_times{loopgen_ms_since(loopgen_t0)}, "
        "loopgen_kernel_times{loopgen_kernel_ms}, "
        "loopgen_h2d_times{loopgen_h2d_ms}, "
        "loopgen_d2h_times{loopgen_d2h_ms};\n";
  // A call that launched nothing ran the original on the host: once is
  // enough where it is long; a short one is repeated too, since a single
  // call's time depends on what the caches hold.
  OS << "  for (int loopgen_r = 1; loopgen_r < loopgen_repeats && "
        "(loopgen_launches > 0 || loopgen_e2e_times[0] < 50); ++loopgen_r) "
        "{\n";
  OS << "    loopgen_kernel_ms = loopgen_h2d_ms = loopgen_d2h_ms = 0;\n";
  OS << "    loopgen_t0 = std::chrono::steady_clock::now();\n";
  OS << "    loopgen_translated(" << args("_tmp") << ");\n";
  OS << "    loopgen_e2e_times.push_back(loopgen_ms_since(loopgen_t0));\n";
  OS << "    loopgen_kernel_times.push_back(loopgen_kernel_ms);\n";
  OS << "    loopgen_h2d_times.push_back(loopgen_h2d_ms);\n";
  OS << "    loopgen_d2h_times.push_back(loopgen_d2h_ms);\n";
  OS << "  }\n";

  emitComparison(Returns, Conditioning);
  emitVerdict(Name);
  OS << "  return loopgen_pass;\n}\n\n";
  return OS.str();
}

std::string
emitValidateFunction(const HarnessFunction &HF,
                     const std::map<std::string, std::string> &Sizes,
                     bool SizesAtRunTime, bool FastMath, Diagnostics &D) {
  return HarnessWriter(HF, Sizes, SizesAtRunTime, FastMath, D).run();
}

} // namespace loopgen
