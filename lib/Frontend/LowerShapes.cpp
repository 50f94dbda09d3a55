//===- LowerShapes.cpp - The shapes of a function's arrays ----------------===//
//
// The shapes that #pragma loopgen array (and OpenMP's array sections) give
// the array parameters, with a small parser for the dimension texts; the
// pointers left without one are shaped by their accesses once the body is
// lowered (InferShapes.cpp).
//
//===----------------------------------------------------------------------===//

#include "LoweringImpl.h"
#include <cctype>
#include <functional>
#include <map>

using namespace clang;

namespace loopgen {

namespace {

/// A tiny parser for the dimension texts of `#pragma loopgen array`.
class DimParser {
public:
  DimParser(const std::string &Text,
            std::function<ExprPtr(const std::string &)> Lookup)
      : Text(Text), Lookup(std::move(Lookup)) {}

  /// The expression, or null with Error set.
  ExprPtr parse() {
    ExprPtr E = parseBinary(0);
    skipSpace();
    if (E && Pos != Text.size()) {
      Error = "unexpected '" + Text.substr(Pos) + "'";
      return nullptr;
    }
    return E;
  }
  std::string Error;

private:
  const std::string &Text;
  std::function<ExprPtr(const std::string &)> Lookup;
  size_t Pos = 0;

  void skipSpace() {
    while (Pos < Text.size() && std::isspace((unsigned char)Text[Pos]))
      ++Pos;
  }

  /// The operator at Pos (as C binds them: shifts, then + -, then * / %),
  /// or "".
  std::string op() const {
    llvm::StringRef Rest = llvm::StringRef(Text).substr(Pos);
    for (const char *Op : {"<<", ">>", "+", "-", "*", "/", "%"})
      if (Rest.starts_with(Op))
        return Op;
    return "";
  }
  static int prec(const std::string &Op) {
    return Op == "<<" || Op == ">>"              ? 1
           : Op == "+" || Op == "-"              ? 2
           : Op == "*" || Op == "/" || Op == "%" ? 3
                                                 : 0;
  }

  ExprPtr parseBinary(int MinPrec) {
    ExprPtr L = parsePrimary();
    while (L) {
      skipSpace();
      std::string Op = op();
      if (prec(Op) == 0 || prec(Op) <= MinPrec)
        return L;
      Pos += Op.size();
      ExprPtr R = parseBinary(prec(Op));
      if (!R)
        return nullptr;
      ScalarType Ty = L->Ty.Bits >= R->Ty.Bits ? L->Ty : R->Ty;
      L = Expr::binary(Op, std::move(L), std::move(R), Ty);
    }
    return L;
  }

