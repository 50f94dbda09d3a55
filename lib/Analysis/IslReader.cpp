//===- IslReader.cpp - Read loopgen's isl set text quickly ----------------===//

#include "loopgen/Analysis/IslReader.h"
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <isl/ctx.h>
#include <isl/mat.h>
#include <isl/set.h>
#include <isl/space.h>
#include <limits>
#include <map>
#include <optional>
#include <vector>

namespace loopgen {

namespace {

/// A conjunction has at most this many disjuncts' worth of combinations
/// before the text goes to isl's reader.
constexpr size_t MaxConjunctions = 1024;

/// Coefficients of one affine expression over the columns: the constant,
/// then the parameters, the set dimensions and the existentials.
using Row = std::vector<int64_t>;

struct Constraint {
  bool Equality; ///< Row = 0; else Row >= 0.
  Row Coefficients;
};
using Conjunction = std::vector<Constraint>;
/// A formula as a union of conjunctions (disjunctive normal form).
using Union = std::vector<Conjunction>;

class Reader {
public:
  explicit Reader(const std::string &Text) { tokenize(Text); }

  /// Parses the whole text; false where it is outside the language.
  bool parse();
  isl_set *build(isl_ctx *Ctx) const;

private:
  std::vector<std::string> Tokens;
  size_t Pos = 0;
  bool Failed = false;
  std::vector<std::string> Params, Dims;
  /// Existentials in scope, innermost last, with their columns.
  std::vector<std::pair<std::string, unsigned>> Locals;
  unsigned NumLocals = 0;
  Union Formula;

  void tokenize(const std::string &Text);
  const std::string &peek(size_t Ahead = 0) const {
    static const std::string End;
    return Pos + Ahead < Tokens.size() ? Tokens[Pos + Ahead] : End;
  }
  bool accept(const char *T) {
    if (peek() != T)
      return false;
    ++Pos;
    return true;
  }
  bool expect(const char *T) {
    if (!accept(T))
      Failed = true;
    return !Failed;
  }
  bool identifierList(std::vector<std::string> &Names);
  unsigned columns() const { return 1 + Params.size() + Dims.size() + 64; }
  std::optional<unsigned> column(const std::string &Name);

  std::optional<Union> disjunction();
  std::optional<Union> conjunction();
  std::optional<Union> factor();
  std::optional<Union> comparison();
  std::optional<Row> sum();
  std::optional<Row> term();