  ExprPtr parsePrimary() {
    skipSpace();
    if (Pos >= Text.size()) {
      Error = "expected an expression";
      return nullptr;
    }
    char C = Text[Pos];
    if (C == '(') {
      ++Pos;
      ExprPtr E = parseBinary(0);
      skipSpace();
      if (!E || Pos >= Text.size() || Text[Pos] != ')') {
        if (Error.empty())
          Error = "expected ')'";
        return nullptr;
      }
      ++Pos;
      return E;
    }
    if (std::isdigit((unsigned char)C)) {
      size_t Start = Pos;
      while (Pos < Text.size() && std::isalnum((unsigned char)Text[Pos]))
        ++Pos;
      std::string Lit = Text.substr(Start, Pos - Start);
      char *End = nullptr;
      long long V = std::strtoll(Lit.c_str(), &End, 0);
      while (*End == 'u' || *End == 'U' || *End == 'l' || *End == 'L')
        ++End;
      if (*End) {
        Error = "'" + Lit + "' is not an integer";
        return nullptr;
      }
      return Expr::intLit(V, ScalarType::get(ScalarType::Integer, "int", 32));
    }
    if (std::isalpha((unsigned char)C) || C == '_') {
      size_t Start = Pos;
      auto Word = [&] {
        while (Pos < Text.size() &&
               (std::isalnum((unsigned char)Text[Pos]) || Text[Pos] == '_'))
          ++Pos;
      };
      Word();
      std::string Name = Text.substr(Start, Pos - Start);
      // A struct parameter's member may be named: s.n.
      for (size_t After = Pos;; After = Pos) {
        while (After < Text.size() && Text[After] == ' ')
          ++After;
        if (After >= Text.size() || Text[After] != '.')
          break;
        Pos = After + 1;
        skipSpace();
        size_t Member = Pos;
        Word();
        Name += "." + Text.substr(Member, Pos - Member);
      }
      ExprPtr E = Lookup(Name);
      if (!E)
        Error = "unknown name '" + Name +
                "': a shape may use the function's integer parameters, "
                "the integer members of its struct parameters that it "
                "does not change, integer literals and named integer "
                "constants";
      return E;
    }
    Error = std::string("unexpected '") + C + "'";
    return nullptr;
  }
};

/// The value of a shape's dimension where every name has an integer
/// literal in Values.
std::optional<int64_t>
evaluate(const Expr &E, const std::map<const Variable *, int64_t> &Values) {
  if (E.K == Expr::IntLit)
    return E.IntValue;
  if (E.K == Expr::VarRef) {
    auto It = Values.find(E.Var);
    return It == Values.end() ? std::nullopt : std::optional(It->second);
  }
  if (E.K != Expr::Binary)
    return std::nullopt;
  auto L = evaluate(*E.Ops[0], Values), R = evaluate(*E.Ops[1], Values);
  if (!L || !R || ((E.Text == "/" || E.Text == "%") && *R == 0) ||
      ((E.Text == "<<" || E.Text == ">>") && (*L < 0 || *R < 0 || *R > 62)))
    return std::nullopt;
  return E.Text == "+"    ? *L + *R
         : E.Text == "<<" ? *L << *R
         : E.Text == ">>" ? *L >> *R
         : E.Text == "-"  ? *L - *R
         : E.Text == "*"  ? *L * *R
         : E.Text == "/"  ? *L / *R
                          : *L % *R;
}

} // namespace

/// The value of Name where it is a local declared with a value at the top
/// of Body and never assigned after (`const int npix = width * height;`),
/// as written.
static std::optional<std::string> localValue(const FunctionDecl &Top,
                                             const std::string &Name,
                                             const ASTContext &Ctx) {
  const auto *Body = dyn_cast_or_null<CompoundStmt>(Top.getBody());
  const VarDecl *Found = nullptr;
  if (!Body)
    return std::nullopt;
  for (const clang::Stmt *S : Body->body())
    if (const auto *DS = dyn_cast<clang::DeclStmt>(S))
      for (const Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D);
            VD && VD->getName() == Name && VD->getInit() &&
            VD->getType()->isIntegerType())
          Found = VD;
  if (!Found)
    return std::nullopt;
  bool Assigned = false;
  forEachAssigned(Body, [&](const ValueDecl *D) { Assigned |= D == Found; });
  if (Assigned)
    return std::nullopt;
  std::string Text = spelledText(Found->getInit()->IgnoreImplicit(), Ctx);
  if (Text.empty())
    return std::nullopt;
  return Text;
}

ExprPtr Lowering::parseDim(const PragmaInfo::Shape &S,
                           const std::string &Text) {
  unsigned Depth = 0; // Of locals standing on locals.
  std::function<ExprPtr(const std::string &)> Lookup;
  Lookup = [&](const std::string &Name) -> ExprPtr {
    for (const Param &Prm : F->Params) {
      if (Prm.Name == Name && Prm.Var && Prm.Var->Ty.isIntegral())
        return Expr::var(Prm.Var);
      for (const auto &[Member, V] : Prm.MemberScalars)
        if (Prm.memberKey(Member) == Name && V->Ty.isIntegral())
          return Expr::var(V);
    }
    // An integer constant the function sees (constexpr int kDim = 16).
    for (const DeclContext *DC = Top.getDeclContext(); DC; DC = DC->getParent())
      for (const NamedDecl *ND : DC->lookup(&Ctx.Idents.get(Name))) {
        if (const auto *EC = dyn_cast<EnumConstantDecl>(ND)) // kNumClasses
          return Expr::intLit(EC->getInitVal().getExtValue(),
                              ScalarType::intTy());
        if (const auto *VD = dyn_cast<VarDecl>(ND))
          if (VD->getType()->isIntegralOrEnumerationType() &&
              VD->getType().isConstQualified() && VD->getInit())
            if (std::optional<llvm::APSInt> V =
                    VD->getInit()->getIntegerConstantExpr(Ctx))
              return Expr::intLit(V->getExtValue(), ScalarType::intTy());
      }
    // OpenMP's sections may name a local of the function's sizes (`map(from:
    // img[0:npix])`): its value.
    if (S.FromOpenMP && Depth < 4)
      if (std::optional<std::string> Value = localValue(Top, Name, Ctx)) {
        ++Depth;
        DimParser Inner(*Value, Lookup);
        ExprPtr E = Inner.parse();
        --Depth;
        return E;
      }
    return nullptr;
  };
  DimParser P(Text, Lookup);
  ExprPtr E = P.parse();
  if (!E)
    return fail(S.Loc, "in the shape of '" + S.Name + "': " + P.Error);
  return E;
}

bool Lowering::applyShapes() {
  // The values validate gives scalar parameters, where they are integers
  // that fit: shapes must not be negative there.
  std::map<const Variable *, int64_t> Values;
  for (const auto &[Name, Text] : F->Validate.Values)
    for (const Param &P : F->Params)
      if (P.Name == Name && P.Var && P.Var->Ty.isIntegral() &&
          !BadValues.count(Name))
        if (auto V = integerLiteral(Text); V && V->first.getActiveBits() < 63)
          Values[P.Var] = (V->second ? -1 : 1) *
                          static_cast<int64_t>(V->first.getZExtValue());
  std::set<std::string> Seen;
  std::set<const Array *> BadShape; // Reported: not "needs a shape" too.
  for (const PragmaInfo::Shape &S : Shapes) {
    if (!Seen.insert(S.Name).second) {
      if (S.FromOpenMP)
        continue; // Mapped again, or given by a loopgen pragma.
      fail(S.Loc, "the shape of '" + S.Name + "' is given twice");
      continue;
    }
    Array *A = nullptr;
    for (Param &P : F->Params) {
      if (P.Name == S.Name)
        A = P.Arr;
      for (Array *M : P.Members)
        if (M->userName() == S.Name)
          A = M;
    }
    if (!A) {
      // May name a local array; checked when it is declared.
      continue;
    }
    UsedShapes.insert(S.Name);
    // A map section of an array whose type has its extents (T a[N][M])
    // names the part of it that moves, not its shape.
    if (S.FromOpenMP && (A->K == Array::CArrayParam || !A->StdArray.empty()))
      continue;
    if (A->K == Array::ScalarRefParam) {
      fail(S.Loc, "'" + S.Name + "' is a scalar reference and has no shape");
      continue;
    }
    // A flat std::vector may be given the shape its elements have
    // (array(v[ny][nx])); a vector of vectors has rows and columns.
    if (A->RowPointers && S.Dims.size() != 2) {
      fail(S.Loc, "'" + S.Name +
                      "' is a table of row pointers: its shape has two "
                      "dimensions, as array(" +
                      S.Name + "[rows][cols])");
      continue;
    }
    if (A->K == Array::VectorParam && A->Nested && S.Dims.size() != 2) {
      fail(S.Loc, "'" + S.Name +
                      "' is a std::vector of std::vectors: its shape has two "
                      "dimensions");
      continue;
    }
    if (!A->StdArray.empty()) {
      // Its type fixes its elements: a shape may only arrange them.
      int64_t Elements = 1;
      for (const std::string &T : S.Dims) {
        ExprPtr E = parseDim(S, T);
        if (!E || E->K != Expr::IntLit || Elements < 0 ||
            __builtin_mul_overflow(Elements, E->IntValue, &Elements))
          Elements = -1;
      }
      if (Elements != A->Dims[0]->IntValue && !Failed)
        fail(S.Loc, "'" + S.Name + "' is a " + A->StdArray +
                        ": its shape must hold its " +
                        std::to_string(A->Dims[0]->IntValue) +
                        " elements, or be left out");
      continue;
    }
    if (A->K == Array::CArrayParam && S.Dims.size() != A->Dims.size()) {
      fail(S.Loc, "shape of '" + S.Name + "' has " +
                      std::to_string(S.Dims.size()) +
                      " dimensions but its type has " +
                      std::to_string(A->Dims.size()));
      continue;
    }
    std::vector<ExprPtr> Dims;
    for (const std::string &T : S.Dims) {
      ExprPtr E = parseDim(S, T);
      if (!E)
        break;
      std::optional<int64_t> V = evaluate(*E, Values);
      if (E->K == Expr::IntLit && *V <= 0) {
        fail(S.Loc, "in the shape of '" + S.Name + "': the extent '" + T +
                        "' is not positive");
        break;
      }
      if (V && *V < 0) {
        fail(F->Validate.Loc,
             "with the values of '#pragma loopgen validate', the extent '" + T +
                 "' of '" + S.Name + "' is " + std::to_string(*V));
        break;
      }
      Dims.push_back(std::move(E));
    }
    if (Dims.size() != S.Dims.size()) {
      BadShape.insert(A);
      continue;
    }
    A->Dims = std::move(Dims);
    A->DimsFromPragma = true;
    if (!A->Record.empty()) {
      // Records laid out in rows (`img[h][w]`): as many as the product. A
      // last extent of the record's slots may instead say the record's
      // size (`pts[n][3]` of a Vec3): refused as unclear.
      const Expr &Last = *A->Dims.back();
      if (A->rank() > 1 && Last.K == Expr::IntLit &&
          Last.IntValue == (int64_t)RecordFields.at(A)) {
        fail(S.Loc, "'" + S.Name + "' points to records of '" + A->Record +
                        "': its shape is their number, as array(" + S.Name +
                        "[n]), or their rows, as array(" + S.Name +
                        "[rows][columns]); a last extent of " +
                        std::to_string(Last.IntValue) +
                        " may be the record's own size");
        continue;
      }
      while (A->rank() > 1) {
        ExprPtr Inner = std::move(A->Dims.back());
        A->Dims.pop_back();
        ScalarType Ty = A->Dims.back()->Ty;
        A->Dims.back() = Expr::binary("*", std::move(A->Dims.back()),
                                      std::move(Inner), Ty, S.Loc);
      }
      A->Dims.push_back(
          Expr::intLit(RecordFields.at(A), ScalarType::intTy(), S.Loc));
    }
  }
  for (const auto &Owned : F->Arrays) {
    Array &A = *Owned;
    if (!A.isParam())
      continue;
    if (BadShape.count(&A))
      continue;
    bool Missing = A.K == Array::PointerParam && A.Dims.empty();
    for (const ExprPtr &Dim : A.Dims)
      Missing |= !Dim;
    // A flat pointer to scalars: the extent its accesses reach, once the
    // body is lowered (inferShapes).
    // `float p[][64]`: the rows its accesses reach.
    bool RowsOnly = A.Dims.size() > 1 && !A.Dims[0];
    for (size_t D = 1; D < A.Dims.size(); ++D)
      RowsOnly &= A.Dims[D] != nullptr;
    if (Missing && A.Dims.empty() && A.Record.empty() && !A.RowPointers) {
      A.Dims.push_back(nullptr);
      Unshaped.push_back(&A);
    } else if (Missing && A.Dims.empty() && A.K == Array::PointerParam &&
               !A.Record.empty() && !A.RowPointers && RecordFields.count(&A)) {
      // Records (a std::complex, a struct of scalars): the number of them
      // its accesses reach, rows of their slots.
      A.Dims.push_back(nullptr);
      A.Dims.push_back(
          Expr::intLit(RecordFields.at(&A), ScalarType::intTy(), A.Loc));
      Unshaped.push_back(&A);
    } else if (Missing && RowsOnly && A.Record.empty() && !A.RowPointers) {
      Unshaped.push_back(&A);
    } else if (Missing && A.Dims.empty() && A.RowPointers) {
      // A table of rows (`float **rows`): its rows and their length, each
      // from the subscripts that give it.
      A.Dims.resize(2);
      Unshaped.push_back(&A);
    } else if (Missing)
      fail(A.Loc, "pointer parameter '" + A.Name +
                      "' needs a shape: add '#pragma loopgen array(" + A.Name +
                      (A.RowPointers ? "[rows][cols]" : "[n]") +
                      ")' before the function, with its real extents");
    else if (A.K == Array::VectorParam && A.Dims.empty()) {
      sizeVariables(A);
      if (!A.Record.empty()) // Its records' fields.
        A.Dims.push_back(
            Expr::intLit(RecordFields.at(&A), ScalarType::intTy(), A.Loc));
    }
  }
  return !Failed;
}

} // namespace loopgen