  static std::optional<Union> both(const Union &A, const Union &B);
  static std::optional<Union> negated(const Union &U);
};

/// Whether every coefficient fits the int that isl_mat_set_element_si
/// takes.
bool fitsInt(const Union &U) {
  for (const Conjunction &C : U)
    for (const Constraint &K : C)
      for (int64_t X : K.Coefficients)
        if (X > std::numeric_limits<int>::max() ||
            X < std::numeric_limits<int>::min())
          return false;
  return true;
}

void Reader::tokenize(const std::string &Text) {
  for (size_t I = 0; I < Text.size();) {
    unsigned char C = Text[I];
    if (std::isspace(C)) {
      ++I;
    } else if (std::isalnum(C) || C == '_') {
      size_t J = I;
      while (J < Text.size() &&
             (std::isalnum((unsigned char)Text[J]) || Text[J] == '_'))
        ++J;
      Tokens.push_back(Text.substr(I, J - I));
      I = J;
    } else if (Text.compare(I, 2, "->") == 0 || Text.compare(I, 2, "<=") == 0 ||
               Text.compare(I, 2, ">=") == 0) {
      Tokens.push_back(Text.substr(I, 2));
      I += 2;
    } else {
      Tokens.push_back(std::string(1, C));
      ++I;
    }
  }
}

bool Reader::identifierList(std::vector<std::string> &Names) {
  if (accept("]"))
    return true;
  do {
    const std::string &T = peek();
    if (T.empty() || !(std::isalpha((unsigned char)T[0]) || T[0] == '_'))
      return false;
    Names.push_back(T);
    ++Pos;
  } while (accept(","));
  return accept("]");
}

std::optional<unsigned> Reader::column(const std::string &Name) {
  for (auto It = Locals.rbegin(); It != Locals.rend(); ++It)
    if (It->first == Name)
      return It->second;
  for (unsigned I = 0; I < Dims.size(); ++I)
    if (Dims[I] == Name)
      return 1 + Params.size() + I;
  for (unsigned I = 0; I < Params.size(); ++I)
    if (Params[I] == Name)
      return 1 + I;
  return std::nullopt; // isl says "unknown identifier".
}

bool Reader::parse() {
  if (accept("[")) {
    if (!identifierList(Params) || !accept("->"))
      return false;
  }
  if (!accept("{") || !accept("[") || !identifierList(Dims))
    return false;
  // A name repeated in the tuple (isl: equal dimensions), or naming a
  // parameter too, is for isl to read.
  std::vector<std::string> Names = Params;
  Names.insert(Names.end(), Dims.begin(), Dims.end());
  std::sort(Names.begin(), Names.end());
  if (std::adjacent_find(Names.begin(), Names.end()) != Names.end())
    return false;
  if (accept("}")) {
    Formula = {Conjunction{}};
    return Pos == Tokens.size();
  }
  if (!accept(":"))
    return false;
  std::optional<Union> U = disjunction();
  if (!U || Failed || !accept("}") || Pos != Tokens.size())
    return false;
  Formula = std::move(*U);
  return fitsInt(Formula);
}

/// Whether some inequality of X and some of Y cannot hold together: their
/// sum is a negative constant (a < b against a >= b, as negations make).
/// Dropping such conjunctions early keeps unions of negations small.
static bool contradict(const Conjunction &X, const Conjunction &Y) {
  for (const Constraint &A : X)
    for (const Constraint &B : Y) {
      if (A.Equality || B.Equality ||
          A.Coefficients[0] + B.Coefficients[0] >= 0)
        continue;
      bool Opposite = true;
      for (size_t I = 1; I < A.Coefficients.size() && Opposite; ++I)
        Opposite = A.Coefficients[I] == -B.Coefficients[I];
      if (Opposite)
        return true;
    }
  return false;
}

std::optional<Union> Reader::both(const Union &A, const Union &B) {
  if (A.size() * B.size() > MaxConjunctions)
    return std::nullopt;
  Union R;
  for (const Conjunction &X : A)
    for (const Conjunction &Y : B)
      if (!contradict(X, Y)) {
        R.push_back(X);
        R.back().insert(R.back().end(), Y.begin(), Y.end());
      }
  return R;
}

/// The complement of U, where U names no existential: each constraint
/// negated in the integers (e >= 0 becomes -e - 1 >= 0; e = 0 becomes
/// e - 1 >= 0 or -e - 1 >= 0), by De Morgan's laws.
std::optional<Union> Reader::negated(const Union &U) {
  Union R = {Conjunction{}}; // not (false) = true.
  for (const Conjunction &C : U) {
    Union NotC; // not (c1 and c2 ...) = not c1 or not c2 ...
    for (const Constraint &K : C) {
      Row Minus = K.Coefficients;
      for (int64_t &X : Minus)
        X = -X;
      Minus[0] -= 1;
      NotC.push_back({{false, Minus}});
      if (K.Equality) {
        Row Plus = K.Coefficients;
        Plus[0] -= 1;
        NotC.push_back({{false, Plus}});
      }
    }
    std::optional<Union> Next = both(R, NotC);
    if (!Next)
      return std::nullopt;
    R = std::move(*Next);
  }
  return R;
}

std::optional<Union> Reader::disjunction() {
  std::optional<Union> U = conjunction();
  while (U && accept("or")) {
    std::optional<Union> V = conjunction();
    if (!V || U->size() + V->size() > MaxConjunctions)
      return std::nullopt;
    U->insert(U->end(), V->begin(), V->end());
  }
  return U;
}

std::optional<Union> Reader::conjunction() {
  std::optional<Union> U = factor();
  while (U && accept("and")) {
    std::optional<Union> V = factor();
    if (!V)
      return std::nullopt;
    U = both(*U, *V);
  }
  return U;
}

std::optional<Union> Reader::factor() {
  if (accept("true"))
    return Union{Conjunction{}};
  if (accept("false"))
    return Union{};
  if (accept("not")) {
    unsigned LocalsBefore = NumLocals;
    std::optional<Union> U = factor();
    // The complement of an existential is not a union of conjunctions.
    if (!U || NumLocals != LocalsBefore)
      return std::nullopt;
    return negated(*U);
  }
  if (peek() == "exists" && peek(1) == "(") {
    Pos += 2;
    size_t Scope = Locals.size();
    do {
      const std::string &T = peek();
      if (T.empty() || !std::isalpha((unsigned char)T[0]) ||
          NumLocals == columns() - (1 + Params.size() + Dims.size()))
        return std::nullopt;
      Locals.push_back(
          {T, unsigned(1 + Params.size() + Dims.size()) + NumLocals++});
      ++Pos;
    } while (accept(","));
    if (!accept(":"))
      return std::nullopt;
    std::optional<Union> U = disjunction();
    Locals.resize(Scope);
    if (!U || !accept(")"))
      return std::nullopt;
    return U;
  }
  if (peek() == "(") {
    // A parenthesized formula, or a comparison whose first operand starts
    // with a parenthesis: try the first, then the second.
    size_t Start = Pos;
    unsigned LocalsBefore = NumLocals;
    ++Pos;
    if (std::optional<Union> U = disjunction(); U && !Failed && accept(")"))
      return U;
    Pos = Start;
    Failed = false;
    NumLocals = LocalsBefore;
  }
  return comparison();
}

std::optional<Union> Reader::comparison() {
  std::optional<Row> Left = sum();
  if (!Left)
    return std::nullopt;
  Union U = {Conjunction{}};
  bool Any = false;
  // Chains (a <= b < c) are conjunctions of their links.
  for (;;) {
    std::string Op = peek();
    if (Op != "<" && Op != "<=" && Op != ">" && Op != ">=" && Op != "=")
      break;
    ++Pos;
    std::optional<Row> Right = sum();
    if (!Right)
      return std::nullopt;
    Row D(Left->size());
    for (size_t I = 0; I < D.size(); ++I) // Left - Right
      D[I] = (*Left)[I] - (*Right)[I];
    if (Op == "<" || Op == "<=") {
      for (int64_t &X : D)
        X = -X;
      Op = Op == "<" ? ">" : ">=";
    }
    if (Op == ">")
      D[0] -= 1;
    U[0].push_back({Op == "=", D});
    Left = std::move(Right);
    Any = true;
  }
  if (!Any)
    return std::nullopt;
  return U;
}

std::optional<Row> Reader::sum() {
  bool Minus = accept("-");
  std::optional<Row> R = term();
  if (!R)
    return std::nullopt;
  if (Minus)
    for (int64_t &X : *R)
      X = -X;
  for (;;) {
    bool Add = accept("+");
    if (!Add && !accept("-"))
      return R;
    std::optional<Row> T = term();
    if (!T)
      return std::nullopt;
    for (size_t I = 0; I < R->size(); ++I)
      (*R)[I] += Add ? (*T)[I] : -(*T)[I];
  }
}

std::optional<Row> Reader::term() {
  // factor (* factor)*, at most one factor not a constant.
  std::optional<Row> R;
  int64_t Scale = 1;
  do {
    bool Minus = accept("-");
    const std::string T = peek();
    std::optional<Row> F;
    if (T.empty())
      return std::nullopt;
    if (std::isdigit((unsigned char)T[0])) {
      if (T.size() > 15 || T.find_first_not_of("0123456789") != T.npos)
        return std::nullopt;
      F = Row(columns(), 0);
      (*F)[0] = std::stoll(T);
      ++Pos;
    } else if (T == "(") {
      ++Pos;
      F = sum();
      if (!F || !accept(")"))
        return std::nullopt;
    } else if (std::isalpha((unsigned char)T[0]) || T[0] == '_') {
      if (T == "and" || T == "or" || T == "not" || T == "exists" ||
          T == "floor" || T == "ceil" || T == "mod" || T == "min" ||
          T == "max" || peek(1) == "(")
        return std::nullopt;
      std::optional<unsigned> C = column(T);
      if (!C)
        return std::nullopt;
      F = Row(columns(), 0);
      (*F)[*C] = 1;
      ++Pos;
    } else {
      return std::nullopt;
    }
    if (Minus)
      for (int64_t &X : *F)
        X = -X;
    bool Constant = true;
    for (size_t I = 1; I < F->size(); ++I)
      Constant &= (*F)[I] == 0;
    if (Constant) {
      Scale *= (*F)[0];
    } else {
      if (R)
        return std::nullopt; // A product of variables.
      R = std::move(F);
    }
    if (Scale > (int64_t(1) << 40) || Scale < -(int64_t(1) << 40))
      return std::nullopt;
  } while (accept("*"));
  if (peek() == "/")
    return std::nullopt;
  if (!R) {
    R = Row(columns(), 0);
    (*R)[0] = 1;
  }
  for (int64_t &X : *R)
    X *= Scale;
  return R;
}

isl_set *Reader::build(isl_ctx *Ctx) const {
  unsigned NP = Params.size(), ND = Dims.size();
  isl_space *Space = isl_space_set_alloc(Ctx, NP, ND);
  for (unsigned I = 0; I < NP; ++I)
    Space = isl_space_set_dim_name(Space, isl_dim_param, I, Params[I].c_str());
  for (unsigned I = 0; I < ND; ++I)
    Space = isl_space_set_dim_name(Space, isl_dim_set, I, Dims[I].c_str());
  isl_set *Result = isl_set_empty(isl_space_copy(Space));
  // Each conjunction over the parameters and the dimensions followed by
  // the existentials, which are then projected out.
  unsigned NL = NumLocals;
  for (const Conjunction &C : Formula) {
    unsigned NEq = 0, NIneq = 0;
    for (const Constraint &K : C)
      ++(K.Equality ? NEq : NIneq);
    unsigned Cols = NP + ND + NL + 1;
    isl_mat *Eq = isl_mat_alloc(Ctx, NEq, Cols);
    isl_mat *Ineq = isl_mat_alloc(Ctx, NIneq, Cols);
    unsigned E = 0, I = 0;
    for (const Constraint &K : C) {
      isl_mat *&M = K.Equality ? Eq : Ineq;
      unsigned R = K.Equality ? E++ : I++;
      // Matrix columns: parameters, dimensions, existentials, constant.
      for (unsigned Col = 0; Col < Cols; ++Col) {
        int64_t V =
            Col < NP + ND + NL ? K.Coefficients[1 + Col] : K.Coefficients[0];
        M = isl_mat_set_element_si(M, R, Col, (int)V);
      }
    }
    isl_space *Wide =
        isl_space_add_dims(isl_space_copy(Space), isl_dim_set, NL);
    isl_basic_set *B = isl_basic_set_from_constraint_matrices(
        Wide, Eq, Ineq, isl_dim_param, isl_dim_set, isl_dim_div, isl_dim_cst);
    B = isl_basic_set_project_out(B, isl_dim_set, ND, NL);
    Result = isl_set_union(Result, isl_set_from_basic_set(B));
  }
  isl_space_free(Space);
  return Result;
}

} // namespace

isl_set *readIslSetDirectly(isl_ctx *Ctx, const std::string &Text) {
  Reader R(Text);
  if (!R.parse())
    return nullptr;
  return R.build(Ctx);
}

isl_set *readIslSet(isl_ctx *Ctx, const std::string &Text) {
  if (isl_set *S = readIslSetDirectly(Ctx, Text))
    return S;
  return isl_set_read_from_str(Ctx, Text.c_str());
}

} // namespace loopgen
